// mutate/decide/resource.h — a mutant of a resource constant (Point::resource: a recursion
// limit, a thread's stack size) decided by the original's own use of that limit. Such a
// mutant runs as the original does until a run reaches the limit, so when its outputs
// equal the original's on every case, the original is run once more, observed, on the
// largest case of each family of both passes (the spec's largest inputs of each shape: a
// chain is the deepest recursion): a profile hook counts each thread's Python frames, and
// the process reads its peak resident memory (VmHWM, every thread's stack in it) at exit.
// A mutated limit above that use, with the original's own limit above it too, is reached
// by neither on those cases: "not infected", with the figure. CPython up to 3.11 counts a
// frame up to twice against the recursion limit (a call through a class or a C function
// adds one), so a limit must be above twice the deepest stack. A limit not above the use
// (the original's own reached, say: a RecursionError it catches): the mutant stays likely
// equivalent, its note giving the figure; a run not observed (an os._exit, a time limit),
// a RUN that is not `python3 FILE`: likely equivalent, nothing said. What it costs: one
// observed run per family and pass, once per mutation run (the hook about doubles a run's
// time). Status: properties/mutate_resource_test.cc (end to end),
// properties/mutate_units_test.cc (the rule on figures written by hand).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "mutate/points/points.h"

namespace gc::mutate {

/// What the original used of its limits on the cases observed (0: not observed).
struct ResourceUse {
  std::uint64_t deepest = 0;  // Python frames on the deepest stack of any thread
  std::uint64_t peak_kb = 0;  // the process's peak resident memory, kB
  std::size_t cases = 0;      // the cases observed
};

/// The Python program that runs the script its arguments name, as `python3 SCRIPT ARGS`
/// would, counting frames, and writes "gamecheck-use: D frames, P kB" as the last line of
/// its standard error at exit (the deepest stack, the peak resident memory).
extern const char kObservedUseScript[];

/// The use an observed run wrote on its standard error; false when it wrote none.
bool UseOf(const std::string& err, ResourceUse* use);

/// What the original's use says of the mutant of `p`, with the figure, for its note; in
/// *below whether the mutated limit and the original's are both above that use, so that
/// neither is reached on the observed cases. "" (and false) when `use` does not say.
std::string AgainstTheUse(const Point& p, const ResourceUse& use, bool* below);

}  // namespace gc::mutate
