// harness/run/run_probe.cc — MemoryTooSmall (see runner.h): the program run twice on an
// empty input, with the memory limit and without, to tell a limit it cannot even start
// under (a setup error) from a finding. Cost: two runs of at most half a second each,
// once per check. Status: properties/check_limits_test.cc
// (CheckUsage.AMemoryLimitTheProgramCannotStartUnderIsASetupError).
#include <algorithm>
#include <string>

#include "harness/run/runner.h"

namespace gc {

namespace {

// "exits with status 2", "is killed by SIGSEGV (...)", ...: how a run ended, for a sentence.
std::string HowItEnded(const RunResult& r) {
  switch (r.end) {
    case RunResult::End::kExited:
      return "exits with status " + std::to_string(r.status);
    case RunResult::End::kSignaled:
      return "is killed by " + SignalName(r.signal);
    case RunResult::End::kOutputLimit:
      return "floods its output";
    case RunResult::End::kSpawnFailed:
      return "cannot be started (" + r.error + ")";
    default:
      return "does not end";
  }
}

}  // namespace

std::string MemoryTooSmall(const ProgramRunner& runner, const RunLimits& limits,
                           const std::atomic<bool>* stop) {
  if (limits.memory_mb == 0) return "";
  RunLimits probe = limits;
  probe.timeout = std::min(limits.timeout, std::chrono::milliseconds(500));
  const RunResult with = runner.Run("", probe, stop);
  probe.memory_mb = 0;
  const RunResult without = runner.Run("", probe, stop);
  for (const RunResult* r : {&with, &without})
    if (r->end == RunResult::End::kTimeout || r->end == RunResult::End::kCancelled) return "";
  if (with.end == without.end && with.status == without.status && with.signal == without.signal)
    return "";
  const std::string line = with.err.substr(0, std::min<std::size_t>(with.err.find('\n'), 200));
  return "the program cannot start under --memory " + std::to_string(limits.memory_mb) +
         ": on an empty input it " + HowItEnded(with) + " with the limit and " +
         HowItEnded(without) + " without" +
         (line.empty() ? "" : " (standard error: " + line + ")") + "; give a larger --memory";
}

}  // namespace gc
