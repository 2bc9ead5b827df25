// bench/baselines.h — the programs every figure is a ratio to, measured in the same binary:
// seed 000's labelling program (vector<vector<int>> reverse lists, a std::queue, `cin >>`
// reading), cut into the same phases as ours, and the same retrograde analysis over a
// Boost.Graph adjacency_list (bidirectional, vecS), the general-purpose library answer.
#pragma once

#include <boost/graph/adjacency_list.hpp>
#include <istream>
#include <string>
#include <vector>

#include "impl/graph.h"

namespace gc::bench {

/// Seed 000's data structure: reverse lists with repeats, and out-degree counters.
struct SeedGraph {
  std::vector<std::vector<int>> rev;
  std::vector<int> cnt;
};

/// Seed 000's reading loop (`in >> n >> m`, then `in >> u >> v` pushed onto rev[v]).
SeedGraph SeedRead(std::istream& in);
/// Seed 000's construction from an edge list already in memory (push_back per edge).
SeedGraph SeedBuild(Vertex n, const std::vector<Edge>& edges);
/// Seed 000's queue loop, verbatim; returns the W/L/D letters.
std::string SeedSolve(SeedGraph g);

/// The same queue loop over our CSR graph, plainly: std::vector arrays (no huge pages),
/// no prefetch, label and counter in separate arrays — what retrograde analysis costs
/// without the memory-latency work (the "plain queue version").
std::string PlainQueueSolve(const Graph& g);

using BoostGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
/// add_edge per edge, in input order (multi-edges kept: vecS edge lists allow them).
BoostGraph BoostBuild(Vertex n, const std::vector<Edge>& edges);
/// Seed 000's retrograde analysis over in_edges / out_degree; returns the letters.
std::string BoostSolve(const BoostGraph& g);

}  // namespace gc::bench
