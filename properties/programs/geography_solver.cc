// properties/programs/geography_solver.cc — a directed vertex geography solver written the
// natural way (seed 004): reads the graph and the start vertex s on standard input and
// prints `first` or `second` and the Grundy value of the start position.
//
// Method: plain recursive search over positions (token vertex, visited set), the visited
// set a 64-bit mask, with no memo: the value of a position is the mex of the values of the
// positions one move away (a move goes to a successor not yet visited; repeated edges and
// self-loops add nothing), and the player to move wins iff that value is not 0. This is the
// definition itself, so it is correct on every input it takes: at most 64 vertices (a
// larger n is refused with exit status 2, as too big for this program). Its cost is the
// number of simple paths from s, exponential: instant on sparse or small graphs, hopeless
// on a dense graph of 24 vertices.
//
// Input is read strictly: anything but decimal numbers, a vertex out of range, a missing
// or extra number, or a number too large gives a one-line message on standard error,
// exit status 2 and no output.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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

constexpr std::uint64_t kMaxN = 64;

// succ[v]: the distinct successors of v other than v itself, as a mask.
std::vector<std::uint64_t> succ;

// The Grundy value of the token on v with the vertices of `visited` used (v among them).
int Value(int v, std::uint64_t visited) {
  std::uint64_t seen = 0;  // bit k: some option has value k (a value is at most 63)
  for (std::uint64_t moves = succ[v] & ~visited; moves != 0; moves &= moves - 1) {
    const int u = __builtin_ctzll(moves);
    seen |= std::uint64_t{1} << Value(u, visited | (std::uint64_t{1} << u));
  }
  return ~seen == 0 ? 64 : __builtin_ctzll(~seen);
}

}  // namespace

int main() {
  Reader in;
  const std::uint64_t n = in.Next("vertex count n", ~std::uint64_t{0} >> 2);
  if (n > kMaxN) {
    std::fprintf(stderr, "vertex count %llu: this solver takes at most %llu vertices\n",
                 static_cast<unsigned long long>(n), static_cast<unsigned long long>(kMaxN));
    return 2;
  }
  succ.assign(n, 0);
  const std::uint64_t m = in.Next("edge count m", ~std::uint64_t{0} >> 2);
  for (std::uint64_t i = 0; i < m; ++i) {
    const std::uint32_t u = in.Vertex("edge source", n);
    const std::uint32_t v = in.Vertex("edge target", n);
    if (u != v) succ[u] |= std::uint64_t{1} << v;
  }
  const std::uint32_t s = in.Vertex("start vertex", n);
  in.ExpectEnd();
  const int value = Value(static_cast<int>(s), std::uint64_t{1} << s);
  std::printf("%s\n%d\n", value != 0 ? "first" : "second", value);
  return 0;
}
