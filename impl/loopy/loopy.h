// impl/loopy/loopy.h — the generalized Sprague-Grundy function of Smith and Fraenkel on a graph
// with cycles, and the sum rule for tokens.
// Source: seed 002 ("loopyGrundy", "loopySumOutcome"): values are assigned in rounds
// i = 0, 1, ...; a vertex takes i when no follower has i and every follower that is
// still open or infinite has a follower of value i already; what can never take the
// current round's value becomes infinite, K = its sorted distinct finite follower values.
// Time O((n + m) * (max finite value + 2)); memory O(n) beside the graph.
// Status: values equal oracles/loopy_product (v has value j iff v + *j is a loss in the
// product graph) and sums equal the product-graph outcome of the token tuple, on every
// graph with n <= 3 and up to 4 edges, every simple digraph with loops on 3 vertices, and
// random graphs with 0-4 tokens (properties/loopy_test.cc); accepted by
// oracles/loopy_verify (Smith's conditions with a counter function) at any size.
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/loopy/loopy.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <span>
#include <vector>

#include "impl/loopy/answer.h"

namespace gc {

/// The generalized Sprague-Grundy value of every vertex.
/// O((n + m) * (max finite value + 2)).
std::vector<LoopyValue> LoopyValues(const Graph& g);

/// The sum rule: all parts finite, first iff the XOR is nonzero; exactly one infinite
/// part inf(K) and XOR x of the others, first iff x is in K, else draw; two or more
/// infinite parts, draw. O(k + log |K|).
SumResult LoopySumOutcome(const std::vector<LoopyValue>& values, std::span<const Vertex> tokens);

/// Values of every vertex and the result of the sum of tokens (each token < g.n()).
LoopyAnswer SolveLoopy(const Graph& g, std::span<const Vertex> tokens);

}  // namespace gc
