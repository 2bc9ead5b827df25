// oracles/loopy/loopy_verify.h — certificate check of a loopy answer. O(m log m + (n + m) * (number of
// distinct finite values + 1) + k), any size.
// Checks Smith's conditions (seed 002): a vertex of finite value i has (1) no follower of
// value i, (2) a follower of every value j < i, (3) for each follower of higher or
// infinite value, a follower of that follower of value i, ordered by a counter function
// (Fraenkel: the answering vertex comes strictly earlier, so the reversals cannot go on
// forever); an infinite vertex has K = its sorted distinct finite follower values and an
// infinite follower with no follower of value mex(finite follower values) (else it could
// take that value); the sum line follows the sum rule. The function these conditions
// define is unique, so an answer passing them is the answer. Local conditions alone are
// not enough: 0 <-> 1 with values 1, 0 passes (1)-(3) but has no counter function.
// Status: accepts every SolveLoopy answer, rejects perturbed ones (properties/loopy_test.cc).
#pragma once

#include <span>
#include <string>

#include "impl/loopy/answer.h"

namespace gc::oracle {

/// "" when the answer satisfies every condition above, else a sentence naming the first
/// vertex (or the sum line) that breaks one.
std::string VerifyLoopy(const Graph& g, std::span<const Vertex> tokens, const LoopyAnswer& a);

}  // namespace gc::oracle
