// harness/cases/shrink.h — the graph-aware, deterministic shrinker. Its passes are the input
// kind's shrink steps (harness/cases/input_kind.h, harness/cases/kinds/steps.h), run in the
// kind's order over its parts; the shrinker keeps the time, the stop flag and the DAG.
// Passes: compact (every vertex no edge, token or start uses removed and the rest
// renumbered, in one candidate; again after the edge deletions), delete an edge, delete a
// vertex (renumbering), merge two vertices, redirect an edge to a lower vertex, drop a
// token or move it lower, move the start lower, lower n;
// deletions first try halves, quarters, ... (ddmin), then single items. Repeated to a
// fixpoint, so the result is 1-minimal: no single step of any pass keeps the failure.
// Problem invariants are kept: a DAG stays a DAG when the row prefers DAGs and the input
// was one (grundy); geography's start vertex is never deleted; tokens stay in range (a
// deleted vertex takes its tokens with it); partizan shrinks both move lists.
// Deterministic: fixed pass order, no randomness (only the deadline's end or its stop
// flag can cut it short; the result is then the smallest failing case reached so far).
// Status: properties/shrink_test.cc (1-minimality, determinism, invariants) and the pinned
// counterexamples of properties/mutants_test.cc.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>

#include "harness/deadline.h"
#include "harness/problems/problem.h"

namespace gc {

struct ShrinkOptions {
  /// Stop early (result then not guaranteed 1-minimal) at the deadline's end (none: run to
  /// the fixpoint), checked before every candidate is built, so a step costs at most one
  /// predicate call past it; and at once when its stop flag is raised (Ctrl-C, SIGTERM),
  /// keeping the best case so far: a predicate call that saw it raised is not taken as
  /// "does not fail".
  Deadline deadline;
  /// Stop early, too, after this many candidates in a row that did not fail while the case
  /// is still larger than `stall_size` vertices + moves (0: never): a failure that needs
  /// scale (a 16-bit counter or vertex id: 2^15 and more) stays large, and its single-item
  /// deletions would spend the rest of the deadline on a case too large to read anyway.
  /// Below 2^14 a case is shrunk to the end: a failure that a small case shows too (a
  /// mutant killed first on a medium case, as the kill-first order may have it) must end
  /// as small as that, whichever case found it.
  std::uint64_t stall_after = 0;
  std::uint64_t stall_size = 1u << 14;
};

struct ShrinkStats {
  std::uint64_t attempts = 0;  // candidate instances tried
  std::uint64_t accepted = 0;  // candidates that kept the failure
  bool minimal = false;        // false when the deadline ended or stopped the shrink
  bool stalled = false;        // ended by ShrinkOptions::stall_after
  bool interrupted = false;    // stopped by the caller's flag
};

/// Shrinks x for problem p while `still_fails` holds. The caller's predicate decides what
/// "the same failure" means (same failure signature). x itself must fail.
Instance Shrink(const Problem& p, Instance x,
                const std::function<bool(const Instance&)>& still_fails,
                const ShrinkOptions& options = {}, ShrinkStats* stats = nullptr);

}  // namespace gc
