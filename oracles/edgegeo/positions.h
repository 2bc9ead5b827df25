// oracles/edgegeo/positions.h — directed edge geography from its explicit position graph.
// A different idea from oracles/edgegeo/search: the positions (vertex, set of used edges)
// reachable from the start are listed forwards, breadth first, with their moves; every move
// uses one more edge, so the breadth-first layers are the number of used edges and the
// position graph is a DAG whose edges go from one layer to the next. The Grundy values are
// then filled in backwards, deepest layer first, each the mex of its successors' values:
// no recursion and no memo keyed like a solver's. Edges are the pairs in input order, one
// bit each (parallel edges distinct, self-loops moves). Memory O(positions * out-degree):
// positions <= n * 2^m, so m <= ~14.
#pragma once

#include <cstdint>

#include "impl/geography/answer.h"

namespace gc::oracle {

/// The outcome and Grundy value of the start position (no edge used).
/// Precondition: start < g.n() and g.m() <= 64.
GeographyAnswer EdgeGeographyPositions(const Graph& g, Vertex start);

/// How many positions EdgeGeographyPositions lists for this start (for tests).
std::uint64_t EdgeGeographyPositionCount(const Graph& g, Vertex start);

}  // namespace gc::oracle
