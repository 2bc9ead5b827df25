// impl/reach/reach.cc — see reach.h.
#include "impl/reach/reach.h"

namespace gc {

namespace {

// G: Graph or Predecessors (only n(), in() and out_degree() are read).
template <class G>
ReachAnswer Reach(const G& g, const std::vector<Vertex>& agent,
                  const std::vector<Vertex>& targets) {
  const Vertex n = g.n();
  ReachAnswer a{std::string(n, 'L'), std::vector<std::int64_t>(n, -1)};
  // One counter a vertex, so that each in-edge costs one random access, not three (a
  // label, an owner flag and a counter): the moves of p not yet shown to lead to a won
  // vertex before p is won, every edge counted for the environment, 1 for the agent (one
  // won successor is enough); 0 once p is won. A vertex met as a predecessor has a move,
  // so a 0 there is never an environment's dead end.
  std::vector<std::uint32_t> left(n);
  for (Vertex v = 0; v < n; ++v) left[v] = g.out_degree(v);
  for (Vertex v : agent) left[v] = 1;
  std::vector<Vertex> queue;
  queue.reserve(n);
  for (Vertex t : targets)
    if (a.labels[t] != 'W') a.labels[t] = 'W', a.ranks[t] = 0, left[t] = 0, queue.push_back(t);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Vertex v = queue[head];
    const std::int64_t rank = a.ranks[v] + 1;
    for (Vertex p : g.in(v)) {
      if (left[p] == 0 || --left[p] != 0) continue;
      a.labels[p] = 'W';
      a.ranks[p] = rank;
      queue.push_back(p);
    }
  }
  return a;
}

}  // namespace

ReachAnswer SolveReach(const Graph& g, const std::vector<Vertex>& agent,
                       const std::vector<Vertex>& targets) {
  return Reach(g, agent, targets);
}

ReachAnswer SolveReach(const Predecessors& g, const std::vector<Vertex>& agent,
                       const std::vector<Vertex>& targets) {
  return Reach(g, agent, targets);
}

}  // namespace gc
