// mutate/build/schema.h — mutant schemata: one program that holds every mutant of a run, each
// guarded by a test of the mutant number that the program reads once from the environment
// variable GAMECHECK_MUTANT (unset or 0: the original). Built once instead of once per
// mutant.
//
// Each point's guard (Point::guard, set by the point finders) is the range rewritten:
//  expression  (gc_mut_at_(G) == 17 ? (a <= b) : gc_mut_v_ == 18 ? (a != b) : (a < b))
//  condition   the same, the original converted to bool (C++ static_cast<bool>, C !!)
//  statement   { if (gc_mut_at_(G) != 5) { q.push(v); } }       (Python: an expression)
//  jump        if (gc_mut_at_(G) == 9) continue; else break
//  line        Python: `if G == k: mutated` / `else: original` on lines of their own
// JavaScript has C's guards, its prelude after a shebang and the directives ("use strict").
// Rust's are if-expressions, `(if crate::gc_mut::at(G) == 17 { a <= b } else { a < b })`
// (a condition, a jump alike; a statement `{ if crate::gc_mut::at(G) != 5 { f(); } }`),
// with coverage but no observation. Go has no ternary: a bool (a condition, a comparison)
// is `(gcMutAt(G) == 17 && (a <= b) || gcMutV() != 17 && (a < b))`, another value
// `gcMutPick(gcMutAt(G) == 5, a - b, a + b)`, a statement's operator `if gcMutAt(G) == 9 {
// i-- } else { i++ }` (kLine), a jump `if gcMutAt(G) == 9 { continue } else { break }`.
// Java has them too, a statement expression's (`i++;`) a jump's guard, `if (id == k) i--;
// else i++`, its prelude a class of its own: GcMut.at(G), GcMut.v (schema_java.cc).
// Guards nest (a comparison inside a deleted statement): only the original's branch of a
// guard holds the schema of what is inside it; a mutant's branch is plain text, as only
// one mutant is on at a time. Guards that cross, points that cut into a nested guard and
// points without a guard (IntegerWidth) stay out of the schema: built on their own.
// G numbers the guards: with GAMECHECK_MUTANT_COVERAGE=FILE the program appends each
// guard it reaches (once per process) to FILE, one number a line — which points the cases
// reach (mutate/run/order.h). A leaf expression that can be evaluated again without effect
// (mutate/decide/infection.h) is observed in such a run too: beside the original's value it
// computes each mutant's and appends the mutant's infection number when they differ
//  (gc_mut_at_(G) == 17 ? (a <= b) : gc_mut_fd_ >= 0 ? (gc_mut_ne_((a < b), (a <= b), 0)
//     ? gc_mut_hit_(I17) : (void)0, (a < b)) : (a < b))
// A schema that does not build: BlameSchemaErrors reads the compiler's file:line:col
// errors and takes out the guards (or single mutants) they lie in; the rest is rebuilt.
// Status: properties/schema_test.cc.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "mutate/points/points.h"

namespace gc::mutate {

struct Schema {
  std::string text;           // the rewritten source
  std::vector<int> group_of;  // per point: its guard number G in the text, -1 if not in it
  std::size_t groups = 0;     // guards in the text
  /// Per point: the number (after the guards') a recording run of the original writes when
  /// the point's mutant would have computed another value there (mutate/decide/infection.h), -1
  /// when the point is not observed.
  std::vector<int> infection_of;
  std::size_t observed = 0;
  struct Span {
    static constexpr std::size_t kWholeGuard = static_cast<std::size_t>(-1);
    std::size_t begin, end;  // in text
    std::size_t point;       // the mutant branch of this point, or kWholeGuard: the whole guard
    int group;
  };
  std::vector<Span> spans;
};

/// The schema of `points` (in source order) whose `allowed` entry is true; points[i] is
/// mutant number ids[i] (> 0).
Schema RenderSchema(const std::string& source, Language lang, const std::vector<Point>& points,
                    const std::vector<std::size_t>& ids, const std::vector<bool>& allowed);

/// Reads a failed build's output for errors at `file_name`:LINE:COL in the schema and
/// clears `allowed` of the points they fall in (the innermost guard or mutant branch; on
/// an error outside any guard, every guard on its line). Returns how many points it took
/// out: 0 when nothing could be blamed.
std::size_t BlameSchemaErrors(const Schema& s, const std::vector<Point>& points,
                              const std::string& file_name, const std::string& build_output,
                              std::vector<bool>* allowed);

namespace internal {  // RenderSchema's prelude (mutate/build/schema_prelude.cc)

/// Where the prelude goes in `source`: C/C++ at the start of the first line that is not
/// blank, a comment or a preprocessor line; Python after a BOM, a shebang or coding line
/// and any `from __future__` lines; JavaScript after a shebang and the directives.
std::size_t PreludeAt(const std::string& source, Language lang);

/// The prelude of a schema program: the switch's variables and helpers, with room for
/// `numbers` guard and infection numbers (C, C++).
std::string Prelude(Language lang, std::size_t numbers);

/// Rust's (mutate/build/schema_rust.cc): before the first item, after the comments and the
/// inner attributes; the module `gc_mut` with `at(G)` and `v()`.
std::size_t RustPreludeAt(const std::string& source);
std::string RustPrelude(std::size_t numbers);

/// Go's (mutate/build/schema_go.cc): after the package clause and the imports; gcMutAt(G),
/// gcMutV() and gcMutPick(c, a, b).
std::size_t GoPreludeAt(const std::string& source);
std::string GoPrelude(std::size_t numbers);
/// Java's prelude, the class GcMut (mutate/build/schema_java.cc), and where it goes: after
/// the package and import declarations.
std::string JavaPrelude(std::size_t numbers);
std::size_t JavaPreludeAt(const std::string& source);

}  // namespace internal

}  // namespace gc::mutate
