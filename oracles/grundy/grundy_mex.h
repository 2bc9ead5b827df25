// oracles/grundy/grundy_mex.h — Grundy values straight from the definition, and the winner of a
// sum of tokens by full game search over the tuple of token positions (no XOR rule).
// Source: seed 000's Python reference (mex rule; "full game search" for 1-3 tokens).
// Written to be read: memoised recursion with its own cycle detection (a vertex met again
// while its value is still being computed lies on a cycle). Values O(n + m) with
// std::set; the search visits at most n^k tuples (k tokens), each once.
#pragma once

#include <span>

#include "impl/grundy/answer.h"

namespace gc::oracle {

/// The Grundy values by g(v) = mex { g(w) : v -> w }, memoised; {cycle = true} when the
/// recursion meets a vertex on the current path (a self-loop included).
GrundyAnswer GrundyByMex(const Graph& g, std::span<const Vertex> tokens);

/// Whether the player to move wins the sum of tokens, by searching the game whose
/// positions are token tuples (a move slides one token along one edge; no move loses).
/// Precondition: g is acyclic. Memoised; at most n^k positions.
bool FirstWinsByGameSearch(const Graph& g, std::span<const Vertex> tokens);

}  // namespace gc::oracle
