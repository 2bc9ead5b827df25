// mutants/partizan/partizan_mutants.cc — wrong partizan solvers.
// Source: seed 002 (partizan "mover matters" games: retrograde analysis on the states
// (position, player to move), which doubles the graph). The mutant walks back from a
// Left-to-move state along Left's moves where Right's are meant. O(n + a + b).
// Status: killed by the kill matrix (docs/mutants.md).
#include <deque>

#include "impl/partizan/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

int PartizanSwappedSide(const Instance& x, std::string* out) {
  const Vertex n = x.g.n();
  const Graph* moves[2] = {&x.g, &x.right};  // side 0: Left to move, 1: Right to move
  // State 2v + side. res: 'W' / 'L' for the player to move, '?' undecided (a draw).
  std::vector<char> res(2 * std::size_t{n}, '?');
  std::vector<std::int64_t> cnt(2 * std::size_t{n});
  std::deque<std::size_t> q;
  for (Vertex v = 0; v < n; ++v)
    for (int side = 0; side < 2; ++side) {
      const std::size_t s = 2 * std::size_t{v} + side;
      cnt[s] = moves[side]->out_degree(v);
      if (cnt[s] == 0) res[s] = 'L', q.push_back(s);
    }
  while (!q.empty()) {
    const std::size_t s = q.front();
    q.pop_front();
    const Vertex w = static_cast<Vertex>(s / 2);
    const int mover = 1 - static_cast<int>(s % 2);  // who moved into this state
    // The mistake: the predecessors of a Left-to-move state (reached by Right's moves)
    // are looked up in Left's move list.
    const Graph& back = s % 2 == 0 ? *moves[0] : *moves[mover];
    for (Vertex v : back.in(w)) {
      const std::size_t p = 2 * std::size_t{v} + mover;
      if (res[p] != '?') continue;
      if (res[s] == 'L')
        res[p] = 'W', q.push_back(p);
      else if (cnt[p] > 0 && --cnt[p] == 0)
        res[p] = 'L', q.push_back(p);
    }
  }
  PartizanAnswer a{std::string(n, 'D'), std::string(n, 'D')};
  for (Vertex v = 0; v < n; ++v) {
    if (res[2 * std::size_t{v}] != '?') a.left[v] = res[2 * std::size_t{v}];
    if (res[2 * std::size_t{v} + 1] != '?') a.right[v] = res[2 * std::size_t{v} + 1];
  }
  *out = FormatAnswer(a);
  return 0;
}

}  // namespace gc::mutant
