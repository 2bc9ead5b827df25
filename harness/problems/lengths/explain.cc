// harness/problems/lengths/explain.cc — why the expected lengths answer is right where an output
// differs from it (harness/problems/explain_util.h).

#include "harness/problems/explain_util.h"
#include "oracles/outcome/outcome_verify.h"
#include "impl/lengths/answer.h"

namespace gc {

using namespace explain;

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

}  // namespace gc
