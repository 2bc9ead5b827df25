// harness/problems/problem.h — the problem table: one row per problem of shared/spec/formats.md.
// Every layer (properties, fuzz targets, mutants, the gamecheck command, benchmarks)
// iterates over this table; adding a problem means adding one row.
#pragma once

#include <any>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "harness/problems/quantity.h"
#include "impl/instance.h"
#include "impl/text_io.h"
#include "mutants/mutant.h"

namespace gc {

/// What a solver printed: exit status and standard output (the spec text).
struct Output {
  int status = 0;
  std::string out;
  friend bool operator==(const Output&, const Output&) = default;
};

/// The lines of an output text, without their '\n' (a last line without one included).
std::vector<std::string> SplitLines(std::string_view text);

/// How two outputs of one instance differ, as typed facts: the sentence for people and the
/// failure signature are both made from these fields, never the other way round.
struct Difference {
  bool differs = false;
  std::string field;             // what differs: "exit status", "label", "length", "sum", ...
  int line = 0;                  // 1-based output line; 0 for the exit status
  std::int64_t vertex = -1;      // the vertex, on a per-vertex line
  std::string expected, actual;  // the two values as printed ("L", "3", "inf{0,2}", "first")
  /// Their classes: letters and words as they are, "n" for a number, "inf" for an infinite
  /// loopy value, so that "expected 2, got 3" and "expected 0, got 5" are one mistake and
  /// "expected L, got D" and "expected W, got D" are two.
  std::string expected_class, actual_class;
  /// "length of vertex 3: expected 5, got 4".
  std::string Sentence() const;
};

/// A row's answer in its own type (impl/<problem>/answer.h) with the exit status that goes
/// with it: the judge holds the references and a subject's output in this form, each made
/// or read once per case, never printed to be read back.
struct Answer {
  int status = 0;  // 0; 1 with grundy's "graph has a cycle"; 2: no answer (beyond the limits)
  std::any value;  // the row's answer type; empty when there is no answer (status 2)
};

/// How a row's typed answers are read, compared and printed (row::AnswerOf, row_util.h).
struct AnswerType {
  /// Reads the text of a status-0 or status-1 output strictly (TextError when malformed).
  std::any (*read)(std::string_view text, Vertex n) = nullptr;
  /// How `actual` differs from `expected` (answers of x): the first difference, or none.
  Difference (*differ)(const Instance& x, const std::any& expected,
                       const std::any& actual) = nullptr;
  /// The spec's output text of an answer.
  std::string (*print)(const std::any& answer) = nullptr;
};

/// A slow, independent reference for small instances.
struct OracleRow {
  std::string_view name;
  /// Largest instance it answers in reasonable time (vertices, edges).
  Vertex max_n;
  std::uint64_t max_m;  // moves: for partizan, Left's and Right's together
  Answer (*run)(const Instance&);
  /// Most tokens it answers: game search over token tuples grows as n^k.
  std::size_t max_tokens = 4;
  /// Whether an instance of size s is small enough for this oracle (every caller asks
  /// this, never the fields; s is the input kind's size of the instance,
  /// harness/cases/input_kind.h).
  bool Fits(const InstanceSize& s) const {
    return s.n <= max_n && s.m <= max_m && s.tokens <= max_tokens;
  }
};

/// A worked example with its expected output, copied from the spec or a seed.
struct Example {
  std::string_view source;  // e.g. "formats.md", "seed 000 practice 3"
  std::string_view input;
  std::string_view output;
  int status = 0;
};

/// What one line of a status-0 output holds (formats.md). A row lists its lines, so every
/// layer that rearranges or shows an output (relations, reports) reads the row and never
/// guesses from the text.
enum class LineShape {
  kLetters,  // one letter per vertex, no spaces: "WLD"
  kValues,   // one space-separated value per vertex: "3 2 -1", "0 inf{1}"
  kWhole,    // one answer for the whole instance: "first", "1"
};

/// The per-vertex items of one output line of shape `shape`: its letters (kLetters), its
/// fields between single spaces (kValues), nothing for a kWhole line.
std::vector<std::string> LineItems(LineShape shape, std::string_view line);

/// Peak memory of solving one instance, in bytes per vertex and per pair (edge or move)
/// of the input, tokens counted as pairs: `gamecheck solve` refuses an instance that
/// cannot fit before it allocates. The defaults are the largest of the rows.
struct Footprint {
  std::uint64_t per_vertex = 104, per_pair = 48;
};

struct Problem {
  std::string_view name;
  std::string_view summary;
  InputKind input;
  /// Largest n the fast solver accepts (geography: 64); beyond it, exit 2 with a message.
  std::uint64_t max_n = kMaxVertices;
  /// Largest m (pairs: edges, or Left's and Right's moves together) the fast solver
  /// accepts (edgegeo: 64); beyond it, exit 2 with a message, as for max_n.
  std::uint64_t max_m = UINT64_MAX;
  /// Largest m the generators give this row (at most max_m): a row whose solvers are
  /// exponential in m (edgegeo) is checked on instances every correct solver answers
  /// quickly, while its reader still takes up to max_m. Use GenerateMaxM().
  std::uint64_t generate_max_m = UINT64_MAX;
  std::uint64_t GenerateMaxM() const { return generate_max_m < max_m ? generate_max_m : max_m; }
  /// Whether repeating a pair of the input changes no answer, so that the duplicate-edge
  /// relations hold (harness/judge/metamorphic.h); false where every pair is a move that
  /// changes the game (edgegeo: a second copy of an edge is one more move).
  bool repeats_keep_answer = true;
  /// Why x is beyond the fast solver's limits (max_n, max_m), or "" when it is within them.
  std::string Beyond(const Instance& x) const;
  /// Whether generated instances should be acyclic by default (cycles still generated
  /// as a shaped family when the problem defines an answer for them).
  bool prefers_dag = false;
  bool undirected = false;
  /// The fast solver, typed (within Beyond's limits; AnswerOf guards them).
  Answer (*answer)(const Instance&);
  /// The same solver from the predecessor half of a graph input and the parts after the
  /// graph (`rest`, its graph empty; nullptr: the solver needs the whole graph).
  /// `gamecheck solve` then reads and builds only that half.
  Output (*solve_predecessors)(const Predecessors& g, const Instance& rest) = nullptr;
  std::vector<OracleRow> oracles;
  /// Certificate check of an answer (status 0 or 1) for an instance: "" when valid, else
  /// why not. nullptr when the problem has no certificate (geography).
  std::string (*verify)(const Instance&, const Answer&) = nullptr;
  /// Its answers: read, compared and printed in their own type.
  AnswerType answers;
  /// The lines of a status-0 output, in order.
  std::vector<LineShape> lines;
  /// Why the expected output is right where a difference was found: output line `line`
  /// (1-based; 0 for the exit status) and, on a per-vertex line, `vertex` (else -1).
  std::string (*explain)(const Instance&, const Output& expected, int line,
                         std::int64_t vertex) = nullptr;
  std::vector<Example> examples;
  /// Its known mutants (mutants/*_mutants.cc): wrong solvers that the checks must kill.
  std::vector<KnownMutant> mutants;
  /// The quantities its solvers keep, with the spec's ranges and narrow models
  /// (harness/problems/quantity.h): the schedule takes each past every width in range
  /// where the answer changes (properties/quantity_test.cc).
  std::vector<Quantity> quantities;
  /// Measured as the peak resident set at n = 2^22 and 2^23 with no edge and with 2^21
  /// to 2^23 edges, rounded up by a quarter or more.
  Footprint footprint;

  /// The fast solver's answer of x: status 2 and no answer beyond its limits (Beyond).
  Answer AnswerOf(const Instance& x) const;
  /// The fast solver's output on x, as `gamecheck solve` prints it.
  Output Solve(const Instance& x) const;
  /// An output read strictly as an answer of x: its status and, with status 0 or 1, its
  /// text read (TextError when malformed); other statuses carry no answer.
  Answer Read(const Instance& x, const Output& o) const;
  /// The same of a status and a text held elsewhere (the judge reads a large output so,
  /// without a copy of it).
  Answer Read(const Instance& x, int status, std::string_view text) const;
  /// The output of an answer (status and the spec's text; no text without an answer).
  Output Print(const Answer& a) const;
  /// How `actual` differs from `expected`: the exit status first, then the answers.
  Difference Compare(const Instance& x, const Answer& expected, const Answer& actual) const;
};

/// Every problem, in the spec's order.
const std::vector<Problem>& Problems();
/// The row named `name`, or nullptr.
const Problem* FindProblem(std::string_view name);

/// Every row's mutants, in the table's order, and the one named `name` (or nullptr).
const std::vector<KnownMutant>& KnownMutants();
const KnownMutant* FindKnownMutant(std::string_view name);

/// Runs the fast solver on input text as `gamecheck solve` does: a parse error or an
/// instance beyond max_n gives status 2, a message on `err` and no output.
Output SolveText(const Problem& p, std::string_view input, std::string* err);

}  // namespace gc
