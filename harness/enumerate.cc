// harness/enumerate.cc — see enumerate.h.
#include "harness/enumerate.h"

#include <algorithm>

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
    bool stop = false;
    switch (p.input) {
      case InputKind::kGraph:
        stop = ForEachGraph(n, moves, p.undirected, [&](const std::vector<Edge>& es) {
          Instance x;
          x.g = Graph(n, es);
          return f(x);
        });
        break;
      case InputKind::kGraphStart:  // a start vertex is due: no instance on n = 0
        stop = ForEachGraph(n, moves, false, [&](const std::vector<Edge>& es) {
          Instance x;
          x.g = Graph(n, es);
          for (x.start = 0; x.start < n; ++x.start)
            if (f(x)) return true;
          return false;
        });
        break;
      case InputKind::kGraphTokens:
        if (n > 3) break;
        stop = ForEachGraph(n, moves, false, [&](const std::vector<Edge>& es) {
          Instance x;
          x.g = Graph(n, es);
          return ForEachMultiset(n, limits.tokens, [&](const std::vector<std::size_t>& ts) {
            x.tokens.assign(ts.begin(), ts.end());
            return f(x);
          });
        });
        break;
      case InputKind::kPartizan: {
        if (n > 3) break;
        const std::size_t mm = n <= 2 ? limits.partizan_moves + 1 : limits.partizan_moves;
        stop = ForEachGraph(n, mm, false, [&](const std::vector<Edge>& left) {
          return ForEachGraph(n, mm, false, [&](const std::vector<Edge>& right) {
            Instance x;
            x.g = Graph(n, left);
            x.right = Graph(n, right);
            return f(x);
          });
        });
        break;
      }
    }
    if (stop) return true;
  }
  return false;
}

}  // namespace gc
