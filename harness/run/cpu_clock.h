// harness/run/cpu_clock.h — the clock that decides, and the load that only bounds it.
// Every decision of a check or a mutation run that rests on how long something took (a
// run's time limit, "slow above n", a mutant's timeout and hang limit, the kill-first
// order, the shrink's time) reads CPU time: of a run's process tree (the runner: wait4's
// rusage, and /proc while it runs), and of the calling thread (an in-process solver;
// gamecheck's own work on a case, charged to a budget beside the run's). CPU time is the work done, the same on an
// idle machine and beside a dozen busy loops; wall time is not. Wall time is only an
// outer bound, for what spends no CPU (a sleep, a lock, a read that never ends), and is
// scaled by the load measured here: a program given a third of a core needs three times
// the wall time for the same work. The user's budget (--budget) stays wall time: it is
// the user's own time.
// Cost: MachineLoad reads /proc/loadavg (a few microseconds), at most every 250 ms.
// Status: properties/runner_test.cc (RunnerCpu: the limit decided by CPU time, a
// sleeping program stopped by the wall bound, the tree's CPU counted), properties/
// load_test.py (the same verdicts beside busy loops).
#pragma once

#include <sys/resource.h>

#include <chrono>
#include <string>

namespace gc {

/// The machine's load as this process sees it.
struct Load {
  /// Runnable tasks per CPU this process may run on: the larger of the 1-minute load
  /// average and the tasks running at this moment (/proc/loadavg), over the CPUs of its
  /// affinity mask. 0 when /proc cannot be read.
  double per_cpu = 0;
  unsigned cpus = 1;
  double load1 = 0;  // the 1-minute load average as /proc/loadavg says it
};

/// The load now (read at most every 250 ms; thread-safe).
Load MachineLoad();

/// How many times a run's CPU limit its wall-clock bound is: 3 on an idle machine, and
/// 1 + 2 x (tasks per CPU) above that, so a program starved by the load is still stopped
/// by its CPU time, and one that waits is stopped all the same.
double WallFactor(const Load& load);

/// The wall-clock bound of a run whose CPU limit is `cpu`, at the load now.
std::chrono::milliseconds WallBound(std::chrono::milliseconds cpu);

/// CPU seconds (user + system) in a wait4 or getrusage answer.
double CpuSecondsOf(const rusage& ru);

/// CPU seconds the calling thread has used: gamecheck's own share of a case (spawning,
/// judging), charged to a CpuBudget beside the run's (harness/deadline.h).
double ThreadCpuSeconds();

/// "CPU time of each run decides (wall time bounds it at 3x: load 0.4 per CPU on 2 CPUs)":
/// which clock decides and what the load was, for a report's header.
std::string ClockLine(const Load& load);

}  // namespace gc
