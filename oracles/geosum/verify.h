// oracles/geosum/verify.h — consistency check of a geosum answer, at any size. O(n + m + k).
// A sum of geography games has no short certificate (each token's value rests on a strategy
// of exponential size), so these are NECESSARY conditions only: an answer that passes may
// still be wrong. Checked:
//  1. line 1 holds one value per token;
//  2. line 2 is "first" exactly when the XOR of line 1 is nonzero (Sprague-Grundy);
//  3. tokens on the same vertex have the same value (the same game);
//  4. a token's value is at most the number of distinct vertices other than its start that
//     its start has edges to (a mex of that many option values), so 0 with none;
//  5. when every such target has no edge out but to itself or to the start (both visited
//     after the move), every move leaves value 0 and the value is mex{0} = 1.
// Status: accepts every answer of the solver and the oracles, rejects flipped winners and
// shifted values (properties/geosum_test.cc).
#pragma once

#include <string>
#include <vector>

#include "impl/geosum/answer.h"

namespace gc::oracle {

/// "" when `a` meets every condition above for tokens on g, else a sentence naming the
/// first it breaks. Precondition: every token < g.n().
std::string VerifyGeosum(const Graph& g, const std::vector<Vertex>& tokens, const GeosumAnswer& a);

}  // namespace gc::oracle
