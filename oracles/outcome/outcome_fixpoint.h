// oracles/outcome/outcome_fixpoint.h — W/L/D by repeating the two rules until nothing changes.
// Source: seed 000's Python reference. Written to be read, not to be fast: O(n (n + m)).
#pragma once

#include "impl/outcome/answer.h"

namespace gc::oracle {

/// A vertex is W if some successor is L, L if every successor is W (a sink is L);
/// the rules are applied over all vertices until no label changes; the rest are D.
OutcomeAnswer OutcomeFixpoint(const Graph& g);

}  // namespace gc::oracle
