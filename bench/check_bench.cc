// bench/check_bench.cc — checker throughput in one thread: checks per second of the fast
// solver + the oracle + the certificate verifier on small random graphs (n <= 8, up to 16
// edges, repeats and loops included), through the problem table's row functions (text
// answers, as the harness runs them) and through the typed functions directly.
// The instances are drawn beforehand (a pool of 4096 from a printed seed), so generation
// is not counted. Counter items_per_second = checks per second.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench/bench_util.h"
#include "harness/generators.h"
#include "harness/problem.h"
#include "impl/outcome.h"
#include "oracles/lengths_bounded_horizon.h"
#include "oracles/outcome_fixpoint.h"
#include "oracles/outcome_verify.h"

namespace gc::bench {
namespace {

std::vector<Instance> Pool(const Problem& p) {
  Rng rng(kSeed);
  std::vector<Instance> pool;
  for (int i = 0; i < 4096; ++i) pool.push_back(RandomInstance(rng, p, 8, 16));
  return pool;
}

void RowCheck(benchmark::State& state, const char* name) {
  const Problem* p = FindProblem(name);
  if (!p) {
    state.SkipWithError("no such problem");
    return;
  }
  const std::vector<Instance> pool = Pool(*p);
  std::size_t i = 0, bad = 0;
  for (auto _ : state) {
    const Instance& x = pool[i++ & 4095];
    Output fast = p->solve(x);
    Output ref = p->oracles[0].run(x);
    bad += p->compare(x, ref, fast).differs;
    if (p->verify) bad += !p->verify(x, fast).empty();
  }
  if (bad) state.SkipWithError("a check failed");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel("n<=8 m<=16 seed=" + std::to_string(kSeed));
}

void TypedOutcomeCheck(benchmark::State& state) {
  const std::vector<Instance> pool = Pool(*FindProblem("outcome"));
  std::size_t i = 0, bad = 0;
  for (auto _ : state) {
    const Graph& g = pool[i++ & 4095].g;
    OutcomeAnswer fast = SolveOutcome(g);
    bad += !(oracle::OutcomeFixpoint(g) == fast);
    bad += !oracle::VerifyOutcome(g, fast).empty();
  }
  if (bad) state.SkipWithError("a check failed");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel("n<=8 m<=16 seed=" + std::to_string(kSeed));
}

void TypedLengthsCheck(benchmark::State& state) {
  const std::vector<Instance> pool = Pool(*FindProblem("lengths"));
  std::size_t i = 0, bad = 0;
  for (auto _ : state) {
    const Graph& g = pool[i++ & 4095].g;
    LengthsAnswer fast = SolveLengths(g);
    bad += !(oracle::LengthsBoundedHorizon(g) == fast);
    bad += !oracle::VerifyLengths(g, fast).empty();
  }
  if (bad) state.SkipWithError("a check failed");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel("n<=8 m<=16 seed=" + std::to_string(kSeed));
}

// The rows are looked up when the benchmark runs (the table is not built yet while
// benchmarks register, during static initialisation).
#define GAMECHECK_PROBLEM(name, row) \
  BENCHMARK_CAPTURE(RowCheck, name, #name)->Name("check/row/" #name)->MinTime(0.5);
#include "harness/problems.def"
#undef GAMECHECK_PROBLEM
BENCHMARK(TypedOutcomeCheck)->Name("check/typed/outcome")->MinTime(0.5);
BENCHMARK(TypedLengthsCheck)->Name("check/typed/lengths")->MinTime(0.5);

}  // namespace
}  // namespace gc::bench
