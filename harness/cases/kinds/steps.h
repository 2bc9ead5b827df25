// harness/cases/kinds/steps.h — the shrink steps the input kinds are made of, each a pass of
// candidates smaller than the current parts (harness/cases/input_kind.h's ShrinkStep). A
// kind lists the ones its parts have, in its order (harness/cases/kinds/<kind>.cc); the
// shrinker (harness/cases/shrink.cc) runs the list to a fixpoint. Deletions try halves,
// quarters, ... (ddmin), then single items; every step asks search.Done() before it
// builds a candidate.
#pragma once

#include <cstddef>
#include <vector>

#include "harness/cases/input_kind.h"

namespace gc::kinds {

/// Every vertex no move, mark or anchor uses removed and the rest renumbered, in one
/// candidate (a large case with few moves shrinks at the cost of one run).
bool Compact(ShrinkSearch& s, std::size_t list = 0);
/// Every trailing vertex no move, mark or anchor uses dropped, in one candidate.
bool LowerN(ShrinkSearch& s, std::size_t list = 0);
/// Bulk cuts before the one-at-a-time steps, so that a case past a width (a chain, a
/// star or a list of 2^16 + 1 and more) ends near the width in a few dozen runs: a run of
/// the highest vertices, then of the lowest, deleted with their moves and marks (n/2,
/// n/4, ... of them, each size tried again while it keeps the failure); the same for the
/// last and the first moves of list `list`, and for the last and the first entries of mark
/// list `list`. An anchor is never deleted.
bool TrimVertices(ShrinkSearch& s, std::size_t list = 0);
bool TrimMoves(ShrinkSearch& s, std::size_t list);
bool TrimMarks(ShrinkSearch& s, std::size_t list);
/// Move list `list` without chunks of half of it, a quarter, ..., one move; Compact after
/// each chunk size that took something.
bool DeleteMoves(ShrinkSearch& s, std::size_t list);
/// Runs of half the vertices, ..., one vertex deleted with their moves and marks; an
/// anchor is never deleted.
bool DeleteVertices(ShrinkSearch& s, std::size_t list = 0);
/// Vertex b merged into a < b: every use of b becomes a, then b is removed.
bool MergeVertices(ShrinkSearch& s, std::size_t list = 0);
/// One vertex of mark list `list` (Parts::marks) dropped; one moved to the lowest vertex
/// that keeps the failure.
bool DropMarks(ShrinkSearch& s, std::size_t list);
bool LowerMarks(ShrinkSearch& s, std::size_t list);
/// An anchor moved to the lowest vertex that keeps the failure.
bool LowerAnchors(ShrinkSearch& s, std::size_t list = 0);
/// An end of a move of list `list` (its head, else its tail) moved to the lowest vertex
/// that keeps the failure.
bool RedirectMoves(ShrinkSearch& s, std::size_t list);

/// p without the vertices in `gone` (one flag per vertex), renumbered in order; moves
/// and marks on them are dropped, anchors renumbered (an anchor beyond n becomes 0).
Parts Remove(const Parts& p, const std::vector<char>& gone);

}  // namespace gc::kinds
