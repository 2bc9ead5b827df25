// bench/text_io_bench.cc — reading the spec text: our reader against the floor of touching
// every byte once (memchr for newlines, a byte sum) and against seed 000's `cin >>` loop,
// on the same in-memory text of a random graph (8 edges a vertex, ~16 bytes an edge).
// read_instance includes the CSR build; csr_build_consuming (outcome_bench.cc, same
// edges) is the build alone, so parse time = read_instance - build (ci/bench prints it).
// read_predecessors_file is what `gamecheck solve outcome` reads: parse + target buckets
// + in-lists, the whole read path of the end-to-end run.
// GAMECHECK_BENCH_BIG=1 adds 50 million edges (~0.8 GB of text), read from a file in
// chunks as `gamecheck solve` does.
// Counter bytes_per_second = input bytes per second.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <sstream>
#include <string>

#include "bench/baselines.h"
#include "bench/bench_util.h"
#include "impl/text_io.h"

namespace gc::bench {
namespace {

struct Text {
  Vertex n = 0;
  std::uint64_t m = 0;
  std::string text;
};
std::unique_ptr<Text> current;

const Text& Get(Vertex n, std::uint64_t m) {
  if (!current || current->n != n || current->m != m) {
    current.reset();
    current = std::make_unique<Text>(Text{n, m, RandomGraphText(n, m)});
  }
  return *current;
}

void Finish(benchmark::State& state, const Text& t) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * t.text.size()));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * t.m));
  state.counters["MB"] = static_cast<double>(t.text.size()) / 1e6;
  state.SetLabel("seed=" + std::to_string(kSeed));
}

void ScanMemchr(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Text& t = Get(n, m);
  for (auto _ : state) {
    std::size_t lines = 0;
    const char* p = t.text.data();
    const char* end = p + t.text.size();
    while ((p = static_cast<const char*>(std::memchr(p, '\n', end - p)))) ++lines, ++p;
    benchmark::DoNotOptimize(lines);
  }
  Finish(state, t);
}

void ScanByteSum(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Text& t = Get(n, m);
  for (auto _ : state) {
    std::uint64_t sum = 0;
    for (unsigned char c : t.text) sum += c;
    benchmark::DoNotOptimize(sum);
  }
  Finish(state, t);
}

void ReadInstanceText(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Text& t = Get(n, m);
  for (auto _ : state) benchmark::DoNotOptimize(ReadInstance(InputKind::kGraph, t.text));
  Finish(state, t);
}

// read(f) on the text in a temporary file, rewound before every iteration.
template <class Read>
void FromFile(benchmark::State& state, Vertex n, std::uint64_t m, Read read) {
  const Text& t = Get(n, m);
  std::FILE* f = std::tmpfile();
  if (!f || std::fwrite(t.text.data(), 1, t.text.size(), f) != t.text.size()) {
    state.SkipWithError("cannot write a temporary file");
    return;
  }
  for (auto _ : state) {
    std::rewind(f);
    benchmark::DoNotOptimize(read(f));
  }
  std::fclose(f);  // tmpfile: deleted on close
  Finish(state, t);
}

void ReadInstanceFile(benchmark::State& state, Vertex n, std::uint64_t m) {
  FromFile(state, n, m, [](std::FILE* f) { return ReadInstance(InputKind::kGraph, f); });
}

// What `gamecheck solve outcome FILE` reads: the predecessor half, through target buckets.
void ReadPredecessorsFile(benchmark::State& state, Vertex n, std::uint64_t m) {
  FromFile(state, n, m, [](std::FILE* f) { return ReadPredecessors(f); });
}

void SeedCinRead(benchmark::State& state, Vertex n, std::uint64_t m) {
  const Text& t = Get(n, m);
  for (auto _ : state) {
    std::istringstream in(t.text);
    benchmark::DoNotOptimize(SeedRead(in));
  }
  Finish(state, t);
}

int Register() {
  struct Size {
    Vertex n;
    std::uint64_t m;
    bool seed;
  };
  std::vector<Size> sizes = {{1u << 17, 1ull << 20, true}, {1u << 20, 1ull << 23, true}};
  const char* big = std::getenv("GAMECHECK_BENCH_BIG");
  if (big && std::string(big) == "1") sizes.push_back({6250000, 50000000, false});
  using Fn = void (*)(benchmark::State&, Vertex, std::uint64_t);
  const std::pair<const char*, Fn> kinds[] = {
      {"text/scan_memchr", ScanMemchr},         {"text/scan_bytesum", ScanByteSum},
      {"text/read_instance", ReadInstanceText}, {"text/read_instance_file", ReadInstanceFile},
      {"text/read_predecessors_file", ReadPredecessorsFile},
      {"baseline_seed/cin_read", SeedCinRead},
  };
  for (Size s : sizes)
    for (auto [name, fn] : kinds) {
      if (!s.seed && fn == SeedCinRead) continue;
      std::string full = std::string(name) + "/m=" + std::to_string(s.m);
      auto* b = benchmark::RegisterBenchmark(full.c_str(), fn, s.n, s.m);
      b->Unit(benchmark::kMillisecond);
      if (s.m > (1ull << 23)) b->Iterations(1);
    }
  return 0;
}
const int registered = Register();

}  // namespace
}  // namespace gc::bench
