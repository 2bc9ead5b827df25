// oracles/grundy/grundy_mex.cc — see grundy_mex.h.
#include "oracles/grundy/grundy_mex.h"

#include <functional>
#include <map>
#include <set>
#include <vector>

namespace gc::oracle {

GrundyAnswer GrundyByMex(const Graph& g, std::span<const Vertex> tokens) {
  enum State { kNew, kOnPath, kDone };
  std::vector<State> state(g.n(), kNew);
  std::vector<std::uint32_t> value(g.n(), 0);
  bool cycle = false;
  std::function<void(Vertex)> visit = [&](Vertex v) {
    state[v] = kOnPath;
    std::set<std::uint32_t> follower_values;
    for (Vertex w : g.out(v)) {
      if (state[w] == kOnPath) cycle = true;  // w is waiting for v's value
      if (state[w] == kNew) visit(w);
      if (cycle) return;
      follower_values.insert(value[w]);
    }
    std::uint32_t mex = 0;
    while (follower_values.count(mex)) ++mex;
    value[v] = mex;
    state[v] = kDone;
  };
  for (Vertex v = 0; v < g.n() && !cycle; ++v)
    if (state[v] == kNew) visit(v);
  GrundyAnswer a;
  if (cycle) {
    a.cycle = true;
    return a;
  }
  a.values = value;
  a.sum = FirstWinsByGameSearch(g, tokens) ? SumResult::kFirst : SumResult::kSecond;
  return a;
}

bool FirstWinsByGameSearch(const Graph& g, std::span<const Vertex> tokens) {
  std::map<std::vector<Vertex>, bool> memo;
  std::function<bool(const std::vector<Vertex>&)> wins = [&](const std::vector<Vertex>& pos) {
    if (auto it = memo.find(pos); it != memo.end()) return it->second;
    bool win = false;  // no move at all: the player to move loses
    for (std::size_t i = 0; i < pos.size() && !win; ++i)
      for (Vertex w : g.out(pos[i])) {
        std::vector<Vertex> next = pos;
        next[i] = w;
        if (!wins(next)) {
          win = true;
          break;
        }
      }
    memo[pos] = win;
    return win;
  };
  return wins(std::vector<Vertex>(tokens.begin(), tokens.end()));
}

}  // namespace gc::oracle
