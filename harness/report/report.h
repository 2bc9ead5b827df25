// harness/report/report.h — the reports of a check: plain text for people, JSON for tools
// (schema in docs/check.md), JUnit XML for CI, and a Graphviz picture of the
// counterexample with expected and actual answers on each vertex.
// Generic over the problem table: the row's line shapes say which output lines hold one
// letter or one value per vertex, so every row's output is drawn without a per-problem
// printer. O(size of the case).
// Status: properties/check_test.cc parses the JSON and JUnit output with python3.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "harness/check/check.h"
#include "harness/check/kill_matrix.h"

namespace gc {

/// What the reports say about how the check was run.
struct ReportContext {
  std::string problem;
  std::string builtin;               // "mutant:multi-edge", or "" for a program
  /// A function checked in process through the C++ API (include/gamecheck/check.h), as
  /// the header names it ("in-process function"); "" otherwise. No by-hand line for it.
  std::string function;
  std::vector<std::string> program;  // the program's argv, for a program
  std::vector<std::string> replay;   // a command line that reruns the failing case
  std::string saved;                 // the file the minimal case was saved to, or ""
  /// When the shrink did not reach a fixpoint: the command that goes on shrinking from
  /// the saved case (--replay it with a longer --shrink-time); empty otherwise.
  std::vector<std::string> continue_shrink;
  unsigned jobs = 1;
  double timeout_seconds = 0;        // a program's time limit (0: none), for the by-hand line
  std::uint64_t memory_mb = 0;       // a program's memory limit (0: none), likewise
  /// A program's time limit per case as applied ("2 s + 2 s per million vertices and
  /// edges"), for the slowness part; "" for in-process subjects.
  std::string time_limit;
  /// When the program was a Python launcher run as the interpreter it starts: a line of
  /// the header saying so; "" otherwise.
  std::string launcher;
  /// Which clock decides a run's time and what the load was (ClockLine,
  /// harness/run/cpu_clock.h), a line of the header; "" for none.
  std::string clock;
  /// The run's budget in seconds (0: none, the whole schedule), and whether it is the
  /// command's default (not given), for the header and the PASS line.
  double budget_seconds = 0;
  bool default_budget = false;
};

/// A JSON string literal of s; control bytes and bytes outside ASCII escaped one by one
/// (a program's output need not be UTF-8, and JSON must be).
std::string JsonQuote(std::string_view s);
/// Text for an XML attribute or element: markup characters as entities; control bytes
/// XML 1.0 forbids and bytes outside ASCII as '?'.
std::string Xml(const std::string& s);
/// Quotes one word for a POSIX shell (only when it needs it).
std::string ShellQuote(const std::string& word);
/// Words joined by spaces, each quoted as needed.
std::string ShellLine(const std::vector<std::string>& words);

/// The header line printed before the run: problem, subject, seed, cases, jobs.
std::string TextHeader(const ReportContext& ctx, const CheckResult& planned);
/// The human report: PASS with coverage, or the minimal case, expected and actual output,
/// the first difference with an explanation, and replay lines.
std::string TextReport(const Problem& p, const ReportContext& ctx, const CheckResult& r);
/// The JSON report (one object; schema in docs/check.md).
std::string JsonReport(const Problem& p, const ReportContext& ctx, const CheckResult& r);
/// JUnit XML: one test suite per check, one test case per family of cases run; the
/// failure is attached to the family of the failing case.
std::string JunitReport(const Problem& p, const ReportContext& ctx, const CheckResult& r);
/// How a run ended: "exit status 0", "killed by SIGSEGV", "timed out", ...
std::string EndText(const RunResult& r);
/// The output lines of `out` that give one answer per vertex (the row's kLetters and
/// kValues lines of n items), each split into its n items; the other nonempty lines
/// (and a line not of its shape: a program's malformed output) go whole to `other`.
std::vector<std::vector<std::string>> PerVertex(const Problem& p, const std::string& out, Vertex n,
                                                std::vector<std::string>* other);
/// Graphviz of the minimal case: vertices labelled with expected and actual answers,
/// the first differing vertex in red; repeated edges drawn one by one.
std::string DotReport(const Problem& p, const Failure& f);

// ---- the kill matrix (harness/report/report_kill_matrix.cc) ----

/// The table (mutant x layer), survivors, layers that alone kill a mutant, and the shrunk
/// counterexamples in the spec's text.
std::string FormatKillMatrix(const KillMatrix& km);
std::string KillMatrixJson(const KillMatrix& km);

/// Writes each counterexample to dir/fuzz_<problem>/regress/mutant-<name>.txt (the fuzz
/// corpus layout, spec text). Returns the paths written; throws std::runtime_error.
std::vector<std::string> SaveCounterexamples(const KillMatrix& km, const std::string& dir);

}  // namespace gc
