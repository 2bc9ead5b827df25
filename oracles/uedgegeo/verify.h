// oracles/uedgegeo/verify.h — consistency check of a uedgegeo answer, at any size. O(n + m).
// Undirected edge geography has no short certificate (a strategy is a subtree of
// exponential size), so these are NECESSARY conditions only: an answer that passes may
// still be wrong. Write deg(v) for the number of edges at v, a self-loop counted once (one
// move). Checked:
//  1. "first" exactly when the value is nonzero (Sprague-Grundy: value 0 = a loss);
//  2. the value is at most the number of distinct edges at the start up to parallel copies
//     (two parallel moves lead to positions exchanged by swapping the two edges: one
//     value), hence at most deg(start), and 0 when the start has no edge;
//  3. when every edge at the start goes to another vertex with no other edge, the value is
//     1 (every move leaves the opponent stuck);
//  4. when the start's component is a path that starts at the start (no loop, no repeat,
//     start of degree <= 1, every other vertex of degree <= 2, one edge fewer than
//     vertices), or only self-loops at the start, the play is forced: the value is the
//     parity of the component's number of edges.
// Status: accepts every answer of the solver and the oracles, rejects flipped winners and
// shifted values (properties/uedgegeo_test.cc).
#pragma once

#include <string>

#include "impl/geography/answer.h"

namespace gc::oracle {

/// "" when `a` meets every condition above for the start `start` of g (each pair an
/// undirected edge), else a sentence naming the first it breaks. Precondition: start < g.n().
std::string VerifyUndirectedEdgeGeography(const Graph& g, Vertex start, const GeographyAnswer& a);

}  // namespace gc::oracle
