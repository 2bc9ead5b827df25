// harness/problems/outcome/explain.cc — why the expected outcome answer is right where an output
// differs from it (harness/problems/explain_util.h).

#include "harness/problems/explain_util.h"
#include "oracles/outcome/outcome_verify.h"
#include "impl/outcome/answer.h"

namespace gc {

using namespace explain;

std::string ExplainOutcome(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex) {
  if (line == 0) return ExplainStatus(x, expected, kMaxVertices);
  if (line != 1 || !InRange(x, vertex)) return "";
  return Guarded([&] {
    return oracle::ExplainOutcome(x.g, ParseOutcomeAnswer(expected.out, x.g.n()).labels,
                                  static_cast<Vertex>(vertex));
  });
}

}  // namespace gc
