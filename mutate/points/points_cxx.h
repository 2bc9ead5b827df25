// mutate/points/points_cxx.h — what the four files of the libclang front end share: the
// main file's tokens and cursor tree, and the Finder that walks them (points_cxx.cc: the
// parse and the walk; points_cxx_ops.cc: where a point may go, the points of operators,
// literals, statements and conditions, and the reader's error exits, which get none;
// points_cxx_width.cc: IntegerWidth; points_cxx_resource.cc: the resource constants).
// Its own header, not points_internal.h: that one is read by files built without
// libclang's include directory. Internal to mutate/points/.
#pragma once

#include <clang-c/Index.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate::internal::cxx {

/// A libclang string as text (the string disposed of).
std::string Str(CXString s);

/// The offset of a location in its file, by expansion location (a macro's use).
std::size_t Offset(CXSourceLocation loc);

/// Whether a cursor kind is a function's (lambdas included).
bool IsFunction(CXCursorKind k);

struct Token {
  CXTokenKind kind;
  std::size_t begin, end;
  std::string text;
};

struct Node {
  CXCursor cursor;
  CXCursorKind kind;
  std::size_t begin = 0, end = 0;  // in the main file (expansion locations)
  std::vector<Node> children;
};

class Finder {
 public:
  Finder(CXTranslationUnit tu, const std::string& source, Language lang,
         const PointOptions& options, std::vector<Point>* out)
      : tu_(tu), source_(source), lang_(lang), options_(options), out_(out) {}

  // The comments among the main file's tokens (libclang keeps them when tokenizing).
  void Comments(std::vector<Comment>* out) const;

  void Run(const std::string& path);
  // The outermost function definitions of the main file (after Run), in tree order.
  void Functions(Ranges* out) const;

 private:
  struct Ctx {
    bool in_loop = false;  // a loop of the current function encloses this
    bool in_main = false;
    bool no_width = false;  // a for-loop header or range-for variable: no IntegerWidth
  };

  // The walk (points_cxx.cc).
  void Walk(const Node& n, Ctx ctx);
  // The points of node n itself; true when nothing of it is left to walk (its parts
  // walked in contexts of their own, or none to walk), false to walk its children.
  bool PointsOf(const Node& n, const Ctx& ctx);
  // case X: S, do S while (C), for (V : R) S: their parts each in its own context; false
  // when not understood (then walked as any node).
  bool CaseStatement(const Node& n, const Ctx& ctx);
  bool DoStatement(const Node& n, const Ctx& ctx);
  void RangeFor(const Node& n, const Ctx& ctx);
  // if, while and for: the parenthesized header, then the branches or the body.
  void Header(const Node& n, Ctx ctx);
  // A variable whose value may be needed at compile time: constexpr, or const at
  // namespace scope (or a class's static const).
  bool ConstantVariable(const Node& n) const;

  // Where points may go, and the points of operators, literals, statements and
  // conditions (points_cxx_ops.cc).
  // The index of the first token beginning at or after `offset` (tokens_.size() if none).
  std::size_t TokenFrom(std::size_t offset) const {
    return static_cast<std::size_t>(
        std::lower_bound(tokens_.begin(), tokens_.end(), offset,
                         [](const Token& t, std::size_t o) { return t.begin < o; }) -
        tokens_.begin());
  }
  // Whether [begin, end) may be replaced: whole tokens of the file, never part of a macro
  // invocation.
  bool Replaceable(std::size_t begin, std::size_t end) const;
  void Add(const char* mutator, std::size_t begin, std::size_t end, std::string replacement,
           std::string description);
  void AddToken(const char* mutator, const Token& t, const std::string& replacement) {
    Add(mutator, t.begin, t.end, replacement, "'" + t.text + "' -> '" + replacement + "'");
  }
  // The first punctuation (or alternative-spelling keyword) token in [lo, hi) among `ops`.
  const Token* OperatorBetween(std::size_t lo, std::size_t hi,
                               std::initializer_list<std::string_view> ops) const;
  std::string Text(std::size_t begin, std::size_t end) const {
    return source_.substr(begin, end - begin);
  }
  const char* True() const { return lang_ == Language::kC ? "1" : "true"; }
  const char* False() const { return lang_ == Language::kC ? "0" : "false"; }
  // The schema guard of the points added next (Guarded).
  void Guarded(Guard g, std::size_t begin, std::size_t end) {
    guard_ = g, guard_begin_ = begin, guard_end_ = end;
  }
  void BinaryOperator(const Node& n);
  void AssignmentOperator(const Node& n);
  void UnaryOperator(const Node& n);
  void IntegerLiteral(const Node& n);
  // break <-> continue (n inside a loop).
  void JumpStatement(const Node& n);
  // An expression statement `expr;` -> `;`.
  void DeleteStatement(const Node& s);
  // A condition -> true and -> false, unless it is a constant already.
  void Condition(const Node& c);

  // The reader's error exits, which get no points (points_cxx_ops.cc).
  // The reader's error reporters: functions whose body (its own statements, as ErrorExit
  // reads a branch) ends the program with an error, such as
  //   [[noreturn]] void fail(const std::string& m) { std::cerr << m; std::exit(2); }
  // and, to a fixpoint, those that call one so. A call to one is an error exit too, and
  // their bodies are error paths themselves.
  void FindErrorFunctions(const std::vector<Node>& top);
  // Whether a branch of an `if` is an error exit of the input reader: among its statements
  // (the branch itself, or those of its block; not nested control statements), one that
  // throws, calls exit/_Exit/abort/quick_exit/perror or an error reporter of this file
  // (FindErrorFunctions), writes to std::cerr/std::clog/stderr, or (in main) returns a
  // nonzero integer literal or EXIT_FAILURE.
  // With must_end (deciding whether a whole function is an error reporter) only what ends
  // the program counts: a write to standard error alone may be a debug line.
  bool ErrorExit(const Node& branch, const Ctx& ctx, bool must_end = false) const;
  // Whether one statement of a branch (not a control statement) is such an error exit.
  bool ErrorStatement(const Node& s, const Ctx& ctx, bool must_end) const;

  // Resource constants (points_cxx_resource.cc): the expressions whose value sets a limit
  // the original's own use decides a mutant of (Point::resource): the stack size given to
  // pthread_attr_setstacksize; the soft limit of a struct rlimit v given to
  // setrlimit(RLIMIT_STACK, &v), as `v.rlim_cur = E` or the first of `v = {E, ...}`; the
  // bound of a char array of static storage whose every use is the buffer of a read from
  // the input at its start (fread, fgets, read), a subscript read (never written, never
  // its address taken) or sizeof: a read buffer, which holds no more than the input.
  void FindResources();
  // Marks the IntegerLiteral point just added for token t read as `value` (its mutant)
  // when t lies in one of those expressions, with the limit before and after.
  void MarkResource(Point* p, const Token& t, std::uint64_t value) const;
  // The value of an integer constant expression of literals, + - * << and casts, the
  // literal at `at` read as `value`; -1 when not one, negative, or past its type.
  std::int64_t ValueOf(const Node& e, std::size_t at, std::uint64_t value) const;
  // What a use of a candidate read buffer (a reference, its ancestors `path` nearest
  // last) does: reads the input into it, reads from it, or anything else.
  enum class BufferUse { kReadInto, kReadFrom, kOther };
  BufferUse ReadBufferUse(const Node& ref, const std::vector<const Node*>& path) const;
  // FindResources' look at a declaration `n`: a struct rlimit's `{E, ...}` adds its name
  // and E to *soft_limits; a static char array `name[bound]` returns the bound (else null).
  const Node* ResourceDeclaration(const Node& n,
                                  std::vector<std::pair<std::string, const Node*>>* soft_limits) const;
  std::vector<std::pair<const Node*, Resource>> resource_exprs_;

  // IntegerWidth (points_cxx_width.cc).
  // A variable or field of an integer type of 32 bits or more: the type (keywords, or a
  // typedef name such as int64_t or ll, with its qualifier) narrowed one step. Only in the
  // declaration's own type (before its name, before any initializer).
  void IntegerWidth(const Node& n);
  // Where the type of declaration n ends: at its name, or earlier at a depth-0 `=`, `,`,
  // `(`, `{`, `[` or `;`.
  std::size_t TypeRegionEnd(const Node& n, std::size_t name) const;
  // The points of the runs of builtin integer keywords (`long long`, `unsigned int`) of n's
  // type, before region_end.
  void KeywordWidths(const Node& n, std::size_t region_end);
  // The points of the typedef names (int64_t, size_t, a user's `ll`) of n's type, before
  // region_end.
  void TypedefWidths(const Node& n, std::size_t region_end);
  // The IntegerWidth point of the type named by tokens [first, last] of a declaration.
  void AddWidth(std::size_t first, std::size_t last, const std::string& to);
  // The template-id around tokens [first, last] and the places that spell it.
  void SameTemplateArgument(std::size_t first, std::size_t last, std::vector<std::size_t>* at,
                            std::string* spelling) const;

  CXTranslationUnit tu_;
  Guard guard_ = Guard::kNone;
  // Inside a constant expression (a const or constexpr variable's initializer, a type, an
  // array bound, an enumerator, a case label, static_assert): the schema's run-time test
  // cannot stand there, so the points are built on their own.
  bool no_schema_ = false;
  struct NoSchema {
    bool& flag;
    bool saved;
    NoSchema(bool& f, bool on) : flag(f), saved(f) { flag = flag || on; }
    ~NoSchema() { flag = saved; }
  };
  std::size_t guard_begin_ = 0, guard_end_ = 0;
  const std::string& source_;
  Language lang_;
  const PointOptions& options_;
  std::vector<Point>* out_;
  std::vector<Token> tokens_;
  std::vector<Node> top_;  // the main file's cursor tree (Run)
  std::set<std::string> error_functions_;  // FindErrorFunctions
  std::vector<std::pair<std::size_t, std::size_t>> macros_;
};

}  // namespace gc::mutate::internal::cxx
