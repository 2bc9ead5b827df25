// harness/run/run_pump.cc — Pump, the second step of a run (harness/run/run_child.h): one
// poll loop writes the input, reads standard output (up to the output cap: past it the
// run is a flood and is stopped) and standard error (kept up to its cap, the rest read
// and dropped), and watches the program's pidfd, the clock and the stop flag; under a
// memory limit it samples the program's peak mapped memory. Cost: a poll and a read per
// 64 KiB of output; the output is held about once (Collected); under a memory limit
// three /proc reads every 5 ms. Why one loop: neither side can block the other whatever
// the sizes, and no temporary file is written.
// Status: properties/check_test.cc (exit, signal, timeout, flood), properties/
// runner_flood_test.cc (a flood held about once; a flood on standard error cannot hold
// the run past its time limit), properties/stop_test.cc (the stop flag), properties/
// runner_test.cc (RunnerMemory: the samples), properties/check_limits_test.cc.
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "harness/run/cpu_clock.h"
#include "harness/run/run_child.h"

namespace gc::run_internal {

namespace {

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

// Whether the program started through a shim is still the shim (not yet exec'd).
bool InShim(const Child* c) {
  if (c->shim.empty()) return false;
  char path[48], exe[4096];
  std::snprintf(path, sizeof path, "/proc/%d/exe", static_cast<int>(c->pid));
  const ssize_t got = ::readlink(path, exe, sizeof exe);
  return got > 0 && c->shim.compare(0, std::string::npos, exe, static_cast<std::size_t>(got)) == 0;
}

// Whether the program has exited (not reaped: Reap's wait4 takes its rusage).
bool ExitedNow(const Child* c) { return procs::ExitedUnreaped(c->pid); }

// No pidfd (an old kernel): look whether the program has exited without reaping it,
// else sleep a little.
void WaitWithoutPidfd(Child* c) {
  if (ExitedNow(c)) {
    c->exited = true;
    Contain(c);
    return;
  }
  ::usleep(1000);
}

// What Pump keeps between two polls: how much of the input went in, how much output came
// out, and when the memory was last sampled.
class Pumping {
 public:
  Pumping(Child* c, std::string_view input, const RunLimits& limits, RunResult* r)
      : c_(c), input_(input), limits_(limits), r_(r), sampling_(limits.memory_mb > 0) {}

  bool sampling() const { return sampling_; }
  bool SampleDue() const {
    return sampling_ && Clock::now() - sampled_ >= std::chrono::milliseconds(1);
  }
  bool Flooded() const { return out_total_ > limits_.output_cap; }

  // The descriptors to poll: the pipes still open, the pidfd until the program exited.
  int Watch(pollfd fds[4]) const {
    int nfds = 0;
    auto add = [&](int fd, short ev) {
      if (fd >= 0) fds[nfds++] = {fd, ev, 0};
    };
    add(c_->in, POLLOUT);
    add(c_->out, POLLIN);
    add(c_->err, POLLIN);
    if (!c_->exited && c_->pidfd >= 0) add(c_->pidfd, POLLIN);
    return nfds;
  }

  // Under a memory limit, the program's peak mapped memory is read while it runs (it
  // goes with the process): every 5 ms at least, and whenever it writes to standard
  // error, which a program giving up for want of memory usually does last. The last
  // reading counts, not the largest: an exec (the shim's) starts the peak afresh. Not
  // the program's, so dropped: a reading of the shim (gamecheck maps some 200 MB of
  // libraries), and one between two of our own, which is of our memory: the child of
  // posix_spawn still shows it while its exec goes on (posix_spawn returns when the exec
  // lets go of our memory, a moment before the child has its own).
  void Sample() {
    if (c_->exited) return;
    const std::uint64_t before = procs::StatusKb(self_, "VmPeak");
    const std::uint64_t kb = procs::StatusKb(c_->pid, "VmPeak");
    const std::uint64_t after = procs::StatusKb(self_, "VmPeak");
    if (kb > 0 && (kb < before || kb > after) && !InShim(c_)) r_->peak_vm_kb = kb;
    sampled_ = Clock::now();
  }

  // Serves the descriptors poll found ready (`got` of them, > 0).
  void Serve(const pollfd fds[4], int nfds, int got) {
    for (int i = 0; i < nfds && got > 0; ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == c_->in) {
        WriteInput();
      } else if (fds[i].fd == c_->out) {
        auto keep = [&](const char* data, std::size_t n) {
          c_->collected.Append(data, n, limits_.output_cap + 1);
        };
        if (!Drain(c_->out, &out_total_, limits_.output_cap, keep)) Close(c_->out);
      } else if (fds[i].fd == c_->err) {
        ReadError();
      } else if (fds[i].fd == c_->pidfd) {
        c_->exited = true;
        Contain(c_);  // anything it left running would hold our pipes open
        Close(c_->in);
      }
    }
  }

 private:
  void WriteInput() {
    ssize_t put = ::write(c_->in, input_.data() + written_, input_.size() - written_);
    if (put > 0) written_ += static_cast<std::size_t>(put);
    if ((put < 0 && errno != EAGAIN && errno != EINTR) || written_ == input_.size()) Close(c_->in);
  }
  void ReadError() {
    if (sampling_) Sample();
    auto keep = [&](const char* data, std::size_t n) {
      if (r_->err.size() < limits_.stderr_cap)
        r_->err.append(data, std::min(n, limits_.stderr_cap - r_->err.size()));
    };
    if (!Drain(c_->err, &err_total_, SIZE_MAX, keep)) Close(c_->err);
  }

  Child* c_;
  std::string_view input_;
  const RunLimits& limits_;
  RunResult* r_;
  const bool sampling_;
  const pid_t self_ = ::getpid();
  Clock::time_point sampled_{};
  std::size_t written_ = 0, out_total_ = 0, err_total_ = 0;
};

}  // namespace

double TreeCpuSeconds(Child* c) {
  const auto now = Clock::now();
  if (now - c->cpu_read < std::chrono::milliseconds(10)) return c->cpu_seen;
  c->cpu_read = now;
  procs::ProcStat root;
  if (!procs::ReadStat(c->pid, &root)) return c->cpu_seen;
  unsigned long long ticks = root.cpu_ticks;
  // The other processes of its group: a wrapper's child (sh -c, a launcher), a warm
  // interpreter that joined it. Looked for once the run is long, every 100 ms: a listing
  // of the process table costs a millisecond or so.
  if (now - c->t0 >= std::chrono::milliseconds(250) &&
      now - c->group_read >= std::chrono::milliseconds(100)) {
    c->group_read = now;
    c->group_ticks = 0;
    c->group_seen.clear();
    for (pid_t pid : procs::ListedPids()) {
      procs::ProcStat p;
      if (pid != c->pid && procs::ReadStat(pid, &p) && p.pgrp == c->pid) {
        c->group_ticks += p.cpu_ticks;
        c->group_seen.push_back(pid);
      }
    }
  }
  ticks += c->group_ticks;
  // And what it tells it spent outside its tree (a warm JavaScript run in its server's
  // process, mutate/run/warm_js_client.cc): its CPU limit stops that run too.
  c->cpu_seen = std::max(c->cpu_seen, procs::TicksToSeconds(ticks) + procs::ToldCpuSeconds(c->pid));
  return c->cpu_seen;
}

bool Starved(Child* c) {
  // Of the run's processes (the program, and its group as last seen), the one that has
  // wanted a CPU the longest: on one (its CPU time) or waiting for one (its run delay),
  // by its main thread's schedstat. Half the wall time or more: it works, or would.
  const double wall = std::chrono::duration<double>(Clock::now() - c->t0).count();
  // A program that tells the CPU time its run spends elsewhere (a warm JavaScript client,
  // waiting for its server) works while that grows.
  if (const double told = procs::ToldCpuSeconds(c->pid); told > c->told_seen) {
    c->told_seen = told;
    return true;
  }
  for (pid_t pid : c->group_seen)
    if (procs::WantedTheCpu(pid, wall)) return true;
  return procs::WantedTheCpu(c->pid, wall);
}

std::chrono::milliseconds CpuLeft(Child* c, std::chrono::milliseconds limit) {
  const double left = static_cast<double>(limit.count()) / 1000 - TreeCpuSeconds(c);
  return std::chrono::milliseconds(static_cast<std::int64_t>(std::ceil(left * 1000)));
}

void Pump(Child* c, std::string_view input, const RunLimits& limits, const std::atomic<bool>* stop,
          RunResult* r) {
  if (input.empty()) Close(c->in);
  // The limit is CPU time (cpu_clock.h); wall time bounds it, and the caller's deadline.
  Clock::time_point bound = c->t0 + WallBound(limits.timeout);
  Clock::time_point deadline = limits.end ? std::min(bound, *limits.end) : bound;
  Pumping p(c, input, limits, r);
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
    // At a bound, the program may have exited since the last poll (this thread waited for
    // a CPU too): then it is no timeout, and what is left is draining its pipes.
    if (left.count() <= 0 && !c->exited && ExitedNow(c)) {
      c->exited = true;
      Contain(c);
    }
    const auto cpu_left = c->exited ? limits.timeout : CpuLeft(c, limits.timeout);
    if (c->exited) {
      // Its exit status decides: no timeout. Whatever still holds a pipe was killed by
      // Contain; a second past the bound, what has not come is not coming.
      if (left.count() <= -1000) return;
    } else {
      if (left.count() <= 0 && cpu_left.count() > 0 && deadline == bound && Starved(c)) {
        // At the wall bound, but wanting the CPU, not waiting: the machine's load, which
        // must not decide. On until its CPU time decides (or it starts to wait).
        bound += WallBound(limits.timeout);
        deadline = limits.end ? std::min(bound, *limits.end) : bound;
        continue;
      }
      if (left.count() <= 0 || cpu_left.count() <= 0) {
        r->end = RunResult::End::kTimeout;
        r->by_wall = cpu_left.count() > 0;
        Contain(c);
        return;
      }
    }
    pollfd fds[4];
    const int nfds = p.Watch(fds);
    if (!c->exited && c->pidfd < 0 && nfds == 0) {
      WaitWithoutPidfd(c);
      continue;
    }
    // Awake again by the time the CPU limit could be reached (a single thread spends no
    // more CPU than wall time; one of several is looked at every 100 ms).
    const long long next = std::min<long long>(left.count() + 1, cpu_left.count() + 1);
    int wait_ms = static_cast<int>(std::min<long long>(next, stop ? 50 : 100));
    if (c->exited) wait_ms = stop ? 50 : 100;  // leftovers of a dead program: drain briefly
    if (p.sampling() && !c->exited) wait_ms = std::min(wait_ms, 5);
    int got = ::poll(fds, nfds, wait_ms);
    if (got < 0 && errno != EINTR) {
      Contain(c);
      return;
    }
    if (p.SampleDue()) p.Sample();
    if (got == 0 && c->exited) return;  // the run is killed: what holds a pipe is not ours
    p.Serve(fds, nfds, got);
    if (p.Flooded()) {
      r->end = RunResult::End::kOutputLimit;
      Contain(c);
      return;
    }
  }
}

}  // namespace gc::run_internal
