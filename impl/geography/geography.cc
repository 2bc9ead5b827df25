// impl/geography/geography.cc — see geography.h.
#include "impl/geography/geography.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <vector>

namespace gc {

namespace {

using Set = std::uint64_t;
constexpr std::uint32_t kNoCap = 0xFF;  // a value is at most the out-degree, <= 63

Set Bit(Vertex v) { return Set{1} << v; }

// Transposition table: open addressing on (vertex, set). An entry holds the exact value or,
// when a parent asked with a cap the value reached, a lower bound: "values 0..bound-1 all
// occur among the options", which a later, larger question resumes from.
class Table {
 public:
  struct Entry {
    Set set = 0;
    std::uint8_t vertex_plus_1 = 0;  // 0: empty slot
    std::uint8_t value = 0;
    bool exact = false;
  };

  Table() : slots_(std::size_t{1} << 10) {}

  /// The entry for (v, set), or an empty entry when there is none.
  Entry Find(Vertex v, Set set) const {
    for (std::size_t i = Home(v, set);; i = (i + 1) & Mask()) {
      const Entry& e = slots_[i];
      if (e.vertex_plus_1 == 0) return {};
      if (e.set == set && e.vertex_plus_1 == v + 1) return e;
    }
  }

  void Put(Vertex v, Set set, std::uint32_t value, bool exact) {
    if (2 * (size_ + 1) > slots_.size()) Grow();
    Entry& e = Slot(v, set);
    if (e.vertex_plus_1 == 0) ++size_;
    e = {set, static_cast<std::uint8_t>(v + 1), static_cast<std::uint8_t>(value), exact};
  }

  std::size_t size() const { return size_; }

 private:
  std::size_t Mask() const { return slots_.size() - 1; }
  std::size_t Home(Vertex v, Set set) const {
    std::uint64_t h = (set ^ (std::uint64_t{v} << 58 | v)) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return static_cast<std::size_t>(h ^ (h >> 29)) & Mask();
  }
  Entry& Slot(Vertex v, Set set) {
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

class Search {
 public:
  Search(const Graph& g, const GeographyOptions& options) : options_(options) {
    adj_.fill(0);
    // A set, not a list: repeated edges collapse; a self-loop points at a visited vertex.
    for (Vertex u = 0; u < g.n(); ++u)
      for (Vertex w : g.out(u)) adj_[u] |= Bit(w);
  }

  /// min(G(v, S), cap), where `open` is the set of vertices not yet visited (v is visited).
  std::uint32_t Value(Vertex v, Set open, std::uint32_t cap) {
    // Vertices the token can never reach again are irrelevant, whatever their history.
    if (options_.canonical_key) open = Reach(v, open);
    const Set moves = adj_[v] & open;
    ++stats_.states;
    if (moves == 0) return 0;
    const Table::Entry known = table_.Find(v, open);
    if (known.vertex_plus_1 != 0 && (known.exact || known.value >= cap)) {
      --stats_.states, ++stats_.memo_hits;
      return std::min<std::uint32_t>(known.value, cap);
    }

    std::array<Vertex, kGeographyMaxN> kids;
    std::uint32_t d = 0;
    for (Set m = moves; m != 0; m &= m - 1) kids[d++] = static_cast<Vertex>(std::countr_zero(m));
    if (options_.order_moves) {
      // Fewest replies first: a reply with none is a 0 and settles a win at once.
      std::array<int, kGeographyMaxN> replies;
      for (std::uint32_t i = 0; i < d; ++i)
        replies[kids[i]] = std::popcount(adj_[kids[i]] & open & ~Bit(kids[i]));
      std::stable_sort(kids.begin(), kids.begin() + d,
                       [&](Vertex a, Vertex b) { return replies[a] < replies[b]; });
    }

    if (!options_.lazy_mex) {
      Set seen = 0;  // values of the options (each at most 63)
      for (std::uint32_t i = 0; i < d; ++i)
        seen |= Bit(Value(kids[i], open & ~Bit(kids[i]), kNoCap));
      const std::uint32_t g = static_cast<std::uint32_t>(std::countr_one(seen));
      table_.Put(v, open, g, true);
      return std::min(g, cap);
    }

    // The value is at most d (d options). To answer min(value, cap) it is enough to learn,
    // for want = 0, 1, ..., goal - 1, whether some option has value exactly `want`;
    // option i is asked min(value, want + 1), so a search for a 0 is a plain win/lose search.
    const std::uint32_t goal = std::min(cap, d);
    std::array<std::uint8_t, kGeographyMaxN> exact, lower;  // per option: value, or bound
    exact.fill(kNoCap);
    lower.fill(0);
    for (std::uint32_t want = known.vertex_plus_1 != 0 ? known.value : 0; want < goal; ++want) {
      bool found = false;
      for (std::uint32_t i = 0; i < d && !found; ++i) found = exact[i] == want;
      for (std::uint32_t i = 0; i < d && !found; ++i) {
        if (exact[i] != kNoCap || lower[i] > want) continue;
        const std::uint32_t r = Value(kids[i], open & ~Bit(kids[i]), want + 1);
        if (r <= want)
          exact[i] = static_cast<std::uint8_t>(r);
        else
          lower[i] = static_cast<std::uint8_t>(r);
        found = r == want;
      }
      if (!found) {
        table_.Put(v, open, want, true);
        return want;
      }
    }
    table_.Put(v, open, goal, goal == d);
    return goal;
  }

  GeographyStats stats() const {
    GeographyStats s = stats_;
    s.memo_size = table_.size();
    return s;
  }

 private:
  // Unvisited vertices reachable from v through unvisited vertices.
  Set Reach(Vertex v, Set open) const {
    Set seen = 0, frontier = adj_[v] & open;
    while (frontier != 0) {
      seen |= frontier;
      Set next = 0;
      for (Set f = frontier; f != 0; f &= f - 1) next |= adj_[std::countr_zero(f)];
      frontier = next & open & ~seen;
    }
    return seen;
  }

  GeographyOptions options_;
  std::array<Set, kGeographyMaxN> adj_;
  Table table_;
  GeographyStats stats_;
};

}  // namespace

GeographyAnswer SolveGeography(const Graph& g, Vertex start, const GeographyOptions& options,
                               GeographyStats* stats) {
  if (g.n() > kGeographyMaxN)
    throw std::invalid_argument("geography: n = " + std::to_string(g.n()) +
                                " is beyond the limit of 64 vertices");
  if (start >= g.n()) throw std::invalid_argument("geography: start vertex out of range");
  const Set all = g.n() == 64 ? ~Set{0} : Bit(g.n()) - 1;
  Search search(g, options);
  const std::uint32_t value = search.Value(start, all & ~Bit(start), kNoCap);
  if (stats != nullptr) *stats = search.stats();
  return {value != 0, value};
}

}  // namespace gc
