// impl/edgegeo/edgegeo.cc — see edgegeo.h.
//
// Why each pruning keeps the value. Write A for the set of unused edges; a position is
// (v, A) and G(v, A) = mex{ G(w, A - e) : e = v -> w in A }.
//  * reach_key. Let R be the edges of A whose source the token can reach from v along
//    edges of A (the edges out of v included). Along any play from (v, A) the token stays
//    on vertices reachable from v through A (each move follows an unused edge), so every
//    edge it can ever take is in R, and at every later position (x, B) the moves of (x, B)
//    and (x, B n R) are the same edges. The two game trees are the same tree:
//    G(v, A) = G(v, R). R is a function of the position, so (v, R) is a sound key.
//  * merge_parallel. A permutation of the edge numbers that maps every edge to one with the
//    same source and target is an automorphism of the multigraph, and G(v, A) = G(v, p(A))
//    (moves e and p(e) correspond, by induction on |A|). Two subsets of one parallel class
//    of the same size are exchanged by such a permutation, so only the number of unused
//    edges of each class matters: the key keeps the lowest numbers of each class. Two
//    unused parallel moves e, f out of v lead to (w, A - e) and (w, A - f), exchanged by
//    the transposition (e f), so they have one value: one move per class is searched.
//    The class of e is a subset of R or disjoint from it (one source), so the two compose.
//  * lazy_mex. The value is at most the number of moves searched d, and min(G, cap) is
//    found by asking, for want = 0, 1, ..., whether some move has value want, each child
//    asked min(value, want + 1) only; a table entry that is a lower bound b records that
//    0 .. b-1 all occur among the moves, which a later, larger question resumes from.
//  * order_moves only changes the order the moves are asked in: the set of values found
//    is the same, only the cut-off comes sooner.
#include "impl/edgegeo/edgegeo.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gc {

namespace {

using Set = std::uint64_t;
constexpr std::uint32_t kNoCap = 0xFF;  // a value is at most the out-degree, <= 64
constexpr std::size_t kMaxM = kEdgeGeographyMaxM;

Set Bit(std::uint32_t e) { return Set{1} << e; }
// The k lowest bits from bit `lo` on (k + lo <= 64).
Set Run(std::uint32_t lo, std::uint32_t k) { return (k >= 64 ? ~Set{0} : Bit(k) - 1) << lo; }

// Transposition table: open addressing on (vertex, set). An entry holds the exact value or,
// when a parent asked with a cap the value reached, a lower bound ("values 0..bound-1 all
// occur among the options"), as impl/geography.cc.
class Table {
 public:
  struct Entry {
    Set set = 0;
    std::uint8_t vertex_plus_1 = 0;  // 0: empty slot; vertices are local ids < 130
    std::uint8_t value = 0;
    bool exact = false;
  };

  Table() : slots_(std::size_t{1} << 10) {}

  Entry Find(std::uint32_t v, Set set) const {
    for (std::size_t i = Home(v, set);; i = (i + 1) & Mask()) {
      const Entry& e = slots_[i];
      if (e.vertex_plus_1 == 0) return {};
      if (e.set == set && e.vertex_plus_1 == v + 1) return e;
    }
  }

  void Put(std::uint32_t v, Set set, std::uint32_t value, bool exact) {
    if (2 * (size_ + 1) > slots_.size()) Grow();
    Entry& e = Slot(v, set);
    if (e.vertex_plus_1 == 0) ++size_;
    e = {set, static_cast<std::uint8_t>(v + 1), static_cast<std::uint8_t>(value), exact};
  }

  std::size_t size() const { return size_; }

 private:
  std::size_t Mask() const { return slots_.size() - 1; }
  std::size_t Home(std::uint32_t v, Set set) const {
    std::uint64_t h = (set ^ (std::uint64_t{v} << 56 | v)) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return static_cast<std::size_t>(h ^ (h >> 29)) & Mask();
  }
  Entry& Slot(std::uint32_t v, Set set) {
    for (std::size_t i = Home(v, set);; i = (i + 1) & Mask()) {
      Entry& e = slots_[i];
      if (e.vertex_plus_1 == 0 || (e.set == set && e.vertex_plus_1 == v + 1)) return e;
    }
  }
  void Grow() {
    std::vector<Entry> old(slots_.size() * 2);
    old.swap(slots_);
    for (const Entry& e : old)
      if (e.vertex_plus_1 != 0) Slot(e.vertex_plus_1 - 1u, e.set) = e;
  }

  std::vector<Entry> slots_;
  std::size_t size_ = 0;
};

// The multigraph with its edges numbered 0..m-1 in (source, target) order and its vertices
// renamed 0..k-1 (the endpoints of edges and the start; k <= 129).
struct EdgeGraph {
  std::vector<Set> out;                   // per local vertex: the edges out of it
  std::array<std::uint32_t, kMaxM> to{};  // per edge: local target
  std::array<Set, kMaxM> parallel{};      // per edge: its class of parallel edges
  std::vector<std::pair<std::uint32_t, std::uint32_t>> classes;  // (lowest edge, size) >= 2
  std::uint32_t start = 0;

  EdgeGraph(const Graph& g, Vertex s) {
    std::vector<Edge> es = g.edges();
    std::stable_sort(es.begin(), es.end(),
                     [](Edge a, Edge b) { return a.u != b.u ? a.u < b.u : a.v < b.v; });
    std::vector<Vertex> ids{s};
    for (Edge e : es) ids.insert(ids.end(), {e.u, e.v});
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    auto local = [&](Vertex v) {
      return static_cast<std::uint32_t>(std::lower_bound(ids.begin(), ids.end(), v) - ids.begin());
    };
    out.assign(ids.size(), 0);
    start = local(s);
    for (std::uint32_t i = 0; i < es.size(); ++i) {
      out[local(es[i].u)] |= Bit(i);
      to[i] = local(es[i].v);
    }
    for (std::uint32_t lo = 0; lo < es.size();) {
      std::uint32_t hi = lo;
      while (hi < es.size() && es[hi] == es[lo]) ++hi;
      for (std::uint32_t i = lo; i < hi; ++i) parallel[i] = Run(lo, hi - lo);
      if (hi - lo >= 2) classes.emplace_back(lo, hi - lo);
      lo = hi;
    }
  }
};

class Search {
 public:
  Search(const EdgeGraph& g, const EdgeGeographyOptions& options) : g_(g), options_(options) {}

  /// min(G(v, A), cap), where `avail` is A, the set of unused edges.
  std::uint32_t Value(std::uint32_t v, Set avail, std::uint32_t cap) {
    if (options_.reach_key) avail = Reach(v, avail);
    if (options_.merge_parallel) avail = Canonical(avail);
    const Set moves = g_.out[v] & avail;
    ++stats_.states;
    if (moves == 0) return 0;
    const Table::Entry known = table_.Find(v, avail);
    if (known.vertex_plus_1 != 0 && (known.exact || known.value >= cap)) {
      --stats_.states, ++stats_.memo_hits;
      return std::min<std::uint32_t>(known.value, cap);
    }
    std::array<std::uint32_t, kMaxM> kids;  // the moves searched, as edge numbers
    const std::uint32_t d = Kids(moves, avail, kids);
    if (!options_.lazy_mex) {
      std::array<bool, kMaxM + 2> seen{};
      for (std::uint32_t i = 0; i < d; ++i)
        seen[Value(g_.to[kids[i]], avail & ~Bit(kids[i]), kNoCap)] = true;
      std::uint32_t mex = 0;
      while (seen[mex]) ++mex;
      table_.Put(v, avail, mex, true);
      return std::min(mex, cap);
    }
    return LazyMex(v, avail, cap, known, kids, d);
  }

  EdgeGeographyStats stats() const {
    EdgeGeographyStats s = stats_;
    s.memo_size = table_.size();
    return s;
  }

 private:
  // The moves to search out of `moves`: one per parallel class (merge_parallel), fewest
  // replies first (order_moves). Returns how many.
  std::uint32_t Kids(Set moves, Set avail, std::array<std::uint32_t, kMaxM>& kids) const {
    std::uint32_t d = 0;
    for (Set m = moves; m != 0; m &= m - 1) {
      const auto e = static_cast<std::uint32_t>(std::countr_zero(m));
      if (options_.merge_parallel && (g_.parallel[e] & moves & (Bit(e) - 1)) != 0) continue;
      kids[d++] = e;
    }
    if (options_.order_moves) {
      std::array<int, kMaxM> replies;
      for (std::uint32_t i = 0; i < d; ++i)
        replies[kids[i]] = std::popcount(g_.out[g_.to[kids[i]]] & avail & ~Bit(kids[i]));
      std::stable_sort(kids.begin(), kids.begin() + d,
                       [&](std::uint32_t a, std::uint32_t b) { return replies[a] < replies[b]; });
    }
    return d;
  }

  // min(value, cap) by asking for want = 0, 1, ... whether some move has value `want`.
  std::uint32_t LazyMex(std::uint32_t v, Set avail, std::uint32_t cap, const Table::Entry& known,
                        const std::array<std::uint32_t, kMaxM>& kids, std::uint32_t d) {
    const std::uint32_t goal = std::min(cap, d);
    std::array<std::uint8_t, kMaxM> exact, lower;  // per move: its value, or a lower bound
    exact.fill(kNoCap);
    lower.fill(0);
    for (std::uint32_t want = known.vertex_plus_1 != 0 ? known.value : 0; want < goal; ++want) {
      bool found = false;
      for (std::uint32_t i = 0; i < d && !found; ++i) found = exact[i] == want;
      for (std::uint32_t i = 0; i < d && !found; ++i) {
        if (exact[i] != kNoCap || lower[i] > want) continue;
        const std::uint32_t r = Value(g_.to[kids[i]], avail & ~Bit(kids[i]), want + 1);
        (r <= want ? exact : lower)[i] = static_cast<std::uint8_t>(r);
        found = r == want;
      }
      if (!found) {
        table_.Put(v, avail, want, true);
        return want;
      }
    }
    table_.Put(v, avail, goal, goal == d);
    return goal;
  }

  // The unused edges whose source the token can reach from v along unused edges.
  Set Reach(std::uint32_t v, Set avail) const {
    Set seen = g_.out[v] & avail, frontier = seen;
    while (frontier != 0) {
      Set next = 0;
      for (Set f = frontier; f != 0; f &= f - 1) next |= g_.out[g_.to[std::countr_zero(f)]];
      frontier = next & avail & ~seen;
      seen |= frontier;
    }
    return seen;
  }

  // Each class of parallel edges keeps its count of unused edges, on its lowest numbers.
  Set Canonical(Set avail) const {
    for (auto [lo, size] : g_.classes) {
      const Set c = Run(lo, size);
      avail = (avail & ~c) | Run(lo, static_cast<std::uint32_t>(std::popcount(avail & c)));
    }
    return avail;
  }

  const EdgeGraph& g_;
  EdgeGeographyOptions options_;
  Table table_;
  EdgeGeographyStats stats_;
};

}  // namespace

GeographyAnswer SolveEdgeGeography(const Graph& g, Vertex start,
                                   const EdgeGeographyOptions& options, EdgeGeographyStats* stats) {
  if (g.m() > kEdgeGeographyMaxM)
    throw std::invalid_argument("edgegeo: m = " + std::to_string(g.m()) +
                                " is beyond the limit of 64 edges");
  if (start >= g.n()) throw std::invalid_argument("edgegeo: start vertex out of range");
  const EdgeGraph eg(g, start);
  Search search(eg, options);
  const Set all = Run(0, static_cast<std::uint32_t>(g.m()));
  const std::uint32_t value = search.Value(eg.start, all, kNoCap);
  if (stats != nullptr) *stats = search.stats();
  return {value != 0, value};
}

}  // namespace gc
