// harness/run/run_reap.cc — Contain and Reap, the end of a run (harness/run/run_child.h):
// every process of the run killed (harness/run/run_procs.h), the strays and the program
// reaped by their pids (never waitpid(-1): other threads' children are theirs), and how
// the run ended filled in: exit status or signal, wall time, wait4's resident peak, the
// memory verdict (RunResult::hit_memory_limit) and the output kept. Cost: a look through
// the process table (run_procs.h) and one blocking wait4 for a program that has exited
// or been killed.
// Status: properties/check_test.cc (exit status, signal), properties/runner_test.cc
// (containment; RunnerMemory: the memory verdict with and without the shim, our own
// peak and the shim's never taken for the program's), properties/runner_daemon_test.cc,
// properties/runner_flood_test.cc (what is kept of a flood), properties/
// check_limits_test.cc (slowness near the limit is no memory failure).
#include <sys/resource.h>
#include <sys/wait.h>

#include <cerrno>

#include "harness/run/cpu_clock.h"
#include "harness/run/run_child.h"

namespace gc::run_internal {

namespace {

// What is kept of a flood's standard output (RunResult::out).
constexpr std::size_t kFloodKept = std::size_t{1} << 16;

}  // namespace

void Contain(Child* c) {
  if (c->contained) return;
  c->contained = true;
  procs::KillRun(c->pid, c->marker, &c->strays);
}

void Reap(Child* c, const RunLimits& limits, RunResult* r) {
  // The run is over: what follows is cleaning up.
  r->wall_seconds = std::chrono::duration<double>(Clock::now() - c->t0).count();
  // Nothing more is read or written.
  Close(c->in), Close(c->out), Close(c->err);
  Contain(c);  // done already by Pump: nothing new
  unsigned long long stray_ticks = 0;  // before ReapStrays forgets them
  for (const procs::ProcStat& p : c->strays) stray_ticks += p.cpu_ticks;
  procs::ReapStrays(&c->strays);
  const double told = procs::ToldCpuSeconds(c->pid);
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
  // The tree's CPU time: the program's and the children it waited for, the other
  // processes of the run as Contain last saw them, and never less than a reading while
  // it ran (a process reaped outside the tree, as a warm interpreter is, is gone by now).
  r->seconds =
      std::max({c->cpu_seen, told, CpuSecondsOf(ru) + procs::TicksToSeconds(stray_ticks)});
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

}  // namespace gc::run_internal
