// harness/problems/reach/explain.cc — why the expected reach answer is right where an output
// differs from it (harness/problems/explain_util.h): the owner of the vertex, and the move
// or moves the letter and the rank come from.
#include <algorithm>

#include "harness/problems/explain_util.h"
#include "impl/reach/answer.h"

namespace gc {

using namespace explain;

namespace {

std::string Won(const Instance& x, const ReachAnswer& a, Vertex v, bool agents) {
  const std::string head = V(v) + " is W in " + Num(a.ranks[v]) + ": ";
  if (std::count(x.targets.begin(), x.targets.end(), v) > 0)
    return head + "it is a target, won at once with 0 moves";
  Vertex best = x.g.n();
  for (Vertex w : Targets(x.g, v))
    if (a.labels[w] == 'W' &&
        (best == x.g.n() || (agents ? a.ranks[w] < a.ranks[best] : a.ranks[w] > a.ranks[best])))
      best = w;
  if (best == x.g.n()) return "";
  const std::string sum = "1 + " + Num(a.ranks[best]) + " = " + Num(a.ranks[best] + 1);
  if (agents)
    return head + "it is the agent's, and the agent hurries: its fastest move is to W " +
           V(best) + " of rank " + Num(a.ranks[best]) + ", so " + sum;
  return head + "it is the environment's, every move leads to a won vertex, and the " +
         "environment stalls: its slowest is the move to " + V(best) + " of rank " +
         Num(a.ranks[best]) + ", so " + sum;
}

std::string Lost(const Instance& x, const ReachAnswer& a, Vertex v, bool agents) {
  const std::string head = V(v) + " is L (rank -1): ";
  if (x.g.out_degree(v) == 0)
    return head + "it is no target and has no move, so the play ends there unreached" +
           (agents ? "" : " (every move of the environment's leads to a won vertex only "
                          "vacuously: having no move is not a win for the agent)");
  if (agents)
    return head + "it is the agent's, and every move leads to L (" +
           Join([&] {
             std::vector<std::string> s;
             for (Vertex w : Targets(x.g, v)) s.push_back(V(w));
             return s;
           }()) +
           "): no move brings a target closer";
  for (Vertex w : Targets(x.g, v))
    if (a.labels[w] == 'L')
      return head + "it is the environment's, and it can move to L " + V(w) +
             ", where the agent never forces a target";
  return "";
}

}  // namespace

std::string ExplainReach(const Instance& x, const Output& expected, int line,
                         std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if ((line != 1 && line != 2) || !InRange(x, vertex)) return "";
  const Vertex v = static_cast<Vertex>(vertex);
  return Guarded([&]() -> std::string {
    const ReachAnswer a = ParseReachAnswer(expected.out, x.g.n());
    const bool agents = std::count(x.agent.begin(), x.agent.end(), v) > 0;
    return a.labels[v] == 'W' ? Won(x, a, v, agents) : Lost(x, a, v, agents);
  });
}

}  // namespace gc
