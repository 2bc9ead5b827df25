// bench/outcome_bench.cc — outcome / lengths in memory: CSR build and retrograde analysis
// against seed 000's vector<vector<int>> program and a Boost.Graph adjacency_list, side by
// side on the same edge lists. Two families: "random" (uniform endpoints: mostly draws, the
// solve only touches the few decided vertices) and "dag" (every edge visited: the solver's
// worst case, memory-latency bound once the state array outgrows the cache).
// Sizes: 2^20 and 2^23 edges, 8 per vertex, by default; GAMECHECK_BENCH_BIG=1 adds 2^26
// and 2^27 (2^24 vertices; about 6 GB at the peak, for the Boost baseline).
// Counter items_per_second = edges per second.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "bench/baselines.h"
#include "bench/bench_util.h"
#include "impl/outcome/outcome.h"

namespace gc::bench {
namespace {

enum class Family { kRandom, kDag };
const char* Name(Family f) { return f == Family::kRandom ? "random" : "dag"; }

// One input at a time (the benchmarks of a size run together), so memory stays bounded.
struct Input {
  Family family;
  Vertex n;
  std::uint64_t m;
  std::vector<Edge> edges;
  std::unique_ptr<Graph> graph;  // built on first use
};
std::unique_ptr<Input> current;

Input& Get(Family f, Vertex n, std::uint64_t m) {
  if (!current || current->family != f || current->n != n || current->m != m) {
    current.reset();
    current = std::make_unique<Input>(
        Input{f, n, m, f == Family::kRandom ? RandomEdges(n, m) : RandomDagEdges(n, m), nullptr});
  }
  return *current;
}
const Graph& GraphOf(Input& in) {
  if (!in.graph) in.graph = std::make_unique<Graph>(in.n, in.edges);
  return *in.graph;
}

void Finish(benchmark::State& state, const Input& in) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * in.m));
  state.counters["n"] = in.n;
  state.counters["m"] = static_cast<double>(in.m);
  state.SetLabel(std::string(Name(in.family)) + " seed=" + std::to_string(kSeed));
}

void CsrBuild(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  for (auto _ : state) {
    Graph g(in.n, in.edges);
    benchmark::DoNotOptimize(g);
  }
  Finish(state, in);
}

void CsrBuildConsuming(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  for (auto _ : state) {
    state.PauseTiming();
    std::vector<Vertex> us(in.m), vs(in.m);
    for (std::size_t i = 0; i < in.m; ++i) us[i] = in.edges[i].u, vs[i] = in.edges[i].v;
    state.ResumeTiming();
    Graph g(in.n, std::move(us), std::move(vs));
    benchmark::DoNotOptimize(g);
  }
  Finish(state, in);
}

void Outcome(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  const Graph& g = GraphOf(in);
  for (auto _ : state) benchmark::DoNotOptimize(SolveOutcome(g));
  Finish(state, in);
}

void Lengths(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  const Graph& g = GraphOf(in);
  for (auto _ : state) benchmark::DoNotOptimize(SolveLengths(g));
  Finish(state, in);
}

void SeedBuildBench(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  for (auto _ : state) benchmark::DoNotOptimize(SeedBuild(in.n, in.edges));
  Finish(state, in);
}

void SeedSolveBench(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  SeedGraph built = SeedBuild(in.n, in.edges);
  std::string want = SolveOutcome(GraphOf(in)).labels;
  for (auto _ : state) {
    state.PauseTiming();
    SeedGraph g = built;  // the seed's loop consumes its counters
    state.ResumeTiming();
    std::string got = SeedSolve(std::move(g));
    if (got != want) state.SkipWithError("seed and gamecheck disagree");
  }
  Finish(state, in);
}

void PlainSolveBench(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  const Graph& g = GraphOf(in);
  std::string want = SolveOutcome(g).labels;
  for (auto _ : state) {
    std::string got = PlainQueueSolve(g);
    if (got != want) state.SkipWithError("plain queue and gamecheck disagree");
  }
  Finish(state, in);
}

void BoostBuildBench(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  for (auto _ : state) benchmark::DoNotOptimize(BoostBuild(in.n, in.edges));
  Finish(state, in);
}

void BoostSolveBench(benchmark::State& state, Family f, Vertex n, std::uint64_t m) {
  Input& in = Get(f, n, m);
  BoostGraph g = BoostBuild(in.n, in.edges);
  std::string want = SolveOutcome(GraphOf(in)).labels;
  for (auto _ : state) {
    std::string got = BoostSolve(g);
    if (got != want) state.SkipWithError("Boost and gamecheck disagree");
  }
  Finish(state, in);
}

int Register() {
  struct Size {
    Vertex n;
    std::uint64_t m;
  };
  std::vector<Size> sizes = {{1u << 17, 1ull << 20}, {1u << 20, 1ull << 23}};
  const char* big = std::getenv("GAMECHECK_BENCH_BIG");
  if (big && std::string(big) == "1")
    sizes.push_back({1u << 23, 1ull << 26}), sizes.push_back({1u << 24, 1ull << 27});
  using Fn = void (*)(benchmark::State&, Family, Vertex, std::uint64_t);
  const std::pair<const char*, Fn> kinds[] = {
      {"outcome/csr_build", CsrBuild},
      {"outcome/csr_build_consuming", CsrBuildConsuming},
      {"outcome/solve", Outcome},
      {"lengths/solve", Lengths},
      {"baseline_seed/build", SeedBuildBench},
      {"baseline_seed/solve", SeedSolveBench},
      {"baseline_plain/solve", PlainSolveBench},
      {"baseline_boost/build", BoostBuildBench},
      {"baseline_boost/solve", BoostSolveBench},
  };
  for (Family f : {Family::kRandom, Family::kDag})
    for (Size s : sizes)
      for (auto [name, fn] : kinds) {
        std::string full = std::string(name) + "/" + Name(f) + "/m=" + std::to_string(s.m);
        auto* b = benchmark::RegisterBenchmark(full.c_str(), fn, f, s.n, s.m);
        b->Unit(benchmark::kMillisecond);
        if (s.m >= (1ull << 26)) b->Iterations(1);
      }
  return 0;
}
const int registered = Register();

}  // namespace
}  // namespace gc::bench
