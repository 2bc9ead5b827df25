// mutants/undirected/undirected_mutants.cc — wrong undirected geography solvers.
// Source: seed 004 (first player wins from v iff *every* maximum matching covers v,
// i.e. nu(G - v) < nu(G)). The mutant reads the quantifier as "some maximum matching
// covers v". Exact by a memoised search over vertex subsets: exponential, n <= 16.
// Status: killed by the kill matrix (docs/mutants.md).
#include <bit>
#include <unordered_map>

#include "impl/undirected/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

struct Matching {
  std::vector<std::uint32_t> adj;  // bitmask of neighbours (self-loops ignored)
  std::unordered_map<std::uint32_t, int> memo;

  /// Size of a maximum matching of the subgraph induced by the vertex set s.
  int Nu(std::uint32_t s) {
    if (s == 0) return 0;
    if (auto it = memo.find(s); it != memo.end()) return it->second;
    const int x = std::countr_zero(s);
    const std::uint32_t rest = s & ~(std::uint32_t{1} << x);
    int best = Nu(rest);  // x unmatched
    for (std::uint32_t ys = adj[x] & rest; ys; ys &= ys - 1)
      best = std::max(best, 1 + Nu(rest & ~(std::uint32_t{1} << std::countr_zero(ys))));
    memo[s] = best;
    return best;
  }
};

}  // namespace

int UndirectedSomeMatching(const Instance& x, std::string* out) {
  const Vertex n = x.g.n();
  Matching mm;
  mm.adj.assign(n, 0);
  for (Edge e : x.g.edges())
    if (e.u != e.v) mm.adj[e.u] |= std::uint32_t{1} << e.v, mm.adj[e.v] |= std::uint32_t{1} << e.u;
  const std::uint32_t all = n == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
  const int nu = mm.Nu(all);
  std::string labels(n, 'L');
  for (Vertex v = 0; v < n; ++v)
    for (std::uint32_t ys = mm.adj[v]; ys; ys &= ys - 1) {
      const std::uint32_t y = std::uint32_t{1} << std::countr_zero(ys);
      // Some maximum matching uses an edge at v: the mistake (the rule says "every").
      if (1 + mm.Nu(all & ~y & ~(std::uint32_t{1} << v)) == nu) labels[v] = 'W';
    }
  *out = FormatAnswer(UndirectedAnswer{labels});
  return 0;
}

}  // namespace gc::mutant
