// cli/check_snapshot.h — what a running `gamecheck check` has found so far, kept up to date
// from the engine's hooks so that a forced end (a third stop signal, cli/stop.h) can still
// report the finding when the check is not let finish.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "harness/check/check.h"

namespace gc::cli {

class CheckSnapshot {
 public:
  /// `planned`: PlannedCheck of the options (seed, shard, planned count).
  explicit CheckSnapshot(CheckResult planned);
  /// Hooks it into o (on_case counts the cases run, on_failure keeps the failure); o
  /// must not outlive it.
  void Watch(CheckOptions* o);
  /// The result so far, as that of a stopped check: interrupted, the failure (if any) as
  /// the shrink had left it, marked as an interrupted shrink.
  CheckResult Result() const;

 private:
  mutable std::mutex mu_;
  CheckResult r_;
  std::chrono::steady_clock::time_point t0_ = std::chrono::steady_clock::now();
};

}  // namespace gc::cli
