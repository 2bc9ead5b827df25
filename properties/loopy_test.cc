// properties/loopy_test.cc — loopy: values against the Nim-sum product oracle, sums
// against the product graph of the token tuple, agreement with outcome and grundy, the
// Smith verifier, metamorphic relations, and the bounded-exhaustive tiers.
#include "impl/loopy/loopy.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "impl/grundy/grundy.h"
#include "impl/outcome/outcome.h"
#include "oracles/loopy/loopy_product.h"
#include "oracles/loopy/loopy_verify.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }
LoopyValue Fin(std::int64_t v) { return {v, {}}; }
LoopyValue Inf(std::vector<std::uint32_t> k) { return {LoopyValue::kInfinite, std::move(k)}; }

rc::Gen<std::vector<Vertex>> GenTokens(Vertex n, std::size_t min_k, std::size_t max_k) {
  if (n == 0) return rc::gen::just(std::vector<Vertex>{});
  return rc::gen::mapcat(rc::gen::inRange<std::size_t>(min_k, max_k + 1), [n](std::size_t k) {
    return rc::gen::container<std::vector<Vertex>>(k, rc::gen::inRange<Vertex>(0, n));
  });
}

rc::Gen<Graph> GenDag(Vertex min_n, Vertex max_n, std::size_t max_m) {
  return rc::gen::mapcat(GenGraph(min_n, max_n, max_m), [](const Graph& g) {
    return rc::gen::map(testing::GenPermutation(g.n()), [g](const std::vector<Vertex>& rank) {
      std::vector<Edge> es;
      for (Edge e : g.edges())
        if (e.u != e.v) es.push_back(rank[e.u] < rank[e.v] ? e : Edge{e.v, e.u});
      return Graph(g.n(), es);
    });
  });
}

// ---- worked examples ----------------------------------------------------------------------

TEST(LoopySeed, TwoCycleIsInfEmptyAndDraw) {
  const std::vector<Vertex> tokens = {0};
  LoopyAnswer want{{Inf({}), Inf({})}, SumResult::kDraw};
  EXPECT_EQ(SolveLoopy(Make(2, {{0, 1}, {1, 0}}), tokens), want);
}

TEST(LoopySeed, SeedDagHasItsGrundyValues) {
  Graph g = Make(6, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {2, 4}, {4, 5}});
  const std::vector<Vertex> tokens = {1, 4};
  LoopyAnswer want{{Fin(0), Fin(1), Fin(2), Fin(0), Fin(1), Fin(0)}, SumResult::kSecond};
  EXPECT_EQ(SolveLoopy(g, tokens), want);
}

TEST(LoopySeed, HandWorkedLoopyValues) {
  // 0 has a self-loop and a move to the sink 1: it cannot take value 1 (a follower, itself,
  // would have it), so it is inf{0}: a win alone, a draw beside a heap of value 1.
  Graph g = Make(2, {{0, 0}, {0, 1}});
  EXPECT_EQ(LoopyValues(g), (std::vector<LoopyValue>{Inf({0}), Fin(0)}));
  // Seed 000 practice 1, 0 <-> 1 and 1 -> 2 (labels L W L), by hand: round 0 gives the
  // sink 2 value 0; then 1 has a follower of value 0, so 0's only follower is answered and
  // 0 takes 0 too. Round 1: 1 has followers of value 0 only, mex 1, no higher follower.
  EXPECT_EQ(LoopyValues(Make(3, {{0, 1}, {1, 0}, {1, 2}})),
            (std::vector<LoopyValue>{Fin(0), Fin(1), Fin(0)}));
}

TEST(LoopySeed, SumRuleCases) {
  // Vertex 0: inf{0}; vertex 1: value 0; vertex 2: value 1 (2 -> 1); 3 <-> 4: inf{}, inf{}.
  Graph g = Make(5, {{0, 0}, {0, 1}, {2, 1}, {3, 4}, {4, 3}});
  std::vector<LoopyValue> v = LoopyValues(g);
  ASSERT_EQ(v, (std::vector<LoopyValue>{Inf({0}), Fin(0), Fin(1), Inf({}), Inf({})}));
  auto sum = [&](std::vector<Vertex> t) { return LoopySumOutcome(v, t); };
  EXPECT_EQ(sum({}), SumResult::kSecond);
  EXPECT_EQ(sum({2, 2}), SumResult::kSecond);  // finite, XOR 0
  EXPECT_EQ(sum({0}), SumResult::kFirst);      // x = 0 is in K
  EXPECT_EQ(sum({0, 1}), SumResult::kFirst);   // x = 0 is in K
  EXPECT_EQ(sum({0, 2}), SumResult::kDraw);    // x = 1 is not in K
  EXPECT_EQ(sum({0, 3}), SumResult::kDraw);    // two infinite parts
  for (std::vector<Vertex> t : {std::vector<Vertex>{0, 2}, {0, 1}, {0, 3}, {2, 2}, {0}})
    EXPECT_EQ(sum(t), oracle::LoopySumByProduct(g, t)) << t.size();
}

// ---- solver against the oracles -----------------------------------------------------------

RC_GTEST_PROP(LoopyProp, ValuesEqualNimSumOracle, ()) {
  Graph g = *GenGraph(0, 8, 16);
  RC_ASSERT(LoopyValues(g) == oracle::LoopyValuesByNimSums(g));
}

RC_GTEST_PROP(LoopyProp, SumsOf1To3TokensEqualProductGraph, ()) {
  Graph g = *GenGraph(1, 6, 12);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 1, 3);
  RC_ASSERT(SolveLoopy(g, tokens).sum == oracle::LoopySumByProduct(g, tokens));
}

RC_GTEST_PROP(LoopyProp, AnswerEqualsProductOracleFor0To4Tokens, ()) {
  Graph g = *GenGraph(0, 5, 10);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 4);
  RC_ASSERT(SolveLoopy(g, tokens) == oracle::LoopyByProduct(g, tokens));
}

RC_GTEST_PROP(LoopyProp, OneTokenAgreesWithOutcome, ()) {
  Graph g = *GenGraph(1, 40, 80);
  std::vector<LoopyValue> values = LoopyValues(g);
  const std::string labels = SolveOutcome(g).labels;
  for (Vertex v = 0; v < g.n(); ++v) {
    const Vertex t[] = {v};
    const char want = labels[v] == 'W' ? 'f' : labels[v] == 'L' ? 's' : 'd';
    RC_ASSERT(ToString(LoopySumOutcome(values, t))[0] == want);
  }
}

RC_GTEST_PROP(LoopyProp, OnADagValuesAreGrundyValues, ()) {
  Graph g = *GenDag(0, 40, 80);
  GrundyAnswer grundy = SolveGrundy(g, {});
  RC_ASSERT(!grundy.cycle);
  std::vector<LoopyValue> values = LoopyValues(g);
  for (Vertex v = 0; v < g.n(); ++v) RC_ASSERT(values[v] == Fin(grundy.values[v]));
}

// ---- certificate verifier -----------------------------------------------------------------

RC_GTEST_PROP(LoopyProp, VerifierAcceptsEveryFastAnswer, ()) {
  Graph g = *GenGraph(0, 200, 500);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 4);
  RC_ASSERT(oracle::VerifyLoopy(g, tokens, SolveLoopy(g, tokens)) == "");
}

RC_GTEST_PROP(LoopyProp, VerifierRejectsEveryPerturbedAnswer, ()) {
  Graph g = *GenGraph(1, 10, 20);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 4);
  const LoopyAnswer a = SolveLoopy(g, tokens);
  const Vertex v = *rc::gen::inRange<Vertex>(0, g.n());
  LoopyAnswer changed = a;
  const std::int64_t x = *rc::gen::inRange<std::int64_t>(-1, g.n() + 2);
  if (x < 0) {
    changed.values[v] = Inf(*rc::gen::container<std::vector<std::uint32_t>>(
        rc::gen::inRange<std::uint32_t>(0, g.n() + 1)));
    std::sort(changed.values[v].k.begin(), changed.values[v].k.end());
    changed.values[v].k.erase(std::unique(changed.values[v].k.begin(), changed.values[v].k.end()),
                              changed.values[v].k.end());
  } else {
    changed.values[v] = Fin(x);
  }
  if (changed.values[v] == a.values[v]) {  // make it differ: both are wrong then
    if (changed.values[v].finite())
      ++changed.values[v].value;
    else
      changed.values[v].k.push_back(g.n() + 1);
  }
  RC_ASSERT(oracle::VerifyLoopy(g, tokens, changed) != "");
  for (SumResult s : {SumResult::kFirst, SumResult::kSecond, SumResult::kDraw}) {
    LoopyAnswer sum_changed = a;
    sum_changed.sum = s;
    RC_ASSERT((oracle::VerifyLoopy(g, tokens, sum_changed) == "") == (s == a.sum));
  }
}

TEST(LoopyVerify, AcceptsOnlyTheTrueAnswerOnEverySimpleDigraphOn3Vertices) {
  // Every assignment of a value in 0..3 or infinity (K taken from the assignment itself)
  // to each vertex: the verifier is a complete certificate when it accepts exactly one.
  int accepted_total = 0;
  testing::ForEachSimpleDigraph(3, [&](const Graph& g) {
    const std::vector<LoopyValue> truth = oracle::LoopyValuesByNimSums(g);
    int accepted = 0;
    for (int code = 0; code < 125; ++code) {
      LoopyAnswer a{std::vector<LoopyValue>(3), SumResult::kSecond};
      for (Vertex v = 0, c = code; v < 3; ++v, c /= 5)
        a.values[v].value = c % 5 == 4 ? LoopyValue::kInfinite : c % 5;
      for (Vertex v = 0; v < 3; ++v) {
        if (a.values[v].finite()) continue;
        for (Vertex w : g.out(v))
          if (a.values[w].finite()) a.values[v].k.push_back(a.values[w].value);
        std::sort(a.values[v].k.begin(), a.values[v].k.end());
        a.values[v].k.erase(std::unique(a.values[v].k.begin(), a.values[v].k.end()),
                            a.values[v].k.end());
      }
      if (oracle::VerifyLoopy(g, {}, a) != "") continue;
      ++accepted;
      EXPECT_EQ(a.values, truth) << g;
    }
    EXPECT_EQ(accepted, 1) << g;
    accepted_total += accepted;
  });
  EXPECT_EQ(accepted_total, 512);
}

TEST(LoopyVerify, NeedsTheCounterFunction) {
  // On 0 <-> 1 the values 1, 0 pass conditions (1)-(3) locally; 1's escape to the higher
  // 0 is answered only by 1 itself, so no counter function exists.
  Graph g = Make(2, {{0, 1}, {1, 0}});
  EXPECT_NE(oracle::VerifyLoopy(g, {}, {{Fin(1), Fin(0)}, SumResult::kSecond}), "");
  EXPECT_EQ(oracle::VerifyLoopy(g, {}, {{Inf({}), Inf({})}, SumResult::kSecond}), "");
}

TEST(LoopyVerify, RejectsAnInfiniteSinkAndAWrongK) {
  Graph g = Make(2, {{0, 0}, {0, 1}});
  EXPECT_EQ(oracle::VerifyLoopy(g, {}, {{Inf({0}), Fin(0)}, SumResult::kSecond}), "");
  EXPECT_NE(oracle::VerifyLoopy(g, {}, {{Inf({0}), Inf({})}, SumResult::kSecond}), "");
  EXPECT_NE(oracle::VerifyLoopy(g, {}, {{Inf({}), Fin(0)}, SumResult::kSecond}), "");
  EXPECT_NE(oracle::VerifyLoopy(g, {}, {{Fin(1), Fin(0)}, SumResult::kSecond}), "");
}

// ---- metamorphic relations ----------------------------------------------------------------

RC_GTEST_PROP(LoopyProp, RelabellingPermutesTheValues, ()) {
  Graph g = *GenGraph(1, 20, 40);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 4);
  std::vector<Vertex> perm = *testing::GenPermutation(g.n());
  std::vector<Vertex> moved;
  for (Vertex t : tokens) moved.push_back(perm[t]);
  LoopyAnswer a = SolveLoopy(g, tokens), b = SolveLoopy(testing::Relabel(g, perm), moved);
  for (Vertex v = 0; v < g.n(); ++v) RC_ASSERT(a.values[v] == b.values[perm[v]]);
  RC_ASSERT(a.sum == b.sum);
}

RC_GTEST_PROP(LoopyProp, DuplicatingAnEdgeChangesNothing, ()) {
  Graph g = *rc::gen::suchThat(GenGraph(1, 20, 40), [](const Graph& h) { return h.m() > 0; });
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 4);
  std::vector<Edge> es = g.edges();
  es.push_back(es[*rc::gen::inRange<std::size_t>(0, es.size())]);
  RC_ASSERT(SolveLoopy(Graph(g.n(), es), tokens) == SolveLoopy(g, tokens));
}

RC_GTEST_PROP(LoopyProp, DisjointUnionConcatenates, ()) {
  Graph a = *GenGraph(0, 15, 30), b = *GenGraph(0, 15, 30);
  std::vector<LoopyValue> va = LoopyValues(a), vb = LoopyValues(b);
  va.insert(va.end(), vb.begin(), vb.end());
  RC_ASSERT(LoopyValues(testing::DisjointUnion(a, b)) == va);
}

RC_GTEST_PROP(LoopyProp, AddingASecondPlayerWinLeavesTheSumUnchanged, ()) {
  Graph g = *GenGraph(1, 12, 24);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 3);
  const LoopyAnswer a = SolveLoopy(g, tokens);
  // A second token on a vertex of value 0, and (with finite value) a pair of equal tokens.
  for (Vertex z = 0; z < g.n(); ++z) {
    std::vector<Vertex> more = tokens;
    if (a.values[z] == Fin(0)) {
      more.push_back(z);
    } else if (a.values[z].finite()) {
      more.push_back(z);
      more.push_back(z);
    } else {
      continue;
    }
    RC_ASSERT(SolveLoopy(g, more).sum == a.sum);
  }
}

RC_GTEST_PROP(LoopyProp, SecondPlayerWinComponentKeepsProductOutcome, ()) {
  // The same relation on the product graph alone, so it checks the oracle's view too.
  Graph g = *GenGraph(1, 5, 10);
  std::vector<Vertex> tokens = *GenTokens(g.n(), 0, 2);
  const std::vector<LoopyValue> values = LoopyValues(g);
  for (Vertex z = 0; z < g.n(); ++z)
    if (values[z] == Fin(0)) {
      std::vector<Vertex> more = tokens;
      more.push_back(z);
      RC_ASSERT(oracle::LoopySumByProduct(g, more) == oracle::LoopySumByProduct(g, tokens));
      break;
    }
}

// ---- bounded-exhaustive tiers -------------------------------------------------------------

void CheckAgainstOracles(const Graph& g, int* infinite) {
  const std::vector<LoopyValue> want = oracle::LoopyValuesByNimSums(g);
  ASSERT_EQ(LoopyValues(g), want) << g;
  for (const LoopyValue& v : want) *infinite += !v.finite();
  testing::ForEachTokenMultiset(g.n(), 3, [&](const std::vector<Vertex>& tokens) {
    LoopyAnswer a = SolveLoopy(g, tokens);
    ASSERT_EQ(a.sum, oracle::LoopySumByProduct(g, tokens)) << g;
    ASSERT_EQ(oracle::VerifyLoopy(g, tokens, a), "") << g;
  });
}

TEST(LoopyExhaustive, EveryGraphUpTo3VerticesAnd4Edges) {
  int graphs = 0, infinite = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) {
    ++graphs;
    CheckAgainstOracles(g, &infinite);
  });
  EXPECT_GT(graphs, 700);
  EXPECT_GT(infinite, 0);
}

TEST(LoopyExhaustive, EverySimpleDigraphWithLoopsOn3Vertices) {
  int graphs = 0, infinite = 0;
  testing::ForEachSimpleDigraph(3, [&](const Graph& g) {
    ++graphs;
    CheckAgainstOracles(g, &infinite);
  });
  EXPECT_EQ(graphs, 512);
  EXPECT_GT(infinite, 0);
}

}  // namespace
}  // namespace gc
