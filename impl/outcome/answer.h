// impl/outcome/answer.h — the answer of outcome: one letter per vertex (W, L, D)
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// outcome: one letter per vertex, 'W', 'L' or 'D'.
struct OutcomeAnswer {
  std::string labels;
  friend bool operator==(const OutcomeAnswer&, const OutcomeAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const OutcomeAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
OutcomeAnswer ParseOutcomeAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const OutcomeAnswer& a, std::ostream* os);

}  // namespace gc
