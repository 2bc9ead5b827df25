// impl/partizan/partizan.h — mover-matters (partizan) games: win / lose / draw for every
// (position, player to move) state by retrograde analysis on the doubled state space.
// Source: seed 002 ("partizan or mover matters games: run retrograde on states
// (position, player to move)"); the counters of seed 000, one per state.
// Time O(n + a + b), one pass over both reverse graphs; memory 8 bytes a state + the queue.
// Status: equals oracles/partizan_fixpoint on every pair of move lists with n <= 2 and up
// to 2 + 2 edges, and on random instances (properties/partizan_test.cc); with equal move
// lists both lines equal SolveOutcome.
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/partizan/partizan.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include "impl/partizan/answer.h"

namespace gc {

/// Labels with Left to move (`left` line: W means Left wins) and with Right to move
/// (`right` line: W means Right wins). Left moves along `left`'s edges, Right along
/// `right`'s; a player with no move of their own loses; unresolved states are D.
/// Precondition: left.n() == right.n(). Repeated edges count once each. O(n + a + b).
PartizanAnswer SolvePartizan(const Graph& left, const Graph& right);

}  // namespace gc
