// impl/reach/reach.cc — see reach.h.
#include "impl/reach/reach.h"

namespace gc {

namespace {

// G: Graph or Predecessors (only n(), in() and out_degree() are read).
template <class G>
ReachAnswer Reach(const G& g, const std::vector<Vertex>& agent,
                  const std::vector<Vertex>& targets) {
  const Vertex n = g.n();
  std::vector<char> owned(n, 0);
  for (Vertex v : agent) owned[v] = 1;
  ReachAnswer a{std::string(n, 'L'), std::vector<std::int64_t>(n, -1)};
  // The environment's moves not yet shown to lead to a won vertex, every edge counted.
  std::vector<std::uint32_t> left(n);
  for (Vertex v = 0; v < n; ++v) left[v] = g.out_degree(v);
  std::vector<Vertex> queue;
  queue.reserve(n);
  for (Vertex t : targets)
    if (a.labels[t] != 'W') a.labels[t] = 'W', a.ranks[t] = 0, queue.push_back(t);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Vertex v = queue[head];
    for (Vertex p : g.in(v)) {
      if (a.labels[p] == 'W') continue;
      if (!owned[p] && --left[p] != 0) continue;
      a.labels[p] = 'W';
      a.ranks[p] = a.ranks[v] + 1;
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
