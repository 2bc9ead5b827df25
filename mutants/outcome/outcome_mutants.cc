// mutants/outcome/outcome_mutants.cc — wrong outcome and lengths solvers.
// Source: the retrograde analysis of seed 000 (graph_outcome) and seed 002 (retrograde
// with lengths), and seed 000's "common mistakes". One textbook retrograde, written as the
// seeds write it (reverse lists, per-vertex counters, a queue); each mutant switches on
// exactly one mistake. O(n + m) each, the fixed-rounds one O(8 (n + m)).
// Status: all killed by the kill matrix (docs/mutants.md).
#include <algorithm>
#include <deque>
#include <limits>

#include "impl/outcome/answer.h"
#include "impl/lengths/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

enum class Mistake {
  kMultiEdge,    // reverse list keeps each predecessor once, the counter counts every edge
  kSinkWin,      // a vertex with no move is labelled W
  kUndecidedL,   // vertices still unlabelled at the end are called L, not D
  kDropLoops,    // self-loops are skipped while reading
  kInt8Counter,  // counters are int8_t: an out-degree past 127 wraps negative
  kReversed,     // the pair "u v" is read as a move from v to u
  kLifo,         // a stack instead of a FIFO queue (labels right, lengths wrong)
  kLoserMin,     // the loser's length is 1 + the minimum over its moves, not the maximum
};

struct Result {
  std::string labels;
  std::vector<std::int64_t> lengths;
};

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

int Labels(const Instance& x, Mistake m, std::string* out) {
  *out = FormatAnswer(OutcomeAnswer{Retrograde(x.g, m).labels});
  return 0;
}

int Lengths(const Instance& x, Mistake m, std::string* out) {
  Result r = Retrograde(x.g, m);
  *out = FormatAnswer(LengthsAnswer{r.labels, r.lengths});
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
int LengthsLifo(const Instance& x, std::string* out) { return Lengths(x, Mistake::kLifo, out); }
int LengthsLoserMin(const Instance& x, std::string* out) {
  return Lengths(x, Mistake::kLoserMin, out);
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
