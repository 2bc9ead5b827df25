// bench/mutate_bench.cc — `gamecheck mutate` with the mutant schema (one build for all
// mutants, mutate/build/schema.h) against every mutant built on its own (--per-mutant-build), on
// the same solver in the same benchmark, alternately, so that the ratio is measured under
// the same machine load: `gamecheck mutate P properties/programs/plain_P.EXT --jobs 2` for
// outcome, lengths and grundy in C++ and Python. Counters: schema_s / own_s (wall),
// speedup and cpu_speedup (user + system of the whole process tree: the fair one on a
// shared machine), mutants, mutants_per_s (schema), builds of each, and left (mutants left
// for a person: likely equivalent, survived, no coverage) of each, and load1 (the 1-minute
// load average when the schema run started: the machine is shared). A run must end with
// status 0 and the two must detect the same number of mutants.
// GAMECHECK_MUTATE_BENCH_ARGS adds arguments to both (e.g. "--mutant-time 1");
// GAMECHECK_MUTATE_BENCH_OWN=0 leaves the per-mutant run out (the schema's figures only).
// mutate/batched_vs_alone/FILE (C++): the object code compared in batches against every
// mutant compiled on its own (--object-code-alone), the same way (MutateObjects below).
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "bench/bench_util.h"

namespace gc::bench {
namespace {

struct Totals {
  double detected = -1, mutants = 0, builds = 0, left = 0;
};

// From the text summary: "N mutants of F: K killed, T timed out, ..." and "B builds (...);
// ... left for a person: L; ...".
Totals Parse(const std::string& out) {
  Totals t;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    double n = 0, k = 0, to = 0;
    char file[512];
    if (std::sscanf(line.c_str(), "%lf mutants of %511[^:]: %lf killed, %lf timed out", &n, file,
                    &k, &to) == 4)
      t.mutants = n, t.detected = k + to;
    if (line.find(" builds (") != std::string::npos) {
      t.builds = std::atof(line.c_str());
      const std::size_t at = line.find("left for a person: ");
      if (at != std::string::npos) t.left = std::atof(line.c_str() + at + 19);
    }
  }
  return t;
}

std::string Slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), {});
}

void Mutate(benchmark::State& state, const char* problem, const char* file) {
  const std::string source = std::string(GAMECHECK_SOURCE_DIR) + "/properties/programs/" + file;
  const std::string out = std::filesystem::temp_directory_path() /
                          ("gamecheck_mutate_bench_" + std::to_string(::getpid()) + ".txt");
  std::vector<std::string> extra;
  if (const char* a = std::getenv("GAMECHECK_MUTATE_BENCH_ARGS")) {
    std::istringstream w(a);
    for (std::string x; w >> x;) extra.push_back(x);
  }
  auto argv = [&](bool schema) {
    std::vector<std::string> v{GAMECHECK_BIN, "mutate", problem, source, "--jobs", "2", "--quiet"};
    if (!schema) v.push_back("--per-mutant-build");
    v.insert(v.end(), extra.begin(), extra.end());
    return v;
  };
  for (auto _ : state) {
    double load1 = -1;
    if (std::FILE* f = std::fopen("/proc/loadavg", "r")) {
      if (std::fscanf(f, "%lf", &load1) != 1) load1 = -1;
      std::fclose(f);
    }
    const ChildRun s = RunChild(argv(true), "", out);
    const Totals ts = Parse(Slurp(out));
    const char* own = std::getenv("GAMECHECK_MUTATE_BENCH_OWN");
    const bool with_own = !(own && std::string(own) == "0");
    ChildRun o = s;
    Totals to = ts;
    if (with_own) {
      o = RunChild(argv(false), "", out);
      to = Parse(Slurp(out));
    }
    std::remove(out.c_str());
    if (s.status != 0 || o.status != 0 || ts.detected < 0 || to.detected < 0) {
      state.SkipWithError("a run failed");
      return;
    }
    state.SetIterationTime(s.seconds);
    state.counters["load1"] = load1;
    state.counters["schema_s"] = s.seconds;
    state.counters["own_s"] = o.seconds;
    state.counters["speedup"] = o.seconds / s.seconds;
    state.counters["cpu_speedup"] = o.cpu_seconds / s.cpu_seconds;
    state.counters["mutants"] = ts.mutants;
    state.counters["mutants_per_s"] = ts.mutants / s.seconds;
    state.counters["schema_builds"] = ts.builds;
    state.counters["own_builds"] = to.builds;
    state.counters["schema_left"] = ts.left;
    state.counters["own_left"] = to.left;
    state.counters["schema_detected"] = ts.detected;
    state.counters["own_detected"] = to.detected;
  }
}

#define GC_MUTATE_BENCH(problem, file)                         \
  BENCHMARK_CAPTURE(Mutate, problem##_##file, #problem, #file) \
      ->Name("mutate/schema_vs_own/" #file)                    \
      ->Iterations(1)                                          \
      ->UseManualTime()                                        \
      ->Unit(benchmark::kSecond)

GC_MUTATE_BENCH(outcome, plain_outcome.cpp);
GC_MUTATE_BENCH(outcome, plain_outcome.py);
GC_MUTATE_BENCH(lengths, plain_lengths.cpp);
GC_MUTATE_BENCH(lengths, plain_lengths.py);
GC_MUTATE_BENCH(grundy, plain_grundy.cpp);
GC_MUTATE_BENCH(grundy, plain_grundy.py);
GC_MUTATE_BENCH(outcome, careful_outcome.cpp);
GC_MUTATE_BENCH(outcome, careful_outcome.py);

// `gamecheck mutate P properties/programs/FILE --jobs 2` with the object code compared in
// batches (mutate/build/batch.h, the default) against every mutant compiled on its own
// (--object-code-alone), alternately under the same load: batched_s / alone_s (wall),
// speedup and cpu_speedup, the object compiles, detected and left of each, and load1. A
// run must end with status 0, and the batched run must detect at least as many.
void MutateObjects(benchmark::State& state, const char* problem, const char* file) {
  const std::string source = std::string(GAMECHECK_SOURCE_DIR) + "/properties/programs/" + file;
  const std::string out = std::filesystem::temp_directory_path() /
                          ("gamecheck_mutate_objects_" + std::to_string(::getpid()) + ".txt");
  auto argv = [&](bool alone) {
    std::vector<std::string> v{GAMECHECK_BIN, "mutate", problem, source, "--jobs", "2", "--quiet"};
    if (alone) v.push_back("--object-code-alone");
    return v;
  };
  auto compiles = [](const std::string& text) {
    const std::size_t at = text.find(" object compiles");
    return at == std::string::npos ? -1.0 : std::atof(text.c_str() + text.rfind(", ", at) + 2);
  };
  for (auto _ : state) {
    double load1 = -1;
    if (std::FILE* f = std::fopen("/proc/loadavg", "r")) {
      if (std::fscanf(f, "%lf", &load1) != 1) load1 = -1;
      std::fclose(f);
    }
    const ChildRun b = RunChild(argv(false), "", out);
    const std::string bt = Slurp(out);
    const ChildRun a = RunChild(argv(true), "", out);
    const std::string at = Slurp(out);
    std::remove(out.c_str());
    const Totals tb = Parse(bt), ta = Parse(at);
    if (b.status != 0 || a.status != 0 || tb.detected < 0 || ta.detected < 0 ||
        tb.detected < ta.detected) {
      state.SkipWithError("a run failed, or the batched run detected fewer");
      return;
    }
    state.SetIterationTime(b.seconds);
    state.counters["load1"] = load1;
    state.counters["batched_s"] = b.seconds;
    state.counters["alone_s"] = a.seconds;
    state.counters["speedup"] = a.seconds / b.seconds;
    state.counters["cpu_speedup"] = a.cpu_seconds / b.cpu_seconds;
    state.counters["batched_compiles"] = compiles(bt);
    state.counters["alone_compiles"] = compiles(at);
    state.counters["batched_detected"] = tb.detected;
    state.counters["alone_detected"] = ta.detected;
    state.counters["batched_left"] = tb.left;
    state.counters["alone_left"] = ta.left;
  }
}

#define GC_MUTATE_OBJECTS_BENCH(problem, file)                        \
  BENCHMARK_CAPTURE(MutateObjects, problem##_##file, #problem, #file) \
      ->Name("mutate/batched_vs_alone/" #file)                        \
      ->Iterations(1)                                                 \
      ->UseManualTime()                                               \
      ->Unit(benchmark::kSecond)

GC_MUTATE_OBJECTS_BENCH(outcome, plain_outcome.cpp);
GC_MUTATE_OBJECTS_BENCH(lengths, plain_lengths.cpp);
GC_MUTATE_OBJECTS_BENCH(grundy, plain_grundy.cpp);
GC_MUTATE_OBJECTS_BENCH(outcome, careful_outcome.cpp);

}  // namespace
}  // namespace gc::bench
