// oracles/edgegeo/search.cc — see search.h.
#include "oracles/edgegeo/search.h"

#include <set>
#include <vector>

namespace gc::oracle {

namespace {

struct Game {
  const Graph& g;
  std::vector<std::uint64_t> first;  // first[v]: number of v's first pair among all out-lists
  std::vector<bool> used;            // per pair (edge), in the order of g.out(0), g.out(1), ...
};

// The Grundy value of the position: token on v, the edges marked in game.used used up.
std::uint32_t Grundy(Game& game, Vertex v) {
  std::set<std::uint32_t> options;
  const auto targets = game.g.out(v);
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const std::uint64_t e = game.first[v] + i;
    if (game.used[e]) continue;
    game.used[e] = true;
    options.insert(Grundy(game, targets[i]));  // a self-loop: targets[i] == v, a real move
    game.used[e] = false;
  }
  std::uint32_t mex = 0;
  while (options.count(mex) != 0) ++mex;
  return mex;
}

}  // namespace

GeographyAnswer EdgeGeographySearch(const Graph& g, Vertex start) {
  Game game{g, std::vector<std::uint64_t>(g.n() + 1, 0), std::vector<bool>(g.m(), false)};
  for (Vertex v = 0; v < g.n(); ++v) game.first[v + 1] = game.first[v] + g.out_degree(v);
  const std::uint32_t value = Grundy(game, start);
  return {value != 0, value};
}

}  // namespace gc::oracle
