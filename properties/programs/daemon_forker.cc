// properties/programs/daemon_forker.cc — a program that prints its answer and leaves a
// daemon behind, for properties/runner_test.cc (containment). argv[1] is the mode,
// argv[2] a tag the test finds its processes by (it is the argument of every `sleep`):
//   daemon TAG  prints "ok", then forks a child that starts a session of its own, forks
//               a grandchild that execs `sleep TAG`, and exits; the program exits 0 at
//               once (the classic double fork of a daemon).
//   loop TAG    prints "ok", then forks a child that starts a session of its own and
//               forks in a loop, each grandchild in a session of its own exec'ing
//               `sleep TAG`; the program exits 0 at once. The loop ends after
//               kMostForks forks, which containment meets long before on any machine
//               (a few dozen, idle), so that a run on a starved machine cannot fill the
//               process table for every other program on it.
#include <unistd.h>

#include <cstdio>
#include <cstring>

constexpr int kMostForks = 2000;

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  const char* tag = argv[2];
  std::puts("ok");
  std::fflush(stdout);
  if (std::strcmp(argv[1], "daemon") == 0) {
    if (fork() == 0) {
      setsid();
      if (fork() == 0) execl("/bin/sleep", "sleep", tag, static_cast<char*>(nullptr));
      _exit(0);
    }
    return 0;
  }
  if (std::strcmp(argv[1], "loop") == 0) {
    if (fork() == 0) {
      setsid();
      for (int i = 0; i < kMostForks; ++i) {
        if (fork() == 0) {
          setsid();
          execl("/bin/sleep", "sleep", tag, static_cast<char*>(nullptr));
          _exit(127);
        }
      }
      _exit(0);
    }
    return 0;
  }
  return 2;
}
