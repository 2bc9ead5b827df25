// properties/programs/rung_solver.cc — solvers of the three newest rows (uedgegeo, geosum,
// reach) as an outsider writes them, each right or with one planted fault chosen by
// argv[1], for properties/check_test.cc: issue 43's buggy solvers that passed the default
// `gamecheck check` before the schedule took every declared quantity to the spec's limits.
//   uedgegeo-ok        memoised search on (vertex, used edges), a 64-bit mask
//   uedgegeo-mask32    the used edges a 32-bit mask: edge i is bit i % 32
//   uedgegeo-refuse20  refuses m > 20 with exit status 2 (the spec takes m <= 64)
//   geosum-ok          each token's value by a search on (vertex, visited mask), XOR
//   geosum-count8      the token loop counts in an unsigned char: k = 257 reads one token
//   reach-ok           the attractor from the targets, a counter per environment's vertex
//   reach-target-twice each entry of the target list queued, a repeated one twice
//   reach-counter16    the environment's counters unsigned short
//   reach-rank16       ranks unsigned short
// Input is read as the spec's whitespace-separated numbers; malformed input: exit 2.
#include <cstdint>
#include <cstdio>
#include <deque>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string mode;

bool Read(long long* x) { return std::scanf("%lld", x) == 1; }

int Fail() { return 2; }

int Uedgegeo() {
  long long n = 0, m = 0;
  if (!Read(&n) || !Read(&m) || n < 1 || m < 0 || m > 64) return Fail();
  if (mode == "uedgegeo-refuse20" && m > 20) return Fail();
  std::vector<std::vector<std::pair<int, int>>> at(static_cast<std::size_t>(n));
  for (int e = 0; e < m; ++e) {
    long long u = 0, v = 0;
    if (!Read(&u) || !Read(&v) || u < 0 || v < 0 || u >= n || v >= n) return Fail();
    at[u].push_back({e, static_cast<int>(v)});
    if (u != v) at[v].push_back({e, static_cast<int>(u)});
  }
  long long s = 0;
  if (!Read(&s) || s < 0 || s >= n) return Fail();
  const int width = mode == "uedgegeo-mask32" ? 32 : 64;
  std::map<std::pair<int, std::uint64_t>, int> memo;
  auto value = [&](auto&& self, int v, std::uint64_t used) -> int {
    if (auto it = memo.find({v, used}); it != memo.end()) return it->second;
    std::vector<bool> seen(at[v].size() + 2, false);
    for (auto [e, w] : at[v]) {
      const std::uint64_t bit = std::uint64_t{1} << (e % width);
      if (used & bit) continue;
      const int g = self(self, w, used | bit);
      if (g < static_cast<int>(seen.size())) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    return memo[{v, used}] = g;
  };
  const int g = value(value, static_cast<int>(s), 0);
  std::printf("%s\n%d\n", g ? "first" : "second", g);
  return 0;
}

int Geosum() {
  long long n = 0, m = 0;
  if (!Read(&n) || !Read(&m) || n < 0 || n > 64 || m < 0) return Fail();
  std::vector<std::vector<int>> out(static_cast<std::size_t>(n));
  for (long long e = 0; e < m; ++e) {
    long long u = 0, v = 0;
    if (!Read(&u) || !Read(&v) || u < 0 || v < 0 || u >= n || v >= n) return Fail();
    out[u].push_back(static_cast<int>(v));
  }
  long long k = 0;
  if (!Read(&k) || k < 0) return Fail();
  std::vector<long long> tokens;
  if (mode == "geosum-count8") {
    const unsigned char count = static_cast<unsigned char>(k);  // the planted width
    for (unsigned char i = 0; i < count; ++i) {
      long long t = 0;
      if (!Read(&t) || t < 0 || t >= n) return Fail();
      tokens.push_back(t);
    }
  } else {
    for (long long i = 0; i < k; ++i) {
      long long t = 0;
      if (!Read(&t) || t < 0 || t >= n) return Fail();
      tokens.push_back(t);
    }
  }
  std::map<std::pair<int, std::uint64_t>, int> memo;
  auto value = [&](auto&& self, int v, std::uint64_t visited) -> int {
    if (auto it = memo.find({v, visited}); it != memo.end()) return it->second;
    std::vector<bool> seen(out[v].size() + 2, false);
    for (int w : out[v]) {
      if (visited >> w & 1) continue;
      const int g = self(self, w, visited | std::uint64_t{1} << w);
      if (g < static_cast<int>(seen.size())) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    return memo[{v, visited}] = g;
  };
  int x = 0;
  std::string line;
  for (long long t : tokens) {
    const int g = value(value, static_cast<int>(t), std::uint64_t{1} << t);
    x ^= g;
    line += (line.empty() ? "" : " ") + std::to_string(g);
  }
  std::printf("%s\n%s\n", line.c_str(), x ? "first" : "second");
  return 0;
}

int Reach() {
  long long n = 0, m = 0;
  if (!Read(&n) || !Read(&m) || n < 0 || m < 0) return Fail();
  std::vector<std::vector<int>> in(static_cast<std::size_t>(n));
  std::vector<long long> degree(static_cast<std::size_t>(n), 0);
  for (long long e = 0; e < m; ++e) {
    long long u = 0, v = 0;
    if (!Read(&u) || !Read(&v) || u < 0 || v < 0 || u >= n || v >= n) return Fail();
    in[v].push_back(static_cast<int>(u));
    ++degree[u];
  }
  std::vector<char> agent(static_cast<std::size_t>(n), 0);
  std::vector<long long> targets;
  long long a = 0, t = 0;
  if (!Read(&a) || a < 0) return Fail();
  for (long long i = 0; i < a; ++i) {
    long long v = 0;
    if (!Read(&v) || v < 0 || v >= n) return Fail();
    agent[v] = 1;
  }
  if (!Read(&t) || t < 0) return Fail();
  for (long long i = 0; i < t; ++i) {
    long long v = 0;
    if (!Read(&v) || v < 0 || v >= n) return Fail();
    targets.push_back(v);
  }
  std::vector<long long> left(static_cast<std::size_t>(n)), rank(static_cast<std::size_t>(n), -1);
  for (long long v = 0; v < n; ++v)
    left[v] = mode == "reach-counter16" ? static_cast<unsigned short>(degree[v]) : degree[v];
  std::deque<int> queue;
  for (long long v : targets) {
    if (rank[v] == 0 && mode != "reach-target-twice") continue;
    rank[v] = 0;
    queue.push_back(static_cast<int>(v));
  }
  while (!queue.empty()) {
    const int v = queue.front();
    queue.pop_front();
    for (int p : in[v]) {
      if (rank[p] >= 0) continue;
      if (!agent[p]) {
        --left[p];
        if (mode == "reach-counter16") left[p] = static_cast<unsigned short>(left[p]);
        if (left[p] != 0) continue;
      }
      rank[p] = rank[v] + 1;
      if (mode == "reach-rank16") rank[p] = static_cast<unsigned short>(rank[p]);
      queue.push_back(p);
    }
  }
  std::string labels, ranks;
  for (long long v = 0; v < n; ++v) {
    labels += rank[v] >= 0 ? 'W' : 'L';
    ranks += (v ? " " : "") + std::to_string(rank[v]);
  }
  std::printf("%s\n%s\n", labels.c_str(), ranks.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  mode = argc > 1 ? argv[1] : "";
  const std::string problem = mode.substr(0, mode.find('-'));
  if (problem == "uedgegeo") return Uedgegeo();
  if (problem == "geosum") return Geosum();
  if (problem == "reach") return Reach();
  std::fprintf(stderr, "usage: rung_solver uedgegeo-ok|uedgegeo-mask32|... (see the source)\n");
  return 2;
}
