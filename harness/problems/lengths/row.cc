// harness/problems/lengths/row.cc — the row of lengths: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/rows.h"
#include "harness/problems/row_util.h"
#include "impl/outcome/outcome.h"
#include "oracles/lengths/lengths_bounded_horizon.h"
#include "oracles/outcome/outcome_verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainLengths(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int LengthsLifo(const Instance& x, std::string* out);
int LengthsLoserMin(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kLengthsExamples = {
    {"formats.md", "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n3 2 1 0 1 0 -1\n"},
    {"seed 000 practice 3", "3 3  0 1 0 1 1 2\n", "LWL\n2 1 0\n"},
    {"formats.md n = 0", "0 0\n", "\n\n"},
};

Difference DifferLengths(const Instance&, const LengthsAnswer& want, const LengthsAnswer& got) {
  if (Difference d = row::FirstLetter(want.labels, got.labels, "label", 1); d.differs) return d;
  return row::FirstValue(want.lengths, got.lengths, "length", 2,
                         [](std::int64_t l) { return std::to_string(l); });
}

// The mutants' witnesses: formats.md's lengths example; by hand for 5 4 / 1 3, 2 0, 2 4,
// 4 1: sinks 0 and 3 (length 0), 1 -> 3 wins in 1, 4 -> 1 loses in 2, 2 wins in 1 through 0
// (not in 3 through 4). For 5 5 / 0 4, 1 0, 2 0, 2 3, 3 1: 4 is a sink; 0 wins in 1; 1
// loses in 2; 3 wins in 3; 2 (moves to 0 and 3) loses and stalls: 4.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kLengthsQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    MoveCounterQuantity(),
    {"game length", QuantityKind::kValue, kMaxVertices, kLengthReach, kLengthWhy, 2, 0,
     narrow::Modulo},
};

}  // namespace

Problem LengthsRow() {
  return {
      .name = "lengths",
      .summary = "outcome with optimal game lengths, winner hurries, loser stalls (seed 002)",
      .input = InputKind::kGraph,
      .answer = [](const Instance& x) { return row::Keep(SolveLengths(x.g)); },
      .solve_predecessors = [](const Predecessors& g,
                               const Instance&) { return row::Emit(SolveLengths(g)); },
      .oracles = {{"lengths_bounded_horizon", 64, 4096,
                   [](const Instance& x) {
                     return row::Keep(oracle::LengthsBoundedHorizon(x.g));
                   }}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyLengths(x.g, std::any_cast<const LengthsAnswer&>(a.value));
          },
      .answers = row::Answers<LengthsAnswer, ParseLengthsAnswer, DifferLengths>(),
      .lines = {LineShape::kLetters, LineShape::kValues},
      .explain = ExplainLengths,
      .examples = kLengthsExamples,
      .mutants =
          {
              {"lifo-queue", "lengths",
               "a LIFO stack instead of a FIFO queue: lengths come out of order",
               mutant::LengthsLifo, kMutantAnyN,
               /*wrong_on=*/{"5 4  1 3 2 0 2 4 4 1\n", "LWWLL\n0 1 1 0 2\n"},
               /*right_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n3 2 1 0 1 0 -1\n"}},
              {"loser-min", "lengths",
               "the loser's length is 1 + the minimum over its moves, not the maximum",
               mutant::LengthsLoserMin, kMutantAnyN,
               /*wrong_on=*/{"5 5  0 4 1 0 2 0 2 3 3 1\n", "WLLWL\n1 2 4 3 0\n"},
               /*right_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n3 2 1 0 1 0 -1\n"}},
          },
      .quantities = kLengthsQuantities,
      .footprint = {56, 16},
  };
}

}  // namespace gc
