// harness/run/run_procs.cc — see run_procs.h.
#include "harness/run/run_procs.h"

#include "harness/run/lifeline.h"

#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <mutex>
#include <set>
#include <shared_mutex>
#include <unordered_map>
#include <unordered_set>

namespace gc::procs {

namespace {

using Clock = std::chrono::steady_clock;

// The runs in progress in this process, by root pid, which is also the run's process
// group: a search for one run's processes skips the others' groups without reading
// their environments.
std::mutex running_mu;
std::set<pid_t> running;
std::shared_mutex spawning;

// The stat of every pid allocated since `root` (the root's excepted), read until a
// reading of ns_last_pid finds that none was allocated meanwhile: a process that forks
// while the table is read is in it with its child, or is read later than its child was
// started, alive (then killed, and the run looked at again) or dead (so the child was
// started before, and is in the table).
std::unordered_map<pid_t, ProcStat> RunTable(pid_t root) {
  std::unordered_map<pid_t, ProcStat> table;
  std::unordered_set<pid_t> tried{root};
  long before = -2, upto = -1;
  for (int pass = 0; pass < 16 && upto != before; ++pass) {
    before = upto;
    for (pid_t pid : PidsSince(root, &upto))
      if (ProcStat p; tried.insert(pid).second && ReadStat(pid, &p)) table.emplace(pid, p);
  }
  table[root].pid = root;  // only ever looked up as a parent: no need to read it
  return table;
}

// The processes of the run whose root is `root` (also its process group) and whose
// environment entry is `marker`, alive or zombie, the root itself excepted: those in its
// group, the orphans with its marker, `known` ones (found by an earlier look: a dying
// process's environment can no longer be read) and every descendant of those, whatever
// its environment. *unsure is set when an orphan's environment could not be told yet
// (see HoldsEnvironmentEntry).
std::vector<ProcStat> RunProcesses(pid_t root, const std::string& marker,
                                   const std::vector<ProcStat>& known, bool* unsure) {
  const std::unordered_map<pid_t, ProcStat> table = RunTable(root);
  std::set<pid_t> others;
  {
    std::lock_guard<std::mutex> lock(running_mu);
    others = running;
  }
  others.erase(root);
  const pid_t self = ::getpid();
  std::unordered_map<pid_t, bool> ours;
  auto decide = [&](auto& decide_ref, pid_t pid) -> bool {
    // Provisionally not ours: a torn snapshot could show a cycle of parents.
    if (!ours.emplace(pid, false).second) return ours[pid];
    const ProcStat& p = table.at(pid);
    auto same = [&](const ProcStat& k) { return k.Same(p); };
    bool mine = false;
    if (pid == root || p.pgrp == root || std::any_of(known.begin(), known.end(), same))
      mine = true;  // the run's own process group, or found before
    else if (others.count(p.pgrp))
      mine = false;             // another run's process group
    else if (p.ppid == self) {  // an orphan (or another run's root, being spawned)
      const Holds h = HoldsEnvironmentEntry(p, marker);
      mine = h == Holds::kYes;
      *unsure |= h == Holds::kNotYet;
    } else if (table.count(p.ppid))  // a descendant of one of ours, whatever its environment
      mine = decide_ref(decide_ref, p.ppid);
    return ours[pid] = mine;
  };
  std::vector<ProcStat> found;
  for (const auto& [pid, p] : table)
    if (pid != root && decide(decide, pid) && IsProcess(pid)) found.push_back(p);
  return found;
}

// SIGKILL to the process `p` names, unless its pid has meanwhile gone to another one.
void KillProcess(const ProcStat& p) {
  // The pidfd pins the process; checking its start time after opening it makes sure it
  // pins the one that was found.
  int fd = static_cast<int>(::syscall(SYS_pidfd_open, p.pid, 0));
  ProcStat now;
  if (ReadStat(p.pid, &now) && now.Same(p)) {
    if (fd < 0 || ::syscall(SYS_pidfd_send_signal, fd, SIGKILL, nullptr, 0) != 0)
      ::kill(p.pid, SIGKILL);
  }
  if (fd >= 0) ::close(fd);
}

// Every reaping but that of a run's own program goes through this lock: two threads must
// never both decide to reap one zombie (the second could wait for a child that took its
// pid meanwhile).
std::mutex reap_mu;

// Reaps the process `p` names if it is now a zombie child of ours; whether it is gone
// (reaped here, or by its parent before). Under reap_mu.
bool ReapIfDead(const ProcStat& p) {
  ProcStat now;
  if (!ReadStat(p.pid, &now) || !now.Same(p)) return true;
  if (now.ppid != ::getpid() || !now.Dead()) return false;  // not yet dead, or not ours yet
  while (::waitpid(p.pid, nullptr, WNOHANG | __WALL) < 0 && errno == EINTR) {
  }
  return true;
}

}  // namespace

std::shared_mutex& Spawning() { return spawning; }

void AddRunning(pid_t root) {
  lifeline::GroupStarted(root);
  std::lock_guard<std::mutex> lock(running_mu);
  running.insert(root);
}

void RemoveRunning(pid_t root) {
  lifeline::GroupEnded(root);
  std::lock_guard<std::mutex> lock(running_mu);
  running.erase(root);
}

void KillRun(pid_t root, const std::string& marker, std::vector<ProcStat>* strays) {
  ::kill(-root, SIGKILL);  // its group: killed there, a process cannot start another
  ::kill(root, SIGKILL);   // the root too, should it have left its group; ours until reaped
  // Until a look finds none of the run alive: what a process found alive started before
  // it died is found by the next look. A process killed is alive until it has exited;
  // one whose environment reads empty is in the middle of an exec: both are looked at
  // again a moment later. The looks go on while they find processes not seen before (a
  // daemon forking in a loop, on a loaded machine, may have started thousands before it is
  // killed); they end 2 s after the last new one (a process stuck in the kernel), and at
  // the latest after a minute (a fork bomb faster than the looks).
  const Clock::time_point last_resort = Clock::now() + std::chrono::minutes(1);
  Clock::time_point give_up = Clock::now() + std::chrono::seconds(2);
  while (true) {
    bool unsure = false, alive = false, fresh = false;
    for (const ProcStat& p : RunProcesses(root, marker, *strays, &unsure)) {
      auto seen = [&](const ProcStat& s) { return s.Same(p); };
      if (std::none_of(strays->begin(), strays->end(), seen)) {
        strays->push_back(p);
        fresh = true;
        give_up = std::min(last_resort, Clock::now() + std::chrono::seconds(2));
      }
      if (p.Dead()) continue;
      alive = true;
      KillProcess(p);
    }
    if ((!alive && !unsure) || Clock::now() > give_up) break;
    if (!fresh) ::usleep(200);
  }
}

void ReapStrays(std::vector<ProcStat>* strays) {
  // Each stray is reaped by its pid once it is a zombie child of ours: a killed process
  // whose parent was killed too is handed to us (the subreaper) when that parent dies,
  // unless the parent reaped it first. Never waitpid(-1): other threads' children are
  // theirs. One still not ours a second after the last was reaped (thousands of them,
  // on a loaded machine, take longer than a second) is left to ReapOrphanZombies.
  Clock::time_point give_up = Clock::now() + std::chrono::seconds(1);
  while (!strays->empty()) {
    std::size_t reaped = 0;
    {
      std::lock_guard<std::mutex> lock(reap_mu);
      reaped = std::erase_if(*strays, ReapIfDead);
    }
    if (reaped > 0) give_up = Clock::now() + std::chrono::seconds(1);
    if (strays->empty() || Clock::now() > give_up) break;
    ::usleep(200);
  }
}

// Reaps the zombie children of ours outside our process group and outside the group of
// every run in progress. None is the program of a run in progress (it leads its group),
// nor a child started by other code here the ordinary way (popen, system, posix_spawn,
// all in our group): each is an orphan of some run, or of a child's descendants, whose
// exit status nobody waits for. Mostly a process that left its run's group, was
// orphaned and died before its run ended; Contain cannot tell it as the run's, as a
// zombie's environment cannot be read.
void ReapOrphanZombies() {
  // Not while a run is between its spawn and AddRunning (Spawning).
  std::unique_lock<std::shared_mutex> gate(spawning);
  std::lock_guard<std::mutex> lock(reap_mu);
  const pid_t self = ::getpid(), group = ::getpgrp();
  auto orphan = [&](pid_t pid) {
    ProcStat p;
    if (!ReadStat(pid, &p) || !p.Dead() || p.ppid != self || p.pgrp == group) return false;
    std::lock_guard<std::mutex> lock(running_mu);
    return running.count(p.pgrp) == 0;
  };
  // The cheap way: the kernel names a dead child without reaping it; reap it if it is an
  // orphan, and ask again, until there is none, or one that is not (it hides the rest).
  while (true) {
    siginfo_t info{};
    if (::waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT | __WALL) != 0 || info.si_pid == 0)
      return;
    if (!orphan(info.si_pid)) break;
    ::waitpid(info.si_pid, nullptr, WNOHANG | __WALL);
  }
  // Some other dead child is first in line (another thread's program, about to be
  // reaped, or a child of other code here): look through all of /proc, once a second
  // at most.
  static Clock::time_point last{};
  if (Clock::now() - last < std::chrono::seconds(1)) return;
  last = Clock::now();
  for (pid_t pid : ListedPids())
    if (orphan(pid)) ::waitpid(pid, nullptr, WNOHANG | __WALL);
}

}  // namespace gc::procs
