// oracles/uedgegeo/search.cc — see search.h.
#include "oracles/uedgegeo/search.h"

#include <set>
#include <vector>

namespace gc::oracle {

namespace {

// The Grundy value of the position: token on v, the pairs marked in `used` used up.
std::uint32_t Grundy(const std::vector<Edge>& pairs, std::vector<bool>& used, Vertex v) {
  std::set<std::uint32_t> options;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (used[i] || (pairs[i].u != v && pairs[i].v != v)) continue;
    const Vertex w = pairs[i].u == v ? pairs[i].v : pairs[i].u;  // a loop: w == v
    used[i] = true;
    options.insert(Grundy(pairs, used, w));
    used[i] = false;
  }
  std::uint32_t mex = 0;
  while (options.count(mex) != 0) ++mex;
  return mex;
}

}  // namespace

GeographyAnswer UndirectedEdgeGeographySearch(const Graph& g, Vertex start) {
  const std::vector<Edge> pairs = g.edges();
  std::vector<bool> used(pairs.size(), false);
  const std::uint32_t value = Grundy(pairs, used, start);
  return {value != 0, value};
}

}  // namespace gc::oracle
