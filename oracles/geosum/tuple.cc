// oracles/geosum/tuple.cc — see tuple.h.
#include "oracles/geosum/tuple.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace gc::oracle {

namespace {

// One token's game: the token on `at`, `visited` the vertices it has visited (bit v).
struct Token {
  Vertex at;
  std::uint64_t visited;
  friend auto operator<=>(const Token&, const Token&) = default;
};

// G(v, S) by the recursion itself: the mex of the values after each move.
std::uint32_t Value(const Graph& g, Token t) {
  std::set<std::uint32_t> options;
  for (Vertex w : g.out(t.at))
    if ((t.visited >> w & 1) == 0) options.insert(Value(g, {w, t.visited | std::uint64_t{1} << w}));
  std::uint32_t mex = 0;
  while (options.count(mex) != 0) ++mex;
  return mex;
}

// Whether the player to move wins the sum whose tokens are `sum`.
bool Wins(const Graph& g, std::vector<Token> sum, std::map<std::vector<Token>, bool>& memo) {
  std::sort(sum.begin(), sum.end());
  if (auto it = memo.find(sum); it != memo.end()) return it->second;
  bool wins = false;
  for (std::size_t i = 0; i < sum.size() && !wins; ++i)
    for (Vertex w : g.out(sum[i].at)) {
      if ((sum[i].visited >> w & 1) != 0) continue;
      std::vector<Token> next = sum;
      next[i] = {w, sum[i].visited | std::uint64_t{1} << w};
      if (!Wins(g, next, memo)) {
        wins = true;
        break;
      }
    }
  return memo[sum] = wins;
}

}  // namespace

GeosumAnswer GeosumByTupleSearch(const Graph& g, const std::vector<Vertex>& tokens) {
  GeosumAnswer a;
  std::vector<Token> sum;
  for (Vertex t : tokens) {
    const Token start{t, std::uint64_t{1} << t};  // the start is visited, for this token only
    a.values.push_back(Value(g, start));
    sum.push_back(start);
  }
  std::map<std::vector<Token>, bool> memo;
  a.sum = Wins(g, sum, memo) ? SumResult::kFirst : SumResult::kSecond;
  return a;
}

}  // namespace gc::oracle
