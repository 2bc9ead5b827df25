// impl/outcome/outcome.cc — see outcome.h.
#include "impl/outcome/outcome.h"

#include "impl/edge_buckets.h"

#include <limits>
#include <memory>
#include <span>

namespace gc {

namespace {

constexpr std::uint32_t kOpen = std::numeric_limits<std::uint32_t>::max();

// Counter and length side by side, so a predecessor visit touches one cache line.
// The label is the parity of the length: the player who makes the last move wins.
struct State {
  std::uint32_t cnt;  // moves not yet known to lead to a W vertex
  std::uint32_t len;  // kOpen while undecided
};

// Arrays from detail::AllocateBig (huge pages when big), freed by the same.
template <class T>
struct BigFree {
  std::size_t k;
  void operator()(T* p) const noexcept { detail::FreeBig(p, k * sizeof(T)); }
};
template <class T>
using BigArray = std::unique_ptr<T[], BigFree<T>>;
template <class T>
BigArray<T> MakeBigArray(std::size_t k) {
  return BigArray<T>(static_cast<T*>(detail::AllocateBig(k * sizeof(T))), BigFree<T>{k});
}

// On graphs larger than the cache every predecessor visit is a cache miss, so the loop
// runs a three-stage software pipeline down the queue: the offsets of the vertex
// kOffsetsAhead places ahead, the predecessor list kListAhead ahead, and the predecessors'
// states kStatesAhead ahead are requested before they are needed.
constexpr std::size_t kOffsetsAhead = 12, kListAhead = 6, kStatesAhead = 3;
constexpr std::size_t kStatesPerVertex = 16;  // longer lists prefetch inside their own loop

// G: Graph or Predecessors (only in(), out_degree() and in_offset_address() are read).
template <class G>
BigArray<State> Retrograde(const G& g, const RetrogradeTuning& tuning) {
  const Vertex n = g.n();
  auto st = MakeBigArray<State>(n);
  auto queue = MakeBigArray<Vertex>(n);
  std::size_t tail = 0;
  for (Vertex v = 0; v < n; ++v) {
    st[v] = {g.out_degree(v), kOpen};
    if (st[v].cnt == 0) st[v].len = 0, queue[tail++] = v;
  }
  // One predecessor p of a vertex of length len: the rule of retrograde analysis.
  auto update = [&](Vertex p, std::uint32_t len) {
    State& s = st[p];
    if (s.len != kOpen) return;
    if ((len & 1) == 0 || --s.cnt == 0) s.len = len + 1, queue[tail++] = p;
  };
  // Requests the offsets and the predecessor list of queue entries ahead of `head`
  // (below `end`) before they are read.
  auto prefetch_lists = [&](std::size_t head, std::size_t end) {
    if (head + kOffsetsAhead < end)
      __builtin_prefetch(g.in_offset_address(queue[head + kOffsetsAhead]));
    if (head + kListAhead < end) __builtin_prefetch(g.in(queue[head + kListAhead]).data());
  };
  // FIFO: lengths are popped in non-decreasing order, so a W takes its shortest win and
  // an L is labelled from its longest-lasting move.
  auto pop = [&](std::size_t head) {
    prefetch_lists(head, tail);
    if (head + kStatesAhead < tail) {
      std::span<const Vertex> ahead = g.in(queue[head + kStatesAhead]);
      for (std::size_t i = 0; i < ahead.size() && i < kStatesPerVertex; ++i)
        __builtin_prefetch(&st[ahead[i]], 1);
    }
    const Vertex v = queue[head];
    const std::uint32_t len = st[v].len;
    std::span<const Vertex> preds = g.in(v);
    for (std::size_t i = 0; i < preds.size(); ++i) {  // one entry per edge: multi-edges
      if (i + kStatesPerVertex < preds.size())        // decrement twice
        __builtin_prefetch(&st[preds[i + kStatesPerVertex]], 1);
      update(preds[i], len);
    }
  };
  if (n < tuning.level_buckets_from_n) {
    for (std::size_t head = 0; head < tail; ++head) pop(head);
    return st;
  }
  // A level at a time: the queue holds the vertices of length len in [head, level_end).
  // Within one level the order of the updates does not change the answer (every
  // vertex decided now gets length len + 1, and the counters only count).
  VertexBuckets preds(n, tuning.width_log2);
  for (std::size_t head = 0; head < tail;) {
    const std::size_t level_end = tail;
    if (level_end - head < tuning.level_buckets_from_vertices) {
      for (; head < level_end; ++head) pop(head);
      continue;
    }
    const std::uint32_t len = st[queue[head]].len;
    for (std::size_t h = head; h < level_end; ++h) {
      prefetch_lists(h, level_end);
      for (Vertex p : g.in(queue[h])) preds.Add(p);
    }
    preds.Drain([&](Vertex p) { update(p, len); });
    head = level_end;
  }
  return st;
}

char LabelOf(std::uint32_t len) {
  if (len == kOpen) return 'D';
  return (len & 1) ? 'W' : 'L';
}

template <class G>
OutcomeAnswer Outcome(const G& g) {
  auto st = Retrograde(g, RetrogradeTuning{});
  OutcomeAnswer a;
  a.labels.resize(g.n());
  for (Vertex v = 0; v < g.n(); ++v) a.labels[v] = LabelOf(st[v].len);
  return a;
}

template <class G>
LengthsAnswer Lengths(const G& g, const RetrogradeTuning& tuning = {}) {
  auto st = Retrograde(g, tuning);
  LengthsAnswer a;
  a.labels.resize(g.n());
  a.lengths.resize(g.n());
  for (Vertex v = 0; v < g.n(); ++v) {
    a.labels[v] = LabelOf(st[v].len);
    a.lengths[v] = st[v].len == kOpen ? -1 : std::int64_t{st[v].len};
  }
  return a;
}

}  // namespace

OutcomeAnswer SolveOutcome(const Graph& g) { return Outcome(g); }
OutcomeAnswer SolveOutcome(const Predecessors& g) { return Outcome(g); }
LengthsAnswer SolveLengths(const Graph& g) { return Lengths(g); }
LengthsAnswer SolveLengths(const Predecessors& g) { return Lengths(g); }
LengthsAnswer SolveLengths(const Graph& g, const RetrogradeTuning& tuning) {
  return Lengths(g, tuning);
}

}  // namespace gc
