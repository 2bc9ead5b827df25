// impl/geosum/geosum.h — sums of directed vertex geography games: each token's Grundy value
// and the winner of their sum.
// Source: formats.md "## geosum" and seed 004 ("the other direction is the sum"). Each token
// plays vertex geography on its own copy of the graph (its start visited for it alone; tokens
// never block each other), so by Sprague-Grundy the sum's value is the XOR of the tokens'
// values, each that of geography from the token's start.
// Method: each distinct start's value by impl/geography's search (memo on vertex and the
// unvisited vertices it can reach, lazy mex, fewest replies first), computed once however
// many tokens stand on it; the XOR of the values decides line 2. Time: that search once per
// distinct start (exponential in n in the worst case; n <= 64), plus O(k).
// Status: equals oracles/geosum/tuple (per-token plain search; the winner by a full game
// search over the tuple of token positions, not by XOR) on every graph with n <= 3 and up
// to 4 edges with every multiset of up to 3 tokens, every simple digraph (loops allowed) on
// 4 vertices with up to 8 edges and 2 tokens, and random graphs with n <= 5 and up
// to 3 tokens; equals oracles/geosum/xor on random graphs with n <= 10 and up to 8 tokens;
// one token equals geography of its start (properties/geosum_test.cc).
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/geosum/geosum.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <vector>

#include "impl/geosum/answer.h"

namespace gc {

/// Largest graph SolveGeosum accepts: geography's (sets of vertices are 64-bit masks).
inline constexpr Vertex kGeosumMaxN = 64;

/// Each token's Grundy value, in the order of `tokens` (repeats allowed, none allowed), and
/// the winner of their sum. Precondition: g.n() <= 64 and every token < g.n(), else
/// std::invalid_argument. Exponential time in n in the worst case.
GeosumAnswer SolveGeosum(const Graph& g, const std::vector<Vertex>& tokens);

}  // namespace gc
