// harness/cases/generators.h — instance generators for the harness: random graphs of every size
// (repeated edges and self-loops in a large share of cases) and shaped families that reach
// bugs small random graphs never show. Deterministic: everything flows from one Rng seed.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "harness/problems/problem.h"

namespace gc {

using Rng = std::mt19937_64;

/// A uniform draw from [0, n) (n >= 1): the one way the harness draws a bounded number.
std::uint64_t Below(Rng& rng, std::uint64_t n);

/// Knobs of a random graph.
struct RandomGraphSpec {
  Vertex n = 8;
  std::uint64_t m = 16;
  double loop_share = 0.1;    // chance that an edge is a self-loop
  double repeat_share = 0.15; // chance that an edge repeats an earlier one
  bool dag = false;           // every edge goes from a lower to a higher vertex, then relabelled
  bool undirected = false;    // no self-loops (undirected geography ignores them anyway)
};

/// A random graph; with `dag`, acyclic (a random topological order, not the identity).
Graph RandomGraph(Rng& rng, const RandomGraphSpec& spec);

/// The shaped families. Each takes a size parameter and returns a graph.
enum class Shape {
  kRandom,      // RandomGraph with a random spec of the given size
  kChain,       // 0 -> 1 -> ... -> n-1
  kCycle,       // a chain closed into a cycle, with a random exit
  kStar,        // one centre with out-degree `size` to a few targets (multi-edges)
  kDeepDag,     // a layered DAG of depth ~ size
  kComponents,  // many small random components
  kDense,       // n small, m ~ n^2
  kSelfLoops,   // many self-loops among random edges
  kMultiEdges,  // few distinct edges, each repeated many times
  kSinkOnly,    // n vertices, no edge
  kEulerian,    // a closed walk of `size` moves: in-degree = out-degree everywhere, with
                // parallel edges and self-loops (edge geography's own theory)
  // The width families: each takes one integer a solver keeps past a narrow width (size
  // 2^k + 1 or so) in a way that changes the answer, not only the value it holds.
  kMixedStar,   // move counters: a centre of out-degree `size`, 1 move to a quick successor
                // (W) and size - 1 to a slow one (D, or an L decided later in a DAG): a
                // counter that wrapped to 1 runs out at the quick move
  kLongStall,   // lengths: an L vertex whose loser stalls on a branch of `size` moves (a
                // chain ending in a sink) rather than take its 1-move branch
  kTopIds,      // vertex ids: `size` vertices, the only moves among the top three ids
  kValueLadder, // Grundy values: `size` vertices, each moving to every lower one (vertex i
                // has value i; size 257 reaches 256)
  kManyTokens,  // a count of the input kind's own list (tokens): the graph 0 -> 1, whose
                // `size` items the kind's `many` places (harness/cases/input_kind.h)
  kWideEdges,   // edge ids and sets of edges: a cycle of `size` edges 0 - 1 - ... - 0 in
                // order (ids 0..size-1), a forced walk every solver of a move-limited row
                // answers at once; the last edge, id size - 1, closes it at vertex 0 next to
                // edge 0, so an edge set of fewer bits (ids above 31 aliasing 0..31) stops
                // the walk early and changes the value
};
const char* ToString(Shape s);
inline constexpr Shape kAllShapes[] = {Shape::kRandom,   Shape::kChain,     Shape::kCycle,
                                       Shape::kStar,     Shape::kDeepDag,   Shape::kComponents,
                                       Shape::kDense,    Shape::kSelfLoops, Shape::kMultiEdges,
                                       Shape::kSinkOnly, Shape::kEulerian,  Shape::kMixedStar,
                                       Shape::kLongStall, Shape::kTopIds,   Shape::kValueLadder,
                                       Shape::kManyTokens, Shape::kWideEdges};

/// A graph of the given shape with about `size` vertices (kStar, kMixedStar: out-degree
/// `size`). With `dag`, acyclic.
Graph ShapedGraph(Rng& rng, Shape shape, std::uint32_t size, bool dag = false);

/// The vertex a width family's graph decides (an input kind's `aimed` puts its parts
/// there): the lowest of the top ids (n - 3), else 0 (a mixed star's centre, a long
/// stall's root, the wide edges' first vertex).
Vertex FocusOf(Shape shape, const Graph& g);

/// Whether the size of `shape` is a vertex's out-degree (a star's), not its vertices.
bool SizeIsDegree(Shape shape);
/// The vertices ShapedGraph(shape, size) adds beyond `size` at most (a star: its few
/// vertices; a chain's exit, a long stall's short branch and root).
std::uint32_t ExtraVertices(Shape shape);

/// A complete instance for problem p around graph g: tokens (0-4, repeats allowed) for
/// grundy and loopy, a start vertex for geography, Right's moves for partizan (drawn by
/// the row of p.input in harness/cases/input_kind.h).
Instance CompleteInstance(Rng& rng, const Problem& p, Graph g);

/// g with only its first m edges (in the order of g.edges()).
Graph FirstEdges(const Graph& g, std::uint64_t m);

/// A random instance of p with n in [1, max_n] and up to max_m edges, respecting the
/// problem's limits (geography: n <= 64; DAG-preferring problems mostly acyclic).
Instance RandomInstance(Rng& rng, const Problem& p, Vertex max_n, std::uint64_t max_m);

}  // namespace gc
