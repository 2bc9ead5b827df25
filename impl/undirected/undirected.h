// impl/undirected/undirected.h — undirected vertex geography: W or L for every start vertex at once.
// Source: seed 004 (Fraenkel, Scheinerman and Ullman: the first player wins from v iff
// every maximum matching covers v), read through Gallai–Edmonds: v loses iff v is in D(G),
// the vertices some maximum matching misses, which are exactly the EVEN vertices of the
// alternating forest grown from every exposed vertex after a failed augmentation.
// Time: Boost.Graph's Edmonds augmenting-path finder, O(m α(m, n)) per augmentation, after
// a Karp–Sipser initial matching (degree-1 vertices first) and phases of blossom-free
// augmenting paths (O(n + m) a phase) that leave few augmentations on sparse graphs; one
// final failed search labels every vertex.
// Status: equals oracles/undirected_game_search (game search over (vertex, visited set))
// on every simple graph with n <= 6, every graph with n <= 4 and up to 4 edges, random
// graphs with n <= 10; equals oracles/undirected_matchings (every maximum matching listed)
// on random graphs with up to 14 distinct edges; accepted by oracles/undirected_verify at
// every size tested (properties/undirected_test.cc).
#pragma once

#ifdef GAMECHECK_NO_SOLVERS
#error "impl/undirected/undirected.h is a fast solver: the oracles must not use it (oracles/CMakeLists.txt)"
#endif

#include <cstdint>

#include "impl/undirected/answer.h"

namespace gc {

/// Which initial matching Boost's augmenting-path loop starts from (benchmarks compare them).
enum class InitialMatching {
  kKarpSipser,   // degree-1 vertices matched first, then any free edge, then blossom-free
                 // augmenting paths; the default
  kExtraGreedy,  // Boost's default policy (edmonds_maximum_cardinality_matching)
  kEmpty,        // no initial matching: one augmentation per matched edge
};

/// What a solve did, for benchmarks.
struct UndirectedStats {
  std::uint64_t initial_size = 0;   // edges in the initial matching
  std::uint64_t matching_size = 0;  // edges in the maximum matching
  std::uint64_t augmentations = 0;  // successful augmentations (= the difference)
};

/// 'W' at v iff every maximum matching covers v. Each input pair is an undirected edge;
/// self-loops are never a move and are dropped, repeated edges change nothing.
/// O(n + m) plus Boost's Edmonds search, O(m α) per augmentation left after the initial
/// matching.
UndirectedAnswer SolveUndirected(const Graph& g,
                                 InitialMatching initial = InitialMatching::kKarpSipser,
                                 UndirectedStats* stats = nullptr);

}  // namespace gc
