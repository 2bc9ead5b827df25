// oracles/grundy/grundy_verify.cc — see grundy_verify.h.
#include "oracles/grundy/grundy_verify.h"

#include <vector>

namespace gc::oracle {

bool HasCycle(const Graph& g) {
  // A sink is on no cycle; removing it may make its predecessors sinks. Whatever is left
  // has a move inside what is left from every vertex, so it contains a cycle.
  std::vector<std::uint32_t> moves_left(g.n());
  std::vector<Vertex> sinks;
  for (Vertex v = 0; v < g.n(); ++v)
    if ((moves_left[v] = g.out_degree(v)) == 0) sinks.push_back(v);
  std::size_t removed = 0;
  while (!sinks.empty()) {
    Vertex v = sinks.back();
    sinks.pop_back();
    ++removed;
    for (Vertex p : g.in(v))
      if (--moves_left[p] == 0) sinks.push_back(p);
  }
  return removed != g.n();
}

std::string VerifyGrundy(const Graph& g, std::span<const Vertex> tokens, const GrundyAnswer& a) {
  const bool cycle = HasCycle(g);
  if (a.cycle)
    return cycle ? "" : "the answer says the graph has a cycle, but removing sinks empties it";
  if (cycle) return "the graph has a cycle, but the answer gives Grundy values";
  if (a.values.size() != g.n())
    return "expected " + std::to_string(g.n()) + " values, got " + std::to_string(a.values.size());
  for (Vertex v = 0; v < g.n(); ++v) {
    std::vector<bool> seen(g.out_degree(v) + 1, false);
    for (Vertex w : g.out(v))
      if (a.values[w] < seen.size()) seen[a.values[w]] = true;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    if (a.values[v] != mex)
      return "vertex " + std::to_string(v) + " has value " + std::to_string(a.values[v]) +
             ", but the mex of its successors' values is " + std::to_string(mex);
  }
  std::uint32_t x = 0;
  for (Vertex t : tokens) x ^= a.values[t];
  const SumResult want = x != 0 ? SumResult::kFirst : SumResult::kSecond;
  if (a.sum != want)
    return std::string("the XOR of the token values is ") + std::to_string(x) + ", so the sum is " +
           ToString(want) + ", not " + ToString(a.sum);
  return "";
}

}  // namespace gc::oracle
