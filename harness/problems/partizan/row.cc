// harness/problems/partizan/row.cc — the row of partizan: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/partizan/partizan.h"
#include "oracles/outcome/outcome_verify.h"
#include "oracles/partizan/partizan_fixpoint.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainPartizan(const Instance& x, const Output& expected, int line,
                            std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int PartizanSwappedSide(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kPartizanExamples = {
    {"formats.md", "3  2  0 1 1 2  1  1 0\n", "DWL\nLDL\n"},
    // formats.md: with the same moves for both players, both lines are the outcome answer
    // of the outcome example `3 3  0 1 0 1 1 2 -> LWL` (the multi-edge case).
    {"formats.md same moves", "3  3  0 1 0 1 1 2  3  0 1 0 1 1 2\n", "LWL\nLWL\n"},
    {"formats.md same moves", "2  2  0 1 1 0  2  0 1 1 0\n", "DD\nDD\n"},
    {"formats.md n = 0", "0  0  0\n", "\n\n"},
};

Difference DifferPartizan(const Instance&, const PartizanAnswer& want, const PartizanAnswer& got) {
  if (Difference d = row::FirstLetter(want.left, got.left, "label with Left to move", 1);
      d.differs)
    return d;
  return row::FirstLetter(want.right, got.right, "label with Right to move", 2);
}

// The doubled graph: state v is v with Left to move, n + v with Right to move; a Left move
// u -> w leads to (w, Right), a Right move to (w, Left). A partizan answer is an outcome
// answer of this graph (left line, then right line), so the outcome verifier's local rules
// apply to it unchanged.
std::string VerifyPartizan(const Instance& x, const Answer& answer) {
  const Vertex n = x.g.n();
  const PartizanAnswer& a = std::any_cast<const PartizanAnswer&>(answer.value);
  std::vector<Edge> es;
  for (Edge e : x.g.edges()) es.push_back({e.u, n + e.v});
  for (Edge e : x.right.edges()) es.push_back({n + e.u, e.v});
  std::string e = oracle::VerifyOutcome(Graph(2 * n, es), OutcomeAnswer{a.left + a.right});
  if (e.empty()) return e;
  return "in the doubled graph (state n + v is v with Right to move): " + e;
}

// The mutant's witnesses: formats.md's partizan example; equal move sets give the outcome
// answer on both lines.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kPartizanQuantities = {
    VertexIdQuantity(kMaxVertices / 2 - 1),
    {"move counter (per player)", QuantityKind::kCounter, UINT64_MAX, kCounterReach, kCounterWhy,
     0, 0, narrow::CutMoves},
};

}  // namespace

Problem PartizanRow() {
  return {
      .name = "partizan",
      .summary = "mover-matters games: W/L/D with Left and with Right to move (seed 002)",
      .input = InputKind::kPartizan,
      .max_n = kMaxVertices / 2,  // states (v, player) are numbered 0 .. 2n-1 in 32 bits
      .answer = [](const Instance& x) { return row::Keep(SolvePartizan(x.g, x.right)); },
      .oracles = {{"partizan_fixpoint", 64, 4096,
                   [](const Instance& x) {
                     return row::Keep(oracle::PartizanFixpoint(x.g, x.right));
                   }}},
      // Local consistency only, as for outcome labels: W has a move to L, L only moves to W.
      .verify = VerifyPartizan,
      .answers = row::Answers<PartizanAnswer, ParsePartizanAnswer, DifferPartizan>(),
      .lines = {LineShape::kLetters, LineShape::kLetters},
      .explain = ExplainPartizan,
      .examples = kPartizanExamples,
      .mutants =
          {
              {"swapped-side", "partizan",
               "predecessors of a Left-to-move state are looked up in Left's moves, not Right's",
               mutant::PartizanSwappedSide, kMutantAnyN,
               /*wrong_on=*/{"3  2  0 1 1 2  1  1 0\n", "DWL\nLDL\n"},
               /*right_on=*/{"3  3 0 1 0 1 1 2  3 0 1 0 1 1 2\n", "LWL\nLWL\n"}},
          },
      .quantities = kPartizanQuantities,
      .footprint = {80, 24},
  };
}

}  // namespace gc
