// bench/uedgegeo_bench.cc — undirected edge geography: time and positions expanded for each
// pruning of impl/uedgegeo (component key, parallel classes merged, lazy mex, move order)
// against the plain memo (no pruning) in the same run, on four families:
//   random    five random multigraphs (seeds 1..5, start 0, a tenth loops, a tenth repeats)
//   grid      a 2 x (n/2) grid from a corner (m = 3n/2 - 2): many trails, few forced
//   cycles2   two cycles through vertex 0, doubled edges (m = 2(n + 1))
//   loops     n vertices on a cycle, each with 4 self-loops (m = 5n)
// Counters per graph: states (positions expanded), memo (entries); the label names the
// options. Arguments: family, n, m (random only), options bits (1 component key, 2 merge
// parallel, 4 lazy mex, 8 order moves; 15 = the default).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "harness/cases/generators.h"
#include "impl/uedgegeo/uedgegeo.h"

namespace gc {
namespace {

enum Family { kRandom, kGrid, kCycles2, kLoops };

std::vector<Graph> Graphs(int family, Vertex n, std::uint64_t m) {
  std::vector<Graph> gs;
  std::vector<Edge> es;
  if (family == kRandom) {
    for (int seed = 1; seed <= 5; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      gs.push_back(RandomGraph(rng, {.n = n, .m = m, .loop_share = 0.1, .repeat_share = 0.1}));
    }
    return gs;
  }
  if (family == kGrid) {  // vertices 2c (top) and 2c + 1 (bottom) of column c
    for (Vertex c = 0; 2 * c + 1 < n; ++c) {
      es.push_back({2 * c, 2 * c + 1});
      if (2 * c + 3 < n) es.insert(es.end(), {{2 * c, 2 * c + 2}, {2 * c + 1, 2 * c + 3}});
    }
  }
  if (family == kCycles2) {  // cycle A: 0, 1 .. h-1; cycle B: 0, h .. n-1; every edge twice
    const Vertex h = n / 2;
    auto twice = [&](Vertex a, Vertex b) { es.insert(es.end(), {{a, b}, {b, a}}); };
    for (Vertex v = 0; v < h; ++v) twice(v, v + 1 == h ? 0 : v + 1);
    for (Vertex v = h; v <= n; ++v) twice(v == h ? 0 : v - 1, v == n ? 0 : v);
  }
  if (family == kLoops)
    for (Vertex v = 0; v < n; ++v)
      es.insert(es.end(), {{v, (v + 1) % n}, {v, v}, {v, v}, {v, v}, {v, v}});
  gs.push_back(Graph(family == kCycles2 ? n + 1 : n, es));
  return gs;
}

void BM_Uedgegeo(benchmark::State& state) {
  const int family = static_cast<int>(state.range(0));
  const std::vector<Graph> gs = Graphs(family, static_cast<Vertex>(state.range(1)),
                                       static_cast<std::uint64_t>(state.range(2)));
  const int bits = static_cast<int>(state.range(3));
  const UndirectedEdgeGeographyOptions options{.reach_key = (bits & 1) != 0,
                                               .merge_parallel = (bits & 2) != 0,
                                               .lazy_mex = (bits & 4) != 0,
                                               .order_moves = (bits & 8) != 0};
  UndirectedEdgeGeographyStats total;
  for (auto _ : state) {
    total = {};
    for (const Graph& g : gs) {
      UndirectedEdgeGeographyStats s;
      benchmark::DoNotOptimize(SolveUndirectedEdgeGeography(g, 0, options, &s));
      total.states += s.states, total.memo_size += s.memo_size;
    }
  }
  const double k = static_cast<double>(gs.size());
  state.counters["m"] = static_cast<double>(gs[0].m());
  state.counters["states"] = static_cast<double>(total.states) / k;
  state.counters["memo"] = static_cast<double>(total.memo_size) / k;
  static const char* kNames[] = {"random", "grid", "cycles2", "loops"};
  state.SetLabel(std::string(kNames[family]) + (bits & 1 ? " reach" : "") +
                 (bits & 2 ? " merge" : "") + (bits & 4 ? " lazy" : "") +
                 (bits & 8 ? " order" : "") + (bits == 0 ? " plain" : ""));
}

// Each family with the plain memo (0), each pruning alone (1, 2, 4), all but the move order
// (7) and all (15) where the plain memo finishes (m about 20); then the default and each
// pruning left out (14, 13, 11, 7) at larger m.
BENCHMARK(BM_Uedgegeo)
    ->ArgNames({"family", "n", "m", "opts"})
    ->ArgsProduct({{kRandom}, {8}, {20}, {0, 1, 2, 4, 7, 15}})
    ->ArgsProduct({{kGrid}, {14}, {0}, {0, 1, 2, 4, 7, 15}})
    ->ArgsProduct({{kCycles2}, {9}, {0}, {0, 1, 2, 4, 7, 15}})
    ->ArgsProduct({{kLoops}, {4}, {0}, {0, 1, 2, 4, 7, 15}})
    ->ArgsProduct({{kRandom}, {12}, {32}, {7, 11, 13, 14, 15}})
    ->ArgsProduct({{kGrid}, {22}, {0}, {7, 11, 13, 14, 15}})
    ->ArgsProduct({{kLoops}, {8}, {0}, {7, 11, 13, 14, 15}})
    ->Args({kCycles2, 31, 0, 15})
    ->Args({kLoops, 12, 0, 15})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace gc
