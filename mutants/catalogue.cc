// mutants/catalogue.cc — the list of known mutants.
#include "mutants/mutant.h"

namespace gc {

namespace mutant {
int OutcomeMultiEdge(const Instance& x, std::string* out);
}  // namespace mutant

const std::vector<Mutant>& Mutants() {
  static const std::vector<Mutant> all = {
      {"multi-edge", "outcome",
       "reverse list keeps each predecessor once while the counter counts every edge",
       mutant::OutcomeMultiEdge},
  };
  return all;
}

const Mutant* FindMutant(std::string_view name) {
  for (const Mutant& m : Mutants())
    if (m.name == name) return &m;
  return nullptr;
}

}  // namespace gc
