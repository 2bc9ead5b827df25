// harness/cases/enumerate.h — the one exhaustive enumerator: every multiset, every small graph,
// every tiny instance of a row. Used by the check schedule's exhaustive tier, the kill
// matrix's exhaustive layer and the properties' bounded-exhaustive tiers.
// Each enumeration stops as soon as the callback returns true, and returns whether it did.
// Status: properties/enumerate_test.cc (counts against the closed forms C(c + k - 1, k)).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "harness/problems/problem.h"

namespace gc {

/// Every multiset of k <= max_k items out of `choices`, by increasing k, each as a
/// non-decreasing index list, in lexicographic order.
bool ForEachMultiset(std::size_t choices, std::size_t max_k,
                     const std::function<bool(const std::vector<std::size_t>&)>& f);

/// Every graph on n vertices with at most max_m moves, counting multisets of moves once
/// (repeats and self-loops included; pairs u <= v when `undirected`).
bool ForEachGraph(Vertex n, std::size_t max_m, bool undirected,
                  const std::function<bool(const std::vector<Edge>&)>& f);

/// How far an exhaustive tier goes: graphs with n <= 3 vertices get up to `moves_small`
/// moves, n = 4 up to `moves_four` (0 leaves n = 4 out); tokens: every multiset of up to
/// `tokens` tokens; geography: every start; partizan: every pair of move lists of up to
/// `partizan_moves` moves each (n <= 3).
struct TinyLimits {
  std::size_t moves_small = 3;
  std::size_t moves_four = 2;
  std::size_t tokens = 2;
  std::size_t partizan_moves = 2;
};

/// Every instance of p within `limits` and with at most `cap` vertices, smallest first
/// (each n expanded by the row of p.input in harness/cases/input_kind.h).
bool ForEachTinyInstance(const Problem& p, const TinyLimits& limits, Vertex cap,
                         const std::function<bool(const Instance&)>& f);

}  // namespace gc
