// oracles/loopy/loopy_product.h — loopy values and sums by retrograde labelling of the product
// graph of a sum, without the generalized Sprague-Grundy machinery.
// Source: the sum of games (a position is the tuple of token positions; a move slides one
// token); seed 002 checks its sum rule the same way. Values use the characterisation
// "v has finite value j iff v + *j is a loss", where *j is a Nim heap (moves to heaps
// 0..j-1); if no j <= n gives a loss, v is infinite and K = { j <= n : v + *j is a win }.
// Labels come from oracles/outcome_fixpoint. Sizes: the sum of k tokens has n^k
// positions; the values use one product of g with heaps 0..n, n(n + 1) positions.
#pragma once

#include <span>
#include <vector>

#include "impl/loopy/answer.h"

namespace gc::oracle {

/// The result of the sum of tokens: the W / L / D label of the start tuple in the product
/// graph (W = first, L = second, D = draw). No token: second. O(N (N + M)), N = n^k.
SumResult LoopySumByProduct(const Graph& g, std::span<const Vertex> tokens);

/// Every vertex's value from the labels of the sums v + *j, j = 0..n.
std::vector<LoopyValue> LoopyValuesByNimSums(const Graph& g);

/// Both of the above, as a loopy answer.
LoopyAnswer LoopyByProduct(const Graph& g, std::span<const Vertex> tokens);

}  // namespace gc::oracle
