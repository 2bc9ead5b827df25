// oracles/outcome/outcome_verify.h — certificate checks for outcome and lengths answers.
// O(n + m), any size. The labels-with-lengths check is a complete certificate: lengths
// strictly decrease along the witnessing moves, so by induction on length every W and L
// is a true outcome, and a D with no L move and some D move cannot be a true W or L.
// Labels alone can only be checked for local consistency (W,L on a 2-cycle passes).
// Status: accepts every SolveLengths answer, rejects perturbed ones (properties/outcome_test.cc).
#pragma once

#include <string>

#include "impl/lengths/answer.h"
#include "impl/outcome/answer.h"

namespace gc::oracle {

/// "" when the labels obey the rules at every vertex, else a sentence naming the first
/// vertex that breaks them and why.
std::string VerifyOutcome(const Graph& g, const OutcomeAnswer& a);

/// "" when labels and lengths form a certificate: a sink is L with length 0; W has an L
/// move of length len-1 and no L move shorter; L has only W moves and len = 1 + their
/// maximum; D (length -1) has no L move and some D move.
std::string VerifyLengths(const Graph& g, const LengthsAnswer& a);

/// A sentence that says why vertex v has the label in a (used in reports), e.g.
/// "vertex 0 is L: its only moves, two edges to vertex 1, lead to W".
std::string ExplainOutcome(const Graph& g, const std::string& labels, Vertex v);

}  // namespace gc::oracle
