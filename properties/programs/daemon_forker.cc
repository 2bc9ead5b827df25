// properties/programs/daemon_forker.cc — a program that prints its answer and leaves a
// daemon behind, for properties/runner_test.cc (containment). argv[1] is the mode,
// argv[2] a tag the test finds its processes by (it is the argument of every `sleep`):
//   daemon TAG  prints "ok", then forks a child that starts a session of its own, forks
//               a grandchild that execs `sleep TAG`, and exits; the program exits 0 at
//               once (the classic double fork of a daemon).
//   loop TAG    prints "ok", then forks a child that starts a session of its own and
//               forks without end, each grandchild in a session of its own exec'ing
//               `sleep TAG`; the program exits 0 at once.
#include <unistd.h>

#include <cstdio>
#include <cstring>

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
      while (true) {
        if (fork() == 0) {
          setsid();
          execl("/bin/sleep", "sleep", tag, static_cast<char*>(nullptr));
          _exit(127);
        }
      }
    }
    return 0;
  }
  return 2;
}
