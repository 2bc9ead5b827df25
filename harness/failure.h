// harness/failure.h — the failure signature of a run: what kind of failure, and for a
// wrong answer what kind of wrong value ("expected L got D"). Two runs fail "the same way"
// when their signatures are equal; the shrinker's callers use it as the predicate, so a
// shrunk case keeps the failure that was found instead of drifting to another one.
#pragma once

#include <string>

#include "harness/problem.h"

namespace gc {

enum class FailureKind {
  kNone,             // the output agrees with the expected one
  kWrongAnswer,      // well-formed output, a different answer
  kWrongStatus,      // exit status differs (e.g. grundy's 1 on a cycle)
  kMalformedOutput,  // the output is not of the spec's form
  kCrash,            // killed by a signal or an exception escaped
  kTimeout,          // did not finish within the time limit
};
const char* ToString(FailureKind k);

/// How a run ended, as seen by a runner (in-process or out-of-process).
enum class Termination { kExited, kCrashed, kTimedOut };

struct FailureSignature {
  FailureKind kind = FailureKind::kNone;
  /// kWrongAnswer: where and which kind of value, without the vertex, e.g.
  /// "expected L got D", "length: expected n got n" (numbers are shown as n, infinite
  /// loopy values as inf); kWrongStatus: "expected 1 got 0"; otherwise empty.
  std::string detail;
  /// The full sentence from the row's compare or reader, for reports (not compared).
  std::string message;

  bool failed() const { return kind != FailureKind::kNone; }
  friend bool operator==(const FailureSignature& a, const FailureSignature& b) {
    return a.kind == b.kind && a.detail == b.detail;
  }
  /// "wrong answer: expected L got D".
  std::string ToString() const;
};

/// Classifies `actual` against `expected` for instance x of problem p through p.compare.
/// `how` reports a crash or timeout seen by the runner; they take precedence.
FailureSignature Classify(const Problem& p, const Instance& x, const Output& expected,
                          const Output& actual, Termination how = Termination::kExited);

}  // namespace gc
