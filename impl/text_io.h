// impl/text_io.h — strict reader and printer of every format of shared/spec/formats.md:
// the inputs (graph, graph + tokens, graph + start, two move lists).
// Reading parses one buffer (or a window sliding over a file); line and column are
// computed only when an error is reported, so the happy path is one pass over the bytes.
// Status: properties/text_io_test.cc (every spec example, every rejection kind, round trip).
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "impl/instance.h"

namespace gc {

/// The shape of a problem's input. Each is a domain of the harness
/// (harness/cases/kinds/, listed in the same order by kinds.def) and one reader and printer
/// in text_io.cc's table.
enum class InputKind {
  kGraph,        // n m, then m pairs                          (outcome, lengths, undirected)
  kGraphTokens,  // the graph, then k and k token vertices     (grundy, loopy)
  kGraphStart,   // the graph, then the start vertex           (geography)
  kPartizan,     // n, a and a pairs (Left), b and b pairs (Right)  (partizan)
  kGraphAgentTargets,  // the graph, then a and a agent's vertices, then t and t targets (reach)
};

/// A line or column number (1-based): 64 bits, as an input may have more than 2^31 lines
/// or a line more than 2^31 bytes.
using TextPosition = std::uint64_t;
static_assert(sizeof(TextPosition) == 8, "line and column counters are 64-bit");

/// A rejected input or output text: where, and what is wrong.
class TextError : public std::runtime_error {
 public:
  TextError(TextPosition line, TextPosition column, const std::string& what);
  TextPosition line() const { return line_; }
  TextPosition column() const { return column_; }
  /// The message without the position prefix.
  const std::string& detail() const { return detail_; }

 private:
  TextPosition line_, column_;
  std::string detail_;
};

/// The size of an instance whose text has been read whole and found well formed.
struct InstanceSize {
  Vertex n = 0;
  std::uint64_t m = 0;       // pairs: edges, or for partizan Left's and Right's moves
  std::uint64_t tokens = 0;  // grundy and loopy; reach's agent's vertices and targets
};

/// Asked by a reader once the whole text is read and found well formed, before anything
/// of size n is allocated: "" to go on, else why this instance cannot be taken (too big
/// for the memory, beyond a solver's limit); the reader then throws that reason as a
/// TextError at the line and column of the vertex count n. So a fault of the text is
/// always reported first, and a huge declared n costs nothing until the text is whole.
using SizeCheck = std::function<std::string(const InstanceSize&)>;

/// Reads one instance; throws TextError naming line, column and the fault for a vertex
/// out of range, a negative, missing or overflowing count, a non-number (a NUL byte is
/// one, not a separator), a token longer than 4096 characters (leading zeros included)
/// or trailing data. O(size of text).
Instance ReadInstance(InputKind kind, std::string_view text, const SizeCheck& check = {});

/// The same as ReadInstance(kind, text) with text = everything left in `in`, read in
/// 1 MiB chunks so that a big input is never held whole in memory (same answers, same
/// messages; an endless token is rejected after a bounded read). Throws
/// std::runtime_error when reading fails. O(size of text).
Instance ReadInstance(InputKind kind, std::FILE* in, const SizeCheck& check = {});

/// Reads a graph input (InputKind::kGraph) from `in` as ReadInstance does, with the same
/// errors, but keeps only its predecessor half: half the build work and memory.
Predecessors ReadPredecessors(std::FILE* in, const SizeCheck& check = {});

/// The same for an input of a kind that starts with a graph (all but partizan): the
/// parts after the graph (tokens, a start, the agent's vertices and targets) go into
/// *rest as ReadInstance would give them, its graph left empty.
Predecessors ReadPredecessors(InputKind kind, std::FILE* in, Instance* rest,
                              const SizeCheck& check = {});

/// Prints an instance in the spec text; ReadInstance(kind, WriteInstance(kind, x)) == x.
std::string WriteInstance(InputKind kind, const Instance& x);

// The answers' printers and readers are each problem's: impl/<problem>/answer.h.

}  // namespace gc
