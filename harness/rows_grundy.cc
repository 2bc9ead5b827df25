// harness/rows_grundy.cc — the rows of grundy (Grundy values of a DAG, seed 000) and
// loopy (generalized Sprague-Grundy values, seed 002).
#include "harness/row_util.h"
#include "harness/explain.h"
#include "harness/rows.h"
#include "impl/grundy.h"
#include "impl/loopy.h"
#include "oracles/grundy_mex.h"
#include "oracles/grundy_verify.h"
#include "oracles/loopy_product.h"
#include "oracles/loopy_verify.h"

namespace gc {

// The known mutants of these rows (mutants/*_mutants.cc): each one realistic mistake.
namespace mutant {
int GrundyMexMaxPlusOne(const Instance& x, std::string* out);
int GrundyNoCycleCheck(const Instance& x, std::string* out);
int GrundyForwardOrder(const Instance& x, std::string* out);
int LoopyNoCondition3(const Instance& x, std::string* out);
int LoopyOneInfiniteDraws(const Instance& x, std::string* out);
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

const std::vector<Example> kLoopyExamples = {
    {"formats.md", "2 2  0 1 1 0  1  0\n", "inf{} inf{}\ndraw\n"},
    // On a DAG every value is finite and equals the Grundy value (seed 002's definition
    // reduces to the mex), so seed 000's worked example holds here too.
    {"seed 000 DAG, tokens 0 and 2", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n",
     "0 1 2 0 1 0\nfirst\n"},
    {"formats.md n = 0", "0 0  0\n", "\nsecond\n"},
};

Output EmitGrundy(const GrundyAnswer& a) { return {a.cycle ? 1 : 0, FormatAnswer(a)}; }

Difference CompareGrundy(const Instance& x, const Output& e, const Output& a) {
  if (Difference d = row::StatusDiffers(e, a); d.differs) return d;
  GrundyAnswer want = ParseGrundyAnswer(e.out, x.g.n());
  GrundyAnswer got = ParseGrundyAnswer(a.out, x.g.n());
  if (want.cycle != got.cycle) {
    Difference d = row::Differ("cycle", 1, -1, want.cycle ? "graph has a cycle" : "values",
                               got.cycle ? "graph has a cycle" : "values");
    d.expected_class = want.cycle ? "cycle" : "values";
    d.got_class = got.cycle ? "cycle" : "values";
    return d;
  }
  if (Difference d = row::FirstValue(want.values, got.values, "Grundy value", 1,
                                     [](std::uint32_t v) { return std::to_string(v); });
      d.differs)
    return d;
  return row::SumDiffers(want.sum, got.sum, 2);
}

Difference CompareLoopy(const Instance& x, const Output& e, const Output& a) {
  if (Difference d = row::StatusDiffers(e, a); d.differs) return d;
  LoopyAnswer want = ParseLoopyAnswer(e.out, x.g.n());
  LoopyAnswer got = ParseLoopyAnswer(a.out, x.g.n());
  if (Difference d = row::FirstValue(want.values, got.values, "value", 1, FormatLoopyValue);
      d.differs)
    return d;
  return row::SumDiffers(want.sum, got.sum, 2);
}

}  // namespace

Problem GrundyRow() {
  return {
      .name = "grundy",
      .summary = "Grundy values of a DAG and the winner of a sum of tokens (seed 000)",
      .input = InputKind::kGraphTokens,
      .prefers_dag = true,
      .solve = [](const Instance& x) { return EmitGrundy(SolveGrundy(x.g, x.tokens)); },
      // Game search over token tuples: at most 16^4 positions with the generators' 0-4 tokens.
      .oracles = {{"grundy_mex_search", 16, 64,
                   [](const Instance& x) {
                     return EmitGrundy(oracle::GrundyByMex(x.g, x.tokens));
                   }}},
      .verify =
          [](const Instance& x, const Output& o) {
            GrundyAnswer a = ParseGrundyAnswer(o.out, x.g.n());
            if ((o.status == 1) != a.cycle)
              return std::string("exit status 1 goes with \"graph has a cycle\" only");
            return oracle::VerifyGrundy(x.g, x.tokens, a);
          },
      .compare = CompareGrundy,
      .lines = {LineShape::kValues, LineShape::kWhole},
      .explain = ExplainGrundy,
      .examples = kGrundyExamples,
      .mutants = {
          {"mex-max-plus-one", "grundy", "the Grundy value is 1 + the largest follower value, not the mex", mutant::GrundyMexMaxPlusOne},
          {"no-cycle-check", "grundy", "no cycle check: Kahn's partial order is used and values printed on a cyclic graph",
                 mutant::GrundyNoCycleCheck},
          {"forward-order", "grundy", "values computed in topological order instead of its reverse",
                 mutant::GrundyForwardOrder},
      },
      .footprint = {48, 24},
  };
}

Problem LoopyRow() {
  return {
      .name = "loopy",
      .summary = "generalized Sprague-Grundy values and sums on graphs with cycles (seed 002)",
      .input = InputKind::kGraphTokens,
      .solve = [](const Instance& x) { return row::Emit(SolveLoopy(x.g, x.tokens)); },
      // The sum's product graph has n^k positions and the fixpoint is quadratic in it:
      // 7^4 = 2401 positions with 4 tokens.
      .oracles = {{"loopy_product", 7, 28,
                   [](const Instance& x) {
                     return row::Emit(oracle::LoopyByProduct(x.g, x.tokens));
                   },
                   /*max_tokens=*/3}},  // the product graph of k tokens has n^k positions
      .verify =
          [](const Instance& x, const Output& o) {
            return oracle::VerifyLoopy(x.g, x.tokens, ParseLoopyAnswer(o.out, x.g.n()));
          },
      .compare = CompareLoopy,
      .lines = {LineShape::kValues, LineShape::kWhole},
      .explain = ExplainLoopy,
      .examples = kLoopyExamples,
      .mutants = {
          {"no-condition-3", "loopy", "Smith's condition 3 dropped: infinite followers do not block a finite value",
                 mutant::LoopyNoCondition3},
          {"one-infinite-draw", "loopy", "a sum with exactly one infinite part is always a draw (its set K is ignored)",
                 mutant::LoopyOneInfiniteDraws},
      },
      .footprint = {96, 32},
  };
}

}  // namespace gc
