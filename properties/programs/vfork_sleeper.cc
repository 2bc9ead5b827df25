// properties/programs/vfork_sleeper.cc — a program in the kernel's uninterruptible sleep
// for a given time, for properties/runner_test.cc (RunnerCpu): it vforks, its child sleeps
// argv[1] milliseconds and exits, and the parent, held in state 'D' until then, prints
// "done" and exits 0.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>

int main(int argc, char** argv) {
  const long ms = argc > 1 ? std::atol(argv[1]) : 1000;
  if (vfork() == 0) {
    timespec t{ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, nullptr);
    _exit(0);
  }
  std::puts("done");
  return 0;
}
