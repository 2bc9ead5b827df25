// plain_outcome.cpp - win / lose / draw for every position of a game on a directed graph.
//
// Input (stdin):  n m, then m moves "u v" (vertices 0..n-1).
// Output (stdout): one line of n letters: W (player to move wins), L (loses), D (draw).
//
// Retrograde analysis: a vertex with no move is L; a vertex with a move to an L vertex
// is W; a vertex all of whose moves lead to W vertices is L (a counter of remaining
// moves per vertex, one per edge); vertices never labelled are draws.
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
  std::vector<std::vector<int>> predecessors(n);
  std::vector<int> remaining(n, 0);  // moves of each vertex not yet known to lead to W
  for (int i = 0; i < m; i++) {
    int u = readVertex(n);
    int v = readVertex(n);
    predecessors[v].push_back(u);
    remaining[u]++;
  }
  skipSpaces();
  if (!atEnd()) fail("unexpected data after the last edge");

  std::string result(n, 'D');
  std::queue<int> todo;
  for (int v = n - 1; v >= 0; v--) {
    if (remaining[v] == 0) {
      result[v] = 'L';
      todo.push(v);
    }
  }
  while (!todo.empty()) {
    int v = todo.front();
    todo.pop();
    for (int u : predecessors[v]) {
      if (result[u] != 'D') continue;
      if (result[v] == 'L') {
        result[u] = 'W';
        todo.push(u);
      } else if (--remaining[u] == 0) {
        result[u] = 'L';
        todo.push(u);
      }
    }
  }
  result += '\n';
  std::fwrite(result.data(), 1, result.size(), stdout);
  return 0;
}
