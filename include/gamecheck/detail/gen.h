// gamecheck/detail/gen.h — the part of gamecheck/gen.h that is compiled into the
// gamecheck::check library (api/gen.cc), without RapidCheck: the knobs of gen::graph and
// the functions that draw from gamecheck's own generators. Not an interface of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "harness/problems/problem.h"

namespace gamecheck::gen {

/// Knobs of gen::graph.
struct GraphSpec {
  gc::Vertex min_n = 0;
  gc::Vertex max_n = 8;
  std::size_t max_m = 16;  // edges drawn, before repeats
  /// Acyclic: every edge goes forward in a random order of the vertices (no self-loop).
  bool dag = false;
  bool self_loops = true;  // about one edge in seven a self-loop (not with dag)
  bool repeats = true;     // up to 4 edges repeated (multi-edges)
};

namespace detail {
/// The row of `problem`; throws std::invalid_argument naming the problems.
const gc::Problem& ProblemNamed(std::string_view problem);
/// The graph made of drawn pairs of gen::graph (api/gen.cc).
gc::Graph BuildGraph(const GraphSpec& spec, gc::Vertex n,
                     const std::vector<std::pair<gc::Vertex, gc::Vertex>>& pairs,
                     const std::vector<std::size_t>& repeats, std::uint64_t order_seed);
/// g completed into an instance of p (tokens, start, Right's moves) from `seed`.
gc::Instance Complete(const gc::Problem& p, gc::Graph g, std::uint64_t seed);
/// A case of the schedule's random tier with n <= max_n, from `seed`.
gc::Instance RandomCase(const gc::Problem& p, gc::Vertex max_n, std::uint64_t seed);
/// A shaped family's graph (harness/cases/generators.h: kAllShapes[shape]) of `size`, completed.
gc::Instance ShapedCase(const gc::Problem& p, std::size_t shape, std::uint32_t size, bool dag,
                        std::uint64_t seed);
/// The number of shaped families.
std::size_t ShapeCount();
/// The spec's text of x.
std::string Text(const gc::Problem& p, const gc::Instance& x);
/// The small-graph spec that fits p (a start vertex needs n >= 1; undirected: no loops).
GraphSpec SpecFor(const gc::Problem& p, bool dag);
}  // namespace detail

}  // namespace gamecheck::gen
