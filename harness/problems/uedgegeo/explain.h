// harness/problems/uedgegeo/explain.h — the "why:" sentence of the uedgegeo row (see
// harness/problems/explain_util.h for the contract every problem's explainer follows).
#pragma once

#include <cstdint>
#include <string>

#include "harness/problems/problem.h"

namespace gc {

/// uedgegeo, line 0: the exit status (2 beyond 64 edges); line 1: a winning first move, or
/// a reply to every first move; line 2: the start's value as the mex of its moves' values.
/// Lines 1 and 2 by a search of this file's own (memo on vertex and used edges, the pairs
/// taken from either end) when the start's component has at most 16 edges, else the bare
/// rule "first iff the value is nonzero".
std::string ExplainUedgegeo(const Instance& x, const Output& expected, int line,
                            std::int64_t vertex);

}  // namespace gc
