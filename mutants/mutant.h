// mutants/mutant.h — known wrong solvers: each is a real solver with one realistic
// mistake, the same signature as the real one, and a one-line description.
// Mutants link gamecheck_core only (graph, answers, text formats), never impl/ solvers:
// each is a self-contained copy of the correct algorithm with the mistake planted.
// Each problem row lists its own (harness/problems/<problem>/row.cc, the `mutants` field);
// harness/problems/problem.h has the whole catalogue (Mutants, FindMutant). Status: every mutant is
// killed by the kill matrix (harness/check/kill_matrix.h, properties/mutants_test.cc); the figures
// are in docs/mutants.md.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "impl/instance.h"
#include "impl/text_io.h"

namespace gc {

/// A known mutant's max_n when it accepts every instance.
inline constexpr std::uint64_t kMutantAnyN = 0xFFFFFFFEull;

struct KnownMutant {
  std::string_view name;     // e.g. "multi-edge"
  std::string_view problem;  // the row it replaces the solver of
  std::string_view description;
  /// Exit status and spec text, as the row's solve.
  int (*solve)(const Instance& x, std::string* out);
  /// Largest n the mutant accepts (an exponential method); the kill matrix gives it
  /// nothing larger, so it is judged on its planted mistake, not on a size limit.
  std::uint64_t max_n = kMutantAnyN;
  /// Hand-computed evidence, kept with the row (properties/mutants_test.cc checks it): an
  /// input where the mistake shows (the mutant must not print `correct` with `status`),
  /// and one where it does not matter (it must), each with its correct output.
  struct Witness {
    std::string_view input, correct;
    int status = 0;
  };
  Witness wrong_on{}, right_on{};
};

}  // namespace gc
