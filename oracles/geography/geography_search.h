// oracles/geography/geography_search.h — directed vertex geography by plain game search.
// Source: seed 004's recursion G(v, S) = mex{ G(u, S + u) : v -> u, u not in S }, applied
// literally: no memo, no pruning, the visited set a vector<bool>. Written to be read.
// Time O(number of simple paths from the start), so n <= ~10.
#pragma once

#include "impl/geography/answer.h"

namespace gc::oracle {

/// The outcome and Grundy value of the start position (start counts as visited).
/// Precondition: start < g.n().
GeographyAnswer GeographySearch(const Graph& g, Vertex start);

}  // namespace gc::oracle
