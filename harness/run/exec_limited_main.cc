// harness/run/exec_limited_main.cc — gamecheck-exec-limited MB PROGRAM ARGS...: the small
// --memory shim (harness/run/exec_limited.h), built as a program of its own next to
// gamecheck, without the harness or sanitizers: it sets RLIMIT_AS to MB MiB and execs
// PROGRAM. Exit status 127 when the arguments are missing or the exec fails.
// gamecheck-exec-limited --lifeline: the lifeline of a gamecheck (harness/run/lifeline.h),
// reading its standard input.
// Status: properties/runner_test.cc (RunnerMemory).
#include <cstring>

#include "harness/run/exec_limited.h"
#include "harness/run/lifeline_main.h"

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--lifeline") == 0) return gc::LifelineMain(0);
  if (argc < 3) return 127;
  return gc::SetLimitAndExec(argv[1], argv + 2);
}
