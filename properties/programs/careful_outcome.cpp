// careful_outcome.cpp — a correct outcome solver (formats.md) with a complete strict
// reader: every bad input (a missing or non-numeric token, a number past INT_MAX, a vertex
// out of range, fewer or more moves than m, trailing garbage) is rejected with
// "line L: what" on standard error and exit status 2, nothing on standard output.
// Retrograde analysis with a counter of unanswered moves per vertex. The line of an error
// is computed only when there is one, from the byte offset of the bad token. Written as
// the fixture of docs/mutate.md's measured runs (gamecheck mutate outcome THIS); built by
// mutate itself, never by the project.
#include <cctype>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace {

std::string input;  // all of standard input; input[input.size()] is '\0'
std::size_t pos = 0;

[[noreturn]] void Fail(std::size_t at, const char* what) {
  long line = 1;
  for (std::size_t i = 0; i < at && i < input.size(); ++i) line += input[i] == '\n';
  std::fprintf(stderr, "line %ld: %s\n", line, what);
  std::exit(2);
}

void SkipSpace() {
  while (std::isspace(static_cast<unsigned char>(input[pos]))) ++pos;
}

// A decimal number in [0, INT_MAX].
int ReadNumber() {
  SkipSpace();
  const std::size_t start = pos;
  int value = 0;
  while (std::isdigit(static_cast<unsigned char>(input[pos]))) {
    const int digit = input[pos] - '0';
    if (value > (INT_MAX - digit) / 10) Fail(start, "number too large");
    value = value * 10 + digit;
    ++pos;
  }
  if (pos == start) Fail(start, input[pos] ? "expected a number" : "missing number");
  return value;
}

}  // namespace

int main() {
  for (int c; (c = std::getchar()) != EOF;) input += static_cast<char>(c);
  const int n = ReadNumber();
  const int m = ReadNumber();
  // The moves: every pair up to the end of the input, then their count must be m.
  std::vector<std::pair<int, int>> moves;
  for (SkipSpace(); input[pos]; SkipSpace()) {
    const std::size_t at = pos;
    const int u = ReadNumber();
    const int v = ReadNumber();
    if (u >= n || v >= n) Fail(at, "vertex out of range");
    moves.emplace_back(u, v);
  }
  if (moves.size() != static_cast<std::size_t>(m)) Fail(pos, "the number of moves is not m");

  std::vector<std::vector<int>> pred(n);
  std::vector<int> unanswered(n, 0);
  for (const auto& [u, v] : moves) {
    pred[v].push_back(u);
    ++unanswered[u];
  }
  std::string label(n, 'D');
  std::vector<int> decided;  // vertices labelled and not yet propagated
  int v = 0;
  for (int count : unanswered) {
    if (count == 0) {
      label[v] = 'L';
      decided.push_back(v);
    }
    ++v;
  }
  while (!decided.empty()) {
    const int w = decided.back();
    decided.pop_back();
    for (int u : pred[w]) {
      if (label[u] != 'D') continue;
      if (label[w] == 'L') {
        label[u] = 'W';
        decided.push_back(u);
      } else if (--unanswered[u] == 0) {
        label[u] = 'L';
        decided.push_back(u);
      }
    }
  }
  label += '\n';
  std::fwrite(label.data(), 1, label.size(), stdout);
  return 0;
}
