// oracles/reach/fixpoint.cc — see fixpoint.h.
#include "oracles/reach/fixpoint.h"

#include <algorithm>

namespace gc::oracle {

ReachAnswer ReachFixpoint(const Graph& g, const std::vector<Vertex>& agent,
                          const std::vector<Vertex>& targets) {
  const Vertex n = g.n();
  auto is_agents = [&](Vertex v) { return std::count(agent.begin(), agent.end(), v) > 0; };
  ReachAnswer a{std::string(n, 'L'), std::vector<std::int64_t>(n, -1)};
  for (Vertex t : targets) a.labels[t] = 'W', a.ranks[t] = 0;
  for (std::int64_t round = 1;; ++round) {
    const std::string before = a.labels;  // the set of the round before
    auto won = [&](Vertex w) { return before[w] == 'W'; };
    for (Vertex v = 0; v < n; ++v) {
      if (before[v] == 'W') continue;
      const auto moves = g.out(v);
      const bool forced = is_agents(v) ? std::any_of(moves.begin(), moves.end(), won)
                                       : !moves.empty() && std::all_of(moves.begin(), moves.end(), won);
      if (forced) a.labels[v] = 'W', a.ranks[v] = round;
    }
    if (a.labels == before) return a;
  }
}

}  // namespace gc::oracle
