// harness/run/exec_limited.h — the other end of the --memory shim: sets RLIMIT_AS (and no
// core dumps) in the process it runs in, then execs the program. posix_spawn cannot set
// a limit in its child, and setting it in gamecheck would limit gamecheck too, so the
// runner spawns a shim that sets it and execs: gamecheck-exec-limited
// (harness/run/exec_limited_main.cc, a few system calls: ~2 ms an exec on a loaded
// machine), or gamecheck itself (`check --exec-limited`, ~50 ms there: its libraries
// and tables) when that program is not beside it. Header-only: both share one body.
// Status: properties/runner_test.cc (RunnerMemory: the limit through each shim and
// without one; which shim is used), properties/check_test.cc (MemoryHogHitsTheLimit).
#pragma once

#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace gc {

/// The name of the small shim, looked for next to the gamecheck given as a runner's shim.
inline constexpr const char kExecLimitedName[] = "gamecheck-exec-limited";

/// Sets RLIMIT_AS to `mb` MiB and RLIMIT_CORE to 0, then execvp(argv[0], argv); returns
/// (127, with a line on standard error) only when the exec fails. `argv` is
/// null-terminated and allocated before the call: nothing is allocated once the limit is
/// on (a sanitizer's allocator maps large regions and would fail under it).
inline int SetLimitAndExec(const char* mb, char* const* argv) {
  struct rlimit lim {};
  lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(std::strtoull(mb, nullptr, 10)) << 20;
  ::setrlimit(RLIMIT_AS, &lim);
  struct rlimit no_core {};
  ::setrlimit(RLIMIT_CORE, &no_core);
  ::execvp(argv[0], argv);
  const char* why = std::strerror(errno);
  const char* parts[] = {"gamecheck: cannot run ", argv[0], ": ", why, "\n"};
  for (const char* part : parts)
    if (::write(2, part, std::strlen(part)) < 0) break;
  return 127;
}

}  // namespace gc
