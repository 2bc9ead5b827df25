// impl/outcome.cc — see outcome.h.
#include "impl/outcome.h"

#include <limits>
#include <memory>

namespace gc {

namespace {

constexpr std::uint32_t kOpen = std::numeric_limits<std::uint32_t>::max();

// Counter and length side by side, so a predecessor visit touches one cache line.
// The label is the parity of the length: the player who makes the last move wins.
struct State {
  std::uint32_t cnt;  // moves not yet known to lead to a W vertex
  std::uint32_t len;  // kOpen while undecided
};

std::unique_ptr<State[]> Retrograde(const Graph& g) {
  const Vertex n = g.n();
  auto st = std::make_unique_for_overwrite<State[]>(n);
  auto queue = std::make_unique_for_overwrite<Vertex[]>(n);
  std::size_t tail = 0;
  for (Vertex v = 0; v < n; ++v) {
    st[v] = {g.out_degree(v), kOpen};
    if (st[v].cnt == 0) st[v].len = 0, queue[tail++] = v;
  }
  // FIFO: lengths are popped in non-decreasing order, so a W takes its shortest win and
  // an L is labelled from its longest-lasting move.
  for (std::size_t head = 0; head < tail; ++head) {
    const Vertex v = queue[head];
    const std::uint32_t next = st[v].len + 1;
    const bool v_loses = (st[v].len & 1) == 0;
    for (Vertex p : g.in(v)) {  // one entry per edge: multi-edges decrement twice
      State& s = st[p];
      if (s.len != kOpen) continue;
      if (v_loses || --s.cnt == 0) s.len = next, queue[tail++] = p;
    }
  }
  return st;
}

char LabelOf(std::uint32_t len) {
  if (len == kOpen) return 'D';
  return (len & 1) ? 'W' : 'L';
}

}  // namespace

OutcomeAnswer SolveOutcome(const Graph& g) {
  auto st = Retrograde(g);
  OutcomeAnswer a;
  a.labels.resize(g.n());
  for (Vertex v = 0; v < g.n(); ++v) a.labels[v] = LabelOf(st[v].len);
  return a;
}

LengthsAnswer SolveLengths(const Graph& g) {
  auto st = Retrograde(g);
  LengthsAnswer a;
  a.labels.resize(g.n());
  a.lengths.resize(g.n());
  for (Vertex v = 0; v < g.n(); ++v) {
    a.labels[v] = LabelOf(st[v].len);
    a.lengths[v] = st[v].len == kOpen ? -1 : std::int64_t{st[v].len};
  }
  return a;
}

}  // namespace gc
