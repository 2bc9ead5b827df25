// impl/outcome/outcome.h — win / lose / draw with optimal game lengths by retrograde analysis.
// Source: seed 000 (counters on the reverse graph), seed 002 (lengths: winner hurries,
// loser stalls; the FIFO queue pops in non-decreasing length).
// Time O(n + m), one pass over the CSR reverse graph; memory 8 bytes a vertex + the queue.
// Status: equals oracles/outcome_fixpoint and oracles/lengths_bounded_horizon on every
// graph with n <= 3 and up to 4 edges, every simple digraph with loops on 3 vertices, and
// random graphs (properties/outcome_test.cc); accepted by oracles/outcome_verify at any size.
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/outcome/outcome.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include "impl/outcome/answer.h"
#include "impl/lengths/answer.h"

namespace gc {

/// How the retrograde pass walks a graph. Small graphs: one FIFO queue. From
/// level_buckets_from_n vertices on, the queue is taken a level (one length) at a time,
/// and a level of at least level_buckets_from_vertices vertices sends its predecessors
/// through buckets by vertex (width 2^width_log2, -1: chosen for n), so the counter
/// updates fall in one cached range at a time instead of all over the state array.
/// The answer is the same either way; tests force each path.
struct RetrogradeTuning {
  Vertex level_buckets_from_n = Vertex{1} << 21;
  std::size_t level_buckets_from_vertices = std::size_t{1} << 12;
  int width_log2 = -1;
};

/// Labels of every vertex for the player to move (a sink is L, the undecided are D).
OutcomeAnswer SolveOutcome(const Graph& g);
/// The same from the predecessor half alone (what `gamecheck solve` builds).
OutcomeAnswer SolveOutcome(const Predecessors& g);

/// Labels plus moves to the end under optimal play; -1 for a draw. Lengths are odd
/// exactly for W vertices (the mover makes the last move).
LengthsAnswer SolveLengths(const Graph& g);
LengthsAnswer SolveLengths(const Predecessors& g);
LengthsAnswer SolveLengths(const Graph& g, const RetrogradeTuning& tuning);

}  // namespace gc
