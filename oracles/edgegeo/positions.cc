// oracles/edgegeo/positions.cc — see positions.h.
#include "oracles/edgegeo/positions.h"

#include <map>
#include <utility>
#include <vector>

namespace gc::oracle {

namespace {

struct PositionGraph {
  std::vector<std::pair<Vertex, std::uint64_t>> positions;  // (token, used edges), BFS order
  std::vector<std::vector<std::size_t>> moves;              // successors, by index
};

// Lists the positions reachable from (start, {}) in breadth-first order.
PositionGraph Build(const Graph& g, Vertex start) {
  const std::vector<Edge> edges = g.edges();  // edge i is bit i
  PositionGraph pg;
  std::map<std::pair<Vertex, std::uint64_t>, std::size_t> index;
  index[{start, 0}] = 0;
  pg.positions.push_back({start, 0});
  for (std::size_t head = 0; head < pg.positions.size(); ++head) {
    const auto [v, used] = pg.positions[head];
    std::vector<std::size_t> next;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (edges[i].u != v || (used >> i & 1) != 0) continue;
      const std::pair<Vertex, std::uint64_t> p{edges[i].v, used | std::uint64_t{1} << i};
      auto [it, fresh] = index.emplace(p, pg.positions.size());
      if (fresh) pg.positions.push_back(p);
      next.push_back(it->second);
    }
    pg.moves.push_back(std::move(next));
  }
  return pg;
}

}  // namespace

GeographyAnswer EdgeGeographyPositions(const Graph& g, Vertex start) {
  const PositionGraph pg = Build(g, start);
  // Breadth-first order lists a position before every position it moves to (one more used
  // edge), so backwards every successor's value is known when it is needed.
  std::vector<std::uint32_t> value(pg.positions.size(), 0);
  for (std::size_t i = pg.positions.size(); i-- > 0;) {
    std::vector<bool> seen(pg.moves[i].size() + 1, false);
    for (std::size_t j : pg.moves[i])
      if (value[j] < seen.size()) seen[value[j]] = true;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    value[i] = mex;
  }
  return {value[0] != 0, value[0]};
}

std::uint64_t EdgeGeographyPositionCount(const Graph& g, Vertex start) {
  return Build(g, start).positions.size();
}

}  // namespace gc::oracle
