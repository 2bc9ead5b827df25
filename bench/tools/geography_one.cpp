// bench/tools/geography_one.cpp — solves directed vertex geography once, for the "largest
// graph solved in 10 s" figure (docs/bench.md runs it under `timeout`, growing n):
//   gamecheck_geography_one N OUT_DEGREE OPTIONS [SEED]
// on the benchmark's random digraph (harness RandomGraph, m = N * OUT_DEGREE, no loops or
// repeats, start vertex 0); OPTIONS are the bits of bench/geography_bench.cc (1 canonical
// key, 2 lazy mex, 4 move order). Prints CPU seconds, positions expanded and their rate.
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "harness/cases/generators.h"
#include "impl/geography/geography.h"

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s N OUT_DEGREE OPTIONS [SEED]\n", argv[0]);
    return 2;
  }
  const auto n = static_cast<gc::Vertex>(std::atoi(argv[1]));
  const auto degree = static_cast<std::uint64_t>(std::atoi(argv[2]));
  const int bits = std::atoi(argv[3]);
  const std::uint64_t seed = argc > 4 ? static_cast<std::uint64_t>(std::atoll(argv[4])) : 1;
  if (n == 0 || n > gc::kGeographyMaxN) {
    std::fprintf(stderr, "N must be 1..%u\n", gc::kGeographyMaxN);
    return 2;
  }
  gc::Rng rng(seed);
  const gc::Graph g =
      gc::RandomGraph(rng, {.n = n, .m = n * degree, .loop_share = 0, .repeat_share = 0});
  const gc::GeographyOptions options{.canonical_key = (bits & 1) != 0,
                                     .lazy_mex = (bits & 2) != 0,
                                     .order_moves = (bits & 4) != 0};
  gc::GeographyStats stats;
  const std::clock_t c0 = std::clock();
  const gc::GeographyAnswer a = gc::SolveGeography(g, 0, options, &stats);
  const double seconds = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
  std::printf("n=%u out-degree=%llu options=%d seed=%llu: %.3f s CPU, %llu positions, %.0f/s, %s",
              n, static_cast<unsigned long long>(degree), bits,
              static_cast<unsigned long long>(seed), seconds,
              static_cast<unsigned long long>(stats.states),
              seconds > 0 ? static_cast<double>(stats.states) / seconds : 0.0,
              gc::FormatAnswer(a).c_str());
  return 0;
}
