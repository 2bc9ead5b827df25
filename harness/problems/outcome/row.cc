// harness/problems/outcome/row.cc — the row of outcome: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/rows.h"
#include "harness/problems/row_util.h"
#include "impl/outcome/outcome.h"
#include "oracles/outcome/outcome_fixpoint.h"
#include "oracles/outcome/outcome_verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainOutcome(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int OutcomeMultiEdge(const Instance& x, std::string* out);
int OutcomeSinkWin(const Instance& x, std::string* out);
int OutcomeUndecidedL(const Instance& x, std::string* out);
int OutcomeDropLoops(const Instance& x, std::string* out);
int OutcomeFixedRounds(const Instance& x, std::string* out);
int OutcomeInt8Counter(const Instance& x, std::string* out);
int OutcomeReversed(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kOutcomeExamples = {
    {"formats.md", "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"},
    {"formats.md", "2 2  0 1 1 0\n", "DD\n"},
    {"formats.md", "3 3  0 1 0 1 1 2\n", "LWL\n"},
    {"seed 000 practice 1", "3 3\n0 1\n1 0\n1 2\n", "LWL\n"},
    {"seed 000 practice 2", "3 3\n0 1\n1 2\n2 0\n", "DDD\n"},
    {"formats.md n = 0", "0 0\n", "\n"},
};

Difference DifferOutcome(const Instance&, const OutcomeAnswer& want, const OutcomeAnswer& got) {
  return row::FirstLetter(want.labels, got.labels, "label", 1);
}

// The mutants' witnesses (KnownMutant::wrong_on, right_on): formats.md's 7-vertex example
// WLWLWLD and 2-cycle DD, seed 000's multi-edge case LWL; a 10-chain (9 is L, then the
// labels alternate back: past fixed-rounds' 8 rounds); a star of 128 moves from 0 to 1,
// which moves to a sink: every move of 0 leads to W, so 0 is L (LWL), where an int8_t
// counter starts at -128 and never reaches 0 (at 127 moves it still works).

// Vertex 0 with `degree` moves to 1, which moves to a sink (formats.md's graph text).
std::string Star(int degree) {
  std::string s = "3 " + std::to_string(degree + 1) + "\n";
  for (int i = 0; i < degree; ++i) s += "0 1\n";
  return s + "1 2\n";
}
// Built on first use: the table may be read while other files are still initialised.
std::string_view Star127() {
  static const std::string s = Star(127);
  return s;
}
std::string_view Star128() {
  static const std::string s = Star(128);
  return s;
}

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kOutcomeQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    MoveCounterQuantity(),
};

}  // namespace

Problem OutcomeRow() {
  return {
      .name = "outcome",
      .summary = "win / lose / draw for the player to move (seed 000)",
      .input = InputKind::kGraph,
      .answer = [](const Instance& x) { return row::Keep(SolveOutcome(x.g)); },
      .solve_predecessors = [](const Predecessors& g,
                               const Instance&) { return row::Emit(SolveOutcome(g)); },
      .oracles = {{"outcome_fixpoint", 64, 4096,
                   [](const Instance& x) { return row::Keep(oracle::OutcomeFixpoint(x.g)); }}},
      // Labels alone are checked for local consistency only (a complete certificate needs
      // the lengths): the outcome row's verifier checks the rules at every vertex.
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyOutcome(x.g, std::any_cast<const OutcomeAnswer&>(a.value));
          },
      .answers = row::Answers<OutcomeAnswer, ParseOutcomeAnswer, DifferOutcome>(),
      .lines = {LineShape::kLetters},
      .explain = ExplainOutcome,
      .examples = kOutcomeExamples,
      .mutants =
          {
              {"multi-edge", "outcome",
               "reverse list keeps each predecessor once while the counter counts every edge",
               mutant::OutcomeMultiEdge, kMutantAnyN,
               /*wrong_on=*/{"3 3  0 1 0 1 1 2\n", "LWL\n"},
               /*right_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"}},
              {"sink-win", "outcome", "a vertex with no move is labelled W instead of L",
               mutant::OutcomeSinkWin, kMutantAnyN,
               /*wrong_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"},
               /*right_on=*/{"2 2  0 1 1 0\n", "DD\n"}},
              {"undecided-lose", "outcome",
               "vertices still undecided at the end are labelled L, not D",
               mutant::OutcomeUndecidedL, kMutantAnyN,
               /*wrong_on=*/{"2 2  0 1 1 0\n", "DD\n"},
               /*right_on=*/{"3 3  0 1 0 1 1 2\n", "LWL\n"}},
              {"drop-self-loops", "outcome", "self-loops are dropped while reading the graph",
               mutant::OutcomeDropLoops, kMutantAnyN,
               /*wrong_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"},
               /*right_on=*/{"3 3  0 1 0 1 1 2\n", "LWL\n"}},
              {"fixed-rounds", "outcome",
               "the fixpoint of the two rules is cut off after a fixed 8 rounds",
               mutant::OutcomeFixedRounds, kMutantAnyN,
               /*wrong_on=*/{"10 9  0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9\n", "WLWLWLWLWL\n"},
               /*right_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"}},
              {"int8-counter", "outcome",
               "move counters are int8_t: an out-degree past 127 wraps negative and never reaches "
               "0",
               mutant::OutcomeInt8Counter, kMutantAnyN,
               /*wrong_on=*/{Star128(), "LWL\n"},
               /*right_on=*/{Star127(), "LWL\n"}},
              {"reversed-edges", "outcome", "the pair 'u v' is read as a move from v to u",
               mutant::OutcomeReversed, kMutantAnyN,
               /*wrong_on=*/{"7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n", "WLWLWLD\n"},
               /*right_on=*/{"2 2  0 1 1 0\n", "DD\n"}},
          },
      .quantities = kOutcomeQuantities,
      .footprint = {32, 16},
  };
}

}  // namespace gc
