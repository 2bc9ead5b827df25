// impl/grundy/grundy.h — Grundy values of a DAG and the winner of a sum of tokens.
// Source: seed 000, part one (Kahn's topological order, mex in reverse order, XOR rule).
// Time O(n + m + k): one Kahn pass, then each vertex's mex over a seen-array of size
// outdeg + 2; memory O(n) beside the graph.
// Status: equals oracles/grundy_mex (mex by memoised recursion with its own cycle check,
// the sum by full game search over token tuples) on every graph with n <= 3 and up to 4
// edges, every simple digraph with loops on 3 vertices, and random DAGs with 0-4 tokens
// (properties/grundy_test.cc); accepted by oracles/grundy_verify at any size.
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/grundy/grundy.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <span>

#include "impl/grundy/answer.h"

namespace gc {

/// Grundy value of every vertex and the result of the sum of tokens (first iff the XOR
/// of the token values is nonzero). A graph with a cycle (a self-loop included) gives
/// {cycle = true, values empty}. Tokens must be < g.n(). O(n + m + k).
GrundyAnswer SolveGrundy(const Graph& g, std::span<const Vertex> tokens);

}  // namespace gc
