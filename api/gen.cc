// api/gen.cc — the compiled half of include/gamecheck/gen.h: everything that draws from
// harness/cases/generators.h, so that the header holds only RapidCheck's combinators.
#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>

#include "gamecheck/detail/gen.h"
#include "harness/cases/generators.h"
#include "harness/cases/input_kind.h"

namespace gamecheck::gen::detail {

const gc::Problem& ProblemNamed(std::string_view problem) {
  if (const gc::Problem* p = gc::FindProblem(problem)) return *p;
  std::string names;
  for (const gc::Problem& row : gc::Problems())
    names += (names.empty() ? "" : ", ") + std::string(row.name);
  throw std::invalid_argument("gamecheck::gen: unknown problem '" + std::string(problem) +
                              "' (problems: " + names + ")");
}

gc::Graph BuildGraph(const GraphSpec& spec, gc::Vertex n,
                     const std::vector<std::pair<gc::Vertex, gc::Vertex>>& pairs,
                     const std::vector<std::size_t>& repeats, std::uint64_t order_seed) {
  std::vector<gc::Edge> es;
  for (auto [u, v] : pairs) {
    if (u == v && (spec.dag || !spec.self_loops)) continue;
    if (spec.dag && u > v) std::swap(u, v);
    es.push_back({u, v});
  }
  const std::size_t drawn = es.size();
  for (std::size_t i = 0; i < repeats.size() && i < 4 && drawn > 0; ++i)
    es.push_back(es[repeats[i] % drawn]);
  if (spec.dag) {
    // Forward in the order 0..n-1, then the vertices renamed by a random permutation: a
    // solver may not count on the identity being a topological order.
    std::vector<gc::Vertex> perm(n);
    std::iota(perm.begin(), perm.end(), gc::Vertex{0});
    gc::Rng rng(order_seed);
    std::shuffle(perm.begin(), perm.end(), rng);
    for (gc::Edge& e : es) e = {perm[e.u], perm[e.v]};
  }
  return gc::Graph(n, es);
}

gc::Instance Complete(const gc::Problem& p, gc::Graph g, std::uint64_t seed) {
  gc::Rng rng(seed);
  return gc::CompleteInstance(rng, p, std::move(g));
}

gc::Instance RandomCase(const gc::Problem& p, gc::Vertex max_n, std::uint64_t seed) {
  gc::Rng rng(seed);
  return gc::RandomInstance(rng, p, max_n, 3ull * max_n);
}

std::size_t ShapeCount() { return std::size(gc::kAllShapes); }

gc::Instance ShapedCase(const gc::Problem& p, std::size_t shape, std::uint32_t size, bool dag,
                        std::uint64_t seed) {
  gc::Rng rng(seed);
  const gc::Shape s = gc::kAllShapes[shape % ShapeCount()];
  // Within the row's limit (geography: 64 vertices); a cycle adds an exit vertex.
  size = static_cast<std::uint32_t>(std::min<std::uint64_t>(size, p.max_n - 1));
  gc::Graph g = gc::ShapedGraph(rng, s, std::max<std::uint32_t>(size, 1), dag);
  // A row with a limit on its moves (edgegeo) gets the shape's first ones, as the schedule
  // gives them (a value ladder of 12 vertices has 66).
  if (g.m() > p.GenerateMaxM()) g = gc::FirstEdges(g, p.GenerateMaxM());
  return gc::CompleteInstance(rng, p, std::move(g));
}

std::string Text(const gc::Problem& p, const gc::Instance& x) { return gc::WriteInstance(p.input, x); }

GraphSpec SpecFor(const gc::Problem& p, bool dag) {
  GraphSpec s;
  s.min_n = gc::OpsOf(p.input).needs_vertex ? 1 : 0;
  s.max_n = static_cast<gc::Vertex>(std::min<std::uint64_t>(s.max_n, p.max_n));
  s.dag = dag;
  s.self_loops = !p.undirected;
  return s;
}

}  // namespace gamecheck::gen::detail
