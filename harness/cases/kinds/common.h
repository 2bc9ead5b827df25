// harness/cases/kinds/common.h — the pieces the input kinds' domain files share: the draws
// of the generators, counting words, renaming and picturing a move list, and the plain
// graph's operations that the richer kinds build on. Only the files of
// harness/cases/kinds/ include it.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "harness/cases/input_kind.h"

namespace gc::kinds {

using Rng = std::mt19937_64;

/// The draws of harness/cases/generators.cc, so that a seed gives the instances it always
/// gave: true with probability p; integers from rng as a DrawInt.
bool Chance(Rng& rng, double p);
DrawInt FromRng(Rng& rng);

/// "1 vertex", "3 vertices": k and the word for one or many.
std::string Count(std::uint64_t k, const char* one, const char* many);

/// g with vertex v renamed perm[v]; each vertex's moves keep their order. O(n + m).
Graph Relabelled(const Graph& g, std::span<const Vertex> perm);

/// "  0 -> 1": the start of a DOT edge statement.
std::string Arrow(Edge e);

/// "" when every vertex of `vs` is below n, else "<what> v is out of range 0..n-1".
std::string InRange(const std::vector<Vertex>& vs, Vertex n, const char* what);

// The plain graph's operations (harness/cases/kinds/graph.cc), which the kinds that add a
// part to a graph call for the graph.
std::string DescribeGraph(const Instance& x);
std::uint64_t MovesOfGraph(const Instance& x);
std::vector<DotMarks> NoMarks(const Instance& x);
std::string GraphEdges(const Instance& x);
/// Every graph on n vertices with up to `moves` moves, as an instance of g alone.
bool TinyGraphs(Vertex n, std::size_t moves, bool undirected,
                const std::function<bool(const Instance&)>& f);
/// "" when x has no second move list, no tokens, no agent's vertex and no target, else
/// which it has.
std::string OnlyGraph(const Instance& x);
/// "" when x has no agent's vertex and no target (reach's parts), else which it has.
std::string NoAgentTargets(const Instance& x);

}  // namespace gc::kinds
