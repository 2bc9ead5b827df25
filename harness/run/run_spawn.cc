// harness/run/run_spawn.cc — Spawn, the first step of a run (harness/run/run_child.h):
// posix_spawn of the program in a process group of its own, in its scratch directory,
// its standard streams on pipes, with this run's marker and our directory in its
// environment and its limits (core dumps off; RLIMIT_AS, through a shim under --memory:
// harness/run/exec_limited.h); and ExecLimited, gamecheck's own `--exec-limited`.
// posix_spawn, never fork: forking a big, threaded process copies its page tables and
// can deadlock in the child. Cost: one process creation (~0.3 ms), plus under --memory
// one more exec per run (~2 ms through gamecheck-exec-limited, ~50 ms through gamecheck
// itself, on a loaded machine).
// Status: properties/check_test.cc (a program that cannot start is kSpawnFailed),
// properties/runner_test.cc (the scratch directory, GAMECHECK_CWD, the memory limit with
// and without the shim), properties/check_limits_test.cc (a limit the program cannot
// start under).
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <shared_mutex>

#include "harness/run/exec_limited.h"
#include "harness/run/run_child.h"

extern char** environ;

namespace gc {

namespace {

using run_internal::Child;
using run_internal::Close;

// Opens the pipes of the program's standard input, output and error; Child gets our
// ends. False, with *r a spawn failure, when one cannot be made.
bool OpenPipes(int in[2], int out[2], int err[2], Child* c, RunResult* r) {
  // O_CLOEXEC: a child spawned by another thread at the same moment must not inherit
  // our pipe ends (it would hold them open and we would never see end of file).
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    r->end = RunResult::End::kSpawnFailed;
    r->error = std::string("pipe: ") + std::strerror(errno);
    for (int* p : {in, out, err}) Close(p[0]), Close(p[1]);
    return false;
  }
  c->in = in[1], c->out = out[0], c->err = err[0];
  return true;
}

// posix_spawn's file actions (the pipes on 0, 1, 2; the scratch directory entered) and
// attributes (its own process group, signals as a fresh program has them), for the life
// of this object.
struct SpawnSetup {
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t attr;

  SpawnSetup(const int in[2], const int out[2], const int err[2], int dir_fd) {
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err[1], 2);
    // glibc 2.29's; done in the child after the dup2s, before the exec. By descriptor: the
    // directory that was made, whatever an earlier run did to its name.
    if (dir_fd >= 0) posix_spawn_file_actions_addfchdir_np(&fa, dir_fd);
    posix_spawnattr_init(&attr);
    posix_spawnattr_setpgroup(&attr, 0);  // own group: killed as one with everything it starts
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) sigaddset(&defaults, s);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setflags(
        &attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;
};

// "GAMECHECK_RUN=<our pid>.<count>": unique to one run, machine-wide.
std::string NewMarker() {
  static std::atomic<unsigned long long> runs{0};
  return "GAMECHECK_RUN=" + std::to_string(::getpid()) + "." + std::to_string(runs++);
}

// Our environment, with `marker` and `cwd` in place of any inherited GAMECHECK_RUN and
// GAMECHECK_CWD (this process may itself be a run of another gamecheck), and `set` (NAME=VALUE)
// in place of what it names. The strings are borrowed: they must outlive the spawn.
std::vector<char*> Environment(std::string& marker, std::string& cwd,
                               const std::vector<std::string>& set) {
  auto named = [&](const char* e) {
    for (const std::string& s : set)
      if (std::strncmp(e, s.c_str(), s.find('=') + 1) == 0) return true;
    return false;
  };
  std::vector<char*> envp;
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "GAMECHECK_RUN=", 14) != 0 &&
        std::strncmp(*e, "GAMECHECK_CWD=", 14) != 0 && !named(*e))
      envp.push_back(*e);
  for (const std::string& s : set) envp.push_back(const_cast<char*>(s.c_str()));
  envp.push_back(marker.data());
  envp.push_back(cwd.data());
  envp.push_back(nullptr);
  return envp;
}

// What is set on the program once it is started: no core dumps, RLIMIT_AS when no shim
// set it, and our side of it made ready for Pump (a pidfd, non-blocking pipe ends).
void AfterSpawn(Child* c, const RunLimits& limits, bool shimmed) {
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
}

}  // namespace

bool ProgramRunner::Spawn(const RunLimits& limits, Child* c, RunResult* r) const {
  std::vector<std::string> args;
  const bool shimmed = limits.memory_mb > 0 && !shim_.empty();
  if (shimmed && !exec_limited_.empty()) args = {exec_limited_, std::to_string(limits.memory_mb)};
  if (shimmed && exec_limited_.empty())
    args = {shim_, "check", "--exec-limited", std::to_string(limits.memory_mb)};
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
  if (!OpenPipes(in, out, err, c, r)) return false;
  c->marker = NewMarker();
  std::string cwd = "GAMECHECK_CWD=" + cwd_;
  int rc;
  // Held from a spawn that succeeds until AfterSpawn has the program among the runs in
  // progress (procs::Spawning); let go while a retry waits, so that the orphans' reaping,
  // which frees the process table a retry waits for, is not held up.
  std::shared_lock<std::shared_mutex> spawning(procs::Spawning(), std::defer_lock);
  {
    const SpawnSetup setup(in, out, err, c->scratch.fd);
    std::vector<char*> envp = Environment(c->marker, cwd, env_);
    // EAGAIN is the machine's, not the program's: a process table or a pids cgroup full
    // for a moment (another test's fork loop, a busy CI runner). Tried again as it frees,
    // for about two seconds, before the run is called a setup error.
    for (int tries = 0;; ++tries) {
      spawning.lock();
      rc = ::posix_spawnp(&c->pid, cargv[0], &setup.fa, &setup.attr, cargv.data(), envp.data());
      if (rc != EAGAIN || tries == 40) break;
      spawning.unlock();
      ::usleep(50000);
    }
  }
  Close(in[0]);
  Close(out[1]);
  Close(err[1]);
  if (rc != 0) {
    r->end = RunResult::End::kSpawnFailed;
    r->error = "cannot run " + argv_[0] + ": " + std::strerror(rc);
    return false;
  }
  // The wall bound counts from here: a spawn tried again for a full process table, or
  // slow under the load, is not the program's time.
  c->t0 = run_internal::Clock::now();
  AfterSpawn(c, limits, shimmed);
  return true;
}

int ExecLimited(const std::vector<std::string>& args) {
  if (args.size() < 2) return 127;
  std::vector<char*> argv;
  for (std::size_t i = 1; i < args.size(); ++i) argv.push_back(const_cast<char*>(args[i].c_str()));
  argv.push_back(nullptr);
  return SetLimitAndExec(args[0].c_str(), argv.data());
}

}  // namespace gc
