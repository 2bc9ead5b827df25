// impl/grundy/grundy.cc — see grundy.h.
#include "impl/grundy/grundy.h"

#include <vector>

namespace gc {

GrundyAnswer SolveGrundy(const Graph& g, std::span<const Vertex> tokens) {
  const Vertex n = g.n();
  // Kahn's algorithm: the queue itself becomes the topological order.
  std::vector<std::uint32_t> indeg(n);
  std::vector<Vertex> order;
  order.reserve(n);
  for (Vertex v = 0; v < n; ++v)
    if ((indeg[v] = g.in_degree(v)) == 0) order.push_back(v);
  for (std::size_t head = 0; head < order.size(); ++head)
    for (Vertex w : g.out(order[head]))
      if (--indeg[w] == 0) order.push_back(w);
  GrundyAnswer a;
  // A vertex on a cycle (a self-loop counts in its own in-degree) never reaches 0.
  if (order.size() != n) {
    a.cycle = true;
    return a;
  }
  a.values.assign(n, 0);
  // Reverse topological order: every successor is finished before its predecessor.
  // The mex of d values is at most d, so values above outdeg + 1 are never looked up.
  std::vector<char> seen;
  for (std::size_t i = n; i-- > 0;) {
    const Vertex v = order[i];
    seen.assign(g.out_degree(v) + 2, 0);
    for (Vertex w : g.out(v))
      if (a.values[w] < seen.size()) seen[a.values[w]] = 1;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    a.values[v] = mex;
  }
  std::uint32_t x = 0;
  for (Vertex t : tokens) x ^= a.values[t];
  a.sum = x != 0 ? SumResult::kFirst : SumResult::kSecond;
  return a;
}

}  // namespace gc
