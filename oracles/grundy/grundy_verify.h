// oracles/grundy/grundy_verify.h — certificate check of a grundy answer. O(n + m + k), any size.
// A cycle claim is checked by peeling sinks (what remains contains a cycle); values are
// checked by the mex rule at every vertex together with acyclicity (on a cycle the mex
// rule alone can hold: 0 <-> 1 with values 1, 0); the sum line by the XOR rule.
// Status: accepts every SolveGrundy answer, rejects perturbed ones (properties/grundy_test.cc).
#pragma once

#include <span>
#include <string>

#include "impl/grundy/answer.h"

namespace gc::oracle {

/// Whether g has a directed cycle (a self-loop included), by repeatedly removing sinks.
bool HasCycle(const Graph& g);

/// "" when the answer is right, else a sentence naming the first fault: a wrong cycle
/// claim, a vertex whose value is not the mex of its successors' values, or a sum line
/// that is not "first" exactly when the XOR of the token values is nonzero.
std::string VerifyGrundy(const Graph& g, std::span<const Vertex> tokens, const GrundyAnswer& a);

}  // namespace gc::oracle
