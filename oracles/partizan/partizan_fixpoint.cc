// oracles/partizan/partizan_fixpoint.cc — see partizan_fixpoint.h.
#include "oracles/partizan/partizan_fixpoint.h"

#include <vector>

namespace gc::oracle {

PartizanAnswer PartizanFixpoint(const Graph& left, const Graph& right) {
  const Vertex n = left.n();
  // State 2v: v with Left to move; state 2v + 1: v with Right to move.
  std::vector<std::vector<Vertex>> moves(2 * n);
  for (Vertex v = 0; v < n; ++v) {
    for (Vertex w : left.out(v)) moves[2 * v].push_back(2 * w + 1);
    for (Vertex w : right.out(v)) moves[2 * v + 1].push_back(2 * w);
  }
  std::string label(2 * n, '?');
  bool changed = true;
  while (changed) {
    changed = false;
    for (Vertex s = 0; s < 2 * n; ++s) {
      if (label[s] != '?') continue;
      bool reaches_loss = false, only_wins = true;
      for (Vertex t : moves[s]) {
        reaches_loss = reaches_loss || label[t] == 'L';
        only_wins = only_wins && label[t] == 'W';
      }
      if (reaches_loss)
        label[s] = 'W', changed = true;
      else if (only_wins)
        label[s] = 'L', changed = true;  // also the state with no move
    }
  }
  PartizanAnswer a;
  for (Vertex v = 0; v < n; ++v) {
    a.left += label[2 * v] == '?' ? 'D' : label[2 * v];
    a.right += label[2 * v + 1] == '?' ? 'D' : label[2 * v + 1];
  }
  return a;
}

}  // namespace gc::oracle
