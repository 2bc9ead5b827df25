// oracles/partizan/partizan_fixpoint.h — partizan W/L/D by the two rules on an explicit doubled
// graph, repeated until nothing changes.
// Source: seed 002 (retrograde on (position, player to move)); the rules of seed 000.
// Written to be read, not to be fast: O(n (n + a + b)).
#pragma once

#include "impl/partizan/answer.h"

namespace gc::oracle {

/// Builds the game on states (v, mover) explicitly — (v, Left) moves to (w, Right) for
/// each of Left's edges v -> w, and the other way round — and labels it: W if some move
/// reaches an L state, L if every move reaches a W state (no move: L), until no label
/// changes; the rest are D.
PartizanAnswer PartizanFixpoint(const Graph& left, const Graph& right);

}  // namespace gc::oracle
