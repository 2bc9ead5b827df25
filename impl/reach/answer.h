// impl/reach/answer.h — the answer of reach: whether the agent can force the token onto a
// target from each vertex, then the attractor rank of each won vertex (shared/spec/formats.md
// "## reach"): the typed value, its printer and its strict reader.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"

namespace gc {

/// reach: 'W' or 'L' per vertex, and the moves to a target when the agent hurries and the
/// environment stalls (-1 for L).
struct ReachAnswer {
  std::string labels;
  std::vector<std::int64_t> ranks;
  friend bool operator==(const ReachAnswer&, const ReachAnswer&) = default;
};

/// The spec's output text of the answer.
std::string FormatAnswer(const ReachAnswer& a);

/// Reads an output text strictly (TextError naming line and column otherwise): n letters
/// of "WL", then n integers in -1..n.
ReachAnswer ParseReachAnswer(std::string_view text, Vertex n);

/// gtest / RapidCheck printer: the spec's output text.
void PrintTo(const ReachAnswer& a, std::ostream* os);

}  // namespace gc
