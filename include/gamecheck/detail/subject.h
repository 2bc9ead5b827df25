// gamecheck/detail/subject.h — gamecheck::Check for a subject that is not a C++ function:
// one that can hang (stopped at a per-case time limit) or be interrupted (a stop flag),
// as the Python module's (python/module.cc) are. The same schedule, judge, shrinker and
// report as Check and `gamecheck check`; only how a case is run and how the subject is
// named differ. Not an interface of its own: the bindings' part of the API.
#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

#include "gamecheck/check.h"
#include "harness/check/subject.h"

namespace gamecheck::detail {

/// A subject with what the report says of it.
struct SubjectCheck {
  /// Runs one case under the run's deadline: it reports a hang as RunResult::End::kTimeout
  /// and a stop as kCancelled (after raising *stop, so that the check ends reporting).
  gc::Subject subject;
  std::string name = "in-process function";  // the header's subject
  /// The per-case time limit as applied ("2 s + 5 s per million vertices and edges"), for
  /// the slowness part; "" when there is none.
  std::string time_limit;
  const std::atomic<bool>* stop = nullptr;  // raised: the run ends and still reports
  /// Options::budget_seconds is the default budget of the command: it waits for every
  /// family (gc::CheckOptions::soft_budget_seconds), and the header says so.
  bool default_budget = false;
  /// A program that does what the subject does, and the flags of `gamecheck check` that
  /// give its schedule: on a failure the report's `replay:` line runs the failing case
  /// out of process, `gamecheck check PROBLEM FLAGS --case I -- PROGRAM` (none if empty).
  std::vector<std::string> replay_flags, replay_program;
};

/// Checks s.subject on the cases of `problem` with `options` (jobs are 1 whatever it says
/// when the subject is not thread-safe: the caller sets options.jobs). As Check otherwise.
Result CheckSubject(std::string_view problem, SubjectCheck s, const Options& options);

}  // namespace gamecheck::detail
