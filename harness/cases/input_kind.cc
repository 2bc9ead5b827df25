// harness/cases/input_kind.cc — see input_kind.h. The only file of the harness that tells the
// input kinds apart: each operation that differs has one small function per kind, and
// the table at the end names them.
#include "harness/cases/input_kind.h"

#include <iterator>

#include "harness/cases/enumerate.h"
#include "harness/cases/generators.h"

namespace gc {

namespace {

using Rng = std::mt19937_64;

// The draws of harness/cases/generators.cc, so that a seed gives the instances it always gave.
bool Chance(Rng& rng, double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }

DrawInt FromRng(Rng& rng) {
  return [&rng](std::uint64_t lo, std::uint64_t hi) {
    return std::uniform_int_distribution<std::uint64_t>(lo, hi)(rng);
  };
}

std::string Count(std::uint64_t k, const char* one, const char* many) {
  return std::to_string(k) + (k == 1 ? one : many);
}

Graph Relabelled(const Graph& g, std::span<const Vertex> perm) {
  std::vector<Edge> es = g.edges();
  for (Edge& e : es) e = {perm[e.u], perm[e.v]};
  return Graph(g.n(), es);
}

std::string Arrow(Edge e) { return "  " + std::to_string(e.u) + " -> " + std::to_string(e.v); }

// ---- draws ----

void NoExtras(Vertex, std::uint64_t, const DrawInt&, Instance*) {}

void DrawTokens(Vertex n, std::uint64_t max_tokens, const DrawInt& draw, Instance* x) {
  const std::uint64_t k = draw(0, max_tokens);
  for (std::uint64_t i = 0; i < k; ++i) x->tokens.push_back(static_cast<Vertex>(draw(0, n - 1)));
}

void DrawStart(Vertex n, std::uint64_t, const DrawInt& draw, Instance* x) {
  x->start = static_cast<Vertex>(draw(0, n - 1));
}

template <InputKind K>
Instance Complete(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  const Vertex n = x.g.n();
  if (n > 0) OpsOf(K).draw_extras(n, 4, FromRng(rng), &x);
  return x;
}

Instance CompletePartizan(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  const Vertex n = x.g.n();
  // Right's moves: often a variation of Left's, sometimes independent.
  std::vector<Edge> right;
  if (Chance(rng, 0.5)) {
    for (Edge e : x.g.edges())
      if (!Chance(rng, 0.3)) right.push_back(e);
  }
  Graph extra = RandomGraph(rng, {.n = n, .m = Below(rng, 2ull * n + 1)});
  for (Edge e : extra.edges()) right.push_back(e);
  x.right = Graph(n, right);
  return x;
}

// ---- relabelling ----

Instance RelabelGraph(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  return y;
}

Instance RelabelTokens(const Instance& x, std::span<const Vertex> perm) {
  Instance y = RelabelGraph(x, perm);
  for (Vertex& t : y.tokens) t = perm[t];
  return y;
}

Instance RelabelStart(const Instance& x, std::span<const Vertex> perm) {
  Instance y = RelabelGraph(x, perm);
  y.start = perm[x.start];
  return y;
}

Instance RelabelPartizan(const Instance& x, std::span<const Vertex> perm) {
  Instance y = RelabelGraph(x, perm);
  y.right = Relabelled(x.right, perm);
  return y;
}

// ---- sizes ----

std::string DescribeGraph(const Instance& x) {
  return Count(x.g.n(), " vertex, ", " vertices, ") + Count(x.g.m(), " edge", " edges");
}

std::string DescribeTokens(const Instance& x) {
  return DescribeGraph(x) + ", " + std::to_string(x.tokens.size()) + " tokens";
}

std::string DescribePartizan(const Instance& x) {
  return std::to_string(x.g.n()) + " vertices, " + std::to_string(x.g.m()) + " Left moves, " +
         std::to_string(x.right.m()) + " Right moves";
}

std::uint64_t MovesOfGraph(const Instance& x) { return x.g.m(); }
std::uint64_t MovesOfBoth(const Instance& x) { return x.g.m() + x.right.m(); }

// ---- pictures ----

std::vector<DotMarks> NoMarks(const Instance& x) { return std::vector<DotMarks>(x.g.n()); }

std::vector<DotMarks> TokenMarks(const Instance& x) {
  const Vertex n = x.g.n();
  std::vector<std::uint32_t> tokens(n);
  for (Vertex t : x.tokens)
    if (t < n) ++tokens[t];
  std::vector<DotMarks> marks(n);
  for (Vertex v = 0; v < n; ++v)
    if (tokens[v]) marks[v].label = "\\n" + Count(tokens[v], " token", " tokens");
  return marks;
}

std::vector<DotMarks> StartMarks(const Instance& x) {
  std::vector<DotMarks> marks(x.g.n());
  if (x.start < x.g.n()) marks[x.start].attributes = ", shape=doublecircle";
  return marks;
}

std::string GraphEdges(const Instance& x) {
  std::string s;
  for (Edge e : x.g.edges()) s += Arrow(e) + ";\n";
  return s;
}

std::string PartizanEdges(const Instance& x) {
  std::string s;
  for (Edge e : x.g.edges()) s += Arrow(e) + " [label=\"L\", color=blue];\n";
  for (Edge e : x.right.edges()) s += Arrow(e) + " [label=\"R\", color=darkgreen, style=dashed];\n";
  return s;
}

// ---- tiny instances ----

using Visit = std::function<bool(const Instance&)>;

bool TinyGraphs(Vertex n, std::size_t moves, const TinyLimits&, bool undirected, const Visit& f) {
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    return f(x);
  });
}

bool TinyTokens(Vertex n, std::size_t moves, const TinyLimits& limits, bool undirected,
                const Visit& f) {
  if (n > 3) return false;
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    return ForEachMultiset(n, limits.tokens, [&](const std::vector<std::size_t>& ts) {
      x.tokens.assign(ts.begin(), ts.end());
      return f(x);
    });
  });
}

// Every start: so no instance on n = 0.
bool TinyStarts(Vertex n, std::size_t moves, const TinyLimits&, bool undirected, const Visit& f) {
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    for (x.start = 0; x.start < n; ++x.start)
      if (f(x)) return true;
    return false;
  });
}

bool TinyPartizan(Vertex n, std::size_t, const TinyLimits& limits, bool undirected,
                  const Visit& f) {
  if (n > 3) return false;
  const std::size_t mm = n <= 2 ? limits.partizan_moves + 1 : limits.partizan_moves;
  return ForEachGraph(n, mm, undirected, [&](const std::vector<Edge>& left) {
    return ForEachGraph(n, mm, undirected, [&](const std::vector<Edge>& right) {
      Instance x;
      x.g = Graph(n, left);
      x.right = Graph(n, right);
      return f(x);
    });
  });
}

// ---- the table, in the order of InputKind ----

constexpr InputKindOps kOps[] = {
    {.kind = InputKind::kGraph,
     .name = "graph",
     .complete = Complete<InputKind::kGraph>,
     .draw_extras = NoExtras,
     .relabel = RelabelGraph,
     .describe = DescribeGraph,
     .moves = MovesOfGraph,
     .dot_vertices = NoMarks,
     .dot_edges = GraphEdges,
     .for_each_tiny = TinyGraphs},
    {.kind = InputKind::kGraphTokens,
     .name = "graph + tokens",
     .tokens = true,
     .complete = Complete<InputKind::kGraphTokens>,
     .draw_extras = DrawTokens,
     .relabel = RelabelTokens,
     .describe = DescribeTokens,
     .moves = MovesOfGraph,
     .dot_vertices = TokenMarks,
     .dot_edges = GraphEdges,
     .for_each_tiny = TinyTokens},
    {.kind = InputKind::kGraphStart,
     .name = "graph + start",
     .start = true,
     .needs_vertex = true,
     .complete = Complete<InputKind::kGraphStart>,
     .draw_extras = DrawStart,
     .relabel = RelabelStart,
     .describe = DescribeGraph,
     .moves = MovesOfGraph,
     .dot_vertices = StartMarks,
     .dot_edges = GraphEdges,
     .for_each_tiny = TinyStarts},
    {.kind = InputKind::kPartizan,
     .name = "partizan",
     .right = true,
     .complete = CompletePartizan,
     .draw_extras = NoExtras,
     .relabel = RelabelPartizan,
     .describe = DescribePartizan,
     .moves = MovesOfBoth,
     .dot_vertices = NoMarks,
     .dot_edges = PartizanEdges,
     .for_each_tiny = TinyPartizan},
};

static_assert(
    [] {
      for (std::size_t i = 0; i < std::size(kAllInputKinds); ++i)
        if (kOps[i].kind != kAllInputKinds[i] || static_cast<std::size_t>(kAllInputKinds[i]) != i)
          return false;
      return std::size(kOps) == std::size(kAllInputKinds);
    }(),
    "one row per input kind, in the order of InputKind");

}  // namespace

const InputKindOps& OpsOf(InputKind kind) { return kOps[static_cast<std::size_t>(kind)]; }

}  // namespace gc
