// harness/problems/grundy/row.cc — the row of grundy: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/grundy/grundy.h"
#include "oracles/grundy/grundy_mex.h"
#include "oracles/grundy/grundy_verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainGrundy(const Instance& x, const Output& expected, int line,
                          std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int GrundyMexMaxPlusOne(const Instance& x, std::string* out);
int GrundyNoCycleCheck(const Instance& x, std::string* out);
int GrundyForwardOrder(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kGrundyExamples = {
    {"formats.md", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n", "0 1 2 0 1 0\nfirst\n"},
    {"seed 000 sums of tokens, tokens 1 and 4", "6 6\n0 1\n0 2\n1 3\n2 3\n2 4\n4 5\n2\n1 4\n",
     "0 1 2 0 1 0\nsecond\n"},
    {"formats.md cycle rule, two-cycle", "2 2  0 1 1 0  1  0\n", "graph has a cycle\n", 1},
    {"formats.md cycle rule, self-loop", "1 1  0 0  0\n", "graph has a cycle\n", 1},
    {"formats.md n = 0", "0 0  0\n", "\nsecond\n"},
};

// "graph has a cycle" goes with exit status 1 (formats.md).
Answer KeepGrundy(GrundyAnswer a) {
  const int status = a.cycle ? 1 : 0;
  return row::Keep(std::move(a), status);
}

Difference DifferGrundy(const Instance&, const GrundyAnswer& want, const GrundyAnswer& got) {
  if (want.cycle != got.cycle) {
    Difference d = row::Differ("cycle", 1, -1, want.cycle ? "graph has a cycle" : "values",
                               got.cycle ? "graph has a cycle" : "values");
    d.expected_class = want.cycle ? "cycle" : "values";
    d.actual_class = got.cycle ? "cycle" : "values";
    return d;
  }
  if (Difference d = row::FirstValue(want.values, got.values, "Grundy value", 1,
                                     [](std::uint32_t v) { return std::to_string(v); });
      d.differs)
    return d;
  return row::SumDiffers(want.sum, got.sum, 2);
}

// The mutants' witnesses: formats.md's grundy example and cycle rule; by hand, the 2-chain
// 0 -> 1 has values 1 0 and a token on 0 wins.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kGrundyQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    MoveCounterQuantity(),
    {"Grundy value", QuantityKind::kValue, kMaxVertices - 1, kGrundyReach, kGrundyWhy, 1, 0,
     narrow::Modulo},
    {"token count k", QuantityKind::kCount, UINT64_MAX, kCountReach, kCountWhy, 0, 2,
     narrow::CutList},
    {"repeated token", QuantityKind::kRepeats, 1, UINT64_MAX, "", 0, 2, narrow::AsSet},
};

}  // namespace

Problem GrundyRow() {
  return {
      .name = "grundy",
      .summary = "Grundy values of a DAG and the winner of a sum of tokens (seed 000)",
      .input = InputKind::kGraphTokens,
      .prefers_dag = true,
      .answer = [](const Instance& x) { return KeepGrundy(SolveGrundy(x.g, x.tokens)); },
      // Game search over token tuples: at most 16^4 positions with the generators' 0-4 tokens.
      .oracles = {{"grundy_mex_search", 16, 64,
                   [](const Instance& x) {
                     return KeepGrundy(oracle::GrundyByMex(x.g, x.tokens));
                   }}},
      .verify =
          [](const Instance& x, const Answer& answer) {
            const GrundyAnswer& a = std::any_cast<const GrundyAnswer&>(answer.value);
            if ((answer.status == 1) != a.cycle)
              return std::string("exit status 1 goes with \"graph has a cycle\" only");
            return oracle::VerifyGrundy(x.g, x.tokens, a);
          },
      .answers = row::Answers<GrundyAnswer, ParseGrundyAnswer, DifferGrundy>(),
      .lines = {LineShape::kValues, LineShape::kWhole},
      .explain = ExplainGrundy,
      .examples = kGrundyExamples,
      .mutants =
          {
              {"mex-max-plus-one", "grundy",
               "the Grundy value is 1 + the largest follower value, not the mex",
               mutant::GrundyMexMaxPlusOne, kMutantAnyN,
               /*wrong_on=*/{"6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n", "0 1 2 0 1 0\nfirst\n"},
               /*right_on=*/{"2 1  0 1  1  0\n", "1 0\nfirst\n"}},
              {"no-cycle-check", "grundy",
               "no cycle check: Kahn's partial order is used and values printed on a cyclic graph",
               mutant::GrundyNoCycleCheck, kMutantAnyN,
               /*wrong_on=*/{"2 2  0 1 1 0  1  0\n", "graph has a cycle\n", 1},
               /*right_on=*/{"6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n", "0 1 2 0 1 0\nfirst\n"}},
              {"forward-order", "grundy",
               "values computed in topological order instead of its reverse",
               mutant::GrundyForwardOrder, kMutantAnyN,
               /*wrong_on=*/{"6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n", "0 1 2 0 1 0\nfirst\n"},
               /*right_on=*/{"2 1  0 1  1  0\n", "1 0\nfirst\n"}},
          },
      .quantities = kGrundyQuantities,
      .footprint = {48, 24},
  };
}

}  // namespace gc
