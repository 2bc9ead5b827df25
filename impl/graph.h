// impl/graph.h — the one immutable CSR graph every layer shares.
// Source: AtCoder Library's internal_csr, widened to forward + reverse arrays.
// Build: O(n + m) by a stable counting sort (bucketed by source and by target);
// every repeated edge and self-loop is kept, in input order within a bucket.
// Status: checked by properties/graph_test.cc (round trip of edge lists, degrees).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace gc {

using Vertex = std::uint32_t;
/// Largest vertex count a Graph accepts: ids are 32-bit and one value is kept free.
inline constexpr std::uint64_t kMaxVertices = 0xFFFFFFFEull;

struct Edge {
  Vertex u = 0;
  Vertex v = 0;
  friend bool operator==(const Edge&, const Edge&) = default;
};

class Graph {
 public:
  Graph() = default;
  /// Builds the CSR arrays from n vertices and an edge list (every endpoint < n).
  /// O(n + m) time, 2(n + 1) + 2m words of memory.
  Graph(Vertex n, std::span<const Edge> edges);

  Vertex n() const { return n_; }
  std::uint64_t m() const { return out_.size(); }
  /// Successors of v: one entry per edge v -> w, in input order.
  std::span<const Vertex> out(Vertex v) const {
    return {out_.data() + out_off_[v], out_.data() + out_off_[v + 1]};
  }
  /// Predecessors of v: one entry per edge p -> v (a p with two edges appears twice).
  std::span<const Vertex> in(Vertex v) const {
    return {in_.data() + in_off_[v], in_.data() + in_off_[v + 1]};
  }
  std::uint32_t out_degree(Vertex v) const {
    return static_cast<std::uint32_t>(out_off_[v + 1] - out_off_[v]);
  }
  std::uint32_t in_degree(Vertex v) const {
    return static_cast<std::uint32_t>(in_off_[v + 1] - in_off_[v]);
  }
  /// The edges ordered by source, input order kept within a source. O(n + m).
  std::vector<Edge> edges() const;

  friend bool operator==(const Graph& a, const Graph& b) {
    return a.n_ == b.n_ && a.out_off_ == b.out_off_ && a.out_ == b.out_;
  }

 private:
  Vertex n_ = 0;
  std::vector<std::uint64_t> out_off_ = {0}, in_off_ = {0};
  std::vector<Vertex> out_, in_;
};

}  // namespace gc
