// impl/answers.h — the instance and the typed answers of every problem of the spec
// (shared/spec/formats.md). Plain values with operator== and printers, so that a failing
// comparison in gtest or RapidCheck reads as the spec's own text.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "impl/graph.h"

namespace gc {

/// One input of any problem. Which parts are read depends on the problem:
/// `g` always (for partizan: Left's moves), `right` for partizan (Right's moves),
/// `tokens` for grundy and loopy, `start` for geography.
struct Instance {
  Graph g;
  Graph right;
  std::vector<Vertex> tokens;
  Vertex start = 0;
  friend bool operator==(const Instance&, const Instance&) = default;
};

/// Outcome letters for the player to move.
enum class Label : char { kWin = 'W', kLose = 'L', kDraw = 'D' };

/// outcome: one letter per vertex, 'W', 'L' or 'D'.
struct OutcomeAnswer {
  std::string labels;
  friend bool operator==(const OutcomeAnswer&, const OutcomeAnswer&) = default;
};

/// lengths: labels plus moves to the end under optimal play (-1 for a draw).
struct LengthsAnswer {
  std::string labels;
  std::vector<std::int64_t> lengths;
  friend bool operator==(const LengthsAnswer&, const LengthsAnswer&) = default;
};

/// Result of a sum of games for the player to move.
enum class SumResult { kFirst, kSecond, kDraw };
const char* ToString(SumResult r);

/// grundy: values of a DAG and the winner of the token sum, or "graph has a cycle".
struct GrundyAnswer {
  bool cycle = false;
  std::vector<std::uint32_t> values;  // empty when cycle
  SumResult sum = SumResult::kSecond;  // kFirst or kSecond
  friend bool operator==(const GrundyAnswer&, const GrundyAnswer&) = default;
};

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

/// geography: who wins from the start vertex, and the Grundy value of that position.
struct GeographyAnswer {
  bool first_wins = false;
  std::uint32_t grundy = 0;
  friend bool operator==(const GeographyAnswer&, const GeographyAnswer&) = default;
};

/// undirected: 'W' or 'L' per start vertex.
struct UndirectedAnswer {
  std::string labels;
  friend bool operator==(const UndirectedAnswer&, const UndirectedAnswer&) = default;
};

/// partizan: letters with Left to move, then with Right to move (W = the mover wins).
struct PartizanAnswer {
  std::string left;
  std::string right;
  friend bool operator==(const PartizanAnswer&, const PartizanAnswer&) = default;
};

// gtest / RapidCheck printers: each prints the answer in the spec's output text.
void PrintTo(const OutcomeAnswer& a, std::ostream* os);
void PrintTo(const LengthsAnswer& a, std::ostream* os);
void PrintTo(const GrundyAnswer& a, std::ostream* os);
void PrintTo(const LoopyAnswer& a, std::ostream* os);
void PrintTo(const GeographyAnswer& a, std::ostream* os);
void PrintTo(const UndirectedAnswer& a, std::ostream* os);
void PrintTo(const PartizanAnswer& a, std::ostream* os);
void PrintTo(const Graph& g, std::ostream* os);
std::ostream& operator<<(std::ostream& os, const Graph& g);

}  // namespace gc
