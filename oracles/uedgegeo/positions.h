// oracles/uedgegeo/positions.h — undirected edge geography from its explicit position graph.
// A different idea from oracles/uedgegeo/search: the positions (vertex, set of used edges)
// reachable from the start are listed forwards, breadth first, with their moves; every move
// uses one more edge, so the position graph is a DAG whose edges go from one breadth-first
// layer to the next. The Grundy values are then filled in backwards, last position first,
// each the mex of its successors' values: no recursion and no memo keyed like a solver's.
// Edges are the pairs in g.edges() order, one bit each: a pair {u, w} is a move from u to w
// and from w to u (a loop {u, u}: one move, from u to u), parallel pairs distinct bits.
// Memory O(positions * degree): positions <= n * 2^m, so m <= ~16.
#pragma once

#include <cstdint>

#include "impl/geography/answer.h"

namespace gc::oracle {

/// The outcome and Grundy value of the start position (no edge used).
/// Precondition: start < g.n() and g.m() <= 64.
GeographyAnswer UndirectedEdgeGeographyPositions(const Graph& g, Vertex start);

/// How many positions UndirectedEdgeGeographyPositions lists for this start (for tests).
std::uint64_t UndirectedEdgeGeographyPositionCount(const Graph& g, Vertex start);

}  // namespace gc::oracle
