// harness/problems/loopy/row.cc — the row of loopy: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/loopy/loopy.h"
#include "oracles/loopy/loopy_product.h"
#include "oracles/loopy/loopy_verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainLoopy(const Instance& x, const Output& expected, int line, std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int LoopyNoCondition3(const Instance& x, std::string* out);
int LoopyOneInfiniteDraws(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kLoopyExamples = {
    {"formats.md", "2 2  0 1 1 0  1  0\n", "inf{} inf{}\ndraw\n"},
    // On a DAG every value is finite and equals the Grundy value (seed 002's definition
    // reduces to the mex), so seed 000's worked example holds here too.
    {"seed 000 DAG, tokens 0 and 2", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n",
     "0 1 2 0 1 0\nfirst\n"},
    {"formats.md n = 0", "0 0  0\n", "\nsecond\n"},
};

Difference DifferLoopy(const Instance&, const LoopyAnswer& want, const LoopyAnswer& got) {
  if (Difference d = row::FirstValue(want.values, got.values, "value", 1, FormatLoopyValue);
      d.differs)
    return d;
  return row::SumDiffers(want.sum, got.sum, 2);
}

// The mutants' witnesses: formats.md's loopy example (the 2-cycle); by hand for 4 4 / 0 1,
// 0 2, 2 3, 3 2: 1 is a sink (0), 2 <-> 3 are inf{}, and 0 (moves to 1 and to 2) is inf{0}:
// 2 is infinite without a follower of value 1 (condition 3), so 0 is not 1. One token on
// 0: x = 0 is in K, first wins.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kLoopyQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    MoveCounterQuantity(),
    {"Grundy value", QuantityKind::kValue, kMaxVertices - 1, kGrundyReach, kGrundyWhy, 1, 0,
     narrow::Modulo},
    {"token count k", QuantityKind::kCount, UINT64_MAX, kCountReach, kCountWhy, 0, 2,
     narrow::CutList},
    {"repeated token", QuantityKind::kRepeats, 1, UINT64_MAX, "", 0, 2, narrow::AsSet},
};

}  // namespace

Problem LoopyRow() {
  return {
      .name = "loopy",
      .summary = "generalized Sprague-Grundy values and sums on graphs with cycles (seed 002)",
      .input = InputKind::kGraphTokens,
      .answer = [](const Instance& x) { return row::Keep(SolveLoopy(x.g, x.tokens)); },
      // The sum's product graph has n^k positions and the fixpoint is quadratic in it:
      // 7^4 = 2401 positions with 4 tokens.
      .oracles = {{"loopy_product", 7, 28,
                   [](const Instance& x) {
                     return row::Keep(oracle::LoopyByProduct(x.g, x.tokens));
                   },
                   /*max_tokens=*/3}},  // the product graph of k tokens has n^k positions
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyLoopy(x.g, x.tokens, std::any_cast<const LoopyAnswer&>(a.value));
          },
      .answers = row::Answers<LoopyAnswer, ParseLoopyAnswer, DifferLoopy>(),
      .lines = {LineShape::kValues, LineShape::kWhole},
      .explain = ExplainLoopy,
      .examples = kLoopyExamples,
      .mutants =
          {
              {"no-condition-3", "loopy",
               "Smith's condition 3 dropped: infinite followers do not block a finite value",
               mutant::LoopyNoCondition3, kMutantAnyN,
               /*wrong_on=*/{"4 4  0 1 0 2 2 3 3 2  1  0\n", "inf{0} 0 inf{} inf{}\nfirst\n"},
               /*right_on=*/{"2 2  0 1 1 0  1  0\n", "inf{} inf{}\ndraw\n"}},
              {"one-infinite-draw", "loopy",
               "a sum with exactly one infinite part is always a draw (its set K is ignored)",
               mutant::LoopyOneInfiniteDraws, kMutantAnyN,
               /*wrong_on=*/{"4 4  0 1 0 2 2 3 3 2  1  0\n", "inf{0} 0 inf{} inf{}\nfirst\n"},
               /*right_on=*/{"2 2  0 1 1 0  1  0\n", "inf{} inf{}\ndraw\n"}},
          },
      .quantities = kLoopyQuantities,
      .footprint = {96, 32},
  };
}

}  // namespace gc
