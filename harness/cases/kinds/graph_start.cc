// harness/cases/kinds/graph_start.cc — the domain of a graph with a start vertex: "the
// graph, then the start vertex" (geography). Its parts: one move list and the start, an
// anchor (never deleted, only moved lower); no instance on n = 0.
#include <utility>

#include "harness/cases/enumerate.h"
#include "harness/cases/kinds/common.h"
#include "harness/cases/kinds/steps.h"

namespace gc::kinds {

namespace {

void DrawStart(Vertex n, std::uint64_t, const DrawInt& draw, Instance* x) {
  x->start = static_cast<Vertex>(draw(0, n - 1));
}

Instance Complete(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  if (const Vertex n = x.g.n(); n > 0) DrawStart(n, 4, FromRng(rng), &x);
  return x;
}

// A width family's instance: the start on the vertex the family decides (a mixed star's
// centre, the lowest of the top ids, a long stall's root, the first of the wide edges').
Instance Aimed(Graph g, Vertex focus) {
  Instance x;
  x.g = std::move(g);
  x.start = focus < x.g.n() ? focus : 0;
  return x;
}

Instance Relabel(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  y.start = perm[x.start];
  return y;
}

InstanceSize Size(const Instance& x) { return {x.g.n(), x.g.m(), 0}; }

std::string Validate(const Instance& x) {
  if (std::string why = OnlyGraph(x); !why.empty()) return why;
  return InRange({x.start}, x.g.n(), "start vertex");
}

std::vector<DotMarks> StartMarks(const Instance& x) {
  std::vector<DotMarks> marks(x.g.n());
  if (x.start < x.g.n()) marks[x.start].attributes = ", shape=doublecircle";
  return marks;
}

// Every start: so no instance on n = 0.
bool Tiny(Vertex n, std::size_t moves, const TinyLimits&, bool undirected,
          const std::function<bool(const Instance&)>& f) {
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    for (x.start = 0; x.start < n; ++x.start)
      if (f(x)) return true;
    return false;
  });
}

std::string Print(const Instance& x) { return WriteInstance(InputKind::kGraphStart, x); }

Instance Parse(std::string_view text, const SizeCheck& check) {
  return ReadInstance(InputKind::kGraphStart, text, check);
}

Parts ToParts(const Instance& x) { return {x.g.n(), {x.g.edges()}, {}, {x.start}}; }

Instance FromParts(const Parts& p) {
  Instance x;
  x.g = Graph(p.n, p.moves[0]);
  x.start = p.anchors[0];
  return x;
}

constexpr ShrinkStep kSteps[] = {
    {Compact}, {LowerN}, {TrimVertices}, {TrimMoves, 0}, {DeleteMoves, 0}, {Compact},
    {DeleteVertices}, {MergeVertices}, {LowerAnchors}, {RedirectMoves, 0}};

constexpr InputKindOps kOps{.kind = InputKind::kGraphStart,
                            .name = "graph + start",
                            .start = true,
                            .needs_vertex = true,
                            .min_n = 1,
                            .complete = Complete,
                            .aimed = Aimed,
                            .draw_extras = DrawStart,
                            .relabel = Relabel,
                            .describe = DescribeGraph,
                            .moves = MovesOfGraph,
                            .size = Size,
                            .validate = Validate,
                            .dot_vertices = StartMarks,
                            .dot_edges = GraphEdges,
                            .for_each_tiny = Tiny,
                            .print = Print,
                            .parse = Parse,
                            .to_parts = ToParts,
                            .from_parts = FromParts,
                            .shrink_steps = kSteps};

}  // namespace

const InputKindOps& GraphStartKind() { return kOps; }

}  // namespace gc::kinds
