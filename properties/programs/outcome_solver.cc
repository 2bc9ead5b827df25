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
//   deep        correct, but labels by a recursive DFS that "overflows the stack" on a path
//               of more than 150,000 vertices (SIGSEGV); see Deep below
//   slow        correct, but takes 30 s of CPU time on any graph of 200 vertices or more
//   slow-sink-4 as slow, and labels sinks W on graphs of exactly 4 vertices: a wrong
//               answer that only a search going on past the slow cases can find
//   heavy-slow  as slow, having filled 160 MiB first on those graphs (well under a
//               200 MiB limit: slowness near the limit is not running out of it)
// and three about memory alone, which read no input (for runner_test.cc):
//   oom-exit    allocates and fills 16 MiB blocks until malloc fails, says "malloc
//               failed" and exits 1 at once
//   oom-linger  reserves 16 MiB blocks without touching them until malloc fails, says
//               "malloc failed", and exits 1 after 300 ms
//   hold-64     fills 64 MiB, then exits 1 (well under a 256 MiB limit)
#include <pthread.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <optional>
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

// Mode deep: the labelling a contest solver might write for a DAG, by recursion. A
// three-colour DFS from every vertex labels each vertex in post-order (W iff some successor
// is L; no successor: L), which is right when the graph is acyclic; on meeting a grey vertex
// (a cycle, a self-loop included) it gives up and the retrograde queue labels the graph.
// So its answers are always correct, at O(n + m), but the recursion is as deep as the
// longest path it walks. A real stack overflow would come at a depth set by the stack size
// and the compiler's frame size, so here the recursion runs on a thread with a stack big
// enough for any frame and counts its depth: past kDeepLimit levels it raises SIGSEGV. That
// raise stands for a stack overflow at a fixed depth, the same on every machine: a chain of
// 200,000 vertices crashes, one of 100,000 does not.
constexpr long kDeepLimit = 150000;

struct Deep {
  const std::vector<std::vector<int>>& out;
  std::vector<char> colour;  // 0 not seen, 1 on the recursion path, 2 labelled
  std::string label;
  long depth = 0;
  bool cycle = false;

  explicit Deep(const std::vector<std::vector<int>>& g)
      : out(g), colour(g.size(), 0), label(g.size(), 'L') {}

  void Visit(int u) {
    if (++depth > kDeepLimit) std::raise(SIGSEGV);  // the stack overflow, made deterministic
    colour[u] = 1;
    char mine = 'L';
    for (int v : out[u]) {
      if (colour[v] == 1) cycle = true;
      if (colour[v] == 0) Visit(v);
      if (cycle) break;
      if (label[v] == 'L') mine = 'W';
    }
    label[u] = mine;
    colour[u] = 2;
    --depth;
  }

  // The labels if the graph is acyclic, nothing if it has a cycle.
  std::optional<std::string> Run() {
    for (std::size_t u = 0; u < out.size() && !cycle; ++u)
      if (colour[u] == 0) Visit(static_cast<int>(u));
    if (cycle) return std::nullopt;
    return label;
  }
};

void* RunDeep(void* arg) {
  auto* job = static_cast<std::pair<Deep*, std::optional<std::string>>*>(arg);
  job->second = job->first->Run();
  return nullptr;
}

// Runs the recursion on a thread whose stack holds kDeepLimit frames of any plausible size
// (64 MiB; about 48 bytes a frame at -O2), so only the counted limit ever stops it. If the
// thread cannot be made (an address-space limit), it runs on this thread's stack instead.
std::optional<std::string> DeepLabels(const std::vector<std::vector<int>>& out) {
  Deep deep(out);
  std::pair<Deep*, std::optional<std::string>> job{&deep, std::nullopt};
  bool made = false;
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) == 0) {
    pthread_t thread;
    made = pthread_attr_setstacksize(&attr, std::size_t{64} << 20) == 0 &&
           pthread_create(&thread, &attr, RunDeep, &job) == 0;
    if (made) pthread_join(thread, nullptr);
    pthread_attr_destroy(&attr);
  }
  if (!made) RunDeep(&job);
  return job.second;
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
  std::vector<char> heavy;  // kept until exit
  if (mode == "heavy-slow" && n >= 200) heavy.assign(std::size_t{160} << 20, 'x');
  if ((mode == "slow" || mode == "slow-sink-4" || mode == "heavy-slow") && n >= 200) {
    // Slow by work, as a slow solver is: 30 s of CPU time (a sleep spends none, and is
    // stopped only by the wall bound of a CPU-time limit).
    volatile unsigned long spin = 0;
    for (struct timespec t = {0, 0}; t.tv_sec < 30;) {
      for (int i = 0; i < 100000; ++i) spin = spin + 1;
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    }
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
  if (mode == "deep")
    if (std::optional<std::string> label = DeepLabels(out)) {
      std::printf("%s\n", label->c_str());
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
  if (mode == "slow-sink-4" && n == 4)
    for (long long v = 0; v < n; ++v)
      if (out[v].empty()) label[v] = 'W';
  if (mode == "malformed")
    for (char& c : label)
      if (c == 'D') c = 'd';
  std::printf("%s\n", label.c_str());
  if (mode == "status" && label.find('W') != std::string::npos) return 3;
  return 0;
}
