// harness/problems/undirected/explain.cc — why the expected undirected answer is right where an output
// differs from it (harness/problems/explain_util.h).
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include "harness/problems/explain_util.h"
#include "impl/undirected/answer.h"

namespace gc {

using namespace explain;

namespace {

using MatchingGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using MatchingVertex = boost::graph_traits<MatchingGraph>::vertex_descriptor;

// A maximum matching of g without the vertex `removed` (-1: none): mate[v], or n when v is
// unmatched. Self-loops are never matching edges. (Boost's checked variant would also
// verify maximality, but its verifier trips -Wmaybe-uninitialized under -O2 in GCC.)
std::vector<Vertex> MaximumMatching(const Graph& g, std::int64_t removed) {
  MatchingGraph mg(g.n());
  for (Edge e : g.edges())
    if (e.u != e.v && e.u != removed && e.v != removed) boost::add_edge(e.u, e.v, mg);
  std::vector<MatchingVertex> mate(g.n());
  boost::edmonds_maximum_cardinality_matching(mg, mate.data());
  std::vector<Vertex> result(g.n(), g.n());
  for (Vertex v = 0; v < g.n(); ++v)
    if (mate[v] != boost::graph_traits<MatchingGraph>::null_vertex())
      result[v] = static_cast<Vertex>(mate[v]);
  return result;
}

std::int64_t MatchingSize(const std::vector<Vertex>& mate) {
  std::int64_t k = 0;
  for (Vertex v = 0; v < mate.size(); ++v) k += mate[v] < mate.size() && v < mate[v];
  return k;
}

std::string MatchingText(const std::vector<Vertex>& mate) {
  std::vector<std::string> edges;
  for (Vertex v = 0; v < mate.size(); ++v)
    if (mate[v] < mate.size() && v < mate[v]) edges.push_back(Num(v) + "-" + Num(mate[v]));
  return "{" + Join(edges) + "}";
}

}  // namespace

std::string ExplainUndirected(const Instance& x, const Output& expected, int line,
                              std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if (line != 1 || !InRange(x, vertex)) return "";
  const Vertex v = static_cast<Vertex>(vertex);
  return Guarded([&]() -> std::string {
    const UndirectedAnswer a = ParseUndirectedAnswer(expected.out, x.g.n());
    const std::vector<Vertex> all = MaximumMatching(x.g, -1);
    const std::vector<Vertex> without = MaximumMatching(x.g, v);
    const std::int64_t nu = MatchingSize(all), nu_v = MatchingSize(without);
    if (a.labels[v] == 'W') {
      if (nu_v != nu - 1 || all[v] == x.g.n()) return "";
      return "every maximum matching covers " + V(v) + ": nu(G) = " + Num(nu) + " and nu(G - " +
             Num(v) + ") = " + Num(nu_v) +
             " = nu(G) - 1; the first player moves along matched edges of " + MatchingText(all) +
             ", first " + Num(v) + " -> " + Num(all[v]);
    }
    if (nu_v != nu) return "";
    const std::string s = "the maximum matching " + MatchingText(without) +
                          " (size nu(G) = " + Num(nu) + ") misses " + V(v);
    bool isolated = true;
    for (Vertex w : x.g.out(v)) isolated &= w == v;
    for (Vertex w : x.g.in(v)) isolated &= w == v;
    if (isolated) return s + ": it has no edge to another vertex, so the first player cannot move";
    return s + ", so the second player answers every move along its matched edge";
  });
}

}  // namespace gc
