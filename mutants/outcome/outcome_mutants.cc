// mutants/outcome/outcome_mutants.cc — wrong outcome solvers.
// Source: the retrograde analysis of seed 000 (graph_outcome) and seed 002 (retrograde
// with lengths), and seed 000's "common mistakes". One textbook retrograde
// (mutants/outcome/retrograde.h); each mutant switches on exactly one mistake. O(n + m) each, the fixed-rounds one O(8 (n + m)).
// Status: all killed by the kill matrix (docs/mutants.md).
#include <algorithm>
#include <deque>
#include <limits>

#include "impl/outcome/answer.h"
#include "mutants/mutant.h"
#include "mutants/outcome/retrograde.h"

namespace gc::mutant {

namespace {

int Labels(const Instance& x, Mistake m, std::string* out) {
  *out = FormatAnswer(OutcomeAnswer{Retrograde(x.g, m).labels});
  return 0;
}

}  // namespace

int OutcomeMultiEdge(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kMultiEdge, out);
}
int OutcomeSinkWin(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kSinkWin, out);
}
int OutcomeUndecidedL(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kUndecidedL, out);
}
int OutcomeDropLoops(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kDropLoops, out);
}
int OutcomeInt8Counter(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kInt8Counter, out);
}
int OutcomeReversed(const Instance& x, std::string* out) {
  return Labels(x, Mistake::kReversed, out);
}
/// The seed's Python reference (repeat the two rules until nothing changes), but with the
/// loop bounded by a fixed 8 rounds, "enough for every test graph": a chain of decisions
/// longer than 8 in vertex order is left undecided and printed D.
int OutcomeFixedRounds(const Instance& x, std::string* out) {
  const Graph& g = x.g;
  constexpr int kRounds = 8;
  std::string label(g.n(), 'D');
  for (int round = 0; round < kRounds; ++round) {
    for (Vertex v = 0; v < g.n(); ++v) {
      if (label[v] != 'D') continue;
      bool some_l = false, all_w = true;
      for (Vertex w : g.out(v)) some_l |= label[w] == 'L', all_w &= label[w] == 'W';
      if (some_l)
        label[v] = 'W';
      else if (all_w)
        label[v] = 'L';  // a sink too: no move, all (none) lead to W
    }
  }
  *out = FormatAnswer(OutcomeAnswer{label});
  return 0;
}

}  // namespace gc::mutant
