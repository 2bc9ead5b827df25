// plain_reach.cpp - a reachability game with owners: from which vertices can the agent
// force the token onto a target, whatever the environment does, and in how many moves?
//
// Input (stdin):  n m, then m moves "u v" (vertices 0..n-1), then a and the a vertices the
// agent owns (the others are the environment's), then t and the t targets.
// Output (stdout): line 1: n letters W / L (W: the agent wins from there); line 2: n
// numbers, the moves until a target when the agent hurries and the environment stalls
// (-1 for L).
//
// Backwards from the targets with a FIFO queue: an agent's vertex is won by its first won
// successor, an environment's vertex when every one of its moves (every edge counted)
// leads to a won vertex; one with no move is never won. Ranks come out in order.
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
  std::vector<char> agent(n, 0), target(n, 0);
  int a = readInt("the agent's vertex count a");
  for (int i = 0; i < a; i++) agent[readVertex(n)] = 1;
  int t = readInt("the target count t");
  for (int i = 0; i < t; i++) target[readVertex(n)] = 1;
  skipSpaces();
  if (!atEnd()) fail("unexpected data after the last target");

  std::string result(n, 'L');
  std::vector<int> rank(n, -1);
  std::queue<int> todo;
  for (int v = 0; v < n; v++) {
    if (target[v]) {
      result[v] = 'W';
      rank[v] = 0;
      todo.push(v);
    }
  }
  while (!todo.empty()) {
    int v = todo.front();
    todo.pop();
    for (int u : predecessors[v]) {
      if (result[u] == 'W') continue;
      if (!agent[u] && --remaining[u] > 0) continue;
      result[u] = 'W';
      rank[u] = rank[v] + 1;
      todo.push(u);
    }
  }

  std::string out = result + '\n';
  for (int v = 0; v < n; v++) {
    if (v > 0) out += ' ';
    out += std::to_string(rank[v]);
  }
  out += '\n';
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
