// impl/loopy/answer.h — the answer of loopy: generalized Sprague-Grundy values (finite, or inf{K}) and the sum's result
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// One generalized Sprague-Grundy value: finite, or infinity with its set K.
struct LoopyValue {
  static constexpr std::int64_t kInfinite = -1;
  std::int64_t value = 0;        // >= 0, or kInfinite
  std::vector<std::uint32_t> k;  // sorted, distinct; only for infinite values
  bool finite() const { return value >= 0; }
  friend bool operator==(const LoopyValue&, const LoopyValue&) = default;
};
/// loopy: the value of every vertex and the result of the token sum.
struct LoopyAnswer {
  std::vector<LoopyValue> values;
  SumResult sum = SumResult::kSecond;
  friend bool operator==(const LoopyAnswer&, const LoopyAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatLoopyValue(const LoopyValue& v);
std::string FormatAnswer(const LoopyAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
LoopyAnswer ParseLoopyAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const LoopyAnswer& a, std::ostream* os);

}  // namespace gc
