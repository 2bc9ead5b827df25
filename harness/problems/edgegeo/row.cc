// harness/problems/edgegeo/row.cc — the row of edgegeo (directed edge geography from a
// start vertex, formats.md "## edgegeo", seed 004's "obvious rung").
#include "harness/problems/edgegeo/explain.h"
#include "harness/problems/geography/answer_diff.h"
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/edgegeo/edgegeo.h"
#include "oracles/edgegeo/positions.h"
#include "oracles/edgegeo/search.h"
#include "oracles/edgegeo/verify.h"

namespace gc {

// The known mutants of this row (mutants/edgegeo/edgegeo_mutants.cc): each one classic mistake.
namespace mutant {
int EdgegeoMemoVertex(const Instance& x, std::string* out);
int EdgegeoPairs(const Instance& x, std::string* out);
int EdgegeoSkipLoop(const Instance& x, std::string* out);
int EdgegeoAsVertexGeography(const Instance& x, std::string* out);
int EdgegeoMoveCount(const Instance& x, std::string* out);
int EdgegeoEdgeMaskBits(const Instance& x, unsigned bits, std::string* out);
}  // namespace mutant

namespace {

// Where no mutant's mistake matters: one edge out of the start to a dead end, no repeat, no
// loop, no revisit; one move, worth mex{0} = 1 (formats.md's first example).
constexpr KnownMutant::Witness kPlainPath{"2 1  0 1  0\n", "first\n1\n"};

const std::vector<Example> kEdgegeoExamples = {
    {"formats.md", "2 1  0 1  0\n", "first\n1\n"},
    {"formats.md edge geography is not vertex geography", "2 2  0 1 1 0  0\n", "second\n0\n"},
    {"formats.md two loops are two moves", "1 2  0 0 0 0  0\n", "second\n0\n"},
    {"formats.md", "3 4  0 1 1 0 0 1 1 2  0\n", "second\n0\n"},
    {"formats.md", "4 5  0 1 1 2 2 0 0 3 3 0  0\n", "first\n1\n"},
    // Worked by hand from the definition: one self-loop is one move, then no edge is left.
    {"worked by hand, a single self-loop", "1 1  0 0  0\n", "first\n1\n"},
    // Worked by hand: 0 -> 1 twice and 1 -> 0. Either copy of 0 -> 1 leads to 1, whose only
    // move 1 -> 0 leads to 0 with the other copy left (value mex{0} = 1), so 1 is worth 0
    // and the start mex{0} = 1. Collapsed into one pair, the second copy would be gone.
    {"worked by hand, a repeated edge is a second move", "2 3  0 1 0 1 1 0  0\n", "first\n1\n"},
    // Worked by hand: 0 -> 1 ends in a dead end (value 0); 0 -> 2 reaches the loop 2 -> 2,
    // one move then nothing (value 1); the start is mex{0, 1} = 2.
    {"worked by hand, value 2 through a self-loop", "3 3  0 1 0 2 2 2  0\n", "first\n2\n"},
};

// Each mutant's witness of its mistake, worked by hand: 2 3 / 0 0, 0 1, 1 0 from 0:
// the loop first leaves 0 -> 1 -> 0 (values 1 then 0), 0 -> 1 first leaves 1 -> 0
// and the loop (values 1 then 0), so the start is mex{0, 0} = 1; the others are
// formats.md's examples and the single loop (one move, mex{0} = 1).
const std::vector<KnownMutant> kEdgegeoMutants = {
    {"edge-memo-vertex",
     "edgegeo",
     "memoised on the vertex alone, not on (vertex, used edges)",
     mutant::EdgegeoMemoVertex,
     kMutantAnyN,
     {"2 3  0 0 0 1 1 0  0\n", "first\n1\n"},
     kPlainPath},
    {"edge-pairs",
     "edgegeo",
     "used (u, v) pairs instead of edge numbers: repeated edges collapse into one move",
     mutant::EdgegeoPairs,
     kMutantAnyN,
     {"1 2  0 0 0 0  0\n", "second\n0\n"},
     kPlainPath},
    {"edge-skip-loop",
     "edgegeo",
     "a self-loop is taken as no move",
     mutant::EdgegeoSkipLoop,
     kMutantAnyN,
     {"1 1  0 0  0\n", "first\n1\n"},
     kPlainPath},
    {"edge-as-vertex",
     "edgegeo",
     "solved as vertex geography: visited vertices used up instead of edges",
     mutant::EdgegeoAsVertexGeography,
     kMutantAnyN,
     {"1 1  0 0  0\n", "first\n1\n"},
     kPlainPath},
    {"edge-move-count",
     "edgegeo",
     "the start's value is its number of moves instead of the mex of their values",
     mutant::EdgegeoMoveCount,
     kMutantAnyN,
     {"1 2  0 0 0 0  0\n", "second\n0\n"},
     kPlainPath},
};

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kEdgegeoQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    {"set of used edges", QuantityKind::kEdgeSet, kEdgeGeographyMaxM, UINT64_MAX, "", 0, 0,
     row::Planted<mutant::EdgegeoEdgeMaskBits>},
};

}  // namespace

Problem EdgegeoRow() {
  return {
      .name = "edgegeo",
      .summary = "directed edge geography: winner and Grundy value of a start (seed 004)",
      .input = InputKind::kGraphStart,
      .max_m = kEdgeGeographyMaxM,
      // Generated cases keep to the position oracle's reach (m <= 16): every one is then
      // judged by an independent search too, and a plain memoised search (a correct
      // solver a user may well write) answers each in well under a second, where 64 dense
      // edges can take it hours.
      .generate_max_m = 16,
      .repeats_keep_answer = false,  // a second copy of an edge is one more move
      .answer = [](const Instance& x) { return row::Keep(SolveEdgeGeography(x.g, x.start)); },
      .oracles = {{"edgegeo_search", 1000, 9,
                   [](const Instance& x) {
                     return row::Keep(oracle::EdgeGeographySearch(x.g, x.start));
                   }},
                  {"edgegeo_positions", 1000, 16,
                   [](const Instance& x) {
                     return row::Keep(oracle::EdgeGeographyPositions(x.g, x.start));
                   }}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyEdgeGeography(x.g, x.start,
                                               std::any_cast<const GeographyAnswer&>(a.value));
          },
      .answers = row::Answers<GeographyAnswer, ParseGeographyAnswer, row::WinnerAndValue>(),
      .lines = {LineShape::kWhole, LineShape::kWhole},
      .explain = ExplainEdgegeo,
      .examples = kEdgegeoExamples,
      .mutants = kEdgegeoMutants,
      .quantities = kEdgegeoQuantities,
      .footprint = {96, 32},
  };
}

}  // namespace gc
