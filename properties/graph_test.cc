// properties/graph_test.cc — the CSR graph keeps every edge, repeats and loops included.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "properties/gen.h"

namespace gc {
namespace {

RC_GTEST_PROP(GraphProp, ForwardArraysKeepEveryEdgeInInputOrderPerSource, ()) {
  const Vertex n = *rc::gen::inRange<Vertex>(1, 30);
  auto es = *rc::gen::container<std::vector<Edge>>(rc::gen::construct<Edge>(
      rc::gen::inRange<Vertex>(0, n), rc::gen::inRange<Vertex>(0, n)));
  Graph g(n, es);
  std::vector<Edge> sorted = es;
  std::stable_sort(sorted.begin(), sorted.end(), [](Edge a, Edge b) { return a.u < b.u; });
  RC_ASSERT(g.edges() == sorted);
  RC_ASSERT(g.m() == es.size());
}

RC_GTEST_PROP(GraphProp, ReverseArraysHoldOneEntryPerEdge, ()) {
  Graph g = *testing::GenGraph(1, 30, 80);
  std::vector<Edge> rev;
  for (Vertex v = 0; v < g.n(); ++v)
    for (Vertex p : g.in(v)) rev.push_back({p, v});
  std::vector<Edge> fwd = g.edges();
  auto key = [](Edge a, Edge b) { return std::pair(a.u, a.v) < std::pair(b.u, b.v); };
  std::sort(rev.begin(), rev.end(), key);
  std::sort(fwd.begin(), fwd.end(), key);
  RC_ASSERT(rev == fwd);
  std::uint64_t in_sum = 0;
  for (Vertex v = 0; v < g.n(); ++v) in_sum += g.in_degree(v);
  RC_ASSERT(in_sum == g.m());
}

TEST(Graph, SelfLoopsAndRepeatsAreKept) {
  std::vector<Edge> es = {{0, 0}, {0, 1}, {0, 1}, {1, 0}};
  Graph g(2, es);
  EXPECT_EQ(g.out_degree(0), 3u);
  EXPECT_EQ(g.in_degree(1), 2u);
  EXPECT_EQ(g.in_degree(0), 2u);
  EXPECT_EQ(g.edges(), es);
}

}  // namespace
}  // namespace gc
