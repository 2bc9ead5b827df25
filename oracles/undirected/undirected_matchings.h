// oracles/undirected/undirected_matchings.h — the matching criterion of seed 004, checked by listing.
// Source: seed 004 ("the first player wins exactly when every maximum matching covers the
// starting vertex"), evaluated as the seed's figures do: every subset of the distinct edges
// is tried, the maximum matchings are kept, and v is W iff none of them misses v.
// Time O(2^k k) for k distinct non-loop edges, so k <= 20. Knows nothing of the game.
#pragma once

#include "impl/undirected/answer.h"

namespace gc::oracle {

/// 'W' at v iff every maximum matching of g covers v. Loops are not matching edges and
/// repeated edges are one edge. Precondition: at most 20 distinct non-loop edges.
UndirectedAnswer UndirectedMatchings(const Graph& g);

}  // namespace gc::oracle
