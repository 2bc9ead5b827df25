// harness/run/cpu_clock.cc — see cpu_clock.h.
#include "harness/run/cpu_clock.h"

#include <sched.h>
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

#include "harness/run/proc_read.h"

namespace gc {

namespace {

double Seconds(const timeval& t) {
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}

// The load as /proc/loadavg says it now ("0.52 0.58 0.59 3/402 12345": the averages,
// then running/total tasks).
Load ReadLoad() {
  Load l;
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::sched_getaffinity(0, sizeof set, &set) == 0) l.cpus = std::max(1, CPU_COUNT(&set));
  std::string text;
  if (!procs::ReadProcFile("/proc/loadavg", &text)) return l;
  double avg1 = 0, avg5 = 0, avg15 = 0;
  long running = 0, total = 0;
  if (std::sscanf(text.c_str(), "%lf %lf %lf %ld/%ld", &avg1, &avg5, &avg15, &running, &total) < 4)
    return l;
  l.load1 = avg1;
  // The running count includes the reader itself.
  const double now = static_cast<double>(std::max(0L, running - 1));
  l.per_cpu = std::max(avg1, now) / l.cpus;
  return l;
}

}  // namespace

Load MachineLoad() {
  using Clock = std::chrono::steady_clock;
  static std::mutex mu;
  static Clock::time_point read{};
  static Load last;
  std::lock_guard<std::mutex> lock(mu);
  if (read == Clock::time_point{} || Clock::now() - read > std::chrono::milliseconds(250)) {
    last = ReadLoad();
    read = Clock::now();
  }
  return last;
}

double WallFactor(const Load& load) { return std::max(3.0, 1 + 2 * load.per_cpu); }

std::chrono::milliseconds WallBound(std::chrono::milliseconds cpu) {
  const double f = WallFactor(MachineLoad());
  return std::chrono::milliseconds(static_cast<std::int64_t>(static_cast<double>(cpu.count()) * f));
}

double CpuSecondsOf(const rusage& ru) { return Seconds(ru.ru_utime) + Seconds(ru.ru_stime); }

double ThreadCpuSeconds() {
  timespec t{};
  if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return 0;
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

std::string ClockLine(const Load& load) {
  char text[200];
  std::snprintf(text, sizeof text,
                "CPU time decides (wall time bounds a run at %.0fx its limit: load %.1f per "
                "CPU on %u CPU%s)",
                WallFactor(load), load.per_cpu, load.cpus, load.cpus == 1 ? "" : "s");
  return text;
}

}  // namespace gc
