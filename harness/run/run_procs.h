// harness/run/run_procs.h — a run's processes in the process table, for the runner's
// containment (see Containment in harness/run/runner.h): finding every process of a run
// (its group, its orphans by their GAMECHECK_RUN marker, their descendants), killing them
// until a look finds none alive, and reaping each by its pid. The table is read through
// harness/run/proc_read.h. Cost: one look reads the stat of every pid allocated since the
// run began (tens of microseconds for a short run on a quiet machine), and the
// environment of each orphan; a run whose processes keep forking is looked at until
// they are gone (until 2 s pass with none new). Internal to harness/run/.
// Status: properties/runner_test.cc (a setsid child, a double fork, a daemon that forks
// in a loop, another run's processes left alone), properties/runner_daemon_test.cc (a
// thousand daemonizing runs in a row leave nothing), properties/stop_test.cc.
#pragma once

#include <sys/types.h>

#include <shared_mutex>
#include <string>
#include <vector>

#include "harness/run/proc_read.h"

namespace gc::procs {

/// The runs in progress in this process, by root pid (also the run's process group): a
/// search for one run's processes skips the others' groups.
void AddRunning(pid_t root);
void RemoveRunning(pid_t root);

/// Held shared by a run from its spawn until AddRunning has its root, and exclusively by
/// ReapOrphanZombies: a program that exits at once is never taken for an orphan in
/// between. (It was: another run's reap took it from its runner, which then saw it "run"
/// on to the wall bound with no CPU time spent, a timeout under load.)
std::shared_mutex& Spawning();

/// Kills every process of the run whose root is `root` (its process group) and whose
/// environment entry is `marker`, the root included, and looks again until a look finds
/// none of them alive (or 2 s have passed since a look found one not seen before: a
/// process stuck in the kernel; a minute at most). Appends each
/// process found, other than the root, to *strays (once) for ReapStrays.
void KillRun(pid_t root, const std::string& marker, std::vector<ProcStat>* strays);

/// Reaps those of *strays that are now zombie children of ours, for up to a second, and
/// forgets those gone; what remains is left to ReapOrphanZombies.
void ReapStrays(std::vector<ProcStat>* strays);

/// Reaps the zombie children of ours outside our process group and outside the group of
/// every run in progress: orphans of some run, whose exit status nobody waits for.
void ReapOrphanZombies();

}  // namespace gc::procs
