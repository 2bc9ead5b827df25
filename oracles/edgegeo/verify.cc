// oracles/edgegeo/verify.cc — see verify.h.
#include "oracles/edgegeo/verify.h"

#include <algorithm>
#include <vector>

namespace gc::oracle {

namespace {

std::string Num(std::uint64_t k) { return std::to_string(k); }

// The length of the forced play when every vertex reachable from `start` has at most one
// edge out; -1 when some reachable vertex has two or more.
std::int64_t ForcedTrail(const Graph& g, Vertex start) {
  std::vector<bool> reached(g.n(), false);
  std::vector<Vertex> stack{start};
  reached[start] = true;
  while (!stack.empty()) {
    const Vertex v = stack.back();
    stack.pop_back();
    if (g.out_degree(v) > 1) return -1;
    for (Vertex w : g.out(v))
      if (!reached[w]) reached[w] = true, stack.push_back(w);
  }
  // Each vertex has one edge at most, so the edge out of v is "v's edge"; it is used once.
  std::vector<bool> used(g.n(), false);
  std::int64_t length = 0;
  for (Vertex v = start; g.out_degree(v) == 1 && !used[v]; v = g.out(v)[0])
    used[v] = true, ++length;
  return length;
}

}  // namespace

std::string VerifyEdgeGeography(const Graph& g, Vertex start, const GeographyAnswer& a) {
  if (a.first_wins != (a.grundy != 0))
    return std::string("the winner is ") + (a.first_wins ? "first" : "second") +
           " but the value is " + Num(a.grundy) + ": the first player wins exactly when the " +
           "value is nonzero";
  std::vector<Vertex> targets(g.out(start).begin(), g.out(start).end());
  std::sort(targets.begin(), targets.end());
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  if (a.grundy > targets.size())
    return "the value is " + Num(a.grundy) + ", but the start has edges to only " +
           Num(targets.size()) + " distinct vertices (" + Num(g.out_degree(start)) +
           " edges), and a mex of that many option values is at most " + Num(targets.size());
  const bool all_dead =
      std::all_of(targets.begin(), targets.end(), [&](Vertex w) { return g.out_degree(w) == 0; });
  if (!targets.empty() && all_dead && a.grundy != 1)
    return "every edge out of the start ends at a vertex with no edge out, so every move "
           "leaves a position of value 0 and the value is mex{0} = 1, not " +
           Num(a.grundy);
  const std::int64_t forced = ForcedTrail(g, start);
  if (forced >= 0 && a.grundy != static_cast<std::uint64_t>(forced % 2))
    return "every vertex the token can reach has at most one edge out, so the play is forced "
           "along a trail of " +
           Num(static_cast<std::uint64_t>(forced)) + " moves and the value is " +
           Num(static_cast<std::uint64_t>(forced % 2)) + ", not " + Num(a.grundy);
  return "";
}

}  // namespace gc::oracle
