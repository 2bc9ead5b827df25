// harness/cases/kinds/graph_tokens.cc — the domain of a graph with tokens: "the graph, then
// k and k token vertices" (grundy, loopy). Its parts: one move list and the tokens
// (repeats allowed), which a shrink may drop or move lower.
#include <utility>

#include "harness/cases/enumerate.h"
#include "harness/cases/kinds/common.h"
#include "harness/cases/kinds/steps.h"

namespace gc::kinds {

namespace {

void DrawTokens(Vertex n, std::uint64_t max_tokens, const DrawInt& draw, Instance* x) {
  const std::uint64_t k = draw(0, max_tokens);
  for (std::uint64_t i = 0; i < k; ++i) x->tokens.push_back(static_cast<Vertex>(draw(0, n - 1)));
}

Instance Complete(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  if (const Vertex n = x.g.n(); n > 0) DrawTokens(n, 4, FromRng(rng), &x);
  return x;
}

Instance Many(Graph g, std::uint32_t count) {
  Instance x;
  x.g = std::move(g);
  for (std::uint32_t i = 0; i < count; ++i) x.tokens.push_back(i < 2 ? 0 : 1);
  return x;
}

Instance Relabel(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  for (Vertex& t : y.tokens) t = perm[t];
  return y;
}

std::string Describe(const Instance& x) {
  return DescribeGraph(x) + ", " + std::to_string(x.tokens.size()) + " tokens";
}

InstanceSize Size(const Instance& x) { return {x.g.n(), x.g.m(), x.tokens.size()}; }

std::string Validate(const Instance& x) {
  if (x.right.n() != 0 || x.right.m() != 0) return "a second move list, which this kind has not";
  if (x.start != 0) return "a start vertex, which this kind has not";
  if (std::string why = NoAgentTargets(x); !why.empty()) return why;
  return InRange(x.tokens, x.g.n(), "token");
}

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

bool Tiny(Vertex n, std::size_t moves, const TinyLimits& limits, bool undirected,
          const std::function<bool(const Instance&)>& f) {
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

std::string Print(const Instance& x) { return WriteInstance(InputKind::kGraphTokens, x); }

Instance Parse(std::string_view text, const SizeCheck& check) {
  return ReadInstance(InputKind::kGraphTokens, text, check);
}

Parts ToParts(const Instance& x) { return {x.g.n(), {x.g.edges()}, {x.tokens}, {}}; }

Instance FromParts(const Parts& p) {
  Instance x;
  x.g = Graph(p.n, p.moves[0]);
  x.tokens = p.marks[0];
  return x;
}

constexpr ShrinkStep kSteps[] = {
    {Compact}, {LowerN}, {TrimVertices}, {TrimMoves, 0}, {TrimMarks, 0}, {DeleteMoves, 0},
    {Compact}, {DeleteVertices}, {MergeVertices}, {DropMarks, 0}, {LowerMarks, 0},
    {RedirectMoves, 0}};

constexpr InputKindOps kOps{.kind = InputKind::kGraphTokens,
                            .name = "graph + tokens",
                            .tokens = true,
                            .complete = Complete,
                            .many = Many,
                            .draw_extras = DrawTokens,
                            .relabel = Relabel,
                            .describe = Describe,
                            .moves = MovesOfGraph,
                            .size = Size,
                            .validate = Validate,
                            .dot_vertices = TokenMarks,
                            .dot_edges = GraphEdges,
                            .for_each_tiny = Tiny,
                            .print = Print,
                            .parse = Parse,
                            .to_parts = ToParts,
                            .from_parts = FromParts,
                            .shrink_steps = kSteps};

}  // namespace

const InputKindOps& GraphTokensKind() { return kOps; }

}  // namespace gc::kinds
