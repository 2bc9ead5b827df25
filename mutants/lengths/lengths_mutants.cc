// mutants/lengths/lengths_mutants.cc — wrong lengths solvers.
// Source: seed 002 (retrograde with lengths: the winner hurries, the loser stalls). The
// retrograde of the outcome mutants (mutants/outcome/retrograde.h) with one mistake in
// the lengths. O(n + m) each.
// Status: all killed by the kill matrix (docs/mutants.md).
#include "impl/lengths/answer.h"
#include "mutants/mutant.h"
#include "mutants/outcome/retrograde.h"

namespace gc::mutant {

namespace {

int Lengths(const Instance& x, Mistake m, std::string* out) {
  Result r = Retrograde(x.g, m);
  *out = FormatAnswer(LengthsAnswer{r.labels, r.lengths});
  return 0;
}

}  // namespace

int LengthsLifo(const Instance& x, std::string* out) { return Lengths(x, Mistake::kLifo, out); }
int LengthsLoserMin(const Instance& x, std::string* out) {
  return Lengths(x, Mistake::kLoserMin, out);
}

}  // namespace gc::mutant
