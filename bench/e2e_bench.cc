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
  int runs = 3;
  if (const char* r = std::getenv("GAMECHECK_E2E_RUNS")) runs = std::max(1, std::atoi(r));
  double best_gc = 1e30, best_seed = 1e30, cpu_gc = 1e30, cpu_seed = 1e30;
  double rss_gc = 0, rss_seed = 0;
  bool ok = bytes > 0;
  for (auto _ : state) {
    for (int i = 0; i < runs && ok; ++i) {
      ChildRun s = RunChild({SEED_BIN}, graph, out_seed);
      ChildRun g = RunChild({GAMECHECK_BIN, "solve", "outcome", graph}, "", out_gc);
      ok = s.status == 0 && g.status == 0;
      best_seed = std::min(best_seed, s.seconds);
      best_gc = std::min(best_gc, g.seconds);
      cpu_seed = std::min(cpu_seed, s.cpu_seconds);
      cpu_gc = std::min(cpu_gc, g.cpu_seconds);
      rss_seed = std::max(rss_seed, s.max_rss_mb);
      rss_gc = std::max(rss_gc, g.max_rss_mb);
    }
    state.SetIterationTime(best_gc);
  }
  if (ok && Slurp(out_gc) != Slurp(out_seed)) ok = false;
  for (const std::string& f : {graph, out_gc, out_seed}) std::remove(f.c_str());
  if (!ok) {
    state.SkipWithError("a run failed or the outputs differ");
    return;
  }
  state.counters["gamecheck_s"] = best_gc;
  state.counters["seed_s"] = best_seed;
  state.counters["speedup"] = best_seed / best_gc;
  state.counters["gamecheck_cpu_s"] = cpu_gc;
  state.counters["seed_cpu_s"] = cpu_seed;
  state.counters["cpu_speedup"] = cpu_seed / cpu_gc;
  state.counters["gamecheck_rss_MB"] = rss_gc;
  state.counters["seed_rss_MB"] = rss_seed;
  state.counters["rss_ratio"] = rss_seed > 0 ? rss_gc / rss_seed : 0;  // <= 1: the goal
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
  int runs = 3;
  if (const char* r = std::getenv("GAMECHECK_E2E_RUNS")) runs = std::max(1, std::atoi(r));
  double best_reach = 1e30, best_outcome = 1e30, cpu_reach = 1e30, cpu_outcome = 1e30;
  double rss_reach = 0, rss_outcome = 0;
  for (auto _ : state) {
    for (int i = 0; i < runs && ok; ++i) {
      ChildRun o = RunChild({GAMECHECK_BIN, "solve", "outcome", graph}, "", out);
      ChildRun r = RunChild({GAMECHECK_BIN, "solve", "reach", reach}, "", out);
      ok = o.status == 0 && r.status == 0;
      best_outcome = std::min(best_outcome, o.seconds);
      best_reach = std::min(best_reach, r.seconds);
      cpu_outcome = std::min(cpu_outcome, o.cpu_seconds);
      cpu_reach = std::min(cpu_reach, r.cpu_seconds);
      rss_outcome = std::max(rss_outcome, o.max_rss_mb);
      rss_reach = std::max(rss_reach, r.max_rss_mb);
    }
    state.SetIterationTime(best_reach);
  }
  for (const std::string& f : {graph, reach, out}) std::remove(f.c_str());
  if (!ok) {
    state.SkipWithError("a file could not be written or a run failed");
    return;
  }
  state.counters["reach_s"] = best_reach;
  state.counters["outcome_s"] = best_outcome;
  state.counters["ratio"] = best_reach / best_outcome;
  state.counters["cpu_ratio"] = cpu_reach / cpu_outcome;
  state.counters["reach_rss_MB"] = rss_reach;
  state.counters["outcome_rss_MB"] = rss_outcome;
  state.counters["rss_ratio"] = rss_outcome > 0 ? rss_reach / rss_outcome : 0;
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
