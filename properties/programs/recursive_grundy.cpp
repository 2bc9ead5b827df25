// recursive_grundy.cpp — a correct grundy solver (formats.md) written as a careful
// competitor writes one in C++: the input read through a static buffer, refilled by
// fread, and a memoized depth-first search whose recursion the main thread's stack holds,
// raised by setrlimit(RLIMIT_STACK) far past what it needs (a chain of n vertices is n
// frames deep). A fixture of issue 43: `gamecheck mutate` decides the mutants of both
// constants by the original's own use on its largest cases (its peak memory, its largest
// input), and calls those above it "not infected", with the figures.
// Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
#include <sys/resource.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static char buf[1 << 25];
static std::size_t len = 0, pos = 0;
static int line = 1;

// The next byte of the input without taking it; -1 at its end.
static int peek() {
  if (pos == len) {
    len = std::fread(buf, 1, sizeof buf, stdin);
    pos = 0;
    if (len == 0) return -1;
  }
  return (unsigned char)buf[pos];
}

static void fail(const std::string& message) {
  std::fprintf(stderr, "line %d: %s\n", line, message.c_str());
  std::exit(2);
}

static void skipSpaces() {
  for (int c = peek(); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = peek()) {
    if (c == '\n') line++;
    pos++;
  }
}

static int readInt(const char* what) {
  skipSpaces();
  int c = peek();
  if (c < 0) fail(std::string("missing ") + what);
  if (c == '-') fail(std::string(what) + " is negative");
  if (c < '0' || c > '9') fail(std::string("expected ") + what + " as a number");
  long long value = 0;
  for (; c >= '0' && c <= '9'; c = peek()) {
    value = value * 10 + (c - '0');
    if (value > INT_MAX) fail(std::string(what) + " is too large");
    pos++;
  }
  if (c >= 0 && c != ' ' && c != '\t' && c != '\n' && c != '\r')
    fail(std::string("expected ") + what + " as a number");
  return (int)value;
}

static int readVertex(int n) {
  int v = readInt("a vertex");
  if (v >= n) fail("vertex " + std::to_string(v) + " is out of range");
  return v;
}

static std::vector<std::vector<int>> successors;
static std::vector<int> grundy, state;  // state: 0 not seen, 1 on the path, 2 done

// The Grundy value of v and of everything it reaches; false on a cycle.
static bool visit(int v) {
  state[v] = 1;
  for (int w : successors[v]) {
    if (state[w] == 1) return false;
    if (state[w] == 0 && !visit(w)) return false;
  }
  std::vector<char> seen(successors[v].size() + 1, 0);
  for (int w : successors[v])
    if (grundy[w] < (int)seen.size()) seen[grundy[w]] = 1;
  int mex = 0;
  while (seen[mex]) mex++;
  grundy[v] = mex;
  state[v] = 2;
  return true;
}

int main() {
  struct rlimit rl;
  if (getrlimit(RLIMIT_STACK, &rl) == 0) {
    rl.rlim_cur = 1 << 28;
    setrlimit(RLIMIT_STACK, &rl);
  }
  int n = readInt("the vertex count n");
  int m = readInt("the edge count m");
  successors.assign(n, {});
  for (int i = 0; i < m; i++) {
    int u = readVertex(n);
    int v = readVertex(n);
    successors[u].push_back(v);
  }
  int k = readInt("the token count k");
  std::vector<int> tokens;
  for (int i = 0; i < k; i++) tokens.push_back(readVertex(n));
  skipSpaces();
  if (peek() >= 0) fail("unexpected data after the last token");

  grundy.assign(n, 0);
  state.assign(n, 0);
  for (int v = 0; v < n; v++) {
    if (state[v] == 0 && !visit(v)) {
      std::printf("graph has a cycle\n");
      return 1;
    }
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
