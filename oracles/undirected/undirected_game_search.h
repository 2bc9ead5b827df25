// oracles/undirected/undirected_game_search.h — undirected vertex geography by game search.
// Source: seed 004's rules, nothing else: a move goes along an edge (either direction) to a
// vertex not yet visited; no move, you lose. Memo over (vertex, visited set), the game's own
// positions. Time O(2^n n (n + m)), so n <= 12. Knows nothing of matchings.
#pragma once

#include "impl/undirected/answer.h"

namespace gc::oracle {

/// 'W' at v iff the player to move wins with the token on v and only v visited.
/// Precondition: g.n() <= 12.
UndirectedAnswer UndirectedGameSearch(const Graph& g);

}  // namespace gc::oracle
