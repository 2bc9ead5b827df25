// harness/explain.cc — see explain.h.
#include "harness/explain.h"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <set>
#include <vector>

#include "impl/geography.h"
#include "oracles/outcome_verify.h"

namespace gc {

namespace {

// Lists are cut after this many items: a sentence, not a dump.
constexpr std::size_t kListLimit = 6;
// Geography's search runs over (vertex, visited set): n << n memo bytes.
constexpr Vertex kGeographySearchMaxN = 20;

std::string Num(std::int64_t k) { return std::to_string(k); }
std::string V(Vertex v) { return "vertex " + Num(v); }

std::string Join(const std::vector<std::string>& items, const std::string& sep = ", ") {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i == kListLimit) return s + sep + "...";
    s += (i ? sep : "") + items[i];
  }
  return s;
}

std::string SetText(const std::set<std::uint32_t>& values) {
  std::vector<std::string> items;
  for (std::uint32_t k : values) items.push_back(Num(k));
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
  return "{" + s + "}";
}

std::uint32_t Mex(const std::set<std::uint32_t>& values) {
  std::uint32_t m = 0;
  while (values.count(m)) ++m;
  return m;
}

// The distinct successors of v, in increasing order.
std::vector<Vertex> Targets(const Graph& g, Vertex v) {
  std::vector<Vertex> t(g.out(v).begin(), g.out(v).end());
  std::sort(t.begin(), t.end());
  t.erase(std::unique(t.begin(), t.end()), t.end());
  return t;
}

bool InRange(const Instance& x, std::int64_t vertex) {
  return vertex >= 0 && vertex < static_cast<std::int64_t>(x.g.n());
}

// The exit-status line: 0 for an answer, 2 for an instance beyond the solver's limit.
std::string ExplainStatus(const Instance& x, const Output& e, std::uint64_t max_n) {
  if (e.status == 0)
    return "the input is well formed and n = " + Num(x.g.n()) +
           " is within the solver's limit, so the answer is printed with exit status 0";
  if (e.status == 2 && x.g.n() > max_n)
    return "n = " + Num(x.g.n()) + " is beyond the solver's limit of " + Num(max_n) +
           " vertices, so the expected result is exit status 2 and no answer";
  return "";
}

// Runs an explainer on the parsed expected output; "" if the expected text does not parse
// (it is the reference, so that would be a fault of the reference, reported elsewhere).
template <class F>
std::string Guarded(F f) {
  try {
    return f();
  } catch (const TextError&) {
    return "";
  }
}

// ---- grundy -------------------------------------------------------------------------------

// One directed cycle of g (a self-loop first), or empty when g is acyclic: peel sinks,
// then walk from a survivor, each step to a surviving successor, until a vertex repeats.
std::vector<Vertex> FindCycle(const Graph& g) {
  for (Vertex v = 0; v < g.n(); ++v)
    for (Vertex w : g.out(v))
      if (w == v) return {v};
  std::vector<std::uint32_t> left(g.n());
  std::vector<Vertex> queue;
  for (Vertex v = 0; v < g.n(); ++v)
    if ((left[v] = g.out_degree(v)) == 0) queue.push_back(v);
  for (std::size_t h = 0; h < queue.size(); ++h)
    for (Vertex p : g.in(queue[h]))
      if (--left[p] == 0) queue.push_back(p);
  Vertex cur = 0;
  while (cur < g.n() && left[cur] == 0) ++cur;
  if (cur == g.n()) return {};
  std::vector<std::int64_t> pos(g.n(), -1);
  std::vector<Vertex> path;
  while (pos[cur] < 0) {
    pos[cur] = static_cast<std::int64_t>(path.size());
    path.push_back(cur);
    for (Vertex w : g.out(cur))
      if (left[w] > 0) {
        cur = w;
        break;
      }
  }
  return {path.begin() + pos[cur], path.end()};
}

std::string ExplainCycle(const Graph& g) {
  const std::vector<Vertex> c = FindCycle(g);
  const std::string tail =
      ", so the graph is not a DAG: the answer is \"graph has a cycle\" with exit status 1";
  if (c.empty()) return "";
  if (c.size() == 1) return V(c[0]) + " has a self-loop " + Num(c[0]) + " -> " + Num(c[0]) + tail;
  std::string s;
  for (std::size_t i = 0; i < c.size() && i < 12; ++i) s += Num(c[i]) + " -> ";
  s += c.size() > 12 ? "... (" + Num(c.size()) + " vertices) -> " : "";
  return "the graph has the cycle " + s + Num(c[0]) + tail;
}

// ---- geography ----------------------------------------------------------------------------

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

// ---- undirected ---------------------------------------------------------------------------

using MatchingGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using MatchingVertex = boost::graph_traits<MatchingGraph>::vertex_descriptor;

// A maximum matching of g without the vertex `removed` (-1: none): mate[v], or n when v is
// unmatched. Self-loops are never matching edges. (Boost's checked variant would also
// verify maximality, but its verifier trips -Wmaybe-uninitialized under -O2 in GCC.)
std::vector<Vertex> MaximumMatching(const Graph& g, std::int64_t removed) {
  MatchingGraph mg(g.n());
  for (Edge e : g.edges())
    if (e.u != e.v && e.u != removed && e.v != removed) boost::add_edge(e.u, e.v, mg);
  std::vector<MatchingVertex> mate(g.n());
  boost::edmonds_maximum_cardinality_matching(mg, mate.data());
  std::vector<Vertex> result(g.n(), g.n());
  for (Vertex v = 0; v < g.n(); ++v)
    if (mate[v] != boost::graph_traits<MatchingGraph>::null_vertex())
      result[v] = static_cast<Vertex>(mate[v]);
  return result;
}

std::int64_t MatchingSize(const std::vector<Vertex>& mate) {
  std::int64_t k = 0;
  for (Vertex v = 0; v < mate.size(); ++v) k += mate[v] < mate.size() && v < mate[v];
  return k;
}

std::string MatchingText(const std::vector<Vertex>& mate) {
  std::vector<std::string> edges;
  for (Vertex v = 0; v < mate.size(); ++v)
    if (mate[v] < mate.size() && v < mate[v]) edges.push_back(Num(v) + "-" + Num(mate[v]));
  return "{" + Join(edges) + "}";
}

// ---- partizan -----------------------------------------------------------------------------

std::string ExplainPartizanState(const Graph& moves, const std::string& mine,
                                 const std::string& theirs, const std::string& me,
                                 const std::string& them, Vertex v) {
  const std::string head = "with " + me + " to move at " + V(v) + ", ";
  std::vector<std::string> all, draws;
  for (Vertex w : Targets(moves, v)) {
    if (mine[v] == 'W' && theirs[w] == 'L')
      return head + me + " moves " + Num(v) + " -> " + Num(w) + ", where " + them +
             ", to move, loses (L on " + them + "'s line)";
    all.push_back(Num(v) + " -> " + Num(w) + " (" + theirs[w] + ")");
    if (theirs[w] == 'D') draws.push_back(Num(v) + " -> " + Num(w));
  }
  switch (mine[v]) {
    case 'L':
      if (all.empty()) return head + me + " has no move, so " + me + " loses";
      return head + "every move of " + me + " leads to a state " + them + " wins: " + Join(all) +
             " on " + them + "'s line";
    case 'D':
      if (draws.empty()) return "";
      return head + "no move of " + me + " leads to a state " + them + " loses, and " + me +
             " can keep the game going: " + Join(draws) + " is a draw with " + them + " to move";
    default:
      return "";
  }
}

}  // namespace

std::string ExplainOutcome(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if (line != 1 || !InRange(x, vertex)) return "";
  return Guarded([&] {
    return oracle::ExplainOutcome(x.g, ParseOutcomeAnswer(expected.out, x.g.n()).labels,
                                  static_cast<Vertex>(vertex));
  });
}

std::string ExplainLengths(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if ((line != 1 && line != 2) || !InRange(x, vertex)) return "";
  const Vertex v = static_cast<Vertex>(vertex);
  return Guarded([&]() -> std::string {
    const LengthsAnswer a = ParseLengthsAnswer(expected.out, x.g.n());
    if (line == 1) return oracle::ExplainOutcome(x.g, a.labels, v);
    const std::string head = V(v) + " is " + a.labels[v] + " with length " + Num(a.lengths[v]);
    if (a.labels[v] == 'D')
      return head + ": play goes on forever with best play, and a draw has length -1";
    if (x.g.out_degree(v) == 0) return head + ": it has no move, so the game ends at once";
    Vertex best = x.g.n();
    for (Vertex w : Targets(x.g, v)) {
      if (a.labels[v] == 'W' && a.labels[w] != 'L') continue;
      if (best == x.g.n() ||
          (a.labels[v] == 'W' ? a.lengths[w] < a.lengths[best] : a.lengths[w] > a.lengths[best]))
        best = w;
    }
    if (best == x.g.n()) return "";
    const std::string sum = "1 + " + Num(a.lengths[best]) + " = " + Num(a.lengths[best] + 1);
    if (a.labels[v] == 'W')
      return head + ": the winner hurries, and its fastest win is the move to L " + V(best) +
             " of length " + Num(a.lengths[best]) +
             ", the smallest length among its L successors, so " + sum;
    return head + ": the loser stalls, and every move leads to W; the longest is the move to " +
           V(best) + " of length " + Num(a.lengths[best]) +
           ", the largest length among its successors, so " + sum;
  });
}

std::string ExplainGrundy(const Instance& x, const Output& expected, int line,
                          std::int64_t vertex) {
  if (expected.status == 1) return ExplainCycle(x.g);
  return Guarded([&]() -> std::string {
    const GrundyAnswer a = ParseGrundyAnswer(expected.out, x.g.n());
    if (a.cycle) return ExplainCycle(x.g);
    if (line == 0)
      return expected.status == 0 ? "the graph has no cycle (peeling sinks removes every vertex), "
                                    "so it is a DAG: its values are printed with exit status 0"
                                  : ExplainStatus(x, expected, kMaxVertices);
    if (line == 1) {
      if (!InRange(x, vertex)) return "";
      const Vertex v = static_cast<Vertex>(vertex);
      std::vector<std::string> items;
      std::set<std::uint32_t> values;
      for (Vertex w : Targets(x.g, v)) {
        values.insert(a.values[w]);
        items.push_back(Num(w) + " (value " + Num(a.values[w]) + ")");
      }
      if (items.empty()) return V(v) + " has no move, so its value is mex{} = 0";
      return V(v) + " moves to " + Join(items) + ", so its value is the smallest missing from " +
             SetText(values) + ": mex" + SetText(values) + " = " + Num(a.values[v]);
    }
    if (line != 2) return "";
    if (x.tokens.empty())
      return "there are no tokens: the XOR is 0 and the player to move has no move, so second";
    std::vector<std::string> tokens, values;
    std::uint32_t xr = 0;
    for (Vertex t : x.tokens) {
      tokens.push_back(Num(t));
      values.push_back(Num(a.values[t]));
      xr ^= a.values[t];
    }
    return "the tokens on " + Join(tokens) + " have values " + Join(values) + ", whose XOR is " +
           Num(xr) +
           (xr ? ", nonzero: the player to move wins, so first"
               : ": the player to move loses, so second");
  });
}

std::string ExplainLoopy(const Instance& x, const Output& expected, int line, std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  return Guarded([&]() -> std::string {
    const LoopyAnswer a = ParseLoopyAnswer(expected.out, x.g.n());
    if (line == 1) {
      if (!InRange(x, vertex)) return "";
      const Vertex v = static_cast<Vertex>(vertex);
      std::vector<std::string> finite;
      std::set<std::uint32_t> k;
      std::vector<Vertex> infinite;
      for (Vertex w : Targets(x.g, v)) {
        if (!a.values[w].finite()) {
          infinite.push_back(w);
          continue;
        }
        k.insert(static_cast<std::uint32_t>(a.values[w].value));
        finite.push_back(Num(w) + " (value " + Num(a.values[w].value) + ")");
      }
      const std::uint32_t mex = Mex(k);
      const std::string followers = finite.empty() ? "it has no finite follower"
                                                   : "its finite followers " + Join(finite) +
                                                         " have the values " + SetText(k);
      // An infinite follower w is answered when w has a follower of value mex.
      auto answer = [&](Vertex w) {
        for (Vertex r : Targets(x.g, w))
          if (a.values[r].finite() && a.values[r].value == mex) return r;
        return x.g.n();
      };
      if (a.values[v].finite()) {
        std::string s = V(v) + " has value " + Num(a.values[v].value) + ": " + followers +
                        ", and mex" + SetText(k) + " = " + Num(mex) +
                        " (Smith's conditions 1 and 2)";
        if (infinite.empty()) return s + "; it has no infinite follower to block it";
        std::vector<std::string> replies;
        for (Vertex w : infinite) {
          const Vertex r = answer(w);
          if (r == x.g.n())
            return s + ", but its infinite follower " + Num(w) + " has no follower of value " +
                   Num(mex);
          replies.push_back(Num(w) + " -> " + Num(r));
        }
        return s + "; every infinite follower has a follower of value " + Num(mex) +
               ", so a move there is reversed (condition 3): " + Join(replies);
      }
      std::string s = V(v) + " is " + FormatLoopyValue(a.values[v]) + ": " + followers +
                      (finite.empty() ? " (K = {})" : ", which is K") +
                      ", so by Smith's conditions 1 and 2 a finite value could only be mex" +
                      SetText(k) + " = " + Num(mex);
      for (Vertex w : infinite)
        if (answer(w) == x.g.n())
          return s + "; but its infinite follower " + Num(w) + " has no follower of value " +
                 Num(mex) +
                 ", so a move there cannot be reversed (condition 3 fails) and no finite value "
                 "fits";
      return s + "; no finite value meets Smith's conditions with a counter function";
    }
    if (line != 2) return "";
    std::uint32_t xr = 0;
    std::vector<std::string> finite;
    std::vector<Vertex> infinite;
    for (Vertex t : x.tokens) {
      if (a.values[t].finite()) {
        xr ^= static_cast<std::uint32_t>(a.values[t].value);
        finite.push_back(Num(a.values[t].value));
      } else {
        infinite.push_back(t);
      }
    }
    if (x.tokens.empty())
      return "there are no tokens: the XOR is 0 and the player to move has no move, so second";
    if (infinite.empty())
      return "every token's value is finite (" + Join(finite) +
             "), so the XOR rule applies: " + "the XOR is " + Num(xr) +
             (xr ? ", nonzero, so first" : ", so second");
    if (infinite.size() >= 2)
      return "the tokens on " + Num(infinite[0]) + " and " + Num(infinite[1]) +
             " have infinite values; with two or more infinite parts either player can keep play "
             "going forever, so draw";
    const LoopyValue& inf = a.values[infinite[0]];
    const std::string s = "the token on " + Num(infinite[0]) + ", " + FormatLoopyValue(inf) +
                          ", is the only infinite part and the other tokens XOR to " + Num(xr);
    if (std::find(inf.k.begin(), inf.k.end(), xr) != inf.k.end())
      return s + ", which is in K: the player to move moves that token to a follower of value " +
             Num(xr) + " and wins, so first";
    return s +
           ", which is not in K: neither player can profitably leave the infinite part, so draw";
  });
}

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

std::string ExplainUndirected(const Instance& x, const Output& expected, int line,
                              std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if (line != 1 || !InRange(x, vertex)) return "";
  const Vertex v = static_cast<Vertex>(vertex);
  return Guarded([&]() -> std::string {
    const UndirectedAnswer a = ParseUndirectedAnswer(expected.out, x.g.n());
    const std::vector<Vertex> all = MaximumMatching(x.g, -1);
    const std::vector<Vertex> without = MaximumMatching(x.g, v);
    const std::int64_t nu = MatchingSize(all), nu_v = MatchingSize(without);
    if (a.labels[v] == 'W') {
      if (nu_v != nu - 1 || all[v] == x.g.n()) return "";
      return "every maximum matching covers " + V(v) + ": nu(G) = " + Num(nu) + " and nu(G - " +
             Num(v) + ") = " + Num(nu_v) +
             " = nu(G) - 1; the first player moves along matched edges of " + MatchingText(all) +
             ", first " + Num(v) + " -> " + Num(all[v]);
    }
    if (nu_v != nu) return "";
    const std::string s = "the maximum matching " + MatchingText(without) +
                          " (size nu(G) = " + Num(nu) + ") misses " + V(v);
    bool isolated = true;
    for (Vertex w : x.g.out(v)) isolated &= w == v;
    for (Vertex w : x.g.in(v)) isolated &= w == v;
    if (isolated) return s + ": it has no edge to another vertex, so the first player cannot move";
    return s + ", so the second player answers every move along its matched edge";
  });
}

std::string ExplainPartizan(const Instance& x, const Output& expected, int line,
                            std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices / 2);
  if ((line != 1 && line != 2) || !InRange(x, vertex)) return "";
  const Vertex v = static_cast<Vertex>(vertex);
  return Guarded([&] {
    const PartizanAnswer a = ParsePartizanAnswer(expected.out, x.g.n());
    return line == 1 ? ExplainPartizanState(x.g, a.left, a.right, "Left", "Right", v)
                     : ExplainPartizanState(x.right, a.right, a.left, "Right", "Left", v);
  });
}

}  // namespace gc
