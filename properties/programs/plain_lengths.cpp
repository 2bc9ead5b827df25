// plain_lengths.cpp - win / lose / draw and the length of optimal play for every position
// of a game on a directed graph.
//
// Input (stdin):  n m, then m moves "u v" (vertices 0..n-1).
// Output (stdout): line 1: n letters W / L / D; line 2: n numbers, the moves until the game
// ends when the winner hurries and the loser stalls (-1 for a draw).
//
// Retrograde analysis with a FIFO queue, so vertices come out in order of length: a W
// vertex gets 1 + the length of the first L successor reached (the shortest), an L vertex
// gets 1 + the length of its last W successor (the longest), sinks are L with length 0.
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
  std::vector<int> remaining(n, 0);
  for (int i = 0; i < m; i++) {
    int u = readVertex(n);
    int v = readVertex(n);
    predecessors[v].push_back(u);
    remaining[u]++;
  }
  skipSpaces();
  if (!atEnd()) fail("unexpected data after the last edge");

  std::string result(n, 'D');
  std::vector<int> length(n, -1);
  std::queue<int> todo;
  for (int v = 0; v < n; v++) {
    if (remaining[v] == 0) {
      result[v] = 'L';
      length[v] = 0;
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
        length[u] = length[v] + 1;
        todo.push(u);
      } else if (--remaining[u] == 0) {
        result[u] = 'L';
        length[u] = length[v] + 1;
        todo.push(u);
      }
    }
  }

  std::string out = result + '\n';
  for (int v = 0; v < n; v++) {
    if (v > 0) out += ' ';
    out += std::to_string(length[v]);
  }
  out += '\n';
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
