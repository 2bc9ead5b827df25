// harness/check.h — black-box checking of a solver against a problem row: the case
// schedule, judging one run, failure signatures, and driving the shrinker.
// Generic over the problem table: everything it knows of a problem comes from its row
// (examples, explain) and the generators; every run is judged by harness/judge.h.
// Reproducible: the schedule is a pure function of (problem, seed, options); case i is
// the same case whatever --jobs is or whichever shard runs it, and the reported failure is
// the lowest failing case (of the shard's cases, when sharded).
// Status: properties/check_test.cc (each failure kind, with planted-bug programs).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/judge.h"
#include "harness/problem.h"
#include "harness/program_setup.h"
#include "harness/runner.h"
#include "harness/shrink.h"

namespace gc {

inline constexpr std::uint64_t kDefaultCheckSeed = 20261129;

/// The solver under test: runs on one input text. Must be safe to call from many threads.
using Subject = std::function<RunResult(std::string_view input, const std::atomic<bool>* stop)>;

/// A program run out of process with the given limits.
Subject ProgramSubject(ProgramRunner runner, RunLimits limits);
/// The same with a time limit per case that grows with the instance (its vertices +
/// edges, counted from the text): limits.timeout is replaced by time.For(PairsOf(input)).
Subject ProgramSubject(ProgramRunner runner, RunLimits limits, TimeLimit time);

/// An in-process solver: "solver" (the row's own) or "mutant:NAME" (mutants/mutant.h).
/// Reads the text as `gamecheck solve` does (exit 2 on bad input). An empty Subject and a
/// message in *err when the name is unknown or the mutant belongs to another problem.
/// In-process runs have no time or memory limit.
Subject BuiltinSubject(const Problem& p, std::string_view name, std::string* err);

/// Parts of the schedule.
enum class Tier : unsigned {
  kExamples = 1,    // the row's worked examples
  kExhaustive = 2,  // every graph up to a small size (n <= 3 with m <= 3, n = 4 with m <= 2)
  kRandom = 4,      // random instances of growing size (n up to 64)
  kShapes = 8,      // shaped families (chains, cycles, stars, deep DAGs, dense, components,
                    // multi-edges, self-loops, sinks, large random) up to 10^5 vertices
  kReplay = 16,     // files given with --replay
  kScale = 32,      // the shaped families at contest and production scale: 2*10^5 and 10^6
                    // vertices, stars of out-degree 10^6, random graphs with 2*10^6 edges
};
inline constexpr unsigned kAllTiers = 1 | 2 | 4 | 8 | 32;
const char* ToString(Tier t);
/// Parses "examples,exhaustive,random,shapes,scale" (any subset) or "all"; nullopt when
/// a name is unknown.
std::optional<unsigned> ParseTiers(std::string_view list);

/// One case: an instance (or, for --bad-input, a malformed text) and where it came from.
struct Case {
  std::uint64_t index = 0;
  Tier tier = Tier::kRandom;
  std::string family;  // "example", "exhaustive", "random", a shape name, "bad-input", "replay"
  std::string about;   // e.g. "formats.md", "star, out-degree 65536", a file name
  Instance x;
  std::string text;  // what the solver reads: WriteInstance(x), or the malformed text
  bool bad_input = false;
};

/// The case schedule of a problem for a seed, anytime: the examples, then the other tiers
/// interleaved in a fixed pattern (exhaustive, shape, random, shape), so that every shaped
/// family appears within the first few dozen cases at a small size, then again at each
/// larger size of its ladder (medium, 2*10^5, 10^6 with the scale tier), and then at
/// varied sizes; the exhaustive tier is worked through in between, and random cases grow
/// to n = 64. With bad_input every 8th case is a malformed input. Case i is a pure
/// function of (problem, seed, options, i): replay and --jobs do not change it.
class Schedule {
 public:
  /// max_n > 0 caps every generated size (shapes, random cases and the exhaustive tier).
  /// wide_exhaustive widens the exhaustive tier to n <= 3 with m <= 4 and n = 4 with
  /// m <= 3 (about four times as many graphs), for a second, stronger look.
  Schedule(const Problem& p, std::uint64_t seed, std::uint64_t cases, unsigned tiers,
           bool bad_input, std::uint64_t max_n = 0, bool wide_exhaustive = false);
  std::uint64_t size() const { return size_; }
  /// Case i (< size()); deterministic and thread-safe.
  Case At(std::uint64_t i) const;
  /// An upper bound of the vertices of case i, without generating it (O(1)).
  std::uint64_t PlannedN(std::uint64_t i) const;
  /// Every family name the schedule can produce, for progress and coverage reports.
  static const std::vector<std::string>& Families();

 private:
  struct Slot {
    Tier tier;
    std::uint64_t k;  // index within its tier
  };
  Slot SlotOf(std::uint64_t j) const;  // j counts the cases after the examples
  std::uint32_t ShapeSize(std::uint64_t k, bool* scale) const;

  const Problem* p_;
  std::uint64_t seed_, size_, max_n_;
  unsigned tiers_;
  bool bad_input_;
  std::uint64_t examples_ = 0;
  std::vector<Vertex> examples_n_;
  std::vector<Tier> pattern_;                    // the interleaving of the tiers
  std::vector<std::vector<Edge>> small_graphs_;  // the exhaustive tier, in order
  std::vector<Vertex> small_n_;
};

/// Reads a saved case (spec input text) as a replay case; malformed text becomes a
/// bad-input case.
Case ReplayCase(const Problem& p, std::uint64_t index, std::string name, std::string text);

/// A failure after shrinking, with everything the reports need.
struct Failure {
  Case original;
  Verdict original_verdict;
  Case minimal;  // the shrunk case (== original when nothing smaller fails the same way)
  Verdict verdict;
  RunResult run;
  std::string why;  // row.explain at the first difference, when there is one
  ShrinkStats shrink;
  double shrink_seconds = 0;
  double found_after_seconds = 0;
  bool flaky = false;      // the case passed (or failed otherwise) when run again
  bool shrunk = false;     // shrinking was tried (not with bad input, a stop or no time)
  std::string not_shrunk;  // why it was not, for the report
};

/// Slowness, kept apart from correctness: a timeout on a case big enough that an honest
/// solver may need the time. The search goes on below the size where it happened.
struct Performance {
  std::optional<Case> smallest_slow;  // the smallest case (by n + moves) that timed out
  double timeout_seconds = 0;         // how long it ran before it was stopped
  std::uint64_t slow_cases = 0;       // cases that timed out this way
  std::uint64_t skipped = 0;          // cases not run: at least as large as a slow one
  std::uint64_t largest_n_in_time = 0;  // largest n of a case judged within the time limit
  std::vector<std::uint64_t> n_in_time;  // the n of every case judged within the limit
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
/// check.cc; ShardOf below names the shard of a case). Case
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

struct CheckOptions {
  std::uint64_t seed = kDefaultCheckSeed;
  std::uint64_t cases = 5000;
  /// 0: no time limit. Otherwise the whole run (cases, shrinking, reporting) ends within
  /// budget + one run's time limit + about a second; what was not reached is reported.
  double budget_seconds = 0;
  unsigned jobs = 1;
  std::chrono::milliseconds shrink_time{10000};
  unsigned tiers = kAllTiers;
  bool bad_input = false;
  bool memory_limited = false;
  std::uint64_t max_n = 0;                  // 0: no cap on the sizes generated
  bool wide_exhaustive = false;             // the wider exhaustive tier (see Schedule)
  std::int64_t only_case = -1;              // run only this case of the schedule (any shard's)
  std::vector<Case> replay;                 // when not empty: run these instead of the schedule
  /// When not empty (and no replay): run only these cases of the schedule, in this order
  /// (the first failing one in it is reported); for mutate's kill-first order.
  std::vector<std::uint64_t> order;
  Shard shard;                              // run only its cases (of the replay list, too)
  const std::atomic<bool>* stop = nullptr;  // raised by Ctrl-C / SIGTERM: stop, still report
  std::function<void(const Progress&)> on_progress;
  /// Called for every case of the schedule (or replay) that was run and judged, from the
  /// worker threads (so it must be thread-safe); not for the runs of the shrinker.
  std::function<void(const Case&, const RunResult&, const Verdict&)> on_case;
  /// Called with the failure as it stands, on the thread running the check: once when it
  /// is found (minimal == original, not shrunk yet), then each time the shrinker finds a
  /// smaller case that fails the same way (minimal, verdict, run, shrink_seconds change).
  /// For a caller that must report it even if the check is not let finish (a forced end).
  std::function<void(const Failure&)> on_failure;
  /// When set and true for a run: the caller knows that run passes (the same output as an
  /// earlier run judged on the same input, e.g. a mutant's as the original's), and it is
  /// not judged again (no reference solve, oracles or certificate check). Thread-safe.
  std::function<bool(const Case&, const RunResult&)> known_good;
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
  bool interrupted = false;       // stopped by the stop flag
  bool budget_exhausted = false;  // stopped by budget_seconds
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

/// What RunCheck will run with these options, before it runs: seed, shard and planned
/// count (for the header printed first).
CheckResult PlannedCheck(const Problem& p, const CheckOptions& options);

/// Runs the schedule (or the replay cases), only options.shard's cases of it, on `subject`
/// with `jobs` threads, stops at the first failure (the lowest failing case index of the
/// shard; indices are the schedule's), shrinks it keeping its signature, and returns the
/// result; budget, progress, first_seen and performance count the shard's cases only; timeouts on larger cases are recorded as slowness and the search
/// goes on below their size. O(cases x cost of one run).
CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& options);

}  // namespace gc
