// cli/limit_flags.h — the ranges of the numeric flags that `gamecheck check` and
// `gamecheck mutate` share (--timeout, --memory, --output-limit, --jobs, --cases and the
// other times). A value outside its range is a usage error (exit 2, one line), found
// before anything runs: never a finding about the program (a time limit of 0 fails every
// run), nor a crash of gamecheck (100000 threads, a limit that overflows its bytes).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace gc::cli {

/// The largest SECONDS any flag takes (about 11.6 days): far past any use, and a
/// deadline that far off still fits the clock.
inline constexpr double kMaxFlagSeconds = 1e6;
/// The most runs at once: many times the cores of any machine this runs on; each job is a
/// thread and a process.
inline constexpr std::uint64_t kMaxJobs = 256;
/// The largest --memory and --output-limit in MB (16 TiB): the bytes still fit 64 bits.
inline constexpr std::uint64_t kMaxMegabytes = std::uint64_t{1} << 24;

/// "" when `value` (seconds) is in range, else the message. A time limit of one run
/// (`positive`) is at least a millisecond, the runner's resolution; a budget or shrink
/// time may be 0 (none).
inline std::string CheckSeconds(const char* flag, double value, bool positive) {
  char number[32];
  std::snprintf(number, sizeof number, "%g", value);
  const std::string shown = std::string("--") + flag + " " + number;
  if (positive && value < 0.001)
    return shown + ": give a time limit of at least 0.001 seconds (a run cannot be given none)";
  if (value > kMaxFlagSeconds) return shown + ": at most 1000000 seconds";
  return "";
}

/// "" when `value` is in [lo, hi], else the message.
inline std::string CheckCount(const char* flag, std::uint64_t value, std::uint64_t lo,
                              std::uint64_t hi, const char* why = "") {
  if (value >= lo && value <= hi) return "";
  std::string msg = std::string("--") + flag + " " + std::to_string(value) + ": ";
  if (value < lo) return msg + "give at least " + std::to_string(lo) + why;
  return msg + "at most " + std::to_string(hi) + why;
}

/// The checks every command with these flags makes: "" or the first message.
inline std::string CheckRunFlags(double timeout, std::uint64_t memory, std::uint64_t jobs,
                                 std::uint64_t cases, double shrink_time) {
  for (std::string m : {
           CheckSeconds("timeout", timeout, true),
           CheckCount("memory", memory, 0, kMaxMegabytes),
           CheckCount("jobs", jobs, 0, kMaxJobs, " (0: one per core)"),
           CheckCount("cases", cases, 1, UINT64_MAX, " (with none there is nothing to check)"),
           CheckSeconds("shrink-time", shrink_time, false),
       })
    if (!m.empty()) return m;
  return "";
}

}  // namespace gc::cli
