// assistant_grundy.cpp — a correct grundy solver (formats.md) written as an assistant
// writes one: a reader object that counts lines as it skips whitespace, messages that
// quote the token at fault (bytes outside printable ASCII shown as '?', a long token cut
// short), numbers parsed by hand with a range check before they can overflow, a minus
// sign rejected with a message of its own, trailing data refused. Grundy values by Kahn's
// order on the reversed graph (sinks first), the mex of each vertex's successors; a cycle
// is reported as the spec says. A fixture of docs/mutate.md's measured runs; built by
// mutate itself, never by the project.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

class Reader {
 public:
  Reader() {
    char buf[1 << 16];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;)
      data_.append(buf, got);
  }

  // The next token as a number in [0, limit]; exits with status 2 otherwise.
  std::int64_t Number(const char* what, std::int64_t limit) {
    SkipSpace();
    if (pos_ == data_.size()) Fail(std::string("unexpected end of input, expected ") + what);
    const std::size_t start = pos_;
    while (pos_ < data_.size() && !IsSpace(data_[pos_])) ++pos_;
    const std::string token = data_.substr(start, pos_ - start);
    if (token[0] == '-') Fail(std::string(what) + " must not be negative, got " + Show(token));
    std::int64_t value = 0;
    for (const char c : token) {
      if (c < '0' || c > '9') Fail(std::string("expected ") + what + ", got " + Show(token));
      value = value * 10 + (c - '0');
      if (value > limit) Fail(std::string(what) + " out of range: " + Show(token));
    }
    return value;
  }

  void ExpectEnd() {
    SkipSpace();
    if (pos_ == data_.size()) return;
    std::size_t end = pos_;
    while (end < data_.size() && !IsSpace(data_[end])) ++end;
    Fail("trailing data after the last token: " + Show(data_.substr(pos_, end - pos_)));
  }

  [[noreturn]] void Fail(const std::string& message) const {
    std::fprintf(stderr, "error: line %d: %s\n", line_, message.c_str());
    std::exit(2);
  }

 private:
  static bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

  void SkipSpace() {
    while (pos_ < data_.size() && IsSpace(data_[pos_])) {
      if (data_[pos_] == '\n') ++line_;
      ++pos_;
    }
  }

  static std::string Show(const std::string& token) {
    std::string s = "'";
    for (std::size_t i = 0; i < token.size() && i < 20; ++i) {
      const unsigned char c = static_cast<unsigned char>(token[i]);
      s += (c >= 32 && c < 127) ? static_cast<char>(c) : '?';
    }
    if (token.size() > 20) s += "...";
    return s + "'";
  }

  std::string data_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace

int main() {
  Reader in;
  const int n = static_cast<int>(in.Number("the vertex count n", 100000000));
  const std::int64_t m = in.Number("the move count m", 1000000000);
  std::vector<std::vector<int>> successors(n), predecessors(n);
  for (std::int64_t i = 0; i < m; ++i) {
    const int u = static_cast<int>(in.Number("a vertex", n - 1));
    const int v = static_cast<int>(in.Number("a vertex", n - 1));
    successors[u].push_back(v);
    predecessors[v].push_back(u);
  }
  const std::int64_t k = in.Number("the token count k", 1000000000);
  std::vector<int> tokens;
  for (std::int64_t i = 0; i < k; ++i)
    tokens.push_back(static_cast<int>(in.Number("a token vertex", n - 1)));
  in.ExpectEnd();

  // Sinks first: a vertex is ready once every successor has its value.
  std::vector<int> waiting(n), order;
  order.reserve(n);
  for (int v = 0; v < n; ++v) {
    waiting[v] = static_cast<int>(successors[v].size());
    if (waiting[v] == 0) order.push_back(v);
  }
  for (std::size_t head = 0; head < order.size(); ++head)
    for (const int u : predecessors[order[head]])
      if (--waiting[u] == 0) order.push_back(u);
  if (static_cast<int>(order.size()) != n) {
    std::puts("graph has a cycle");
    return 1;
  }
  std::vector<int> grundy(n, 0);
  std::vector<int> seen(n + 1, -1);  // seen[g] == v: some successor of v has value g
  for (const int v : order) {
    for (const int w : successors[v])
      if (grundy[w] <= n) seen[grundy[w]] = v;
    int g = 0;
    while (seen[g] == v) ++g;
    grundy[v] = g;
  }
  std::string out;
  for (int v = 0; v < n; ++v) out += (v ? " " : "") + std::to_string(grundy[v]);
  int sum = 0;
  for (const int t : tokens) sum ^= grundy[t];
  std::printf("%s\n%s\n", out.c_str(), sum != 0 ? "first" : "second");
  return 0;
}
