// oracles/geosum/xor.h — geosum by each token's value and the XOR rule, for larger cases.
// Source: formats.md "## geosum". Each distinct start's value by seed 004's recursion
// G(v, S) = mex{ G(u, S + u) : v -> u, u not in S } memoised on (v, S) (S a bitmask, the
// start in it), then Sprague-Grundy: the first player wins the sum iff the XOR of the
// values is nonzero. Independent of impl/ (its own search), and of oracles/geosum/tuple's
// winner, which searches the sum itself. Time O(n * 2^n) per distinct start, so n <= 12.
#pragma once

#include <vector>

#include "impl/geosum/answer.h"

namespace gc::oracle {

/// The answer of geosum for tokens on g. Precondition: n <= 64, every token < g.n().
GeosumAnswer GeosumByXor(const Graph& g, const std::vector<Vertex>& tokens);

}  // namespace gc::oracle
