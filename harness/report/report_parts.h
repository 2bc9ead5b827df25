// harness/report/report_parts.h — what the report formats share (harness/report/report.h
// is their interface): numbers and plurals as the reports print them, the subject and
// shard sentences, the performance part, the per-vertex answers of a verdict, and the
// words of RunResult::End and CellState in one table each. Internal to harness/report/.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "harness/judge/enum_names.h"
#include "harness/report/report.h"

namespace gc {

/// Each way a run ends with its words (text: EndText's start; slug: JSON "end").
inline constexpr EnumName<RunResult::End> kEndNames[] = {
    {RunResult::End::kExited, "exit status", "exited"},
    {RunResult::End::kSignaled, "killed by", "signaled"},
    {RunResult::End::kTimeout, "timed out", "timeout"},
    {RunResult::End::kOutputLimit, "stopped: output cap reached", "output-limit"},
    {RunResult::End::kCancelled, "cancelled", "cancelled"},
    {RunResult::End::kSpawnFailed, "not started:", "spawn-failed"},
};
static_assert(Dense(kEndNames) &&
              std::size(kEndNames) == static_cast<std::size_t>(RunResult::End::kSpawnFailed) + 1);

/// Each state of a kill-matrix cell with its words (text: the table's "n/a"; slug: JSON).
inline constexpr EnumName<CellState> kCellStateNames[] = {
    {CellState::kKilled, "kill", "killed"},
    {CellState::kSurvived, "-", "survived"},
    {CellState::kNotApplicable, "n/a", "n/a"},
};
static_assert(Dense(kCellStateNames) &&
              std::size(kCellStateNames) ==
                  static_cast<std::size_t>(CellState::kNotApplicable) + 1);

/// The slug of e ("exited", "signaled", ...).
const char* EndSlug(RunResult::End e);

/// x with `digits` decimals ("0.25").
std::string Fixed(double x, int digits);
/// "1 case", "3 cases".
std::string Plural(std::uint64_t k, const char* one, const char* many);
/// "shard 2/4: one case of each block of 4" (ASCII: the JUnit report carries it).
std::string ShardText(const Shard& sh);
/// "program ./a.out", "builtin mutant:multi-edge", or the function's name.
std::string SubjectText(const ReportContext& ctx);
/// A text indented, a bounded number of lines of bounded length, unprintable bytes made
/// visible (a report must not be flooded or garbled by what a program printed).
std::string Indented(const std::string& s, std::size_t max_lines = 24, std::size_t max_cols = 160);
/// The performance part: slowness kept apart from correctness, with the time limit.
std::string PerformanceText(const Problem& p, const ReportContext& ctx, const CheckResult& r);

/// The expected and the actual answers of a verdict, one row of n items per output line
/// that gives one answer per vertex (PerVertex), and the other lines whole.
struct VertexAnswers {
  std::vector<std::vector<std::string>> expected, actual;
  std::vector<std::string> expected_other, actual_other;
  /// The items of vertex v, one per row.
  static std::vector<std::string> Of(const std::vector<std::vector<std::string>>& rows, Vertex v);
};
/// Split once from the verdict's expected and actual outputs; the DOT and HTML reports
/// draw from it. O(size of the outputs).
VertexAnswers AnswersOf(const Problem& p, const Verdict& v, Vertex n);

}  // namespace gc
