// harness/run/run_procs.h — the process table as /proc shows it, for the runner's
// containment (see Containment in harness/run/runner.h): finding a run's processes, killing
// them until none is left, and reaping them. Internal to harness/run/runner.cc.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace gc::procs {

/// What /proc/<pid>/stat says about one process.
struct ProcStat {
  pid_t pid = 0, ppid = 0, pgrp = 0;
  char state = '?';              // 'Z' a zombie, 'X' being reaped
  unsigned long long start = 0;  // start time after boot, in clock ticks
  /// pid and start time together name one process: a pid is reused, the pair is not.
  bool Same(const ProcStat& o) const { return pid == o.pid && start == o.start; }
  bool Dead() const { return state == 'Z' || state == 'X'; }
};

/// A memory field of /proc/<pid>/status in kB: "VmPeak" (the peak of what it mapped),
/// "VmHWM" (the peak of what was resident); 0 when it cannot be read, as once the
/// process has exited (a zombie has no memory to report).
std::uint64_t StatusKb(pid_t pid, const char* field);

/// The runs in progress in this process, by root pid (also the run's process group): a
/// search for one run's processes skips the others' groups.
void AddRunning(pid_t root);
void RemoveRunning(pid_t root);

/// Kills every process of the run whose root is `root` (its process group) and whose
/// environment entry is `marker`, the root included, and looks again until a look finds
/// none of them alive (or 2 s have passed: a process stuck in the kernel). Appends each
/// process found, other than the root, to *strays (once) for ReapStrays.
void KillRun(pid_t root, const std::string& marker, std::vector<ProcStat>* strays);

/// Reaps those of *strays that are now zombie children of ours, for up to a second, and
/// forgets those gone; what remains is left to ReapOrphanZombies.
void ReapStrays(std::vector<ProcStat>* strays);

/// Reaps the zombie children of ours outside our process group and outside the group of
/// every run in progress: orphans of some run, whose exit status nobody waits for.
void ReapOrphanZombies();

}  // namespace gc::procs
