// mutants/edgegeo/edgegeo_mutants.cc — wrong edge geography solvers, one per classic mistake of
// formats.md "## edgegeo". Each is the same memoised search on (vertex, used edges) —
// G(v, U) = mex over unused edges e = v -> w of G(w, U + e), edges numbered by their place
// in g.out — with one mistake planted. Like the row's solver each answers exit status 2 and
// no output when m > 64 (sets of edges are 64-bit masks).
// Status: each differs from oracles/edgegeo on a small input (properties/edgegeo_test.cc,
// which finds the smallest by search) and is killed by the kill matrix (docs/mutants.md).
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "impl/geography/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

using Set = std::uint64_t;
constexpr std::uint64_t kMaxM = 64;

std::uint32_t Mex(Set seen) {  // seen: bit i when some option has value i (values < 64)
  std::uint32_t mex = 0;
  while (mex < 64 && (seen >> mex & 1) != 0) ++mex;
  return mex;
}

// The number of v's first edge among all out-lists: edge e of v is first[v] + i.
std::vector<std::uint64_t> FirstEdge(const Graph& g) {
  std::vector<std::uint64_t> first(g.n() + 1, 0);
  for (Vertex v = 0; v < g.n(); ++v) first[v + 1] = first[v] + g.out_degree(v);
  return first;
}

int Emit(std::uint32_t value, std::string* out) {
  *out = FormatAnswer(GeographyAnswer{value != 0, value});
  return 0;
}

// The correct search, with two switches for the mistakes that live inside it.
struct Search {
  explicit Search(const Graph& graph) : g(graph), first(FirstEdge(graph)) {}
  const Graph& g;
  std::vector<std::uint64_t> first;
  bool memo_on_vertex = false;  // the memo key forgets the used edges
  bool skip_loops = false;      // a self-loop is taken as no move
  unsigned mask_bits = 64;      // the used set a mask of this many bits: ids past it alias
  std::map<std::pair<Vertex, Set>, std::uint32_t> memo;

  std::uint32_t Value(Vertex v, Set used) {
    const std::pair<Vertex, Set> key{v, memo_on_vertex ? 0 : used};
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    Set seen = 0;
    const auto targets = g.out(v);
    for (std::size_t i = 0; i < targets.size(); ++i) {
      const Set e = Set{1} << ((first[v] + i) % mask_bits);
      if ((used & e) != 0 || (skip_loops && targets[i] == v)) continue;
      seen |= Set{1} << Value(targets[i], used | e);
    }
    return memo[key] = Mex(seen);
  }
};

// The mistake of "the start's value from the number of moves": the options are searched
// right, but the start's line 2 is how many there are.
std::uint32_t MoveCountAtStart(Search& s, Vertex start, bool* first_wins) {
  std::uint32_t moves = 0;
  *first_wins = false;
  const auto targets = s.g.out(start);
  for (std::size_t i = 0; i < targets.size(); ++i, ++moves)
    if (s.Value(targets[i], Set{1} << (s.first[start] + i)) == 0) *first_wins = true;
  return moves;
}

// Vertex geography's search, on the same input: the visited vertices are used up.
std::uint32_t VertexValue(const Graph& g, Vertex v, std::set<Vertex>& visited,
                          std::map<std::pair<Vertex, std::set<Vertex>>, std::uint32_t>& memo) {
  const std::pair<Vertex, std::set<Vertex>> key{v, visited};
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  Set seen = 0;
  for (Vertex w : g.out(v)) {
    if (visited.count(w) != 0) continue;
    visited.insert(w);
    seen |= Set{1} << VertexValue(g, w, visited, memo);
    visited.erase(w);
  }
  return memo[key] = Mex(seen);
}

// Pairs instead of edge numbers: every distinct (u, v) is one move, used once for all its
// parallel copies.
std::uint32_t PairValue(const std::vector<std::vector<std::pair<Vertex, int>>>& moves, Vertex v,
                        Set used, std::map<std::pair<Vertex, Set>, std::uint32_t>& memo) {
  if (auto it = memo.find({v, used}); it != memo.end()) return it->second;
  Set seen = 0;
  for (auto [w, id] : moves[v])
    if ((used >> id & 1) == 0) seen |= Set{1} << PairValue(moves, w, used | Set{1} << id, memo);
  return memo[{v, used}] = Mex(seen);
}

}  // namespace

int EdgegeoMemoVertex(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g);
  s.memo_on_vertex = true;
  return Emit(s.Value(x.start, 0), out);
}

int EdgegeoPairs(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  std::vector<std::vector<std::pair<Vertex, int>>> moves(x.g.n());
  std::map<std::pair<Vertex, Vertex>, int> ids;
  for (Vertex u = 0; u < x.g.n(); ++u)
    for (Vertex w : x.g.out(u)) {
      auto [it, fresh] = ids.emplace(std::pair{u, w}, static_cast<int>(ids.size()));
      if (fresh) moves[u].push_back({w, it->second});  // the mistake: a repeat is dropped
    }
  std::map<std::pair<Vertex, Set>, std::uint32_t> memo;
  return Emit(PairValue(moves, x.start, 0, memo), out);
}

int EdgegeoSkipLoop(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g);
  s.skip_loops = true;
  return Emit(s.Value(x.start, 0), out);
}

int EdgegeoAsVertexGeography(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  std::set<Vertex> visited{x.start};
  std::map<std::pair<Vertex, std::set<Vertex>>, std::uint32_t> memo;
  return Emit(VertexValue(x.g, x.start, visited, memo), out);
}

int EdgegeoMoveCount(const Instance& x, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g);
  bool first_wins = false;
  const std::uint32_t value = MoveCountAtStart(s, x.start, &first_wins);
  *out = FormatAnswer(GeographyAnswer{first_wins, value});
  return 0;
}

int EdgegeoEdgeMaskBits(const Instance& x, unsigned bits, std::string* out) {
  if (x.g.m() > kMaxM) return out->clear(), 2;
  Search s(x.g);
  s.mask_bits = bits == 0 || bits > 64 ? 64 : bits;  // the mistake: edge e taken as e % bits
  return Emit(s.Value(x.start, 0), out);
}

}  // namespace gc::mutant
