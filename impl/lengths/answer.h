// impl/lengths/answer.h — the answer of lengths: the letters, then the length of optimal play from each vertex
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// lengths: labels plus moves to the end under optimal play (-1 for a draw).
struct LengthsAnswer {
  std::string labels;
  std::vector<std::int64_t> lengths;
  friend bool operator==(const LengthsAnswer&, const LengthsAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const LengthsAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
LengthsAnswer ParseLengthsAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const LengthsAnswer& a, std::ostream* os);

}  // namespace gc
