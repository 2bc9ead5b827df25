// mutate/mutate.h — mutation testing of a user's own solver, judged by gamecheck's
// oracles instead of the user's tests: find mutation points on the syntax tree
// (mutate/points/points.h), build one program holding every mutant (the schema, mutate/build/schema.h;
// what cannot stand in it is written and built on its own, in a scratch directory: the
// source is never touched), and run `check` on each mutant (harness/check/check.h: the same
// schedule, judge and shrinker) with a time limit per mutant. Work done once per run
// (mutate/build/fast.h): the original's outputs (a mutant's equal output is not judged
// again), which points its cases reach (no coverage), and, before any mutant runs, every
// mutant's object code (one with the original's machine code is decided without a run;
// of mutants with the same code only the first runs, mutate/build/object.cc).
//
// Verdicts. Killed: check found a failure (wrong answer, crash, malformed output, a
// limit, ...), reported with its minimal counterexample. Timed out: a hang on a case small
// enough to need no time, or slowness only (check's exit 3) — detected, as Stryker counts
// timeouts. Stillborn: the mutant did not build (or could not start). A mutant that
// passes gets a second, stronger pass (a longer time, another seed, the exhaustive tier
// widened, and no scale tier: the first pass spent most of its time there); one that passes that too is "likely equivalent" when its output (exit status
// and standard output) equals the original's on every case both ran, else "survived"
// (the judge accepted an output that differs from the original's). Ignored: marked in
// the source by a person (mutate/points/points.h, Point::ignored), never built or run. Score:
// killed and timed out over those plus survived; likely-equivalent and ignored ones are
// counted apart (and shown, for a person to triage); no killed, timed-out or survived
// mutant, no score.
//
// The original is built and checked first, with each case's output remembered: a
// failing original stops the run (mutation testing needs a passing original), and a slow
// one caps the sizes the mutants get (its suggested --max-n), so that every mutant is
// compared on cases the original answers in time.
// A mutant that passes its first pass is held to the bad-input contract where the original
// keeps it (mutate/decide/contract.h). --since reuses an earlier report's verdicts where a
// mutant's function is unchanged (mutate/select/since.h).
// --diff and --shard select the mutants a run decides, with
// their numbers kept (mutate/select/select.h); the shards' reports merge (mutate/report/merge.h).
// Cost: one schema build (plus one per mutant that cannot stand in it), one object compile
// per C/C++ mutant, the original's passes once; per mutant the cases that reach its point,
// kill-first, within `check.time_limit_seconds` (killed mutants stop at their first failure), and
// survivors the second pass's cases that reach it, within `survivor_time`; `jobs`
// mutants at once.
// The run itself: mutate/run/runner.h (its shared state; the original's setup in runner.cc,
// the programs the mutants run from in programs.cc, each mutant's verdict in decide.cc).
// Status: properties/mutate_test.cc, properties/mutate_marks_test.cc (marks, --mutant),
// properties/mutate_fast_test.cc (the compiler's verdict before any run, coverage per case).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "harness/run/runner.h"
#include "mutate/decide/contract.h"
#include "mutate/points/points.h"
#include "mutate/select/select.h"

namespace gc::mutate {

enum class Status {
  kKilled,
  kTimedOut,
  kSurvived,
  kEquivalent,  // passed both passes with the original's output on every case
  kStillborn,
  kNotRun,      // the run was stopped before this mutant was decided
  kIgnored,     // marked in the source as judged (Point::ignored): never run
  kNoCoverage,  // no case of either pass reached its point (decided without a run)
  kSameCode,    // compiled with optimisation, the same object code as the original's
  kDuplicate,   // the same object code as mutant duplicate_of's
  kNotInfected, // observed (mutate/decide/infection.h): no case that reaches its point made its
                // value differ from the original's (decided without a run); or a narrowed
                // integer whose build with clang's integer checks as traps ran every case
                // without one (mutate/decide/narrowing.h)
};
/// "killed", "timed out", "survived", "likely equivalent", "stillborn", "not run",
/// "ignored", "no coverage", "equivalent (same machine code)", "duplicate", "not infected".
const char* ToString(Status s);
/// The mutation-testing-report-schema status: Killed, Timeout, Survived (the likely
/// equivalent too: left for a person, a viewer shows them by default and scores them as
/// gamecheck does), CompileError, Pending, NoCoverage, and Ignored for what was decided
/// with a proof: the marked ones, the same machine code, the duplicates and the not
/// infected (a viewer leaves them out of its score, as gamecheck does).
const char* SchemaStatus(Status s);
/// Whether the status counts as detected (killed or timed out).
bool Detected(Status s);

/// One check pass over a mutant.
struct Pass {
  std::uint64_t seed = 0;
  bool wide_exhaustive = false;
  bool scale = true;  // whether the scale tier was on
  double time_limit_seconds = 0;
  std::uint64_t cases = 0;     // cases run
  double seconds = 0;
  std::uint64_t largest_n = 0;
  std::uint64_t compared = 0;  // cases whose output was compared with the original's
  std::uint64_t differing = 0; // ... and differed from it (the judge accepted both)
  std::uint64_t sizes = 0;     // distinct vertex counts among the compared cases
  /// The families of the compared cases, each with the most vertices and moves a case of
  /// it had: what a surviving mutant met (a width family past its width, a blossom).
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> families;
};

struct MutantResult {
  std::size_t id = 0;  // 1-based, in source order
  Point point;
  Status status = Status::kNotRun;
  std::string original_line, mutated_line;  // the source line(s) before and after
  std::optional<CheckResult> check;  // the deciding check (its failure for a kill)
  std::string report;                // check's text report of that failure
  std::string build_output;          // stillborn: what the build printed
  std::vector<Pass> passes;
  double seconds = 0;
  std::uint64_t cases() const;       // over all passes
  bool in_schema = false;            // run from the schema program, not built on its own
  std::size_t duplicate_of = 0;      // kDuplicate: the mutant with the same object code
  std::string note;                  // why a verdict is weaker (too few cases compared, ...)
  /// What --since matches it by (mutate/select/since.h): its mutator, its replacement and
  /// where each of its ranges lies in the text of its function, that text hashed.
  std::string key;
  /// --since: its verdict taken from an earlier report, in that report's words.
  struct Reused {
    std::string from;       // "OLD.json #17"
    std::string reason;     // its statusReason there
    std::string failure;    // a detected one's failure and minimal case, on one line
    std::vector<std::string> killed_by;
    std::uint64_t tests = 0;  // its testsCompleted there
    bool contract = false;    // killed on a malformed input (the bad-input contract)
  };
  std::optional<Reused> reused;
};

/// What --since reused of an earlier report (mutate/select/since.h).
struct SinceSummary {
  std::string report;       // OLD.json as given; "" without --since
  std::size_t reused = 0;   // mutants whose verdict it gave
  std::size_t mutants = 0;  // the mutants of the run (after --diff, --shard, --mutant)
  std::string nothing_why;  // why it gave none ("the build command differs"), or ""
  bool source_changed = false;  // the source is not the text the report had
  std::string gamecheck;    // this gamecheck: its version and a hash of its program
  std::string outside;      // a hash of the source outside its functions
};

struct Options {
  const Problem* problem = nullptr;
  std::string source_path;
  Language lang = Language::kCxx;
  /// The build command, run by /bin/sh, with {src} (the mutated source) and {out} (the
  /// program to write) replaced by quoted paths; "" for the language's default:
  /// C++ "c++ -O2 -std=c++17 -o {out} {src}", C "cc -O2 -o {out} {src}",
  /// Python "python3 -m py_compile {src}" (a syntax check; the source is the program).
  std::string build;
  /// How a built mutant runs, words with {src} and {out} replaced; empty for "{out}"
  /// (C, C++) or "python3 {src}" (Python).
  std::vector<std::string> run;
  PointOptions points;
  /// Only these mutators (names as in Point::mutator); empty for all.
  std::vector<std::string> mutators;
  /// Only these mutants (ids as a run with the same points and mutators numbers them);
  /// empty for all. An id past the last is a setup error.
  std::vector<std::size_t> only;
  /// The command line that reruns this run (output flags left out), for the reports' line
  /// that rebuilds one mutant with --mutant ID --keep; empty when there is none.
  std::vector<std::string> again;
  /// The first pass of every mutant: seed, cases, time_limit_seconds, tiers, max_n,
  /// bad_input, shrink_time, memory_limited. jobs, stop, on_case and on_progress are set here.
  CheckOptions check;
  double survivor_time = 10;  // the second pass of a mutant that survived the first
  /// A killed mutant's failure on a case larger than 1000 vertices + moves stops shrinking
  /// after this many candidates in a row that did not fail (ShrinkOptions::stall_after;
  /// 0: only shrink_time ends it): what needs scale to fail (a narrow counter) stays too
  /// large to read, and its single deletions had spent the whole shrink time (1 s of each
  /// of plain_outcome.cpp's 8 IntegerWidth kills, 1.4 s each in all).
  std::uint64_t shrink_stall = 16;
  /// The cases of the second pass's schedule: the original runs them once (within
  /// survivor_time), each survivor those that reach its point.
  std::uint64_t survivor_cases = 500;
  RunLimits limits;             // each run of a mutant (and of the original)
  std::string limit_shim;       // see ProgramRunner
  double build_timeout = 120;
  unsigned jobs = 1;            // mutants decided at once
  bool keep = false;            // keep the scratch directory
  /// One build for all mutants (mutate/build/schema.h), those that cannot stand in it built on
  /// their own; false: every mutant built on its own.
  bool schema = true;
  /// Python schema programs: each run a fork of a warm interpreter (mutate/run/warm.h), not a
  /// python3 start of its own; JavaScript's: a fresh vm context of a warm node (false:
  /// --cold-start).
  bool warm = true;
  /// C/C++: before any run, every mutant is compiled with -c (and -O2 unless the build
  /// optimises) and compared with the original's and the other mutants' objects.
  bool object_equivalence = true;
  /// With object_equivalence: true compiles every mutant before any run (C++ in batches),
  /// so that one with the original's machine code is decided without a run
  /// (--object-code-first); false, the default, compiles a mutant only once it passed its
  /// first pass and the contract: most mutants are killed sooner than they compile (the
  /// phase before any run was 15 s of plain_grundy.cpp's 74 s, to decide one mutant), and
  /// one with the original's machine code then costs its first pass.
  bool object_first = false;
  /// C++: the object code compared in batches of many mutants first (mutate/build/batch.h);
  /// false: every mutant compiled on its own (for comparison).
  bool object_batches = true;
  /// "likely equivalent" needs at least this many compared cases of this many distinct
  /// sizes; below that it stays "survived" with a note.
  std::uint64_t equivalence_cases = 30, equivalence_sizes = 3;
  const std::atomic<bool>* stop = nullptr;
  /// Called (under a lock) as each mutant is decided, with the count decided so far.
  std::function<void(const MutantResult&, std::size_t decided, std::size_t total)> on_mutant;
  /// Called with a line of what the run is doing (building the original, its check, ...).
  std::function<void(const std::string&)> on_note;
  /// Only the mutants on the lines `git diff diff_ref` changed ("": all), and of those
  /// only the shard's (mutate/select/select.h).
  std::string diff_ref;
  Shard shard;
  /// --balance: each mutant's time in an earlier report, by which the shard is dealt
  /// (mutate/select/balance.h); empty: by number.
  MutantTimes shard_times;
  /// Malformed inputs the original is probed on, whose contract the mutants must keep
  /// where the original does (mutate/decide/contract.h); 0: none.
  std::size_t contract_cases = 64;
  /// --since: an earlier --json report whose verdicts are reused where a mutant's function,
  /// the text outside the functions, the options, the problem and gamecheck are unchanged
  /// (mutate/select/since.h); "" for none.
  std::string since;
  /// gamecheck's version, for the reports and --since's comparison (the command's).
  std::string version;
};

struct Result {
  std::string source;                // the original text
  std::vector<MutantResult> mutants; // every selected point, in source order
  /// Why the run could not start (unreadable source, no parser, the original does not
  /// build or cannot run); empty otherwise.
  std::string setup_error;
  /// The original's own check; with a failure, the mutants were not run.
  std::optional<CheckResult> original_check;
  std::string original_report;       // its text report when it failed
  std::uint64_t max_n = 0;           // the size cap the mutants got (0: none)
  std::string max_n_reason;          // "" or why it was set
  /// The families a slow original's cases were capped in, each with its cap: the largest
  /// n it answered in time below the smallest of that family it did not (CPU time).
  std::vector<std::pair<std::string, std::uint64_t>> family_caps;
  /// The most vertices of a case a mutant's pass runs, per pass, for a mutant that
  /// reaches every case (0: the pass did not run): with a cap, the sizes met up to it.
  std::uint64_t largest_n[2] = {0, 0};
  /// When the run's program was a Python launcher (a pyenv shim), replaced by the
  /// interpreter it starts: a sentence saying so; "" otherwise.
  std::string launcher;
  std::string scratch;               // the scratch directory (removed unless keep)
  double seconds = 0;
  bool interrupted = false;
  Selection selection;               // what --diff and --shard selected
  SinceSummary since;                // what --since reused
  Contract contract;                 // the bad-input contract as the original keeps it
  std::size_t builds = 0;            // builds the run made (schema programs, own builds)
  std::size_t object_compiles = 0;   // -c compiles for the object-code comparison
  std::size_t object_batches = 0;    // of them, batches of many mutants (mutate/build/batch.h)
  std::size_t batched_mutants = 0;   // the mutants the batches compared
  std::size_t schema_mutants = 0;    // mutants run from a schema program
  std::size_t copies_mutants = 0;    // mutants run from a program of copies (mutate/build/copies.h)
  std::size_t copies_programs = 0;   // those programs
  /// The median time of the killed and timed-out mutants, seconds (0: none).
  double MedianKillSeconds() const;
  std::size_t Count(Status s) const;
  /// Detected / (detected + survived + likely equivalent + no coverage): Stryker's
  /// mutation score over the schema's statuses (a likely equivalent mutant is Survived
  /// there), the one the HTML viewer shows too. 1 with no mutant.
  double Score() const;
  /// Whether there is a score: some mutant was detected, survived (or is likely
  /// equivalent) or had no coverage
  /// (report.cc).
  bool Scored() const;
  /// Whether --diff or --shard left no mutant to decide (a run that scores 100 %).
  bool NoneSelected() const;
};

/// The score's line of a report: "mutation score 97.5 % = detected 78 / (detected 78 +
/// survived 1 + no coverage 1)", the conservative score after it when some mutant is
/// likely equivalent; for a run that --diff or --shard left with no mutant, 100 %, saying
/// so. Without a score (no mutant, or every mutant stillborn, ignored or likely
/// equivalent), why there is none.
std::string ScoreLine(const Result& r);

/// Whether --min-score `min` (percent; 0: none) fails the run, and why on *why: below it,
/// or no score to hold to it. A run that --diff or --shard left with no mutant passes (it
/// scores 100 %: a pull request that touches no point of the solver must not fail).
bool BelowMinScore(const Result& r, double min, std::string* why);

/// The whole run. Never touches the source file.
Result Run(const Options& o);

/// Keeps only the mutants o.only names (all when it is empty), with their ids; false,
/// with r->setup_error, when an id is past the last mutant (mutate/select/select.cc).
bool SelectMutants(const Options& o, Result* r);

/// The point options the run uses: o.points, with the -I, -D, -U, -std= of the build
/// command as parser arguments when none are given (C, C++).
PointOptions EffectivePointOptions(const Options& o);

/// The build command and run words of a language's defaults: C and C++ are linked
/// -static where the compiler has the static libraries (asked once per process).
std::string DefaultBuild(Language lang);
/// The directory of the npm package typescript whose tsc is on PATH, or "" (none there).
std::string TypeScriptPackage();
/// Java's run words name the class holding main, read from `source_path`.
std::vector<std::string> DefaultRun(Language lang, const std::string& source_path = "");
/// The build command of a run: --build, or DefaultBuild when none was given.
std::string BuildCommand(const Options& o);

// ---- reports (mutate/report/report.cc, report_json.cc, report_junit.cc) ----

/// The text summary: survivors first (file:line, the original and mutated line, what was
/// tried), then stillborn, timed out and killed mutants (one line each, with the failure
/// kind and the minimal counterexample), then the score.
std::string TextSummary(const Options& o, const Result& r, bool verbose);
/// The report in the mutation-testing-report-schema (version 2) of Stryker and Mull.
std::string SchemaJson(const Options& o, const Result& r);
/// JUnit XML, one test case per mutant: a detected mutant passes, a survivor (and a likely
/// equivalent one, until marked) fails, a stillborn, ignored or undecided one is skipped;
/// an interrupted run also has a test case with an <error>, as check's JUnit.
std::string Junit(const Options& o, const Result& r);

}  // namespace gc::mutate
