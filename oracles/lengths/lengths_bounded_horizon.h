// oracles/lengths/lengths_bounded_horizon.h — outcomes and optimal lengths by bounded-horizon search.
// Source: seed 002's check ("can the mover force a win within d moves?" for d = 0, 1, ...).
// Written to be read: O(n (n + m)) time, O(n^2) memory. Independent of the queue solver.
#pragma once

#include "impl/lengths/answer.h"
#include "impl/outcome/answer.h"

namespace gc::oracle {

/// win[d][v]: the mover at v can force a win within d moves; lose[d][v]: the opponent can.
/// A W vertex's length is the least d with win[d][v], an L vertex's the least d with
/// lose[d][v]; a vertex with neither for d up to n is a draw (-1).
LengthsAnswer LengthsBoundedHorizon(const Graph& g);

}  // namespace gc::oracle
