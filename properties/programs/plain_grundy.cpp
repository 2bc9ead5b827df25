// plain_grundy.cpp - Grundy values of a game on a directed acyclic graph and the winner
// of a sum of tokens.
//
// Input (stdin):  n m, then m moves "u v" (vertices 0..n-1), then k and k token vertices.
// Output (stdout): line 1: the n Grundy values; line 2: "first" if the player to move wins
// the sum of the tokens (XOR of their values is not 0), else "second".
// A graph with a cycle (a self-loop too) prints "graph has a cycle" and exits with 1.
//
// Vertices are taken in reverse topological order (sinks first, a vertex once all its
// moves are done); the Grundy value is the mex of the successors' values.
// Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
#include <cctype>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <queue>
#include <sstream>
#include <string>
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

static int readInt(const char* what) {
  skipSpaces();
  if (atEnd()) fail(std::string("missing ") + what);
  if (input[pos] == '-' && pos + 1 < input.size() && std::isdigit((unsigned char)input[pos + 1]))
    fail(std::string(what) + " is negative");
  size_t start = pos;
  long long value = 0;
  while (!atEnd() && std::isdigit((unsigned char)input[pos])) {
    value = value * 10 + (input[pos] - '0');
    if (value > INT_MAX) fail(std::string(what) + " is too large");
    pos++;
  }
  if (pos == start || (!atEnd() && !std::isspace((unsigned char)input[pos])))
    fail(std::string("expected ") + what + " as a number");
  return (int)value;
}

static int readVertex(int n) {
  int v = readInt("a vertex");
  if (v >= n) fail("vertex " + std::to_string(v) + " is out of range (n = " + std::to_string(n) + ")");
  return v;
}

int main() {
  std::ostringstream all;
  all << std::cin.rdbuf();
  input = all.str();

  int n = readInt("the vertex count n");
  int m = readInt("the edge count m");
  std::vector<std::vector<int>> successors(n), predecessors(n);
  std::vector<int> remaining(n, 0);  // moves of each vertex whose value is not known yet
  for (int i = 0; i < m; i++) {
    int u = readVertex(n);
    int v = readVertex(n);
    successors[u].push_back(v);
    predecessors[v].push_back(u);
    remaining[u]++;
  }
  int k = readInt("the token count k");
  std::vector<int> tokens;
  for (int i = 0; i < k; i++) tokens.push_back(readVertex(n));
  skipSpaces();
  if (!atEnd()) fail("unexpected data after the last token");

  std::vector<int> grundy(n, 0);
  std::queue<int> todo;
  for (int v = 0; v < n; v++)
    if (remaining[v] == 0) todo.push(v);
  int done = 0;
  std::vector<bool> seen;
  while (!todo.empty()) {
    int v = todo.front();
    todo.pop();
    done++;
    // mex of the successors' values: one of 0..degree is missing
    seen.assign(successors[v].size() + 1, false);
    for (int w : successors[v])
      if (grundy[w] < (int)seen.size()) seen[grundy[w]] = true;
    int mex = 0;
    while (seen[mex]) mex++;
    grundy[v] = mex;
    for (int u : predecessors[v])
      if (--remaining[u] == 0) todo.push(u);
  }
  if (done < n) {
    std::printf("graph has a cycle\n");
    return 1;
  }

  int sum = 0;
  for (int t : tokens) sum ^= grundy[t];
  std::string out;
  for (int v = 0; v < n; v++) {
    if (v > 0) out += ' ';
    out += std::to_string(grundy[v]);
  }
  out += '\n';
  out += sum != 0 ? "first\n" : "second\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
