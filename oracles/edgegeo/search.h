// oracles/edgegeo/search.h — directed edge geography by plain game-tree search.
// Source: formats.md "## edgegeo": G(v, U) = mex{ G(w, U + e) : e = v -> w an edge not in U },
// every input pair its own edge (parallel edges distinct, a self-loop a move that stays on
// v), applied literally: no memo, no pruning, the used set a vector<bool> over the pairs'
// positions in g.out. Written to be read. Time O(number of trails from the start), so
// m <= ~10 (k self-loops alone are k! orders).
#pragma once

#include "impl/geography/answer.h"

namespace gc::oracle {

/// The outcome and Grundy value of the start position (no edge used).
/// Precondition: start < g.n().
GeographyAnswer EdgeGeographySearch(const Graph& g, Vertex start);

}  // namespace gc::oracle
