// harness/shrink.h — the graph-aware, deterministic shrinker.
// Passes: delete an edge, delete a vertex (renumbering), merge two vertices, redirect an
// edge, drop a token or move it, lower n; repeated to a fixpoint, so the result is
// 1-minimal: no single pass applies and keeps the failure. Problem invariants are kept
// (a DAG stays a DAG for grundy; geography's start vertex stays valid).
#pragma once

#include <chrono>
#include <functional>

#include "harness/problem.h"

namespace gc {

struct ShrinkOptions {
  /// Stop early (result then not guaranteed 1-minimal) after this long.
  std::chrono::milliseconds budget{std::chrono::seconds(30)};
};

struct ShrinkStats {
  std::uint64_t attempts = 0;  // candidate instances tried
  std::uint64_t accepted = 0;  // candidates that kept the failure
  bool minimal = false;        // false when the budget ran out first
};

/// Shrinks x for problem p while `still_fails` holds. The caller's predicate decides what
/// "the same failure" means (same failure signature). x itself must fail.
Instance Shrink(const Problem& p, Instance x,
                const std::function<bool(const Instance&)>& still_fails,
                const ShrinkOptions& options = {}, ShrinkStats* stats = nullptr);

}  // namespace gc
