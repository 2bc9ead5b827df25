// oracles/outcome/outcome_fixpoint.cc — see outcome_fixpoint.h.
#include "oracles/outcome/outcome_fixpoint.h"

namespace gc::oracle {

OutcomeAnswer OutcomeFixpoint(const Graph& g) {
  std::string label(g.n(), '?');
  bool changed = true;
  while (changed) {
    changed = false;
    for (Vertex v = 0; v < g.n(); ++v) {
      if (label[v] != '?') continue;
      bool some_loss = false, all_wins = true;
      for (Vertex w : g.out(v)) {
        if (label[w] == 'L') some_loss = true;
        if (label[w] != 'W') all_wins = false;
      }
      if (some_loss) label[v] = 'W', changed = true;
      else if (all_wins) label[v] = 'L', changed = true;  // a sink has no move: all_wins
    }
  }
  for (char& c : label)
    if (c == '?') c = 'D';
  return {label};
}

}  // namespace gc::oracle
