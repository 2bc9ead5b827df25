// mutate/decide/narrowing.h — infection of a narrowed integer (IntegerWidth), observed by
// the compiler: such a mutant lives in a program of copies, outside the schema, so its
// expressions are not observed beside the original's. When its outputs equal the
// original's on every case, it is built once more with clang's integer checks made traps
// (an implicit conversion that loses a value or changes its sign, a signed or unsigned
// overflow, a shift out of range), in the source's own code only (the system's headers
// left out), and run on the same cases: not one trap means its narrower type never held
// another value than the original's wider one, so no input of those can tell it apart
// (weak mutation's "not infected", with the compiler's checks for the observer). A trap,
// a build that fails, no clang: it stays likely equivalent. Status: properties/schema_test.cc.
#pragma once

#include <filesystem>
#include <string>

#include "mutate/points/points.h"

namespace gc::mutate {

/// The build command of such a checked build, from the run's `build`: its compiler (a
/// first word naming cc, c++, gcc, g++ or clang) replaced by clang or clang++ as found in
/// PATH, and the checks added, the headers under /usr left out by the list written to
/// `ignore_list`; "" when `build` names no such compiler or clang is not found.
std::string CheckedIntegerBuild(const std::string& build, Language lang,
                                const std::filesystem::path& ignore_list);

}  // namespace gc::mutate
