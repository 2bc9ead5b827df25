// properties/uedgegeo_test.cc — undirected edge geography: the spec's examples and
// hand-worked cases, the solver against both oracles (plain game-tree search; explicit
// position DAG) on every tiny graph, random multigraphs and shaped ones, every pruning
// variant against the plain search, the relations (a pair written either way round, k loops
// at a lone start, relabelling and pair order, the sum with a Nim heap, another component
// added), the verifier, the explainer, the 64-edge limit, and each mutant beside the
// smallest input on which it is wrong.
#include "impl/uedgegeo/uedgegeo.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <iostream>
#include <stdexcept>

#include "harness/cases/generators.h"
#include "harness/problems/problem.h"
#include "harness/problems/uedgegeo/explain.h"
#include "impl/edgegeo/edgegeo.h"
#include "oracles/uedgegeo/positions.h"
#include "oracles/uedgegeo/search.h"
#include "oracles/uedgegeo/verify.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;
using Options = UndirectedEdgeGeographyOptions;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }
const Problem& Row() { return *FindProblem("uedgegeo"); }
GeographyAnswer Solve(const Graph& g, Vertex s, const Options& o = {}) {
  return SolveUndirectedEdgeGeography(g, s, o);
}
GeographyAnswer Parity(std::uint64_t moves) {
  return {moves % 2 == 1, static_cast<std::uint32_t>(moves % 2)};
}

// Every option combination: bit 1 reach_key, 2 merge_parallel, 4 lazy_mex, 8 order_moves.
Options Bits(int bits) {
  return {.reach_key = (bits & 1) != 0,
          .merge_parallel = (bits & 2) != 0,
          .lazy_mex = (bits & 4) != 0,
          .order_moves = (bits & 8) != 0};
}
constexpr Options kPlain = {false, false, false, false};

// ---- the spec's examples and cases worked by hand ------------------------------------------

TEST(UedgegeoExamples, TheSpecsFiveAndTheHandWorkedOnesThroughTheRow) {
  ASSERT_GE(Row().examples.size(), 9u);
  for (const Example& e : Row().examples) {
    std::string err;
    const Output o = SolveText(Row(), e.input, &err);
    EXPECT_EQ(o.status, 0) << e.input << err;
    EXPECT_EQ(o.out, e.output) << e.source << ": " << e.input;
    const Instance x = ReadInstance(InputKind::kGraphStart, e.input);
    EXPECT_EQ(FormatAnswer(oracle::UndirectedEdgeGeographySearch(x.g, x.start)), e.output);
    EXPECT_EQ(FormatAnswer(oracle::UndirectedEdgeGeographyPositions(x.g, x.start)), e.output);
  }
}

TEST(UedgegeoExamples, TheUndirectedGameIsNotTheDirectedOne) {
  // formats.md: from 1 the pair 0 1 is a move to 0 here, none in edgegeo.
  const Graph g = Make(2, {{0, 1}});
  EXPECT_EQ(Solve(g, 1), (GeographyAnswer{true, 1}));
  EXPECT_EQ(SolveEdgeGeography(g, 1), (GeographyAnswer{false, 0}));
}

TEST(UedgegeoHand, LoopsParallelEdgesPathsAndCyclesAreForcedPlays) {
  // Each of these is played through all its k edges whatever the players do, so its value
  // is k mod 2: k loops at 0; k copies of 0 - 1 (0 -> 1 -> 0 -> ...); the path 0 - 1 - ...
  // - k from its end; the cycle of k from any vertex (either first move, then forced).
  for (Vertex k = 0; k <= 64; ++k) {
    std::vector<Edge> loops(k, Edge{0, 0}), parallel(k, Edge{0, 1}), path, cycle;
    for (Vertex v = 0; v < k; ++v) path.push_back({v + 1, v}), cycle.push_back({v, (v + 1) % k});
    EXPECT_EQ(Solve(Make(1, loops), 0), Parity(k)) << k;
    EXPECT_EQ(Solve(Make(2, parallel), 0), Parity(k)) << k;
    EXPECT_EQ(Solve(Make(k + 1, path), 0), Parity(k)) << k;
    if (k >= 1) {
      EXPECT_EQ(Solve(Make(k, cycle), k / 2), Parity(k)) << k;
    }
  }
}

TEST(UedgegeoHand, TwoCyclesThroughOneVertex) {
  // Cycles of a and b edges through 0 (loops when 1, parallel pairs when 2): every vertex
  // but 0 has two edges, so a play that enters one cycle goes round it back to 0 and then
  // round the other: every play takes all a + b edges, value (a + b) mod 2.
  for (Vertex a = 1; a <= 32; a += 3)
    for (Vertex b = 1; a + b <= 64; b += 5) {
      std::vector<Edge> es;  // cycle A on 0, 1..a-1; cycle B on 0, a..a+b-2
      for (Vertex i = 0; i < a; ++i) es.push_back({i == 0 ? 0 : i, i + 1 == a ? 0 : i + 1});
      for (Vertex i = 0; i < b; ++i) es.push_back({i == 0 ? 0 : a + i - 1, i + 1 == b ? 0 : a + i});
      const Graph g = Make(a + b - 1, es);
      EXPECT_EQ(Solve(g, 0), Parity(a + b)) << a << " " << b;
      if (g.m() <= 16) {
        EXPECT_EQ(Solve(g, 0), oracle::UndirectedEdgeGeographyPositions(g, 0));
      }
    }
}

TEST(UedgegeoLimit, SixtyFiveEdgesAndAStartOutOfRangeAreRejected) {
  EXPECT_THROW(Solve(Make(1, std::vector<Edge>(65, Edge{0, 0})), 0), std::invalid_argument);
  EXPECT_THROW(Solve(Make(2, {}), 2), std::invalid_argument);
  EXPECT_NO_THROW(Solve(Make(100000, {{99999, 0}}), 0));
  std::string input = "2 65 ";
  for (int i = 0; i < 65; ++i) input += " 0 1";
  std::string err;
  const Output o = SolveText(Row(), input + "  0\n", &err);
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(o.out, "");
  EXPECT_NE(err.find("64"), std::string::npos) << err;
}

// ---- the solver against both oracles -------------------------------------------------------

// The solver (every option variant) and both oracles on one instance.
void ExpectAllAgree(const Graph& g, Vertex s) {
  const GeographyAnswer want = oracle::UndirectedEdgeGeographyPositions(g, s);
  if (g.m() <= 9) {
    ASSERT_EQ(oracle::UndirectedEdgeGeographySearch(g, s), want) << g << "start " << s;
  }
  for (int bits = 0; bits < 16; ++bits)
    ASSERT_EQ(Solve(g, s, Bits(bits)), want) << g << "start " << s << " opts " << bits;
}

TEST(UedgegeoExhaustive, EveryGraphUpTo3VerticesAnd4EdgesEveryStart) {
  int cases = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s, ++cases) ExpectAllAgree(g, s);
  });
  EXPECT_GT(cases, 2000);
}

TEST(UedgegeoShapes, PathsCyclesWithDoubledEdgesAndLoopsStarsAndK4) {
  for (Vertex k = 2; k <= 10; ++k) {  // a path of k vertices, from every vertex
    std::vector<Edge> es;
    for (Vertex v = 0; v + 1 < k; ++v) es.push_back({v, v + 1});
    for (Vertex s = 0; s < k; ++s) ExpectAllAgree(Make(k, es), s);
  }
  for (Vertex k = 1; k <= 4; ++k) {  // a cycle with doubled edges and a loop on each vertex
    std::vector<Edge> es;
    for (Vertex v = 0; v < k; ++v) es.insert(es.end(), {{v, (v + 1) % k}, {(v + 1) % k, v}, {v, v}});
    ExpectAllAgree(Make(k, es), 0);
  }
  ExpectAllAgree(Make(6, {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {1, 1}, {2, 3}}), 4);
  ExpectAllAgree(Make(4, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}), 0);  // K4
  ExpectAllAgree(Make(4, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}, {0, 0}, {2, 1}}), 1);
}

RC_GTEST_PROP(UedgegeoProp, SolverEqualsBothOraclesOnRandomMultigraphs, ()) {
  const Graph g = *GenGraph(1, 6, 8);  // m <= 12 (8 and up to 4 repeats)
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = oracle::UndirectedEdgeGeographyPositions(g, s);
  RC_ASSERT(Solve(g, s) == want);
  RC_ASSERT(Solve(g, s, kPlain) == want);
  if (g.m() <= 8) RC_ASSERT(oracle::UndirectedEdgeGeographySearch(g, s) == want);
}

RC_GTEST_PROP(UedgegeoProp, EveryPruningVariantEqualsThePlainSearch, ()) {
  const Graph g = *GenGraph(1, 10, 16);  // m <= 20
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = Solve(g, s, kPlain);
  for (int bits = 1; bits < 16; ++bits) RC_ASSERT(Solve(g, s, Bits(bits)) == want);
}

// ---- relations -----------------------------------------------------------------------------

RC_GTEST_PROP(UedgegeoRelation, APairWrittenEitherWayRoundKeepsTheAnswer, ()) {
  // An edge has no direction: u v and v u are one edge. (In edgegeo, reversing a pair, or
  // every pair, changes the game; here it is the identity.)
  const Graph g = *GenGraph(1, 6, 8);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  std::vector<Edge> es = g.edges();
  const auto flips = *rc::gen::container<std::vector<bool>>(es.size(), rc::gen::arbitrary<bool>());
  for (std::size_t i = 0; i < es.size(); ++i)
    if (flips[i]) std::swap(es[i].u, es[i].v);
  const Graph h(g.n(), es);
  RC_ASSERT(oracle::UndirectedEdgeGeographyPositions(h, s) ==
            oracle::UndirectedEdgeGeographyPositions(g, s));
  RC_ASSERT(Solve(h, s) == oracle::UndirectedEdgeGeographyPositions(g, s));
}

RC_GTEST_PROP(UedgegeoRelation, KLoopsAtALoneStartArePlayedByParity, ()) {
  // k loops at s and nothing else reachable from s (other edges among other vertices):
  // k forced moves, first iff k is odd, value k mod 2.
  const Graph rest = *GenGraph(0, 5, 8);
  const auto k = *rc::gen::inRange<Vertex>(0, 9);
  std::vector<Edge> es(k, Edge{0, 0});
  for (Edge e : rest.edges()) es.push_back({e.u + 1, e.v + 1});
  const Graph g(rest.n() + 1, es);
  RC_ASSERT(oracle::UndirectedEdgeGeographyPositions(g, 0) == Parity(k));
  if (k <= 7) RC_ASSERT(oracle::UndirectedEdgeGeographySearch(g, 0) == Parity(k));
  RC_ASSERT(Solve(g, 0) == Parity(k));
}

RC_GTEST_PROP(UedgegeoRelation, RelabellingMapsTheStartAndPairOrderIsIrrelevant, ()) {
  const Graph g = *GenGraph(1, 7, 10);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  std::vector<Edge> es = testing::Relabel(g, perm).edges();
  std::reverse(es.begin(), es.end());
  const GeographyAnswer want = oracle::UndirectedEdgeGeographyPositions(g, s);
  RC_ASSERT(oracle::UndirectedEdgeGeographyPositions(Graph(g.n(), es), perm[s]) == want);
  RC_ASSERT(Solve(Graph(g.n(), es), perm[s]) == want);
}

RC_GTEST_PROP(UedgegeoRelation, AnotherComponentChangesNothing, ()) {
  const Graph g = *GenGraph(1, 5, 6), other = *GenGraph(1, 5, 6);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const Graph u = testing::DisjointUnion(g, other);
  RC_ASSERT(oracle::UndirectedEdgeGeographyPositions(u, s) ==
            oracle::UndirectedEdgeGeographyPositions(g, s));
  RC_ASSERT(Solve(u, s) == oracle::UndirectedEdgeGeographyPositions(g, s));
}

// The sum of the position and a Nim heap of h, played out by plain search: a move takes an
// unused edge at the token's vertex (to its other end), or 1..heap counters.
bool SumFirstWins(const std::vector<Edge>& es, Vertex v, std::vector<bool>& used,
                  std::uint32_t heap) {
  for (std::uint32_t h = 0; h < heap; ++h)
    if (!SumFirstWins(es, v, used, h)) return true;
  for (std::size_t i = 0; i < es.size(); ++i) {
    if (used[i] || (es[i].u != v && es[i].v != v)) continue;
    used[i] = true;
    const bool opponent_wins = SumFirstWins(es, es[i].u == v ? es[i].v : es[i].u, used, heap);
    used[i] = false;
    if (!opponent_wins) return true;
  }
  return false;
}

RC_GTEST_PROP(UedgegeoRelation, ValueInASumWithANimHeap, ()) {
  // Sprague-Grundy: the first player wins the sum iff value xor heap != 0.
  const Graph g = *GenGraph(1, 5, 5);  // m <= 9
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const auto heap = *rc::gen::inRange<std::uint32_t>(0, 4);
  std::vector<bool> used(g.m(), false);
  RC_ASSERT(((oracle::UndirectedEdgeGeographyPositions(g, s).grundy ^ heap) != 0) ==
            SumFirstWins(g.edges(), s, used, heap));
}

// ---- the verifier ------------------------------------------------------------------------

TEST(UedgegeoVerify, AcceptsTheAnswersAndRejectsAFlippedWinner) {
  int rejected_shift = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s) {
      const GeographyAnswer a = oracle::UndirectedEdgeGeographyPositions(g, s);
      ASSERT_EQ(oracle::VerifyUndirectedEdgeGeography(g, s, a), "") << g << "start " << s;
      ASSERT_NE(oracle::VerifyUndirectedEdgeGeography(g, s, {!a.first_wins, a.grundy}), "");
      rejected_shift += oracle::VerifyUndirectedEdgeGeography(g, s, {true, a.grundy + 1}) != "";
    }
  });
  EXPECT_GT(rejected_shift, 900);  // necessary conditions only: not every wrong value
}

TEST(UedgegeoVerify, AcceptsTheSolverOnEveryShapedFamily) {
  int cases = 0;
  for (Shape shape : kAllShapes)
    for (std::uint32_t size = 1; size <= 12; ++size)
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Rng rng(seed * 100 + size);
        const Instance x = CompleteInstance(rng, Row(), ShapedGraph(rng, shape, size));
        // Dense undirected multigraphs of 40 edges take the solver seconds (every edge is a
        // move from both ends): the families are taken up to 28 edges.
        if (x.g.m() > 28) continue;
        const GeographyAnswer a = Solve(x.g, x.start);
        ASSERT_EQ(oracle::VerifyUndirectedEdgeGeography(x.g, x.start, a), "") << x.g;
        if (x.g.m() <= 16) {
          ASSERT_EQ(a, oracle::UndirectedEdgeGeographyPositions(x.g, x.start));
        }
        ++cases;
      }
  EXPECT_GT(cases, 100);
}

TEST(UedgegeoVerify, EachConditionNamesItsReason) {
  // Two parallel edges to one vertex: at most one option value.
  EXPECT_NE(oracle::VerifyUndirectedEdgeGeography(Make(2, {{0, 1}, {1, 0}, {1, 1}}), 0, {true, 2})
                .find("distinct"),
            std::string::npos);
  // Every move into a leaf: value 1.
  EXPECT_NE(oracle::VerifyUndirectedEdgeGeography(Make(3, {{1, 0}, {0, 2}}), 0, {true, 2})
                .find("mex{0} = 1"),
            std::string::npos);
  // A path of three edges from its end, and three loops: forced, value 1.
  const Graph path = Make(4, {{0, 1}, {2, 1}, {2, 3}}), loops = Make(2, {{0, 0}, {0, 0}, {0, 0}});
  EXPECT_NE(oracle::VerifyUndirectedEdgeGeography(path, 0, {false, 0}).find("forced"),
            std::string::npos);
  EXPECT_NE(oracle::VerifyUndirectedEdgeGeography(loops, 0, {false, 0}).find("forced"),
            std::string::npos);
  EXPECT_EQ(oracle::VerifyUndirectedEdgeGeography(path, 0, {true, 1}), "");
  EXPECT_EQ(oracle::VerifyUndirectedEdgeGeography(loops, 0, {true, 1}), "");
}

// ---- the explainer -------------------------------------------------------------------------

TEST(UedgegeoExplain, NamesTheStartsMovesAndTheirMex) {
  // The star from a leaf (row example): 1 - 0, then 0 has two leaves left (value 1).
  const Instance x = ReadInstance(InputKind::kGraphStart, "4 3  0 1 0 2 0 3  1\n");
  const Output want{0, "second\n0\n"};
  const std::string value = ExplainUedgegeo(x, want, 2, -1);
  EXPECT_NE(value.find("1 - 0 then has value 1"), std::string::npos) << value;
  EXPECT_NE(value.find("mex{1} = 0"), std::string::npos) << value;
  const std::string winner = ExplainUedgegeo(x, want, 1, -1);
  EXPECT_NE(winner.find("1 - 0 by 0 - 2"), std::string::npos) << winner;
  const Instance loop = ReadInstance(InputKind::kGraphStart, "1 1  0 0  0\n");
  EXPECT_NE(ExplainUedgegeo(loop, {0, "first\n1\n"}, 1, -1).find("0 - 0 (a self-loop)"),
            std::string::npos);
  Instance big;
  big.g = Make(1, std::vector<Edge>(65, Edge{0, 0}));
  EXPECT_NE(ExplainUedgegeo(big, {2, ""}, 0, -1).find("beyond the solver's limit of 64 moves"),
            std::string::npos);
}

// ---- the mutants ---------------------------------------------------------------------------

TEST(UedgegeoMutants, EachIsWrongOnASmallInputFoundBySearch) {
  ASSERT_EQ(Row().mutants.size(), 8u);
  for (const KnownMutant& m : Row().mutants) {
    // A 32-bit edge set is right on 32 edges or fewer: its witness is the family's.
    if (m.name == "uedge-mask32") continue;
    const std::string smallest = testing::SmallestWrongStartInput(
        m.solve,
        [](const Instance& x) {
          return FormatAnswer(oracle::UndirectedEdgeGeographyPositions(x.g, x.start));
        },
        3, 4);
    ASSERT_FALSE(smallest.empty()) << m.name << " is right on every tiny input";
    std::cout << m.name << ": smallest killing input: " << smallest << "\n";
  }
}

}  // namespace
}  // namespace gc
