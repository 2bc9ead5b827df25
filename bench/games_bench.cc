// bench/games_bench.cc — the other graph solvers in memory, on the same random inputs as
// bench/outcome_bench.cc (8 edges a vertex, seed printed): grundy on the random DAG family
// with 4 tokens, loopy on uniform random graphs (cycles, loops, repeats), partizan with
// Left's and Right's moves two independent random graphs. Sizes 2^20 and 2^23 edges;
// GAMECHECK_BENCH_BIG=1 adds 2^26. Counter items_per_second = edges per second.
#include <benchmark/benchmark.h>

#include <algorithm>

#include <cstdlib>
#include <string>

#include "bench/bench_util.h"
#include "impl/grundy/grundy.h"
#include "impl/loopy/loopy.h"
#include "impl/partizan/partizan.h"

namespace gc::bench {
namespace {

void Label(benchmark::State& state, std::uint64_t m, const char* family) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * m));
  state.SetLabel(std::string(family) + " seed=" + std::to_string(kSeed));
}

void Grundy(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Graph g(n, RandomDagEdges(n, m));
  const std::vector<Vertex> tokens = {0, 1, n / 2, n - 1};
  for (auto _ : state) benchmark::DoNotOptimize(SolveGrundy(g, tokens));
  Label(state, m, "dag");
}

// loopy runs one round of Smith's labelling per value, so its cost grows with the largest
// finite γ: reported as a counter, with the number of infinite vertices.
void LoopyOn(benchmark::State& state, const Graph& g, std::uint64_t m, const char* family) {
  const std::vector<Vertex> tokens = {0, 1, g.n() / 2, g.n() - 1};
  LoopyAnswer a;
  for (auto _ : state) {
    a = SolveLoopy(g, tokens);
    benchmark::DoNotOptimize(a);
  }
  std::int64_t max_gamma = 0;
  std::uint64_t infinite = 0;
  for (const LoopyValue& v : a.values) {
    if (v.finite())
      max_gamma = std::max(max_gamma, v.value);
    else
      ++infinite;
  }
  state.counters["max_gamma"] = static_cast<double>(max_gamma);
  state.counters["infinite"] = static_cast<double>(infinite);
  Label(state, m, family);
}

void Loopy(benchmark::State& state, Vertex n, std::uint64_t m) {
  LoopyOn(state, Graph(n, RandomEdges(n, m)), m, "random");
}

void LoopyDag(benchmark::State& state, Vertex n, std::uint64_t m) {
  LoopyOn(state, Graph(n, RandomDagEdges(n, m)), m, "dag");
}

void Partizan(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Graph left(n, RandomEdges(n, m / 2)), right(n, RandomEdges(n, m / 2, kSeed + 1));
  for (auto _ : state) benchmark::DoNotOptimize(SolvePartizan(left, right));
  Label(state, m, "random, m/2 moves each");
}

int Register() {
  std::vector<std::pair<Vertex, std::uint64_t>> sizes = {{1u << 17, 1ull << 20},
                                                         {1u << 20, 1ull << 23}};
  const char* big = std::getenv("GAMECHECK_BENCH_BIG");
  if (big && std::string(big) == "1") sizes.push_back({1u << 23, 1ull << 26});
  using Fn = void (*)(benchmark::State&, Vertex, std::uint64_t);
  const std::pair<const char*, Fn> kinds[] = {{"grundy/solve/dag", Grundy},
                                              {"loopy/solve/random", Loopy},
                                              {"loopy/solve/dag", LoopyDag},
                                              {"partizan/solve/random", Partizan}};
  for (auto [n, m] : sizes)
    for (auto [name, fn] : kinds) {
      std::string full = std::string(name) + "/m=" + std::to_string(m);
      auto* b = benchmark::RegisterBenchmark(full.c_str(), fn, n, m);
      b->Unit(benchmark::kMillisecond);
      if (m >= (1ull << 26)) b->Iterations(1);
    }
  return 0;
}
const int registered = Register();

}  // namespace
}  // namespace gc::bench
