// harness/problems/geography/answer_diff.h — how two answers of geography's shape (the
// winner from the start, then the start's Grundy value) differ. Shared by every row that
// answers in that shape (geography, edgegeo), as their answer type is (impl/geography/answer.h).
#pragma once

#include <string>

#include "harness/problems/row_util.h"
#include "impl/geography/answer.h"

namespace gc::row {

/// The first of line 1 (the winner) and line 2 (the value) that differs, or no difference.
inline Difference WinnerAndValue(const Instance&, const GeographyAnswer& want,
                                 const GeographyAnswer& got) {
  if (want.first_wins != got.first_wins)
    return Differ("winner", 1, -1, want.first_wins ? "first" : "second",
                  got.first_wins ? "first" : "second");
  if (want.grundy != got.grundy)
    return Differ("Grundy value of the start", 2, -1, std::to_string(want.grundy),
                  std::to_string(got.grundy));
  return {};
}

}  // namespace gc::row
