// harness/problems/grundy/explain.cc — why the expected grundy answer is right where an output
// differs from it (harness/problems/explain_util.h).
#include <set>
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/grundy/answer.h"

namespace gc {

using namespace explain;

namespace {

// One directed cycle of g (a self-loop first), or empty when g is acyclic: peel sinks,
// then walk from a survivor, each step to a surviving successor, until a vertex repeats.
std::vector<Vertex> FindCycle(const Graph& g) {
  for (Vertex v = 0; v < g.n(); ++v)
    for (Vertex w : g.out(v))
      if (w == v) return {v};
  std::vector<std::uint32_t> left(g.n());
  std::vector<Vertex> queue;
  for (Vertex v = 0; v < g.n(); ++v)
    if ((left[v] = g.out_degree(v)) == 0) queue.push_back(v);
  for (std::size_t h = 0; h < queue.size(); ++h)
    for (Vertex p : g.in(queue[h]))
      if (--left[p] == 0) queue.push_back(p);
  Vertex cur = 0;
  while (cur < g.n() && left[cur] == 0) ++cur;
  if (cur == g.n()) return {};
  std::vector<std::int64_t> pos(g.n(), -1);
  std::vector<Vertex> path;
  while (pos[cur] < 0) {
    pos[cur] = static_cast<std::int64_t>(path.size());
    path.push_back(cur);
    for (Vertex w : g.out(cur))
      if (left[w] > 0) {
        cur = w;
        break;
      }
  }
  return {path.begin() + pos[cur], path.end()};
}

std::string ExplainCycle(const Graph& g) {
  const std::vector<Vertex> c = FindCycle(g);
  const std::string tail =
      ", so the graph is not a DAG: the answer is \"graph has a cycle\" with exit status 1";
  if (c.empty()) return "";
  if (c.size() == 1) return V(c[0]) + " has a self-loop " + Num(c[0]) + " -> " + Num(c[0]) + tail;
  std::string s;
  for (std::size_t i = 0; i < c.size() && i < 12; ++i) s += Num(c[i]) + " -> ";
  s += c.size() > 12 ? "... (" + Num(c.size()) + " vertices) -> " : "";
  return "the graph has the cycle " + s + Num(c[0]) + tail;
}

}  // namespace

std::string ExplainGrundy(const Instance& x, const Output& expected, int line,
                          std::int64_t vertex) {
  if (expected.status == 1) return ExplainCycle(x.g);
  return Guarded([&]() -> std::string {
    const GrundyAnswer a = ParseGrundyAnswer(expected.out, x.g.n());
    if (a.cycle) return ExplainCycle(x.g);
    if (line == 0)
      return expected.status == 0 ? "the graph has no cycle (peeling sinks removes every vertex), "
                                    "so it is a DAG: its values are printed with exit status 0"
                                  : ExplainStatus(x, expected, kMaxVertices);
    if (line == 1) {
      if (!InRange(x, vertex)) return "";
      const Vertex v = static_cast<Vertex>(vertex);
      std::vector<std::string> items;
      std::set<std::uint32_t> values;
      for (Vertex w : Targets(x.g, v)) {
        values.insert(a.values[w]);
        items.push_back(Num(w) + " (value " + Num(a.values[w]) + ")");
      }
      if (items.empty()) return V(v) + " has no move, so its value is mex{} = 0";
      return V(v) + " moves to " + Join(items) + ", so its value is the smallest missing from " +
             SetText(values) + ": mex" + SetText(values) + " = " + Num(a.values[v]);
    }
    if (line != 2) return "";
    if (x.tokens.empty())
      return "there are no tokens: the XOR is 0 and the player to move has no move, so second";
    std::vector<std::string> tokens, values;
    std::uint32_t xr = 0;
    for (Vertex t : x.tokens) {
      tokens.push_back(Num(t));
      values.push_back(Num(a.values[t]));
      xr ^= a.values[t];
    }
    return "the tokens on " + Join(tokens) + " have values " + Join(values) + ", whose XOR is " +
           Num(xr) +
           (xr ? ", nonzero: the player to move wins, so first"
               : ": the player to move loses, so second");
  });
}

}  // namespace gc
