// properties/programs/lengths_solver.cc — a `lengths` solver written as an outsider would:
// reads the graph on standard input and prints the W/L/D line and the optimal game lengths
// (the winner hurries, the loser stalls; -1 for a draw), as in seed 002.
//
// Method: retrograde analysis from the positions with no move. A FIFO queue pops positions
// in non-decreasing length; a position becomes W from the first L follower popped (the
// quickest win, length + 1) and L when its counter of remaining followers (one per edge,
// repeated edges counted each time) reaches 0 at the last follower popped (the longest
// stall, length + 1). Positions never labelled are draws. O(n + m) time and memory.
//
// Modes (argv[1]):
//   ok      lengths kept in std::int64_t: correct on every input (the default)
//   int16   lengths kept in std::int16_t, as a solver tuned for small tests might: the
//           labels stay right, but a length past 32767 wraps (a chain of 40,000 vertices
//           prints negative lengths at its start)
//
// Input is read strictly: anything but decimal numbers, a vertex out of range, a missing
// or extra number, or a number too large gives a one-line message on standard error,
// exit status 2 and no output.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// ---- strict input ----

class Reader {
 public:
  Reader() {
    char buf[1 << 16];
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text_.append(buf, got);
    if (std::ferror(stdin)) Fail("cannot read standard input");
  }

  // The next number, which must be a plain decimal at most max.
  std::uint64_t Next(const char* what, std::uint64_t max) {
    SkipSpace();
    if (pos_ == text_.size()) Fail(std::string("unexpected end of input, expected ") + what);
    const std::size_t start = pos_;
    std::uint64_t value = 0;
    bool too_large = false;
    while (pos_ < text_.size() && !IsSpace(text_[pos_])) {
      const char c = text_[pos_];
      if (c < '0' || c > '9') {
        if (c == '-' && pos_ == start) Fail(std::string(what) + " is negative");
        Fail(std::string("expected ") + what + ", found '" + Token(start) + "'");
      }
      const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
      if (value > (max - d) / 10) too_large = true;
      if (!too_large) value = value * 10 + d;
      ++pos_;
    }
    if (too_large) Fail(std::string(what) + " '" + Token(start) + "' is too large");
    return value;
  }

  // The next number as a vertex of a graph with n vertices.
  std::uint32_t Vertex(const char* what, std::uint64_t n) {
    const std::uint64_t v = Next(what, ~std::uint64_t{0} >> 2);
    if (v >= n) Fail(std::string(what) + " " + std::to_string(v) + " is not a vertex (n = " +
                     std::to_string(n) + ")");
    return static_cast<std::uint32_t>(v);
  }

  void ExpectEnd() {
    SkipSpace();
    if (pos_ != text_.size()) Fail("trailing data '" + Token(pos_) + "' after the input");
  }

  [[noreturn]] void Fail(const std::string& what) const {
    int line = 1;
    for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) line += text_[i] == '\n';
    std::fprintf(stderr, "bad input: line %d: %s\n", line, what.c_str());
    std::exit(2);
  }

 private:
  static bool IsSpace(char c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
  }
  void SkipSpace() {
    while (pos_ < text_.size() && IsSpace(text_[pos_])) ++pos_;
  }
  std::string Token(std::size_t at) const {
    std::string t;
    for (std::size_t i = at; i < text_.size() && !IsSpace(text_[i]) && t.size() < 20; ++i)
      t += (text_[i] >= 0x20 && text_[i] < 0x7f) ? text_[i] : '?';
    return t;
  }

  std::string text_;
  std::size_t pos_ = 0;
};

// The most vertices this program takes (its arrays are a few times n words).
constexpr std::uint64_t kMaxN = 100000000;

struct Graph {
  std::uint32_t n = 0;
  std::vector<std::uint32_t> from, to;  // the m edges as read
};

Graph Read() {
  Reader in;
  Graph g;
  g.n = static_cast<std::uint32_t>(in.Next("vertex count n", kMaxN));
  const std::uint64_t m = in.Next("edge count m", ~std::uint64_t{0} >> 2);
  for (std::uint64_t i = 0; i < m; ++i) {
    g.from.push_back(in.Vertex("edge source", g.n));
    g.to.push_back(in.Vertex("edge target", g.n));
  }
  in.ExpectEnd();
  return g;
}

// ---- retrograde analysis with lengths of type Len ----

template <class Len>
void Solve(const Graph& g) {
  const std::uint32_t n = g.n;
  const std::size_t m = g.from.size();
  // Predecessor lists in compressed form: pred[start[v] .. start[v + 1]) are the sources of
  // the edges into v, one per edge.
  std::vector<std::size_t> start(static_cast<std::size_t>(n) + 1, 0);
  std::vector<std::uint32_t> pred(m), left(n, 0);
  for (std::size_t e = 0; e < m; ++e) ++start[g.to[e] + 1], ++left[g.from[e]];
  for (std::uint32_t v = 0; v < n; ++v) start[v + 1] += start[v];
  {
    std::vector<std::size_t> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < m; ++e) pred[fill[g.to[e]]++] = g.from[e];
  }
  std::string label(n, 'D');
  std::vector<Len> len(n, static_cast<Len>(-1));
  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  for (std::uint32_t v = 0; v < n; ++v)
    if (left[v] == 0) label[v] = 'L', len[v] = 0, queue.push_back(v);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t v = queue[head];
    for (std::size_t i = start[v]; i < start[v + 1]; ++i) {
      const std::uint32_t p = pred[i];
      if (label[p] != 'D') continue;
      if (label[v] == 'L') {
        label[p] = 'W';
      } else if (--left[p] == 0) {
        label[p] = 'L';
      } else {
        continue;
      }
      len[p] = static_cast<Len>(len[v] + 1);  // for int16 this wraps past 32767
      queue.push_back(p);
    }
  }
  std::string out = label + '\n';
  for (std::uint32_t v = 0; v < n; ++v) {
    if (v) out += ' ';
    out += std::to_string(static_cast<long long>(len[v]));
  }
  out += '\n';
  std::fwrite(out.data(), 1, out.size(), stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "ok";
  if (mode != "ok" && mode != "int16") {
    std::fprintf(stderr, "usage: lengths_solver [ok|int16] < graph\n");
    return 2;
  }
  const Graph g = Read();
  if (mode == "int16")
    Solve<std::int16_t>(g);
  else
    Solve<std::int64_t>(g);
  return 0;
}
