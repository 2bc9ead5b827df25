// properties/generators_test.cc — the harness generators reach every shape a bug may need
// (libFuzzer's FoundMask idea): self-loop, multi-edge, sink, cycle, DAG, long chain,
// out-degree past 127/255/65,535, many components, large n; and they are deterministic.
#include <gtest/gtest.h>

#include <set>

#include "harness/cases/generators.h"
#include "harness/cases/input_kind.h"
#include "impl/grundy/grundy.h"
#include "impl/outcome/outcome.h"

namespace gc {
namespace {

struct Features {
  bool self_loop = false, multi_edge = false, sink = false, cycle = false, dag = false,
       disconnected = false;
  std::uint32_t max_out = 0;
};

Features Inspect(const Graph& g) {
  Features f;
  for (Vertex u = 0; u < g.n(); ++u) {
    f.max_out = std::max(f.max_out, g.out_degree(u));
    if (g.out_degree(u) == 0) f.sink = true;
    std::set<Vertex> seen;
    for (Vertex v : g.out(u)) {
      if (v == u) f.self_loop = true;
      if (!seen.insert(v).second) f.multi_edge = true;
    }
  }
  // Kahn's algorithm: leftover vertices mean a cycle.
  std::vector<std::uint32_t> indeg(g.n());
  for (Vertex v = 0; v < g.n(); ++v) indeg[v] = g.in_degree(v);
  std::vector<Vertex> q;
  for (Vertex v = 0; v < g.n(); ++v)
    if (!indeg[v]) q.push_back(v);
  for (std::size_t h = 0; h < q.size(); ++h)
    for (Vertex w : g.out(q[h]))
      if (--indeg[w] == 0) q.push_back(w);
  f.cycle = q.size() != g.n();
  f.dag = !f.cycle && g.m() > 0;
  // Weak components by union-find.
  std::vector<Vertex> parent(g.n());
  for (Vertex v = 0; v < g.n(); ++v) parent[v] = v;
  auto find = [&](Vertex v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  std::size_t comps = g.n();
  for (Edge e : g.edges())
    if (find(e.u) != find(e.v)) parent[find(e.u)] = find(e.v), --comps;
  f.disconnected = comps > 1;
  return f;
}

TEST(Generators, RandomGraphsReachEveryLocalShape) {
  Rng rng(1);
  Features any;
  for (int i = 0; i < 200; ++i) {
    Features f = Inspect(RandomGraph(rng, {.n = 6, .m = 8}));
    any.self_loop |= f.self_loop;
    any.multi_edge |= f.multi_edge;
    any.sink |= f.sink;
    any.cycle |= f.cycle;
    any.dag |= f.dag;
    any.disconnected |= f.disconnected;
  }
  EXPECT_TRUE(any.self_loop && any.multi_edge && any.sink && any.cycle && any.dag &&
              any.disconnected);
}

TEST(Generators, DagSpecNeverHasACycle) {
  Rng rng(2);
  for (int i = 0; i < 200; ++i)
    EXPECT_FALSE(Inspect(RandomGraph(rng, {.n = 8, .m = 20, .dag = true})).cycle);
}

TEST(Generators, ShapedFamiliesReachTheirShapes) {
  Rng rng(3);
  EXPECT_EQ(ShapedGraph(rng, Shape::kChain, 500).m(), 499u);
  EXPECT_TRUE(Inspect(ShapedGraph(rng, Shape::kCycle, 300)).cycle);
  for (std::uint32_t d : {128u, 256u, 65536u})
    EXPECT_GE(Inspect(ShapedGraph(rng, Shape::kStar, d)).max_out, d);
  EXPECT_TRUE(Inspect(ShapedGraph(rng, Shape::kDeepDag, 1000)).dag);
  EXPECT_TRUE(Inspect(ShapedGraph(rng, Shape::kComponents, 100)).disconnected);
  EXPECT_TRUE(Inspect(ShapedGraph(rng, Shape::kMultiEdges, 50)).multi_edge);
  EXPECT_TRUE(Inspect(ShapedGraph(rng, Shape::kSelfLoops, 50)).self_loop);
  EXPECT_EQ(ShapedGraph(rng, Shape::kSinkOnly, 7).m(), 0u);
  EXPECT_EQ(ShapedGraph(rng, Shape::kRandom, 100000).n(), 100000u);
}

// The width families take their quantity past a width where it changes the answer; the
// answers below are worked out by hand from each shape (generators.h), the solvers only
// confirm them.
TEST(Generators, WidthFamiliesDecideTheAnswerPastTheWidth) {
  Rng rng(5);
  for (std::uint32_t d : {257u, 65537u}) {
    // Cyclic: 0 moves once to W (1 -> sink 2) and d - 1 times to a self-loop: D. A counter
    // that wrapped to 1 makes 0 L after the move to 1, and 4 (moving to 0) W.
    const Graph star = ShapedGraph(rng, Shape::kMixedStar, d);
    EXPECT_EQ(Inspect(star).max_out, d);
    EXPECT_EQ(SolveOutcome(star).labels, "DWLDD");
    // Acyclic: the slow successor 3 is L (3 -> 4 -> 5), decided after 1 is W: 0 is W.
    const Graph dag = ShapedGraph(rng, Shape::kMixedStar, d, true);
    EXPECT_TRUE(Inspect(dag).dag);
    EXPECT_EQ(SolveOutcome(dag).labels, "WWLLWLL");
    // The root L stalls on the chain of d moves (d odd: its head is W), d + 1 moves.
    const LengthsAnswer stall = SolveLengths(ShapedGraph(rng, Shape::kLongStall, d));
    EXPECT_EQ(stall.labels.substr(0, 4), "LWLW");
    EXPECT_EQ(stall.lengths[0], std::int64_t{d} + 1);
    EXPECT_EQ(stall.lengths[3], std::int64_t{d});
    // Only the three top ids move, n-3 -> n-2 -> n-1, and 2 -> 0: labels L W L at the top,
    // L L W at the bottom, L elsewhere. Folded onto 0, 1, 2 the top closes a cycle.
    const Graph top = ShapedGraph(rng, Shape::kTopIds, d + 2);
    EXPECT_EQ(top.n(), d + 2);
    EXPECT_EQ(top.m(), 3u);
    EXPECT_EQ(SolveOutcome(top).labels, "LLW" + std::string(d - 4, 'L') + "LWL");
  }
  // 2^16 + 1 tokens on 0 -> 1 (values 1 and 0), two on 0: XOR 0, second; the first token
  // alone (a count kept in 16 bits) is first. Grundy's input kind places them.
  const InputKindOps& tokens = OpsOf(FindProblem("grundy")->input);
  ASSERT_NE(tokens.many, nullptr);
  const Instance many = tokens.many(ShapedGraph(rng, Shape::kManyTokens, 65537), 65537);
  ASSERT_EQ(many.tokens.size(), 65537u);
  EXPECT_EQ(SolveGrundy(many.g, many.tokens).sum, SumResult::kSecond);
  EXPECT_EQ(SolveGrundy(many.g, std::vector<Vertex>{many.tokens[0]}).sum, SumResult::kFirst);
  EXPECT_EQ(OpsOf(FindProblem("outcome")->input).many, nullptr);  // no list of its own
  // Vertex i moves to every lower vertex: its Grundy value is i, 256 at the top.
  const GrundyAnswer ladder = SolveGrundy(ShapedGraph(rng, Shape::kValueLadder, 257), {});
  ASSERT_EQ(ladder.values.size(), 257u);
  for (std::uint32_t v = 0; v < 257; ++v) EXPECT_EQ(ladder.values[v], v);
}

TEST(Generators, SameSeedSameGraphs) {
  Rng a(42), b(42);
  for (Shape s : kAllShapes) EXPECT_EQ(ShapedGraph(a, s, 40), ShapedGraph(b, s, 40)) << ToString(s);
}

TEST(Generators, InstancesRespectTheRowLimits) {
  Rng rng(4);
  for (const Problem& p : Problems())
    for (int i = 0; i < 50; ++i) {
      Instance x = RandomInstance(rng, p, 200, 400);
      EXPECT_LE(x.g.n(), p.max_n) << p.name;
      for (Vertex t : x.tokens) EXPECT_LT(t, x.g.n()) << p.name;
      if (p.input == InputKind::kGraphStart) {
        EXPECT_LT(x.start, x.g.n()) << p.name;
      }
      if (p.input == InputKind::kPartizan) {
        EXPECT_EQ(x.right.n(), x.g.n()) << p.name;
      }
    }
}

}  // namespace
}  // namespace gc
