// harness/problems/edgegeo/explain.cc — see explain.h.
#include "harness/problems/edgegeo/explain.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/edgegeo/edgegeo.h"

namespace gc {

using namespace explain;

namespace {

// The search lists moves only when the token can reach at most this many edges.
constexpr std::uint64_t kExplainMaxM = 16;

// G(v, used) of formats.md by memoised search; edge i of v is number first[v] + i.
class Values {
 public:
  explicit Values(const Graph& g) : g_(g), first_(g.n() + 1, 0) {
    for (Vertex v = 0; v < g.n(); ++v) first_[v + 1] = first_[v] + g.out_degree(v);
  }
  std::uint64_t Edge(Vertex v, std::size_t i) const { return std::uint64_t{1} << (first_[v] + i); }
  std::uint32_t Value(Vertex v, std::uint64_t used) {
    if (auto it = memo_.find({v, used}); it != memo_.end()) return it->second;
    std::set<std::uint32_t> seen;
    const auto targets = g_.out(v);
    for (std::size_t i = 0; i < targets.size(); ++i)
      if ((used & Edge(v, i)) == 0) seen.insert(Value(targets[i], used | Edge(v, i)));
    std::uint32_t mex = 0;
    while (seen.count(mex) != 0) ++mex;
    return memo_[{v, used}] = mex;
  }

 private:
  const Graph& g_;
  std::vector<std::uint64_t> first_;
  std::map<std::pair<Vertex, std::uint64_t>, std::uint32_t> memo_;
};

// How many edges the token can ever use from v (those whose source it can reach).
std::uint64_t ReachableEdges(const Graph& g, Vertex s) {
  std::vector<bool> seen(g.n(), false);
  std::vector<Vertex> stack{s};
  seen[s] = true;
  std::uint64_t m = 0;
  while (!stack.empty()) {
    const Vertex v = stack.back();
    stack.pop_back();
    m += g.out_degree(v);
    for (Vertex w : g.out(v))
      if (!seen[w]) seen[w] = true, stack.push_back(w);
  }
  return m;
}

std::string Move(Vertex u, Vertex w) {
  return Num(u) + " -> " + Num(w) + (u == w ? " (a self-loop)" : "");
}

std::string Winner(const Graph& g, Vertex s, const GeographyAnswer& a) {
  Values val(g);
  const auto targets = g.out(s);
  if (targets.empty())
    return a.first_wins ? ""
                        : "the start has no edge out, so the first player cannot move and loses";
  if (a.first_wins) {
    for (std::size_t i = 0; i < targets.size(); ++i)
      if (val.Value(targets[i], val.Edge(s, i)) == 0)
        return "first wins by moving " + Move(s, targets[i]) +
               ": that edge is used up and the "
               "second player, at " +
               Num(targets[i]) +
               ", is in a position of value 0, which "
               "the player to move loses";
    return "";
  }
  std::vector<std::string> replies;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const Vertex w = targets[i];
    const std::uint64_t used = val.Edge(s, i);
    const auto next = g.out(w);
    std::size_t j = 0;
    while (j < next.size() &&
           ((used & val.Edge(w, j)) != 0 || val.Value(next[j], used | val.Edge(w, j)) != 0))
      ++j;
    if (j == next.size()) return "";
    std::string reply = Move(s, w) + " by " + Move(w, next[j]);
    if (replies.empty() || replies.back() != reply) replies.push_back(std::move(reply));
  }
  return "second wins: every first move has a reply along an unused edge that leaves the first "
         "player in a position of value 0: " +
         Join(replies, "; ");
}

std::string Value(const Graph& g, Vertex s) {
  Values val(g);
  const auto targets = g.out(s);
  if (targets.empty()) return "the start has no edge out, so its value is mex{} = 0";
  std::vector<std::string> items;
  std::set<std::uint32_t> values;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const std::uint32_t v = val.Value(targets[i], val.Edge(s, i));
    values.insert(v);
    items.push_back(Move(s, targets[i]) + " then has value " + Num(v));
  }
  std::string set;
  for (std::uint32_t v : values) set += (set.empty() ? "" : ", ") + Num(v);
  std::uint32_t mex = 0;
  while (values.count(mex) != 0) ++mex;
  return "the start's " + Num(targets.size()) + " edges out (each its own move, used up once " +
         "taken): " + Join(items, "; ") + "; so its value is mex{" + set + "} = " + Num(mex);
}

}  // namespace

std::string ExplainEdgegeo(const Instance& x, const Output& expected, int line, std::int64_t) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices, kEdgeGeographyMaxM);
  if ((line != 1 && line != 2) || x.start >= x.g.n() || x.g.m() > kEdgeGeographyMaxM) return "";
  try {
    const GeographyAnswer a = ParseGeographyAnswer(expected.out);
    if (ReachableEdges(x.g, x.start) > kExplainMaxM)
      return "the first player wins exactly when the start's value is nonzero; here it is " +
             Num(a.grundy) + " (the token can reach more than 16 edges: too many to list here)";
    return line == 1 ? Winner(x.g, x.start, a) : Value(x.g, x.start);
  } catch (const TextError&) {
    return "";
  }
}

}  // namespace gc
