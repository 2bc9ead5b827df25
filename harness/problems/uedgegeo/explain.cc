// harness/problems/uedgegeo/explain.cc — see explain.h.
#include "harness/problems/uedgegeo/explain.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/uedgegeo/uedgegeo.h"

namespace gc {

using namespace explain;

namespace {

// The search lists moves only when the start's component has at most this many edges.
constexpr std::uint64_t kExplainMaxM = 16;

// One move of a position: the pair's number and the vertex it leads to.
struct Step {
  std::size_t pair;
  Vertex to;
};

// The values of formats.md's positions, memoised on (vertex, used pairs).
class Game {
 public:
  explicit Game(const Graph& g) : pairs_(g.edges()) {}

  std::vector<Step> Steps(Vertex v, std::uint64_t used) const {
    std::vector<Step> steps;
    for (std::size_t i = 0; i < pairs_.size(); ++i)
      if ((used >> i & 1) == 0 && (pairs_[i].u == v || pairs_[i].v == v))
        steps.push_back({i, pairs_[i].u == v ? pairs_[i].v : pairs_[i].u});
    return steps;
  }
  // The value after the move s from a position with `used`.
  std::uint32_t After(std::uint64_t used, const Step& s) {
    return Value(s.to, used | std::uint64_t{1} << s.pair);
  }
  std::uint32_t Value(Vertex v, std::uint64_t used) {
    if (auto it = memo_.find({v, used}); it != memo_.end()) return it->second;
    std::set<std::uint32_t> seen;
    for (const Step& s : Steps(v, used)) seen.insert(After(used, s));
    return memo_[{v, used}] = Mex(seen);
  }
  // How many edges the start's component has.
  std::uint64_t ComponentEdges(Vertex s) const {
    std::set<Vertex> reached{s};
    for (bool grew = true; grew;) {
      grew = false;
      for (const Edge& e : pairs_)
        if (reached.count(e.u) != reached.count(e.v)) reached.insert({e.u, e.v}), grew = true;
    }
    std::uint64_t m = 0;
    for (const Edge& e : pairs_) m += reached.count(e.u);
    return m;
  }

 private:
  std::vector<Edge> pairs_;
  std::map<std::pair<Vertex, std::uint64_t>, std::uint32_t> memo_;
};

std::string Move(Vertex u, Vertex w) {
  return Num(u) + " - " + Num(w) + (u == w ? " (a self-loop)" : "");
}

std::string Winner(Game& game, Vertex s, const GeographyAnswer& a) {
  const std::vector<Step> first = game.Steps(s, 0);
  if (first.empty())
    return a.first_wins ? "" : "the start has no edge, so the first player cannot move and loses";
  if (a.first_wins) {
    for (const Step& f : first)
      if (game.After(0, f) == 0)
        return "first wins by moving along " + Move(s, f.to) +
               ": that edge is used up (both ways) and the second player, at " + Num(f.to) +
               ", is in a position of value 0, which the player to move loses";
    return "";
  }
  std::vector<std::string> replies;
  for (const Step& f : first) {
    const std::uint64_t used = std::uint64_t{1} << f.pair;
    std::string reply;
    for (const Step& r : game.Steps(f.to, used))
      if (reply.empty() && game.After(used, r) == 0) reply = Move(f.to, r.to);
    if (reply.empty()) return "";
    reply = Move(s, f.to) + " by " + reply;
    if (replies.empty() || replies.back() != reply) replies.push_back(std::move(reply));
  }
  return "second wins: every first move has a reply along an unused edge that leaves the first "
         "player in a position of value 0: " +
         Join(replies, "; ");
}

std::string Value(Game& game, Vertex s) {
  const std::vector<Step> first = game.Steps(s, 0);
  if (first.empty()) return "the start has no edge, so its value is mex{} = 0";
  std::vector<std::string> items;
  std::set<std::uint32_t> values;
  for (const Step& f : first) {
    const std::uint32_t v = game.After(0, f);
    values.insert(v);
    items.push_back(Move(s, f.to) + " then has value " + Num(v));
  }
  return "the start's " + Num(static_cast<std::int64_t>(first.size())) +
         " edges (each its own move, usable from either end, used up once taken): " +
         Join(items, "; ") + "; so its value is mex" + SetText(values) + " = " +
         Num(Mex(values));
}

}  // namespace

std::string ExplainUedgegeo(const Instance& x, const Output& expected, int line, std::int64_t) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices, kUndirectedEdgeGeographyMaxM);
  if ((line != 1 && line != 2) || x.start >= x.g.n() || x.g.m() > kUndirectedEdgeGeographyMaxM)
    return "";
  return Guarded([&]() -> std::string {
    const GeographyAnswer a = ParseGeographyAnswer(expected.out);
    Game game(x.g);
    if (game.ComponentEdges(x.start) > kExplainMaxM)
      return "the first player wins exactly when the start's value is nonzero; here it is " +
             Num(a.grundy) + " (the start's component has more than 16 edges: too many to list)";
    return line == 1 ? Winner(game, x.start, a) : Value(game, x.start);
  });
}

}  // namespace gc
