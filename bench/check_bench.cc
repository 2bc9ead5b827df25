// bench/check_bench.cc — checker throughput in one thread: checks per second of the fast
// solver + the oracle + the certificate verifier on small random graphs (n <= 8, up to 16
// edges, repeats and loops included), through the problem table's row functions (text
// answers, as the harness runs them) and through the typed functions directly.
// The instances are drawn beforehand (a pool of 4096 from a printed seed), so generation
// is not counted. Counter items_per_second = checks per second.
// check/api_vs_program/outcome: whole checks, the same schedule (examples, exhaustive,
// random; the argument's number of cases) on one thread, of an in-process function
// through gamecheck::Check and of properties/programs/outcome_solver run as a program:
// cases per second of each and their ratio (counters api_cases_per_s,
// program_cases_per_s, ratio: wall clock), and the in-process rate per second of CPU
// time (api_cpu_cases_per_s), which a loaded machine does not lower.
#include <benchmark/benchmark.h>

#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include "bench/bench_util.h"
#include "gamecheck/check.h"
#include "harness/check/check.h"
#include "harness/cases/generators.h"
#include "harness/problems/problem.h"
#include "impl/outcome/outcome.h"
#include "oracles/lengths/lengths_bounded_horizon.h"
#include "oracles/outcome/outcome_fixpoint.h"
#include "oracles/outcome/outcome_verify.h"

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
    const Answer fast = p->AnswerOf(x);
    bad += p->Compare(x, p->oracles[0].run(x), fast).differs;
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

double ProcessCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// In-process checks against the program's, same schedule and cases: the row's fast solver
// as the user's function; properties/programs/outcome_solver (its correct mode) as the
// program. The in-process check is repeated for at least 0.3 s of measurement.
void ApiVsProgram(benchmark::State& state) {
#ifndef OUTCOME_SOLVER_BIN
  state.SkipWithError("built without the tests: no properties/programs/outcome_solver");
#else
  const Problem& p = *FindProblem("outcome");
  const std::uint64_t cases = static_cast<std::uint64_t>(state.range(0));
  const unsigned tiers = gamecheck::kExamples | gamecheck::kExhaustive | gamecheck::kRandom;
  const gamecheck::TextSolver solve = [&p](std::string_view input) {
    std::string err;
    return SolveText(p, input, &err).out;
  };
  CheckOptions co;
  co.cases = cases;
  co.tiers = tiers;
  const Subject program = ProgramSubject(ProgramRunner({OUTCOME_SOLVER_BIN}), RunLimits{});
  double api_s = 0, program_s = 0;
  std::uint64_t api_cases = 0, program_cases = 0;
  const double api_cpu0 = ProcessCpuSeconds();
  for (auto _ : state) {
    do {
      const gamecheck::Result r =
          gamecheck::Check("outcome", solve, {.cases = cases, .tiers = tiers});
      if (!r) {
        state.SkipWithError(("the in-process check failed:\n" + r.report).c_str());
        return;
      }
      api_s += r.seconds;
      api_cases += r.cases_run;
    } while (api_s < 0.3);
    state.counters["api_cpu_cases_per_s"] =
        static_cast<double>(api_cases) / (ProcessCpuSeconds() - api_cpu0);
    const CheckResult r = RunCheck(p, program, co);
    if (r.failure) {
      state.SkipWithError("the program's check failed");
      return;
    }
    program_s += r.seconds;
    program_cases += r.cases_run;
  }
  const double api_rate = static_cast<double>(api_cases) / api_s;
  const double program_rate = static_cast<double>(program_cases) / program_s;
  state.counters["api_cases_per_s"] = api_rate;
  state.counters["program_cases_per_s"] = program_rate;
  state.counters["ratio"] = api_rate / program_rate;
  state.SetLabel(std::to_string(cases) + " cases: examples, exhaustive, random; 1 job");
#endif
}

// The rows are looked up when the benchmark runs (the table is not built yet while
// benchmarks register, during static initialisation).
#define GAMECHECK_PROBLEM(name, row) \
  BENCHMARK_CAPTURE(RowCheck, name, #name)->Name("check/row/" #name)->MinTime(0.5);
#include "harness/problems/problems.def"
#undef GAMECHECK_PROBLEM
BENCHMARK(TypedOutcomeCheck)->Name("check/typed/outcome")->MinTime(0.5);
BENCHMARK(ApiVsProgram)
    ->Name("check/api_vs_program/outcome")
    ->Arg(2000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(TypedLengthsCheck)->Name("check/typed/lengths")->MinTime(0.5);

}  // namespace
}  // namespace gc::bench
