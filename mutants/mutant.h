// mutants/mutant.h — known wrong solvers: each is a real solver with one realistic
// mistake, the same signature as the real one, and a one-line description.
#pragma once

#include <string_view>
#include <vector>

#include "impl/answers.h"
#include "impl/text_io.h"

namespace gc {

struct Mutant {
  std::string_view name;     // e.g. "multi-edge"
  std::string_view problem;  // the row it replaces the solver of
  std::string_view description;
  /// Exit status and spec text, as the row's solve.
  int (*solve)(const Instance& x, std::string* out);
};

/// The catalogue of known mutants.
const std::vector<Mutant>& Mutants();
const Mutant* FindMutant(std::string_view name);

}  // namespace gc
