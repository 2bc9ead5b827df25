// oracles/geography/geography_search.cc — see geography_search.h.
#include "oracles/geography/geography_search.h"

#include <set>
#include <vector>

namespace gc::oracle {

namespace {

// The Grundy value of the position: token on v, `visited` used up (v among them).
std::uint32_t Grundy(const Graph& g, Vertex v, std::vector<bool>& visited) {
  std::set<std::uint32_t> options;
  for (Vertex u : g.out(v)) {
    if (visited[u]) continue;  // also skips a self-loop: v itself is visited
    visited[u] = true;
    options.insert(Grundy(g, u, visited));
    visited[u] = false;
  }
  std::uint32_t mex = 0;
  while (options.count(mex) != 0) ++mex;
  return mex;
}

}  // namespace

GeographyAnswer GeographySearch(const Graph& g, Vertex start) {
  std::vector<bool> visited(g.n(), false);
  visited[start] = true;
  const std::uint32_t value = Grundy(g, start, visited);
  return {value != 0, value};
}

}  // namespace gc::oracle
