// properties/outcome_test.cc — outcome and lengths: solver against the fixpoint and
// bounded-horizon oracles, the certificate verifier, metamorphic relations, and the
// bounded-exhaustive tiers.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "impl/outcome/outcome.h"
#include "oracles/lengths/lengths_bounded_horizon.h"
#include "oracles/outcome/outcome_fixpoint.h"
#include "oracles/outcome/outcome_verify.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }

// ---- the seeds' worked examples and practice problems ---------------------------------

TEST(OutcomeSeed, SevenVertexExample) {
  Graph g = Make(7, {{0, 1}, {1, 2}, {2, 1}, {2, 3}, {4, 0}, {4, 5}, {6, 6}});
  EXPECT_EQ(SolveOutcome(g).labels, "WLWLWLD");
  LengthsAnswer want{"WLWLWLD", {3, 2, 1, 0, 1, 0, -1}};
  EXPECT_EQ(SolveLengths(g), want);
}

TEST(OutcomeSeed, TwoCycleIsDD) { EXPECT_EQ(SolveOutcome(Make(2, {{0, 1}, {1, 0}})).labels, "DD"); }

TEST(OutcomeSeed, PracticeOneIsLWL) {
  EXPECT_EQ(SolveOutcome(Make(3, {{0, 1}, {1, 0}, {1, 2}})).labels, "LWL");
}

TEST(OutcomeSeed, ThreeCycleIsDDD) {
  EXPECT_EQ(SolveOutcome(Make(3, {{0, 1}, {1, 2}, {2, 0}})).labels, "DDD");
}

TEST(OutcomeSeed, MultiEdgeCaseIsLWL) {
  // Seed 000: the counter of vertex 0 starts at 2 and must go down twice.
  EXPECT_EQ(SolveOutcome(Make(3, {{0, 1}, {0, 1}, {1, 2}})).labels, "LWL");
}

TEST(OutcomeSeed, HighOutDegreeToOneWinIsL) {
  // 300 parallel edges to a W vertex: a counter narrower than 9 bits would wrap.
  std::vector<Edge> es(300, Edge{0, 1});
  es.push_back({1, 2});
  EXPECT_EQ(SolveLengths(Make(3, es)), (LengthsAnswer{"LWL", {2, 1, 0}}));
}

// ---- solver against oracles -------------------------------------------------------------

RC_GTEST_PROP(OutcomeProp, FastEqualsFixpoint, ()) {
  Graph g = *GenGraph(0, 8, 16);
  RC_ASSERT(SolveOutcome(g) == oracle::OutcomeFixpoint(g));
}

RC_GTEST_PROP(OutcomeProp, LengthsEqualBoundedHorizon, ()) {
  Graph g = *GenGraph(0, 8, 16);
  RC_ASSERT(SolveLengths(g) == oracle::LengthsBoundedHorizon(g));
}

// Big graphs take the queue a level at a time through buckets by vertex: forced here on
// small graphs (every level, or only levels of 2 or more, buckets of 1 to 4 vertices).
RC_GTEST_PROP(OutcomeProp, LevelBucketedLengthsEqualBoundedHorizon, ()) {
  Graph g = *GenGraph(0, 8, 16);
  const RetrogradeTuning tuning{.level_buckets_from_n = 0,
                                .level_buckets_from_vertices = *rc::gen::inRange<std::size_t>(0, 3),
                                .width_log2 = *rc::gen::inRange(0, 3)};
  RC_ASSERT(SolveLengths(g, tuning) == oracle::LengthsBoundedHorizon(g));
}

// Every graph of the exhaustive tier, through the level buckets.
TEST(OutcomeExhaustive, LevelBucketedEqualsFifoOnEveryGraphUpTo3VerticesAnd4Edges) {
  const RetrogradeTuning tuning{.level_buckets_from_n = 0, .level_buckets_from_vertices = 0,
                                .width_log2 = 1};
  int graphs = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    ++graphs;
    ASSERT_EQ(SolveLengths(g, tuning), oracle::LengthsBoundedHorizon(g)) << g;
  });
  EXPECT_GT(graphs, 700);
}


RC_GTEST_PROP(OutcomeProp, OutcomeIsFirstLineOfLengths, ()) {
  Graph g = *GenGraph(0, 30, 60);
  RC_ASSERT(SolveOutcome(g).labels == SolveLengths(g).labels);
}

// ---- certificate verifier ---------------------------------------------------------------

RC_GTEST_PROP(OutcomeProp, VerifierAcceptsEveryFastAnswer, ()) {
  Graph g = *GenGraph(0, 300, 900);
  LengthsAnswer a = SolveLengths(g);
  RC_ASSERT(oracle::VerifyLengths(g, a) == "");
  RC_ASSERT(oracle::VerifyOutcome(g, OutcomeAnswer{a.labels}) == "");
}

RC_GTEST_PROP(OutcomeProp, VerifierRejectsEveryPerturbedLabelOrLength, ()) {
  Graph g = *GenGraph(1, 12, 24);
  const LengthsAnswer a = SolveLengths(g);
  const Vertex v = *rc::gen::inRange<Vertex>(0, g.n());
  LengthsAnswer label_changed = a;
  label_changed.labels[v] = *rc::gen::element('W', 'L', 'D');
  RC_PRE(label_changed.labels[v] != a.labels[v]);
  RC_ASSERT(oracle::VerifyLengths(g, label_changed) != "");
  LengthsAnswer length_changed = a;
  length_changed.lengths[v] += *rc::gen::element(-2, -1, 1, 2);
  RC_ASSERT(oracle::VerifyLengths(g, length_changed) != "");
}

TEST(OutcomeVerify, RejectsTheMultiEdgeMutantsAnswer) {
  Graph g = Make(3, {{0, 1}, {0, 1}, {1, 2}});
  EXPECT_NE(oracle::VerifyOutcome(g, {"DWL"}), "");
  EXPECT_EQ(oracle::VerifyOutcome(g, {"LWL"}), "");
}

TEST(OutcomeVerify, ExplainsAnLWithParallelEdges) {
  Graph g = Make(3, {{0, 1}, {0, 1}, {1, 2}});
  EXPECT_EQ(oracle::ExplainOutcome(g, "LWL", 0),
            "vertex 0 is L: every move leads to W: 2 edges to vertex 1 (W)");
}

// ---- metamorphic relations --------------------------------------------------------------

RC_GTEST_PROP(OutcomeProp, RelabellingPermutesTheAnswer, ()) {
  Graph g = *GenGraph(1, 20, 40);
  std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  LengthsAnswer a = SolveLengths(g), b = SolveLengths(testing::Relabel(g, perm));
  for (Vertex v = 0; v < g.n(); ++v) {
    RC_ASSERT(a.labels[v] == b.labels[perm[v]]);
    RC_ASSERT(a.lengths[v] == b.lengths[perm[v]]);
  }
}

RC_GTEST_PROP(OutcomeProp, DuplicatingAnEdgeChangesNothing, ()) {
  Graph g = *GenGraph(1, 20, 40);
  RC_PRE(g.m() > 0);
  std::vector<Edge> es = g.edges();
  std::size_t i = *rc::gen::inRange<std::size_t>(0, es.size());
  es.push_back(es[i]);
  RC_ASSERT(SolveLengths(Graph(g.n(), es)) == SolveLengths(g));
}

RC_GTEST_PROP(OutcomeProp, DisjointUnionConcatenates, ()) {
  Graph a = *GenGraph(0, 15, 30), b = *GenGraph(0, 15, 30);
  LengthsAnswer la = SolveLengths(a), lb = SolveLengths(b);
  LengthsAnswer lu = SolveLengths(testing::DisjointUnion(a, b));
  la.labels += lb.labels;
  la.lengths.insert(la.lengths.end(), lb.lengths.begin(), lb.lengths.end());
  RC_ASSERT(lu == la);
}

// ---- bounded-exhaustive tiers -----------------------------------------------------------

TEST(OutcomeExhaustive, EveryGraphUpTo3VerticesAnd4Edges) {
  int graphs = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    ++graphs;
    ASSERT_EQ(SolveOutcome(g), oracle::OutcomeFixpoint(g)) << g;
    ASSERT_EQ(SolveLengths(g), oracle::LengthsBoundedHorizon(g)) << g;
  });
  EXPECT_GT(graphs, 700);
}

TEST(OutcomeExhaustive, EverySimpleDigraphWithLoopsOn3Vertices) {
  int graphs = 0;
  testing::ForEachSimpleDigraph(3, [&](const Graph& g) {
    ++graphs;
    ASSERT_EQ(SolveOutcome(g), oracle::OutcomeFixpoint(g)) << g;
    ASSERT_EQ(SolveLengths(g), oracle::LengthsBoundedHorizon(g)) << g;
    ASSERT_EQ(oracle::VerifyLengths(g, SolveLengths(g)), "") << g;
  });
  EXPECT_EQ(graphs, 512);
}

}  // namespace
}  // namespace gc
