// harness/cases/kinds/common.cc — see common.h.
#include "harness/cases/kinds/common.h"

namespace gc::kinds {

bool Chance(Rng& rng, double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }

DrawInt FromRng(Rng& rng) {
  return [&rng](std::uint64_t lo, std::uint64_t hi) {
    return std::uniform_int_distribution<std::uint64_t>(lo, hi)(rng);
  };
}

std::string Count(std::uint64_t k, const char* one, const char* many) {
  return std::to_string(k) + (k == 1 ? one : many);
}

Graph Relabelled(const Graph& g, std::span<const Vertex> perm) {
  std::vector<Edge> es = g.edges();
  for (Edge& e : es) e = {perm[e.u], perm[e.v]};
  return Graph(g.n(), es);
}

std::string Arrow(Edge e) { return "  " + std::to_string(e.u) + " -> " + std::to_string(e.v); }

std::string InRange(const std::vector<Vertex>& vs, Vertex n, const char* what) {
  for (Vertex v : vs)
    if (v >= n)
      return std::string(what) + " " + std::to_string(v) + " is out of range" +
             (n == 0 ? " (no vertex)" : " 0.." + std::to_string(n - 1));
  return "";
}

}  // namespace gc::kinds
