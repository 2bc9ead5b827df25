// harness/problems/geosum/explain.h — the "why:" sentence of the geosum row (see
// harness/problems/explain_util.h for the contract every problem's explainer follows).
#pragma once

#include <cstdint>
#include <string>

#include "harness/problems/problem.h"

namespace gc {

/// geosum, line 0: the exit status (2 beyond 64 vertices); line 1: the value of a token on
/// `vertex` (the first token's when -1) as the mex of its moves' values, each move's value
/// that of geography from the target with the start removed (its start is visited, for it
/// alone); line 2: the XOR of line 1 and, when it is nonzero, a winning move that makes it 0.
/// The values come from impl/geography's solver.
std::string ExplainGeosum(const Instance& x, const Output& expected, int line,
                          std::int64_t vertex);

}  // namespace gc
