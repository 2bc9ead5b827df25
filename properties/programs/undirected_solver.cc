// properties/programs/undirected_solver.cc — an undirected vertex geography solver (seed
// 004): reads the graph (each pair an undirected edge) on standard input and prints one
// line of n letters, W when the player to move wins the game started on that vertex, else L.
//
// Method: the matching criterion. The first player wins from v iff every maximum matching
// covers v, i.e. iff nu(G - v) < nu(G), where nu is the size of a maximum matching. Each nu
// is computed from scratch by Edmonds' blossom algorithm in its classic form: from every
// exposed vertex in turn, a breadth-first alternating tree, odd cycles (blossoms) shrunk to
// their base, an augmenting path flipped when one reaches another exposed vertex. Self-loops
// can never be matching edges and repeated edges are one edge, so both are dropped. The
// answers are correct on every input; the cost is not: O(n^3) per matching and n + 1
// matchings, O(n^4) in all, and it shows: instant at n = 30, under a second on a dense
// graph of 300 vertices, close to a minute on one of 1,000 (each tenfold in n is 10^4).
//
// Input is read strictly: anything but decimal numbers, a vertex out of range, a missing
// or extra number, or a number too large gives a one-line message on standard error,
// exit status 2 and no output.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
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

// The most vertices this program takes (it is far too slow long before this anyway).
constexpr std::uint64_t kMaxN = 10000000;

// Maximum matching of a graph with one vertex possibly deleted, by Edmonds' algorithm.
class Blossom {
 public:
  // adj: distinct neighbours, no vertex its own; gone: the deleted vertex, or -1.
  Blossom(const std::vector<std::vector<int>>& adj, int gone)
      : adj_(adj), n_(static_cast<int>(adj.size())), gone_(gone), mate_(n_, -1) {}

  // nu: the size of a maximum matching. One search from each exposed vertex suffices: a
  // vertex from which no augmenting path starts never gets one later in the run.
  int Size() {
    int size = 0;
    for (int root = 0; root < n_; ++root) {
      if (root == gone_ || mate_[root] != -1) continue;
      int end = Search(root);
      if (end == -1) continue;
      // Flip the augmenting path root ... end along the tree links.
      while (end != -1) {
        const int from = link_[end];
        const int next = mate_[from];
        mate_[end] = from;
        mate_[from] = end;
        end = next;
      }
      ++size;
    }
    return size;
  }

 private:
  // Grows the alternating tree from an exposed root; returns the exposed vertex an
  // augmenting path reaches (link_ leads from it back to the root), or -1.
  int Search(int root) {
    link_.assign(n_, -1);
    outer_.assign(n_, 0);
    base_.resize(n_);
    std::iota(base_.begin(), base_.end(), 0);
    queue_.clear();
    outer_[root] = 1;
    queue_.push_back(root);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const int v = queue_[head];
      for (int w : adj_[v]) {
        if (w == gone_ || base_[v] == base_[w] || mate_[v] == w) continue;
        if (outer_[w]) {
          Shrink(v, w);  // two outer vertices joined: an odd cycle
        } else if (link_[w] == -1) {
          link_[w] = v;  // w becomes inner
          if (mate_[w] == -1) return w;
          outer_[mate_[w]] = 1;
          queue_.push_back(mate_[w]);
        }
        // else w is inner already: an outer-inner edge adds nothing
      }
    }
    return -1;
  }

  // The first base that the tree paths from a and from b to the root share: the base of
  // the blossom the edge a-b closes.
  int CommonBase(int a, int b) {
    std::vector<char> on_path(n_, 0);
    while (true) {
      a = base_[a];
      on_path[a] = 1;
      if (mate_[a] == -1) break;  // the root
      a = link_[mate_[a]];
    }
    while (true) {
      b = base_[b];
      if (on_path[b]) return b;
      b = link_[mate_[b]];
    }
  }

  // Marks the blossoms on the tree path from v up to the base top, and gives each outer
  // vertex on it a link the other way round the cycle (first through `from`, across the
  // closing edge), so that an augmenting path through the shrunken blossom can later be
  // unwound through either side of it.
  void MarkPath(int v, int top, int from) {
    while (base_[v] != top) {
      in_blossom_[base_[v]] = in_blossom_[base_[mate_[v]]] = 1;
      link_[v] = from;
      from = mate_[v];
      v = link_[mate_[v]];
    }
  }

  // Shrinks the odd cycle closed by the edge v-w (both outer) into its base; its inner
  // vertices become outer and are searched from.
  void Shrink(int v, int w) {
    const int top = CommonBase(v, w);
    in_blossom_.assign(n_, 0);
    MarkPath(v, top, w);
    MarkPath(w, top, v);
    for (int i = 0; i < n_; ++i) {
      if (!in_blossom_[base_[i]]) continue;
      base_[i] = top;
      if (!outer_[i]) {
        outer_[i] = 1;
        queue_.push_back(i);
      }
    }
  }

  const std::vector<std::vector<int>>& adj_;
  const int n_;
  const int gone_;
  std::vector<int> mate_, link_, base_, queue_;
  std::vector<char> outer_, in_blossom_;
};

}  // namespace

int main() {
  Reader in;
  const std::uint64_t n = in.Next("vertex count n", kMaxN);
  const std::uint64_t m = in.Next("edge count m", ~std::uint64_t{0} >> 2);
  std::vector<std::vector<int>> adj(n);
  for (std::uint64_t i = 0; i < m; ++i) {
    const std::uint32_t u = in.Vertex("edge end", n);
    const std::uint32_t v = in.Vertex("edge end", n);
    if (u == v) continue;  // a self-loop is never a matching edge
    adj[u].push_back(static_cast<int>(v));
    adj[v].push_back(static_cast<int>(u));
  }
  in.ExpectEnd();
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
  }
  const int nu = Blossom(adj, -1).Size();
  std::string line(n, 'L');
  for (std::uint64_t v = 0; v < n; ++v)
    if (Blossom(adj, static_cast<int>(v)).Size() < nu) line[v] = 'W';
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), stdout);
  return 0;
}
