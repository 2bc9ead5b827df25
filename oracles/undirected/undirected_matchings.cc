// oracles/undirected/undirected_matchings.cc — see undirected_matchings.h.
#include "oracles/undirected/undirected_matchings.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace gc::oracle {

UndirectedAnswer UndirectedMatchings(const Graph& g) {
  std::vector<Edge> edges;  // distinct, u < v
  for (Edge e : g.edges()) {
    if (e.u == e.v) continue;
    Edge key{std::min(e.u, e.v), std::max(e.u, e.v)};
    if (std::find(edges.begin(), edges.end(), key) == edges.end()) edges.push_back(key);
  }
  const std::size_t k = edges.size();
  std::size_t best = 0;
  std::vector<bool> missed_by_a_maximum(g.n(), true);  // with best = 0, the empty matching
  for (std::uint32_t subset = 1; subset < (std::uint32_t{1} << k); ++subset) {
    std::vector<bool> covered(g.n(), false);
    bool matching = true;
    std::size_t size = 0;
    for (std::size_t i = 0; i < k && matching; ++i) {
      if (!(subset >> i & 1)) continue;
      const Edge e = edges[i];
      if (covered[e.u] || covered[e.v]) matching = false;
      covered[e.u] = covered[e.v] = true;
      ++size;
    }
    if (!matching || size < best) continue;
    if (size > best) best = size, missed_by_a_maximum.assign(g.n(), false);
    for (Vertex v = 0; v < g.n(); ++v)
      if (!covered[v]) missed_by_a_maximum[v] = true;
  }
  UndirectedAnswer a;
  for (Vertex v = 0; v < g.n(); ++v) a.labels += missed_by_a_maximum[v] ? 'L' : 'W';
  return a;
}

}  // namespace gc::oracle
