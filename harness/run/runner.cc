// harness/run/runner.cc — see runner.h: the program resolved and made absolute, and Run
// as its three steps (harness/run/run_child.h).
#include "harness/run/runner.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>

#include "harness/run/exec_limited.h"
#include "harness/run/run_child.h"

namespace gc {

namespace {

bool IsExecutableFile(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// `path` made absolute from the current directory; as given when it cannot be.
std::string Absolute(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path p = std::filesystem::absolute(path, ec);
  return ec ? path : p.string();
}

// Moves the assignments of a leading `env NAME=VALUE... PROGRAM` into *env and leaves
// PROGRAM's words; anything else (an option of env, no program, a PATH= that env would
// look PROGRAM up in, another program called env) is left as it is.
void FoldEnv(std::vector<std::string>* argv, std::vector<std::string>* env) {
  const std::vector<std::string>& a = *argv;
  if (a.empty() || (a[0] != "env" && a[0] != "/usr/bin/env" && a[0] != "/bin/env")) return;
  std::size_t at = 1;
  while (at < a.size() && a[at].find('=') != std::string::npos && a[at][0] != '=' &&
         a[at][0] != '-') {
    if (a[at].rfind("PATH=", 0) == 0) return;
    ++at;
  }
  if (at == 1 || at == a.size()) return;
  env->assign(a.begin() + 1, a.begin() + static_cast<std::ptrdiff_t>(at));
  argv->erase(argv->begin(), argv->begin() + static_cast<std::ptrdiff_t>(at));
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
    : argv_(std::move(argv)),
      shim_(std::move(limit_shim)),
      scratches_(std::make_shared<run_internal::Scratches>()) {
  // Made absolute now, as the program may run in a scratch directory.
  std::error_code ec;
  cwd_ = std::filesystem::current_path(ec).string();
  FoldEnv(&argv_, &env_);
  if (!argv_.empty() && !argv_[0].empty()) {
    std::string err;
    if (argv_[0].find('/') == std::string::npos) {
      const std::string found = ResolveProgram(argv_[0], &err);
      if (!found.empty()) argv_[0] = found;
    }
    if (argv_[0].find('/') != std::string::npos) argv_[0] = Absolute(argv_[0]);
  }
  if (shim_.empty()) return;
  shim_ = Absolute(shim_);
  // Next to the shim as given, not as resolved: a link to gamecheck elsewhere (its
  // small shim not beside it) uses gamecheck itself.
  const std::string small =
      (std::filesystem::path(shim_).parent_path() / kExecLimitedName).string();
  if (IsExecutableFile(small)) exec_limited_ = small;
  const std::string& run = exec_limited_.empty() ? shim_ : exec_limited_;
  shim_real_ = std::filesystem::weakly_canonical(run, ec).string();
}

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
  run_internal::Child c;
  c.t0 = run_internal::Clock::now();
  if (!Spawn(limits, &c, &r)) return r;
  run_internal::Pump(&c, input, limits, stop, &r);
  run_internal::Reap(&c, limits, &r);
  return r;
}

}  // namespace gc
