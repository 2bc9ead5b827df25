// cli/stop.h — Ctrl-C, SIGTERM and SIGHUP for the long commands (check, mutate): the first
// stops the run, which still reports what it found; a third ends the process, and a
// finding already made is still reported, by the command or, when it does not finish in
// time, from the snapshot of it the command keeps (Reporting).
#pragma once

#include <signal.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace gc::cli {

/// Raised by Ctrl-C, SIGTERM or SIGHUP while a StopSignals lives: a long command stops
/// its run and still reports what it found.
extern std::atomic<bool> g_stop;

/// While alive, SIGINT, SIGTERM and SIGHUP raise g_stop (what Ctrl-C, `timeout`, CI
/// cancellation and a closed terminal send). The third one (not the second: `timeout -s
/// INT` sends the signal twice, to the process and to its group) asks to end now: `force`
/// is called on a thread of its own (never in the handler) and the process ends with the
/// status it returns, unless that is negative (the command ends by itself). Without
/// `force` the third ends the process at once with status 130. When it goes, the previous
/// handlers come back; but once a signal came, later ones are ignored instead: the command
/// is ending with what it found, which a late signal must not turn into a kill.
class StopSignals {
 public:
  explicit StopSignals(std::function<int()> force = {});
  ~StopSignals();
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

 private:
  struct ::sigaction old_[3] = {};
  std::function<int()> force_;
  int pipe_[2] = {-1, -1};  // the handler tells the watcher of a third signal through it
  std::thread watcher_;
};

/// Who writes a command's reports: the command itself, or a forced end (a third signal)
/// from a snapshot of the finding when the command has not written them in time. Exactly
/// one of the two writes them, whole.
class Reporting {
 public:
  /// The command is about to write its reports. When a forced end has taken them over,
  /// it never returns (the process ends once the forced end has written them).
  void Begin();
  /// The command has written its reports.
  void End();
  /// For StopSignals' `force`: waits up to `grace` for the command to have written its
  /// reports, or longer while it is writing them (-1: it did, the command ends by
  /// itself); else runs `write` (the reports from the snapshot; it returns the status).
  int Force(std::chrono::milliseconds grace, const std::function<int()>& write);

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  bool begun_ = false, ended_ = false, forced_ = false;
};

/// How long a forced end waits for the command to end by itself: a run in progress is
/// stopped within some tens of milliseconds, after which the command's own reports, with
/// everything counted, and its cleanup (scratch directories) come before the forced ones.
inline constexpr std::chrono::milliseconds kForceGrace{2000};
/// kForceGrace, or GAMECHECK_FORCE_GRACE_MS when that is set to a number (for the tests of
/// the forced end itself, which must not depend on the check being slower than the grace).
std::chrono::milliseconds ForceGrace();

}  // namespace gc::cli
