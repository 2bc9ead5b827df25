// bench/geosum_bench.cc — sums of geography games: time of impl/geosum (each distinct start
// solved once by impl/geography, then the XOR) against solving every token on its own, and
// the cost of the XOR oracle (its own memo on the visited set) at the sizes the row gives it.
//   random  five random graphs (seeds 1..5, m = 3n) with k tokens on random vertices
//   pile    the same graphs with k tokens on vertices 0 and 1 only (the many-tokens family)
// Arguments: family, n, k, method (0 per token, 1 the solver, 2 the XOR oracle).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "harness/cases/generators.h"
#include "impl/geography/geography.h"
#include "impl/geosum/geosum.h"
#include "oracles/geosum/xor.h"

namespace gc {
namespace {

enum Family { kRandom, kPile };
enum Method { kPerToken, kSolver, kXorOracle };

struct Sum {
  Graph g;
  std::vector<Vertex> tokens;
};

std::vector<Sum> Sums(int family, Vertex n, std::uint32_t k) {
  std::vector<Sum> sums;
  for (int seed = 1; seed <= 5; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    Sum s{RandomGraph(rng, {.n = n, .m = 3ull * n}), {}};
    for (std::uint32_t i = 0; i < k; ++i)
      s.tokens.push_back(family == kPile ? i % 2 : static_cast<Vertex>(Below(rng, n)));
    sums.push_back(std::move(s));
  }
  return sums;
}

std::uint32_t Run(const Sum& s, int method) {
  if (method == kSolver) return static_cast<std::uint32_t>(SolveGeosum(s.g, s.tokens).sum);
  if (method == kXorOracle)
    return static_cast<std::uint32_t>(oracle::GeosumByXor(s.g, s.tokens).sum);
  std::uint32_t x = 0;
  for (Vertex t : s.tokens) x ^= SolveGeography(s.g, t).grundy;
  return x;
}

void BM_Geosum(benchmark::State& state) {
  const int family = static_cast<int>(state.range(0));
  const std::vector<Sum> sums = Sums(family, static_cast<Vertex>(state.range(1)),
                                     static_cast<std::uint32_t>(state.range(2)));
  const int method = static_cast<int>(state.range(3));
  for (auto _ : state)
    for (const Sum& s : sums) benchmark::DoNotOptimize(Run(s, method));
  static const char* kFamilies[] = {"random", "pile"};
  static const char* kMethods[] = {"per token", "solver", "xor oracle"};
  state.SetLabel(std::string(kFamilies[family]) + " " + kMethods[method]);
}

// The solver against every token on its own where tokens repeat (pile) and where they
// mostly do not (random); the XOR oracle at its row limit (n = 12) and a little beyond.
BENCHMARK(BM_Geosum)
    ->ArgNames({"family", "n", "k", "method"})
    ->ArgsProduct({{kRandom, kPile}, {16, 32}, {4, 64}, {kPerToken, kSolver}})
    ->ArgsProduct({{kRandom}, {12, 16}, {4}, {kSolver, kXorOracle}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace gc
