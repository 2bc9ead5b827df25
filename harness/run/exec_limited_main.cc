// harness/run/exec_limited_main.cc — gamecheck-exec-limited MB PROGRAM ARGS...: the small
// --memory shim (harness/run/exec_limited.h), built as a program of its own next to
// gamecheck, without the harness or sanitizers: it sets RLIMIT_AS to MB MiB and execs
// PROGRAM. Exit status 127 when the arguments are missing or the exec fails.
// Status: properties/runner_test.cc (RunnerMemory).
#include "harness/run/exec_limited.h"

int main(int argc, char** argv) {
  if (argc < 3) return 127;
  return gc::SetLimitAndExec(argv[1], argv + 2);
}
