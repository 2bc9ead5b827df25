// burn_cpu SECONDS [PROGRAM ARGS...] — a slow program whose slowness is work: it spins
// until this process has used SECONDS of CPU time (its own clock, so the same work on an
// idle machine and beside busy loops, where it takes longer by the wall), then execs
// PROGRAM with ARGS (the CPU time goes on counting across the exec), or exits 0. For the
// tests of time limits decided by CPU time (harness/run/cpu_clock.h), where a `sleep`
// spends none.
#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs("usage: burn_cpu SECONDS [PROGRAM ARGS...]\n", stderr);
    return 2;
  }
  const double want = std::atof(argv[1]);
  volatile unsigned long spin = 0;
  for (;;) {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    if (static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9 >= want) break;
    for (int i = 0; i < 100000; ++i) spin = spin + 1;
  }
  if (argc < 3) return 0;
  execv(argv[2], argv + 2);
  std::perror(argv[2]);
  return 127;
}
