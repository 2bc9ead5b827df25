// harness/run/proc_read.h — reading the process table as /proc shows it: one process's
// stat line, environment and memory, and the pids allocated since a run began. Used by
// the run's containment (harness/run/run_procs.h) and the memory sampling of the pump.
// Cost: one open+read+close of a small /proc file per question (a few microseconds);
// PidsSince is a handful of reads on a quiet machine, a listing of /proc (~1 us an
// entry) past 4096 pids. Internal to harness/run/.
// Status: properties/runner_test.cc, properties/runner_daemon_test.cc (containment rests
// on every reading here), properties/runner_test.cc's memory tests (StatusKb).
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
  /// CPU time in clock ticks: its own (user + system, every thread) and that of the
  /// children it has waited for (cutime + cstime); a zombie keeps its own until reaped.
  unsigned long long cpu_ticks = 0;
  /// pid and start time together name one process: a pid is reused, the pair is not.
  bool Same(const ProcStat& o) const { return pid == o.pid && start == o.start; }
  bool Dead() const { return state == 'Z' || state == 'X'; }
};

/// The seconds process `pid`'s main thread has been on a CPU or waiting for one
/// (/proc/<pid>/schedstat: its CPU time and run delay): what it wanted of the CPUs,
/// whatever the load gave it. 0 when it cannot be read.
double CpuDemandSeconds(pid_t pid);

/// Whether process `pid`, running for `wall_seconds`, was starved rather than slow: it has
/// wanted a CPU (CpuDemandSeconds) half that time or more, so a wall bound reached is the
/// machine's load, which must not decide (harness/run/run_pump.cc, python/forked.cc).
bool WantedTheCpu(pid_t pid, double wall_seconds);

/// Whether `pid`, a child of this process, has exited, without reaping it (its status
/// and rusage stay for wait4): at a wall bound, an exit the waiting thread has not seen
/// yet (it waited for a CPU too) decides, not the bound.
bool ExitedUnreaped(pid_t pid);

/// Seconds in `ticks` clock ticks of /proc/<pid>/stat (sysconf(_SC_CLK_TCK)).
double TicksToSeconds(unsigned long long ticks);

/// The CPU seconds a program says it had spent on its behalf by a process outside its
/// tree, which the runner cannot count: its name set to "gc-cpu:<ms>" (mutate's warm
/// client, whose run is a fork of the warm server), read from the exited program before
/// it is reaped; 0 when it says nothing. Taken only as a floor: a program that claims
/// more than it used makes itself slower, never faster.
double ToldCpuSeconds(pid_t pid);

/// Reads a whole /proc file into *s; false, with errno set, when it cannot be read (the
/// process is gone, or is not ours to look at).
bool ReadProcFile(const char* path, std::string* s);

/// Reads /proc/<pid>/stat into *p; false when it cannot be read or parsed.
bool ReadStat(pid_t pid, ProcStat* p);

/// A memory field of /proc/<pid>/status in kB: "VmPeak" (the peak of what it mapped),
/// "VmHWM" (the peak of what was resident); 0 when it cannot be read, as once the
/// process has exited (a zombie has no memory to report).
std::uint64_t StatusKb(pid_t pid, const char* field);

/// Whether the environment of process `p` (as the table read it) holds `entry`
/// ("NAME=value"). kNotYet when that cannot be told yet: in the middle of an exec, between
/// the new program's memory going in and its arguments and environment being placed
/// there, and once it is exiting (its memory gone), both read empty or fail (ESRCH);
/// its children are then seen as ours by the next look, which finds them ours by their
/// own environment. A process whose environment alone reads empty, read again between
/// two readings of its arguments, has none (env -i): kNo; so has a zombie in the table,
/// and one not ours to read (EACCES).
enum class Holds { kYes, kNo, kNotYet };
Holds HoldsEnvironmentEntry(const ProcStat& p, const std::string& entry);

/// Every pid /proc lists: processes (thread group leaders) only. O(processes).
std::vector<pid_t> ListedPids();

/// The pids allocated since `first` (first included), which may or may not be in use;
/// *upto is ns_last_pid as read first: every pid allocated up to it is among those
/// returned (-1 when unknown). Some may be threads' ids: see IsProcess.
std::vector<pid_t> PidsSince(pid_t first, long* upto);

/// Whether `pid` names a process rather than a thread of one (/proc/<tid> works for a
/// thread's id too, though it is not listed).
bool IsProcess(pid_t pid);

}  // namespace gc::procs
