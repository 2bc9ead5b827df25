// mutants/geography/geography_mutants.cc — wrong geography solvers.
// Source: seed 004 (directed vertex geography: the position is the vertex *and* the
// visited set; "a solver that memoised on the vertex alone would give confident wrong
// answers"). The mutant is that solver: O(n + m), n <= 64.
// Status: killed by the kill matrix (docs/mutants.md).
#include <optional>

#include "impl/geography/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

// Grundy value of the token on v with `visited` used up, memoised on v alone.
std::uint32_t Value(const Graph& g, Vertex v, std::uint64_t visited,
                    std::vector<std::optional<std::uint32_t>>& memo) {
  if (memo[v]) return *memo[v];  // the mistake: a different history reuses this value
  std::uint64_t seen = 0;        // bit i: some move has value i (values stay below 64)
  for (Vertex w : g.out(v)) {
    if (visited >> w & 1) continue;
    seen |= std::uint64_t{1} << Value(g, w, visited | std::uint64_t{1} << w, memo);
  }
  std::uint32_t mex = 0;
  while (seen >> mex & 1) ++mex;
  memo[v] = mex;
  return mex;
}

}  // namespace

int GeographyMemoVertex(const Instance& x, std::string* out) {
  std::vector<std::optional<std::uint32_t>> memo(x.g.n());
  const std::uint32_t g = Value(x.g, x.start, std::uint64_t{1} << x.start, memo);
  *out = FormatAnswer(GeographyAnswer{g != 0, g});
  return 0;
}

}  // namespace gc::mutant
