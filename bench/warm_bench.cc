// bench/warm_bench.cc — mutate/warm_run_vs_plain_start/FILE: one run of a Python solver
// of properties/programs/ on a small case (outcome's third worked example) through its
// warm interpreter (mutate/run/warm.h: one fork of a server that holds the program compiled)
// against a plain `python3 PROGRAM` start, alternately in the same benchmark, so that the
// ratio is measured under the same load: warm_ms and plain_ms (a run's mean wall time
// over 100 of each), speedup (plain / warm). Every run must print the same answer both
// ways.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "harness/run/program_setup.h"
#include "harness/run/runner.h"
#include "mutate/run/warm.h"

namespace gc::bench {
namespace {

void WarmRun(benchmark::State& state, const char* file) {
  const std::string source = std::string(GAMECHECK_SOURCE_DIR) + "/properties/programs/" + file;
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("gamecheck_warm_bench_" + std::to_string(::getpid()));
  const std::string python = PythonExecutable("python3", nullptr);
  mutate::internal::WarmServers warm;
  if (const std::string why = warm.Start({python, source}, dir, GAMECHECK_BIN); !why.empty()) {
    state.SkipWithError(("no warm interpreter: " + why).c_str());
    return;
  }
  const std::vector<std::string> plain = {"env", "GAMECHECK_MUTANT=0", python, source};
  const ProgramRunner cold(plain), served(warm.Launch(plain));
  RunLimits l;
  l.timeout = std::chrono::seconds(30);
  const std::string input = "3 3\n0 1\n0 1\n1 2\n";
  constexpr int kRuns = 100;
  for (auto _ : state) {
    double warm_s = 0, plain_s = 0;
    for (int i = 0; i < kRuns; ++i) {
      const RunResult w = served.Run(input, l), p = cold.Run(input, l);
      if (w.end != RunResult::End::kExited || w.status != 0 || w.out != p.out) {
        state.SkipWithError("a warm run did not answer as the plain start did");
        return;
      }
      warm_s += w.seconds;
      plain_s += p.seconds;
    }
    state.SetIterationTime(warm_s / kRuns);
    state.counters["warm_ms"] = 1000 * warm_s / kRuns;
    state.counters["plain_ms"] = 1000 * plain_s / kRuns;
    state.counters["speedup"] = plain_s / warm_s;
  }
  warm.Stop();
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

BENCHMARK_CAPTURE(WarmRun, plain_outcome, "plain_outcome.py")
    ->Name("mutate/warm_run_vs_plain_start/plain_outcome.py")
    ->Iterations(3)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gc::bench
