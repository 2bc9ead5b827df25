// oracles/uedgegeo/verify.cc — see verify.h.
#include "oracles/uedgegeo/verify.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

namespace gc::oracle {

namespace {

std::string Num(std::uint64_t k) { return std::to_string(k); }

struct Around {
  std::vector<std::vector<Vertex>> ends;  // per vertex: the other end of each edge at it
  std::vector<Edge> pairs;                // each edge with u <= v
};

Around Build(const Graph& g) {
  Around a{std::vector<std::vector<Vertex>>(g.n()), g.edges()};
  for (Edge& e : a.pairs) {
    if (e.u > e.v) std::swap(e.u, e.v);
    a.ends[e.u].push_back(e.v);
    if (e.u != e.v) a.ends[e.v].push_back(e.u);  // a loop is one edge at its vertex
  }
  return a;
}

// The number of edges of the start's component when the play from the start is forced
// (condition 4), else -1.
std::int64_t ForcedLength(const Around& a, Vertex start) {
  std::vector<bool> reached(a.ends.size(), false);
  std::vector<Vertex> stack{start}, comp;
  reached[start] = true;
  while (!stack.empty()) {
    const Vertex v = stack.back();
    stack.pop_back();
    comp.push_back(v);
    for (Vertex w : a.ends[v])
      if (!reached[w]) reached[w] = true, stack.push_back(w);
  }
  std::uint64_t edges = 0, loops = 0;
  std::set<std::pair<Vertex, Vertex>> distinct;
  for (const Edge& e : a.pairs)
    if (reached[e.u]) ++edges, loops += e.u == e.v, distinct.insert({e.u, e.v});
  if (comp.size() == 1 && loops == edges) return static_cast<std::int64_t>(edges);
  const bool path_from_start =
      loops == 0 && distinct.size() == edges && edges + 1 == comp.size() &&
      a.ends[start].size() <= 1 &&
      std::all_of(comp.begin(), comp.end(), [&](Vertex v) { return a.ends[v].size() <= 2; });
  return path_from_start ? static_cast<std::int64_t>(edges) : -1;
}

}  // namespace

std::string VerifyUndirectedEdgeGeography(const Graph& g, Vertex start,
                                          const GeographyAnswer& ans) {
  if (ans.first_wins != (ans.grundy != 0))
    return std::string("the winner is ") + (ans.first_wins ? "first" : "second") +
           " but the value is " + Num(ans.grundy) + ": the first player wins exactly when the " +
           "value is nonzero";
  const Around a = Build(g);
  const std::vector<Vertex>& at = a.ends[start];
  std::set<Vertex> others(at.begin(), at.end());
  if (ans.grundy > others.size())
    return "the value is " + Num(ans.grundy) + ", but the start's " + Num(at.size()) +
           " edges go to only " + Num(others.size()) +
           " distinct vertices (parallel edges are moves of one value), and a mex of that "
           "many option values is at most " + Num(others.size());
  const bool all_dead = std::all_of(at.begin(), at.end(), [&](Vertex w) {
    return w != start && a.ends[w].size() == 1;
  });
  if (!at.empty() && all_dead && ans.grundy != 1)
    return "every edge at the start goes to a vertex with no other edge, so every move leaves "
           "a position of value 0 and the value is mex{0} = 1, not " + Num(ans.grundy);
  const std::int64_t forced = ForcedLength(a, start);
  if (forced >= 0 && ans.grundy != static_cast<std::uint64_t>(forced % 2))
    return "the start's component is a path from the start or loops at the start only, so "
           "the play is forced through all its " + Num(static_cast<std::uint64_t>(forced)) +
           " edges and the value is " + Num(static_cast<std::uint64_t>(forced % 2)) +
           ", not " + Num(ans.grundy);
  return "";
}

}  // namespace gc::oracle
