// bench/geography_bench.cc — directed vertex geography on random digraphs: time and
// positions expanded for each pruning of impl/geography (memo key, lazy mex, move order).
// Each iteration solves the same five graphs (seeds 1..5, start vertex 0, no loops or
// repeats, m = n * out-degree); the counters are per graph.
//   states   positions expanded;  memo_hits  answers from the table;  memo  table entries
// Arguments: n, average out-degree, options bits (1 canonical key, 2 lazy mex, 4 order).
#include <benchmark/benchmark.h>

#include <vector>

#include "harness/cases/generators.h"
#include "impl/geography/geography.h"

namespace gc {
namespace {

constexpr int kGraphs = 5;

std::vector<Graph> RandomDigraphs(Vertex n, std::uint64_t out_degree) {
  std::vector<Graph> gs;
  for (int seed = 1; seed <= kGraphs; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    gs.push_back(
        RandomGraph(rng, {.n = n, .m = n * out_degree, .loop_share = 0, .repeat_share = 0}));
  }
  return gs;
}

void BM_Geography(benchmark::State& state) {
  const Vertex n = static_cast<Vertex>(state.range(0));
  const std::vector<Graph> gs = RandomDigraphs(n, static_cast<std::uint64_t>(state.range(1)));
  const int bits = static_cast<int>(state.range(2));
  const GeographyOptions options{.canonical_key = (bits & 1) != 0,
                                 .lazy_mex = (bits & 2) != 0,
                                 .order_moves = (bits & 4) != 0};
  GeographyStats total;
  for (auto _ : state) {
    total = {};
    for (const Graph& g : gs) {
      GeographyStats s;
      benchmark::DoNotOptimize(SolveGeography(g, 0, options, &s));
      total.states += s.states, total.memo_hits += s.memo_hits, total.memo_size += s.memo_size;
    }
  }
  state.counters["states"] = static_cast<double>(total.states) / kGraphs;
  state.counters["memo_hits"] = static_cast<double>(total.memo_hits) / kGraphs;
  state.counters["memo"] = static_cast<double>(total.memo_size) / kGraphs;
  state.SetLabel(std::string(bits & 1 ? "reach-key" : "visited-key") +
                 (bits & 2 ? "+lazy-mex" : "+full-mex") + (bits & 4 ? "+ordered" : ""));
}

// Every variant where the plain memo finishes in seconds; then the size (n = 32 at
// out-degree 6: a plain memo on (vertex, reachable set) takes over two minutes there).
BENCHMARK(BM_Geography)
    ->ArgNames({"n", "deg", "opts"})
    ->ArgsProduct({{20, 24}, {4}, {0, 1, 3, 7}})
    ->Args({20, 6, 0})
    ->Args({20, 6, 1})
    ->Args({20, 6, 3})
    ->Args({20, 6, 7})
    ->Args({32, 4, 1})
    ->Args({32, 4, 7})
    ->Args({32, 6, 6})
    ->Args({32, 6, 7})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace gc
