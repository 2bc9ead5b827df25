// harness/check/driver.h — the driver's parts, shared by its files (not a public header):
// judging one run, the cases a shard runs, running them (run_cases.cc) and shrinking the
// failure found (shrink_failure.cc). Each takes the run's Deadline.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "harness/check/check.h"

namespace gc::driver {

using Clock = std::chrono::steady_clock;

inline double Since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// Judges a run on case c under the check's options (the one judge, harness/judge/judge.h).
Verdict JudgeCase(const Problem& p, const CheckOptions& o, const Case& c, const RunResult& r);

/// What the workers found: the lowest failing case, its verdict, run and time.
struct Found {
  std::optional<Case> fail_case;
  Verdict fail_verdict;
  RunResult fail_run;
  double fail_time = 0;
};

/// The cases a check runs: first, first + 1, ... below last; or, sharded, one of each block.
struct CaseRange {
  std::uint64_t first = 0, last = 0;  // [first, last) of the schedule (or replay list)
  Shard shard;                        // count 1 unless sharded
  // The j-th case to run, in increasing order. Sharded (then first is 0): one case of each
  // block of `count` consecutive cases, at a position drawn from the block's number
  // (Turn), so every shard gets as many cases, and none keeps to one place of the
  // schedule's repeating patterns (tiers every 4 cases, bad input every 8th, ten shaped
  // families): a plain i mod 4 gave two of 4 shards no shaped case at all, and a
  // position turning by one each block still met the period of 8.
  static std::uint64_t Turn(std::uint64_t block) {
    std::uint64_t z = block + 0x9e3779b97f4a7c15ull;  // splitmix64's finaliser
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::uint64_t At(std::uint64_t j) const {
    if (!shard.sharded()) return first + j;
    const std::uint64_t n = shard.count;
    return j * n + (shard.index + Turn(j) % n) % n;
  }
  std::uint64_t size() const {
    if (!shard.sharded()) return last > first ? last - first : 0;
    const std::uint64_t blocks = last / shard.count;
    return blocks + (At(blocks) < last ? 1 : 0);
  }
};

/// Where the cases come from: case i, an upper bound of its vertices and its family
/// (Schedule::Families()'s index), the last two in O(1).
struct CaseSource {
  std::function<Case(std::uint64_t)> at;
  std::function<std::uint64_t(std::uint64_t)> planned_n;
  std::function<std::size_t(std::uint64_t)> family;
};

/// The end of a soft budget (CheckOptions::soft_budget_seconds): a case past the position
/// `first_round` of the range does not start after `end`, and its run is cut to it.
struct SoftEnd {
  std::optional<Clock::time_point> end;  // none: no soft budget
  std::uint64_t first_round = 0;
};

/// Runs the cases of the range on o.jobs threads, in order, until the first failure, the
/// deadline `d`, the soft end or the end; fills in res's counts, families, first_seen and
/// performance. Cases of a slow one's family at least as large are skipped, and from
/// kSizeBoundSlowness vertices up those of every family. (run_cases.cc)
Found RunCases(const Problem& p, const Subject& subject, const CheckOptions& o,
               const CaseSource& source, const CaseRange& cases, const Deadline& d,
               const SoftEnd& soft, Clock::time_point t0, CheckResult* res);

/// Shrinks the failure by the deadline `shrink` (the shrink time, cut to what the run's
/// deadline leaves), keeping its signature, and fills in the run and verdict of the case
/// reported; a rerun, when one is needed, ends by `after` (the run's deadline, less the
/// moment kept for the reports). Not shrunk when not_shrunk says why. (shrink_failure.cc)
Failure ShrinkFailure(const Problem& p, const Subject& subject, const CheckOptions& o,
                      const Found& found, const Deadline& shrink, const Deadline& after,
                      const std::string& not_shrunk,
                      const std::function<void()>& started);

}  // namespace gc::driver
