// oracles/uedgegeo/positions.cc — see positions.h.
#include "oracles/uedgegeo/positions.h"

#include <map>
#include <utility>
#include <vector>

namespace gc::oracle {

namespace {

using Position = std::pair<Vertex, std::uint64_t>;  // (token, used edges)

// The positions reachable from (start, {}) in breadth-first order, with each one's
// successors as indices into that order.
struct Layers {
  std::vector<Position> order;
  std::vector<std::vector<std::size_t>> next;
};

// The moves of one position: every unused pair with the token at an end, to its other end.
std::vector<Position> Moves(const std::vector<Edge>& pairs, const Position& p) {
  std::vector<Position> moves;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const std::uint64_t bit = std::uint64_t{1} << i;
    if ((p.second & bit) != 0) continue;
    if (pairs[i].u == p.first) moves.push_back({pairs[i].v, p.second | bit});
    else if (pairs[i].v == p.first) moves.push_back({pairs[i].u, p.second | bit});
  }
  return moves;
}

Layers List(const Graph& g, Vertex start) {
  const std::vector<Edge> pairs = g.edges();  // pair i is bit i
  Layers l;
  std::map<Position, std::size_t> index{{{start, 0}, 0}};
  l.order.push_back({start, 0});
  for (std::size_t head = 0; head < l.order.size(); ++head) {
    std::vector<std::size_t> next;
    for (const Position& q : Moves(pairs, l.order[head])) {
      auto [it, fresh] = index.emplace(q, l.order.size());
      if (fresh) l.order.push_back(q);
      next.push_back(it->second);
    }
    l.next.push_back(std::move(next));
  }
  return l;
}

}  // namespace

GeographyAnswer UndirectedEdgeGeographyPositions(const Graph& g, Vertex start) {
  const Layers l = List(g, start);
  // A successor has one more used edge, so it comes later in breadth-first order: going
  // backwards, every successor's value is known when it is needed.
  std::vector<std::uint32_t> value(l.order.size(), 0);
  for (std::size_t i = l.order.size(); i-- > 0;) {
    std::vector<bool> seen(l.next[i].size() + 1, false);
    for (std::size_t j : l.next[i])
      if (value[j] < seen.size()) seen[value[j]] = true;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    value[i] = mex;
  }
  return {value[0] != 0, value[0]};
}

std::uint64_t UndirectedEdgeGeographyPositionCount(const Graph& g, Vertex start) {
  return List(g, start).order.size();
}

}  // namespace gc::oracle
