// oracles/undirected/undirected_game_search.cc — see undirected_game_search.h.
#include "oracles/undirected/undirected_game_search.h"

#include <cstdint>
#include <vector>

namespace gc::oracle {

namespace {

class Game {
 public:
  explicit Game(const Graph& g) : g_(g), memo_(std::size_t{g.n()} << g.n(), kUnknown) {}

  // The mover wins with the token on v and `visited` used (v among them).
  bool Wins(Vertex v, std::uint32_t visited) {
    std::int8_t& m = memo_[(std::size_t{visited} * g_.n()) + v];
    if (m != kUnknown) return m == 1;
    bool win = false;
    // An edge is usable from either end: out() and in() together are v's neighbours.
    for (const auto& side : {g_.out(v), g_.in(v)})
      for (Vertex u : side)
        if (!(visited >> u & 1) && !Wins(u, visited | 1u << u)) win = true;
    m = win ? 1 : 0;
    return win;
  }

 private:
  static constexpr std::int8_t kUnknown = -1;
  const Graph& g_;
  std::vector<std::int8_t> memo_;
};

}  // namespace

UndirectedAnswer UndirectedGameSearch(const Graph& g) {
  Game game(g);
  UndirectedAnswer a;
  for (Vertex v = 0; v < g.n(); ++v) a.labels += game.Wins(v, 1u << v) ? 'W' : 'L';
  return a;
}

}  // namespace gc::oracle
