// impl/edgegeo/edgegeo.h — directed edge geography: outcome and Grundy value of a start.
// Source: formats.md "## edgegeo" and seed 004 ("the obvious rung": edges used up instead
// of vertices). G(v, U) = mex over unused edges e = v -> w of G(w, U + e); every input pair
// is its own edge, a self-loop a move that stays on v. PSPACE-complete in general, so
// exponential in m; m <= 64 (sets of edges are 64-bit masks).
// Method: memoised search on (vertex, set of unused edges), edges numbered in (u, v) order
// so that parallel edges (same source and target) are consecutive. Prunings, each a map
// that keeps the value (proofs in edgegeo.cc):
//   reach_key       the key keeps only the unused edges the token can still reach;
//   merge_parallel  within a class of parallel edges only the number unused matters: the
//                   key keeps the lowest ones, and one move per class is searched;
//   lazy_mex        a parent asks a child only min(value, cap) for the cap its mex needs
//                   (cap 1 is a plain win/lose search with a cut-off), as impl/geography;
//   order_moves     replies with the fewest options are tried first.
// Status: equals oracles/edgegeo/search (plain game-tree search) and oracles/edgegeo/
// positions (explicit position DAG, bottom-up) with every one of the 16 option variants on
// every graph with n <= 3 and up to 4 edges (every start) and on shaped cases (bidirected
// paths, doubled cycles with loops, Eulerian multigraphs); the default and the plain
// variant equal the position oracle on random multigraphs with m <= 12; every variant
// equals the plain one on random multigraphs with m <= 20, and the lazy / ordered variants
// agree with m <= 28; k loops, k parallel edges, cycles and two cycles through one vertex
// up to m = 64 give their hand-derived values (properties/edgegeo_test.cc).
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/edgegeo/edgegeo.h is a fast solver: oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <cstdint>

#include "impl/geography/answer.h"

namespace gc {

/// Largest edge count SolveEdgeGeography accepts: sets of edges are 64-bit masks.
inline constexpr std::uint64_t kEdgeGeographyMaxM = 64;

/// Which prunings to use; every combination gives the same answer (benchmarks compare them).
struct EdgeGeographyOptions {
  /// Memo key (vertex, unused edges reachable from it) instead of (vertex, unused edges).
  bool reach_key = true;
  /// Parallel edges: key on how many of each class are unused; search one move per class.
  bool merge_parallel = true;
  /// Ask each child only as much of its value as the parent's mex needs.
  bool lazy_mex = true;
  /// Try the replies with the fewest options first.
  bool order_moves = true;
};

/// What a search did, for benchmarks.
struct EdgeGeographyStats {
  std::uint64_t states = 0;     // positions expanded (again with a larger cap: counted again)
  std::uint64_t memo_hits = 0;  // answers taken from the transposition table
  std::uint64_t memo_size = 0;  // entries in the table at the end
};

/// Who wins from `start` with no edge used, and the Grundy value of that position.
/// Precondition: g.m() <= 64 and start < g.n(), else std::invalid_argument (n itself is not
/// limited). Exponential time in m in the worst case.
GeographyAnswer SolveEdgeGeography(const Graph& g, Vertex start,
                                   const EdgeGeographyOptions& options = {},
                                   EdgeGeographyStats* stats = nullptr);

}  // namespace gc
