// oracles/edgegeo/verify.h — consistency check of an edgegeo answer, at any size. O(n + m).
// Edge geography has no short certificate (a strategy is a subtree of exponential size), so
// these are NECESSARY conditions only: an answer that passes may still be wrong. Checked:
//  1. "first" exactly when the value is nonzero (Sprague-Grundy: value 0 = a loss);
//  2. the value is at most the number of distinct targets of the start's edges (parallel
//     moves lead to positions exchanged by swapping the two edges: one value), hence at
//     most the start's out-degree, and 0 when the start has no edge out;
//  3. when every edge out of the start ends at a vertex with no edge out, the value is 1
//     (every move leaves the opponent stuck);
//  4. when every vertex the token can reach has at most one edge out, the play is forced:
//     the value is the parity of the length of that one trail.
// Status: accepts every answer of the solver and the oracles, rejects flipped winners and
// shifted values (properties/edgegeo_test.cc).
#pragma once

#include <string>

#include "impl/geography/answer.h"

namespace gc::oracle {

/// "" when `a` meets every condition above for the start `start` of g, else a sentence
/// naming the first it breaks. Precondition: start < g.n().
std::string VerifyEdgeGeography(const Graph& g, Vertex start, const GeographyAnswer& a);

}  // namespace gc::oracle
