// harness/problems/quantity.h — the quantities a solver of a row keeps (vertex ids, edge ids
// and sets of edges, move counters, lengths, Grundy values, ranks, the counts of the input's
// lists, repeated entries of a list), each with the spec's range and a model of what a
// solver that keeps it too narrow prints. Each row declares its own (the `quantities` field
// of harness/problems/<problem>/row.cc); properties/quantity_test.cc goes over problems.def
// and fails for a row whose default schedule does not take each one to the spec's maximum
// (or as far as a check can: `reach`) and past every 8/16/32/64-bit width inside that range
// on a case where the narrow model's answer differs from the row's, nor repeat each list
// entry the spec allows repeated where that matters.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "impl/instance.h"

namespace gc {

struct Problem;
struct Output;

enum class QuantityKind {
  kVertexId,  // the largest vertex id (n - 1)
  kEdgeSet,   // a set of edges (a mask): the number of edge ids it must hold (m)
  kEdgeId,    // an edge id: up to m - 1
  kCounter,   // a vertex's count of moves (its out-degree, counted down)
  kValue,     // a number of the output: a length, a Grundy value, a rank
  kCount,     // the count of one of the input's lists (tokens, the agent's vertices, ...)
  kRepeats,   // entries of one of the input's lists repeated (no width: present or not)
};

struct Quantity;

/// What a solver that keeps quantity `q` in `bits` bits prints on x (nullopt when the model
/// cannot say: the narrowed instance is no instance of the row).
using NarrowModel = std::optional<Output> (*)(const Problem& p, const Quantity& q,
                                              const Instance& x, unsigned bits);

struct Quantity {
  std::string_view name;  // "vertex id", "token count k", "environment's counter", ...
  QuantityKind kind;
  /// The spec's largest value, in the kind's units (a vertex id, m for an edge set).
  std::uint64_t max;
  /// How far a check takes it, when that is below max, and why ("" when it reaches max):
  /// a counter past 2^31 needs 2^31 moves, more than a check can hand a program.
  std::uint64_t reach = UINT64_MAX;
  std::string_view why_not_max = "";
  /// kCount, kRepeats: the list (Parts::marks index); kValue: the output line (1-based).
  std::size_t part = 0;
  /// The output line that shows a wrong count (1-based; 0: the whole output): geosum's
  /// line 2, where its line 1 has one value per token read.
  std::size_t line = 0;
  NarrowModel narrow = nullptr;
  /// The largest value the schedule must reach: max, or `reach` below it.
  std::uint64_t Target() const { return reach < max ? reach : max; }
};

/// How far the default run's shapes take the quantities of the rows without a limit on n
/// (the small and medium rungs; harness/cases/schedule.cc), and why no further.
inline constexpr std::uint64_t kIdReach = 65538;  // top-ids: 2^16 + 3 vertices
inline constexpr std::string_view kIdWhy =
    "2^16 + 3 vertices on the medium rung (the scale tier goes to 10^6); an id past 31 bits "
    "needs 2^31 vertices, more than a check can hand a program";
inline constexpr std::uint64_t kCounterReach = 65537;  // mixed-star: out-degree 2^16 + 1
inline constexpr std::string_view kCounterWhy =
    "out-degree 2^16 + 1 on the medium rung (the scale tier goes to 2^20 + 1); past 31 bits "
    "needs 2^31 moves";
inline constexpr std::uint64_t kLengthReach = 65538;  // long-stall: 2^16 + 1 moves, then 1
inline constexpr std::string_view kLengthWhy =
    "2^16 + 2 on the medium rung (the scale tier goes to 200,002); past 31 bits needs 2^31 "
    "vertices";
inline constexpr std::uint64_t kCountReach = 65537;  // many-tokens: 2^16 + 1 entries
inline constexpr std::string_view kCountWhy =
    "2^16 + 1 entries on the medium rung (the scale tier goes to 200,001); past 31 bits "
    "needs 2^31 entries";
inline constexpr std::uint64_t kGrundyReach = 256;  // value-ladder: 257 vertices
inline constexpr std::string_view kGrundyWhy =
    "256 on a ladder of 257 vertices and 32,896 moves: a value of v needs v(v + 1) / 2 "
    "moves, 2^16 would need 2^31";

/// The measure of q on x: the largest vertex id, m, the largest out-degree, the largest
/// number of output line q.part of `answer` (the row's own), the length of a list, the
/// number of entries of a list that repeat an earlier one.
std::uint64_t Measure(const Problem& p, const Quantity& q, const Instance& x,
                      const Output& answer);
/// The least measure past a width of `bits` bits: bits + 1 edges for a set of edges (ids
/// `bits` and up alias), 2^bits for the others (0 when it is past 64 bits).
std::uint64_t PastWidth(const Quantity& q, unsigned bits);

/// The generic narrow models, by kind (a row's own: row::Planted, row_util.h).
namespace narrow {
/// Vertex ids kept in `bits` bits: every vertex v read as v mod 2^bits (n folded too), the
/// answer of v printed from the folded vertex's.
std::optional<Output> FoldIds(const Problem& p, const Quantity& q, const Instance& x,
                              unsigned bits);
/// List q.part's count kept in `bits` bits: the list read as its first count mod 2^bits
/// entries.
std::optional<Output> CutList(const Problem& p, const Quantity& q, const Instance& x,
                              unsigned bits);
/// A vertex's count of moves kept in `bits` bits: each move list's vertices keep their
/// first deg mod 2^bits moves (a counter that wrapped runs out after that many successors
/// are decided; the mixed star decides its centre's first move first).
std::optional<Output> CutMoves(const Problem& p, const Quantity& q, const Instance& x,
                               unsigned bits);
/// Repeated entries of list q.part made one: the list read as a set (no width).
std::optional<Output> AsSet(const Problem& p, const Quantity& q, const Instance& x,
                            unsigned bits);
/// The numbers of output line q.part kept in `bits` bits (unsigned): printed mod 2^bits.
std::optional<Output> Modulo(const Problem& p, const Quantity& q, const Instance& x,
                             unsigned bits);
}  // namespace narrow

/// The quantities every graph row's solvers keep, declared once for the rows: a vertex id
/// (the spec's largest is `max`), taken past 16 bits by top-ids; and a vertex's count of
/// moves, taken past 16 bits by the mixed star (for the rows whose solvers count moves).
inline Quantity VertexIdQuantity(std::uint64_t max) {
  return {"vertex id", QuantityKind::kVertexId, max, kIdReach, kIdWhy, 0, 0, narrow::FoldIds};
}
inline Quantity MoveCounterQuantity() {
  return {"move counter", QuantityKind::kCounter, UINT64_MAX, kCounterReach, kCounterWhy, 0, 0,
          narrow::CutMoves};
}

}  // namespace gc
