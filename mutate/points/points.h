// mutate/points/points.h — mutation points of a user's source file, found on its syntax tree
// (libclang for C and C++, Python's own ast module for Python, tree-sitter for JavaScript,
// Go, Java and Rust), never by regexes.
// A point is one textual replacement [begin, end) -> replacement in the original source;
// applying it gives one mutant. Points never lie in comments or string literals, and by
// default not in the input reader's error paths (an `if` whose branch ends the program
// with an error: a nonzero exit, a throw, a write to standard error).
//
// Mutators (one point per variant):
//  EqualityOperator   builtin `<`->`<=`,`>=`,`!=`; `<=`->`<`,`>`; `>`->`>=`,`<=`,`!=`;
//  `>=`->`>`,`<`;
//                     `==`<->`!=` (overloaded operators such as `std::cin >> x` untouched);
//                     Python also `is`<->`is not`, `in`<->`not in`; JavaScript also
//                     `===`<->`!==`
//  ArithmeticOperator binary `+`<->`-`;  UpdateOperator `++`<->`--` (prefix and postfix);
//  AssignmentOperator `+=`<->`-=`;  LogicalOperator `&&`<->`||` (Python and<->or);
//  BooleanNegation    a builtin unary `!` (Python `not`) deleted
//  IntegerLiteral     0->1, 1->0, k->k+1 and k->k-1 (suffixes kept; Python: not bools)
//  StatementDeletion  an expression statement `expr;` -> `;` (in a block, or the body of
//                     if/else/for/while/do/case); Python an expression statement or an
//                     augmented assignment -> `pass`. Never a declaration or a return.
//  ConditionalExpression  the condition of if/while/for/do-while/`?:` -> true and -> false
//                     (C: 1 and 0; Python True/False), unless it is a constant already
//  JumpStatement      `break`<->`continue` inside a loop (a break of a switch outside any
//                     loop stays)
//  IntegerWidth       C/C++: the type of a variable or field (also a container's
//                     element type, `std::vector<long long>`) narrowed one step: int,
//                     int32_t, unsigned -> short / unsigned short; long, long long,
//                     int64_t, size_t, a typedef such as `ll` -> int / unsigned. One
//                     point per type in a declaration (`int a, b;` is one). Not for loop
//                     variables of a for header or a range-for, parameters, return types.
//                     A type argument (`std::vector<int>`) is narrowed in every place the
//                     file spells its template-id (parameters, return types, expressions,
//                     other declarations): one point for them all (Point::also), so that a
//                     container passed by reference still builds (not one bound to a
//                     reference that spells the element type: `for (int& x : v)`).
//                     Go: `int` -> `int32`, `int16` as a var declaration's type (`var n
//                     int`, `var a []int`) or make's element type (`make([]int, n)`).
//                     JavaScript: `x | 0` -> `x`; `Int32Array` -> `Int16Array`,
//                     `Uint16Array`.
//                     Java: `int` -> `short`, `char`, `long` -> `int` as the type of a
//                     field or local counter (each declarator's value a literal or none)
//                     or as an array's element type declared with its `new` (`int[] a =
//                     new int[n]` -> `short[] a = new short[n]`, one point). Rust: `u32`
//                     -> `u16`, `i32` -> `i16`, `usize` -> `u16` as a `let`'s type or its
//                     `Vec<...>` element type, and `as u32` / `as i32` -> `as u16` / `as
//                     i16`. Such a mutant that does not build is stillborn.
//                     JavaScript, Go, Java and Rust statement deletion: an expression
//                     statement (JavaScript and Java -> `;`; Go -> nothing, also `x++`,
//                     `x--` and assignments; Rust -> nothing, a call, a macro call or an
//                     assignment). Java: no `+` -> `-` in a string concatenation; a
//                     while's or for's condition -> true only (javac rejects the body of
//                     `while (false)` as unreachable). Rust: nothing in a macro's tokens
//                     (`println!(...)`, `vec![0; n]`).
// Error paths of the input reader (skipped unless PointOptions::all): an `if` one of
// whose branches is an error exit; its condition and that branch get no points, its other
// branch is ordinary code. A branch is an error exit when one of its own statements (the
// branch itself, or one directly in its block; not a nested if/loop) throws (Python:
// raise), calls exit/_Exit/abort/quick_exit/perror (Python: sys.exit/exit/quit/os._exit
// with a nonzero or non-constant argument, os.abort), writes to std::cerr/std::clog/
// stderr (Python: print(..., file=sys.stderr), sys.stderr.write), calls an error reporter
// of the file, or, in main, returns a nonzero integer literal or EXIT_FAILURE. An error
// reporter is a function whose own statements are an error exit (a `fail(msg)` that prints
// and exits), or, to a fixpoint, calls one; its body gets no points either. In Python an
// `except` handler that is an error exit gets none (a reader that raises and a main that
// catches, reports and exits). JavaScript: throw, process.exit with a nonzero or
// non-constant argument, console.error/console.warn, process.stderr.write, and a `catch`
// that is an error exit; Go: panic, os.Exit (nonzero or non-constant), log.Fatal*,
// fmt.Fprint*(os.Stderr, ...), os.Stderr.Write*; Java: throw, System.exit (nonzero or
// non-constant), System.err.print*, and a `catch` that is an error exit; Rust:
// std::process::exit (nonzero or non-constant), panic!, unreachable!, todo!,
// unimplemented!, eprintln!, eprint!.
// Marks (mutate/points/points_marks.cc): a comment `// gamecheck: equivalent` (Python `#`) marks
// the points on its own line ignored; Stryker's `// Stryker disable next-line all` marks
// those of the next line, `// Stryker disable all` those up to `// Stryker restore all`;
// each takes a mutator list instead of `all` and `: reason` after it.
// Also never mutated: code of included files, anything a macro expands to, and any text
// that would cut into a macro invocation (a point may cover a whole invocation).
//
// Costs: C/C++ is one libclang parse of the file with its headers (~0.4 s of CPU with
// <iostream>, <queue>, <vector>; ~1.5 s with <bits/stdc++.h>); Python is one python3
// run of the compiled-in mutate/points/points.py (~0.1 s); JavaScript, Go, Java and Rust
// one python3 run of mutate/points/points_ts.py with the Python packages tree-sitter and the
// grammar's (tree-sitter-javascript, tree-sitter-go, tree-sitter-java, tree-sitter-rust;
// ~0.2 s; without them FindPoints fails naming the pip command). Then linear in the file.
// Status: properties/mutation_points_test.cc (each family at its line and column, nothing
// in comments/strings/macros, error paths, syntax errors, mutants that compile);
// properties/mutation_points_ts_test.cc (JavaScript, Go, Java and Rust: the same, where the
// grammars are installed).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gc::mutate {

enum class Language { kC, kCxx, kPython, kJavaScript, kGo, kJava, kRust, kTypeScript };

/// JavaScript or TypeScript: JavaScript's points, schema, prelude and observation (a
/// TypeScript schema is compiled to JavaScript once, then run by node).
inline bool IsJs(Language l) { return l == Language::kJavaScript || l == Language::kTypeScript; }

/// C or C++: the languages of libclang's points, object code and the schema's C prelude.
inline bool IsC(Language l) { return l == Language::kC || l == Language::kCxx; }

/// The language of a source file by its extension (.c; .cc .cpp .cxx .c++ .C; .py;
/// .js .mjs .cjs; .go; .java; .rs; .ts .mts .cts), or false when the extension is none of these.
bool LanguageOf(std::string_view path, Language* out);

/// Java: the class `java` must start for the program in `source` (named `path`): the
/// top-level class, interface, enum or record that declares `static void main` directly in
/// its body (comments and literals skipped); the file name's stem when none does
/// (mutate/points/java_main.cc).
std::string JavaMainClass(const std::string& source, const std::string& path);

/// How the schema (mutate/build/schema.h) guards a point: the range it rewrites around it.
enum class Guard : unsigned char {
  kNone,        // not in the schema: built on its own (IntegerWidth: a declaration's type)
  kExpression,  // an expression: `(id == k ? (mutated) : (original))`
  kCondition,   // a condition: as an expression, the original converted to bool
  kStatement,   // an expression statement deleted: `{ if (id != k) { statement } }`
  kLine,        // Python: a statement that fills its line, `if id != k: statement`
  kJump,        // break <-> continue: `if (id == k) continue; else break`
};

/// The limit a resource constant sets (Point::resource): a recursion limit (frames), a
/// stack's size (bytes: a thread's, or the soft RLIMIT_STACK), a read buffer's (bytes).
enum class Resource : unsigned char { kNone, kRecursionLimit, kStackSize, kBuffer };

struct Point {
  std::string mutator;      // Stryker-style name: "EqualityOperator", "ArithmeticOperator",
                            // "UpdateOperator", "AssignmentOperator", "IntegerLiteral",
                            // "LogicalOperator", "BooleanNegation", "StatementDeletion",
                            // "ConditionalExpression", "JumpStatement", "IntegerWidth"
  std::size_t begin = 0;    // byte offsets into the source: [begin, end) is replaced
  std::size_t end = 0;
  std::string original;     // source[begin, end)
  std::string replacement;  // what replaces it
  /// Further ranges, all after [begin, end), that `replacement` replaces too: the other
  /// places that spell the template-id an IntegerWidth point narrows a type argument of.
  std::vector<std::pair<std::size_t, std::size_t>> also;
  unsigned line = 0, column = 0;          // 1-based start (column in bytes)
  unsigned end_line = 0, end_column = 0;  // 1-based, exclusive end column
  std::string description;  // e.g. "'<' -> '<='", "deleted 'cnt[u]--;'"
  /// Marked in the source as judged by a person (mutate/points/points_marks.cc): such a mutant
  /// is reported as ignored, with ignore_reason, and never run.
  bool ignored = false;
  std::string ignore_reason;  // e.g. "marked equivalent on line 20: i steps up to m"
  /// The schema's guard: [guard_begin, guard_end) contains [begin, end) and is what the
  /// schema rewrites (the whole comparison of a `<`, the statement of a deletion).
  Guard guard = Guard::kNone;
  std::size_t guard_begin = 0, guard_end = 0;
  /// An integer literal of a resource constant: the value of a call that sets a limit of
  /// the interpreter or the process (Python: sys.setrecursionlimit, threading.stack_size,
  /// the soft RLIMIT_STACK of resource.setrlimit; C and C++: pthread_attr_setstacksize,
  /// the rlim_cur of a struct rlimit given to setrlimit(RLIMIT_STACK, ...)) or the bound
  /// of a read buffer (C and C++: a char array of static storage only read into from its
  /// start and read from; mutate/points/points_cxx.h). Which limit, and the value it is
  /// given in the original and in the mutant; such a mutant that survives is decided by
  /// the original's own use of that limit (mutate/decide/resource.h). kNone for any other
  /// point.
  Resource resource = Resource::kNone;
  std::uint64_t resource_value = 0, resource_mutated = 0;
};

/// Every mutator name, as in Point::mutator.
const std::vector<std::string>& MutatorNames();

struct PointOptions {
  bool all = false;  // also the error paths of the input reader (--all)
  /// C/C++ only: extra arguments for the parser (-I, -D, -std=...), as a compile command
  /// would pass them.
  std::vector<std::string> parser_args;
};

/// Where a source's functions and comments are, as its parser found them: what --since
/// compares between two versions of the file (mutate/select/since.h).
struct SourceLayout {
  /// The outermost function definitions (C/C++: with their return type and template
  /// header; Python: `def` with its decorators, from the start of its first line), as
  /// byte ranges [begin, end), in source order, none inside another. A lambda is part of
  /// the function around it.
  std::vector<std::pair<std::size_t, std::size_t>> functions;
  /// The comments, as byte ranges, in source order.
  std::vector<std::pair<std::size_t, std::size_t>> comments;
};

/// The mutation points of `source` (the text of `path`), in source order (by begin, then
/// by mutator, then by replacement), no two with the same (begin, end, replacement).
/// Python needs python3 on PATH. On failure (unreadable, the parser is missing, the file
/// does not parse: the reason names file:line:col) returns false with a one-line reason
/// in *err. With `layout`, also where the functions and comments are.
bool FindPoints(const std::string& path, const std::string& source, Language lang,
                const PointOptions& options, std::vector<Point>* out, std::string* err,
                SourceLayout* layout = nullptr);

/// The source with one point applied.
std::string Apply(const std::string& source, const Point& p);

}  // namespace gc::mutate
