// harness/cases/input_kind.h — everything the harness does per input kind, in one table: one
// row per InputKind of impl/text_io.h (a graph; a graph and tokens; a graph and a start
// vertex; Left's and Right's move lists). The generators, the byte decoder, the
// relations, the reports and the exhaustive enumerator ask this table and never switch
// on the kind themselves; a new input kind is one more row here. (The text reader and
// printer stay in impl/text_io, a lower layer.)
// Time: every operation O(n + m + tokens), the enumeration O(instances it visits).
// Status: properties/input_kind_test.cc (relabelling and its inverse, readable results,
// the size sentence, complete instances read back unchanged, for every kind);
// properties/generators_test.cc and properties/fuzz_decode_test.cc pin what the
// generators and the decoder draw through it.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "impl/instance.h"
#include "impl/text_io.h"

namespace gc {

struct TinyLimits;  // harness/cases/enumerate.h

/// Every input kind, in the order of impl/text_io.h.
inline constexpr InputKind kAllInputKinds[] = {InputKind::kGraph, InputKind::kGraphTokens,
                                               InputKind::kGraphStart, InputKind::kPartizan};

/// A source of integers: one in [lo, hi] (lo <= hi) per call. A random generator, or the
/// fuzz decoder's bytes, so that both draw an instance's parts the same way.
using DrawInt = std::function<std::uint64_t(std::uint64_t lo, std::uint64_t hi)>;

/// What a DOT picture adds to one vertex: lines under its number ("\n2 tokens") and node
/// attributes (", shape=doublecircle"), both already in DOT syntax.
struct DotMarks {
  std::string label;
  std::string attributes;
};

/// The operations of one input kind. Every instance argument is one of this kind: its
/// tokens and start within its n, its Right's moves on the same n.
struct InputKindOps {
  InputKind kind;
  std::string_view name;  // "graph", "graph + tokens", "graph + start", "partizan"
  /// The parts of an Instance this kind reads besides g; the others are left as
  /// ReadInstance leaves them (empty, start 0).
  bool tokens = false;
  bool start = false;
  bool right = false;  // Right's moves in `right`; g holds Left's
  /// Whether an instance needs a vertex (a start vertex is due): no instance has n = 0.
  bool needs_vertex = false;

  /// An instance around g with its other parts drawn from rng: 0-4 tokens (repeats
  /// allowed), a start vertex, Right's moves (half the time a variation of Left's, plus
  /// up to 2n random ones). On n = 0, no tokens and start 0. O(n + m).
  Instance (*complete)(std::mt19937_64& rng, Graph g);
  /// Draws the parts besides the move lists of an instance on n > 0 vertices into x:
  /// k = draw(0, max_tokens) tokens, each draw(0, n - 1); a start draw(0, n - 1).
  /// (complete draws with max_tokens = 4; the fuzz decoder with its cap.) O(tokens).
  void (*draw_extras)(Vertex n, std::uint64_t max_tokens, const DrawInt& draw, Instance* x);
  /// x with vertex v renamed perm[v] (perm a permutation of 0..n-1) in every part this
  /// kind reads; the order of each vertex's moves is kept. O(n + m + tokens).
  Instance (*relabel)(const Instance& x, std::span<const Vertex> perm);
  /// The size sentence of reports: "3 vertices, 2 edges", "..., 2 tokens",
  /// partizan "3 vertices, 2 Left moves, 1 Right moves". O(1).
  std::string (*describe)(const Instance& x);
  /// Moves of both players: g's edges, plus Right's for partizan. O(1).
  std::uint64_t (*moves)(const Instance& x);
  /// What a DOT picture marks on each vertex: token counts, the start vertex. One entry
  /// per vertex. O(n + tokens).
  std::vector<DotMarks> (*dot_vertices)(const Instance& x);
  /// The DOT edge statements, one line each ("  0 -> 1;\n"); partizan marks Left's blue
  /// "L" and Right's dashed green "R". O(m).
  std::string (*dot_edges)(const Instance& x);
  /// Calls f on every instance of this kind on exactly n vertices within `limits`: every
  /// graph of up to `moves` moves (pairs u <= v when `undirected`; harness/cases/enumerate.h)
  /// with every choice of the other parts (every multiset of up to limits.tokens tokens,
  /// every start, every Right's list); none for tokens or partizan beyond n = 3 (partizan
  /// lists take limits.partizan_moves moves, one more for n <= 2). Stops when f returns
  /// true and returns whether it did.
  bool (*for_each_tiny)(Vertex n, std::size_t moves, const TinyLimits& limits, bool undirected,
                        const std::function<bool(const Instance&)>& f);
};

/// The row of `kind`. O(1).
const InputKindOps& OpsOf(InputKind kind);

}  // namespace gc
