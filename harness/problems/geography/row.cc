// harness/problems/geography/row.cc — the row of geography: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/geography/answer_diff.h"
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/geography/geography.h"
#include "oracles/geography/geography_search.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainGeography(const Instance& x, const Output& expected, int line, std::int64_t);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int GeographyMemoVertex(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kGeographyExamples = {
    {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  0\n", "first\n1\n"},
    // Worked by hand from the definition: 0 -> 1 -> 2 is a path, so G = mex{mex{0}} = 0.
    {"seed 004 rules, a path of three", "3 2  0 1 1 2  0\n", "second\n0\n"},
    // A self-loop is no move (the start is visited), a repeated edge one move.
    {"formats.md loops and repeats", "2 3  0 0 0 1 0 1  0\n", "first\n1\n"},
};

// The mutant's witnesses: formats.md's geography example; by hand for 3 4 / 0 1, 0 2, 1 2,
// 2 1: from 0 either move (to 1 or 2) leaves one more move (2 -> 1 or 1 -> 2) then none:
// both options have value 1, so 0 has value 0 and the second player wins.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kGeographyQuantities = {
    {"vertex id", QuantityKind::kVertexId, kGeographyMaxN - 1, UINT64_MAX, "", 0, 0, narrow::FoldIds},
};

}  // namespace

Problem GeographyRow() {
  return {
      .name = "geography",
      .summary = "directed vertex geography: winner and Grundy value of a start (seed 004)",
      .input = InputKind::kGraphStart,
      .max_n = kGeographyMaxN,
      .answer = [](const Instance& x) { return row::Keep(SolveGeography(x.g, x.start)); },
      .oracles = {{"geography_search", 9, 30,
                   [](const Instance& x) {
                     return row::Keep(oracle::GeographySearch(x.g, x.start));
                   }}},
      .verify = nullptr,  // no certificate: a strategy is a subtree of exponential size
      .answers = row::Answers<GeographyAnswer, ParseGeographyAnswer, row::WinnerAndValue>(),
      .lines = {LineShape::kWhole, LineShape::kWhole},
      .explain = ExplainGeography,
      .examples = kGeographyExamples,
      .mutants =
          {
              {"memo-vertex", "geography",
               "memoised on the vertex alone, not on (vertex, visited set)",
               mutant::GeographyMemoVertex, kMutantAnyN,
               /*wrong_on=*/{"3 4  0 1 0 2 1 2 2 1  0\n", "second\n0\n"},
               /*right_on=*/{"5 6  0 1 0 2 1 3 2 3 3 4 2 4  0\n", "first\n1\n"}},
          },
      .quantities = kGeographyQuantities,
      .footprint = {96, 32},
  };
}

}  // namespace gc
