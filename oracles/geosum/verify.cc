// oracles/geosum/verify.cc — see verify.h.
#include "oracles/geosum/verify.h"

#include <algorithm>
#include <map>

namespace gc::oracle {

namespace {

std::string Num(std::uint64_t k) { return std::to_string(k); }

// The distinct vertices other than s that s has an edge to: the token's moves from s.
std::vector<Vertex> Moves(const Graph& g, Vertex s) {
  std::vector<Vertex> ts;
  for (Vertex w : g.out(s))
    if (w != s) ts.push_back(w);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  return ts;
}

// Conditions 4 and 5 for one token on s with value `value`: "" or the reason.
std::string CheckToken(const Graph& g, Vertex s, std::uint32_t value) {
  const std::vector<Vertex> moves = Moves(g, s);
  if (value > moves.size())
    return "a token on vertex " + Num(s) + " has value " + Num(value) + ", but it has moves to " +
           "only " + Num(moves.size()) + " vertices (its start is visited), and a mex of that " +
           "many option values is at most " + Num(moves.size());
  const bool dead_ends = std::all_of(moves.begin(), moves.end(), [&](Vertex w) {
    const auto out = g.out(w);
    return std::all_of(out.begin(), out.end(), [&](Vertex u) { return u == w || u == s; });
  });
  if (!moves.empty() && dead_ends && value != 1)
    return "every move of a token on vertex " + Num(s) + " ends where it has no move left (only " +
           "edges back to visited vertices), so its value is mex{0} = 1, not " + Num(value);
  return "";
}

}  // namespace

std::string VerifyGeosum(const Graph& g, const std::vector<Vertex>& tokens,
                         const GeosumAnswer& a) {
  if (a.values.size() != tokens.size())
    return "line 1 holds " + Num(a.values.size()) + " values for " + Num(tokens.size()) +
           " tokens";
  std::uint32_t x = 0;
  for (std::uint32_t v : a.values) x ^= v;
  if ((a.sum == SumResult::kFirst) != (x != 0))
    return std::string("the winner is ") + ToString(a.sum) + " but the XOR of the values is " +
           Num(x) + ": the first player wins a sum exactly when it is nonzero";
  std::map<Vertex, std::uint32_t> at;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const auto [it, fresh] = at.emplace(tokens[i], a.values[i]);
    if (!fresh && it->second != a.values[i])
      return "two tokens on vertex " + Num(tokens[i]) + " have values " + Num(it->second) +
             " and " + Num(a.values[i]) + ": they play the same game";
    if (fresh)
      if (std::string why = CheckToken(g, tokens[i], a.values[i]); !why.empty()) return why;
  }
  return "";
}

}  // namespace gc::oracle
