// harness/cases/kinds/partizan.cc — the domain of a partizan input: "n, a and a pairs
// (Left), b and b pairs (Right)" (partizan). Its parts: two move lists on the same
// vertices, Left's in g and Right's in `right`; no tokens, no start.
#include <utility>

#include "harness/cases/enumerate.h"
#include "harness/cases/generators.h"
#include "harness/cases/kinds/common.h"
#include "harness/cases/kinds/steps.h"

namespace gc::kinds {

namespace {

// Right's moves: often a variation of Left's, sometimes independent.
Instance Complete(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  const Vertex n = x.g.n();
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

// A width family's instance: Right's moves the same as Left's, so that the game is the
// impartial one and the family's quantity decides it as it does outcome's (a mixed star's
// centre drawn, but lost with a counter that wrapped to 1).
Instance Aimed(Graph g, Vertex) {
  Instance x;
  x.right = g;
  x.g = std::move(g);
  return x;
}

void NoExtras(Vertex, std::uint64_t, const DrawInt&, Instance*) {}

Instance Relabel(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  y.right = Relabelled(x.right, perm);
  return y;
}

std::string Describe(const Instance& x) {
  return std::to_string(x.g.n()) + " vertices, " + std::to_string(x.g.m()) + " Left moves, " +
         std::to_string(x.right.m()) + " Right moves";
}

std::uint64_t MovesOfBoth(const Instance& x) { return x.g.m() + x.right.m(); }

InstanceSize Size(const Instance& x) { return {x.g.n(), x.g.m() + x.right.m(), 0}; }

std::string Validate(const Instance& x) {
  if (x.right.n() != x.g.n())
    return "Right's moves are on " + std::to_string(x.right.n()) + " vertices, Left's on " +
           std::to_string(x.g.n());
  if (!x.tokens.empty()) return "tokens, which this kind has not";
  if (std::string why = NoAgentTargets(x); !why.empty()) return why;
  return x.start == 0 ? "" : "a start vertex, which this kind has not";
}

std::string PartizanEdges(const Instance& x) {
  std::string s;
  for (Edge e : x.g.edges()) s += Arrow(e) + " [label=\"L\", color=blue];\n";
  for (Edge e : x.right.edges()) s += Arrow(e) + " [label=\"R\", color=darkgreen, style=dashed];\n";
  return s;
}

bool Tiny(Vertex n, std::size_t, const TinyLimits& limits, bool undirected,
          const std::function<bool(const Instance&)>& f) {
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

std::string Print(const Instance& x) { return WriteInstance(InputKind::kPartizan, x); }

Instance Parse(std::string_view text, const SizeCheck& check) {
  return ReadInstance(InputKind::kPartizan, text, check);
}

Parts ToParts(const Instance& x) { return {x.g.n(), {x.g.edges(), x.right.edges()}, {}, {}}; }

Instance FromParts(const Parts& p) {
  Instance x;
  x.g = Graph(p.n, p.moves[0]);
  x.right = Graph(p.n, p.moves[1]);
  return x;
}

constexpr ShrinkStep kSteps[] = {
    {Compact}, {LowerN}, {TrimVertices}, {TrimMoves, 0}, {TrimMoves, 1}, {DeleteMoves, 0},
    {DeleteMoves, 1}, {Compact}, {DeleteVertices}, {MergeVertices}, {RedirectMoves, 0},
    {RedirectMoves, 1}};

constexpr InputKindOps kOps{.kind = InputKind::kPartizan,
                            .name = "partizan",
                            .pairs = "moves",
                            .right = true,
                            .complete = Complete,
                            .aimed = Aimed,
                            .draw_extras = NoExtras,
                            .relabel = Relabel,
                            .describe = Describe,
                            .moves = MovesOfBoth,
                            .size = Size,
                            .validate = Validate,
                            .dot_vertices = NoMarks,
                            .dot_edges = PartizanEdges,
                            .for_each_tiny = Tiny,
                            .print = Print,
                            .parse = Parse,
                            .to_parts = ToParts,
                            .from_parts = FromParts,
                            .shrink_steps = kSteps};

}  // namespace

const InputKindOps& PartizanKind() { return kOps; }

}  // namespace gc::kinds
