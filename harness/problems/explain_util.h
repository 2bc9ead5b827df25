// harness/problems/explain_util.h — what every problem's explain (harness/problems/<problem>/
// explain.cc) shares: the "why:" sentence of a report says why the EXPECTED answer is
// right at the place where a program's output differs from it. Each problem's explain
// reads the expected output's own letters and values for the followers it names, and
// recomputes only what the output does not carry.
// Arguments of an explain: `line` is the 1-based output line that differs (0: the exit
// status), `vertex` the differing vertex on a per-vertex line, else -1. A sentence or two
// comes back; "" when there is nothing to say (a line the format does not have, a vertex
// out of range, an expected output that does not parse).
// Status: properties/explain_test.cc (the worked examples of formats.md and the seeds).
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "harness/problems/problem.h"

namespace gc::explain {

/// Lists are cut after this many items: a sentence, not a dump.
inline constexpr std::size_t kListLimit = 6;

std::string Num(std::int64_t k);
std::string V(Vertex v);  // "vertex 3"
/// items joined by sep, cut after kListLimit with "...".
std::string Join(const std::vector<std::string>& items, const std::string& sep = ", ");
/// "{0, 2}"; a run of more than five consecutive values by its ends: "{0, 1, ..., 255}".
std::string SetText(const std::set<std::uint32_t>& values);
std::uint32_t Mex(const std::set<std::uint32_t>& values);
/// The distinct successors of v, in increasing order.
std::vector<Vertex> Targets(const Graph& g, Vertex v);
bool InRange(const Instance& x, std::int64_t vertex);
/// The exit-status line: 0 for an answer, 2 for an instance beyond the solver's limits
/// (max_n vertices, max_m pairs).
std::string ExplainStatus(const Instance& x, const Output& e, std::uint64_t max_n,
                          std::uint64_t max_m = UINT64_MAX);

/// Runs an explainer on the parsed expected output; "" if the expected text does not parse
/// (it is the reference, so that would be a fault of the reference, reported elsewhere).
template <class F>
std::string Guarded(F f) {
  try {
    return f();
  } catch (const TextError&) {
    return "";
  }
}

}  // namespace gc::explain
