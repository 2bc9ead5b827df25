// harness/cases/generators.cc — see generators.h.
#include "harness/cases/generators.h"

#include <algorithm>
#include <numeric>

#include "harness/cases/input_kind.h"

namespace gc {

std::uint64_t Below(Rng& rng, std::uint64_t n) {
  return std::uniform_int_distribution<std::uint64_t>(0, n - 1)(rng);
}

namespace {

bool Chance(Rng& rng, double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }

// A random relabelling, so a DAG is not handed over in topological order.
std::vector<Edge> Shuffled(Rng& rng, Vertex n, std::vector<Edge> es) {
  std::vector<Vertex> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  for (Edge& e : es) e = {perm[e.u], perm[e.v]};
  std::shuffle(es.begin(), es.end(), rng);
  return es;
}

}  // namespace

Graph RandomGraph(Rng& rng, const RandomGraphSpec& s) {
  std::vector<Edge> es;
  if (s.n == 0) return Graph(0, es);
  es.reserve(s.m);
  for (std::uint64_t i = 0; i < s.m; ++i) {
    if (!es.empty() && Chance(rng, s.repeat_share)) {
      es.push_back(es[Below(rng, es.size())]);
      continue;
    }
    Vertex u = static_cast<Vertex>(Below(rng, s.n)), v = static_cast<Vertex>(Below(rng, s.n));
    if (s.dag) {
      if (u == v) continue;  // no loop in a DAG
      if (u > v) std::swap(u, v);
    } else if (!s.undirected && Chance(rng, s.loop_share)) {
      v = u;
    } else if (s.undirected && u == v) {
      continue;
    }
    es.push_back({u, v});
  }
  if (s.dag) es = Shuffled(rng, s.n, std::move(es));
  return Graph(s.n, es);
}

const char* ToString(Shape s) {
  switch (s) {
    case Shape::kRandom: return "random";
    case Shape::kChain: return "chain";
    case Shape::kCycle: return "cycle";
    case Shape::kStar: return "star";
    case Shape::kDeepDag: return "deep-dag";
    case Shape::kComponents: return "components";
    case Shape::kDense: return "dense";
    case Shape::kSelfLoops: return "self-loops";
    case Shape::kMultiEdges: return "multi-edges";
    case Shape::kSinkOnly: return "sink-only";
    case Shape::kEulerian: return "eulerian";
    case Shape::kMixedStar: return "mixed-star";
    case Shape::kLongStall: return "long-stall";
    case Shape::kTopIds: return "top-ids";
    case Shape::kValueLadder: return "value-ladder";
    case Shape::kManyTokens: return "many-tokens";
    case Shape::kWideEdges: return "wide-edges";
  }
  return "?";
}

Vertex FocusOf(Shape shape, const Graph& g) {
  return shape == Shape::kTopIds && g.n() >= 3 ? g.n() - 3 : 0;
}

bool SizeIsDegree(Shape shape) { return shape == Shape::kStar || shape == Shape::kMixedStar; }

std::uint32_t ExtraVertices(Shape shape) {
  switch (shape) {
    case Shape::kStar: return 6;
    case Shape::kMixedStar: return 7;
    case Shape::kLongStall: return 4;
    default: return 1;
  }
}

namespace {

// A random closed walk of `moves` moves from 0 over about moves / 3 vertices: every vertex
// has as many moves in as out (an Eulerian multigraph, loops and repeats included). A DAG
// row gets it with every move oriented low -> high and no self-loop.
Graph ClosedWalk(Rng& rng, std::uint32_t moves, bool dag) {
  const Vertex n = std::max<Vertex>(1, moves / 3);
  std::vector<Edge> es;
  Vertex at = 0;
  for (std::uint32_t i = 0; i < moves; ++i) {
    const Vertex next = i + 1 == moves ? 0 : static_cast<Vertex>(Below(rng, n));
    if (!dag)
      es.push_back({at, next});
    else if (at != next)
      es.push_back({std::min(at, next), std::max(at, next)});
    at = next;
  }
  return Graph(n, es);
}

// The families that take one quantity a solver keeps past a narrow width (harness/cases/
// schedule.cc): `size` is the degree, the chain, the vertex count or the ladder's height.
Graph WidthShape(Shape shape, std::uint32_t size, bool dag) {
  std::vector<Edge> es;
  Vertex n = size;
  switch (shape) {
    case Shape::kMixedStar: {
      // Centre 0 moves once to 1 (W: it moves to the sink 2) and size - 1 times to 3: a
      // self-loop (D), so 0 is D; in a DAG 3 -> 4 -> 5 (3 is L, decided a round after 1
      // is W), so 0 is W. A counter of 0's moves that wrapped to 1 (out-degree 2^k + 1)
      // reaches 0 when the move to 1 is counted and makes 0 L; and a vertex whose counter
      // ran out before its last successor was decided takes the wrong value from it.
      // The last vertex moves to the centre, passing a wrong value on.
      n = dag ? 7 : 5;
      es = {{n - 1, 0}, {1, 2}, {0, 1}};
      if (dag)
        es.insert(es.end(), {{3, 4}, {4, 5}});
      else
        es.push_back({3, 3});
      for (std::uint32_t i = 1; i < size; ++i) es.push_back({0, 3});
      break;
    }
    case Shape::kLongStall: {
      // Vertex 0 moves to 1 (W: 1 moves to the sink 2) and to the head 3 of a chain of
      // `size` moves (3 -> 4 -> ... -> 3 + size, a sink). With `size` odd the head is W,
      // so 0 is L and its loser stalls on the chain: its game is size + 1 moves long.
      n = size + 4;
      es = {{0, 1}, {1, 2}, {0, 3}};
      for (Vertex v = 3; v < 3 + size; ++v) es.push_back({v, v + 1});
      break;
    }
    case Shape::kTopIds:
      // Only the three highest vertices move (n-3 -> n-2 -> n-1), and the lowest vertex
      // but one moves to the lowest (2 -> 0): a narrow id type folds the top three onto
      // vertices 0, 1, 2, where they close a cycle 0 -> 1 -> 2 -> 0 that changes the
      // answers of six vertices, and the game from n-3 (the start where there is one).
      n = std::max<std::uint32_t>(size, 6);
      es = {{n - 3, n - 2}, {n - 2, n - 1}, {2, 0}};
      break;
    case Shape::kValueLadder:
      for (Vertex v = 1; v < n; ++v)
        for (Vertex w = 0; w < v; ++w) es.push_back({v, w});
      break;
    case Shape::kManyTokens:
      // 0 (value 1, W) moves to the sink 1: the size is the count the kind places on them.
      n = 2;
      es = {{0, 1}};
      break;
    case Shape::kWideEdges:
      // The cycle 0 -> 1 -> ... -> size-1 -> 0 (at least 2 edges), its edges in that order.
      // Undirected, every play from any start goes round it: size moves in all. Its last
      // edge (id size - 1) meets edge 0 at vertex 0, so with ids past a set's width aliased
      // the walk ends early, on one side or both. In a DAG the closing edge is left out.
      n = std::max<std::uint32_t>(size, 2);
      for (Vertex v = 0; v + 1 < n; ++v) es.push_back({v, v + 1});
      if (!dag) es.push_back({n - 1, 0});
      break;
    default:
      break;
  }
  return Graph(n, es);
}

}  // namespace

Graph ShapedGraph(Rng& rng, Shape shape, std::uint32_t size, bool dag) {
  size = std::max<std::uint32_t>(size, 1);
  std::vector<Edge> es;
  Vertex n = size;
  switch (shape) {
    case Shape::kRandom:
      return RandomGraph(rng, {.n = size, .m = Below(rng, 3ull * size + 1), .dag = dag});
    case Shape::kChain:
      for (Vertex v = 0; v + 1 < n; ++v) es.push_back({v, v + 1});
      break;
    case Shape::kCycle:
      n = size + 1;  // the last vertex is an exit, reachable from a random cycle vertex
      for (Vertex v = 0; v < size; ++v) es.push_back({v, (v + 1) % size});
      if (Chance(rng, 0.5)) es.push_back({static_cast<Vertex>(Below(rng, size)), size});
      if (dag) es.clear();
      break;
    case Shape::kStar: {
      // Vertex 0 has out-degree `size`, spread over 1-3 targets; target 1 is W (it moves to
      // a sink), so counters of 8 or 16 bits wrap. Vertex 5 moves to the centre, so a
      // centre answered too early (a counter that wrapped to 0 and comes back to 0 only
      // after its last move is counted down) passes its wrong value on.
      n = 6;
      es.push_back({5, 0});
      es.push_back({1, 2});
      const Vertex targets = static_cast<Vertex>(1 + Below(rng, 3));
      for (std::uint32_t i = 0; i < size; ++i) es.push_back({0, static_cast<Vertex>(1 + i % targets)});
      if (targets > 1) es.push_back({3, 4});
      break;
    }
    case Shape::kDeepDag: {
      const Vertex width = 1 + static_cast<Vertex>(Below(rng, 3));
      for (Vertex v = width; v < n; ++v) {
        es.push_back({static_cast<Vertex>(v - 1 - Below(rng, width)), v});
        if (Chance(rng, 0.5)) es.push_back({static_cast<Vertex>(v - 1 - Below(rng, std::min(v, 2 * width))), v});
      }
      es = Shuffled(rng, n, es);
      break;
    }
    case Shape::kComponents: {
      for (Vertex base = 0; base < n;) {
        const Vertex k = std::min<Vertex>(n - base, 1 + static_cast<Vertex>(Below(rng, 4)));
        Graph c = RandomGraph(rng, {.n = k, .m = Below(rng, 2ull * k + 1), .dag = dag});
        for (Edge e : c.edges()) es.push_back({e.u + base, e.v + base});
        base += k;
      }
      break;
    }
    case Shape::kDense:
      n = std::min<Vertex>(size, 24);
      return RandomGraph(rng, {.n = n, .m = std::uint64_t{n} * n / 2, .dag = dag});
    case Shape::kSelfLoops:
      return RandomGraph(rng, {.n = size, .m = 2ull * size, .loop_share = dag ? 0 : 0.5, .dag = dag});
    case Shape::kMultiEdges:
      return RandomGraph(rng, {.n = size, .m = 4ull * size, .repeat_share = 0.7, .dag = dag});
    case Shape::kSinkOnly:
      break;
    case Shape::kEulerian:
      return ClosedWalk(rng, size, dag);
    case Shape::kMixedStar:
    case Shape::kLongStall:
    case Shape::kTopIds:
    case Shape::kValueLadder:
    case Shape::kManyTokens:
    case Shape::kWideEdges:
      return WidthShape(shape, size, dag);
  }
  return Graph(n, es);
}

Instance CompleteInstance(Rng& rng, const Problem& p, Graph g) {
  return OpsOf(p.input).complete(rng, std::move(g));
}

Graph FirstEdges(const Graph& g, std::uint64_t m) {
  std::vector<Edge> edges = g.edges();
  edges.resize(std::min<std::uint64_t>(m, edges.size()));
  return Graph(g.n(), edges);
}

Instance RandomInstance(Rng& rng, const Problem& p, Vertex max_n, std::uint64_t max_m) {
  max_n = static_cast<Vertex>(std::min<std::uint64_t>(max_n, p.max_n));
  RandomGraphSpec s;
  s.n = 1 + static_cast<Vertex>(Below(rng, std::max<Vertex>(max_n, 1)));
  s.m = Below(rng, std::min(max_m, p.GenerateMaxM()) + 1);
  s.dag = p.prefers_dag && Chance(rng, 0.85);
  s.undirected = p.undirected;
  return CompleteInstance(rng, p, RandomGraph(rng, s));
}

}  // namespace gc
