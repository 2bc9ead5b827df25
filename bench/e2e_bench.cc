// bench/e2e_bench.cc — end to end: `gamecheck solve outcome FILE` against seed 000's
// program (bench/seed/graph_outcome.cpp, -O2, reading the same file on standard input) on
// a random graph of 2,000,000 vertices and 10,000,000 edges (~150 MB of text, written to
// a temporary file and deleted afterwards). Both are child processes: wall time and peak
// resident memory (ru_maxrss from wait4) of each, run alternately in the same benchmark so
// the ratio is measured under the same machine load; the two outputs must be identical.
// Counters: speedup = seed seconds / gamecheck seconds (best of the runs of each, wall
// clock), cpu_speedup the same for user + system time (the fair one on a shared machine),
// *_rss_MB = peak memory, rss_ratio = gamecheck's / the seed's. GAMECHECK_E2E_RUNS
// (default 3) sets the runs of each program.
// e2e/solve_reach_vs_outcome: `gamecheck solve reach` against `gamecheck solve outcome` on
// one random graph of 10^6 vertices and 10^7 edges, reach's file the same text followed by
// its lists: every even vertex the agent's, the targets the vertices with no move (so its
// attractor is outcome's pass from the sinks). Run alternately as above; ratio = reach's
// wall seconds over outcome's (best of each), cpu_ratio the same for CPU time, rss_ratio
// reach's peak memory over outcome's (goal: all near 1, the same work).
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

#include "bench/bench_util.h"

namespace gc::bench {
namespace {

std::string Slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), {});
}

void EndToEnd(benchmark::State& state, Vertex n, std::uint64_t m) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string tag = "gamecheck_e2e_" + std::to_string(::getpid());
  const std::string graph = dir / (tag + ".txt");
  const std::string out_gc = dir / (tag + ".gc.out"), out_seed = dir / (tag + ".seed.out");
  const std::uint64_t bytes = WriteRandomGraphFile(graph, n, m);
  const int runs = EndToEndRuns();
  BestRun gc, seed;
  bool ok = bytes > 0;
  for (auto _ : state) {
    for (int i = 0; i < runs && ok; ++i) {
      ChildRun s = RunChild({SEED_BIN}, graph, out_seed);
      ChildRun g = RunChild({GAMECHECK_BIN, "solve", "outcome", graph}, "", out_gc);
      ok = s.status == 0 && g.status == 0;
      seed.Add(s);
      gc.Add(g);
    }
    state.SetIterationTime(gc.seconds);
  }
  if (ok && Slurp(out_gc) != Slurp(out_seed)) ok = false;
  for (const std::string& f : {graph, out_gc, out_seed}) std::remove(f.c_str());
  if (!ok) {
    state.SkipWithError("a run failed or the outputs differ");
    return;
  }
  state.counters["gamecheck_s"] = gc.seconds;
  state.counters["seed_s"] = seed.seconds;
  state.counters["speedup"] = seed.seconds / gc.seconds;
  state.counters["gamecheck_cpu_s"] = gc.cpu_seconds;
  state.counters["seed_cpu_s"] = seed.cpu_seconds;
  state.counters["cpu_speedup"] = seed.cpu_seconds / gc.cpu_seconds;
  state.counters["gamecheck_rss_MB"] = gc.max_rss_mb;
  state.counters["seed_rss_MB"] = seed.max_rss_mb;
  state.counters["rss_ratio"] = seed.max_rss_mb > 0 ? gc.max_rss_mb / seed.max_rss_mb : 0;  // <= 1: the goal
  state.counters["MB"] = static_cast<double>(bytes) / 1e6;
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.SetLabel("random n=" + std::to_string(n) + " m=" + std::to_string(m) +
                 " seed=" + std::to_string(kSeed));
}

// Writes reach's input: the text of `graph` (RandomGraphText(n, m)), then every even vertex
// as the agent's and the vertices with no move (the same draws replayed) as the targets.
bool WriteReachFile(const std::string& graph, const std::string& path, Vertex n,
                    std::uint64_t m) {
  std::error_code ec;
  std::filesystem::copy_file(graph, path, std::filesystem::copy_options::overwrite_existing, ec);
  if (ec) return false;
  std::vector<char> has_move(n, 0);
  SplitMix rng{kSeed};
  for (std::uint64_t i = 0; i < m; ++i) {
    has_move[rng.Below(n)] = 1;
    rng.Below(n);
  }
  std::vector<Vertex> targets;
  for (Vertex v = 0; v < n; ++v)
    if (!has_move[v]) targets.push_back(v);
  std::ofstream f(path, std::ios::binary | std::ios::app);
  f << (n + 1) / 2;
  for (Vertex v = 0; v < n; v += 2) f << ' ' << v;
  f << '\n' << targets.size();
  for (Vertex t : targets) f << ' ' << t;
  f << '\n';
  return static_cast<bool>(f);
}

void ReachAgainstOutcome(benchmark::State& state, Vertex n, std::uint64_t m) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string tag = "gamecheck_reach_" + std::to_string(::getpid());
  const std::string graph = dir / (tag + ".txt"), reach = dir / (tag + ".reach.txt");
  const std::string out = dir / (tag + ".out");
  bool ok = WriteRandomGraphFile(graph, n, m) > 0 && WriteReachFile(graph, reach, n, m);
  const int runs = EndToEndRuns();
  BestRun best_reach, best_outcome;
  for (auto _ : state) {
    for (int i = 0; i < runs && ok; ++i) {
      ChildRun o = RunChild({GAMECHECK_BIN, "solve", "outcome", graph}, "", out);
      ChildRun r = RunChild({GAMECHECK_BIN, "solve", "reach", reach}, "", out);
      ok = o.status == 0 && r.status == 0;
      best_outcome.Add(o);
      best_reach.Add(r);
    }
    state.SetIterationTime(best_reach.seconds);
  }
  for (const std::string& f : {graph, reach, out}) std::remove(f.c_str());
  if (!ok) {
    state.SkipWithError("a file could not be written or a run failed");
    return;
  }
  state.counters["reach_s"] = best_reach.seconds;
  state.counters["outcome_s"] = best_outcome.seconds;
  state.counters["ratio"] = best_reach.seconds / best_outcome.seconds;
  state.counters["cpu_ratio"] = best_reach.cpu_seconds / best_outcome.cpu_seconds;
  state.counters["reach_rss_MB"] = best_reach.max_rss_mb;
  state.counters["outcome_rss_MB"] = best_outcome.max_rss_mb;
  state.counters["rss_ratio"] =
      best_outcome.max_rss_mb > 0 ? best_reach.max_rss_mb / best_outcome.max_rss_mb : 0;
  state.SetLabel("random n=" + std::to_string(n) + " m=" + std::to_string(m) +
                 ", agent: even vertices, targets: no move; seed=" + std::to_string(kSeed));
}

BENCHMARK_CAPTURE(ReachAgainstOutcome, reach_1M_10M, 1000000, 10000000)
    ->Name("e2e/solve_reach_vs_outcome/n=1000000/m=10000000")
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(EndToEnd, outcome_2M_10M, 2000000, 10000000)
    ->Name("e2e/solve_outcome/n=2000000/m=10000000")
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gc::bench
