// impl/uedgegeo/uedgegeo.cc — see uedgegeo.h.
//
// Why each pruning keeps the value. Write A for the set of unused edges; a position is
// (v, A) and G(v, A) = mex{ G(other(e, v), A - e) : e in A incident to v }.
//  * reach_key. Let R be the edges of A with an end the token can reach from v along edges
//    of A (its component in the graph of the unused edges). Every play from (v, A) stays in
//    that component, so every edge it can ever take is in R, and at every later position
//    (x, B) the moves of (x, B) and (x, B n R) are the same edges: G(v, A) = G(v, R).
//  * merge_parallel. A permutation of the edge numbers that maps every edge to one with the
//    same two ends is an automorphism of the multigraph, and G(v, A) = G(v, p(A)). Two
//    subsets of one parallel class of the same size are exchanged by such a permutation, so
//    only the number of unused edges of each class matters: the key keeps the lowest ones.
//    Two unused parallel edges at v lead to positions exchanged by swapping them, so one
//    move per class is searched. A class lies in R or outside it (one pair of ends).
//  * lazy_mex. The value is at most the number of moves searched d; min(G, cap) is found by
//    asking, for want = 0, 1, ..., whether some move has value want, each child asked only
//    min(value, want + 1); a memo entry that is a lower bound b records that 0 .. b-1 all
//    occur among the moves, which a later, larger question resumes from.
//  * order_moves only changes the order the moves are asked in.
#include "impl/uedgegeo/uedgegeo.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gc {

namespace {

using Set = std::uint64_t;
constexpr std::size_t kMaxM = kUndirectedEdgeGeographyMaxM;
constexpr std::uint32_t kUncapped = 0xFF;  // a value is at most the degree, <= 64

Set One(std::uint32_t e) { return Set{1} << e; }
// Bits lo .. lo + k - 1 (lo + k <= 64).
Set Span(std::uint32_t lo, std::uint32_t k) { return (k >= 64 ? ~Set{0} : One(k) - 1) << lo; }

// The multigraph: edges numbered 0..m-1 in (min end, max end) order, vertices renamed
// 0..k-1 (the ends of edges and the start).
struct Multigraph {
  std::vector<Set> at;                          // per local vertex: the edges touching it
  std::array<std::uint32_t, kMaxM> ends_xor{};  // per edge: its two local ends xor-ed
  std::array<Set, kMaxM> parallel{};            // per edge: its class of parallel edges
  std::array<Set, kMaxM> touching{};            // per edge: the edges sharing an end with it
  std::vector<std::pair<std::uint32_t, std::uint32_t>> classes;  // (lowest, size >= 2)
  std::uint32_t start = 0;

  Multigraph(const Graph& g, Vertex s) {
    std::vector<Edge> es = g.edges();
    for (Edge& e : es)
      if (e.u > e.v) std::swap(e.u, e.v);
    std::sort(es.begin(), es.end(),
              [](Edge a, Edge b) { return a.u != b.u ? a.u < b.u : a.v < b.v; });
    std::vector<Vertex> ids{s};
    for (Edge e : es) ids.insert(ids.end(), {e.u, e.v});
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    auto local = [&](Vertex v) {
      return static_cast<std::uint32_t>(std::lower_bound(ids.begin(), ids.end(), v) - ids.begin());
    };
    at.assign(ids.size(), 0);
    start = local(s);
    for (std::uint32_t i = 0; i < es.size(); ++i) {
      const std::uint32_t a = local(es[i].u), b = local(es[i].v);
      at[a] |= One(i);
      at[b] |= One(i);  // a self-loop: the same bit again, one move
      ends_xor[i] = a ^ b;
    }
    for (std::uint32_t i = 0; i < es.size(); ++i)
      touching[i] = at[local(es[i].u)] | at[local(es[i].v)];
    for (std::uint32_t lo = 0, hi = 0; lo < es.size(); lo = hi) {
      while (hi < es.size() && es[hi] == es[lo]) ++hi;
      for (std::uint32_t i = lo; i < hi; ++i) parallel[i] = Span(lo, hi - lo);
      if (hi - lo >= 2) classes.emplace_back(lo, hi - lo);
    }
  }
};

struct Key {
  std::uint32_t v;
  Set unused;
  friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const {
    std::uint64_t h = (k.unused + k.v) * 0x9E3779B97F4A7C15ull;
    return static_cast<std::size_t>(h ^ (h >> 32));
  }
};
// What the memo knows of a position: its value, or (not exact) that 0 .. value-1 all occur.
struct Known {
  std::uint8_t value = 0;
  bool exact = false;
};

class Search {
 public:
  Search(const Multigraph& g, const UndirectedEdgeGeographyOptions& options)
      : g_(g), options_(options) {}

  /// min(G(v, unused), cap).
  std::uint32_t Value(std::uint32_t v, Set unused, std::uint32_t cap) {
    if (options_.reach_key) unused = Component(v, unused);
    if (options_.merge_parallel) unused = LowestOfEachClass(unused);
    const Set moves = g_.at[v] & unused;
    ++stats_.states;
    if (moves == 0) return 0;
    const Key key{v, unused};
    Known known;
    if (auto it = memo_.find(key); it != memo_.end()) {
      known = it->second;
      if (known.exact || known.value >= cap) {
        --stats_.states, ++stats_.memo_hits;
        return std::min<std::uint32_t>(known.value, cap);
      }
    }
    std::array<std::uint32_t, kMaxM> kids;  // the moves searched, as edge numbers
    const std::uint32_t d = Moves(v, moves, unused, kids);
    if (!options_.lazy_mex) {
      Set seen = 0;  // values <= 64; bit 64 cannot be set, a mex of 64 options is <= 64
      for (std::uint32_t i = 0; i < d; ++i) {
        const std::uint32_t e = kids[i], r = Value(g_.ends_xor[e] ^ v, unused & ~One(e), kUncapped);
        if (r < 64) seen |= One(r);
      }
      const auto mex = static_cast<std::uint32_t>(std::countr_one(seen));
      memo_[key] = {static_cast<std::uint8_t>(mex), true};
      return std::min(mex, cap);
    }
    // For want = known.value, ...: is some move worth exactly `want`? The first `want` no
    // move is worth is the mex.
    const std::uint32_t goal = std::min(cap, d);
    std::array<std::uint32_t, kMaxM> exact, below;  // per move: its value, or a lower bound
    std::fill_n(exact.begin(), d, kUncapped);
    std::fill_n(below.begin(), d, 0);
    for (std::uint32_t want = known.value; want < goal; ++want) {
      bool found = std::find(exact.begin(), exact.begin() + d, want) != exact.begin() + d;
      for (std::uint32_t i = 0; i < d && !found; ++i) {
        if (exact[i] != kUncapped || below[i] > want) continue;
        const std::uint32_t r = Value(g_.ends_xor[kids[i]] ^ v, unused & ~One(kids[i]), want + 1);
        (r <= want ? exact[i] : below[i]) = r;
        found = r == want;
      }
      if (!found) {
        memo_[key] = {static_cast<std::uint8_t>(want), true};
        return want;
      }
    }
    memo_[key] = {static_cast<std::uint8_t>(goal), goal == d};
    return goal;
  }

  UndirectedEdgeGeographyStats stats() const {
    UndirectedEdgeGeographyStats s = stats_;
    s.memo_size = memo_.size();
    return s;
  }

 private:
  // The edges to search out of `moves` (at v), into kids; returns how many: the lowest of
  // each parallel class (merge_parallel), those leaving the fewest replies first
  // (order_moves).
  std::uint32_t Moves(std::uint32_t v, Set moves, Set unused,
                      std::array<std::uint32_t, kMaxM>& kids) const {
    std::uint32_t d = 0;
    std::array<int, kMaxM> replies;  // per edge number
    for (Set rest = moves; rest != 0; rest &= rest - 1) {
      const auto e = static_cast<std::uint32_t>(std::countr_zero(rest));
      if (options_.merge_parallel && (g_.parallel[e] & moves & (One(e) - 1)) != 0) continue;
      kids[d++] = e;
      replies[e] = std::popcount(g_.at[g_.ends_xor[e] ^ v] & unused & ~One(e));
    }
    if (options_.order_moves)
      std::stable_sort(kids.begin(), kids.begin() + d,
                       [&](std::uint32_t a, std::uint32_t b) { return replies[a] < replies[b]; });
    return d;
  }

  // The unused edges of v's component in the graph of the unused edges.
  Set Component(std::uint32_t v, Set unused) const {
    Set edges = g_.at[v] & unused, grown = edges;
    while (grown != 0) {
      Set next = 0;
      for (Set f = grown; f != 0; f &= f - 1) next |= g_.touching[std::countr_zero(f)];
      grown = next & unused & ~edges;
      edges |= grown;
    }
    return edges;
  }

  // Each class of parallel edges keeps its count of unused edges, on its lowest numbers.
  Set LowestOfEachClass(Set unused) const {
    for (auto [lo, size] : g_.classes) {
      const Set c = Span(lo, size);
      unused = (unused & ~c) | Span(lo, static_cast<std::uint32_t>(std::popcount(unused & c)));
    }
    return unused;
  }

  const Multigraph& g_;
  UndirectedEdgeGeographyOptions options_;
  std::unordered_map<Key, Known, KeyHash> memo_;
  UndirectedEdgeGeographyStats stats_;
};

}  // namespace

GeographyAnswer SolveUndirectedEdgeGeography(const Graph& g, Vertex start,
                                             const UndirectedEdgeGeographyOptions& options,
                                             UndirectedEdgeGeographyStats* stats) {
  if (g.m() > kUndirectedEdgeGeographyMaxM)
    throw std::invalid_argument("uedgegeo: m = " + std::to_string(g.m()) +
                                " is beyond the limit of 64 edges");
  if (start >= g.n()) throw std::invalid_argument("uedgegeo: start vertex out of range");
  const Multigraph mg(g, start);
  Search search(mg, options);
  const std::uint32_t value =
      search.Value(mg.start, Span(0, static_cast<std::uint32_t>(g.m())), kUncapped);
  if (stats != nullptr) *stats = search.stats();
  return {value != 0, value};
}

}  // namespace gc
