// mutate/points/points_internal.h — what the language front ends of mutate/points/points.cc
// share: the libclang one (points_cxx*.cc, points_cxx.h) and the one of Python, JavaScript
// and Go (points_py.cc, running points.py or points_ts.py). Not part of the interface.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "mutate/points/points.h"

namespace gc::mutate::internal {

/// A comment of the source, as the language's own lexer found it (never inside a string).
struct Comment {
  unsigned line = 0, end_line = 0;  // 1-based, first and last line
  std::string text;                 // with its delimiters (`// ...`, `/* ... */`, `# ...`)
  std::size_t begin = 0, end = 0;   // byte offsets of the text in the source
};

/// The outermost function definitions of a source, as byte ranges (SourceLayout::functions).
using Ranges = std::vector<std::pair<std::size_t, std::size_t>>;

/// Points of a C or C++ source (lang kC or kCxx); only mutator, begin, end, replacement
/// and description need be set: FinishPoints does the rest. Also the file's comments and
/// its outermost function definitions.
bool FindPointsCxx(const std::string& path, const std::string& source, Language lang,
                   const PointOptions& options, std::vector<Point>* out,
                   std::vector<Comment>* comments, Ranges* functions, std::string* err);

/// Points of a Python source, from mutate/points/points.py run by python3; also its comments
/// and its outermost function definitions.
bool FindPointsPy(const std::string& path, const std::string& source, const PointOptions& options,
                  std::vector<Point>* out, std::vector<Comment>* comments, Ranges* functions,
                  std::string* err);

/// Points of a JavaScript, Go, Java or Rust source (lang kJavaScript, kGo, kJava, kRust), from
/// mutate/points/points_ts.py run by python3 on tree-sitter; also its comments and its
/// outermost function definitions. Without tree-sitter or the grammar: false, the reason
/// naming the pip command that installs them.
bool FindPointsTs(const std::string& path, const std::string& source, Language lang,
                  const PointOptions& options, std::vector<Point>* out,
                  std::vector<Comment>* comments, Ranges* functions, std::string* err);

/// Sets ignored and ignore_reason of the points (positions filled in) that the marks
/// among `comments` name; see mutate/points/points.h.
void ApplyMarks(const std::vector<Comment>& comments, std::vector<Point>* points);

/// Fills original, line, column, end_line and end_column from begin/end; drops points
/// outside the source, empty no-op points and duplicates of (begin, end, replacement);
/// sorts by begin, then mutator, then replacement.
void FinishPoints(const std::string& source, std::vector<Point>* points);

/// An integer literal's value and suffix (u, l, ll, z...), or false (too big, not one): C
/// and C++ spellings (0x, 0b, a leading 0 for octal, ' between digits) and Python's (0o,
/// _ between digits).
bool ParseIntegerLiteral(const std::string& text, std::uint64_t* value, std::string* suffix);

/// A one-line rendering of source text for descriptions: whitespace runs become one
/// space, and text longer than `max` bytes is cut with "...".
std::string OneLine(const std::string& text, std::size_t max = 40);

/// A byte as a report shows one outside printable ASCII: "\xNN" (lowercase hex).
std::string EscapedByte(unsigned char c);

/// `text` cut to at most `max` bytes with "..." when longer, never inside a UTF-8
/// sequence (a compiler's message quotes with ‘ and ’).
std::string CutWithEllipsis(const std::string& text, std::size_t max);

}  // namespace gc::mutate::internal
