// mutate/points.h — mutation points of a user's source file, found on its syntax tree
// (libclang for C and C++, Python's own ast module for Python), never by regexes.
// A point is one textual replacement [begin, end) -> replacement in the original source;
// applying it gives one mutant. Points never lie in comments or string literals, and by
// default not in the input reader's error paths (an `if` whose branch ends the program
// with an error: a nonzero exit, a throw, a write to standard error).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gc::mutate {

enum class Language { kC, kCxx, kPython };

/// The language of a source file by its extension (.c; .cc .cpp .cxx .c++ .C; .py), or
/// false when the extension is none of these.
bool LanguageOf(std::string_view path, Language* out);

struct Point {
  std::string mutator;      // Stryker-style name: "EqualityOperator", "ArithmeticOperator",
                            // "UpdateOperator", "AssignmentOperator", "IntegerLiteral",
                            // "LogicalOperator", "BooleanNegation", "StatementDeletion",
                            // "ConditionalExpression", "JumpStatement", "IntegerWidth"
  std::size_t begin = 0;    // byte offsets into the source: [begin, end) is replaced
  std::size_t end = 0;
  std::string original;     // source[begin, end)
  std::string replacement;  // what replaces it
  unsigned line = 0, column = 0;          // 1-based start (column in bytes)
  unsigned end_line = 0, end_column = 0;  // 1-based, exclusive end column
  std::string description;  // e.g. "'<' -> '<='", "deleted 'cnt[u]--;'"
};

struct PointOptions {
  bool all = false;  // also the error paths of the input reader (--all)
  /// C/C++ only: extra arguments for the parser (-I, -D, -std=...), as a compile command
  /// would pass them.
  std::vector<std::string> parser_args;
};

/// The mutation points of `source` (the text of `path`), in source order (by begin, then
/// by mutator). On failure (unreadable, the parser is missing, the file does not parse)
/// returns false with a one-line reason in *err.
bool FindPoints(const std::string& path, const std::string& source, Language lang,
                const PointOptions& options, std::vector<Point>* out, std::string* err);

/// The source with one point applied.
std::string Apply(const std::string& source, const Point& p);

}  // namespace gc::mutate
