// harness/run/runner.h — the out-of-process runner: runs someone's solver (any language) on
// one input text, with a time limit, a memory limit and a cap on its output.
// The child is started with posix_spawn (never fork from a big, threaded process) in its
// own process group. Input goes through a pipe, output comes back through pipes read
// with poll: no temporary files. Cost: one process creation per run (~0.3 ms), and a
// look through /proc when it ends (a stat read per pid allocated meanwhile, machine-wide:
// some tens of microseconds for a short run).
//
// Containment: nothing a run starts outlives it or is left a zombie, including a process
// that left the process group (setsid, setpgid: a daemonizing helper).
//  - The first Run makes this process a child subreaper (PR_SET_CHILD_SUBREAPER, allowed
//    unprivileged): orphans of a run are re-parented to us instead of init, so they stay
//    where we can find and reap them. (Orphans of any other child this process starts
//    come to us too: ProgramRunner kills only what it attributes to one of its runs, and
//    reaps only that and the dead orphans of the next point but one.)
//  - Each run's environment gets GAMECHECK_RUN=<our pid>.<count>, unique to the run.
//  - When the program has exited, or is killed for a limit, its process group is sent
//    SIGKILL and the run's other processes are looked for in /proc among those started
//    since it (harness/run/run_procs.h): those in the program's process group; an orphan (a
//    child of ours that is not a run's program) with the run's GAMECHECK_RUN; one found
//    by an earlier look; and every descendant of those, whatever its environment. Each
//    gets SIGKILL through a pidfd, after checking that pid and start time still match (a
//    reused pid is never hit). The look is repeated until one finds none of them alive:
//    a process found alive may have forked before it died, and its child is in the next
//    look. A look reads the process table until ns_last_pid stops moving (a child forked
//    while the table is read is in it), and one whose environment cannot be told yet (in
//    the middle of an exec, or exiting) is looked at again. Each process is reaped by
//    its pid once it is our child. Never waitpid(-1): other threads' children are
//    theirs. The process groups of runs in progress on other threads are skipped.
//  - Why this, not a cgroup or a PID namespace: both would contain a tree that cannot
//    escape, but posix_spawn (glibc 2.36) can place a child in neither, so every run
//    would need a shim's exec first (a second program image loaded per run), and both
//    need privileges (root, a delegated cgroup v2 subtree, or user namespaces) that an
//    unprivileged CI runner cannot count on. The loop needs none of that and is the one
//    mechanism everywhere. Measured: 16,000 runs of a program that daemonizes with a
//    double fork, or whose daemon forks in a loop, left no process behind
//    (properties/runner_daemon_test.cc; before this loop, 1 to 8 % of them did).
//  - Whatever the look missed and died as our child is reaped at the end of some run:
//    a zombie child outside our process group and outside the group of every run in
//    progress is an orphan of some run, whose exit status nobody waits for. (So other
//    code in this process that starts children in a process group of their own, not
//    ours, must not mind finding them reaped once dead.)
//  - Not contained: a process that left the group, dropped the environment (env -i, an
//    execve with its own) or made it unreadable to us (non-dumpable, unless we are root)
//    and was orphaned, all before the run ended: it runs on. Closing that needs a PID
//    namespace or a cgroup, which an unprivileged process cannot count on.
// The files of harness/run/, along one run: runner.cc (this API: the program resolved,
// Run's three steps), run_spawn.cc (posix_spawn, the environment, the limits),
// exec_limited.h (the --memory shim's body; its own program exec_limited_main.cc),
// run_pump.cc (input, output, the output cap and flood, the clock, the memory samples),
// run_reap.cc (containment, exit status, rusage, the memory verdict),
// run_procs.cc (a run's processes: found, killed, reaped) over proc_read.cc (reading
// /proc), run_scratch.cc (scratch directories), run_probe.cc (MemoryTooSmall) and
// program_setup.cc (what check does around a program).
// Status: properties/check_test.cc (each way a run can end, with small programs),
// properties/runner_test.cc (containment, the scratch directory, the memory limit),
// properties/runner_daemon_test.cc (containment of daemons, a thousand runs in a row),
// properties/runner_flood_test.cc (the output cap: a flood is held about once),
// properties/stop_test.cc (the stop flag), properties/check_limits_test.cc (the memory
// verdict, MemoryTooSmall).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gc {

namespace run_internal {  // harness/run/run_child.h, run_scratch.h
struct Child;
struct Scratches;
}  // namespace run_internal

/// Limits of one run.
struct RunLimits {
  /// CPU time of the program's process tree (harness/run/cpu_clock.h): the run is stopped
  /// as a timeout once it has used this much, and at the latest when WallBound(timeout)
  /// of wall time has passed (a program that waits rather than works).
  std::chrono::milliseconds timeout{2000};
  /// The end of the caller's Deadline (harness/deadline.h), when it has one: the run is
  /// stopped as a timeout (RunResult::by_wall) when this wall-clock time point comes first.
  std::optional<std::chrono::steady_clock::time_point> end;
  /// RLIMIT_AS of the child in MiB; 0 for no limit.
  std::uint64_t memory_mb = 0;
  /// Standard output beyond this many bytes is a flood: the run is stopped as soon as it
  /// is past, and what it printed is held about once, never beyond the cap (so runs in
  /// progress at once hold up to that many times it; 2 jobs flooding a 1000 MB cap: a
  /// 2.1 GB peak, 1.1 GB with 1 job, where 4.2 GB was measured before).
  std::size_t output_cap = std::size_t{64} << 20;
  /// Standard error is kept up to this many bytes (the rest is read and dropped).
  std::size_t stderr_cap = std::size_t{64} << 10;
  /// Run the program in an empty directory of its own, emptied after the run however it
  /// ended: it cannot litter the caller's directory, nor find what an earlier case left.
  /// The directories are made under $TMPDIR (else /tmp), kept by the runner for its next
  /// runs (making and removing one costs more than a small program's run) and removed
  /// with it. False runs the program in the caller's directory, for one that is given
  /// relative paths to work on.
  bool scratch_dir = true;
};

/// How one run ended and what it printed.
struct RunResult {
  enum class End {
    kExited,       // exit status in `status`
    kSignaled,     // killed by signal `signal` (a crash)
    kTimeout,      // still running at the time limit; killed
    kOutputLimit,  // printed more than output_cap bytes; killed
    kCancelled,    // the caller's stop flag was raised; killed
    kSpawnFailed,  // could not start: `error` says why
  };
  End end = End::kExited;
  int status = 0;
  int signal = 0;
  /// Standard output; after a flood (kOutputLimit) only its first 64 KiB.
  std::string out;
  std::string err;
  /// For kOutputLimit: the cap it went past (RunLimits::output_cap), else 0.
  std::size_t flood_cap = 0;
  std::string error;  // for kSpawnFailed
  /// The time that decides: CPU seconds of the run's process tree (user + system: the
  /// program, the children it waited for, and the other processes of its run as last
  /// seen), or of the solver's thread in process. The same on an idle and a busy machine.
  double seconds = 0;
  double wall_seconds = 0;  // wall-clock time of the run, for the reports
  /// For kTimeout: stopped by wall time (the wall bound or the caller's deadline), not by
  /// its CPU time reaching the limit.
  bool by_wall = false;
  /// Peak resident memory (wait4's ru_maxrss, kB) of the program and of the children it
  /// waited for. It is at least this process's own resident peak at the spawn: the
  /// child of posix_spawn runs in our memory until its exec, which records that memory's
  /// peak as the child's.
  std::uint64_t max_rss_kb = 0;
  /// Peak mapped memory (VmPeak, kB) of the program's own process, as last read while it
  /// ran: read only under a memory limit, every few ms and whenever it wrote to standard
  /// error. 0 when never read (a program that dies within a few ms may go unread).
  std::uint64_t peak_vm_kb = 0;
  /// Whether the run came within a quarter of the memory limit: peak_vm_kb, or max_rss_kb
  /// when it is above this process's own resident peak (else it may be ours), is at
  /// least 3/4 of RunLimits::memory_mb. RLIMIT_AS fails an allocation that would
  /// take the mapped total past the limit, so a program that failed for want of memory
  /// has mapped nearly all of it, unless the request that failed was itself large:
  /// growth by doubling can give up with half the limit mapped, and one request larger
  /// than the whole limit leaves no trace at all. So: a likely cause, to be read only for
  /// a run that failed by crashing or exiting; a run that succeeded near the limit has it
  /// too, and a run still going at the time limit is slow whatever its memory (the judge
  /// never calls a timeout a memory failure). Never taken from what the program printed.
  /// False without a memory limit.
  bool hit_memory_limit = false;
  /// In process only (RunInProcess): the exception that escaped the solver, as its type
  /// and what() ("std::runtime_error: boom"); end is then kSignaled with SIGABRT, what an
  /// uncaught exception does to a program. Empty for a program run.
  std::string exception;
};

/// "SIGSEGV (Segmentation fault)" for a signal number.
std::string SignalName(int sig);

/// Resolves argv[0] as execvp would (a name without '/' is looked up in PATH); "" and a
/// message in *err when it does not exist or is not an executable regular file.
std::string ResolveProgram(const std::string& name, std::string* err);

/// Runs one program; thread-safe (one Runner may be shared by many threads).
class ProgramRunner {
 public:
  /// argv[0] is made absolute here, from the current directory (a name without '/' is
  /// looked up in PATH as ResolveProgram does; one not found is spawned as given, and
  /// fails then). The other arguments are passed as given: in a scratch directory a
  /// relative path among them names a file there, not in the caller's directory, which
  /// the program finds in its environment as GAMECHECK_CWD (the current directory when
  /// this runner was made).
  /// `limit_shim`, when not empty, is gamecheck (a program that understands
  ///   limit_shim check --exec-limited MB PROGRAM ARGS...
  /// by setting RLIMIT_AS and exec'ing PROGRAM): posix_spawn cannot set a limit in the
  /// child, and setting it in this process would limit us too. When the small shim
  /// gamecheck-exec-limited (harness/run/exec_limited.h) is next to it, as the build puts
  /// it, that one is run instead, as `gamecheck-exec-limited MB PROGRAM ARGS...`: it
  /// starts in a fraction of gamecheck's time. Without a shim the limit is set with
  /// prlimit right after the spawn.
  /// `env NAME=VALUE... PROGRAM ARGS...` (env with assignments only, no options) is run as
  /// env would run it, PROGRAM with those variables set, but without env's own exec (a
  /// millisecond a run: mutate's schema programs are run so, thousands of times).
  explicit ProgramRunner(std::vector<std::string> argv, std::string limit_shim = "");

  /// Runs the program with `input` on standard input. `stop`, when given and raised,
  /// ends the run early (kCancelled).
  RunResult Run(std::string_view input, const RunLimits& limits,
                const std::atomic<bool>* stop = nullptr) const;

  const std::vector<std::string>& argv() const { return argv_; }

 private:
  // Run is Spawn, Pump and Reap (harness/run/run_child.h). Spawn is a member: it needs
  // the program, the shim and the scratch directories of this runner.
  bool Spawn(const RunLimits& limits, run_internal::Child* c, RunResult* r) const;

  std::vector<std::string> argv_;
  std::vector<std::string> env_;  // NAME=VALUE set on the program (a leading env's)
  std::string shim_;
  std::string exec_limited_;  // gamecheck-exec-limited next to shim_, or "" (then shim_)
  std::string shim_real_;     // the shim run, links resolved, as /proc/<pid>/exe shows it
  std::string cwd_;           // where this runner was made: GAMECHECK_CWD
  // The scratch directories, shared by the copies of this runner.
  std::shared_ptr<run_internal::Scratches> scratches_;
};

/// Whether the program can run at all under the memory limit of `limits`: it is run on an
/// empty input with the limit and without (each for half a second at most); "" when both
/// end alike (or either did not end, or `stop` was raised: no conclusion), else a sentence
/// saying how they differ, for a setup error (a limit below what its loader or runtime
/// needs to start fails every case, which is no finding about the program). "" without a
/// memory limit. (harness/run/run_probe.cc)
std::string MemoryTooSmall(const ProgramRunner& runner, const RunLimits& limits,
                           const std::atomic<bool>* stop = nullptr);

/// The body of `--exec-limited MB PROGRAM ARGS...`: sets RLIMIT_AS to MB MiB and execs
/// PROGRAM; returns (127) only when the exec fails.
int ExecLimited(const std::vector<std::string>& args);

}  // namespace gc
