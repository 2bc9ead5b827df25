// harness/cases/kinds/graph_agent_targets.cc — the domain of a graph with owners and targets:
// "the graph, then a and a vertices the agent owns, then t and t targets" (reach). Its
// parts: one move list and two lists of marks, the agent's vertices and the targets
// (repeats allowed in both), which a shrink may drop or move lower: dropping an agent's
// vertex gives it to the environment, dropping a target makes it a plain vertex.
// The drawn instances reach the shapes that matter to the game: every vertex the agent's,
// none of them, targets that no edge enters, no target at all.
#include <algorithm>
#include <utility>

#include "harness/cases/enumerate.h"
#include "harness/cases/kinds/common.h"
#include "harness/cases/kinds/steps.h"

namespace gc::kinds {

namespace {

std::vector<Vertex> DrawList(Vertex n, std::uint64_t max_k, const DrawInt& draw) {
  std::vector<Vertex> vs(draw(0, std::min<std::uint64_t>(n, max_k)));
  for (Vertex& v : vs) v = static_cast<Vertex>(draw(0, n - 1));
  return vs;
}

void DrawAgentTargets(Vertex n, std::uint64_t max_k, const DrawInt& draw, Instance* x) {
  x->agent = DrawList(n, max_k, draw);
  x->targets = DrawList(n, max_k, draw);
}

// The owners: every vertex the agent's (1 in 6), none (1 in 6), else each with probability
// one half. The targets: none (1 in 8), the vertices no edge enters (1 in 8: unreachable
// but from themselves), else 1 to 3 drawn vertices.
Instance Complete(Rng& rng, Graph g) {
  Instance x;
  x.g = std::move(g);
  const Vertex n = x.g.n();
  if (n == 0) return x;
  const std::uint64_t owners = rng() % 6;
  for (Vertex v = 0; v < n; ++v)
    if (owners == 0 || (owners > 1 && Chance(rng, 0.5))) x.agent.push_back(v);
  const std::uint64_t targets = rng() % 8;
  if (targets == 1) {
    std::vector<char> entered(n, 0);
    for (Edge e : x.g.edges()) entered[e.v] = 1;
    for (Vertex v = 0; v < n; ++v)
      if (!entered[v]) x.targets.push_back(v);
  } else if (targets > 1) {
    x.targets.resize(1 + rng() % std::min<std::uint64_t>(n, 3));
    for (Vertex& v : x.targets) v = static_cast<Vertex>(rng() % n);
  }
  return x;
}

// The width family's instance: the family's graph 0 -> 1 with a loop at 0 and a third
// vertex, `count` agent's vertices (all 1 but the last, 0) and `count` targets (all 2 but
// the last, 1). The agent's 0 moves to the target 1: every vertex won (ranks 1, 0, 0). A
// count read in fewer bits, 2^k + 1 as 1, keeps the first entry only: 0 the environment's,
// who loops (0 lost); or 1 no target, a dead end (0 and 1 lost).
Instance Many(Graph g, std::uint32_t count) {
  Instance x;
  std::vector<Edge> es = g.edges();
  es.push_back({0, 0});
  x.g = Graph(std::max<Vertex>(g.n(), 3), es);
  for (std::uint32_t i = 0; i < count; ++i) {
    x.agent.push_back(i + 1 < count ? 1 : 0);
    x.targets.push_back(i + 1 < count ? 2 : 1);
  }
  return x;
}

// The width families' parts: every vertex the environment's, the targets focus + 2 and
// the last vertex. On a mixed star 1 moves to the target 2 (won, rank 1), 3 loops or runs
// into a sink that is no target (lost), so the centre 0, which can move to 3, is lost: a
// counter of 0's moves that wrapped to 1 runs out when 1 is won and makes 0 won. On a long
// stall the chain from 3 runs to the last vertex, a target: the root 0, the environment's,
// stalls on it, rank 2^16 + 2 at 2^16 + 1 moves. On the top ids the three that move.
Instance Aimed(Graph g, Vertex focus) {
  Instance x;
  x.g = std::move(g);
  const Vertex n = x.g.n();
  if (focus + 2 < n) x.targets.push_back(focus + 2);
  if (n > 0 && n - 1 != focus + 2) x.targets.push_back(n - 1);
  return x;
}

Instance Relabel(const Instance& x, std::span<const Vertex> perm) {
  Instance y = x;
  y.g = Relabelled(x.g, perm);
  for (Vertex& v : y.agent) v = perm[v];
  for (Vertex& v : y.targets) v = perm[v];
  return y;
}

std::string Describe(const Instance& x) {
  return DescribeGraph(x) + ", " + Count(x.agent.size(), " agent's vertex", " agent's vertices") +
         ", " + Count(x.targets.size(), " target", " targets");
}

InstanceSize Size(const Instance& x) {
  return {x.g.n(), x.g.m(), x.agent.size() + x.targets.size()};
}

std::string Validate(const Instance& x) {
  if (x.right.n() != 0 || x.right.m() != 0) return "a second move list, which this kind has not";
  if (!x.tokens.empty()) return "tokens, which this kind has not";
  if (x.start != 0) return "a start vertex, which this kind has not";
  if (std::string why = InRange(x.agent, x.g.n(), "agent's vertex"); !why.empty()) return why;
  return InRange(x.targets, x.g.n(), "target");
}

// The agent's vertices are boxes (the environment's stay circles), the targets have a
// double outline; both are also named under the number, for a reader without colours.
std::vector<DotMarks> OwnerTargetMarks(const Instance& x) {
  const Vertex n = x.g.n();
  std::vector<char> agent(n, 0), target(n, 0);
  for (Vertex v : x.agent)
    if (v < n) agent[v] = 1;
  for (Vertex v : x.targets)
    if (v < n) target[v] = 1;
  std::vector<DotMarks> marks(n);
  for (Vertex v = 0; v < n; ++v) {
    marks[v].label = agent[v] ? "\\nagent" : "\\nenvironment";
    marks[v].attributes = agent[v] ? ", shape=box" : "";
    if (target[v]) marks[v].label += "\\ntarget", marks[v].attributes += ", peripheries=2";
  }
  return marks;
}

// Every graph on n <= 3 vertices with every set of the agent's vertices and every set of
// up to limits.tokens targets.
bool Tiny(Vertex n, std::size_t moves, const TinyLimits& limits, bool undirected,
          const std::function<bool(const Instance&)>& f) {
  if (n > 3) return false;
  return ForEachGraph(n, moves, undirected, [&](const std::vector<Edge>& es) {
    Instance x;
    x.g = Graph(n, es);
    for (std::uint32_t owned = 0; owned < (1u << n); ++owned) {
      x.agent.clear();
      for (Vertex v = 0; v < n; ++v)
        if (owned >> v & 1) x.agent.push_back(v);
      for (std::uint32_t aimed = 0; aimed < (1u << n); ++aimed) {
        if (static_cast<std::size_t>(__builtin_popcount(aimed)) > limits.tokens) continue;
        x.targets.clear();
        for (Vertex v = 0; v < n; ++v)
          if (aimed >> v & 1) x.targets.push_back(v);
        if (f(x)) return true;
      }
    }
    return false;
  });
}

std::string Print(const Instance& x) { return WriteInstance(InputKind::kGraphAgentTargets, x); }

Instance Parse(std::string_view text, const SizeCheck& check) {
  return ReadInstance(InputKind::kGraphAgentTargets, text, check);
}

Predecessors ReadHalf(std::FILE* in, const SizeCheck& check, Instance* rest) {
  return ReadPredecessors(InputKind::kGraphAgentTargets, in, rest, check);
}

Parts ToParts(const Instance& x) { return {x.g.n(), {x.g.edges()}, {x.agent, x.targets}, {}}; }

Instance FromParts(const Parts& p) {
  Instance x;
  x.g = Graph(p.n, p.moves[0]);
  x.agent = p.marks[0];
  x.targets = p.marks[1];
  return x;
}

constexpr ShrinkStep kSteps[] = {
    {Compact}, {LowerN}, {TrimVertices}, {TrimMoves, 0}, {TrimMarks, 1}, {TrimMarks, 0},
    {DeleteMoves, 0}, {Compact}, {DeleteVertices}, {MergeVertices}, {DropMarks, 1}, {DropMarks, 0},
    {LowerMarks, 1}, {LowerMarks, 0}, {RedirectMoves, 0}};

constexpr InputKindOps kOps{.kind = InputKind::kGraphAgentTargets,
                            .name = "graph + agent + targets",
                            .agent_targets = true,
                            .complete = Complete,
                            .many = Many,
                            .aimed = Aimed,
                            .draw_extras = DrawAgentTargets,
                            .relabel = Relabel,
                            .describe = Describe,
                            .moves = MovesOfGraph,
                            .size = Size,
                            .validate = Validate,
                            .dot_vertices = OwnerTargetMarks,
                            .dot_edges = GraphEdges,
                            .for_each_tiny = Tiny,
                            .print = Print,
                            .parse = Parse,
                            .read_predecessors = ReadHalf,
                            .to_parts = ToParts,
                            .from_parts = FromParts,
                            .shrink_steps = kSteps};

}  // namespace

const InputKindOps& GraphAgentTargetsKind() { return kOps; }

}  // namespace gc::kinds
