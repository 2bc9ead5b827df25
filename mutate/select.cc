// mutate/select.cc — --mutant ID: the run keeps only the named mutants, with the ids a
// whole run gives them (so the reports' rebuild line names the same mutant); see mutate.h.
#include <algorithm>
#include <string>

#include "mutate/mutate.h"

namespace gc::mutate {

bool SelectMutants(const Options& o, Result* r) {
  if (o.only.empty()) return true;
  for (std::size_t id : o.only) {
    if (id == 0 || id > r->mutants.size()) {
      r->setup_error = "no mutant #" + std::to_string(id) + ": this run has " +
                       std::to_string(r->mutants.size()) + " (see --list)";
      return false;
    }
  }
  std::erase_if(r->mutants, [&](const MutantResult& m) {
    return std::find(o.only.begin(), o.only.end(), m.id) == o.only.end();
  });
  return true;
}

}  // namespace gc::mutate
