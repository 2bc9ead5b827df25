// oracles/undirected/undirected_verify.cc — see undirected_verify.h.
#include "oracles/undirected/undirected_verify.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace gc::oracle {

namespace {

// Distinct neighbours other than v itself (an undirected edge is listed from both ends).
std::vector<Vertex> Neighbours(const Graph& g, Vertex v) {
  std::vector<Vertex> ns;
  for (Vertex u : g.out(v)) ns.push_back(u);
  for (Vertex u : g.in(v)) ns.push_back(u);
  std::sort(ns.begin(), ns.end());
  ns.erase(std::unique(ns.begin(), ns.end()), ns.end());
  ns.erase(std::remove(ns.begin(), ns.end(), v), ns.end());
  return ns;
}

}  // namespace

std::string VerifyUndirected(const Graph& g, const UndirectedAnswer& a) {
  const Vertex n = g.n();
  if (a.labels.size() != n) return "expected " + std::to_string(n) + " letters";
  std::vector<std::vector<Vertex>> nb(n);
  for (Vertex v = 0; v < n; ++v) nb[v] = Neighbours(g, v);
  auto is_l = [&](Vertex v) { return a.labels[v] == 'L'; };

  // Parts: D = L; A = W next to an L; C = the other W.
  enum Part : char { kD, kA, kC };
  std::vector<Part> part(n);
  std::size_t a_size = 0;
  for (Vertex v = 0; v < n; ++v) {
    part[v] = is_l(v) ? kD : std::any_of(nb[v].begin(), nb[v].end(), is_l) ? kA : kC;
    if (part[v] == kA) ++a_size;
  }

  // Components of G[D] and of G[C], by depth-first search inside one part.
  constexpr std::uint32_t kNone = 0xFFFFFFFF;
  std::vector<std::uint32_t> comp(n, kNone);
  std::uint32_t d_components = 0, next = 0;
  for (Vertex s = 0; s < n; ++s) {
    if (part[s] == kA || comp[s] != kNone) continue;
    std::vector<Vertex> stack = {s};
    comp[s] = next;
    std::size_t size = 0;
    while (!stack.empty()) {
      const Vertex v = stack.back();
      stack.pop_back();
      ++size;
      for (Vertex u : nb[v])
        if (part[u] == part[s] && comp[u] == kNone) comp[u] = next, stack.push_back(u);
    }
    if (part[s] == kD && size % 2 == 0)
      return "the L vertices around vertex " + std::to_string(s) + " form a component of " +
             std::to_string(size) + ", even: D-components are factor-critical, so odd";
    if (part[s] == kC && size % 2 == 1)
      return "the W vertices around vertex " + std::to_string(s) +
             " with no L neighbour form a component of " + std::to_string(size) +
             ", odd: they would need a perfect matching";
    if (part[s] == kD) ++d_components;
    ++next;
  }

  for (Vertex v = 0; v < n; ++v) {
    if (part[v] == kA) {
      std::vector<std::uint32_t> seen;
      for (Vertex u : nb[v])
        if (part[u] == kD) seen.push_back(comp[u]);
      std::sort(seen.begin(), seen.end());
      if (std::unique(seen.begin(), seen.end()) - seen.begin() < 2)
        return "vertex " + std::to_string(v) +
               " is W next to a single component of L vertices: the barrier A needs two";
    }
    if (nb[v].size() == 1 && is_l(nb[v][0]))
      return "vertex " + std::to_string(nb[v][0]) + " is L, but it is the only neighbour of " +
             "leaf " + std::to_string(v) + ", so every maximum matching covers it";
    std::size_t leaves = 0;
    for (Vertex u : nb[v]) leaves += nb[u].size() == 1;
    if (leaves >= 2)
      for (Vertex u : nb[v])
        if (nb[u].size() == 1 && !is_l(u))
          return "leaf " + std::to_string(u) + " is W, but vertex " + std::to_string(v) +
                 " has another leaf, so some maximum matching misses it";
  }
  if (d_components > 0 && d_components < a_size + 1)
    return std::to_string(d_components) + " components of L vertices against " +
           std::to_string(a_size) + " W vertices next to them: Gallai–Edmonds needs more";
  return "";
}

}  // namespace gc::oracle
