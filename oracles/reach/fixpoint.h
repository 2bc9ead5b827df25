// oracles/reach/fixpoint.h — reach by the definition of the attractor, as a plain fixpoint:
// round 0 holds the targets; each round adds every vertex outside whose owner can force
// the token into the set of the round before (the agent: some move into it; the
// environment: at least one move, and every move into it), until a round adds nothing. A
// vertex's rank is the round that added it. Written to be read, not to be fast.
// Time O(n * (n + m)).
// Status: properties/reach_test.cc (the spec's examples, against the bounded-horizon
// search and the fast solver).
#pragma once

#include "impl/graph.h"
#include "impl/reach/answer.h"

namespace gc::oracle {

ReachAnswer ReachFixpoint(const Graph& g, const std::vector<Vertex>& agent,
                          const std::vector<Vertex>& targets);

}  // namespace gc::oracle
