// impl/geography/answer.h — the answer of geography: the winner from the start and the Grundy value of the start position
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// geography: who wins from the start vertex, and the Grundy value of that position.
struct GeographyAnswer {
  bool first_wins = false;
  std::uint32_t grundy = 0;
  friend bool operator==(const GeographyAnswer&, const GeographyAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const GeographyAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
GeographyAnswer ParseGeographyAnswer(std::string_view text);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const GeographyAnswer& a, std::ostream* os);

}  // namespace gc
