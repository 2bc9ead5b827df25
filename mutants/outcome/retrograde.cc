// mutants/outcome/retrograde.cc — see retrograde.h.
#include "mutants/outcome/retrograde.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace gc::mutant {

Result Retrograde(const Graph& g, Mistake mistake) {
  const Vertex n = g.n();
  std::vector<std::vector<Vertex>> rev(n);  // rev[v]: p for every edge p -> v
  std::vector<std::int64_t> cnt(n, 0);      // moves of p not yet known to lead to W
  for (Edge e : g.edges()) {                // ordered by source: repeats are adjacent
    Vertex u = e.u, v = e.v;
    if (mistake == Mistake::kReversed) std::swap(u, v);
    if (mistake == Mistake::kDropLoops && u == v) continue;
    if (mistake != Mistake::kMultiEdge || rev[v].empty() || rev[v].back() != u) rev[v].push_back(u);
    ++cnt[u];
  }
  if (mistake == Mistake::kInt8Counter)
    for (std::int64_t& c : cnt) c = static_cast<std::int8_t>(c);  // what an int8_t array holds

  std::string label(n, '?');
  std::vector<std::int64_t> len(n, -1);
  std::vector<std::int64_t> shortest(n, std::numeric_limits<std::int64_t>::max());
  std::deque<Vertex> q;
  for (Vertex v = 0; v < n; ++v)
    if (cnt[v] == 0)
      label[v] = mistake == Mistake::kSinkWin ? 'W' : 'L', len[v] = 0, q.push_back(v);
  while (!q.empty()) {
    Vertex v;
    if (mistake == Mistake::kLifo) {
      v = q.back();
      q.pop_back();
    } else {
      v = q.front();
      q.pop_front();
    }
    for (Vertex p : rev[v]) {
      if (label[p] != '?') continue;
      if (label[v] == 'L') {
        label[p] = 'W', len[p] = len[v] + 1, q.push_back(p);
        continue;
      }
      shortest[p] = std::min(shortest[p], len[v]);
      // The guard keeps a counter from going below zero "just in case".
      if (cnt[p] > 0 && --cnt[p] == 0) {
        label[p] = 'L';
        len[p] = (mistake == Mistake::kLoserMin ? shortest[p] : len[v]) + 1;
        q.push_back(p);
      }
    }
  }
  for (Vertex v = 0; v < n; ++v)
    if (label[v] == '?') label[v] = mistake == Mistake::kUndecidedL ? 'L' : 'D';
  return {label, len};
}

}  // namespace gc::mutant
