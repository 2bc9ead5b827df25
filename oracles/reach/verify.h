// oracles/reach/verify.h — the complete certificate of a reach answer (formats.md "## reach"),
// in O(n + m + a + t): a target is W 0; an agent's W vertex that is not a target has a
// successor of rank one less and none won sooner (formats.md leaves this out; without it
// a rank that the agent could beat would pass); an environment's W vertex that is not a target has at least
// one move, every successor W with rank at most its own minus one, and one exactly that;
// an agent's L vertex has every successor L and an environment's L vertex has a successor
// L or no move (neither a target). Ranks that go down by one along a forced move end on a
// target, so the W vertices are won in their rank; the L rules make the L set a trap the
// environment keeps the token in: together the answer is the attractor and its ranks.
// Status: properties/reach_test.cc (accepts the oracles' answers, rejects each mutant's
// wrong answer and hand-made faults).
#pragma once

#include <string>

#include "impl/graph.h"
#include "impl/reach/answer.h"

namespace gc::oracle {

/// "" when `a` is the answer of the game, else the first rule a vertex breaks.
std::string VerifyReach(const Graph& g, const std::vector<Vertex>& agent,
                        const std::vector<Vertex>& targets, const ReachAnswer& a);

}  // namespace gc::oracle
