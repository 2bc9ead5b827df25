// harness/runner.h — the out-of-process runner: runs someone's solver (any language) on
// one input text, with a time limit, a memory limit and a cap on its output.
// The child is started with posix_spawn (never fork from a big, threaded process) in its
// own process group, so a timeout or a flood kills the program and every process it
// started. Input goes through a pipe, output comes back through pipes read with poll:
// no temporary files, no zombies. Cost: one process creation per run (~0.3 ms).
// Status: properties/check_test.cc (each way a run can end, with small programs).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gc {

/// Limits of one run.
struct RunLimits {
  std::chrono::milliseconds timeout{2000};
  /// RLIMIT_AS of the child in MiB; 0 for no limit.
  std::uint64_t memory_mb = 0;
  /// Standard output beyond this many bytes is a flood: the run is stopped.
  std::size_t output_cap = std::size_t{64} << 20;
  /// Standard error is kept up to this many bytes (the rest is read and dropped).
  std::size_t stderr_cap = std::size_t{64} << 10;
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
  std::string out;
  std::string err;
  std::string error;   // for kSpawnFailed
  double seconds = 0;  // wall-clock time of the run
  std::uint64_t max_rss_kb = 0;
};

/// "SIGSEGV (Segmentation fault)" for a signal number.
std::string SignalName(int sig);

/// Resolves argv[0] as execvp would (a name without '/' is looked up in PATH); "" and a
/// message in *err when it does not exist or is not an executable regular file.
std::string ResolveProgram(const std::string& name, std::string* err);

/// Runs one program; thread-safe (one Runner may be shared by many threads).
class ProgramRunner {
 public:
  /// argv[0] is resolved with ResolveProgram by the caller (or spawned as given).
  /// `limit_shim`, when not empty, is an executable run as
  ///   limit_shim --exec-limited MB PROGRAM ARGS...
  /// that sets RLIMIT_AS and execs PROGRAM (gamecheck itself is one: posix_spawn cannot
  /// set a limit in the child, and setting it in this process would limit us too).
  /// Without a shim the limit is set with prlimit right after the spawn.
  explicit ProgramRunner(std::vector<std::string> argv, std::string limit_shim = "");

  /// Runs the program with `input` on standard input. `stop`, when given and raised,
  /// ends the run early (kCancelled).
  RunResult Run(std::string_view input, const RunLimits& limits,
                const std::atomic<bool>* stop = nullptr) const;

  const std::vector<std::string>& argv() const { return argv_; }

 private:
  // Run is three steps, each with one job and one kind of failure:
  //  Spawn  starts the program in a process group of its own, with its standard streams
  //         on pipes (our ends non-blocking, *c owns them) and its limits applied. False,
  //         with r->end == kSpawnFailed and r->error set, when it could not be started.
  //  Pump   feeds `input`, reads standard output and error into *r and watches the
  //         clock, the stop flag and the output cap. Returns when the program has exited
  //         and its pipes are drained, or when a limit ended the run: then r->end says
  //         which limit and the process group has been sent SIGKILL. Never reaps.
  //  Reap   waits for the program itself (it has exited or been killed, so this is
  //         brief), and fills in how it ended, its time and its peak memory.
  struct Child;
  bool Spawn(const RunLimits& limits, Child* c, RunResult* r) const;
  static void Pump(Child* c, std::string_view input, const RunLimits& limits,
                   const std::atomic<bool>* stop, RunResult* r);
  static void Reap(Child* c, const RunLimits& limits, RunResult* r);

  std::vector<std::string> argv_;
  std::string shim_;
};

/// The body of `--exec-limited MB PROGRAM ARGS...`: sets RLIMIT_AS to MB MiB and execs
/// PROGRAM; returns (127) only when the exec fails.
int ExecLimited(const std::vector<std::string>& args);

}  // namespace gc
