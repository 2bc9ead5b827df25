// harness/run/proc_read.cc — see proc_read.h.
#include "harness/run/proc_read.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace gc::procs {

namespace {

// Reads a number from a /proc file; -1 when it cannot.
long ReadNumber(const char* path) {
  std::string text;
  return ReadProcFile(path, &text) ? std::strtol(text.c_str(), nullptr, 10) : -1;
}

}  // namespace

bool ReadProcFile(const char* path, std::string* s) {
  s->clear();
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buf[4096];
  bool ok;
  while (true) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      ok = got == 0;
      break;
    }
    s->append(buf, static_cast<std::size_t>(got));
  }
  const int why = errno;  // the reading's, for the caller
  ::close(fd);
  errno = why;
  return ok;
}

bool ReadStat(pid_t pid, ProcStat* p) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  std::string s;
  if (!ReadProcFile(path, &s)) return false;
  // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so the fields
  // are counted from its last ')'. After the state come fields 4 to 22 of proc(5).
  const std::size_t close = s.rfind(')');
  if (close == std::string::npos || close + 2 >= s.size()) return false;
  const char* q = s.c_str() + close + 2;
  p->pid = pid;
  p->state = *q++;
  unsigned long long field[19];
  for (unsigned long long& f : field) {
    char* end = nullptr;
    f = std::strtoull(q, &end, 10);  // a negative field (nice, tpgid) wraps: none is used
    if (end == q) return false;
    q = end;
  }
  p->ppid = static_cast<pid_t>(field[0]);
  p->pgrp = static_cast<pid_t>(field[1]);
  p->start = field[18];
  // utime, stime, cutime and cstime: fields 14 to 17 (cutime and cstime are signed in the
  // kernel, never negative in practice).
  p->cpu_ticks = field[10] + field[11] + field[12] + field[13];
  return true;
}

double CpuDemandSeconds(pid_t pid) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/schedstat", static_cast<int>(pid));
  std::string text;
  if (!ReadProcFile(path, &text)) return 0;
  unsigned long long on = 0, waiting = 0;
  if (std::sscanf(text.c_str(), "%llu %llu", &on, &waiting) != 2) return 0;
  return static_cast<double>(on + waiting) / 1e9;
}

bool WantedTheCpu(pid_t pid, double wall_seconds) {
  return CpuDemandSeconds(pid) >= wall_seconds / 2;
}

bool ExitedUnreaped(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid;
}

double ToldCpuSeconds(pid_t pid) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/comm", static_cast<int>(pid));
  std::string name;
  if (!ReadProcFile(path, &name) || name.rfind("gc-cpu:", 0) != 0) return 0;
  return static_cast<double>(std::strtol(name.c_str() + 7, nullptr, 10)) / 1000;
}

double TicksToSeconds(unsigned long long ticks) {
  static const long hz = ::sysconf(_SC_CLK_TCK);
  return static_cast<double>(ticks) / static_cast<double>(hz > 0 ? hz : 100);
}

std::uint64_t StatusKb(pid_t pid, const char* field) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  std::string s;
  if (!ReadProcFile(path, &s)) return 0;
  const std::string key = std::string("\n") + field + ":";
  const std::size_t at = s.find(key);
  return at == std::string::npos ? 0 : std::strtoull(s.c_str() + at + key.size(), nullptr, 10);
}

Holds HoldsEnvironmentEntry(const ProcStat& p, const std::string& entry) {
  char env_path[48], args_path[48];
  std::snprintf(env_path, sizeof env_path, "/proc/%d/environ", static_cast<int>(p.pid));
  std::snprintf(args_path, sizeof args_path, "/proc/%d/cmdline", static_cast<int>(p.pid));
  const Holds unknown = p.Dead() ? Holds::kNo : Holds::kNotYet;
  auto failed = [&] { return errno == EACCES || errno == EPERM ? Holds::kNo : unknown; };
  std::string env, args;
  if (!ReadProcFile(env_path, &env)) return failed();
  if (env.empty()) {
    // The first reading may have been of the memory an exec was replacing.
    if (!ReadProcFile(args_path, &args)) return failed();
    if (args.empty()) return unknown;
    if (!ReadProcFile(env_path, &env)) return failed();
    if (env.empty()) {
      if (!ReadProcFile(args_path, &args)) return failed();
      return args.empty() ? unknown : Holds::kNo;
    }
  }
  env.insert(env.begin(), '\0');
  std::string needle(1, '\0');
  needle += entry;
  needle += '\0';
  return env.find(needle) != std::string::npos ? Holds::kYes : Holds::kNo;
}

std::vector<pid_t> ListedPids() {
  std::vector<pid_t> pids;
  DIR* d = ::opendir("/proc");
  if (!d) return pids;
  while (const dirent* e = ::readdir(d)) {
    char* end = nullptr;
    const long pid = std::strtol(e->d_name, &end, 10);
    if (*end == '\0' && pid > 0) pids.push_back(static_cast<pid_t>(pid));
  }
  ::closedir(d);
  return pids;
}

// Every process of a run was started after its root. Where allocation has got to is
// ns_last_pid, which also shows whether the pid space wrapped meanwhile. A short run on a
// quiet machine has allocated a handful, far cheaper to look up one by one than listing
// /proc (~1 us an entry); past a few thousand, or without ns_last_pid, the listing it
// is. (A run during which the whole pid space was handed out again is beyond this: it
// would need 32768 or more processes started machine-wide while it ran, the smallest
// pid_max.)
std::vector<pid_t> PidsSince(pid_t first, long* upto) {
  static const long pid_max = ReadNumber("/proc/sys/kernel/pid_max");
  const long last = ReadNumber("/proc/sys/kernel/ns_last_pid");
  *upto = last;
  const long count = last < 0 || pid_max <= first ? -1
                     : last >= first              ? last - first + 1
                                                  : pid_max - first + last;
  std::vector<pid_t> pids;
  if (count < 0 || count > 4096) {
    pids = ListedPids();
    // Read after the listing, so every pid listed was allocated by then.
    const long now = ReadNumber("/proc/sys/kernel/ns_last_pid");
    auto before = [&](long p) {
      return now >= first ? p < first || p > now : p < first && p > now;
    };
    if (now >= 0) std::erase_if(pids, before);
    return pids;
  }
  for (long i = 0, p = first; i < count; ++i, p = p + 1 == pid_max ? 1 : p + 1)
    pids.push_back(static_cast<pid_t>(p));
  return pids;
}

bool IsProcess(pid_t pid) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  std::string s;
  if (!ReadProcFile(path, &s)) return false;
  const std::size_t at = s.find("\nTgid:");
  return at != std::string::npos && std::strtol(s.c_str() + at + 6, nullptr, 10) == pid;
}

}  // namespace gc::procs
