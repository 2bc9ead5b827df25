// harness/run/runner.cc — see runner.h.
#include "harness/run/runner.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>

#include "harness/run/run_procs.h"

extern char** environ;

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;

// What is kept of a flood's standard output (RunResult::out).
constexpr std::size_t kFloodKept = std::size_t{1} << 16;

// Closes a descriptor once; -1 means already closed.
void Close(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

bool IsExecutableFile(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// Standard output as it is read: in pieces of at most 1 MiB, joined once at the end,
// each piece let go as it is copied, so that output of any size up to the cap is held
// about once (a string grown by doubling holds up to 1.5 times it while it grows, and
// more in what it reserved).
class Collected {
 public:
  // Appends what fits under `cap` bytes in all.
  void Append(const char* data, std::size_t n, std::size_t cap) {
    n = size_ < cap ? std::min(n, cap - size_) : 0;
    while (n > 0) {
      if (pieces_.empty() || pieces_.back().size() == kPiece) {
        pieces_.emplace_back();
        if (pieces_.size() > 1) pieces_.back().reserve(kPiece);
      }
      std::string& last = pieces_.back();
      const std::size_t take = std::min(n, kPiece - last.size());
      last.append(data, take);
      data += take, n -= take, size_ += take;
    }
  }
  // The first `keep` bytes, as one string.
  std::string Take(std::size_t keep) {
    if (pieces_.size() == 1 && keep >= size_) return std::move(pieces_[0]);
    std::string all;
    all.reserve(std::min(keep, size_));
    for (std::string& piece : pieces_) {
      all.append(piece, 0, std::min(piece.size(), keep - all.size()));
      std::string().swap(piece);
    }
    return all;
  }

 private:
  static constexpr std::size_t kPiece = std::size_t{1} << 20;
  std::vector<std::string> pieces_;
  std::size_t size_ = 0;
};

// Reads what is available on fd, giving each block to `keep` and counting every byte in
// *total. Returns false at end of file or on an error. It returns after 1 MiB at most,
// so that a writer faster than us cannot keep it here past the time limit, and once
// *total is past `stop_after` (the caller then stops the run).
template <class Keep>
bool Drain(int fd, std::size_t* total, std::size_t stop_after, Keep keep) {
  char buf[1 << 16];
  for (std::size_t read_now = 0; read_now < (std::size_t{1} << 20) && *total <= stop_after;) {
    ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return errno == EAGAIN || errno == EWOULDBLOCK;
    if (got == 0) return false;
    const std::size_t n = static_cast<std::size_t>(got);
    *total += n;
    read_now += n;
    keep(buf, n);
  }
  return true;
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

namespace {

// `path` made absolute from the current directory; as given when it cannot be.
std::string Absolute(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path p = std::filesystem::absolute(path, ec);
  return ec ? path : p.string();
}

// Removes everything in the directory open as `dir`, not the directory itself, through
// *at() calls that never follow a symbolic link out of it; false when something could
// not be removed. A directory the program left without its owner's rights gets them
// back first (root needs none).
bool EmptyDirectory(int dir) {
  struct stat st {};
  if (::fstat(dir, &st) == 0 && (st.st_mode & 0700) != 0700) ::fchmod(dir, st.st_mode | 0700);
  // A fresh open of ".", not a dup: a dup would share the reading position.
  const int fd = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR* d = fd < 0 ? nullptr : ::fdopendir(fd);
  if (!d) {
    if (fd >= 0) ::close(fd);
    return false;
  }
  std::vector<std::string> names;
  while (const dirent* e = ::readdir(d))
    if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
      names.push_back(e->d_name);
  ::closedir(d);
  bool ok = true;
  for (const std::string& name : names) {
    if (::unlinkat(dir, name.c_str(), 0) == 0) continue;  // anything but a directory
    // O_PATH needs no rights on it, and with O_NOFOLLOW it opens a link, not its target;
    // its rights are then given back through /proc/self/fd (fchmod refuses an O_PATH).
    int sub = ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0 && errno == EACCES) {
      const int at = ::openat(dir, name.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      char via[48];
      std::snprintf(via, sizeof via, "/proc/self/fd/%d", at);
      if (at >= 0 && ::chmod(via, 0700) == 0)
        sub = ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (at >= 0) ::close(at);
    }
    if (sub < 0) {
      ok = false;
      continue;
    }
    if (!EmptyDirectory(sub)) ok = false;
    ::close(sub);
    if (::unlinkat(dir, name.c_str(), AT_REMOVEDIR) != 0) ok = false;
  }
  return ok;
}

// A scratch directory: open (O_CLOEXEC), so that it is entered, emptied and removed as
// the directory that was made, whatever the program did to the name `path` meanwhile.
struct Scratch {
  int fd = -1;
  std::string path;

  // Whether `path` still names it (the program may have removed it, or put something
  // else in its place).
  bool InPlace() const {
    struct stat open_one {};
    struct stat named {};
    return ::fstat(fd, &open_one) == 0 && open_one.st_nlink > 0 &&
           ::lstat(path.c_str(), &named) == 0 && named.st_dev == open_one.st_dev &&
           named.st_ino == open_one.st_ino;
  }
  // Empties it, removes it if `path` still names it (or a symbolic link put there in its
  // place: removing a link leaves what it points to alone), and closes it.
  void Discard() {
    EmptyDirectory(fd);
    struct stat named {};
    if (InPlace())
      ::rmdir(path.c_str());
    else if (::lstat(path.c_str(), &named) == 0 && S_ISLNK(named.st_mode))
      ::unlink(path.c_str());
    Close(fd);
  }
};

}  // namespace

// The scratch directories of one runner and its copies. A run takes an empty one (made
// if none is free) and gives it back after the run, when it is emptied and kept for the
// next run: making and removing a directory costs about 0.5 ms on a journalled file
// system, more than a small program's whole run. They go with the runner.
struct ProgramRunner::Scratches {
  std::mutex mu;
  std::vector<Scratch> free;

  ~Scratches() {
    for (Scratch& s : free) s.Discard();
  }
  // An empty scratch directory; fd -1 and *error set when none could be made.
  Scratch Take(std::string* error) {
    {
      std::lock_guard<std::mutex> lock(mu);
      if (!free.empty()) {
        Scratch s = std::move(free.back());
        free.pop_back();
        return s;
      }
    }
    const char* tmp = std::getenv("TMPDIR");
    Scratch s;
    s.path = std::string(tmp && *tmp ? tmp : "/tmp") + "/gamecheck-run-XXXXXX";
    if (!::mkdtemp(s.path.data())) {
      *error = "cannot make a scratch directory " + s.path + ": " + std::strerror(errno);
      return s;
    }
    s.fd = ::open(s.path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (s.fd < 0) {
      *error = "cannot open the scratch directory " + s.path + ": " + std::strerror(errno);
      ::rmdir(s.path.c_str());
    }
    return s;
  }
  // Back from a run (whose processes are all gone): kept for the next one if it could be
  // emptied and is still where it was, else discarded.
  void Give(Scratch s) {
    if (EmptyDirectory(s.fd) && s.InPlace()) {
      std::lock_guard<std::mutex> lock(mu);
      free.push_back(std::move(s));
    } else {
      s.Discard();
    }
  }
};

ProgramRunner::ProgramRunner(std::vector<std::string> argv, std::string limit_shim)
    : argv_(std::move(argv)),
      shim_(std::move(limit_shim)),
      scratches_(std::make_shared<Scratches>()) {
  // Made absolute now, as the program may run in a scratch directory.
  std::error_code ec;
  cwd_ = std::filesystem::current_path(ec).string();
  if (!argv_.empty() && !argv_[0].empty()) {
    std::string err;
    if (argv_[0].find('/') == std::string::npos) {
      const std::string found = ResolveProgram(argv_[0], &err);
      if (!found.empty()) argv_[0] = found;
    }
    if (argv_[0].find('/') != std::string::npos) argv_[0] = Absolute(argv_[0]);
  }
  if (!shim_.empty()) shim_ = Absolute(shim_);
  if (!shim_.empty()) shim_real_ = std::filesystem::weakly_canonical(shim_, ec).string();
}

// One started program, from Spawn to Reap. When it goes (after Reap), it closes what is
// still open and gives its scratch directory back.
struct ProgramRunner::Child {
  Clock::time_point t0;
  pid_t pid = -1;
  int pidfd = -1;                       // -1 on a kernel without pidfd_open
  int in = -1, out = -1, err = -1;      // our ends of its standard input, output and error
  bool exited = false;                  // it has exited (not yet reaped)
  std::string marker;                   // GAMECHECK_RUN=<id>, in its environment
  bool contained = false;               // Contain has run
  std::vector<procs::ProcStat> strays;  // the run's other processes Contain found, to reap
  std::uint64_t own_hwm_kb = 0;         // our resident peak after the spawn (see Reap)
  std::string shim;                     // the shim it was started through, resolved; or ""
  Collected collected;                  // its standard output so far
  Scratches* scratches = nullptr;       // where `scratch` came from
  Scratch scratch;                      // its working directory, when it has one of its own

  ~Child() {
    Close(in), Close(out), Close(err), Close(pidfd);
    if (scratch.fd >= 0) scratches->Give(std::move(scratch));
  }
};

RunResult ProgramRunner::Run(std::string_view input, const RunLimits& limits,
                             const std::atomic<bool>* stop) const {
  // A child that exits without reading its input must not kill us with SIGPIPE; write()
  // then fails with EPIPE, which we expect.
  // Orphans of a run are re-parented to this process (not init), to be found and reaped;
  // only when /proc can be read, as finding them needs it.
  static std::once_flag once;
  std::call_once(once, [] {
    ::signal(SIGPIPE, SIG_IGN);
    if (::access("/proc/self/stat", R_OK) == 0) ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  });

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
  if (shimmed) c->shim = shim_real_;
  args.insert(args.end(), argv_.begin(), argv_.end());
  std::vector<char*> cargv;
  for (std::string& a : args) cargv.push_back(a.data());
  cargv.push_back(nullptr);

  if (limits.scratch_dir) {
    c->scratches = scratches_.get();
    c->scratch = scratches_->Take(&r->error);
    if (c->scratch.fd < 0) {
      r->end = RunResult::End::kSpawnFailed;
      return false;
    }
  }
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
  // glibc 2.29's; done in the child after the dup2s, before the exec. By descriptor: the
  // directory that was made, whatever an earlier run did to its name.
  if (c->scratch.fd >= 0) posix_spawn_file_actions_addfchdir_np(&fa, c->scratch.fd);
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
  // Our environment, with this run's marker and our directory in place of any inherited
  // ones (this process may itself be a run of another gamecheck).
  static std::atomic<unsigned long long> runs{0};
  c->marker = "GAMECHECK_RUN=" + std::to_string(::getpid()) + "." + std::to_string(runs++);
  std::string cwd = "GAMECHECK_CWD=" + cwd_;
  std::vector<char*> envp;
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "GAMECHECK_RUN=", 14) != 0 && std::strncmp(*e, "GAMECHECK_CWD=", 14) != 0)
      envp.push_back(*e);
  envp.push_back(c->marker.data());
  envp.push_back(cwd.data());
  envp.push_back(nullptr);
  int rc = ::posix_spawnp(&c->pid, cargv[0], &fa, &attr, cargv.data(), envp.data());
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
  procs::AddRunning(c->pid);
  {
    // No core dumps: writing one for every crashing case (through a core_pattern pipe,
    // perhaps) can take longer than the time limit. The shim sets this before exec too.
    struct rlimit no_core {};
    ::prlimit(c->pid, RLIMIT_CORE, &no_core, nullptr);
  }
  // The program's ru_maxrss starts from ours: posix_spawn's child runs in our memory
  // until its exec, which records that memory's resident peak as the child's.
  if (limits.memory_mb > 0) c->own_hwm_kb = procs::StatusKb(::getpid(), "VmHWM");
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

// Whether the program started through a shim is still the shim (not yet exec'd).
bool ProgramRunner::InShim(const Child* c) {
  if (c->shim.empty()) return false;
  char path[48], exe[4096];
  std::snprintf(path, sizeof path, "/proc/%d/exe", static_cast<int>(c->pid));
  const ssize_t got = ::readlink(path, exe, sizeof exe);
  return got > 0 && c->shim.compare(0, std::string::npos, exe, static_cast<std::size_t>(got)) == 0;
}

void ProgramRunner::Pump(Child* c, std::string_view input, const RunLimits& limits,
                         const std::atomic<bool>* stop, RunResult* r) {
  if (input.empty()) Close(c->in);
  const Clock::time_point deadline =
      limits.end ? std::min(c->t0 + limits.timeout, *limits.end) : c->t0 + limits.timeout;
  std::size_t written = 0, out_total = 0, err_total = 0;
  // Under a memory limit, the program's peak mapped memory is read while it runs (it
  // goes with the process): every 5 ms at least, and whenever it writes to standard
  // error, which a program giving up for want of memory usually does last. The last
  // reading counts, not the largest: an exec (the shim's) starts the peak afresh. Not
  // the program's, so dropped: a reading of the shim (gamecheck maps some 200 MB of
  // libraries), and one between two of our own, which is of our memory: the child of
  // posix_spawn still shows it while its exec goes on (posix_spawn returns when the exec
  // lets go of our memory, a moment before the child has its own).
  const bool sampling = limits.memory_mb > 0;
  const pid_t self = ::getpid();
  Clock::time_point sampled{};
  auto sample = [&] {
    if (c->exited) return;
    const std::uint64_t before = procs::StatusKb(self, "VmPeak");
    const std::uint64_t kb = procs::StatusKb(c->pid, "VmPeak");
    const std::uint64_t after = procs::StatusKb(self, "VmPeak");
    if (kb > 0 && (kb < before || kb > after) && !InShim(c)) r->peak_vm_kb = kb;
    sampled = Clock::now();
  };
  // Until the program has exited and both pipes are at end of file: whatever it left
  // running could still be writing.
  while (c->out >= 0 || c->err >= 0 || !c->exited) {
    if (stop && stop->load(std::memory_order_relaxed)) {
      r->end = RunResult::End::kCancelled;
      Contain(c);
      return;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      r->end = RunResult::End::kTimeout;
      Contain(c);
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
        Contain(c);
        continue;
      }
      ::usleep(1000);
      continue;
    }
    int wait_ms = static_cast<int>(std::min<long long>(left.count() + 1, stop ? 50 : 1 << 30));
    if (c->exited) wait_ms = std::min(wait_ms, 200);  // leftovers of a dead program: drain briefly
    if (sampling && !c->exited) wait_ms = std::min(wait_ms, 5);
    int got = ::poll(fds, nfds, wait_ms);
    if (got < 0 && errno != EINTR) {
      Contain(c);
      return;
    }
    if (sampling && Clock::now() - sampled >= std::chrono::milliseconds(1)) sample();
    if (got == 0 && c->exited) return;  // the run is killed: what holds a pipe is not ours
    for (int i = 0; i < nfds && got > 0; ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == c->in) {
        ssize_t put = ::write(c->in, input.data() + written, input.size() - written);
        if (put > 0) written += static_cast<std::size_t>(put);
        if ((put < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) Close(c->in);
      } else if (fds[i].fd == c->out) {
        auto keep = [&](const char* data, std::size_t n) {
          c->collected.Append(data, n, limits.output_cap + 1);
        };
        if (!Drain(c->out, &out_total, limits.output_cap, keep)) Close(c->out);
      } else if (fds[i].fd == c->err) {
        if (sampling) sample();
        auto keep = [&](const char* data, std::size_t n) {
          if (r->err.size() < limits.stderr_cap)
            r->err.append(data, std::min(n, limits.stderr_cap - r->err.size()));
        };
        if (!Drain(c->err, &err_total, SIZE_MAX, keep)) Close(c->err);
      } else if (fds[i].fd == c->pidfd) {
        c->exited = true;
        Contain(c);  // anything it left running would hold our pipes open
        Close(c->in);
      }
    }
    if (out_total > limits.output_cap) {
      r->end = RunResult::End::kOutputLimit;
      Contain(c);
      return;
    }
  }
}

void ProgramRunner::Contain(Child* c) {
  if (c->contained) return;
  c->contained = true;
  procs::KillRun(c->pid, c->marker, &c->strays);
}

void ProgramRunner::Reap(Child* c, const RunLimits& limits, RunResult* r) {
  // The run is over: what follows is cleaning up.
  r->seconds = std::chrono::duration<double>(Clock::now() - c->t0).count();
  // Nothing more is read or written.
  Close(c->in), Close(c->out), Close(c->err);
  Contain(c);  // done already by Pump: nothing new
  procs::ReapStrays(&c->strays);
  int status = 0;
  struct rusage ru {};
  // Blocking, and for this pid only (other threads reap their own): by now the program
  // has exited or its group has been sent SIGKILL.
  while (::wait4(c->pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  procs::RemoveRunning(c->pid);
  procs::ReapOrphanZombies();
  Close(c->pidfd);
  r->max_rss_kb = static_cast<std::uint64_t>(ru.ru_maxrss);
  // Near the limit: see RunResult::hit_memory_limit. A resident peak no higher than ours
  // may be ours, not the program's.
  const std::uint64_t limit_kb = limits.memory_mb << 10;
  const std::uint64_t rss_kb = r->max_rss_kb > c->own_hwm_kb ? r->max_rss_kb : 0;
  r->hit_memory_limit = limit_kb > 0 && std::max(rss_kb, r->peak_vm_kb) * 4 >= limit_kb * 3;
  // Nothing is judged from a flood's output: its start is kept, for the report.
  const bool flood = r->end == RunResult::End::kOutputLimit;
  r->out = c->collected.Take(flood ? std::min(kFloodKept, limits.output_cap) : limits.output_cap);
  if (flood) r->flood_cap = limits.output_cap;
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
