// harness/cases/enumerate.cc — see enumerate.h.
#include "harness/cases/enumerate.h"

#include <algorithm>

#include "harness/cases/input_kind.h"

namespace gc {

bool ForEachMultiset(std::size_t choices, std::size_t max_k,
                     const std::function<bool(const std::vector<std::size_t>&)>& f) {
  std::vector<std::size_t> cur;
  std::function<bool(std::size_t, std::size_t)> rec = [&](std::size_t from, std::size_t k) {
    if (cur.size() == k) return f(cur);
    for (std::size_t i = from; i < choices; ++i) {
      cur.push_back(i);
      if (rec(i, k)) return true;  // i, not i + 1: an item may repeat
      cur.pop_back();
    }
    return false;
  };
  for (std::size_t k = 0; k <= max_k; ++k)
    if (rec(0, k)) return true;
  return false;
}

bool ForEachGraph(Vertex n, std::size_t max_m, bool undirected,
                  const std::function<bool(const std::vector<Edge>&)>& f) {
  std::vector<Edge> all;
  for (Vertex u = 0; u < n; ++u)
    for (Vertex v = undirected ? u : 0; v < n; ++v) all.push_back({u, v});
  std::vector<Edge> es;
  return ForEachMultiset(all.size(), max_m, [&](const std::vector<std::size_t>& pick) {
    es.clear();
    for (std::size_t i : pick) es.push_back(all[i]);
    return f(es);
  });
}

bool ForEachTinyInstance(const Problem& p, const TinyLimits& limits, Vertex cap,
                         const std::function<bool(const Instance&)>& f) {
  const Vertex max_n = std::min<Vertex>(cap, limits.moves_four > 0 ? 4 : 3);
  for (Vertex n = 0; n <= max_n; ++n) {
    const std::size_t moves = n <= 3 ? limits.moves_small : limits.moves_four;
    if (OpsOf(p.input).for_each_tiny(n, moves, limits, p.undirected, f)) return true;
  }
  return false;
}

}  // namespace gc
