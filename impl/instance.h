// impl/instance.h — the instance every problem reads (shared/spec/formats.md), and the
// letters and sum results that several problems' answers share. Each problem's answer is
// in impl/<problem>/answer.h: plain values with operator== and printers, so that a
// failing comparison in gtest or RapidCheck reads as the spec's own text.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "impl/graph.h"

namespace gc {

/// One input of any problem. Which parts are read depends on the problem:
/// `g` always (for partizan: Left's moves), `right` for partizan (Right's moves),
/// `tokens` for grundy and loopy, `start` for geography, `agent` and `targets` for reach.
struct Instance {
  Graph g;
  Graph right;
  std::vector<Vertex> tokens;
  Vertex start = 0;
  /// reach: the vertices the agent owns and the targets, each list as given (repeats kept).
  std::vector<Vertex> agent = {};
  std::vector<Vertex> targets = {};
  friend bool operator==(const Instance&, const Instance&) = default;
};

/// Outcome letters for the player to move.
enum class Label : char { kWin = 'W', kLose = 'L', kDraw = 'D' };

/// Result of a sum of games for the player to move.
enum class SumResult { kFirst, kSecond, kDraw };
const char* ToString(SumResult r);

// gtest / RapidCheck printer of a graph (the spec text of its input).
void PrintTo(const Graph& g, std::ostream* os);
std::ostream& operator<<(std::ostream& os, const Graph& g);

}  // namespace gc
