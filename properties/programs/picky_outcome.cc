// properties/programs/picky_outcome.cc — a correct outcome solver whose reader rejects one
// layout the spec allows (formats.md: the numbers are separated by any whitespace), as a
// hand-written reader does: it exits with status 2 and a one-line message, as on bad
// input. The layout by argv[1], one of the features of harness/cases/layout.h:
//   tab               a tab anywhere (a reader that splits on ' ' alone)
//   crlf              a CR anywhere (a reader that knows '\n' alone)
//   space-run         two spaces in a row (split(' ') and an empty field)
//   trailing-space    a space before a line end
//   one-line          "n m" not alone on the first line (a reader of one edge a line)
//   no-final-newline  no '\n' after the last number (a reader that waits for it)
//   blank-line        an empty line
//   ok                nothing (the default)
// So properties/check_layout_test.cc can show `gamecheck check` failing each one with
// "rejects valid input", and the by-hand line feeding the same bytes; and
// properties/mutate_layout_test.cc can mutate its reader's list of separators.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <iostream>
#include <iterator>
#include <sstream>  // the one-line mode
#include <string>
#include <vector>

namespace {

// The position of the first byte the picky reader refuses, or npos.
std::size_t Refused(const std::string& mode, const std::string& in) {
  if (mode == "tab") return in.find('\t');
  if (mode == "crlf") return in.find('\r');
  if (mode == "space-run") return in.find("  ");
  if (mode == "trailing-space") {
    const std::size_t a = in.find(" \n"), b = in.find(" \r");
    return a < b ? a : b;
  }
  if (mode == "one-line") {
    const std::size_t nl = in.find('\n');
    std::istringstream first(in.substr(0, nl));
    long long n, m, extra;
    return first >> n >> m && !(first >> extra) ? std::string::npos : 0;
  }
  if (mode == "no-final-newline")
    return !in.empty() && in.back() != '\n' ? in.size() - 1 : std::string::npos;
  if (mode == "blank-line") {
    if (in.empty() || in[0] == '\n' || in.compare(0, 2, "\r\n") == 0) return 0;
    const std::size_t a = in.find("\n\n"), b = in.find("\n\r\n");
    const std::size_t first = a < b ? a : b;
    return first == std::string::npos ? first : first + 1;
  }
  return std::string::npos;
}

// The reader proper, by hand: numbers separated by the separators listed one by one.
// (Mutating this list is properties/mutate_layout_test.cc's subject: '... || c == '\t' &&
// c == '\r'' drops tabs and CRs, and only a layout with them tells it from the original.)
bool IsSep(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

// The next number of `in` from `pos`, or -1 when there is none or something else is there.
long long Next(const std::string& in, std::size_t& pos) {
  while (pos < in.size() && IsSep(in[pos])) ++pos;
  if (pos == in.size() || in[pos] < '0' || in[pos] > '9') return -1;
  long long x = 0;
  while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9' && x < (1ll << 40))
    x = x * 10 + (in[pos++] - '0');
  return pos < in.size() && !IsSep(in[pos]) ? -1 : x;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "ok";
  const std::string in(std::istreambuf_iterator<char>(std::cin), {});
  if (const std::size_t at = Refused(mode, in); at != std::string::npos) {
    const long line = 1 + static_cast<long>(std::count(in.begin(), in.begin() + at, '\n'));
    std::fprintf(stderr, "line %ld: unexpected layout (%s)\n", line, mode.c_str());
    return 2;
  }
  // The solver proper: retrograde analysis, each edge counted in its source's move counter.
  std::size_t pos = 0;
  const long long n = Next(in, pos), m = Next(in, pos);
  if (n < 0 || m < 0) return std::fprintf(stderr, "bad input\n"), 2;
  const std::size_t vertices = static_cast<std::size_t>(n);
  std::vector<std::vector<std::size_t>> rev(vertices);
  std::vector<long long> cnt(vertices, 0);
  for (long long i = 0; i < m; ++i) {
    const long long u = Next(in, pos), v = Next(in, pos);
    if (u < 0 || u >= n || v < 0 || v >= n) return std::fprintf(stderr, "bad input\n"), 2;
    rev[static_cast<std::size_t>(v)].push_back(static_cast<std::size_t>(u));
    ++cnt[static_cast<std::size_t>(u)];
  }
  if (Next(in, pos) != -1 || pos < in.size()) return std::fprintf(stderr, "bad input\n"), 2;
  std::string label(vertices, 'D');
  std::deque<std::size_t> q;
  for (std::size_t v = 0; v < vertices; ++v)
    if (cnt[v] == 0) label[v] = 'L', q.push_back(v);
  while (!q.empty()) {
    const std::size_t u = q.front();
    q.pop_front();
    for (std::size_t p : rev[u]) {
      if (label[p] != 'D') continue;
      if (label[u] == 'L')
        label[p] = 'W', q.push_back(p);
      else if (--cnt[p] == 0)
        label[p] = 'L', q.push_back(p);
    }
  }
  std::printf("%s\n", label.c_str());
  return 0;
}
