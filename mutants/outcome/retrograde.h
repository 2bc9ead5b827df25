// mutants/outcome/retrograde.h — the one textbook retrograde that the outcome and lengths
// mutants share (mutants/outcome/, mutants/lengths/), written as the seeds write it
// (reverse lists, per-vertex counters, a queue), with one planted mistake chosen by the
// caller. Source: seed 000 (graph_outcome) and seed 002 (retrograde with lengths).
// O(n + m).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "impl/instance.h"

namespace gc::mutant {

enum class Mistake {
  kMultiEdge,    // reverse list keeps each predecessor once, the counter counts every edge
  kSinkWin,      // a vertex with no move is labelled W
  kUndecidedL,   // vertices still unlabelled at the end are called L, not D
  kDropLoops,    // self-loops are skipped while reading
  kInt8Counter,  // counters are int8_t: an out-degree past 127 wraps negative
  kReversed,     // the pair "u v" is read as a move from v to u
  kLifo,         // a stack instead of a FIFO queue (labels right, lengths wrong)
  kLoserMin,     // the loser's length is 1 + the minimum over its moves, not the maximum
};

struct Result {
  std::string labels;
  std::vector<std::int64_t> lengths;
};

/// Labels and lengths of g with `mistake` planted.
Result Retrograde(const Graph& g, Mistake mistake);

}  // namespace gc::mutant
