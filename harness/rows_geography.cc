// harness/rows_geography.cc — the rows of geography (directed vertex geography from a
// start vertex) and undirected (undirected vertex geography from every vertex), seed 004.
#include "harness/row_util.h"
#include "harness/explain.h"
#include "harness/rows.h"
#include "impl/geography.h"
#include "impl/undirected.h"
#include "oracles/geography_search.h"
#include "oracles/undirected_game_search.h"
#include "oracles/undirected_matchings.h"
#include "oracles/undirected_verify.h"

namespace gc {

// The known mutants of these rows (mutants/*_mutants.cc): each one realistic mistake.
namespace mutant {
int GeographyMemoVertex(const Instance& x, std::string* out);
int UndirectedSomeMatching(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

const std::vector<Example> kGeographyExamples = {
    {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  0\n", "first\n1\n"},
    // Worked by hand from the definition: 0 -> 1 -> 2 is a path, so G = mex{mex{0}} = 0.
    {"seed 004 rules, a path of three", "3 2  0 1 1 2  0\n", "second\n0\n"},
    // A self-loop is no move (the start is visited), a repeated edge one move.
    {"formats.md loops and repeats", "2 3  0 0 0 1 0 1  0\n", "first\n1\n"},
};

const std::vector<Example> kUndirectedExamples = {
    {"formats.md", "5 4  0 1 1 2 2 3 3 4\n", "LWLWL\n"},
    {"seed 004 path of four", "4 3  0 1 1 2 2 3\n", "WWWW\n"},
    {"seed 004 star of five", "5 4  0 1 0 2 0 3 0 4\n", "WLLLL\n"},
    {"seed 004 cycle of four", "4 4  0 1 1 2 2 3 3 0\n", "WWWW\n"},
    {"seed 004 cycle of five", "5 5  0 1 1 2 2 3 3 4 4 0\n", "LLLLL\n"},
    {"formats.md n = 0", "0 0\n", "\n"},
};

Difference CompareGeography(const Instance&, const Output& e, const Output& a) {
  if (Difference d = row::StatusDiffers(e, a); d.differs) return d;
  const GeographyAnswer want = ParseGeographyAnswer(e.out), got = ParseGeographyAnswer(a.out);
  if (want.first_wins != got.first_wins)
    return row::Differ("winner", 1, -1, want.first_wins ? "first" : "second",
                       got.first_wins ? "first" : "second");
  if (want.grundy != got.grundy)
    return row::Differ("Grundy value of the start", 2, -1, std::to_string(want.grundy),
                       std::to_string(got.grundy));
  return {};
}

Difference CompareUndirected(const Instance& x, const Output& e, const Output& a) {
  if (Difference d = row::StatusDiffers(e, a); d.differs) return d;
  const UndirectedAnswer want = ParseUndirectedAnswer(e.out, x.g.n());
  const UndirectedAnswer got = ParseUndirectedAnswer(a.out, x.g.n());
  return row::FirstLetter(want.labels, got.labels, "label", 1);
}

}  // namespace

Problem GeographyRow() {
  return {
      .name = "geography",
      .summary = "directed vertex geography: winner and Grundy value of a start (seed 004)",
      .input = InputKind::kGraphStart,
      .max_n = kGeographyMaxN,
      .solve = [](const Instance& x) { return row::Emit(SolveGeography(x.g, x.start)); },
      .oracles = {{"geography_search", 9, 30,
                   [](const Instance& x) {
                     return row::Emit(oracle::GeographySearch(x.g, x.start));
                   }}},
      .verify = nullptr,  // no certificate: a strategy is a subtree of exponential size
      .compare = CompareGeography,
      .lines = {LineShape::kWhole, LineShape::kWhole},
      .explain = ExplainGeography,
      .examples = kGeographyExamples,
      .mutants = {
          {"memo-vertex", "geography", "memoised on the vertex alone, not on (vertex, visited set)",
                 mutant::GeographyMemoVertex},
      },
      .footprint = {96, 32},
  };
}

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
