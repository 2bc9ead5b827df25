// oracles/outcome/outcome_verify.cc — see outcome_verify.h.
#include "oracles/outcome/outcome_verify.h"

#include <map>

namespace gc::oracle {

namespace {
std::string V(Vertex v) { return "vertex " + std::to_string(v); }
}  // namespace

std::string VerifyOutcome(const Graph& g, const OutcomeAnswer& a) {
  if (a.labels.size() != g.n())
    return "expected " + std::to_string(g.n()) + " labels, got " + std::to_string(a.labels.size());
  for (Vertex v = 0; v < g.n(); ++v) {
    bool some_l = false, some_d = false, all_w = true;
    for (Vertex w : g.out(v)) {
      some_l |= a.labels[w] == 'L';
      some_d |= a.labels[w] == 'D';
      all_w &= a.labels[w] == 'W';
    }
    switch (a.labels[v]) {
      case 'W':
        if (!some_l) return V(v) + " is labelled W but has no move to an L vertex";
        break;
      case 'L':
        if (!all_w) return V(v) + " is labelled L but has a move to a vertex not labelled W";
        break;
      case 'D':
        if (some_l) return V(v) + " is labelled D but has a move to an L vertex";
        if (!some_d) return V(v) + " is labelled D but has no move to a D vertex";
        break;
      default:
        return V(v) + " has the label '" + std::string(1, a.labels[v]) + "', not W, L or D";
    }
  }
  return "";
}

std::string VerifyLengths(const Graph& g, const LengthsAnswer& a) {
  if (a.lengths.size() != g.n())
    return "expected " + std::to_string(g.n()) + " lengths, got " + std::to_string(a.lengths.size());
  if (std::string e = VerifyOutcome(g, OutcomeAnswer{a.labels}); !e.empty()) return e;
  for (Vertex v = 0; v < g.n(); ++v) {
    const std::int64_t len = a.lengths[v];
    const std::string who = V(v) + " (" + std::string(1, a.labels[v]) + ", length " +
                            std::to_string(len) + ")";
    if (a.labels[v] == 'D') {
      if (len != -1) return who + ": a draw has length -1";
      continue;
    }
    std::int64_t best = -1;  // W: least length of an L move; L: greatest length of a move
    for (Vertex w : g.out(v)) {
      if (a.labels[v] == 'W' && a.labels[w] == 'L' && (best < 0 || a.lengths[w] < best))
        best = a.lengths[w];
      if (a.labels[v] == 'L' && a.lengths[w] > best) best = a.lengths[w];
    }
    if (len != best + 1) {
      if (a.labels[v] == 'W')
        return who + ": its fastest win is a move to an L vertex of length " +
               std::to_string(best) + ", so its length is " + std::to_string(best + 1);
      return who + ": " +
             (best < 0 ? std::string("a sink has length 0")
                       : "its longest resistance is a move to a W vertex of length " +
                             std::to_string(best) + ", so its length is " +
                             std::to_string(best + 1));
    }
  }
  return "";
}

std::string ExplainOutcome(const Graph& g, const std::string& labels, Vertex v) {
  std::map<Vertex, int> moves;  // target -> number of edges
  for (Vertex w : g.out(v)) ++moves[w];
  auto target_list = [&](auto keep) {
    std::string s;
    int shown = 0;
    for (auto [w, k] : moves) {
      if (!keep(w)) continue;
      if (shown++ == 4) { s += ", ..."; break; }
      if (!s.empty()) s += ", ";
      s += (k == 1 ? "an edge to " : std::to_string(k) + " edges to ") + V(w) + " (" +
           labels[w] + ")";
    }
    return s;
  };
  const std::string head = V(v) + " is " + labels[v] + ": ";
  switch (labels[v]) {
    case 'L':
      if (moves.empty()) return head + "it has no move, so the player to move loses";
      return head + "every move leads to W: " + target_list([](Vertex) { return true; });
    case 'W':
      return head + "it can move to L: " + target_list([&](Vertex w) { return labels[w] == 'L'; });
    default:
      return head + "no move leads to L, and it can keep the game going: " +
             target_list([&](Vertex w) { return labels[w] == 'D'; });
  }
}

}  // namespace gc::oracle
