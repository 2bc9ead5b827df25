// mutate/decide/infection.h — weak mutation (Major; Just, Ernst and Fraser, ISSTA 2014): which
// mutation points the schema can observe. When the original's runs record coverage, an
// observed point's guard also evaluates each mutant's expression beside the original's and
// records the mutant as *infected* on that run when the two values differ. A mutant is
// then run only on the cases that infect it; one that no case infects is decided without
// a run ("not infected"). Only a leaf expression or condition (no mutation point nested
// in it) whose text evaluates again with no effect on the run is observed: no call (but
// size(), length(), empty(), sizeof; Python: len()), no assignment or increment, no
// new/delete/throw, no yield/await/:=. C and C++ also need no division or remainder (a
// mutated divisor may be 0), no unary * or &, and subscripts or -> only where no &&, ||
// or ?: could have skipped them in the original's evaluation, and no point inside
// brackets. JavaScript allows division and subscripts (nothing crashes, and its
// observation catches a throw) but no call and no template string. Go (conditions only:
// a bool's guard) is held to C's rule, no channel receive, and a selector (p.n) counted
// as C's ->. Every other point is
// infected whenever it is reached (its coverage, as before): never a false "not
// infected". Status: properties/schema_test.cc.
#pragma once

#include <string>
#include <string_view>

#include "mutate/points/points.h"

namespace gc::mutate {

/// Whether the text of a guard can be evaluated again beside the original's evaluation
/// with no effect on the run (see above).
bool ObservableText(std::string_view text, Language lang);

/// Whether point p, in the guard text `guard` (p's range taken relative to
/// p.guard_begin), can be observed: its guard text is, and (C, C++) its replacement
/// divides by nothing and it lies inside no brackets.
bool ObservablePoint(std::string_view guard, const Point& p, Language lang);

}  // namespace gc::mutate
