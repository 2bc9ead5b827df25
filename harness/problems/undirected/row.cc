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

Difference CompareUndirected(const Instance& x, const Output& e, const Output& a) {
  if (Difference d = row::StatusDiffers(e, a); d.differs) return d;
  const UndirectedAnswer want = ParseUndirectedAnswer(e.out, x.g.n());
  const UndirectedAnswer got = ParseUndirectedAnswer(a.out, x.g.n());
  return row::FirstLetter(want.labels, got.labels, "label", 1);
}

}  // namespace

Problem UndirectedRow() {
  return {
      .name = "undirected",
      .summary = "undirected vertex geography: W iff every maximum matching covers v (seed 004)",
      .input = InputKind::kGraph,
      .undirected = true,
      .solve = [](const Instance& x) { return row::Emit(SolveUndirected(x.g)); },
      .oracles = {{"undirected_game_search", 12, 200,
                   [](const Instance& x) { return row::Emit(oracle::UndirectedGameSearch(x.g)); }},
                  {"undirected_matchings", 12, 16,
                   [](const Instance& x) { return row::Emit(oracle::UndirectedMatchings(x.g)); }}},
      .verify =
          [](const Instance& x, const Output& o) {
            return oracle::VerifyUndirected(x.g, ParseUndirectedAnswer(o.out, x.g.n()));
          },
      .compare = CompareUndirected,
      .reprint = [](std::string_view t, Vertex n) { return FormatAnswer(ParseUndirectedAnswer(t, n)); },
      .lines = {LineShape::kLetters},
      .explain = ExplainUndirected,
      .examples = kUndirectedExamples,
      .mutants = {
          {"some-matching", "undirected", "W when some maximum matching covers v, instead of every maximum matching",
                 mutant::UndirectedSomeMatching, 16},
      },
      .footprint = {104, 48},
  };
}

}  // namespace gc
