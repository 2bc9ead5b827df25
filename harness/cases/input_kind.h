// harness/cases/input_kind.h — an input kind is one domain (in the sense of FuzzTest's
// domains): every operation the harness does on an instance of that kind, in one row.
// One file per kind holds its row (harness/cases/kinds/<kind>.cc: a graph; a graph and
// tokens; a graph and a start vertex; Left's and Right's move lists; a graph with the
// agent's vertices and the targets) and one X-macro
// lists them (harness/cases/kinds/kinds.def). The generators, the byte decoder, the
// schedule, the shrinker, the relations and the reports ask a row and never switch on
// the kind or read its parts themselves (properties/input_kind_lint_test.cmake keeps it
// so); a new input kind is its domain file, its line in kinds.def and its reader and
// printer in impl/text_io (a lower layer, which the oracles link).
// Time: every operation O(n + m + tokens), the enumeration O(instances it visits).
// Status: properties/input_kind_test.cc (relabelling and its inverse, readable results,
// the size sentence, complete instances read back unchanged, parts and shrink steps, for
// every kind); properties/generators_test.cc, properties/fuzz_decode_test.cc and
// properties/shrink_test.cc pin what the generators, the decoder and the shrinker do
// through it.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "impl/graph.h"
#include "impl/instance.h"
#include "impl/text_io.h"

namespace gc {

struct TinyLimits;  // harness/cases/enumerate.h

/// Every input kind, in the order of impl/text_io.h (and of kinds.def).
inline constexpr InputKind kAllInputKinds[] = {
#define GAMECHECK_INPUT_KIND(value, row) InputKind::value,
#include "harness/cases/kinds/kinds.def"
#undef GAMECHECK_INPUT_KIND
};

/// A source of integers: one in [lo, hi] (lo <= hi) per call. A random generator, or the
/// fuzz decoder's bytes, so that both draw an instance's parts the same way.
using DrawInt = std::function<std::uint64_t(std::uint64_t lo, std::uint64_t hi)>;

/// What a DOT picture adds to one vertex: lines under its number ("\n2 tokens") and node
/// attributes (", shape=doublecircle"), both already in DOT syntax.
struct DotMarks {
  std::string label;
  std::string attributes;
};

/// An instance as plain lists, the form the shrink steps, the decoder and the relations
/// edit: what every kind is made of, without saying which kind it is. A row maps its
/// instances to parts and back (to_parts, from_parts).
struct Parts {
  Vertex n = 0;
  /// The move lists, in the kind's order (a graph's edges; Left's, then Right's), each
  /// in the order of Graph::edges() when taken from an instance.
  std::vector<std::vector<Edge>> moves;
  /// Lists of vertices that a step may drop or move lower; a deleted vertex takes its
  /// own along (grundy's and loopy's tokens; reach's agent's vertices, then its targets).
  std::vector<std::vector<Vertex>> marks;
  /// Vertices the instance is anchored at: never deleted, only moved lower
  /// (geography's start).
  std::vector<Vertex> anchors;
  friend bool operator==(const Parts&, const Parts&) = default;
};

/// What a shrink step asks of the shrinker (harness/cases/shrink.cc).
class ShrinkSearch {
 public:
  /// The smallest failing case so far.
  virtual const Parts& current() const = 0;
  /// Whether the shrink must end now (time is up or the caller said stop): a step asks
  /// before it builds each candidate.
  virtual bool Done() = 0;
  /// Takes `candidate` as the current case when it is valid and still fails.
  virtual bool Try(Parts candidate) = 0;

 protected:
  ~ShrinkSearch() = default;
};

/// One pass of candidates smaller than the current case (harness/cases/kinds/steps.h):
/// run(search, list) tries them, `list` naming the move list it works on; true when one
/// was taken.
struct ShrinkStep {
  bool (*run)(ShrinkSearch& search, std::size_t list);
  std::size_t list = 0;
};

/// The operations of one input kind. Every instance argument is one of this kind: its
/// tokens and start within its n, its Right's moves on the same n.
struct InputKindOps {
  InputKind kind;
  std::string_view name;  // "graph", "graph + tokens", "graph + start", "partizan", ...
  /// What the pairs of its text are called in messages: "edges", or "moves".
  std::string_view pairs = "edges";
  /// The parts of an Instance this kind reads besides g (the others are left as
  /// ReadInstance leaves them: empty, start 0). A description for the table's tests:
  /// the harness asks the operations below, never these.
  bool tokens = false;
  bool start = false;
  bool right = false;  // Right's moves in `right`; g holds Left's
  bool agent_targets = false;  // the agent's vertices and the targets (reach)
  /// Whether an instance needs a vertex (a start vertex is due): then min_n is 1.
  bool needs_vertex = false;
  /// The fewest vertices an instance has.
  Vertex min_n = 0;

  /// An instance around g with its other parts drawn from rng: 0-4 tokens (repeats
  /// allowed), a start vertex, Right's moves (half the time a variation of Left's, plus
  /// up to 2n random ones). On n = 0, no tokens and start 0. O(n + m).
  Instance (*complete)(std::mt19937_64& rng, Graph g);
  /// An instance around g (n >= 2) with `count` items in the kind's own list besides the
  /// moves, for the width family of that count (harness/cases/schedule.cc): tokens, two on
  /// vertex 0 and the rest on vertex 1. On that family's graph (0 -> 1: values 1 and 0)
  /// their XOR is 0, where a count that wrapped to 1 reads one token of value 1. nullptr
  /// for a kind without such a list: the family then gets `complete`'s parts. O(n + m +
  /// count).
  Instance (*many)(Graph g, std::uint32_t count) = nullptr;
  /// An instance around a width family's graph (harness/cases/generators.h) whose parts
  /// make the answer turn on the family's quantity, where a draw would do so only by
  /// chance. `focus` is the vertex the family decides (FocusOf: a mixed star's centre,
  /// the lowest of the top ids, a long stall's root), which moves to focus + 1 and on to
  /// focus + 2; the last vertex ends a long stall's chain. A start vertex: the focus.
  /// Reach: every vertex the environment's, the targets focus + 2 and the last vertex
  /// (a mixed star's centre is lost, but won with a counter that wrapped to 1; a long
  /// stall's root is won in 2^16 + 2 moves). nullptr: `complete`'s parts. O(n + m).
  Instance (*aimed)(Graph g, Vertex focus) = nullptr;
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
  /// The size as the readers report it: n, the pairs (moves), the tokens. O(1).
  InstanceSize (*size)(const Instance& x);
  /// "" when x is an instance of this kind (its parts within n, the parts it does not
  /// read empty), else what is wrong. O(n + m + tokens).
  std::string (*validate)(const Instance& x);
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
  /// The spec text of x (impl/text_io's WriteInstance), and its strict reader
  /// (ReadInstance: TextError on a malformed text).
  std::string (*print)(const Instance& x);
  Instance (*parse)(std::string_view text, const SizeCheck& check);
  /// Reads only the predecessor half of an input's graph from a stream (impl/text_io's
  /// ReadPredecessors), the parts after it into *rest (its graph empty): for the plain
  /// graph and the graph with the agent's vertices and targets, whose solvers (outcome,
  /// lengths, reach) walk only predecessors; nullptr for the others.
  Predecessors (*read_predecessors)(std::FILE* in, const SizeCheck& check,
                                    Instance* rest) = nullptr;
  /// x as parts, and back: from_parts(to_parts(x)) == x. from_parts takes parts whose
  /// lists have this kind's shape (as to_parts gives them) within n.
  Parts (*to_parts)(const Instance& x);
  Instance (*from_parts)(const Parts& parts);
  /// The shrink steps, in the order the shrinker runs them each round: every candidate
  /// is smaller than the case it comes from in the order (n, moves, tokens, sum of the
  /// ids), so a shrink ends.
  std::span<const ShrinkStep> shrink_steps;

  // Derived from the parts, the same for every kind (harness/cases/input_kind.cc).

  /// The disjoint union of x and z (z's vertices numbered after x's, its moves added to
  /// the same lists; marks and start x's), and in *z_alone z as the union holds it on
  /// its own (its marks dropped: no token, agent's vertex or target). O(n + m + tokens).
  Instance DisjointUnion(const Instance& x, const Instance& z, Instance* z_alone) const;
  /// x with one move repeated: a list picked among the non-empty ones (rng() % k among
  /// k: 0 the last), then a move of it (rng() % its size); nullopt with no move.
  std::optional<Instance> DuplicateMove(const Instance& x, std::mt19937_64& rng) const;
  /// x with every move repeated (each list followed by a copy of itself); nullopt with
  /// no move.
  std::optional<Instance> DuplicateEveryMove(const Instance& x) const;
};

/// The row of `kind`. O(1).
const InputKindOps& OpsOf(InputKind kind);

}  // namespace gc
