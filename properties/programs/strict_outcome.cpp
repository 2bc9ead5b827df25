// strict_outcome.cpp — a small, correct outcome solver whose reader keeps the spec's
// bad-input contract (a message on standard error naming the line, exit status 2, no
// answer): the fixture of properties/mutate_contract_test.cc. Its mutants that accept
// trailing data, or name the wrong line, must be killed by the contract the original
// keeps. Built by mutate itself, never by the project.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <vector>

static std::string in;
static size_t pos = 0;
static int line = 1;

static void Fail(const char* what) {
  std::fprintf(stderr, "line %d: %s\n", line, what);
  std::exit(2);
}

static void SkipSpaces() {
  for (; pos < in.size() && std::isspace((unsigned char)in[pos]); pos++)
    if (in[pos] == '\n') line++;
}

static long Number(long below) {
  SkipSpaces();
  long v = 0;
  size_t start = pos;
  for (; pos < in.size() && std::isdigit((unsigned char)in[pos]) && v < below; pos++)
    v = v * 10 + (in[pos] - '0');
  if (pos == start || v >= below || (pos < in.size() && !std::isspace((unsigned char)in[pos])))
    Fail("expected a number in range");
  return v;
}

int main() {
  char buf[1 << 16];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
  const int n = (int)Number(2000000), m = (int)Number(20000000);
  std::vector<std::vector<int>> pred(n);
  std::vector<int> moves(n, 0);
  for (int i = 0; i < m; i++) {
    int u = (int)Number(n), v = (int)Number(n);
    pred[v].push_back(u);
    moves[u]++;
  }
  SkipSpaces();
  if (pos < in.size()) Fail("trailing data");
  std::vector<char> label(n, 'D');
  std::queue<int> q;
  for (int v = 0; v < n; v++)
    if (moves[v] == 0) label[v] = 'L', q.push(v);
  for (; !q.empty(); q.pop())
    for (int u : pred[q.front()])
      if (label[u] == 'D' && (label[q.front()] == 'L' || --moves[u] == 0))
        label[u] = label[q.front()] == 'L' ? 'W' : 'L', q.push(u);
  std::fwrite(label.data(), 1, label.size(), stdout);
  std::putchar('\n');
  return 0;
}
