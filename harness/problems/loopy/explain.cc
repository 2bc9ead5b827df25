// harness/problems/loopy/explain.cc — why the expected loopy answer is right where an output
// differs from it (harness/problems/explain_util.h).
#include <algorithm>
#include <set>
#include <vector>

#include "harness/problems/explain_util.h"
#include "impl/loopy/answer.h"

namespace gc {

using namespace explain;

namespace {

// Line 1 at vertex v: its value from its followers' by Smith's conditions.
std::string ExplainValue(const Instance& x, const LoopyAnswer& a, Vertex v) {
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
  const std::string followers =
      finite.empty() ? "it has no finite follower"
                     : "its finite followers " + Join(finite) + " have the values " + SetText(k);
  // An infinite follower w is answered when w has a follower of value mex.
  auto answer = [&](Vertex w) {
    for (Vertex r : Targets(x.g, w))
      if (a.values[r].finite() && a.values[r].value == mex) return r;
    return x.g.n();
  };
  if (a.values[v].finite()) {
    std::string s = V(v) + " has value " + Num(a.values[v].value) + ": " + followers + ", and mex" +
                    SetText(k) + " = " + Num(mex) + " (Smith's conditions 1 and 2)";
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
      return s + "; but its infinite follower " + Num(w) + " has no follower of value " + Num(mex) +
             ", so a move there cannot be reversed (condition 3 fails) and no finite value "
             "fits";
  return s + "; no finite value meets Smith's conditions with a counter function";
}

// Line 2: the sum's result from the tokens' values.
std::string ExplainSum(const Instance& x, const LoopyAnswer& a) {
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
  return s + ", which is not in K: neither player can profitably leave the infinite part, so draw";
}

}  // namespace

std::string ExplainLoopy(const Instance& x, const Output& expected, int line, std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if (line == 1 && !InRange(x, vertex)) return "";
  if (line != 1 && line != 2) return "";
  return Guarded([&]() -> std::string {
    const LoopyAnswer a = ParseLoopyAnswer(expected.out, x.g.n());
    return line == 1 ? ExplainValue(x, a, static_cast<Vertex>(vertex)) : ExplainSum(x, a);
  });
}

}  // namespace gc
