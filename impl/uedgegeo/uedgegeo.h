// impl/uedgegeo/uedgegeo.h — undirected edge geography: outcome and Grundy value of a start.
// Source: formats.md "## uedgegeo" and seed 004 ("whose undirected version is, surprisingly,
// not the same problem"). G(v, U) = mex over unused edges e = {v, w} of G(w, U + e): an edge
// is usable from either end and used up in both directions once taken; every input pair is
// its own edge (parallel edges distinct), a self-loop {v, v} one move that stays on v.
// PSPACE-complete in general, so exponential in m; m <= 64 (sets of edges are 64-bit masks).
// Method: memoised search on (vertex, set of unused edges), as impl/edgegeo, with edges
// numbered in (min end, max end) order so that parallel edges (the same two ends) are
// consecutive. The token goes from v along e to ends_xor[e] ^ v (a loop: back to v). Each
// vertex's incident edges are a bit set, so a self-loop is one bit, one move, although it
// touches its vertex twice. Prunings, each a map that keeps the value (proofs in uedgegeo.cc):
//   reach_key       the key keeps only the unused edges of the token's component (through
//                   unused edges);
//   merge_parallel  within a class of parallel edges only the number unused matters: the
//                   key keeps the lowest ones, and one move per class is searched;
//   lazy_mex        a parent asks a child only min(value, cap) for the cap its mex needs;
//   order_moves     replies with the fewest options are tried first.
// Status: equals oracles/uedgegeo/search (plain game-tree search) and oracles/uedgegeo/
// positions (explicit position DAG, bottom-up) with every one of the 16 option variants on
// every graph with n <= 3 and up to 4 edges (every start) and on shaped cases (paths, cycles
// with doubled edges and loops, stars, K4); the default and the plain variant equal the
// position oracle on random multigraphs with m <= 12; every variant equals the plain one on
// random multigraphs with m <= 20; k loops, k parallel edges, paths and cycles up to m = 64
// give their hand-derived values (properties/uedgegeo_test.cc).
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/uedgegeo/uedgegeo.h is a fast solver: oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <cstdint>

#include "impl/geography/answer.h"

namespace gc {

/// Largest edge count SolveUndirectedEdgeGeography accepts: sets of edges are 64-bit masks.
inline constexpr std::uint64_t kUndirectedEdgeGeographyMaxM = 64;

/// Which prunings to use; every combination gives the same answer (benchmarks compare them).
struct UndirectedEdgeGeographyOptions {
  /// Memo key (vertex, unused edges of its component) instead of (vertex, unused edges).
  bool reach_key = true;
  /// Parallel edges: key on how many of each class are unused; search one move per class.
  bool merge_parallel = true;
  /// Ask each child only as much of its value as the parent's mex needs.
  bool lazy_mex = true;
  /// Try the replies with the fewest options first.
  bool order_moves = true;
};

/// What a search did, for benchmarks.
struct UndirectedEdgeGeographyStats {
  std::uint64_t states = 0;     // positions expanded (again with a larger cap: counted again)
  std::uint64_t memo_hits = 0;  // answers taken from the memo
  std::uint64_t memo_size = 0;  // entries in the memo at the end
};

/// Who wins from `start` with no edge used, and the Grundy value of that position; each
/// pair of g is an undirected edge. Precondition: g.m() <= 64 and start < g.n(), else
/// std::invalid_argument (n itself is not limited). Exponential time in m in the worst case.
GeographyAnswer SolveUndirectedEdgeGeography(const Graph& g, Vertex start,
                                             const UndirectedEdgeGeographyOptions& options = {},
                                             UndirectedEdgeGeographyStats* stats = nullptr);

}  // namespace gc
