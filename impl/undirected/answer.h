// impl/undirected/answer.h — the answer of undirected: W or L per start vertex
// (shared/spec/formats.md): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// undirected: 'W' or 'L' per start vertex.
struct UndirectedAnswer {
  std::string labels;
  friend bool operator==(const UndirectedAnswer&, const UndirectedAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const UndirectedAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise).
UndirectedAnswer ParseUndirectedAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const UndirectedAnswer& a, std::ostream* os);

}  // namespace gc
