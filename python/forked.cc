// python/forked.cc — a case in a forked child (python/forked.h). Why fork, not posix_spawn
// as harness/run/ does: the child is this interpreter, warm (gamecheck imported, the
// script compiled), so a case costs a fork (about a millisecond) instead of an
// interpreter's start (45 to 90 ms), and everything the solver does to its process is
// still done to a process of its own.
#include "python/forked.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include "harness/run/cpu_clock.h"
#include "harness/run/proc_read.h"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434  // Linux 5.3; older headers (manylinux) lack the name
#endif
#ifndef SYS_close_range
#define SYS_close_range 436  // Linux 5.9
#endif

namespace py = pybind11;

namespace gcpy {

namespace {

// Taken before the GIL by every thread of a check (Gil) and by the atexit hook, so that
// once the hook has run no check thread asks for the GIL again (see Gil). A pointer: the
// child of a fork, whose copy is held by a thread that is not there, gets a new one.
std::mutex* g_gate = new std::mutex;
bool g_exiting = false;  // under *g_gate

constexpr std::size_t kOutputCap = std::size_t{64} << 20;  // as RunLimits::output_cap
constexpr std::size_t kStderrCap = std::size_t{64} << 10;  // as RunLimits::stderr_cap

[[noreturn]] void BlockForever() {
  for (;;) ::pause();
}

void CloseFd(int* fd) {
  if (*fd >= 0) ::close(*fd);
  *fd = -1;
}

struct Pipe {
  int r = -1, w = -1;
  bool Open() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return false;
    r = fds[0];
    w = fds[1];
    return true;
  }
  ~Pipe() {
    CloseFd(&r);
    CloseFd(&w);
  }
};

// Every fd from 3 on closed, as a program started by the command has none of ours.
void CloseFrom3() {
  if (::syscall(SYS_close_range, 3u, ~0u, 0u) == 0) return;
  const long max = ::sysconf(_SC_OPEN_MAX);
  const long end = max > 0 ? std::min(max, 1L << 16) : 1024;
  for (long fd = 3; fd < end; ++fd) ::close(static_cast<int>(fd));
}

// The child: never returns into the check.
[[noreturn]] void Child(const ForkedSolver& s, std::string_view input, Pipe& in, Pipe& out,
                        Pipe& err, Pipe& exc) {
  ::setpgid(0, 0);
  // A parent gone (a daemon thread's check at the interpreter's exit) takes the child.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  g_gate = new std::mutex;  // the parent's is held by a thread the child does not have
  if (s.script) {
    if (::dup2(in.r, 0) < 0 || ::dup2(out.w, 1) < 0 || ::dup2(err.w, 2) < 0) ::_exit(71);
    CloseFrom3();
  } else {
    CloseFd(&out.r);
    CloseFd(&err.r);
    CloseFd(&exc.r);
  }
  try {
    if (s.script)
      s.child();
    else
      s.child(py::bytes(input.data(), input.size()), out.w, err.w, exc.w);
  } catch (py::error_already_set& e) {
    e.restore();
    PyErr_Print();
  } catch (...) {
  }
  ::_exit(70);  // the child's Python returned instead of ending the process: a bug of ours
}

// Reads what is there from fd into *to (up to cap bytes kept; the rest counted in *more);
// false at end of file.
bool Drain(int fd, std::string* to, std::size_t cap, std::size_t* more) {
  char buf[65536];
  for (;;) {
    const ssize_t k = ::read(fd, buf, sizeof buf);
    if (k > 0) {
      const std::size_t room = cap - std::min(cap, to->size());
      const std::size_t keep = std::min<std::size_t>(static_cast<std::size_t>(k), room);
      to->append(buf, keep);
      *more += static_cast<std::size_t>(k) - keep;
      continue;
    }
    if (k == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

void NonBlocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

void EnterGate() {
  g_gate->lock();
  if (g_exiting) {
    g_gate->unlock();
    BlockForever();
  }
}

void LeaveGate() { g_gate->unlock(); }

Gil::Gil() {
  EnterGate();
  state_ = PyGILState_Ensure();
}

Gil::~Gil() {
  PyGILState_Release(state_);
  LeaveGate();
}

void InterpreterExiting() {
  py::gil_scoped_release release;  // a check thread may be waiting for it, gate held
  std::lock_guard<std::mutex> lock(*g_gate);
  g_exiting = true;
}

gc::RunResult RunForked(const ForkedSolver& s, std::string_view input, double limit_seconds,
                        std::optional<std::chrono::steady_clock::time_point> deadline_end,
                        std::atomic<bool>* stop, int signal_fd, std::atomic<bool>* sigint) {
  gc::RunResult r;
  Pipe in, out, err, exc;
  if (!in.Open() || !out.Open() || !err.Open() || !exc.Open()) {
    r.end = gc::RunResult::End::kSpawnFailed;
    r.error = std::string("pipe: ") + std::strerror(errno);
    return r;
  }
  // The limit is the child's CPU time, as the command's (harness/run/cpu_clock.h); wall
  // time bounds it, scaled by the load, for a child that waits.
  const auto t0 = std::chrono::steady_clock::now();
  const auto wall_bound = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(limit_seconds * gc::WallFactor(gc::MachineLoad())));
  auto bound = t0 + wall_bound;
  auto end = deadline_end ? std::min(bound, *deadline_end) : bound;
  pid_t pid;
  {
    Gil gil;
    if (!s.script) {
      // What the caller printed and has not flushed would be printed again by the child.
      for (const char* name : {"stdout", "stderr"}) {
        PyObject* f = PySys_GetObject(name);  // borrowed
        if (f == nullptr || f == Py_None) continue;
        PyObject* res = PyObject_CallMethod(f, "flush", nullptr);
        if (res == nullptr) PyErr_Clear();
        Py_XDECREF(res);
      }
    }
    PyOS_BeforeFork();
    pid = ::fork();
    if (pid == 0) {
      PyOS_AfterFork_Child();
      Child(s, input, in, out, err, exc);
    }
    const int fork_errno = errno;
    PyOS_AfterFork_Parent();
    if (pid < 0) {
      r.end = gc::RunResult::End::kSpawnFailed;
      r.error = std::string("fork: ") + std::strerror(fork_errno);
      return r;
    }
  }
  ::setpgid(pid, pid);  // as the child does: whichever runs first
  CloseFd(&in.r);
  CloseFd(&out.w);
  CloseFd(&err.w);
  CloseFd(&exc.w);
  if (!s.script || input.empty()) CloseFd(&in.w);  // a function has its input in memory
  for (int fd : {in.w, out.r, err.r, exc.r})
    if (fd >= 0) NonBlocking(fd);
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));

  std::size_t written = 0, out_more = 0, err_more = 0, exc_more = 0;
  std::string exception;
  bool exited = false, timed_out = false, by_wall = false, flood = false, interrupted = false;
  int wstatus = 0;
  while (!exited) {
    pollfd p[6];
    int n = 0;
    auto add = [&](int fd, short ev) {
      if (fd >= 0) p[n++] = {fd, ev, 0};
    };
    add(in.w, POLLOUT);
    add(out.r, POLLIN);
    add(err.r, POLLIN);
    add(exc.r, POLLIN);
    add(pidfd, POLLIN);
    add(signal_fd, POLLIN);
    const auto now = std::chrono::steady_clock::now();
    gc::procs::ProcStat st;
    const double cpu =
        gc::procs::ReadStat(pid, &st) ? gc::procs::TicksToSeconds(st.cpu_ticks) : 0.0;
    const bool at_bound = now >= end || cpu >= limit_seconds;
    if (at_bound && gc::procs::ExitedUnreaped(pid)) {
      // It exited since the last poll (this thread waited for a CPU too): its exit
      // decides, not the bound (as in harness/run/run_pump.cc).
      exited = true;
      break;
    }
    if (now >= end && end == bound && cpu < limit_seconds &&
        gc::procs::WantedTheCpu(pid, std::chrono::duration<double>(now - t0).count())) {
      // At the wall bound but wanting the CPU, not waiting: the load, which must not
      // decide (as harness/run/run_pump.cc's Starved).
      bound += wall_bound;
      end = deadline_end ? std::min(bound, *deadline_end) : bound;
      continue;
    }
    if (at_bound) {
      timed_out = true;
      by_wall = cpu < limit_seconds;
      break;
    }
    // Without a pidfd (Linux before 5.3) the child's exit is looked for every 10 ms; its
    // CPU time every 100 ms at least.
    auto wait_ms = std::min<long long>(
        std::chrono::ceil<std::chrono::milliseconds>(end - now).count(),
        std::clamp<long long>(static_cast<long long>((limit_seconds - cpu) * 1000) + 1, 1, 100));
    if (pidfd < 0) wait_ms = std::min<long long>(wait_ms, 10);
    // Another job's child may have seen the Ctrl-C: this one looks every 50 ms.
    if (signal_fd >= 0) wait_ms = std::min<long long>(wait_ms, 50);
    const int k =
        ::poll(p, static_cast<nfds_t>(n), static_cast<int>(std::min<long long>(wait_ms, 1 << 30)));
    if (k < 0 && errno == EINTR) {
      // A signal for this process: Python's handler runs now (Ctrl-C: KeyboardInterrupt).
      Gil gil;
      if (PyErr_CheckSignals() != 0) {
        PyErr_Clear();
        interrupted = true;
        break;
      }
      continue;
    }
    for (int i = 0; i < n; ++i) {
      if (p[i].revents == 0) continue;
      const int fd = p[i].fd;
      if (fd == in.w) {
        const ssize_t w = ::write(in.w, input.data() + written, input.size() - written);
        if (w > 0) written += static_cast<std::size_t>(w);
        if ((w < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) CloseFd(&in.w);
      } else if (fd == out.r) {
        if (!Drain(out.r, &r.out, kOutputCap, &out_more)) CloseFd(&out.r);
        if (out_more > 0) flood = true;
      } else if (fd == err.r) {
        if (!Drain(err.r, &r.err, kStderrCap, &err_more)) CloseFd(&err.r);
      } else if (fd == exc.r) {
        if (!Drain(exc.r, &exception, 4096, &exc_more)) CloseFd(&exc.r);
      } else if (fd == pidfd) {
        exited = true;
      } else if (fd == signal_fd) {
        // Python's handlers run in the main thread only, which waits for the jobs: the
        // signal's number, written to the wakeup fd by Python's C handler, says Ctrl-C.
        unsigned char sig[64];
        const ssize_t k = ::read(signal_fd, sig, sizeof sig);
        for (ssize_t i = 0; i < k; ++i)
          if (sig[i] == SIGINT) sigint->store(true);
      }
    }
    if (sigint != nullptr && sigint->load()) {
      interrupted = true;
      break;
    }
    if (flood) break;
    if (pidfd < 0 && gc::procs::ExitedUnreaped(pid)) exited = true;
  }
  // The child is not reaped yet, so its process group is still its own: whatever it left
  // running (a fork's child, a daemon) goes with it, as the command kills a program's group.
  ::kill(-pid, SIGKILL);
  // What was written before the end is still in the pipes.
  if (out.r >= 0) Drain(out.r, &r.out, kOutputCap, &out_more);
  if (err.r >= 0) Drain(err.r, &r.err, kStderrCap, &err_more);
  if (exc.r >= 0) Drain(exc.r, &exception, 4096, &exc_more);
  rusage ru{};
  while (::wait4(pid, &wstatus, 0, &ru) < 0 && errno == EINTR) {
  }
  if (pidfd >= 0) ::close(pidfd);
  r.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.seconds = gc::CpuSecondsOf(ru);
  if (interrupted) {
    stop->store(true);
    r.end = gc::RunResult::End::kCancelled;
  } else if (timed_out) {
    r.end = gc::RunResult::End::kTimeout;
    r.by_wall = by_wall;
  } else if (flood || out_more > 0) {
    r.end = gc::RunResult::End::kOutputLimit;
    r.flood_cap = kOutputCap;
  } else if (WIFSIGNALED(wstatus)) {
    r.end = gc::RunResult::End::kSignaled;
    r.signal = WTERMSIG(wstatus);
  } else {
    r.status = WEXITSTATUS(wstatus);
    if (!exception.empty()) {
      // As gc::RunInProcess reports a C++ exception (RunResult::exception).
      r.end = gc::RunResult::End::kSignaled;
      r.signal = SIGABRT;
      r.exception = exception;
    }
  }
  return r;
}

}  // namespace gcpy
