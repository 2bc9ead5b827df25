// assistant_outcome.cpp — a correct outcome solver (formats.md) written as an assistant
// writes one: a reader object that counts lines as it skips whitespace, messages that
// quote the token at fault (bytes outside printable ASCII shown as '?', a long token cut
// short), numbers parsed by hand with a range check before they can overflow, a minus
// sign rejected with a message of its own, trailing data refused. Retrograde analysis
// with a counter of unanswered moves per vertex. The fixture of
// properties/mutate_contract_test.cc; built by mutate itself, never by the project.
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
  long long Number(const char* what, long long limit) {
    SkipSpace();
    if (pos_ == data_.size()) Fail(std::string("unexpected end of input, expected ") + what);
    const std::size_t start = pos_;
    while (pos_ < data_.size() && !IsSpace(data_[pos_])) ++pos_;
    const std::string token = data_.substr(start, pos_ - start);
    if (token[0] == '-') Fail(std::string(what) + " must not be negative, got " + Show(token));
    long long value = 0;
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
    Fail("trailing data after the last move: " + Show(data_.substr(pos_, end - pos_)));
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
  const long long m = in.Number("the move count m", 1000000000);
  std::vector<int> unanswered(n, 0);
  std::vector<std::vector<int>> predecessors(n);
  for (long long i = 0; i < m; ++i) {
    const int u = static_cast<int>(in.Number("a vertex", n - 1));
    const int v = static_cast<int>(in.Number("a vertex", n - 1));
    predecessors[v].push_back(u);
    ++unanswered[u];
  }
  in.ExpectEnd();

  std::vector<char> label(n, 'D');
  std::vector<int> queue;
  queue.reserve(n);
  for (int v = 0; v < n; ++v)
    if (unanswered[v] == 0) label[v] = 'L', queue.push_back(v);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int v = queue[head];
    for (const int u : predecessors[v]) {
      if (label[u] != 'D') continue;
      if (label[v] == 'L') {
        label[u] = 'W';
        queue.push_back(u);
      } else if (--unanswered[u] == 0) {
        label[u] = 'L';
        queue.push_back(u);
      }
    }
  }
  std::fwrite(label.data(), 1, label.size(), stdout);
  std::putchar('\n');
  return 0;
}
