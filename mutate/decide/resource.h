// mutate/decide/resource.h — a mutant of a resource constant (Point::resource: a recursion
// limit, a stack's size, a read buffer's) decided by the original's own use of that limit. Such a
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
// time).
// C and C++ (a thread's stack size, the soft RLIMIT_STACK, a read buffer's bound): the
// original is run on the same cases in a child of a small forked Python process that
// reads the child's peak resident memory (wait4), and a stack size is held to the same
// rule as Python's; a read buffer (which a read fills from its start with no more than
// the input) is held to the largest input of every case and malformed input, which needs
// no run. A stack size above the original's is decided whatever the figure: the
// original's held on every case it answered, and a program whose stack fills crashes, so
// the larger one is not reached before the smaller would be. A smaller one's mutant is
// first run on the same largest cases (Runner::AtTheLargest): a page a frame never
// touches is not in the peak memory, so the figure alone may be below a stack's extent.
// Status: properties/mutate_resource_test.cc (end to end), properties/mutate_units_test.cc
// (the rule on figures written by hand).
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
  /// The largest input the original and the mutants were given, in bytes, of the cases
  /// of both passes (`inputs` of them) and the malformed inputs (`malformed`).
  std::uint64_t input_bytes = 0;
  std::size_t inputs = 0, malformed = 0;
  /// The largest stack a run can be given: the hard RLIMIT_STACK the runs inherit (a
  /// soft limit above it is refused), and the memory limit less the peak (a thread's
  /// stack above it is not mapped).
  std::uint64_t stack_ceiling = UINT64_MAX;
};

/// The least stack size taken as one a program gets: below it pthread_attr_setstacksize
/// (16 KiB) and threading.stack_size (32 KiB) refuse the size, and the default stays.
inline constexpr std::uint64_t kLeastStack = 64 * 1024;

/// The Python program that runs the script its arguments name, as `python3 SCRIPT ARGS`
/// would, counting frames, and writes "gamecheck-use: D frames, P kB" as the last line of
/// its standard error at exit (the deepest stack, the peak resident memory).
extern const char kObservedUseScript[];

/// The Python program that runs the program its arguments name (C, C++: the original's
/// words) in a child of its own, forked (its memory starts as this small process's, where
/// a child posix_spawn'ed by gamecheck starts its peak at gamecheck's), and writes
/// "gamecheck-use: 0 frames, P kB" as the last line of its standard error, P the child's
/// peak resident memory (wait4); it exits as the child did.
extern const char kObservedPeakScript[];

/// The use an observed run wrote on its standard error; false when it wrote none.
bool UseOf(const std::string& err, ResourceUse* use);

/// What the original's use says of the mutant of `p`, with the figure, for its note; in
/// *below whether neither the mutated limit nor the original's is reached on the observed
/// cases: both above that use (a recursion limit above twice the deepest stack, a stack
/// size above the peak memory, a read buffer above the largest input and a terminator),
/// or, for a stack, a mutated size above the original's, which held on every case (a
/// stack that fills crashes). A stack size must be one the runs can have: from kLeastStack
/// up to use.stack_ceiling. "" (and false) when `use` does not say.
std::string AgainstTheUse(const Point& p, const ResourceUse& use, bool* below);

}  // namespace gc::mutate
