// properties/partizan_test.cc — partizan: solver against the doubled-graph fixpoint oracle,
// the equal-moves reduction to outcome, metamorphic relations, and an exhaustive tier.
#include "impl/partizan/partizan.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "impl/outcome/outcome.h"
#include "oracles/partizan/partizan_fixpoint.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }

/// Left's and Right's moves over the same n vertices.
rc::Gen<std::pair<Graph, Graph>> GenMoves(Vertex max_n, std::size_t max_m) {
  return rc::gen::mapcat(
             rc::gen::inRange<Vertex>(0, max_n + 1),
             [=](Vertex n) { return rc::gen::pair(GenGraph(n, n, max_m), GenGraph(n, n, max_m)); })
      .as("Left's and Right's moves");
}

// ---- worked examples (formats.md) and hand-computed cases --------------------------------

TEST(PartizanSpec, FormatsExample) {
  // formats.md: `3  2  0 1 1 2  1  1 0` -> DWL / LDL.
  PartizanAnswer want{"DWL", "LDL"};
  EXPECT_EQ(SolvePartizan(Make(3, {{0, 1}, {1, 2}}), Make(3, {{1, 0}})), want);
}

TEST(PartizanSpec, OnlyLeftCanMove) {
  // By hand: Left moves 0 -> 1 and leaves Right without a move, so Left wins from 0;
  // from 1 Left has no move. Right never has a move: LL.
  PartizanAnswer want{"WL", "LL"};
  EXPECT_EQ(SolvePartizan(Make(2, {{0, 1}}), Make(2, {})), want);
}

TEST(PartizanSpec, MultiEdgeCountersGoDownTwice) {
  // The outcome multi-edge case `3 3  0 1 0 1 1 2 -> LWL` for both players.
  Graph g = Make(3, {{0, 1}, {0, 1}, {1, 2}});
  PartizanAnswer want{"LWL", "LWL"};
  EXPECT_EQ(SolvePartizan(g, g), want);
}

TEST(PartizanSpec, NoVertices) {
  EXPECT_EQ(SolvePartizan(Graph(0, {}), Graph(0, {})), (PartizanAnswer{"", ""}));
}

// ---- solver against oracle ----------------------------------------------------------------

RC_GTEST_PROP(PartizanProp, FastEqualsFixpoint, ()) {
  const auto [left, right] = *GenMoves(8, 16);
  RC_ASSERT(SolvePartizan(left, right) == oracle::PartizanFixpoint(left, right));
}

RC_GTEST_PROP(PartizanProp, SameMovesGiveTheOutcomeAnswerTwice, ()) {
  Graph g = *GenGraph(0, 30, 60);
  const std::string outcome = SolveOutcome(g).labels;
  PartizanAnswer a = SolvePartizan(g, g);
  RC_ASSERT(a.left == outcome);
  RC_ASSERT(a.right == outcome);
}

// ---- metamorphic relations ----------------------------------------------------------------

RC_GTEST_PROP(PartizanProp, SwappingThePlayersSwapsTheLines, ()) {
  const auto [left, right] = *GenMoves(20, 40);
  PartizanAnswer a = SolvePartizan(left, right), b = SolvePartizan(right, left);
  RC_ASSERT(a.left == b.right);
  RC_ASSERT(a.right == b.left);
}

RC_GTEST_PROP(PartizanProp, RelabellingPermutesTheAnswer, ()) {
  const auto [left, right] = *GenMoves(20, 40);
  std::vector<Vertex> perm = *testing::GenPermutation(left.n());
  PartizanAnswer a = SolvePartizan(left, right);
  PartizanAnswer b = SolvePartizan(testing::Relabel(left, perm), testing::Relabel(right, perm));
  for (Vertex v = 0; v < left.n(); ++v) {
    RC_ASSERT(a.left[v] == b.left[perm[v]]);
    RC_ASSERT(a.right[v] == b.right[perm[v]]);
  }
}

RC_GTEST_PROP(PartizanProp, DuplicatingAMoveChangesNothing, ()) {
  const auto [left, right] = *GenMoves(20, 40);
  const bool dup_left = *rc::gen::arbitrary<bool>();
  std::vector<Edge> es = (dup_left ? left : right).edges();
  RC_PRE(!es.empty());
  es.push_back(es[*rc::gen::inRange<std::size_t>(0, es.size())]);
  Graph more(left.n(), es);
  PartizanAnswer want = SolvePartizan(left, right);
  RC_ASSERT((dup_left ? SolvePartizan(more, right) : SolvePartizan(left, more)) == want);
}

// ---- bounded-exhaustive tier --------------------------------------------------------------

TEST(PartizanExhaustive, EveryPairOfMoveListsUpTo3VerticesAnd2EdgesEach) {
  std::vector<Graph> graphs;
  testing::ForEachSmallGraph(3, 2, [&](const Graph& g) { graphs.push_back(g); });
  int pairs = 0;
  for (const Graph& left : graphs)
    for (const Graph& right : graphs) {
      if (left.n() != right.n()) continue;
      ++pairs;
      ASSERT_EQ(SolvePartizan(left, right), oracle::PartizanFixpoint(left, right))
          << "Left " << left << "\nRight " << right;
    }
  // n = 0, 1, 2, 3 with 1, 3, 15 and 55 move lists each.
  EXPECT_EQ(pairs, 1 + 9 + 225 + 3025);
}

}  // namespace
}  // namespace gc
