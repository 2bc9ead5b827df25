// properties/gen.h — RapidCheck generators shared by the property tests, and the
// bounded-exhaustive enumerators of the smallest graphs.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <functional>
#include <numeric>
#include <string>
#include <vector>

#include "harness/cases/enumerate.h"
#include "impl/instance.h"
#include "impl/text_io.h"

namespace gc::testing {

/// Random graphs with n in [min_n, max_n] and up to max_m edges; about a quarter of the
/// edges are self-loops or repeats of an earlier edge, so counters see multi-edges.
inline rc::Gen<Graph> GenGraph(Vertex min_n, Vertex max_n, std::size_t max_m) {
  return rc::gen::mapcat(rc::gen::inRange<Vertex>(min_n, max_n + 1), [=](Vertex n) {
    if (n == 0) return rc::gen::just(Graph(0, {}));
    auto vertex = rc::gen::inRange<Vertex>(0, n);
    auto edge = rc::gen::weightedOneOf<Edge>(
        {{6, rc::gen::map(rc::gen::pair(vertex, vertex),
                          [](std::pair<Vertex, Vertex> p) { return Edge{p.first, p.second}; })},
         {1, rc::gen::map(vertex, [](Vertex v) { return Edge{v, v}; })}});
    auto edges = rc::gen::mapcat(rc::gen::inRange<std::size_t>(0, max_m + 1), [=](std::size_t m) {
      return rc::gen::container<std::vector<Edge>>(m, edge);
    });
    // Repeat some edges: each index picks an earlier edge to copy.
    auto with_repeats = rc::gen::mapcat(edges, [](std::vector<Edge> es) {
      return rc::gen::map(rc::gen::container<std::vector<std::size_t>>(rc::gen::arbitrary<std::size_t>()),
                          [es](const std::vector<std::size_t>& picks) {
                            std::vector<Edge> out = es;
                            std::size_t base = es.size();
                            for (std::size_t i = 0; i < picks.size() && i < 4 && base > 0; ++i)
                              out.push_back(es[picks[i] % base]);
                            return out;
                          });
    });
    return rc::gen::map(with_repeats, [n](const std::vector<Edge>& es) { return Graph(n, es); });
  }).as("graph");
}

/// A random permutation of 0..n-1.
inline rc::Gen<std::vector<Vertex>> GenPermutation(Vertex n) {
  // Sorting the vertices by random keys gives a uniformly random order.
  return rc::gen::map(
      rc::gen::container<std::vector<std::uint64_t>>(n, rc::gen::arbitrary<std::uint64_t>()),
      [n](const std::vector<std::uint64_t>& keys) {
        std::vector<Vertex> perm(n);
        std::iota(perm.begin(), perm.end(), 0);
        std::stable_sort(perm.begin(), perm.end(), [&](Vertex a, Vertex b) { return keys[a] < keys[b]; });
        return perm;
      });
}

/// g with vertex v renamed perm[v].
inline Graph Relabel(const Graph& g, const std::vector<Vertex>& perm) {
  std::vector<Edge> es = g.edges();
  for (Edge& e : es) e = {perm[e.u], perm[e.v]};
  return Graph(g.n(), es);
}

/// The disjoint union: b's vertices follow a's.
inline Graph DisjointUnion(const Graph& a, const Graph& b) {
  std::vector<Edge> es = a.edges();
  for (Edge e : b.edges()) es.push_back({e.u + a.n(), e.v + a.n()});
  return Graph(a.n() + b.n(), es);
}

/// Calls f on every graph with n <= max_n vertices and at most max_m edges, counting
/// multisets of edges (repeats and self-loops included) once each (harness/cases/enumerate.h).
inline void ForEachSmallGraph(Vertex max_n, std::size_t max_m,
                              const std::function<void(const Graph&)>& f) {
  for (Vertex n = 0; n <= max_n; ++n)
    ForEachGraph(n, max_m, false, [&](const std::vector<Edge>& es) {
      f(Graph(n, es));
      return false;
    });
}

/// Calls f on every token multiset of size 0..max_k over n vertices, once each
/// (as non-decreasing tuples).
inline void ForEachTokenMultiset(Vertex n, std::size_t max_k,
                                 const std::function<void(const std::vector<Vertex>&)>& f) {
  ForEachMultiset(n, max_k, [&](const std::vector<std::size_t>& pick) {
    f(std::vector<Vertex>(pick.begin(), pick.end()));
    return false;
  });
}

/// Calls f on every simple digraph with self-loops allowed on n vertices (2^(n*n) graphs).
inline void ForEachSimpleDigraph(Vertex n, const std::function<void(const Graph&)>& f) {
  const unsigned bits = n * n;
  for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << bits); ++mask) {
    std::vector<Edge> es;
    for (unsigned b = 0; b < bits; ++b)
      if (mask >> b & 1) es.push_back({b / n, b % n});
    f(Graph(n, es));
  }
}

/// The smallest wrong answer of a start-vertex solver (geography's input kind) on every
/// graph with n <= max_n and up to max_m edges, every start: "input  expected E  got A" on
/// one line for the smallest (16 m + n) instance where `solve` (a mutant's exit status and
/// text) differs from `want` (the reference's text), or "" when it is right on all of them.
inline std::string SmallestWrongStartInput(int (*solve)(const Instance&, std::string*),
                                           const std::function<std::string(const Instance&)>& want,
                                           Vertex max_n, std::size_t max_m) {
  std::string smallest;
  std::uint64_t best = ~std::uint64_t{0};
  ForEachSmallGraph(max_n, max_m, [&](const Graph& g) {
    for (Vertex s = 0; s < g.n(); ++s) {
      const Instance x{g, {}, {}, s};
      std::string out;
      const int status = solve(x, &out);
      const std::string expected = want(x);
      const std::uint64_t size = g.m() * 16 + g.n();
      if ((status != 0 || out != expected) && size < best)
        best = size, smallest = WriteInstance(InputKind::kGraphStart, x) + "  expected " +
                                expected + "  got " + out;
    }
  });
  std::replace(smallest.begin(), smallest.end(), '\n', ' ');
  return smallest;
}

}  // namespace gc::testing
