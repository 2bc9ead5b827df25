// properties/geography_test.cc — directed vertex geography: the solver against the plain
// game search of oracles/geography_search, every pruning variant against the others, the
// value inside a sum with a Nim heap, metamorphic relations, bounded-exhaustive tiers and
// the 64-vertex limit.
#include "impl/geography/geography.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <stdexcept>

#include "harness/problems/problem.h"
#include "oracles/geography/geography_search.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }

// ---- worked by hand from seed 004's recursion ---------------------------------------------

TEST(GeographyHand, SpecExampleIsFirstWithValue1) {
  // formats.md: 0 -> 1 -> 3 -> 4 has value mex{mex{mex{0}}} = 0 at 1; 0 -> 2 has options
  // 3 (value 1) and 4 (value 0), so 2 is worth 2; the start is mex{0, 2} = 1.
  Graph g = Make(5, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {2, 4}});
  EXPECT_EQ(SolveGeography(g, 0), (GeographyAnswer{true, 1}));
}

TEST(GeographyHand, SameVertexDifferentHistoryDifferentValue) {
  // 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 1. Through 1 first, vertex 2 is reached with 1 used: it
  // is a dead end (0), so 1 is worth 1. Through 2 first, 2 still has the move to 1 (which
  // is then a dead end), so 2 is worth 1 too: the start is mex{1, 1} = 0. A memo on the
  // vertex alone reuses "vertex 2 is worth 0" and answers mex{1, 0} = 2.
  Graph g = Make(3, {{0, 1}, {0, 2}, {1, 2}, {2, 1}});
  EXPECT_EQ(SolveGeography(g, 0), (GeographyAnswer{false, 0}));
  EXPECT_EQ(SolveGeography(g, 1), (GeographyAnswer{true, 1}));  // 1 -> 2, then nothing
}

TEST(GeographyHand, ARevisitedInnerVertexKeepsItsHistory) {
  // 0 -> 1, 0 -> 2, 1 -> 3, 3 -> 2, 2 -> 1 (RapidCheck's shrunk case for a vertex-keyed
  // memo). Via 1: 1 -> 3 -> 2 and 2's move to 1 is used up, so 2 = 0, 3 = 1, 1 = 0.
  // Via 2: 2 -> 1 -> 3 and 3's move to 2 is used up, so 3 = 0, 1 = 1, 2 = 0.
  // The start is mex{0, 0} = 1; a memo that keeps "1 is worth 0" from the first line
  // makes 2 worth 1 and the start mex{0, 1} = 2.
  Graph g = Make(4, {{0, 1}, {0, 2}, {1, 3}, {3, 2}, {2, 1}});
  EXPECT_EQ(SolveGeography(g, 0), (GeographyAnswer{true, 1}));
}

TEST(GeographyHand, StarOfThreeDeadEndsIsValue1AndAChainAlternates) {
  EXPECT_EQ(SolveGeography(Make(4, {{0, 1}, {0, 2}, {0, 3}}), 0), (GeographyAnswer{true, 1}));
  // From the start of a chain of 64 vertices there are 63 forced moves: value 63 mod 2.
  std::vector<Edge> chain;
  for (Vertex v = 0; v + 1 < 64; ++v) chain.push_back({v, v + 1});
  EXPECT_EQ(SolveGeography(Make(64, chain), 0), (GeographyAnswer{true, 1}));
  EXPECT_EQ(SolveGeography(Make(64, chain), 1), (GeographyAnswer{false, 0}));
}

TEST(GeographyHand, ValueTwoFromDeadEndAndValue1Option) {
  // 0 -> 1 (dead end, 0) and 0 -> 2 -> 3 (2 is worth 1): mex{0, 1} = 2.
  EXPECT_EQ(SolveGeography(Make(4, {{0, 1}, {0, 2}, {2, 3}}), 0), (GeographyAnswer{true, 2}));
}

TEST(GeographyLimit, SixtyFiveVerticesIsRejected) {
  EXPECT_THROW(SolveGeography(Make(65, {}), 0), std::invalid_argument);
  std::string err;
  Output o = SolveText(*FindProblem("geography"), "65 0 0\n", &err);
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(o.out, "");
  EXPECT_NE(err.find("64"), std::string::npos) << err;
}

// ---- solver against the oracle ------------------------------------------------------------

RC_GTEST_PROP(GeographyProp, EqualsPlainGameSearch, ()) {
  Graph g = *GenGraph(1, 8, 20);
  Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  RC_ASSERT(SolveGeography(g, s) == oracle::GeographySearch(g, s));
}

RC_GTEST_PROP(GeographyProp, EveryPruningVariantAgrees, ()) {
  Graph g = *GenGraph(1, 14, 40);
  Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer want = SolveGeography(g, s);
  for (int bits = 0; bits < 8; ++bits) {
    GeographyOptions o{.canonical_key = (bits & 1) != 0,
                       .lazy_mex = (bits & 2) != 0,
                       .order_moves = (bits & 4) != 0};
    RC_ASSERT(SolveGeography(g, s, o) == want);
  }
}

// The sum of the geography position and a Nim heap of h, played out by search: a move is
// a move of the token or taking 1..heap counters.
bool SumFirstWins(const Graph& g, Vertex v, std::vector<bool>& visited, std::uint32_t heap) {
  for (std::uint32_t h = 0; h < heap; ++h)
    if (!SumFirstWins(g, v, visited, h)) return true;
  for (Vertex u : g.out(v)) {
    if (visited[u]) continue;
    visited[u] = true;
    const bool opponent_wins = SumFirstWins(g, u, visited, heap);
    visited[u] = false;
    if (!opponent_wins) return true;
  }
  return false;
}

RC_GTEST_PROP(GeographyProp, ValueInASumWithANimHeap, ()) {
  // Sprague-Grundy: the first player wins the sum iff value xor heap != 0.
  Graph g = *GenGraph(1, 7, 16);
  Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  std::uint32_t heap = *rc::gen::inRange<std::uint32_t>(0, 4);
  std::vector<bool> visited(g.n(), false);
  visited[s] = true;
  RC_ASSERT(((SolveGeography(g, s).grundy ^ heap) != 0) == SumFirstWins(g, s, visited, heap));
}

// ---- metamorphic relations, beyond the oracle's sizes --------------------------------------

RC_GTEST_PROP(GeographyProp, RelabellingMapsTheStart, ()) {
  Graph g = *GenGraph(1, 24, 60);
  Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  RC_ASSERT(SolveGeography(testing::Relabel(g, perm), perm[s]) == SolveGeography(g, s));
}

RC_GTEST_PROP(GeographyProp, RepeatedEdgesAndSelfLoopsChangeNothing, ()) {
  Graph g = *GenGraph(1, 24, 60);
  RC_PRE(g.m() > 0);
  Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  std::vector<Edge> es = g.edges();
  const std::size_t i = *rc::gen::inRange<std::size_t>(0, es.size());
  const Vertex loop = *rc::gen::inRange<Vertex>(0, g.n());
  es.push_back(es[i]);
  es.push_back({loop, loop});
  RC_ASSERT(SolveGeography(Graph(g.n(), es), s) == SolveGeography(g, s));
}

RC_GTEST_PROP(GeographyProp, AnUnreachableComponentChangesNothing, ()) {
  Graph a = *GenGraph(1, 16, 40), b = *GenGraph(1, 16, 40);
  Vertex s = *rc::gen::inRange<Vertex>(0, a.n()), t = *rc::gen::inRange<Vertex>(0, b.n());
  Graph u = testing::DisjointUnion(a, b);
  RC_ASSERT(SolveGeography(u, s) == SolveGeography(a, s));
  RC_ASSERT(SolveGeography(u, a.n() + t) == SolveGeography(b, t));
}

// ---- bounded-exhaustive tiers ------------------------------------------------------------

TEST(GeographyExhaustive, EveryGraphUpTo3VerticesAnd4EdgesEveryStart) {
  int cases = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s, ++cases)
      ASSERT_EQ(SolveGeography(g, s), oracle::GeographySearch(g, s)) << g << "start " << s;
  });
  EXPECT_GT(cases, 2000);
}

TEST(GeographyExhaustive, EverySimpleDigraphWithLoopsOn4VerticesEveryStart) {
  int cases = 0;
  testing::ForEachSimpleDigraph(4, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s, ++cases)
      ASSERT_EQ(SolveGeography(g, s), oracle::GeographySearch(g, s)) << g << "start " << s;
  });
  EXPECT_EQ(cases, 4 << 16);
}

}  // namespace
}  // namespace gc
