// properties/edgegeo_test.cc — directed edge geography: the spec's examples and hand-worked
// cases, the solver against both oracles (plain game-tree search; explicit position DAG)
// on every tiny graph, random multigraphs and shaped ones, every pruning variant against
// the plain search, the verifier, the explainer, the 64-edge limit, and each mutant beside
// the smallest input on which it is wrong.
#include "impl/edgegeo/edgegeo.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <iostream>
#include <stdexcept>

#include "harness/cases/generators.h"
#include "harness/problems/edgegeo/explain.h"
#include "harness/problems/problem.h"
#include "impl/geography/geography.h"
#include "oracles/edgegeo/positions.h"
#include "oracles/edgegeo/search.h"
#include "oracles/edgegeo/verify.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }
const Problem& Row() { return *FindProblem("edgegeo"); }

// Every option combination: bit 1 reach_key, 2 merge_parallel, 4 lazy_mex, 8 order_moves.
EdgeGeographyOptions Options(int bits) {
  return {.reach_key = (bits & 1) != 0,
          .merge_parallel = (bits & 2) != 0,
          .lazy_mex = (bits & 4) != 0,
          .order_moves = (bits & 8) != 0};
}
constexpr EdgeGeographyOptions kPlain = {false, false, false, false};

// ---- the spec's examples and cases worked by hand ------------------------------------------

TEST(EdgegeoExamples, TheSpecsFiveAndTheHandWorkedOnesThroughTheRow) {
  ASSERT_GE(Row().examples.size(), 7u);
  for (const Example& e : Row().examples) {
    std::string err;
    const Output o = SolveText(Row(), e.input, &err);
    EXPECT_EQ(o.status, 0) << e.input << err;
    EXPECT_EQ(o.out, e.output) << e.source << ": " << e.input;
    const Instance x = ReadInstance(InputKind::kGraphStart, e.input);
    EXPECT_EQ(FormatAnswer(oracle::EdgeGeographySearch(x.g, x.start)), e.output) << e.input;
    EXPECT_EQ(FormatAnswer(oracle::EdgeGeographyPositions(x.g, x.start)), e.output) << e.input;
  }
}

TEST(EdgegeoExamples, EdgeGeographyIsNotVertexGeography) {
  // formats.md: 0 -> 1 -> 0 -> (0 -> 1 used): two moves, second wins. As vertex geography
  // 1 -> 0 is no move (0 is visited), so one move and first wins with value 1.
  const Graph g = Make(2, {{0, 1}, {1, 0}});
  EXPECT_EQ(SolveEdgeGeography(g, 0), (GeographyAnswer{false, 0}));
  EXPECT_EQ(SolveGeography(g, 0), (GeographyAnswer{true, 1}));
}

TEST(EdgegeoHand, ARepeatedEdgeOrALoopIsOneMoreMove) {
  // k self-loops: k forced moves, value k mod 2; k parallel edges 0 -> 1: one move, value 1.
  for (Vertex k = 0; k <= 64; ++k) {
    std::vector<Edge> loops(k, Edge{0, 0}), parallel(k, Edge{0, 1});
    EXPECT_EQ(SolveEdgeGeography(Make(1, loops), 0), (GeographyAnswer{k % 2 == 1, k % 2})) << k;
    EXPECT_EQ(SolveEdgeGeography(Make(2, parallel), 0), (GeographyAnswer{k > 0, k > 0 ? 1u : 0u}));
  }
}

TEST(EdgegeoHand, DirectedCycleAndTwoCyclesThroughOneVertex) {
  // A cycle of k from 0 is k forced moves. Two cycles of a and b through 0: either first
  // move leaves a + b - 1 forced moves, so the start is mex{(a + b - 1) mod 2} = (a + b) mod 2.
  for (Vertex k = 1; k <= 64; ++k) {
    std::vector<Edge> es;
    for (Vertex v = 0; v < k; ++v) es.push_back({v, (v + 1) % k});
    EXPECT_EQ(SolveEdgeGeography(Make(k, es), 0).grundy, k % 2) << k;
  }
  for (Vertex a = 1; a <= 32; a += 3)
    for (Vertex b = 1; a + b <= 64; b += 5) {
      std::vector<Edge> es;  // cycle A on 0, 1..a-1; cycle B on 0, a..a+b-2
      for (Vertex i = 0; i < a; ++i) es.push_back({i == 0 ? 0 : i, i + 1 == a ? 0 : i + 1});
      for (Vertex i = 0; i < b; ++i) es.push_back({i == 0 ? 0 : a + i - 1, i + 1 == b ? 0 : a + i});
      const Graph g = Make(a + b - 1, es);
      EXPECT_EQ(SolveEdgeGeography(g, 0), (GeographyAnswer{(a + b) % 2 == 1, (a + b) % 2}))
          << a << " " << b;
      if (g.m() <= 16) {
        EXPECT_EQ(SolveEdgeGeography(g, 0), oracle::EdgeGeographyPositions(g, 0));
      }
    }
}

TEST(EdgegeoLimit, SixtyFiveEdgesAndAStartOutOfRangeAreRejected) {
  EXPECT_THROW(SolveEdgeGeography(Make(1, std::vector<Edge>(65, Edge{0, 0})), 0),
               std::invalid_argument);
  EXPECT_THROW(SolveEdgeGeography(Make(2, {}), 2), std::invalid_argument);
  EXPECT_NO_THROW(SolveEdgeGeography(Make(100000, {{99999, 0}}), 99999));
  std::string input = "1 65 ";
  for (int i = 0; i < 65; ++i) input += " 0 0";
  std::string err;
  const Output o = SolveText(Row(), input + "  0\n", &err);
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(o.out, "");
  EXPECT_NE(err.find("64"), std::string::npos) << err;
}

// ---- the solver against both oracles -------------------------------------------------------

// The solver (every option variant) and both oracles on one instance.
void ExpectAllAgree(const Graph& g, Vertex s) {
  const GeographyAnswer want = oracle::EdgeGeographyPositions(g, s);
  ASSERT_EQ(oracle::EdgeGeographySearch(g, s), want) << g << "start " << s;
  for (int bits = 0; bits < 16; ++bits)
    ASSERT_EQ(SolveEdgeGeography(g, s, Options(bits)), want)
        << g << "start " << s << " opts " << bits;
}

TEST(EdgegeoExhaustive, EveryGraphUpTo3VerticesAnd4EdgesEveryStart) {
  int cases = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s, ++cases) ExpectAllAgree(g, s);
  });
  EXPECT_GT(cases, 2000);
}

TEST(EdgegeoShapes, ParallelEdgesLoopsCyclesAndBidirectedPaths) {
  for (Vertex k = 2; k <= 8; ++k) {  // a bidirected path of k vertices, from every vertex
    std::vector<Edge> es;
    for (Vertex v = 0; v + 1 < k; ++v) es.insert(es.end(), {{v, v + 1}, {v + 1, v}});
    for (Vertex s = 0; s < k; ++s) ExpectAllAgree(Make(k, es), s);
  }
  for (Vertex k = 1; k <= 4; ++k) {  // a directed cycle with doubled edges and a loop on each
    std::vector<Edge> es;
    for (Vertex v = 0; v < k; ++v)
      es.insert(es.end(), {{v, (v + 1) % k}, {v, (v + 1) % k}, {v, v}});
    ExpectAllAgree(Make(k, es), 0);
  }
  // A bidirected triangle with a loop (an Eulerian multigraph), and K4 minus loops in part.
  ExpectAllAgree(Make(3, {{0, 1}, {1, 0}, {1, 2}, {2, 1}, {2, 0}, {0, 2}, {1, 1}}), 1);
  ExpectAllAgree(Make(4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {2, 0}, {1, 3}, {3, 1}}), 0);
}

RC_GTEST_PROP(EdgegeoProp, SolverEqualsBothOraclesOnRandomMultigraphs, ()) {
  const Graph g = *GenGraph(1, 6, 8);  // m <= 12 (8 and up to 4 repeats)
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = oracle::EdgeGeographyPositions(g, s);
  RC_ASSERT(SolveEdgeGeography(g, s) == want);
  RC_ASSERT(SolveEdgeGeography(g, s, kPlain) == want);
  if (g.m() <= 9) RC_ASSERT(oracle::EdgeGeographySearch(g, s) == want);
}

RC_GTEST_PROP(EdgegeoProp, EveryPruningVariantEqualsThePlainSearch, ()) {
  const Graph g = *GenGraph(1, 10, 16);  // m <= 20
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = SolveEdgeGeography(g, s, kPlain);
  for (int bits = 1; bits < 16; ++bits) RC_ASSERT(SolveEdgeGeography(g, s, Options(bits)) == want);
}

RC_GTEST_PROP(EdgegeoProp, PrunedVariantsAgreeUpTo28Edges, ()) {
  // Lazy mex and move order on and off, with the reachable key and merged parallel classes
  // (without them k self-loops are 2^k positions: the plain search is too slow here).
  const Graph g = *GenGraph(1, 12, 24);  // m <= 28
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = SolveEdgeGeography(g, s);
  for (int bits = 3; bits < 16; bits += 4)
    RC_ASSERT(SolveEdgeGeography(g, s, Options(bits)) == want);
}

// The sum of the edge geography position and a Nim heap of h, played out by plain search:
// a move takes an unused edge out of the token's vertex, or 1..heap counters.
bool SumFirstWins(const Graph& g, Vertex v, std::vector<bool>& used,
                  const std::vector<std::uint64_t>& first, std::uint32_t heap) {
  for (std::uint32_t h = 0; h < heap; ++h)
    if (!SumFirstWins(g, v, used, first, h)) return true;
  const auto targets = g.out(v);
  for (std::size_t i = 0; i < targets.size(); ++i) {
    if (used[first[v] + i]) continue;
    used[first[v] + i] = true;
    const bool opponent_wins = SumFirstWins(g, targets[i], used, first, heap);
    used[first[v] + i] = false;
    if (!opponent_wins) return true;
  }
  return false;
}

RC_GTEST_PROP(EdgegeoProp, ValueInASumWithANimHeap, ()) {
  // Sprague-Grundy: the first player wins the sum iff value xor heap != 0.
  const Graph g = *GenGraph(1, 5, 6);  // m <= 10
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const auto heap = *rc::gen::inRange<std::uint32_t>(0, 4);
  std::vector<std::uint64_t> first(g.n() + 1, 0);
  for (Vertex v = 0; v < g.n(); ++v) first[v + 1] = first[v] + g.out_degree(v);
  std::vector<bool> used(g.m(), false);
  RC_ASSERT(((SolveEdgeGeography(g, s).grundy ^ heap) != 0) ==
            SumFirstWins(g, s, used, first, heap));
}

RC_GTEST_PROP(EdgegeoProp, RelabellingMapsTheStartAndEdgeOrderIsIrrelevant, ()) {
  const Graph g = *GenGraph(1, 16, 40);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  std::vector<Edge> es = testing::Relabel(g, perm).edges();
  std::reverse(es.begin(), es.end());
  RC_ASSERT(SolveEdgeGeography(Graph(g.n(), es), perm[s]) == SolveEdgeGeography(g, s));
}

// ---- the verifier ------------------------------------------------------------------------

TEST(EdgegeoVerify, AcceptsTheAnswersAndRejectsAFlippedWinner) {
  int rejected_shift = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s) {
      const GeographyAnswer a = SolveEdgeGeography(g, s);
      ASSERT_EQ(oracle::VerifyEdgeGeography(g, s, a), "") << g << "start " << s;
      ASSERT_NE(oracle::VerifyEdgeGeography(g, s, {!a.first_wins, a.grundy}), "") << g;
      const GeographyAnswer up{true, a.grundy + 1};
      rejected_shift += oracle::VerifyEdgeGeography(g, s, up) != "";
    }
  });
  EXPECT_GT(rejected_shift, 1000);  // necessary conditions only: not every wrong value
}

TEST(EdgegeoVerify, AcceptsTheSolverOnEveryShapedFamily) {
  // The kill matrix's shaped families (harness/generators.h) at sizes 1..12, within 64 edges.
  int cases = 0;
  for (Shape shape : kAllShapes)
    for (std::uint32_t size = 1; size <= 12; ++size)
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Rng rng(seed * 100 + size);
        const Instance x = CompleteInstance(rng, Row(), ShapedGraph(rng, shape, size));
        if (x.g.m() > kEdgeGeographyMaxM || x.g.m() > 40) continue;
        const GeographyAnswer a = SolveEdgeGeography(x.g, x.start);
        ASSERT_EQ(oracle::VerifyEdgeGeography(x.g, x.start, a), "") << x.g << "start " << x.start;
        if (x.g.m() <= 16) {
          ASSERT_EQ(a, oracle::EdgeGeographyPositions(x.g, x.start)) << x.g;
        }
        ++cases;
      }
  EXPECT_GT(cases, 100);
}

RC_GTEST_PROP(EdgegeoProp, VerifierAcceptsTheSolverOnRandomMultigraphs, ()) {
  const Graph g = *GenGraph(1, 12, 24);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer a = SolveEdgeGeography(g, s);
  RC_ASSERT(oracle::VerifyEdgeGeography(g, s, a) == "");
  RC_ASSERT(oracle::VerifyEdgeGeography(g, s, {!a.first_wins, a.grundy}) != "");
}

TEST(EdgegeoVerify, EachConditionNamesItsReason) {
  // Two parallel edges to one target: at most one option value.
  EXPECT_NE(
      oracle::VerifyEdgeGeography(Make(2, {{0, 1}, {0, 1}, {1, 1}}), 0, {true, 2}).find("distinct"),
      std::string::npos);
  // Every move into a dead end: value 1.
  EXPECT_NE(oracle::VerifyEdgeGeography(Make(3, {{0, 1}, {0, 2}}), 0, {true, 2}).find("mex{0} = 1"),
            std::string::npos);
  // A forced trail of three moves, 0 -> 1 -> 2 -> 0: value 1.
  EXPECT_NE(
      oracle::VerifyEdgeGeography(Make(3, {{0, 1}, {1, 2}, {2, 0}}), 0, {false, 0}).find("forced"),
      std::string::npos);
  EXPECT_EQ(oracle::VerifyEdgeGeography(Make(3, {{0, 1}, {1, 2}, {2, 0}}), 0, {true, 1}), "");
}

// ---- the explainer -------------------------------------------------------------------------

TEST(EdgegeoExplain, NamesTheStartsMovesAndTheirMex) {
  const Instance x = ReadInstance(InputKind::kGraphStart, "3 4  0 1 1 0 0 1 1 2  0\n");
  const Output want{0, "second\n0\n"};
  const std::string value = ExplainEdgegeo(x, want, 2, -1);
  EXPECT_NE(value.find("0 -> 1 then has value 1"), std::string::npos) << value;
  EXPECT_NE(value.find("mex{1} = 0"), std::string::npos) << value;
  const std::string winner = ExplainEdgegeo(x, want, 1, -1);
  // After 0 -> 1, the reply 1 -> 0 leaves (0, {0 -> 1, 1 -> 2}) of value 0 (and 1 -> 2 would too).
  EXPECT_NE(winner.find("0 -> 1 by 1 -> 0"), std::string::npos) << winner;
  const Instance loops = ReadInstance(InputKind::kGraphStart, "1 1  0 0  0\n");
  EXPECT_NE(ExplainEdgegeo(loops, {0, "first\n1\n"}, 1, -1).find("0 -> 0 (a self-loop)"),
            std::string::npos);
  Instance big;
  big.g = Make(1, std::vector<Edge>(65, Edge{0, 0}));
  EXPECT_NE(ExplainEdgegeo(big, {2, ""}, 0, -1).find("beyond the solver's limit of 64 moves"),
            std::string::npos);
}

// ---- the mutants ---------------------------------------------------------------------------

TEST(EdgegeoMutants, EachIsWrongOnASmallInputFoundBySearch) {
  ASSERT_EQ(Row().mutants.size(), 5u);
  for (const KnownMutant& m : Row().mutants) {
    const std::string smallest = testing::SmallestWrongStartInput(
        m.solve,
        [](const Instance& x) {
          return FormatAnswer(oracle::EdgeGeographyPositions(x.g, x.start));
        },
        3, 4);
    ASSERT_FALSE(smallest.empty()) << m.name << " is right on every tiny input";
    std::cout << m.name << ": smallest killing input: " << smallest << "\n";
  }
}

}  // namespace
}  // namespace gc
