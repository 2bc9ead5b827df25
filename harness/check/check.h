// harness/check/check.h — the driver of a check: cases -> run -> judge -> shrink, under
// one Deadline (harness/deadline.h). The cases come from the schedule
// (harness/cases/schedule.h), each is run on the subject (subject.h), judged by the one
// judge (harness/judge/judge.h), and the first failure is shrunk keeping its signature.
// Generic over the problem table: everything it knows of a problem comes from its row
// (examples, explain) and the generators. Reproducible: the reported failure is the lowest
// failing case (of the shard's cases, when sharded) whatever --jobs is.
// Status: properties/check_test.cc (each failure kind, with planted-bug programs),
// properties/deadline_test.cc (the deadline bounds every part of the run).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/cases/schedule.h"
#include "harness/cases/shrink.h"
#include "harness/check/subject.h"
#include "harness/deadline.h"
#include "harness/judge/judge.h"
#include "harness/problems/problem.h"

namespace gc {

/// A failure after shrinking, with everything the reports need.
struct Failure {
  Case original;
  Verdict original_verdict;
  Case minimal;  // the shrunk case (== original when nothing smaller fails the same way)
  Verdict verdict;
  RunResult run;
  std::string why;  // row.explain at the first difference, when there is one
  ShrinkStats shrink;
  double shrink_spent_seconds = 0;
  double found_after_seconds = 0;
  bool flaky = false;      // the case passed (or failed otherwise) when run again
  bool shrunk = false;     // shrinking was tried (not with bad input, a stop or no time)
  std::string not_shrunk;  // why it was not, for the report
};

/// Slowness, kept apart from correctness: a timeout on a case big enough that an honest
/// solver may need the time. The search goes on below the size where it happened.
struct Performance {
  std::optional<Case> smallest_slow;     // the smallest case (by n + moves) that timed out
  double timeout_seconds = 0;            // how long it ran before it was stopped
  std::uint64_t slow_cases = 0;          // cases that timed out this way
  std::uint64_t skipped = 0;             // cases not run: at least as large as a slow one
  std::uint64_t largest_n_in_time = 0;   // largest n of a case judged within the time limit
  std::vector<std::uint64_t> n_in_time;  // the n of every case judged within the limit
  /// Per family (Schedule::Families()'s index): the smallest n of a case of it that timed
  /// out (0: none). The time depends on the shape, not on n alone: a geography solver
  /// exponential on dense graphs of 24 vertices answers chains of 129 at once.
  std::vector<std::uint64_t> family_slow_n;
  /// Per family, the cap under which the subject answered in time (0: no cap, the family
  /// was never slow): the largest n answered in time, of any family, below the family's
  /// smallest slow n (as large as the sizes go where the subject is known to answer in
  /// time). What mutate caps a slow original's schedule with (CheckOptions::family_max_n).
  std::vector<std::uint64_t> FamilyCaps() const {
    std::vector<std::uint64_t> caps(family_slow_n.size(), 0);
    for (std::size_t f = 0; f < caps.size(); ++f) {
      if (family_slow_n[f] == 0) continue;
      std::uint64_t below = 1;
      for (std::uint64_t n : n_in_time)
        if (n < family_slow_n[f]) below = std::max(below, n);
      caps[f] = below;
    }
    return caps;
  }
  /// The largest n answered in time below the smallest slow case's n (0: none).
  std::uint64_t largest_in_time_below_slow() const {
    if (!smallest_slow) return largest_n_in_time;
    std::uint64_t best = 0;
    for (std::uint64_t n : n_in_time)
      if (n < smallest_slow->x.g.n()) best = std::max(best, n);
    return best;
  }
  /// The --max-n that makes the run clean on what was seen: the largest n answered in
  /// time below the smallest slow case (the slowness starts somewhere above it).
  std::uint64_t suggested_max_n() const {
    if (!smallest_slow) return 0;
    const std::uint64_t below = std::max<std::uint64_t>(smallest_slow->x.g.n(), 1) - 1;
    return std::min(below, largest_in_time_below_slow());
  }
};

/// One of `count` machines sharing a schedule: of each block of `count` consecutive cases
/// it runs one, at a position drawn from the block's number, so the shards get as many
/// cases each and every kind of case in turn (decided in one place, CaseRange in
/// driver.h; ShardOf below names the shard of a case). Case
/// indices stay the schedule's, so case i is the same case sharded or not; a count of 1
/// is the whole schedule.
struct Shard {
  std::uint64_t index = 0;
  std::uint64_t count = 1;
  bool sharded() const { return count > 1; }
};

/// The shard (of `count`) that runs case i.
std::uint64_t ShardOf(std::uint64_t i, std::uint64_t count);

/// Progress of a running check, reported to the caller about ten times a second.
struct Progress {
  std::uint64_t done = 0, total = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::uint64_t>> families;  // family -> cases run
  bool shrinking = false;
};

/// Where a family was first met: the case index and the seconds into the run.
struct FirstSeen {
  std::uint64_t index = 0;
  double seconds = 0;
};

/// `check`'s budget when none is given, in seconds: a first run ends in about a minute
/// whatever the subject's speed (CheckOptions::soft_budget_seconds).
inline constexpr double kDefaultCheckBudget = 60;

struct CheckOptions {
  std::uint64_t seed = kDefaultCheckSeed;
  std::uint64_t cases = 5000;
  /// The run's one deadline, made where the command starts (from --budget, with the stop
  /// flag of Ctrl-C / SIGTERM): no case starts after its end and each run is cut to it,
  /// the shrink ends by it (less a moment kept for the reports), and a raised stop ends
  /// the run at once, still reporting. What was not reached is reported.
  Deadline deadline;
  /// A bound of this check's own, in seconds from RunCheck's start (0: none), within the
  /// deadline: `mutate` gives each mutant's check one. Either ending sets budget_exhausted.
  double time_limit_seconds = 0;
  /// A budget that waits for every family (0: none; check's default budget), in seconds
  /// from RunCheck's start: the first cases of the run up to the last family's first one
  /// (FirstRound in check.cc) run whatever the time, so that the report covers every
  /// family; no later case starts past it, and each later run is cut to it. Ending by it
  /// sets budget_exhausted.
  double soft_budget_seconds = 0;
  unsigned jobs = 1;
  std::chrono::milliseconds shrink_time{10000};
  /// ShrinkOptions::stall_after for the shrink of a failure (0: none; `mutate` sets it).
  std::uint64_t shrink_stall = 0;
  unsigned tiers = kAllTiers;
  bool bad_input = false;
  bool memory_limited = false;
  std::uint64_t max_n = 0;       // 0: no cap on the sizes generated
  /// Caps of some families below max_n (Schedule::CapFamilies; empty: none).
  std::vector<std::uint64_t> family_max_n;
  bool wide_exhaustive = false;  // the wider exhaustive tier (see Schedule)
  std::int64_t only_case = -1;   // run only this case of the schedule (any shard's)
  std::vector<Case> replay;      // when not empty: run these instead of the schedule
  /// When not empty (and no replay): run only these cases of the schedule, in this order
  /// (the first failing one in it is reported); for mutate's kill-first order.
  std::vector<std::uint64_t> order;
  Shard shard;                   // run only its cases (of the replay list, too)
  std::function<void(const Progress&)> on_progress;
  /// Called for every case of the schedule (or replay) that was run and judged, from the
  /// worker threads (so it must be thread-safe); not for the runs of the shrinker.
  std::function<void(const Case&, const RunResult&, const Verdict&)> on_case;
  /// Called with the failure as it stands, on the thread running the check: once when it
  /// is found (minimal == original, not shrunk yet), then each time the shrinker finds a
  /// smaller case that fails the same way (minimal, verdict, run, shrink_spent_seconds change).
  /// For a caller that must report it even if the check is not let finish (a forced end).
  std::function<void(const Failure&)> on_failure;
  /// When set and true for a run: the caller knows that run passes (the same output as an
  /// earlier run judged on the same input, e.g. a mutant's as the original's), and it is
  /// not judged again (no reference solve, oracles or certificate check). Thread-safe.
  std::function<bool(const Case&, const RunResult&)> known_good;
  /// Whether a large case's in-process work (the judge's reference, an in-process
  /// subject's run) may run on a thread of its own, left at the deadline's end so that a
  /// budget binds whatever the load (RunCases; AbandonedWork below). For a command whose
  /// main ends with _exit while any is left; not for a subject that must run on the
  /// calling thread (a Python function: its signals reach the main thread only).
  bool abandon_at_deadline = false;
  /// Whether a program failing every worked example the same way before any output is a
  /// setup error (exit 2) rather than a finding: true for a program a user gives; false
  /// for a mutant of one known to work (mutate), where it is a kill.
  bool setup_errors = true;
};

struct CheckResult {
  std::uint64_t seed = 0;
  Shard shard;                // whose cases these were (count 1: not sharded)
  std::uint64_t planned = 0;  // cases to run: the shard's cases of the schedule
  std::uint64_t cases_run = 0;
  double seconds = 0;
  bool interrupted = false;       // stopped by the deadline's stop flag
  bool budget_exhausted = false;  // stopped by the deadline's end (or time_limit_seconds)
  std::uint64_t largest_n = 0;    // the largest n of a case run
  std::vector<std::pair<std::string, std::uint64_t>> families;
  std::vector<std::pair<std::string, FirstSeen>> first_seen;  // family -> first case
  std::optional<Failure> failure;
  Performance performance;
  bool slow() const { return performance.smallest_slow.has_value(); }
};

/// Whether a timeout on x is a hang (a failure): x is small enough that the references
/// answer it at once and no honest solver needs the time (n <= 10, moves <= 30).
bool IsHangSized(const Instance& x);

/// From this many vertices up, a slow case of one family skips the cases of every family
/// at least as large: there the time is the size's (a solver slow on a chain of 2*10^5
/// vertices is slow on a star of 10^6 moves). Below it only its own family's: an
/// exponential solver's time is the shape's (dense graphs of 24 vertices, chains of 129).
inline constexpr std::uint64_t kSizeBoundSlowness = 100000;

/// In-process work a check started and left at its deadline (the judge's reference on a
/// large case, an in-process subject's run: neither can be cut short), still running on
/// threads of their own, whose results nobody waits for: a command's main ends with
/// _exit rather than return while there is any, so no static is destroyed under it.
std::uint64_t AbandonedWork();
void AbandonedWorkStarted();
void AbandonedWorkEnded();

/// The schedule RunCheck runs with these options (seed, cases, tiers, bad input, max_n,
/// the wider exhaustive tier): case i of it is case i of the check.
Schedule ScheduleOf(const Problem& p, const CheckOptions& options);

/// What RunCheck will run with these options, before it runs: seed, shard and planned
/// count (for the header printed first).
CheckResult PlannedCheck(const Problem& p, const CheckOptions& options);

/// Runs the schedule (or the replay cases), only options.shard's cases of it, on `subject`
/// with `jobs` threads, stops at the first failure (the lowest failing case index of the
/// shard; indices are the schedule's), shrinks it keeping its signature, and returns the
/// result, all within options.deadline; budget, progress, first_seen and performance count
/// the shard's cases only; timeouts on larger cases are recorded as slowness and the
/// search goes on below their size. O(cases x cost of one run).
CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& options);

}  // namespace gc
