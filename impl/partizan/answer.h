// impl/partizan/answer.h — the answer of partizan: the letters with Left to move, then with Right to move
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// partizan: letters with Left to move, then with Right to move (W = the mover wins).
struct PartizanAnswer {
  std::string left;
  std::string right;
  friend bool operator==(const PartizanAnswer&, const PartizanAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const PartizanAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
PartizanAnswer ParsePartizanAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const PartizanAnswer& a, std::ostream* os);

}  // namespace gc
