// oracles/reach/verify.cc — see verify.h.
#include "oracles/reach/verify.h"

namespace gc::oracle {

namespace {

std::string At(Vertex v, const std::string& why) { return "vertex " + std::to_string(v) + ": " + why; }

// The rules of a vertex v that is not a target, from its owner and its successors' answers.
std::string VertexRule(const Graph& g, bool agents, Vertex v, const ReachAnswer& a) {
  const std::int64_t r = a.ranks[v];
  bool some_l = false, one_less = false, all_w_below = true, w_sooner = false;
  for (Vertex w : g.out(v)) {
    const bool won = a.labels[w] == 'W';
    some_l |= !won;
    one_less |= won && a.ranks[w] == r - 1;
    all_w_below &= won && a.ranks[w] <= r - 1;
    w_sooner |= won && a.ranks[w] < r - 1;
  }
  const bool no_move = g.out_degree(v) == 0;
  if (a.labels[v] == 'W') {
    if (r < 1) return At(v, "won, not a target, with rank " + std::to_string(r));
    if (agents && !one_less) return At(v, "the agent's, won in " + std::to_string(r) +
                                              ", but no successor is won in one less");
    if (agents && w_sooner)
      return At(v, "the agent's, won in " + std::to_string(r) +
                       ", but a successor is won sooner (the agent hurries)");
    if (!agents && no_move) return At(v, "the environment's, won, but it has no move");
    if (!agents && !all_w_below)
      return At(v, "the environment's, won in " + std::to_string(r) +
                       ", but a successor is lost or won later");
    if (!agents && !one_less)
      return At(v, "the environment's, won in " + std::to_string(r) +
                       ", but no successor is won in exactly one less (it would stall)");
    return "";
  }
  if (r != -1) return At(v, "lost, with rank " + std::to_string(r) + " instead of -1");
  if (agents)
    for (Vertex w : g.out(v))
      if (a.labels[w] == 'W')
        return At(v, "the agent's, lost, but its successor " + std::to_string(w) + " is won");
  if (!agents && !no_move && !some_l)
    return At(v, "the environment's, lost, but every successor is won");
  return "";
}

}  // namespace

std::string VerifyReach(const Graph& g, const std::vector<Vertex>& agent,
                        const std::vector<Vertex>& targets, const ReachAnswer& a) {
  const Vertex n = g.n();
  if (a.labels.size() != n || a.ranks.size() != n) return "not one letter and one rank a vertex";
  std::vector<char> owned(n, 0), target(n, 0);
  for (Vertex v : agent) owned[v] = 1;
  for (Vertex t : targets) target[t] = 1;
  for (Vertex v = 0; v < n; ++v) {
    if (target[v]) {
      if (a.labels[v] != 'W' || a.ranks[v] != 0) return At(v, "a target, not W 0");
      continue;
    }
    if (std::string why = VertexRule(g, owned[v] != 0, v, a); !why.empty()) return why;
  }
  return "";
}

}  // namespace gc::oracle
