// impl/grundy/answer.h — the answer of grundy: the Grundy values of a DAG and the sum's winner, or "graph has a cycle"
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// grundy: values of a DAG and the winner of the token sum, or "graph has a cycle".
struct GrundyAnswer {
  bool cycle = false;
  std::vector<std::uint32_t> values;  // empty when cycle
  SumResult sum = SumResult::kSecond;  // kFirst or kSecond
  friend bool operator==(const GrundyAnswer&, const GrundyAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const GrundyAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
GrundyAnswer ParseGrundyAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const GrundyAnswer& a, std::ostream* os);

}  // namespace gc
