// oracles/undirected/undirected_verify.h — checks of an undirected-geography answer against the
// Gallai–Edmonds structure its letters imply. O(n + m), any size.
// The L vertices must be D(G) (missed by some maximum matching); then A = the W vertices
// next to an L and C = the other W vertices, and the structure theorem requires: every
// component of G[D] is odd (factor-critical), every component of G[C] is even (it has a
// perfect matching), every vertex of A has neighbours in two components of G[D] or more
// and there are more D-components than A-vertices when D is not empty (Hall's condition
// with surplus), the neighbour of a leaf is W, and two leaves on one vertex are both L.
// These are necessary, not sufficient: factor-criticality, the perfect matching of C and
// Hall's condition for larger sets of A need matchings, which the output does not carry.
// Status: accepts every SolveUndirected answer; rejects the answers of "some maximum
// matching covers v" and the broken answers of properties/undirected_test.cc.
#pragma once

#include <string>

#include "impl/undirected/answer.h"

namespace gc::oracle {

/// "" when the letters pass every check above, else a sentence naming the failed check.
std::string VerifyUndirected(const Graph& g, const UndirectedAnswer& a);

}  // namespace gc::oracle
