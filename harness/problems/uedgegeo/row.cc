// harness/problems/uedgegeo/row.cc — the row of uedgegeo (undirected edge geography from a
// start vertex, formats.md "## uedgegeo", seed 004's "undirected version").
#include "harness/problems/geography/answer_diff.h"
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "harness/problems/uedgegeo/explain.h"
#include "impl/uedgegeo/uedgegeo.h"
#include "oracles/uedgegeo/positions.h"
#include "oracles/uedgegeo/search.h"
#include "oracles/uedgegeo/verify.h"

namespace gc {

// The known mutants of this row (mutants/uedgegeo/uedgegeo_mutants.cc): each one classic
// mistake of formats.md's list.
namespace mutant {
int UedgegeoDirected(const Instance& x, std::string* out);
int UedgegeoOneWayUsed(const Instance& x, std::string* out);
int UedgegeoMergedRepeats(const Instance& x, std::string* out);
int UedgegeoLoopTwice(const Instance& x, std::string* out);
int UedgegeoSkipLoop(const Instance& x, std::string* out);
int UedgegeoMemoVertex(const Instance& x, std::string* out);
int UedgegeoAsVertexGeography(const Instance& x, std::string* out);
int UedgegeoEdgeMask32(const Instance& x, std::string* out);
int UedgegeoEdgeMaskBits(const Instance& x, unsigned bits, std::string* out);
}  // namespace mutant

namespace {

// Where no mutant's mistake matters: the path 0 - 1 - 2 from its end. Every play is 0 -> 1
// -> 2 (the edge back to 0 is used up): two moves, second wins, value 0. Read as directed
// it is the same path; with each direction its own edge, 1 -> 0 is one more move but into a
// dead end, so 1 still has a move of value 0 and 0's only move is worth nonzero; no loop,
// no repeat; the memo on the vertex alone meets each vertex once; vertex geography plays
// the same two moves.
constexpr KnownMutant::Witness kPlainPath{"3 2  0 1 1 2  0\n", "second\n0\n"};

const std::vector<Example> kUedgegeoExamples = {
    {"formats.md edgegeo's first example, undirected", "2 1  0 1  1\n", "first\n1\n"},
    {"formats.md two parallel edges: two moves", "2 2  0 1 0 1  0\n", "second\n0\n"},
    {"formats.md", "3 2  0 1 1 2  1\n", "first\n1\n"},
    {"formats.md every play uses all three edges", "3 3  0 1 1 2 2 0  0\n", "first\n1\n"},
    {"formats.md two loops are two moves", "1 2  0 0 0 0  0\n", "second\n0\n"},
    // Worked by hand from the definition: one self-loop is one move (not two), then no edge.
    {"worked by hand, a single self-loop", "1 1  0 0  0\n", "first\n1\n"},
    // Worked by hand: three copies of 0 - 1. Each move takes one copy, from either end, so
    // the play is 0 -> 1 -> 0 -> 1, three forced moves: value 1 (odd).
    {"worked by hand, three parallel edges are three moves", "2 3  0 1 0 1 0 1  0\n",
     "first\n1\n"},
    // Worked by hand: the star 0 - 1, 0 - 2, 0 - 3 from the leaf 1. The only move 1 -> 0
    // leaves 0 with two edges, each into a dead leaf (value 0): 0 is worth mex{0} = 1, so the
    // start is mex{1} = 0. From the centre it would be mex{0} = 1.
    {"worked by hand, a star from a leaf", "4 3  0 1 0 2 0 3  1\n", "second\n0\n"},
    // Worked by hand: 0 - 1 ends at 1 with no edge left (value 0); 0 - 2 reaches the loop at
    // 2, one move then nothing (the edge back to 0 is used): value 1; the start is
    // mex{0, 1} = 2.
    {"worked by hand, value 2 through a self-loop", "3 3  0 1 0 2 2 2  0\n", "first\n2\n"},
};

// Each mutant's witness of its mistake, worked by hand:
//  directed      from 1 the pair 0 1 is a move to 0, then nothing: 1; read as 0 -> 1 only,
//                1 has no move: 0;
//  one-way-used  one edge 0 - 1 from 0 is one move: 1; with its way back still unused the
//                play is 0 -> 1 -> 0: 0;
//  merged        formats.md's two parallel edges: 0; merged, one move: 1;
//  loop-twice, skip-loop  one loop is one move: 1; two moves or none: 0;
//  memo-vertex   formats.md's triangle: every play uses all three edges, 1; the memo keyed
//                on the vertex takes 0's value at the end of 0 -> 1 -> 2 -> 0 (0) and 2's
//                from there (1) for the start's second move: mex{0, 1} = 2;
//  as-vertex     two parallel edges: 0; as vertex geography 0 -> 1 and 0 is visited: 1.
// The cycle 0 - 1 - ... - 32 - 0 of 33 edges in that order, from 0 (the schedule's
// `wide-edges` family at its small rung). Worked by hand: either first move leaves a forced
// walk of the other 32 edges round the cycle, value 32 mod 2 = 0, so the start is
// mex{0} = 1. With the used edges a 32-bit mask, edge 32 (32 - 0) is edge 0: whichever of
// the two is taken first, the other is used, and the walk ends after 32 moves: mex{1} = 0.
const std::string kCycle33 = [] {
  std::string s = "33 33\n";
  for (int v = 0; v < 33; ++v) s += std::to_string(v) + " " + std::to_string((v + 1) % 33) + "\n";
  return s + "0\n";
}();

const std::vector<KnownMutant> kUedgegeoMutants = {
    {"uedge-directed", "uedgegeo",
     "an edge usable in one direction only: solved as the directed game (edgegeo)",
     mutant::UedgegeoDirected, kMutantAnyN, {"2 1  0 1  1\n", "first\n1\n"}, kPlainPath},
    {"uedge-one-way-used", "uedgegeo",
     "an edge used up in the direction it was taken but still usable back",
     // Its game is edgegeo's on twice the edges (each way its own): on a dense graph of 16
     // edges it takes seconds where the others take milliseconds, so it is given n <= 4.
     mutant::UedgegeoOneWayUsed, 4, {"2 1  0 1  0\n", "first\n1\n"}, kPlainPath},
    {"uedge-merged", "uedgegeo", "repeated edges merged into one",
     mutant::UedgegeoMergedRepeats, kMutantAnyN, {"2 2  0 1 0 1  0\n", "second\n0\n"},
     kPlainPath},
    {"uedge-loop-twice", "uedgegeo",
     "a self-loop taken as two moves (it appears twice in the adjacency list)",
     mutant::UedgegeoLoopTwice, kMutantAnyN, {"1 1  0 0  0\n", "first\n1\n"}, kPlainPath},
    {"uedge-skip-loop", "uedgegeo", "a self-loop taken as no move", mutant::UedgegeoSkipLoop,
     kMutantAnyN, {"1 1  0 0  0\n", "first\n1\n"}, kPlainPath},
    {"uedge-memo-vertex", "uedgegeo",
     "memoised on the vertex alone, not on (vertex, used edges)", mutant::UedgegeoMemoVertex,
     kMutantAnyN, {"3 3  0 1 1 2 2 0  0\n", "first\n1\n"}, kPlainPath},
    {"uedge-as-vertex", "uedgegeo",
     "solved as undirected vertex geography: visited vertices used up instead of edges",
     mutant::UedgegeoAsVertexGeography, kMutantAnyN, {"2 2  0 1 0 1  0\n", "second\n0\n"},
     kPlainPath},
    {"uedge-mask32", "uedgegeo",
     "the used edges kept in a 32-bit mask: edges 32..63 alias 0..31 (the spec takes m <= 64)",
     mutant::UedgegeoEdgeMask32, kMutantAnyN, {kCycle33, "first\n1\n"}, kPlainPath},
};

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kUedgegeoQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    {"set of used edges", QuantityKind::kEdgeSet, kUndirectedEdgeGeographyMaxM, UINT64_MAX, "", 0,
     0, row::Planted<mutant::UedgegeoEdgeMaskBits>},
};

}  // namespace

Problem UedgegeoRow() {
  return {
      .name = "uedgegeo",
      .summary = "undirected edge geography: winner and Grundy value of a start (seed 004)",
      .input = InputKind::kGraphStart,
      .max_m = kUndirectedEdgeGeographyMaxM,
      // Generated cases keep to the position oracle's reach (m <= 16), as edgegeo's: every
      // one is judged by an independent search too, and a plain memoised search answers
      // each quickly.
      .generate_max_m = 16,
      .repeats_keep_answer = false,  // a second copy of an edge is one more move
      .undirected = true,
      .answer =
          [](const Instance& x) {
            return row::Keep(SolveUndirectedEdgeGeography(x.g, x.start));
          },
      .oracles = {{"uedgegeo_search", 1000, 9,
                   [](const Instance& x) {
                     return row::Keep(oracle::UndirectedEdgeGeographySearch(x.g, x.start));
                   }},
                  {"uedgegeo_positions", 1000, 16,
                   [](const Instance& x) {
                     return row::Keep(oracle::UndirectedEdgeGeographyPositions(x.g, x.start));
                   }}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyUndirectedEdgeGeography(
                x.g, x.start, std::any_cast<const GeographyAnswer&>(a.value));
          },
      .answers = row::Answers<GeographyAnswer, ParseGeographyAnswer, row::WinnerAndValue>(),
      .lines = {LineShape::kWhole, LineShape::kWhole},
      .explain = ExplainUedgegeo,
      .examples = kUedgegeoExamples,
      .mutants = kUedgegeoMutants,
      .quantities = kUedgegeoQuantities,
      .footprint = {96, 32},
  };
}

}  // namespace gc
