// oracles/reach/horizon.cc — see horizon.h.
#include "oracles/reach/horizon.h"

#include <algorithm>

namespace gc::oracle {

namespace {

struct Game {
  const Graph& g;
  const std::vector<Vertex>& agent;
  const std::vector<Vertex>& targets;

  bool Target(Vertex v) const { return std::count(targets.begin(), targets.end(), v) > 0; }
  bool Agents(Vertex v) const { return std::count(agent.begin(), agent.end(), v) > 0; }

  // Whether the agent forces a target within h moves from v.
  bool Forces(Vertex v, std::int64_t h) const {
    if (Target(v)) return true;
    if (h == 0) return false;
    const auto moves = g.out(v);
    auto forces = [&](Vertex w) { return Forces(w, h - 1); };
    if (Agents(v)) return std::any_of(moves.begin(), moves.end(), forces);
    return !moves.empty() && std::all_of(moves.begin(), moves.end(), forces);
  }
};

}  // namespace

ReachAnswer ReachBoundedHorizon(const Graph& g, const std::vector<Vertex>& agent,
                                const std::vector<Vertex>& targets) {
  const Game game{g, agent, targets};
  const Vertex n = g.n();
  ReachAnswer a{std::string(n, 'L'), std::vector<std::int64_t>(n, -1)};
  for (Vertex v = 0; v < n; ++v)
    for (std::int64_t h = 0; h < static_cast<std::int64_t>(n); ++h)
      if (game.Forces(v, h)) {
        a.labels[v] = 'W', a.ranks[v] = h;
        break;
      }
  return a;
}

}  // namespace gc::oracle
