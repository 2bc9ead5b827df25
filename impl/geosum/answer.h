// impl/geosum/answer.h — the answer of geosum: the Grundy value of each token's game, in the
// input's order, and the winner of their sum (shared/spec/formats.md "## geosum"): the typed
// value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// geosum: one Grundy value per token (line 1, empty when there is no token), and who wins
/// the sum (line 2).
struct GeosumAnswer {
  std::vector<std::uint32_t> values;
  SumResult sum = SumResult::kSecond;  // kFirst or kSecond
  friend bool operator==(const GeosumAnswer&, const GeosumAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const GeosumAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise). Line 1 holds
/// any number of values (one per token: the reader is not told k; the comparison and the
/// verifier count them), each from 0 to 64.
GeosumAnswer ParseGeosumAnswer(std::string_view text);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const GeosumAnswer& a, std::ostream* os);

}  // namespace gc
