// harness/run/run_child.h — one run of a program, from its spawn to its reaping, and the
// three steps of ProgramRunner::Run, each with one job and one kind of failure:
//  Spawn (harness/run/run_spawn.cc) starts the program in a process group of its own and
//        in its scratch directory, with its standard streams on pipes (our ends
//        non-blocking, the Child owns them), GAMECHECK_RUN and GAMECHECK_CWD in its
//        environment and its limits applied. False, with end kSpawnFailed and error set,
//        when it could not be started.
//  Pump  (harness/run/run_pump.cc) feeds the input, reads standard output and error and
//        watches the clock, the stop flag and the output cap; under a memory limit it
//        also reads the program's peak mapped memory, which goes with the process.
//        Returns when the program has exited and its pipes are drained, or when a limit
//        ended the run: then end says which limit. Either way it has called Contain.
//        Never reaps.
//  Reap  (harness/run/run_reap.cc) reaps what Contain found, then the program itself (it
//        has exited or been killed, so this is brief), and fills in how it ended, its
//        time and memory.
// Contain (once per run; later calls do nothing) sends SIGKILL to every process of the
// run, the program included, and notes the others for Reap (Containment in runner.h).
// The scratch directory is given back when the Child goes, after Reap. Internal to
// harness/run/. Status: as runner.h.
#pragma once

#include <sys/types.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "harness/run/run_procs.h"
#include "harness/run/run_scratch.h"
#include "harness/run/runner.h"

namespace gc::run_internal {

using Clock = std::chrono::steady_clock;

/// Closes a descriptor once; -1 means already closed.
inline void Close(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

/// Standard output as it is read: in pieces of at most 1 MiB, joined once at the end,
/// each piece let go as it is copied, so that output of any size up to the cap is held
/// about once (a string grown by doubling holds up to 1.5 times it while it grows, and
/// more in what it reserved).
class Collected {
 public:
  /// Appends what fits under `cap` bytes in all. O(n).
  void Append(const char* data, std::size_t n, std::size_t cap) {
    n = size_ < cap ? std::min(n, cap - size_) : 0;
    while (n > 0) {
      if (pieces_.empty() || pieces_.back().size() == kPiece) {
        pieces_.emplace_back();
        if (pieces_.size() > 1) pieces_.back().reserve(kPiece);
      }
      std::string& last = pieces_.back();
      const std::size_t take = std::min(n, kPiece - last.size());
      last.append(data, take);
      data += take, n -= take, size_ += take;
    }
  }
  /// The first `keep` bytes, as one string. O(what is kept).
  std::string Take(std::size_t keep) {
    if (pieces_.size() == 1 && keep >= size_) return std::move(pieces_[0]);
    std::string all;
    all.reserve(std::min(keep, size_));
    for (std::string& piece : pieces_) {
      all.append(piece, 0, std::min(piece.size(), keep - all.size()));
      std::string().swap(piece);
    }
    return all;
  }

 private:
  static constexpr std::size_t kPiece = std::size_t{1} << 20;
  std::vector<std::string> pieces_;
  std::size_t size_ = 0;
};

/// One started program, from Spawn to Reap. When it goes (after Reap), it closes what is
/// still open and gives its scratch directory back.
struct Child {
  Clock::time_point t0;
  pid_t pid = -1;
  int pidfd = -1;                       // -1 on a kernel without pidfd_open
  int in = -1, out = -1, err = -1;      // our ends of its standard input, output and error
  bool exited = false;                  // it has exited (not yet reaped)
  std::string marker;                   // GAMECHECK_RUN=<id>, in its environment
  bool contained = false;               // Contain has run
  std::vector<procs::ProcStat> strays;  // the run's other processes Contain found, to reap
  std::uint64_t own_hwm_kb = 0;         // our resident peak after the spawn (see Reap)
  std::string shim;                     // the shim it was started through, resolved; or ""
  Collected collected;                  // its standard output so far
  Scratches* scratches = nullptr;       // where `scratch` came from
  Scratch scratch;                      // its working directory, when it has one of its own
  // Its CPU time as last read (TreeCpuSeconds), when, and that of the rest of its group.
  double cpu_seen = 0;
  Clock::time_point cpu_read{}, group_read{};
  unsigned long long group_ticks = 0;
  double told_seen = 0;  // the CPU time it told (mutate's warm JavaScript client) at a bound
  std::vector<pid_t> group_seen;  // the other processes of its group, as last seen

  ~Child() {
    Close(in), Close(out), Close(err), Close(pidfd);
    if (scratch.fd >= 0) scratches->Give(std::move(scratch));
  }
};

/// The Pump step (see above): from a spawned program to its end, output read into *r.
void Pump(Child* c, std::string_view input, const RunLimits& limits, const std::atomic<bool>* stop,
          RunResult* r);

/// CPU seconds of the run's process tree while it runs: the program's own and its
/// waited-for children's, with the rest of its process group once the run has lasted a
/// moment; never less than an earlier reading. Read at most every 10 ms.
double TreeCpuSeconds(Child* c);
/// Whether the run, at its wall bound, wants the CPU rather than waits: one of its
/// processes has been on a CPU or waiting for one (schedstat) half the wall time or more.
/// Then the load, not the program, held it up, and the bound is moved on.
bool Starved(Child* c);
/// What is left of a CPU limit.
std::chrono::milliseconds CpuLeft(Child* c, std::chrono::milliseconds limit);

/// Kills every process of the run, the program included, once (harness/run/run_procs.h).
void Contain(Child* c);

/// The Reap step (see above): the run's processes reaped, how it ended filled into *r.
void Reap(Child* c, const RunLimits& limits, RunResult* r);

}  // namespace gc::run_internal
