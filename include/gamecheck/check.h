// gamecheck/check.h — check a C++ solver in process: the same case schedule, judge,
// shrinker and text report as `gamecheck check PROBLEM -- PROGRAM`, without a process
// per case: 60,000-75,000 small cases per second of CPU on one core, some 50-85 times
// the rate of a program run per case (docs/api.md has the measurement).
//
//   #include <gamecheck/check.h>
//   std::string MySolve(std::string_view input);   // the spec's input text -> output text
//   gamecheck::Result r = gamecheck::Check("outcome", MySolve);
//   if (!r) std::cout << r.report;                 // minimal failing case, expected, got
//
// Link the CMake target gamecheck::check. GoogleTest in one line: gamecheck/gtest.h.
// RapidCheck generators of the same inputs: gamecheck/gen.h.
//
// What runs in process, and what does not:
//  - The function is called directly, with no time limit, no memory limit and no cap on
//    its output. A function that crashes (a null dereference, abort, exit) takes the
//    calling process with it; one that hangs, hangs the check. Isolating those is the
//    caller's: run it as a program with `gamecheck check` (which kills a crash or a
//    timeout and reports it), or call Check inside a GoogleTest death test.
//  - An exception escaping the function is a failure: FailureKind::kCrash, and the report
//    says "threw TYPE: what()". It is shrunk like any other failure.
//  - Threads: with Options::jobs > 1 the function is called from that many threads at
//    once; it must be safe to call concurrently. With jobs = 1 (the default) it is called
//    from the calling thread only, one case at a time.
//  - Deterministic: the cases are a pure function of (problem, seed, tiers, max_n,
//    bad_input); the failure reported is the lowest failing case whatever the jobs.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "harness/judge/judge.h"

namespace gamecheck {

/// The judge's typed verdict: kind, the first difference (diff), cause, a sentence
/// (detail), the expected output and what established it (judged_by).
using Verdict = gc::Verdict;
using FailureKind = gc::FailureKind;
/// What a solver printed: exit status and standard output (the spec's output text).
using Output = gc::Output;

/// A solver that always exits 0: input text -> output text.
using TextSolver = std::function<std::string(std::string_view input)>;
/// A solver with an exit status: grundy's status 1 on a cycle, status 2 (and no output)
/// on a malformed input under Options::bad_input.
using StatusSolver = std::function<Output(std::string_view input)>;

/// Parts of the schedule (`--tiers`), to be or-ed together.
inline constexpr unsigned kExamples = 1;    // the problem's worked examples
inline constexpr unsigned kExhaustive = 2;  // every graph up to n = 3 (m <= 3) and n = 4 (m <= 2)
inline constexpr unsigned kRandom = 4;      // random instances growing to n = 64
inline constexpr unsigned kShapes = 8;      // chains, cycles, stars, deep DAGs, ... up to 10^5
inline constexpr unsigned kScale = 32;      // the shapes at 2*10^5 and 10^6 vertices
inline constexpr unsigned kAllTiers = kExamples | kExhaustive | kRandom | kShapes | kScale;

/// The command's options of the same names and defaults.
struct Options {
  std::uint64_t seed = 20261129;  // `gamecheck check`'s default --seed
  std::uint64_t cases = 5000;
  /// 0: none. Otherwise no new case starts after this many seconds (a case in progress
  /// is not stopped: there is no time limit in process); the result says PASS (time
  /// budget reached) with the cases not reached.
  double budget_seconds = 0;
  unsigned jobs = 1;          // threads calling the function; 0: one per core
  std::uint64_t max_n = 0;    // 0: no cap on the sizes generated
  unsigned tiers = kAllTiers;
  /// Every 8th case a malformed input, which must give status 2 and no output: for a
  /// StatusSolver only (a TextSolver always exits 0, so it fails them).
  bool bad_input = false;
  double shrink_seconds = 10;  // time for shrinking the first failure
};

/// The first failure, shrunk.
struct Failure {
  std::uint64_t case_index = 0;  // the failing case of the schedule (before shrinking)
  /// The verdict on minimal_input; kSetupError when nothing was run (an unknown problem,
  /// an empty function, no tier): then verdict.detail says why and the inputs are empty.
  Verdict verdict;
  std::string minimal_input;   // the smallest input found that fails the same way
  std::string original_input;  // the input of case_index
  Output expected;             // on minimal_input: the references' answer
  Output got;                  // on minimal_input: the function's (empty when it threw)
  /// Why the expected output is right at the first difference ("vertex 2 is L: every
  /// move leads to W: ..."), the report's `why:` line; "" when there is none.
  std::string why;
};

struct Result {
  std::uint64_t seed = 0;
  std::uint64_t cases_run = 0;
  double seconds = 0;
  std::optional<Failure> failure;
  /// Stopped by its stop flag (the Python module's Ctrl-C): the report says so, and the
  /// failure found by then, if any, is kept.
  bool interrupted = false;
  /// Some case ran past its time limit on a size where that is slowness, not a hang
  /// (only for subjects with a time limit: gamecheck/detail/subject.h).
  bool slow = false;
  /// The text report `gamecheck check` prints (its header line, then PASS with coverage
  /// or FAIL with the minimal case, expected and actual output, the first difference and
  /// why).
  std::string report;

  bool passed() const { return !failure.has_value(); }
  /// So that EXPECT_TRUE(r) << r.report reads well.
  explicit operator bool() const { return passed(); }
};

/// Checks `solver` on the cases of `problem`: "outcome", "lengths", "grundy", "loopy",
/// "geography", "undirected" or "partizan", in the formats of shared/spec/formats.md.
/// An unknown problem name is not thrown: it is a Result whose failure is a kSetupError
/// naming the problems (so it reads in a test as any other failure does).
/// Time: about cases x (the function + the check's own work, ~15 us on a small case) /
/// jobs, plus shrinking.
Result Check(std::string_view problem, TextSolver solver, const Options& options = {});
Result Check(std::string_view problem, StatusSolver solver, const Options& options = {});

}  // namespace gamecheck
