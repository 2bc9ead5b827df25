// outcome.cc — a solver of the outcome problem as any project would write one: the graph
// on standard input ("n m", then m moves "u v"), one line of n letters on standard output:
// W (the player to move wins), L (loses), D (draw: play goes on forever). A vertex with no
// move is L. Retrograde analysis: a vertex is L when it has no move; a predecessor of an L
// vertex is W; a vertex all of whose moves (repeated edges counted) lead to W vertices is
// L; what is never labelled is D. O(n + m).
// Bad input (a vertex out of range, a missing or negative count, trailing garbage, a
// number too big): one line on standard error naming the line, exit status 2, no answer.
#include "outcome.h"

#include <cstdint>
#include <string>
#include <vector>

namespace {

// The numbers of standard input, one at a time, with the line each is on.
class Reader {
 public:
  Reader(std::string_view text, std::string* err) : text_(text), err_(err) {}

  // The next number, at most max; false (and a message) when there is none or it is bad.
  bool Next(std::uint64_t max, const char* what, std::uint64_t* out) {
    SkipSpace();
    if (pos_ == text_.size()) return Fail(std::string("missing ") + what);
    std::uint64_t x = 0;
    std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      x = x * 10 + static_cast<unsigned>(text_[pos_++] - '0');
      if (x > max) return Fail(std::string(what) + " out of range");
    }
    if (pos_ == start || (pos_ < text_.size() && !IsSpace(text_[pos_])))
      return Fail(std::string("bad ") + what);
    *out = x;
    return true;
  }

  // Keeps the message with the current line; false.
  bool Fail(const std::string& msg) {
    *err_ = "line " + std::to_string(line_) + ": " + msg + "\n";
    return false;
  }

  // True when only whitespace is left.
  bool AtEnd() {
    SkipSpace();
    return pos_ == text_.size() || Fail("trailing input");
  }

 private:
  static bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }
  void SkipSpace() {
    while (pos_ < text_.size() && IsSpace(text_[pos_])) line_ += text_[pos_++] == '\n';
  }

  std::string_view text_;
  std::string* err_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
};

}  // namespace

int SolveOutcome(std::string_view input, std::string* out, std::string* err) {
  Reader in(input, err);
  constexpr std::uint64_t kMax = 100'000'000;  // beyond this the graph would not fit anyway
  std::uint64_t n = 0, m = 0;
  if (!in.Next(kMax, "n", &n) || !in.Next(kMax, "m", &m)) return 2;
  if (n == 0 && m > 0) return in.Fail("a move in a graph with no vertex"), 2;
  std::vector<std::uint32_t> from, to;  // grown as read: m alone may be a lie
  for (std::uint64_t i = 0; i < m; ++i) {
    std::uint64_t u = 0, v = 0;
    if (!in.Next(n - 1, "vertex", &u) || !in.Next(n - 1, "vertex", &v)) return 2;
    from.push_back(static_cast<std::uint32_t>(u));
    to.push_back(static_cast<std::uint32_t>(v));
  }
  if (!in.AtEnd()) return 2;

  // Predecessor lists (compressed, one entry per edge) and the number of moves left that
  // do not yet lead to a W vertex.
  std::vector<std::uint32_t> start(n + 1, 0), pred(m), moves_left(n, 0);
  for (std::uint64_t i = 0; i < m; ++i) ++start[to[i] + 1], ++moves_left[from[i]];
  for (std::uint64_t v = 0; v < n; ++v) start[v + 1] += start[v];
  std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
  for (std::uint64_t i = 0; i < m; ++i) pred[fill[to[i]]++] = from[i];

  std::string label(n, 'D');
  std::vector<std::uint32_t> queue;
  for (std::uint32_t v = 0; v < n; ++v)
    if (moves_left[v] == 0) label[v] = 'L', queue.push_back(v);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t v = queue[head];
    for (std::uint32_t e = start[v]; e < start[v + 1]; ++e) {
      const std::uint32_t u = pred[e];
      if (label[u] != 'D') continue;
      if (label[v] == 'L') {
        label[u] = 'W', queue.push_back(u);
      } else if (--moves_left[u] == 0) {
        label[u] = 'L', queue.push_back(u);
      }
    }
  }
  label += '\n';
  *out = std::move(label);
  return 0;
}
