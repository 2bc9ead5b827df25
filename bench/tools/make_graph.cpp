// bench/tools/make_graph.cpp — writes a random graph in the spec text format, for
// measuring `gamecheck solve` by hand (e.g. under /usr/bin/time -v or perf):
//   gamecheck_make_graph N M SEED FILE
// Same generator as the benchmarks (bench/bench_util.h), so the same seed gives the same file.
#include <cstdio>
#include <cstdlib>

#include "bench/bench_util.h"

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: gamecheck_make_graph N M SEED FILE\n");
    return 2;
  }
  auto n = static_cast<gc::Vertex>(std::strtoull(argv[1], nullptr, 10));
  std::uint64_t m = std::strtoull(argv[2], nullptr, 10);
  std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  std::uint64_t bytes = gc::bench::WriteRandomGraphFile(argv[4], n, m, seed);
  if (bytes == 0) {
    std::fprintf(stderr, "gamecheck_make_graph: cannot write %s\n", argv[4]);
    return 1;
  }
  std::printf("%s: n=%u m=%llu seed=%llu, %llu bytes\n", argv[4], n,
              static_cast<unsigned long long>(m), static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(bytes));
  return 0;
}
