// harness/cases/kinds/graph.cc — the domain of a plain graph input: "n m, then m pairs"
// (outcome, lengths, undirected). Its parts: one move list, nothing else. The kinds that
// add a part to a graph (graph_tokens.cc, graph_start.cc) call its graph operations
// (common.h).
#include <utility>

#include "harness/cases/enumerate.h"
#include "harness/cases/kinds/common.h"
#include "harness/cases/kinds/steps.h"

namespace gc::kinds {

std::string DescribeGraph(const Instance& x) {
  return Count(x.g.n(), " vertex, ", " vertices, ") + Count(x.g.m(), " edge", " edges");
}

std::uint64_t MovesOfGraph(const Instance& x) { return x.g.m(); }

std::vector<DotMarks> NoMarks(const Instance& x) { return std::vector<DotMarks>(x.g.n()); }

std::string GraphEdges(const Instance& x) {
  std::string s;
  for (Edge e : x.g.edges()) s += Arrow(e) + ";\n";
  return s;
}

bool TinyGraphs(Vertex n, std::size_t moves, bool undirected,
                const std::function<bool(const Instance&)>& f) {
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    return f(x);
  });
}

std::string OnlyGraph(const Instance& x) {
  if (x.right.n() != 0 || x.right.m() != 0) return "a second move list, which this kind has not";
  if (!x.tokens.empty()) return "tokens, which this kind has not";
  return NoAgentTargets(x);
}

std::string NoAgentTargets(const Instance& x) {
  if (!x.agent.empty()) return "agent's vertices, which this kind has not";
  if (!x.targets.empty()) return "targets, which this kind has not";
  return "";
}

namespace {

Instance Complete(Rng&, Graph g) {
  Instance x;
  x.g = std::move(g);
  return x;
}

void NoExtras(Vertex, std::uint64_t, const DrawInt&, Instance*) {}

Instance Relabel(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  return y;
}

InstanceSize Size(const Instance& x) { return {x.g.n(), x.g.m(), 0}; }

std::string Validate(const Instance& x) {
  if (std::string why = OnlyGraph(x); !why.empty()) return why;
  return x.start == 0 ? "" : "a start vertex, which this kind has not";
}

bool Tiny(Vertex n, std::size_t moves, const TinyLimits&, bool undirected,
          const std::function<bool(const Instance&)>& f) {
  return TinyGraphs(n, moves, undirected, f);
}

std::string Print(const Instance& x) { return WriteInstance(InputKind::kGraph, x); }

Instance Parse(std::string_view text, const SizeCheck& check) {
  return ReadInstance(InputKind::kGraph, text, check);
}

Predecessors ReadHalf(std::FILE* in, const SizeCheck& check, Instance* rest) {
  return ReadPredecessors(InputKind::kGraph, in, rest, check);
}

Parts ToParts(const Instance& x) { return {x.g.n(), {x.g.edges()}, {}, {}}; }

Instance FromParts(const Parts& p) {
  Instance x;
  x.g = Graph(p.n, p.moves[0]);
  return x;
}

constexpr ShrinkStep kSteps[] = {
    {Compact}, {LowerN}, {TrimVertices}, {TrimMoves, 0}, {DeleteMoves, 0}, {Compact},
    {DeleteVertices}, {MergeVertices}, {RedirectMoves, 0}};

constexpr InputKindOps kOps{.kind = InputKind::kGraph,
                            .name = "graph",
                            .complete = Complete,
                            .draw_extras = NoExtras,
                            .relabel = Relabel,
                            .describe = DescribeGraph,
                            .moves = MovesOfGraph,
                            .size = Size,
                            .validate = Validate,
                            .dot_vertices = NoMarks,
                            .dot_edges = GraphEdges,
                            .for_each_tiny = Tiny,
                            .print = Print,
                            .parse = Parse,
                            .read_predecessors = ReadHalf,
                            .to_parts = ToParts,
                            .from_parts = FromParts,
                            .shrink_steps = kSteps};

}  // namespace

const InputKindOps& GraphKind() { return kOps; }

}  // namespace gc::kinds
