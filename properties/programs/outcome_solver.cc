// properties/programs/outcome_solver.cc — an outcome solver written as an outsider would,
// reading standard input and printing the spec's answer, with one planted bug chosen by
// argv[1] so properties/check_test.cc can show `gamecheck check` catching each kind of
// failure. Modes (each misbehaves only on the inputs named, so shrinking has work):
//   ok          correct retrograde analysis (the default)
//   multi-edge  seed 000's bug: predecessors kept once, counters count every edge
//   crash       dereferences null when the graph has a self-loop
//   hang        loops forever when the graph has a 2-cycle u -> v -> u
//   malformed   prints 'd' instead of 'D'
//   status      exits with status 3 when some vertex is W
//   memory      allocates without bound when m >= 4
//   flood       prints forever when some vertex has out-degree >= 2
//   lenient     ignores anything after the m edges (accepts trailing garbage)
// and three about memory alone, which read no input (for runner_test.cc):
//   oom-exit    allocates and fills 16 MiB blocks until malloc fails, says "malloc
//               failed" and exits 1 at once
//   oom-linger  reserves 16 MiB blocks without touching them until malloc fails, says
//               "malloc failed", and exits 1 after 300 ms
//   hold-64     fills 64 MiB, then exits 1 (well under a 256 MiB limit)
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>
#include <thread>
#include <vector>

namespace {

std::string mode = "ok";

// One step of a busy loop the compiler cannot remove.
void Spin() {
  static volatile unsigned long long steps = 0;
  steps = steps + 1;
}

// Reads every number; false on a token that is not a number or overflows.
bool ReadAll(std::vector<long long>* xs) {
  char tok[32];
  while (std::scanf("%31s", tok) == 1) {
    char* end = nullptr;
    errno = 0;
    long long x = std::strtoll(tok, &end, 10);
    if (errno || *end || end == tok) return false;
    xs->push_back(x);
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) mode = argv[1];
  if (mode == "oom-exit" || mode == "oom-linger" || mode == "hold-64") {
    // Only ever run under a memory limit: without one, oom-* would take all there is.
    const std::size_t block = std::size_t{16} << 20;
    std::vector<char*> kept;  // kept, so the compiler cannot drop the allocations
    while (mode != "hold-64" || kept.size() < 4) {
      char* p = static_cast<char*>(std::malloc(block));
      if (!p) break;
      if (mode != "oom-linger") std::memset(p, 'x', block);
      kept.push_back(p);
    }
    if (mode == "hold-64") return 1;
    std::fprintf(stderr, "malloc failed\n");
    if (mode == "oom-linger") std::this_thread::sleep_for(std::chrono::milliseconds(300));
    return 1;
  }
  std::vector<long long> xs;
  if ((!ReadAll(&xs) && mode != "lenient") || xs.size() < 2) {
    std::fprintf(stderr, "bad input\n");
    return 2;
  }
  const long long n = xs[0], m = xs[1];
  const long long want = 2 + 2 * m;
  const long long have = static_cast<long long>(xs.size());
  if (n < 0 || n > 100000000 || m < 0 || have < want || (have > want && mode != "lenient")) {
    std::fprintf(stderr, "bad input\n");
    return 2;
  }
  std::vector<std::vector<int>> out(n), rev(n);
  bool loop = false;
  for (long long i = 0; i < m; ++i) {
    long long u = xs[2 + 2 * i], v = xs[3 + 2 * i];
    if (u < 0 || u >= n || v < 0 || v >= n) {
      std::fprintf(stderr, "vertex out of range\n");
      return 2;
    }
    out[u].push_back(static_cast<int>(v));
    loop |= u == v;
  }
  if (mode == "crash" && loop) {
    volatile int* p = nullptr;
    *p = 1;
  }
  if (mode == "hang")
    for (long long u = 0; u < n; ++u)
      for (int v : out[u])
        for (int w : out[v])
          if (w == u && v != u)
            while (true) Spin();
  if (mode == "memory" && m >= 4) {
    std::vector<std::vector<char>> hog;
    while (true) hog.emplace_back(std::size_t{64} << 20, 'x');
  }
  if (mode == "flood")
    for (long long u = 0; u < n; ++u)
      if (out[u].size() >= 2) {
        std::string w(1 << 16, 'W');
        while (std::fwrite(w.data(), 1, w.size(), stdout) == w.size()) {
        }
        return 0;
      }
  std::vector<long long> cnt(n);
  for (long long u = 0; u < n; ++u) {
    cnt[u] = static_cast<long long>(out[u].size());
    for (int v : out[u])
      if (mode != "multi-edge" || rev[v].empty() || rev[v].back() != u)
        rev[v].push_back(static_cast<int>(u));
  }
  std::string label(n, 'D');
  std::deque<int> q;
  for (long long v = 0; v < n; ++v)
    if (cnt[v] == 0) label[v] = 'L', q.push_back(static_cast<int>(v));
  while (!q.empty()) {
    int u = q.front();
    q.pop_front();
    for (int p : rev[u]) {
      if (label[p] != 'D') continue;
      if (label[u] == 'L')
        label[p] = 'W', q.push_back(p);
      else if (--cnt[p] == 0)
        label[p] = 'L', q.push_back(p);
    }
  }
  if (mode == "malformed")
    for (char& c : label)
      if (c == 'D') c = 'd';
  std::printf("%s\n", label.c_str());
  if (mode == "status" && label.find('W') != std::string::npos) return 3;
  return 0;
}
