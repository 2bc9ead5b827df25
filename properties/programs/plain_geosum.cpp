// plain_geosum.cpp - the sum of directed vertex geography games: each token's Grundy value
// and the winner of their sum.
//
// Input (stdin):  n m, then m moves "u v" (vertices 0..n-1), then k and k token vertices.
// Each token plays geography on its own copy of the graph: its start counts as visited for
// it alone, and a move slides one token to a successor that this token has not visited.
// Output (stdout): line 1: the k tokens' Grundy values in input order (empty when k = 0);
// line 2: "first" if the player to move wins the sum (XOR of the values is not 0), else
// "second". At most 64 vertices (a visited set is a 64-bit mask); more is refused.
//
// A token's value: G(v, S) = mex of G(u, S + u) over moves v -> u with u not in S, memoised
// on (v, S); each distinct start is solved once.
// Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

static std::string input;
static size_t pos = 0;
static int line = 1;

static void fail(const std::string& message) {
  std::fprintf(stderr, "line %d: %s\n", line, message.c_str());
  std::exit(2);
}

static bool atEnd() { return pos == input.size(); }

static void skipSpaces() {
  while (!atEnd() && std::isspace((unsigned char)input[pos])) {
    if (input[pos] == '\n') line++;
    pos++;
  }
}

static long long readNumber(const char* what, long long limit) {
  skipSpaces();
  if (atEnd()) fail(std::string("missing ") + what);
  if (input[pos] == '-' && pos + 1 < input.size() && std::isdigit((unsigned char)input[pos + 1]))
    fail(std::string(what) + " is negative");
  size_t start = pos;
  long long value = 0;
  while (!atEnd() && std::isdigit((unsigned char)input[pos])) {
    value = value * 10 + (input[pos] - '0');
    if (value > limit) fail(std::string(what) + " is too large");
    pos++;
  }
  if (pos == start || (!atEnd() && !std::isspace((unsigned char)input[pos])))
    fail(std::string("expected ") + what + " as a number");
  return value;
}

static int readVertex(int n) {
  long long v = readNumber("a vertex", 4294967294LL);
  if (v >= n) fail("vertex " + std::to_string(v) + " is out of range (n = " + std::to_string(n) + ")");
  return (int)v;
}

static std::vector<std::vector<int>> successors;
static std::map<std::pair<int, std::uint64_t>, int> memo;

// The Grundy value of a token on v that has visited the vertices of `visited` (v among them).
static int grundy(int v, std::uint64_t visited) {
  auto it = memo.find({v, visited});
  if (it != memo.end()) return it->second;
  std::vector<bool> seen(successors[v].size() + 1, false);
  for (int u : successors[v]) {
    if (visited >> u & 1) continue;
    int g = grundy(u, visited | std::uint64_t{1} << u);
    if (g < (int)seen.size()) seen[g] = true;
  }
  int mex = 0;
  while (seen[mex]) mex++;
  memo[{v, visited}] = mex;
  return mex;
}

int main() {
  std::ostringstream all;
  all << std::cin.rdbuf();
  input = all.str();

  long long nn = readNumber("the vertex count n", 4294967294LL);
  if (nn > 64) {
    std::fprintf(stderr, "n = %lld is more than 64 vertices\n", nn);
    return 2;
  }
  int n = (int)nn;
  long long m = readNumber("the edge count m", 1LL << 40);
  successors.assign(n, {});
  for (long long i = 0; i < m; i++) {
    int u = readVertex(n);
    int v = readVertex(n);
    successors[u].push_back(v);
  }
  long long k = readNumber("the token count k", 1LL << 40);
  std::vector<int> tokens;
  for (long long i = 0; i < k; i++) tokens.push_back(readVertex(n));
  skipSpaces();
  if (!atEnd()) fail("unexpected data after the last token");

  std::vector<int> value(n, -1);  // each start's value, once
  int sum = 0;
  std::string out;
  for (size_t i = 0; i < tokens.size(); i++) {
    int t = tokens[i];
    if (value[t] < 0) value[t] = grundy(t, std::uint64_t{1} << t);
    sum ^= value[t];
    if (i > 0) out += ' ';
    out += std::to_string(value[t]);
  }
  out += '\n';
  out += sum != 0 ? "first\n" : "second\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
