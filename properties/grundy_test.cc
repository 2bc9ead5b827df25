// properties/grundy_test.cc — grundy: the solver against the mex oracle and a full game
// search over token tuples, the certificate verifier, metamorphic relations, and the
// bounded-exhaustive tiers (where the cyclic graphs must report a cycle).
#include "impl/grundy/grundy.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "oracles/grundy/grundy_mex.h"
#include "oracles/grundy/grundy_verify.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }

// Seed 000's six-vertex DAG.
Graph SeedDag() { return Make(6, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {2, 4}, {4, 5}}); }

/// A DAG: a random graph whose edges all point forward in a random order of the vertices
/// (self-loops dropped), so the input is not handed over in topological order.
rc::Gen<Graph> GenDag(Vertex min_n, Vertex max_n, std::size_t max_m) {
  return rc::gen::mapcat(GenGraph(min_n, max_n, max_m), [](const Graph& g) {
    return rc::gen::map(testing::GenPermutation(g.n()), [g](const std::vector<Vertex>& rank) {
      std::vector<Edge> es;
      for (Edge e : g.edges()) {
        if (e.u == e.v) continue;
        es.push_back(rank[e.u] < rank[e.v] ? e : Edge{e.v, e.u});
      }
      return Graph(g.n(), es);
    });
  });
}

/// 0-4 tokens on vertices of g (repeats allowed); none when g is empty.
rc::Gen<std::vector<Vertex>> GenTokens(Vertex n, std::size_t max_k = 4) {
  if (n == 0) return rc::gen::just(std::vector<Vertex>{});
  return rc::gen::mapcat(rc::gen::inRange<std::size_t>(0, max_k + 1), [n](std::size_t k) {
    return rc::gen::container<std::vector<Vertex>>(k, rc::gen::inRange<Vertex>(0, n));
  });
}

std::uint32_t Xor(const GrundyAnswer& a, const std::vector<Vertex>& tokens) {
  std::uint32_t x = 0;
  for (Vertex t : tokens) x ^= a.values[t];
  return x;
}

// ---- the seed's worked example ------------------------------------------------------------

TEST(GrundySeed, SixVertexDagTokens0And2IsFirst) {
  const std::vector<Vertex> tokens = {0, 2};
  GrundyAnswer want{false, {0, 1, 2, 0, 1, 0}, SumResult::kFirst};
  EXPECT_EQ(SolveGrundy(SeedDag(), tokens), want);
}

TEST(GrundySeed, SixVertexDagTokens1And4IsSecond) {
  const std::vector<Vertex> tokens = {1, 4};
  GrundyAnswer want{false, {0, 1, 2, 0, 1, 0}, SumResult::kSecond};
  EXPECT_EQ(SolveGrundy(SeedDag(), tokens), want);
}

TEST(GrundySeed, PracticeFourWinningMoveIs2To3) {
  // Seed 000 practice 4: from tokens {0, 2} the move 2 -> 3 leaves a second-player win.
  const std::vector<Vertex> after = {0, 3};
  EXPECT_EQ(SolveGrundy(SeedDag(), after).sum, SumResult::kSecond);
  EXPECT_FALSE(oracle::FirstWinsByGameSearch(SeedDag(), after));
}

TEST(GrundySeed, CyclesAreRejected) {
  EXPECT_TRUE(SolveGrundy(Make(2, {{0, 1}, {1, 0}}), {}).cycle);
  EXPECT_TRUE(SolveGrundy(Make(1, {{0, 0}}), {}).cycle);
  EXPECT_TRUE(SolveGrundy(Make(3, {{0, 1}, {2, 2}}), {}).cycle);   // a loop away from the rest
  EXPECT_FALSE(SolveGrundy(Make(2, {{0, 1}, {0, 1}}), {}).cycle);  // a repeated edge is no cycle
}

TEST(GrundySeed, ValuesUpToTheOutDegree) {
  // A transitive tournament: vertex v moves to every w > v, so g(v) = n - 1 - v.
  std::vector<Edge> es;
  for (Vertex u = 0; u < 6; ++u)
    for (Vertex v = u + 1; v < 6; ++v) es.push_back({u, v});
  EXPECT_EQ(SolveGrundy(Make(6, es), {}).values, (std::vector<std::uint32_t>{5, 4, 3, 2, 1, 0}));
}

// ---- solver against the oracles -----------------------------------------------------------

RC_GTEST_PROP(GrundyProp, ValuesAndSumEqualMexAndGameSearch, ()) {
  Graph g = *GenDag(0, 9, 18);
  std::vector<Vertex> tokens = *GenTokens(g.n());
  GrundyAnswer want = oracle::GrundyByMex(g, tokens);
  RC_ASSERT(!want.cycle);
  RC_ASSERT(SolveGrundy(g, tokens) == want);
}

RC_GTEST_PROP(GrundyProp, CycleFlagEqualsTheOraclesOnAnyGraph, ()) {
  Graph g = *GenGraph(0, 9, 14);
  std::vector<Vertex> tokens = *GenTokens(g.n());
  RC_ASSERT(SolveGrundy(g, tokens) == oracle::GrundyByMex(g, tokens));
}

RC_GTEST_PROP(GrundyProp, AWinningMoveExistsExactlyWhenTheXorIsNonzero, ()) {
  Graph g = *GenDag(1, 9, 18);
  std::vector<Vertex> tokens = *GenTokens(g.n());
  GrundyAnswer a = SolveGrundy(g, tokens);
  bool winning_move = false;
  for (std::size_t i = 0; i < tokens.size(); ++i)
    for (Vertex w : g.out(tokens[i])) {
      std::vector<Vertex> next = tokens;
      next[i] = w;
      // The solver's XOR and the game search must agree on the position after the move.
      RC_ASSERT((Xor(a, next) == 0) == !oracle::FirstWinsByGameSearch(g, next));
      winning_move |= Xor(a, next) == 0;
    }
  RC_ASSERT(winning_move == (Xor(a, tokens) != 0));
}

// ---- certificate verifier -----------------------------------------------------------------

RC_GTEST_PROP(GrundyProp, VerifierAcceptsEveryFastAnswer, ()) {
  Graph g = *rc::gen::oneOf(GenDag(0, 300, 900), GenGraph(0, 40, 60));
  std::vector<Vertex> tokens = *GenTokens(g.n());
  RC_ASSERT(oracle::VerifyGrundy(g, tokens, SolveGrundy(g, tokens)) == "");
}

RC_GTEST_PROP(GrundyProp, VerifierRejectsEveryPerturbedAnswer, ()) {
  Graph g = *GenDag(1, 12, 24);
  std::vector<Vertex> tokens = *GenTokens(g.n());
  const GrundyAnswer a = SolveGrundy(g, tokens);
  GrundyAnswer value_changed = a;
  const Vertex v = *rc::gen::inRange<Vertex>(0, g.n());
  // Any other value in 0..n+1: the old one plus a shift of 1..n+1, modulo n + 2.
  const std::uint32_t shift = *rc::gen::inRange<std::uint32_t>(1, g.n() + 2);
  value_changed.values[v] = (a.values[v] + shift) % (g.n() + 2);
  RC_ASSERT(oracle::VerifyGrundy(g, tokens, value_changed) != "");
  GrundyAnswer sum_flipped = a;
  sum_flipped.sum = a.sum == SumResult::kFirst ? SumResult::kSecond : SumResult::kFirst;
  RC_ASSERT(oracle::VerifyGrundy(g, tokens, sum_flipped) != "");
  RC_ASSERT(oracle::VerifyGrundy(g, tokens, GrundyAnswer{true, {}, SumResult::kSecond}) != "");
}

TEST(GrundyVerify, AcceptsOnlyTheTrueAnswerOnEverySimpleDigraphOn3Vertices) {
  // Every cycle claim and every assignment of values 0..3: exactly one is accepted.
  testing::ForEachSimpleDigraph(3, [&](const Graph& g) {
    const GrundyAnswer truth = oracle::GrundyByMex(g, {});
    int accepted = oracle::VerifyGrundy(g, {}, GrundyAnswer{true, {}, SumResult::kSecond}) == "";
    if (accepted) {
      EXPECT_TRUE(truth.cycle) << g;
    }
    for (std::uint32_t code = 0; code < 64; ++code) {
      GrundyAnswer a{false, {code % 4, code / 4 % 4, code / 16}, SumResult::kSecond};
      if (oracle::VerifyGrundy(g, {}, a) != "") continue;
      ++accepted;
      EXPECT_EQ(a, truth) << g;
    }
    EXPECT_EQ(accepted, 1) << g;
  });
}

TEST(GrundyVerify, RejectsMexConsistentValuesOnACycle) {
  // On 0 <-> 1 the values 1, 0 satisfy the mex rule; only the cycle check rejects them.
  Graph g = Make(2, {{0, 1}, {1, 0}});
  EXPECT_NE(oracle::VerifyGrundy(g, {}, GrundyAnswer{false, {1, 0}, SumResult::kSecond}), "");
  EXPECT_EQ(oracle::VerifyGrundy(g, {}, GrundyAnswer{true, {}, SumResult::kSecond}), "");
}

TEST(GrundyVerify, RejectsMaxPlusOneValues) {
  // Vertex 0 moves to values {1, 2}: mex 0, where max + 1 would say 3.
  const std::vector<Vertex> tokens = {0, 2};
  EXPECT_EQ(oracle::VerifyGrundy(SeedDag(), tokens, {false, {0, 1, 2, 0, 1, 0}, SumResult::kFirst}),
            "");
  EXPECT_NE(oracle::VerifyGrundy(SeedDag(), tokens, {false, {3, 1, 2, 0, 1, 0}, SumResult::kFirst}),
            "");
}

// ---- metamorphic relations ----------------------------------------------------------------

RC_GTEST_PROP(GrundyProp, RelabellingPermutesTheValues, ()) {
  Graph g = *GenDag(1, 20, 40);
  std::vector<Vertex> tokens = *GenTokens(g.n());
  std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  std::vector<Vertex> moved;
  for (Vertex t : tokens) moved.push_back(perm[t]);
  GrundyAnswer a = SolveGrundy(g, tokens), b = SolveGrundy(testing::Relabel(g, perm), moved);
  for (Vertex v = 0; v < g.n(); ++v) RC_ASSERT(a.values[v] == b.values[perm[v]]);
  RC_ASSERT(a.sum == b.sum);
}

RC_GTEST_PROP(GrundyProp, DuplicatingAnEdgeChangesNothing, ()) {
  Graph g = *rc::gen::suchThat(GenDag(2, 20, 40), [](const Graph& h) { return h.m() > 0; });
  std::vector<Vertex> tokens = *GenTokens(g.n());
  std::vector<Edge> es = g.edges();
  es.push_back(es[*rc::gen::inRange<std::size_t>(0, es.size())]);
  RC_ASSERT(SolveGrundy(Graph(g.n(), es), tokens) == SolveGrundy(g, tokens));
}

RC_GTEST_PROP(GrundyProp, DisjointUnionConcatenates, ()) {
  Graph a = *GenDag(0, 15, 30), b = *GenDag(0, 15, 30);
  GrundyAnswer ga = SolveGrundy(a, {}), gb = SolveGrundy(b, {});
  GrundyAnswer gu = SolveGrundy(testing::DisjointUnion(a, b), {});
  ga.values.insert(ga.values.end(), gb.values.begin(), gb.values.end());
  RC_ASSERT(gu == ga);
}

RC_GTEST_PROP(GrundyProp, AddingASecondPlayerWinLeavesTheSumUnchanged, ()) {
  Graph g = *GenDag(1, 12, 24);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 3);
  const GrundyAnswer a = SolveGrundy(g, tokens);
  // A pair of equal tokens is a second-player win on its own.
  std::vector<Vertex> with_pair = tokens;
  const Vertex v = *rc::gen::inRange<Vertex>(0, g.n());
  with_pair.push_back(v);
  with_pair.push_back(v);
  RC_ASSERT(SolveGrundy(g, with_pair).sum == a.sum);
  // So is a token on a vertex of value 0; the game search confirms it on its own terms.
  for (Vertex z = 0; z < g.n(); ++z)
    if (a.values[z] == 0) {
      std::vector<Vertex> with_zero = tokens;
      with_zero.push_back(z);
      RC_ASSERT(SolveGrundy(g, with_zero).sum == a.sum);
      RC_ASSERT(oracle::FirstWinsByGameSearch(g, with_zero) == (a.sum == SumResult::kFirst));
      break;
    }
}

// ---- bounded-exhaustive tiers -------------------------------------------------------------

void CheckAgainstOracle(const Graph& g, int* cyclic) {
  testing::ForEachTokenMultiset(g.n(), 3, [&](const std::vector<Vertex>& tokens) {
    GrundyAnswer want = oracle::GrundyByMex(g, tokens);
    ASSERT_EQ(SolveGrundy(g, tokens), want) << g;
    ASSERT_EQ(oracle::VerifyGrundy(g, tokens, want), "") << g;
  });
  *cyclic += oracle::GrundyByMex(g, {}).cycle;
}

TEST(GrundyExhaustive, EveryGraphUpTo3VerticesAnd4Edges) {
  int graphs = 0, cyclic = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    ++graphs;
    CheckAgainstOracle(g, &cyclic);
  });
  EXPECT_GT(graphs, 700);
  EXPECT_GT(cyclic, 0);
  EXPECT_LT(cyclic, graphs);
}

TEST(GrundyExhaustive, EverySimpleDigraphWithLoopsOn3Vertices) {
  int graphs = 0, cyclic = 0;
  testing::ForEachSimpleDigraph(3, [&](const Graph& g) {
    ++graphs;
    CheckAgainstOracle(g, &cyclic);
  });
  EXPECT_EQ(graphs, 512);
  // Acyclic digraphs on 3 labelled vertices: 25 (OEIS A003024).
  EXPECT_EQ(graphs - cyclic, 25);
}

}  // namespace
}  // namespace gc
