// harness/problems/undirected/row.cc — the row of undirected: how its answers compare, its examples,
// its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/undirected/undirected.h"
#include "oracles/undirected/undirected_game_search.h"
#include "oracles/undirected/undirected_matchings.h"
#include "oracles/undirected/undirected_verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainUndirected(const Instance& x, const Output& expected, int line,
                              std::int64_t vertex);

// The known mutants of this row (mutants/): each one realistic mistake.
namespace mutant {
int UndirectedSomeMatching(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kUndirectedExamples = {
    {"formats.md", "5 4  0 1 1 2 2 3 3 4\n", "LWLWL\n"},
    {"seed 004 path of four", "4 3  0 1 1 2 2 3\n", "WWWW\n"},
    {"seed 004 star of five", "5 4  0 1 0 2 0 3 0 4\n", "WLLLL\n"},
    {"seed 004 cycle of four", "4 4  0 1 1 2 2 3 3 0\n", "WWWW\n"},
    {"seed 004 cycle of five", "5 5  0 1 1 2 2 3 3 4 4 0\n", "LLLLL\n"},
    {"formats.md n = 0", "0 0\n", "\n"},
};

Difference DifferUndirected(const Instance&, const UndirectedAnswer& want,
                            const UndirectedAnswer& got) {
  return row::FirstLetter(want.labels, got.labels, "label", 1);
}

// The mutant's witnesses: formats.md's undirected example (the 5-path LWLWL); one edge:
// both ends win.

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kUndirectedQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
};

}  // namespace

Problem UndirectedRow() {
  return {
      .name = "undirected",
      .summary = "undirected vertex geography: W iff every maximum matching covers v (seed 004)",
      .input = InputKind::kGraph,
      .undirected = true,
      .answer = [](const Instance& x) { return row::Keep(SolveUndirected(x.g)); },
      .oracles = {{"undirected_game_search", 12, 200,
                   [](const Instance& x) { return row::Keep(oracle::UndirectedGameSearch(x.g)); }},
                  {"undirected_matchings", 12, 16,
                   [](const Instance& x) { return row::Keep(oracle::UndirectedMatchings(x.g)); }}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyUndirected(x.g, std::any_cast<const UndirectedAnswer&>(a.value));
          },
      .answers = row::Answers<UndirectedAnswer, ParseUndirectedAnswer, DifferUndirected>(),
      .lines = {LineShape::kLetters},
      .explain = ExplainUndirected,
      .examples = kUndirectedExamples,
      .mutants =
          {
              {"some-matching", "undirected",
               "W when some maximum matching covers v, instead of every maximum matching",
               mutant::UndirectedSomeMatching, 16,
               /*wrong_on=*/{"5 4  0 1 1 2 2 3 3 4\n", "LWLWL\n"},
               /*right_on=*/{"2 1  0 1\n", "WW\n"}},
          },
      .quantities = kUndirectedQuantities,
      .footprint = {104, 48},
  };
}

}  // namespace gc
