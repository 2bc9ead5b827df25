// mutants/uedgegeo/uedgegeo_mutants.cc — wrong undirected edge geography solvers, one per
// classic mistake of formats.md "## uedgegeo". Each is the same memoised search on (vertex,
// used moves) — G(v, U) = mex over unused moves at v of the value after the move — over a
// list of moves built from the pairs, with one mistake planted in the list, in what a move
// uses up, or in the memo. Like the row's solver each answers exit status 2 and no output
// when m > 64.
// Status: each differs from oracles/uedgegeo on its hand-computed witness and on a small
// input found by search (properties/uedgegeo_test.cc, properties/mutants_test.cc) and is
// killed by the kill matrix (docs/mutants.md).
#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "impl/geography/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

constexpr std::uint64_t kMaxM = 64;

// A move from a vertex: to `w`, using up every flag of `uses` (flags are edges, or the
// two directions or the two halves of an edge).
struct Move {
  Vertex w;
  std::vector<std::size_t> uses;
};

// Memoised search over the moves of each vertex. Each flag has a class, the flags of one
// class interchangeable (the same two ends, taken the same way): swapping two of them maps
// the game onto itself, so the memo keys on how many of each class are unused, as a careful
// solver keys on parallel edges. Without that, k loops are 2^k keys.
struct Search {
  std::vector<std::vector<Move>> moves;
  std::vector<std::size_t> cls;  // per flag: its class
  std::map<std::pair<Vertex, Vertex>, std::size_t> class_ids;
  bool memo_on_vertex = false;  // the memo key forgets the used flags
  bool memo_on_flags = false;   // the memo key is the used flags themselves (a mask)
  std::map<std::pair<Vertex, std::vector<int>>, std::uint32_t> memo;

  explicit Search(Vertex n) : moves(n) {}
  /// A new flag of the class named by (a, b); its number.
  std::size_t Flag(Vertex a, Vertex b) {
    cls.push_back(class_ids.emplace(std::pair{a, b}, class_ids.size()).first->second);
    return cls.size() - 1;
  }

  std::uint32_t Value(Vertex v, std::vector<bool>& used) {
    std::vector<int> unused(memo_on_vertex ? 0 : memo_on_flags ? used.size() : class_ids.size(), 0);
    for (std::size_t f = 0; f < used.size() && !memo_on_vertex; ++f)
      unused[memo_on_flags ? f : cls[f]] += !used[f];
    const std::pair<Vertex, std::vector<int>> key{v, unused};
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    std::set<std::uint32_t> seen;
    for (const Move& mv : moves[v]) {
      if (std::any_of(mv.uses.begin(), mv.uses.end(), [&](std::size_t f) { return used[f]; }))
        continue;
      for (std::size_t f : mv.uses) used[f] = true;
      seen.insert(Value(mv.w, used));
      for (std::size_t f : mv.uses) used[f] = false;
    }
    std::uint32_t mex = 0;
    while (seen.count(mex) != 0) ++mex;
    return memo[key] = mex;
  }

  int Emit(Vertex start, std::string* out) {
    std::vector<bool> used(cls.size(), false);
    const std::uint32_t value = Value(start, used);
    *out = FormatAnswer(GeographyAnswer{value != 0, value});
    return 0;
  }
};

// The right move lists: each edge one flag, a move from each end to the other, used up both
// ways; a loop is one move.
Search Right(const std::vector<Edge>& pairs, Vertex n) {
  Search s(n);
  for (Edge e : pairs) {
    const std::size_t f = s.Flag(std::min(e.u, e.v), std::max(e.u, e.v));
    s.moves[e.u].push_back({e.v, {f}});
    if (e.u != e.v) s.moves[e.v].push_back({e.u, {f}});
  }
  return s;
}

// Vertex geography's search from the start: the visited vertices are used up.
std::uint32_t VertexValue(const std::vector<std::set<Vertex>>& nbrs, Vertex v,
                          std::set<Vertex>& visited,
                          std::map<std::pair<Vertex, std::set<Vertex>>, std::uint32_t>& memo) {
  const std::pair<Vertex, std::set<Vertex>> key{v, visited};
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::set<std::uint32_t> seen;
  for (Vertex w : nbrs[v]) {
    if (visited.count(w) != 0) continue;
    visited.insert(w);
    seen.insert(VertexValue(nbrs, w, visited, memo));
    visited.erase(w);
  }
  std::uint32_t mex = 0;
  while (seen.count(mex) != 0) ++mex;
  return memo[key] = mex;
}

}  // namespace

int UedgegeoDirected(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g.n());
  for (Edge e : x.g.edges())  // the mistake: no move from v to u
    s.moves[e.u].push_back({e.v, {s.Flag(e.u, e.v)}});
  return s.Emit(x.start, out);
}

int UedgegeoOneWayUsed(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g.n());
  for (Edge e : x.g.edges()) {  // the mistake: each direction its own flag
    s.moves[e.u].push_back({e.v, {s.Flag(e.u, e.v)}});
    if (e.u != e.v) s.moves[e.v].push_back({e.u, {s.Flag(e.v, e.u)}});
  }
  return s.Emit(x.start, out);
}

int UedgegeoMergedRepeats(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  std::set<std::pair<Vertex, Vertex>> seen;
  std::vector<Edge> pairs;
  for (Edge e : x.g.edges())  // the mistake: a pair already read is dropped
    if (seen.insert({std::min(e.u, e.v), std::max(e.u, e.v)}).second) pairs.push_back(e);
  return Right(pairs, x.g.n()).Emit(x.start, out);
}

int UedgegeoLoopTwice(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g.n());
  // Half-edges: each edge a half at u and one at v, a move using up its own half and its
  // twin. The mistake: the twin is looked up as "the half of this edge at the far end", and
  // for a loop that is the half the move came from, so the other half stays a second move.
  for (Edge e : x.g.edges()) {
    const std::size_t at_u = s.Flag(e.u, e.v), at_v = s.Flag(e.v, e.u);
    const bool loop = e.u == e.v;
    s.moves[e.u].push_back({e.v, {at_u, loop ? at_u : at_v}});
    s.moves[e.v].push_back({e.u, {at_v, loop ? at_v : at_u}});
  }
  return s.Emit(x.start, out);
}

int UedgegeoSkipLoop(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  std::vector<Edge> pairs;
  for (Edge e : x.g.edges())  // the mistake: a loop is read as no move
    if (e.u != e.v) pairs.push_back(e);
  return Right(pairs, x.g.n()).Emit(x.start, out);
}

int UedgegeoMemoVertex(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s = Right(x.g.edges(), x.g.n());
  s.memo_on_vertex = true;
  return s.Emit(x.start, out);
}

int UedgegeoAsVertexGeography(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  std::vector<std::set<Vertex>> nbrs(x.g.n());
  for (Edge e : x.g.edges()) nbrs[e.u].insert(e.v), nbrs[e.v].insert(e.u);
  std::set<Vertex> visited{x.start};
  std::map<std::pair<Vertex, std::set<Vertex>>, std::uint32_t> memo;
  const std::uint32_t value = VertexValue(nbrs, x.start, visited, memo);
  *out = FormatAnswer(GeographyAnswer{value != 0, value});
  return 0;
}

int UedgegeoEdgeMaskBits(const Instance& x, unsigned bits, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  if (bits == 0 || bits > 64) bits = 64;
  Search s = Right(x.g.edges(), x.g.n());
  // The mistake: the used edges a mask of `bits` bits, edge i at bit i % bits (the shift
  // taken modulo the width, as a 32-bit shift does on x86), so edges 32..63 alias 0..31.
  for (std::vector<Move>& moves : s.moves)
    for (Move& mv : moves)
      for (std::size_t& f : mv.uses) f %= bits;
  if (s.cls.size() > bits) s.cls.resize(bits);
  s.memo_on_flags = true;
  return s.Emit(x.start, out);
}

int UedgegeoEdgeMask32(const Instance& x, std::string* out) {
  return UedgegeoEdgeMaskBits(x, 32, out);
}

}  // namespace gc::mutant
