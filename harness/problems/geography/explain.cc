// harness/problems/geography/explain.cc — why the expected geography answer is right where an output
// differs from it (harness/problems/explain_util.h).
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/geography/geography.h"

namespace gc {

using namespace explain;

namespace {

// Geography's search runs over (vertex, visited set): n << n memo bytes.
constexpr Vertex kGeographySearchMaxN = 20;

// G(v, S) of seed 004 by memoised search over (vertex, visited set). n <= 20.
class GeographyValues {
 public:
  explicit GeographyValues(const Graph& g)
      : g_(g), memo_(static_cast<std::size_t>(g.n()) << g.n(), kUnknown) {}

  std::uint32_t Value(Vertex v, std::uint32_t visited) {
    std::uint8_t& slot = memo_[(static_cast<std::size_t>(visited) * g_.n()) + v];
    if (slot != kUnknown) return slot;
    std::uint64_t seen = 0;
    for (Vertex u : g_.out(v))
      if (!(visited >> u & 1)) seen |= std::uint64_t{1} << Value(u, visited | 1u << u);
    std::uint32_t mex = 0;
    while (seen >> mex & 1) ++mex;
    return slot = static_cast<std::uint8_t>(mex);
  }

 private:
  static constexpr std::uint8_t kUnknown = 0xFF;
  const Graph& g_;
  std::vector<std::uint8_t> memo_;
};

std::string ExplainGeographyWinner(const Instance& x, const GeographyAnswer& a) {
  const Vertex s = x.start;
  GeographyValues gv(x.g);
  const std::uint32_t start = 1u << s;
  std::vector<Vertex> options = Targets(x.g, s);
  std::erase(options, s);
  if (options.empty())
    return a.first_wins ? ""
                        : "the start " + V(s) +
                              " has no move to an unvisited vertex, so the first player cannot "
                              "move and loses";
  if (a.first_wins) {
    for (Vertex u : options)
      if (gv.Value(u, start | 1u << u) == 0)
        return "first wins by moving " + Num(s) + " -> " + Num(u) +
               ": that leaves the second player at " + Num(u) + " with {" + Num(s) + ", " + Num(u) +
               "} visited, a position of value 0, which the player to move loses";
    return "";
  }
  std::vector<std::string> answers;
  for (Vertex u : options) {
    const std::uint32_t after = start | 1u << u;
    Vertex reply = x.g.n();
    for (Vertex w : Targets(x.g, u))
      if (!(after >> w & 1) && gv.Value(w, after | 1u << w) == 0) {
        reply = w;
        break;
      }
    if (reply == x.g.n()) return "";
    answers.push_back(Num(s) + " -> " + Num(u) + " by " + Num(u) + " -> " + Num(reply));
  }
  return "second wins: every first move has a reply that leaves the first player at a position of "
         "value 0: " +
         Join(answers, "; ");
}

std::string ExplainGeographyValue(const Instance& x) {
  const Vertex s = x.start;
  GeographyValues gv(x.g);
  std::vector<std::string> items;
  std::set<std::uint32_t> values;
  for (Vertex u : Targets(x.g, s)) {
    if (u == s) continue;
    const std::uint32_t g = gv.Value(u, 1u << s | 1u << u);
    values.insert(g);
    items.push_back(Num(u) + " (value " + Num(g) + ")");
  }
  if (items.empty())
    return "the start " + V(s) + " has no move to an unvisited vertex, so its value is mex{} = 0";
  return "the start " + V(s) + " can move to " + Join(items) +
         ", so its value is the smallest missing from " + SetText(values) + ": mex" +
         SetText(values) + " = " + Num(Mex(values));
}

}  // namespace

std::string ExplainGeography(const Instance& x, const Output& expected, int line, std::int64_t) {
  if (line == 0) return ExplainStatus(x, expected, kGeographyMaxN);
  if ((line != 1 && line != 2) || x.start >= x.g.n()) return "";
  return Guarded([&]() -> std::string {
    const GeographyAnswer a = ParseGeographyAnswer(expected.out);
    if (x.g.n() > kGeographySearchMaxN)
      return "the first player wins exactly when the start's value is nonzero; here it is " +
             Num(a.grundy) + " (n = " + Num(x.g.n()) + " is too large to list the moves here)";
    return line == 1 ? ExplainGeographyWinner(x, a) : ExplainGeographyValue(x);
  });
}

}  // namespace gc
