// impl/geography/geography.h — directed vertex geography: outcome and Grundy value of a start vertex.
// Source: seed 004 (G(v, S) = mex over v -> u, u not in S, of G(u, S + u); the start counts
// as visited). PSPACE-complete, so exponential in the worst case; n <= 64 (bitmask sets).
// Pruning: the memo key is (vertex, unvisited vertices still reachable from it), the only
// part of the history the rest of the game can see; values are computed lazily (a parent
// asks a child only min(value, cap) for the cap its own mex needs: cap 1 is plain win/lose
// search with a cut-off); replies with the fewest options are tried first.
// Status: equals oracles/geography_search on every graph with n <= 3 and up to 4 edges,
// every simple digraph with loops on 4 vertices (every start), random graphs with n <= 8,
// and in sums with a Nim heap (properties/geography_test.cc); the option variants agree
// with one another on random graphs with n <= 14.
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/geography/geography.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <cstdint>

#include "impl/geography/answer.h"

namespace gc {

/// Largest graph SolveGeography accepts: sets of vertices are 64-bit masks.
inline constexpr Vertex kGeographyMaxN = 64;

/// Which prunings to use; every combination gives the same answer (benchmarks compare them).
struct GeographyOptions {
  /// Memo key (vertex, reachable unvisited set) instead of (vertex, visited set).
  bool canonical_key = true;
  /// Ask each child only as much of its value as the parent's mex needs.
  bool lazy_mex = true;
  /// Try the replies with the fewest options first.
  bool order_moves = true;
};

/// What a search did, for benchmarks.
struct GeographyStats {
  std::uint64_t states = 0;     // positions expanded (a position asked again with a larger
                                // cap is expanded again and counted again)
  std::uint64_t memo_hits = 0;  // answers taken from the transposition table
  std::uint64_t memo_size = 0;  // entries in the table at the end
};

/// Who wins from `start` (which counts as visited) and the Grundy value of that position.
/// Repeated edges and self-loops change nothing. Precondition: g.n() <= 64 and start < n,
/// else std::invalid_argument. Exponential time in the worst case (memo on reachable sets).
GeographyAnswer SolveGeography(const Graph& g, Vertex start, const GeographyOptions& options = {},
                               GeographyStats* stats = nullptr);

}  // namespace gc
