// impl/reach/reach.h — reachability games with owners (formats.md "## reach", seed 000's
// opening question): the agent's attractor of the targets, with its ranks.
// One pass backwards from the targets over the reverse graph (every edge kept, so a
// vertex with two edges to v is counted twice): an agent's vertex is won the first time a
// successor is, an environment's vertex when its counter of moves not yet shown won (its
// out-degree, every edge counted) reaches 0; an environment's vertex with no move is
// never won. The FIFO queue pops in non-decreasing rank, so the first won successor of an
// agent's vertex has the least rank (the agent hurries) and the last one of an
// environment's vertex the greatest (the environment stalls).
// Time O(n + m + a + t); memory 4 bytes a vertex (one counter) and the queue.
// Status: equals oracles/reach's fixpoint and bounded-horizon search on every instance of
// n <= 3 with up to 4 edges, every set of the agent's vertices and up to 2 targets, and
// on random instances; accepted by oracles/reach/verify (properties/reach_test.cc).
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/reach/reach.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include "impl/reach/answer.h"

namespace gc {

/// The agent's winning vertices and their ranks; `agent` and `targets` as the input gives
/// them (repeats allowed, every vertex below g.n()).
ReachAnswer SolveReach(const Graph& g, const std::vector<Vertex>& agent,
                       const std::vector<Vertex>& targets);
/// The same from the predecessor half alone (what `gamecheck solve` builds).
ReachAnswer SolveReach(const Predecessors& g, const std::vector<Vertex>& agent,
                       const std::vector<Vertex>& targets);

}  // namespace gc
