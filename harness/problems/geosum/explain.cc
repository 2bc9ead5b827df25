// harness/problems/geosum/explain.cc — see explain.h.
#include "harness/problems/geosum/explain.h"

#include <set>
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/geography/geography.h"
#include "impl/geosum/geosum.h"

namespace gc {

using namespace explain;

namespace {

// A move of a token from s to w, and the value of the position it leaves.
struct Option {
  Vertex to;
  std::uint32_t value;
};

// The moves of a token on s with their values: after s -> w the token stands on w with s
// visited, which is geography from w on g without the edges into s.
std::vector<Option> Options(const Graph& g, Vertex s) {
  std::vector<Edge> kept;
  for (const Edge& e : g.edges())
    if (e.v != s) kept.push_back(e);
  const Graph without_s(g.n(), kept);
  std::vector<Option> options;
  for (Vertex w : Targets(g, s))
    if (w != s) options.push_back({w, SolveGeography(without_s, w).grundy});
  return options;
}

std::string TokenValue(const Graph& g, Vertex s) {
  const std::vector<Option> options = Options(g, s);
  if (options.empty())
    return "a token on " + V(s) + " has no move (its start is visited for it), so its value is " +
           "mex{} = 0";
  std::vector<std::string> items;
  std::set<std::uint32_t> values;
  for (const Option& o : options) {
    items.push_back(Num(s) + " -> " + Num(o.to) + " then has value " + Num(o.value));
    values.insert(o.value);
  }
  return "a token on " + V(s) + " plays geography on its own copy of the graph, its start " +
         "visited for it alone: " + Join(items, "; ") + "; so its value is mex" +
         SetText(values) + " = " + Num(Mex(values));
}

std::string Winner(const Graph& g, const std::vector<Vertex>& tokens, const GeosumAnswer& a) {
  std::uint32_t x = 0;
  std::vector<std::string> terms;
  for (std::uint32_t v : a.values) x ^= v, terms.push_back(Num(v));
  if (terms.empty()) return "there is no token, so the first player cannot move and loses";
  const std::string rule = "the sum's value is the XOR of the tokens' values, " +
                           Join(terms, " xor ") + " = " + Num(x) +
                           " (Sprague-Grundy), and the player to move wins exactly when it " +
                           "is nonzero";
  if (x == 0) return rule + ": every move changes one value and makes the XOR nonzero";
  for (std::size_t i = 0; i < tokens.size() && i < a.values.size(); ++i) {
    const std::uint32_t want = a.values[i] ^ x;
    if (want >= a.values[i]) continue;
    for (const Option& o : Options(g, tokens[i]))
      if (o.value == want)
        return rule + ": first wins by moving token " + Num(i) + " from " + Num(tokens[i]) +
               " to " + Num(o.to) + " (value " + Num(a.values[i]) + " to " + Num(want) +
               "), which leaves an XOR of 0";
  }
  return rule;
}

}  // namespace

std::string ExplainGeosum(const Instance& x, const Output& expected, int line,
                          std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kGeosumMaxN);
  if ((line != 1 && line != 2) || x.g.n() > kGeosumMaxN) return "";
  return Guarded([&]() -> std::string {
    const GeosumAnswer a = ParseGeosumAnswer(expected.out);
    if (line == 2) return Winner(x.g, x.tokens, a);
    if (vertex >= 0) return InRange(x, vertex) ? TokenValue(x.g, static_cast<Vertex>(vertex)) : "";
    if (x.tokens.empty()) return "there is no token, so line 1 is empty";
    return TokenValue(x.g, x.tokens[0]);
  });
}

}  // namespace gc
