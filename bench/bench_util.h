// bench/bench_util.h — shared pieces of the benchmarks: deterministic random graphs (as an
// edge list, as a Graph, as spec text), peak-memory and child-process measurement.
// Every random input flows from a printed 64-bit seed (splitmix64), never from the clock.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "impl/graph.h"

namespace gc::bench {

/// The seed every benchmark input is drawn from (printed in the benchmark context).
inline constexpr std::uint64_t kSeed = 20261129;

/// splitmix64: tiny, fast, good enough to draw millions of vertex ids.
struct SplitMix {
  std::uint64_t s;
  std::uint64_t operator()() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n) by multiply-shift (bias below 2^-32 for the sizes used here).
  Vertex Below(Vertex n) { return static_cast<Vertex>(((*this)() >> 32) * n >> 32); }
};

/// m edges with both endpoints uniform in [0, n): repeats and self-loops included.
std::vector<Edge> RandomEdges(Vertex n, std::uint64_t m, std::uint64_t seed = kSeed);

/// m edges of a random DAG (no loop): each joins two distinct uniform vertices, directed
/// from the higher to the lower of their ranks in a random order. Every vertex is W or L,
/// so retrograde analysis visits every edge (the solver's worst case).
std::vector<Edge> RandomDagEdges(Vertex n, std::uint64_t m, std::uint64_t seed = kSeed);

/// The spec text "n m\nu v\n..." of RandomEdges(n, m, seed).
std::string RandomGraphText(Vertex n, std::uint64_t m, std::uint64_t seed = kSeed);

/// Writes RandomGraphText(n, m, seed) to `path` in chunks (no full copy in memory);
/// returns the number of bytes written, 0 on failure.
std::uint64_t WriteRandomGraphFile(const std::string& path, Vertex n, std::uint64_t m,
                                   std::uint64_t seed = kSeed);

/// Wall time and peak resident set of one run of a child process.
struct ChildRun {
  int status = -1;         // exit status, or -1 if it did not exit normally
  double seconds = 0;      // wall clock
  double cpu_seconds = 0;  // user + system time of the child: the fair measure when the
                           // machine is shared (wall time then includes waiting for a core)
  double max_rss_mb = 0;   // ru_maxrss of the child (MiB)
};

/// The best of repeated runs of one command: the least wall and CPU time (the run the
/// machine disturbed least) and the largest resident peak.
struct BestRun {
  double seconds = 1e30, cpu_seconds = 1e30, max_rss_mb = 0;
  void Add(const ChildRun& r) {
    seconds = std::min(seconds, r.seconds);
    cpu_seconds = std::min(cpu_seconds, r.cpu_seconds);
    max_rss_mb = std::max(max_rss_mb, r.max_rss_mb);
  }
};

/// How many times an end-to-end benchmark runs each command: GAMECHECK_E2E_RUNS, else 3.
int EndToEndRuns();

/// Runs argv with standard input from `stdin_path` and standard output to `stdout_path`
/// (both may be "" for /dev/null), waits with wait4 and returns its figures.
ChildRun RunChild(const std::vector<std::string>& argv, const std::string& stdin_path,
                  const std::string& stdout_path);

/// The peak resident set of this process so far (MiB).
double SelfMaxRssMb();

}  // namespace gc::bench
