// harness/problems/partizan/explain.cc — why the expected partizan answer is right where an output
// differs from it (harness/problems/explain_util.h).

#include "harness/problems/explain_util.h"
#include "impl/partizan/answer.h"

namespace gc {

using namespace explain;

namespace {

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
