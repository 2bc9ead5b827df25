// harness/check.h — black-box checking of a solver against a problem row: the case
// schedule, judging one run, failure signatures, and driving the shrinker.
// Generic over the problem table: everything it knows of a problem comes from its row
// (examples, explain) and the generators; every run is judged by harness/judge.h.
// Reproducible: the schedule is a pure function of (problem, seed, options); case i is
// the same case whatever --jobs is, and the reported failure is the lowest failing case.
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
#include "harness/runner.h"
#include "harness/shrink.h"

namespace gc {

inline constexpr std::uint64_t kDefaultCheckSeed = 20261129;

/// The solver under test: runs on one input text. Must be safe to call from many threads.
using Subject = std::function<RunResult(std::string_view input, const std::atomic<bool>* stop)>;

/// A program run out of process with the given limits.
Subject ProgramSubject(ProgramRunner runner, RunLimits limits);

/// An in-process solver: "solver" (the row's own) or "mutant:NAME" (mutants/mutant.h).
/// Reads the text as `gamecheck solve` does (exit 2 on bad input). An empty Subject and a
/// message in *err when the name is unknown or the mutant belongs to another problem.
/// In-process runs have no time or memory limit.
Subject BuiltinSubject(const Problem& p, std::string_view name, std::string* err);

/// Parts of the schedule, in the order they run.
enum class Tier : unsigned {
  kExamples = 1,    // the row's worked examples
  kExhaustive = 2,  // every graph up to a small size (n <= 3 with m <= 3, n = 4 with m <= 2)
  kRandom = 4,      // random instances of growing size (n up to 64)
  kShapes = 8,      // shaped families: chains, cycles, stars of out-degree 128..65,536,
                    // n up to 100,000, multi-edges, self-loops, dense, components
  kReplay = 16,     // files given with --replay
};
inline constexpr unsigned kAllTiers = 1 | 2 | 4 | 8;
const char* ToString(Tier t);
/// Parses "examples,exhaustive,random,shapes" (any subset); nullopt when a name is unknown.
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

/// The case schedule of a problem for a seed: examples, the exhaustive tier, then random
/// cases of growing size with a shaped case every 16th case (and, with bad_input, a
/// malformed input every 8th).
class Schedule {
 public:
  Schedule(const Problem& p, std::uint64_t seed, std::uint64_t cases, unsigned tiers,
           bool bad_input);
  std::uint64_t size() const { return size_; }
  /// Case i (< size()); deterministic and thread-safe.
  Case At(std::uint64_t i) const;
  /// Every family name the schedule can produce, for progress and coverage reports.
  static const std::vector<std::string>& Families();

 private:
  const Problem* p_;
  std::uint64_t seed_, size_;
  unsigned tiers_;
  bool bad_input_;
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
  bool flaky = false;  // the case passed (or failed otherwise) when run again
};

/// Progress of a running check, reported to the caller about ten times a second.
struct Progress {
  std::uint64_t done = 0, total = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::uint64_t>> families;  // family -> cases run
  bool shrinking = false;
};

struct CheckOptions {
  std::uint64_t seed = kDefaultCheckSeed;
  std::uint64_t cases = 5000;
  double budget_seconds = 0;  // 0: no time limit
  unsigned jobs = 1;
  std::chrono::milliseconds shrink_time{10000};
  unsigned tiers = kAllTiers;
  bool bad_input = false;
  bool memory_limited = false;
  std::int64_t only_case = -1;              // run only this case of the schedule
  std::vector<Case> replay;                 // when not empty: run these instead of the schedule
  const std::atomic<bool>* stop = nullptr;  // raised by Ctrl-C: stop, still report
  std::function<void(const Progress&)> on_progress;
};

struct CheckResult {
  std::uint64_t seed = 0;
  std::uint64_t planned = 0;  // cases in the schedule
  std::uint64_t cases_run = 0;
  double seconds = 0;
  bool interrupted = false;       // stopped by the stop flag
  bool budget_exhausted = false;  // stopped by budget_seconds
  std::vector<std::pair<std::string, std::uint64_t>> families;
  std::optional<Failure> failure;
};

/// Runs the schedule (or the replay cases) on `subject` with `jobs` threads, stops at the
/// first failure (the lowest failing case index), shrinks it keeping its signature, and
/// returns the result. O(cases x cost of one run).
CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& options);

}  // namespace gc
