// oracles/lengths/lengths_bounded_horizon.cc — see lengths_bounded_horizon.h.
#include "oracles/lengths/lengths_bounded_horizon.h"

#include <vector>

namespace gc::oracle {

LengthsAnswer LengthsBoundedHorizon(const Graph& g) {
  const Vertex n = g.n();
  // A forced game cannot last n moves or more: every position on a forced line is visited
  // at most once (a repetition would let the loser repeat forever).
  std::vector<std::vector<bool>> win(n + 1, std::vector<bool>(n)),
      lose(n + 1, std::vector<bool>(n));
  for (Vertex v = 0; v < n; ++v) lose[0][v] = g.out_degree(v) == 0;
  for (Vertex d = 1; d <= n; ++d) {
    for (Vertex v = 0; v < n; ++v) {
      bool can_win = false, must_lose = true;
      for (Vertex w : g.out(v)) {
        if (lose[d - 1][w]) can_win = true;
        if (!win[d - 1][w]) must_lose = false;
      }
      win[d][v] = can_win;
      lose[d][v] = must_lose;  // true for a sink too: it has already lost
    }
  }
  LengthsAnswer a;
  a.labels.assign(n, 'D');
  a.lengths.assign(n, -1);
  for (Vertex v = 0; v < n; ++v) {
    for (Vertex d = 0; d <= n; ++d) {
      if (win[d][v]) { a.labels[v] = 'W'; a.lengths[v] = d; break; }
      if (lose[d][v]) { a.labels[v] = 'L'; a.lengths[v] = d; break; }
    }
  }
  return a;
}

}  // namespace gc::oracle
