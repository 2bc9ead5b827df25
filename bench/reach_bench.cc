// bench/reach_bench.cc — reach against outcome on the same graph in one run: 10^6 vertices
// and 10^7 edges (and 10^5 / 10^6), the graph built once, each solver timed on it alone.
// Two families: "random" (uniform endpoints) and "dag" (edges low -> high: every vertex
// decided, every edge visited by outcome's pass). reach gets every even vertex as the
// agent's and the vertices with no move as its targets, so its pass visits the edges into
// what it wins, as outcome's does from its sinks.
// Counter items_per_second = edges per second; the ratio to read is reach's time over
// outcome's at one size (goal: the same order, both one linear pass).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "bench/bench_util.h"
#include "impl/outcome/outcome.h"
#include "impl/reach/reach.h"

namespace gc::bench {
namespace {

struct Input {
  bool dag;
  Vertex n;
  std::uint64_t m;
  std::unique_ptr<Graph> graph;
  std::vector<Vertex> agent, targets;
};
std::unique_ptr<Input> current;

Input& Get(bool dag, Vertex n, std::uint64_t m) {
  if (!current || current->dag != dag || current->n != n || current->m != m) {
    current.reset();
    auto in = std::make_unique<Input>();
    in->dag = dag, in->n = n, in->m = m;
    in->graph = std::make_unique<Graph>(n, dag ? RandomDagEdges(n, m) : RandomEdges(n, m));
    for (Vertex v = 0; v < n; ++v) {
      if (v % 2 == 0) in->agent.push_back(v);
      if (in->graph->out_degree(v) == 0) in->targets.push_back(v);
    }
    current = std::move(in);
  }
  return *current;
}

void Finish(benchmark::State& state, const Input& in) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * in.m));
  state.counters["n"] = in.n;
  state.counters["m"] = static_cast<double>(in.m);
  state.SetLabel(std::string(in.dag ? "dag" : "random") + " seed=" + std::to_string(kSeed));
}

void Reach(benchmark::State& state, bool dag, Vertex n, std::uint64_t m) {
  Input& in = Get(dag, n, m);
  for (auto _ : state) benchmark::DoNotOptimize(SolveReach(*in.graph, in.agent, in.targets));
  Finish(state, in);
}

void Outcome(benchmark::State& state, bool dag, Vertex n, std::uint64_t m) {
  Input& in = Get(dag, n, m);
  for (auto _ : state) benchmark::DoNotOptimize(SolveOutcome(*in.graph));
  Finish(state, in);
}

void Register() {
  for (const bool dag : {false, true})
    for (const auto& [n, m] : {std::pair<Vertex, std::uint64_t>{100000, 1000000},
                               std::pair<Vertex, std::uint64_t>{1000000, 10000000}}) {
      const std::string size = (dag ? "dag/" : "random/") + std::to_string(n) + "/" +
                               std::to_string(m);
      benchmark::RegisterBenchmark(("reach/solve/" + size).c_str(), Reach, dag, n, m)
          ->Unit(benchmark::kMillisecond);
      benchmark::RegisterBenchmark(("reach/outcome/" + size).c_str(), Outcome, dag, n, m)
          ->Unit(benchmark::kMillisecond);
    }
}

const bool registered = (Register(), true);

}  // namespace
}  // namespace gc::bench
