// oracles/geosum/tuple.h — a sum of directed vertex geography games by full game search.
// Source: formats.md "## geosum", applied literally. Line 1: each token's value by seed
// 004's recursion G(v, S) = mex{ G(u, S + u) : v -> u, u not in S }, its start in its own
// S, with no memo and no pruning. Line 2: NOT the XOR of line 1 (the Sprague-Grundy theorem
// is what this oracle tests) but a win/lose search over the whole sum: a position is the
// tuple of every token's (vertex, visited set), a move slides one token to a vertex that
// token has not visited, and the player to move loses when no token can move. The tuple
// search is memoised on the position with the tokens sorted (tokens are interchangeable).
// Time: O(product of the tokens' numbers of simple paths), so n <= 5, m <= 8 and at most 4
// tokens (the row's OracleRow). Written to be read.
#pragma once

#include <vector>

#include "impl/geosum/answer.h"

namespace gc::oracle {

/// The answer of geosum for tokens on g. Precondition: n <= 64, every token < g.n().
GeosumAnswer GeosumByTupleSearch(const Graph& g, const std::vector<Vertex>& tokens);

}  // namespace gc::oracle
