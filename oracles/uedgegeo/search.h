// oracles/uedgegeo/search.h — undirected edge geography by plain game-tree search.
// Source: formats.md "## uedgegeo": G(v, U) = mex{ G(w, U + e) : e = {v, w} an edge not in
// U }, every input pair its own edge (parallel edges distinct, a self-loop one move that
// stays on v), applied literally: no memo, no pruning; the moves at v are found by going
// over the input's pairs, one by one, and taking each pair with v at either end (so a loop
// {v, v} is one pair, one move), its used flag a vector<bool> over the pairs. Written to be
// read. Time O(number of trails from the start), so m <= ~9 (k self-loops alone are k!
// orders).
#pragma once

#include "impl/geography/answer.h"

namespace gc::oracle {

/// The outcome and Grundy value of the start position (no edge used), each pair of g an
/// undirected edge. Precondition: start < g.n().
GeographyAnswer UndirectedEdgeGeographySearch(const Graph& g, Vertex start);

}  // namespace gc::oracle
