// mutants/outcome_mutants.cc — wrong outcome solvers.
#include <queue>

#include "mutants/mutant.h"

namespace gc::mutant {

/// Seed 000's multi-edge counter bug: the reverse list keeps each predecessor once while
/// the counter counts every edge, so a vertex with two edges to a W never reaches 0.
int OutcomeMultiEdge(const Instance& x, std::string* out) {
  const Graph& g = x.g;
  std::vector<std::vector<Vertex>> rev(g.n());
  std::vector<std::uint32_t> cnt(g.n());
  for (Vertex u = 0; u < g.n(); ++u)
    for (Vertex v : g.out(u)) {
      if (rev[v].empty() || rev[v].back() != u) rev[v].push_back(u);  // the bug
      ++cnt[u];
    }
  std::string label(g.n(), 'D');
  std::queue<Vertex> q;
  for (Vertex v = 0; v < g.n(); ++v)
    if (cnt[v] == 0) label[v] = 'L', q.push(v);
  while (!q.empty()) {
    Vertex u = q.front();
    q.pop();
    for (Vertex p : rev[u]) {
      if (label[p] != 'D') continue;
      if (label[u] == 'L') label[p] = 'W', q.push(p);
      else if (--cnt[p] == 0) label[p] = 'L', q.push(p);
    }
  }
  *out = FormatAnswer(OutcomeAnswer{label});
  return 0;
}

}  // namespace gc::mutant
