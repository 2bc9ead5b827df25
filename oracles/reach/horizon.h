// oracles/reach/horizon.h — reach by game search of bounded horizon: whether the agent
// can force a target within h moves from v, asked of the game tree itself (a target: at
// once; the agent's vertex: some move that forces one within h - 1; the environment's:
// every move does, and it has one), for h = 0, 1, ..., n - 1 (a forced win needs no more:
// a play that forces one never repeats a vertex before it). The rank is the least h.
// Written to be read, not to be fast: O(n * d^h) for out-degree d, small instances only.
// Status: properties/reach_test.cc.
#pragma once

#include "impl/graph.h"
#include "impl/reach/answer.h"

namespace gc::oracle {

ReachAnswer ReachBoundedHorizon(const Graph& g, const std::vector<Vertex>& agent,
                                const std::vector<Vertex>& targets);

}  // namespace gc::oracle
