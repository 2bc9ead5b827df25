// Undirected edge geography: who wins from the start vertex, and its Grundy value.
//
// Input (stdin): n m, then m undirected edges "u v" (vertices 0..n-1), then the start
// vertex s. Every pair is its own edge: two equal pairs (or "u v" and "v u") are two
// edges, a pair "u u" a self-loop, one move that leaves the token on u. A move slides the
// token along an unused edge at its vertex to the edge's other end and uses that edge up
// in both directions; a player with no unused edge at the token's vertex loses.
// Output (stdout): "first" if the player to move wins, else "second"; then the Grundy
// value of the start position. At most 64 edges (used edges are a 64-bit mask).
//
// Search: the value of (vertex, used edges) is the mex of the values after each unused
// edge at the vertex, memoised on the pair. Each edge is listed at both its ends, a
// self-loop once (listed twice it would be two moves).
// Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

int line = 1;

[[noreturn]] void Fail(const std::string& message) {
  std::fprintf(stderr, "line %d: %s\n", line, message.c_str());
  std::exit(2);
}

// Skips white space, counting lines; false at the end of the input.
bool SkipSpace() {
  int c;
  while ((c = std::getchar()) != EOF) {
    if (c == '\n') ++line;
    if (c != ' ' && c != '\n' && c != '\t' && c != '\r') {
      std::ungetc(c, stdin);
      return true;
    }
  }
  return false;
}

std::uint64_t ReadNumber(const char* what, std::uint64_t limit) {
  if (!SkipSpace()) Fail(std::string("missing ") + what);
  std::uint64_t x = 0;
  int digits = 0, c;
  while ((c = std::getchar()) != EOF && c >= '0' && c <= '9') {
    x = x * 10 + static_cast<std::uint64_t>(c - '0');
    if (x > limit) Fail(std::string(what) + " is too large");
    ++digits;
  }
  if (c != EOF) std::ungetc(c, stdin);
  if (digits == 0) Fail(std::string("expected a number for ") + what);
  if (c != EOF && c != ' ' && c != '\n' && c != '\t' && c != '\r')
    Fail(std::string("unexpected character after ") + what);
  return x;
}

struct Game {
  std::vector<std::vector<std::pair<int, int>>> at;  // (edge number, other end)
  std::map<std::pair<int, std::uint64_t>, int> memo;

  int Value(int v, std::uint64_t used) {
    auto it = memo.find({v, used});
    if (it != memo.end()) return it->second;
    std::vector<bool> seen(at[v].size() + 1, false);
    for (auto [e, w] : at[v]) {
      if (used >> e & 1) continue;
      int g = Value(w, used | std::uint64_t{1} << e);
      if (g < static_cast<int>(seen.size())) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    memo[{v, used}] = g;
    return g;
  }
};

}  // namespace

int main() {
  const std::uint64_t n = ReadNumber("the vertex count n", 4294967294u);
  const std::uint64_t m = ReadNumber("the edge count m", 1u << 30);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> edges;
  for (std::uint64_t i = 0; i < m; ++i) {
    std::uint64_t u = ReadNumber("an edge's first vertex", n ? n - 1 : 0);
    std::uint64_t v = ReadNumber("an edge's second vertex", n ? n - 1 : 0);
    if (n == 0) Fail("vertex out of range (n = 0)");
    edges.push_back({u, v});
  }
  if (n == 0) Fail("missing the start vertex (n = 0)");
  const std::uint64_t s = ReadNumber("the start vertex", n - 1);
  if (SkipSpace()) Fail("unexpected data after the start vertex");
  if (m > 64) {
    std::fprintf(stderr, "m = %llu is more than 64 edges\n", static_cast<unsigned long long>(m));
    return 2;
  }
  Game game;
  game.at.resize(n);
  for (std::uint64_t e = 0; e < m; ++e) {
    const int u = static_cast<int>(edges[e].first), v = static_cast<int>(edges[e].second);
    game.at[u].push_back({static_cast<int>(e), v});
    if (v != u) game.at[v].push_back({static_cast<int>(e), u});
  }
  const int g = game.Value(static_cast<int>(s), 0);
  std::cout << (g ? "first" : "second") << '\n' << g << '\n';
  return 0;
}
