// python/forked.h — one case of a Python solver, run in a child forked from this (warm)
// interpreter, as `gamecheck check -- python3 solver.py` runs a program: the child has
// its own process and process group, so os._exit, fork, signal handlers, alarms, closed
// streams and stuck threads are the child's alone; the time limit is kept from outside
// (poll on the child's pipes and its pidfd, then SIGKILL to its process group), and the
// run ends as the child did: its exit status, the signal that killed it, or the limit.
// What the child does (a script as `__main__`, or a function) is Python's
// (python/gamecheck/_run.py); this file forks, feeds, reads, times and reaps.
// Status: python/tests/test_fidelity.py (each idiom against the command),
// python/tests/test_failures.py (exceptions, hangs, Ctrl-C).
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string_view>

#include "harness/run/runner.h"

namespace gcpy {

/// How a case is handed to the child.
struct ForkedSolver {
  /// Called in the child, never returns (it ends the child with os._exit):
  ///  - a script: child() with the case on fds 0, 1, 2 (pipes) and no other fd open;
  ///  - a function: child(input_bytes, out_fd, err_fd, exception_fd): the answer is
  ///    written to out_fd, a traceback to err_fd and "TYPE: message" to exception_fd.
  pybind11::object child;
  bool script = true;
};

/// Runs one case in a forked child with a time limit of `limit_seconds` of the child's
/// CPU time (as the command's runs: harness/run/cpu_clock.h), stopped by the wall clock
/// at WallBound of it or at `end` (the check's deadline), whichever comes first.
/// The caller holds no GIL (it is taken here for the fork, and when a signal interrupts
/// the wait, to run Python's handlers: a KeyboardInterrupt there kills the child, raises
/// *stop and ends the run as kCancelled). A function's exception is kSignaled with
/// RunResult::exception set, as gc::RunInProcess reports a C++ exception; a script ends
/// as a program does (an uncaught exception: its traceback and exit status 1).
/// With jobs > 1 the cases run on threads that are not Python's main thread, where
/// Python runs no signal handler: `signal_fd` is then the read end of Python's wakeup fd
/// (signal.set_wakeup_fd), and a SIGINT read there raises *sigint, which every job's run
/// ends on as interrupted (-1 and nullptr with one job: the main thread runs the handler).
gc::RunResult RunForked(const ForkedSolver& s, std::string_view input, double limit_seconds,
                        std::optional<std::chrono::steady_clock::time_point> end,
                        std::atomic<bool>* stop, int signal_fd = -1,
                        std::atomic<bool>* sigint = nullptr);

/// Takes the GIL, unless the interpreter is exiting: then it blocks forever (a daemon
/// thread; the process's exit ends it). Python would instead end the thread by
/// pthread_exit, whose forced unwind through the check's frames aborts the process.
class Gil {
 public:
  Gil();
  ~Gil();
  Gil(const Gil&) = delete;
  Gil& operator=(const Gil&) = delete;

 private:
  PyGILState_STATE state_;
};

/// The gate of Gil alone, around a GIL taken otherwise (PyEval_RestoreThread).
void EnterGate();
void LeaveGate();

/// Registered with atexit when the module is imported: from then on no thread takes the
/// GIL through Gil (the calling thread holds it).
void InterpreterExiting();

}  // namespace gcpy
