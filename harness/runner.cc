// harness/runner.cc — see runner.h.
#include "harness/runner.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>

extern char** environ;

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;

// Closes a descriptor once; -1 means already closed.
void Close(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

bool IsExecutableFile(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// Reads what is available on fd into *into, keeping at most `cap` bytes (the rest is
// read and counted in *total). Returns false at end of file or on an error.
bool Drain(int fd, std::string* into, std::size_t cap, std::size_t* total) {
  char buf[1 << 16];
  while (true) {
    ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return errno == EAGAIN || errno == EWOULDBLOCK;
    if (got == 0) return false;
    *total += static_cast<std::size_t>(got);
    if (into->size() < cap)
      into->append(buf, std::min<std::size_t>(static_cast<std::size_t>(got), cap - into->size()));
  }
}

}  // namespace

std::string SignalName(int sig) {
  const char* abbrev = ::sigabbrev_np(sig);
  const char* desc = ::strsignal(sig);
  std::string s = abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
  if (desc) s += std::string(" (") + desc + ")";
  return s;
}

std::string ResolveProgram(const std::string& name, std::string* err) {
  if (name.empty()) {
    *err = "no program given";
    return "";
  }
  if (name.find('/') != std::string::npos) {
    if (::access(name.c_str(), F_OK) != 0) {
      *err = "program not found: " + name;
      return "";
    }
    if (!IsExecutableFile(name)) {
      *err = "program is not an executable file: " + name;
      return "";
    }
    return name;
  }
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (std::size_t b = 0; b <= dirs.size();) {
    std::size_t e = dirs.find(':', b);
    if (e == std::string::npos) e = dirs.size();
    std::string dir = dirs.substr(b, e - b);
    std::string full = (dir.empty() ? "." : dir) + "/" + name;
    if (IsExecutableFile(full)) return full;
    b = e + 1;
  }
  *err = "program not found in PATH: " + name;
  return "";
}

ProgramRunner::ProgramRunner(std::vector<std::string> argv, std::string limit_shim)
    : argv_(std::move(argv)), shim_(std::move(limit_shim)) {}

// One started program, from Spawn to Reap; closes what is still open when it goes.
struct ProgramRunner::Child {
  Clock::time_point t0;
  pid_t pid = -1;
  int pidfd = -1;                   // -1 on a kernel without pidfd_open
  int in = -1, out = -1, err = -1;  // our ends of its standard input, output and error
  bool exited = false;              // it has exited (not yet reaped)

  ~Child() {
    Close(in), Close(out), Close(err), Close(pidfd);
  }
  // SIGKILL to its process group: the program and everything it started that stayed there.
  void KillGroup() const { ::kill(-pid, SIGKILL); }
};

RunResult ProgramRunner::Run(std::string_view input, const RunLimits& limits,
                             const std::atomic<bool>* stop) const {
  // A child that exits without reading its input must not kill us with SIGPIPE; write()
  // then fails with EPIPE, which we expect.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });

  RunResult r;
  Child c;
  c.t0 = Clock::now();
  if (!Spawn(limits, &c, &r)) return r;
  Pump(&c, input, limits, stop, &r);
  Reap(&c, limits, &r);
  return r;
}

bool ProgramRunner::Spawn(const RunLimits& limits, Child* c, RunResult* r) const {
  std::vector<std::string> args;
  const bool shimmed = limits.memory_mb > 0 && !shim_.empty();
  if (shimmed) args = {shim_, "check", "--exec-limited", std::to_string(limits.memory_mb)};
  args.insert(args.end(), argv_.begin(), argv_.end());
  std::vector<char*> cargv;
  for (std::string& a : args) cargv.push_back(a.data());
  cargv.push_back(nullptr);

  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  // O_CLOEXEC: a child spawned by another thread at the same moment must not inherit
  // our pipe ends (it would hold them open and we would never see end of file).
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    r->end = RunResult::End::kSpawnFailed;
    r->error = std::string("pipe: ") + std::strerror(errno);
    for (int* p : {in, out, err}) Close(p[0]), Close(p[1]);
    return false;
  }
  c->in = in[1], c->out = out[0], c->err = err[0];
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, in[0], 0);
  posix_spawn_file_actions_adddup2(&fa, out[1], 1);
  posix_spawn_file_actions_adddup2(&fa, err[1], 2);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setpgroup(&attr, 0);  // own group: killed as one with everything it starts
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) sigaddset(&defaults, s);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  int rc = ::posix_spawnp(&c->pid, cargv[0], &fa, &attr, cargv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&attr);
  Close(in[0]);
  Close(out[1]);
  Close(err[1]);
  if (rc != 0) {
    r->end = RunResult::End::kSpawnFailed;
    r->error = "cannot run " + argv_[0] + ": " + std::strerror(rc);
    return false;
  }
  {
    // No core dumps: writing one for every crashing case (through a core_pattern pipe,
    // perhaps) can take longer than the time limit. The shim sets this before exec too.
    struct rlimit no_core {};
    ::prlimit(c->pid, RLIMIT_CORE, &no_core, nullptr);
  }
  if (limits.memory_mb > 0 && !shimmed) {
    // Best effort: the program may allocate before this lands; a shim has no such gap.
    struct rlimit lim {};
    lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(limits.memory_mb) << 20;
    ::prlimit(c->pid, RLIMIT_AS, &lim, nullptr);
  }
  // The raw system call: glibc 2.36's <sys/pidfd.h> lacks extern "C" for C++.
  c->pidfd = static_cast<int>(::syscall(SYS_pidfd_open, c->pid, 0));
  for (int fd : {c->in, c->out, c->err}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  return true;
}

void ProgramRunner::Pump(Child* c, std::string_view input, const RunLimits& limits,
                         const std::atomic<bool>* stop, RunResult* r) {
  if (input.empty()) Close(c->in);
  const Clock::time_point deadline = c->t0 + limits.timeout;
  std::size_t written = 0, out_total = 0, err_total = 0;
  // Until the program has exited and both pipes are at end of file: whatever it left
  // running could still be writing.
  while (c->out >= 0 || c->err >= 0 || !c->exited) {
    if (stop && stop->load(std::memory_order_relaxed)) {
      r->end = RunResult::End::kCancelled;
      c->KillGroup();
      return;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      r->end = RunResult::End::kTimeout;
      c->KillGroup();
      return;
    }
    pollfd fds[4];
    int nfds = 0;
    auto add = [&](int fd, short ev) {
      if (fd >= 0) fds[nfds++] = {fd, ev, 0};
    };
    add(c->in, POLLOUT);
    add(c->out, POLLIN);
    add(c->err, POLLIN);
    if (!c->exited && c->pidfd >= 0) add(c->pidfd, POLLIN);
    if (!c->exited && c->pidfd < 0 && nfds == 0) {
      // No pidfd (an old kernel): look without reaping, then sleep a little.
      siginfo_t info{};
      if (::waitid(P_PID, static_cast<id_t>(c->pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
          info.si_pid == c->pid) {
        c->exited = true;
        continue;
      }
      ::usleep(1000);
      continue;
    }
    int wait_ms = static_cast<int>(std::min<long long>(left.count() + 1, stop ? 50 : 1 << 30));
    if (c->exited) wait_ms = std::min(wait_ms, 200);  // leftovers of a dead program: drain briefly
    int got = ::poll(fds, nfds, wait_ms);
    if (got < 0 && errno != EINTR) return;
    if (got == 0 && c->exited) return;  // the group is killed; whatever still holds a pipe is gone
    for (int i = 0; i < nfds && got > 0; ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == c->in) {
        ssize_t put = ::write(c->in, input.data() + written, input.size() - written);
        if (put > 0) written += static_cast<std::size_t>(put);
        if ((put < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) Close(c->in);
      } else if (fds[i].fd == c->out) {
        if (!Drain(c->out, &r->out, limits.output_cap + 1, &out_total)) Close(c->out);
      } else if (fds[i].fd == c->err) {
        if (!Drain(c->err, &r->err, limits.stderr_cap, &err_total)) Close(c->err);
      } else if (fds[i].fd == c->pidfd) {
        c->exited = true;
        c->KillGroup();  // anything it left running would hold our pipes open
        Close(c->in);
      }
    }
    if (out_total > limits.output_cap) {
      r->end = RunResult::End::kOutputLimit;
      c->KillGroup();
      return;
    }
  }
}

void ProgramRunner::Reap(Child* c, const RunLimits& limits, RunResult* r) {
  // Nothing more is read or written.
  Close(c->in), Close(c->out), Close(c->err);
  int status = 0;
  struct rusage ru {};
  // Blocking, and for this pid only (other threads reap their own): by now the program
  // has exited or its group has been sent SIGKILL.
  while (::wait4(c->pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  Close(c->pidfd);
  r->max_rss_kb = static_cast<std::uint64_t>(ru.ru_maxrss);
  r->seconds = std::chrono::duration<double>(Clock::now() - c->t0).count();
  if (r->out.size() > limits.output_cap) r->out.resize(limits.output_cap);
  if (r->end == RunResult::End::kExited) {
    if (WIFSIGNALED(status)) {
      r->end = RunResult::End::kSignaled;
      r->signal = WTERMSIG(status);
    } else {
      r->status = WEXITSTATUS(status);
    }
  }
}

int ExecLimited(const std::vector<std::string>& args) {
  if (args.size() < 2) return 127;
  // Everything is allocated before the limit lands: a sanitizer's allocator maps large
  // regions and would fail under it.
  std::vector<char*> argv;
  for (std::size_t i = 1; i < args.size(); ++i) argv.push_back(const_cast<char*>(args[i].c_str()));
  argv.push_back(nullptr);
  struct rlimit lim {};
  lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(std::strtoull(args[0].c_str(), nullptr, 10))
                                << 20;
  ::setrlimit(RLIMIT_AS, &lim);
  struct rlimit no_core {};
  ::setrlimit(RLIMIT_CORE, &no_core);
  ::execvp(argv[0], argv.data());
  const char* why = std::strerror(errno);
  const char* parts[] = {"gamecheck: cannot run ", argv[0], ": ", why, "\n"};
  for (const char* part : parts)
    if (::write(2, part, std::strlen(part)) < 0) break;
  return 127;
}

}  // namespace gc
