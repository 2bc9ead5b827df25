// impl/graph.h — the one immutable CSR graph every layer shares.
// Source: AtCoder Library's internal_csr, widened to forward + reverse arrays.
// Build: O(n + m) by a stable counting sort by source and by target; past 2^16 vertices
// Graph(n, edges) sorts in cache-sized buckets (impl/edge_buckets.h) with the same result.
// Every repeated edge and self-loop is kept, in input order within a vertex's list.
// The big arrays ask for transparent huge pages (one TLB entry per 2 MiB), since the
// solvers visit them in random order; the consuming constructor keeps the peak at
// 2(n + 1) words + 3m ids, below the edge list plus both CSR arrays.
// Status: properties/graph_test.cc (round trip of edge lists, degrees) and
// properties/big_input_test.cc (every build against a stable sort, Predecessors included).
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
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

namespace detail {
/// Allocation of arrays visited at random: blocks of 4 MiB or more are 2 MiB aligned and
/// advised MADV_HUGEPAGE before first touch. Elements are default-initialised (no zero
/// pass over memory that is written next anyway).
void* AllocateBig(std::size_t bytes);
void FreeBig(void* p, std::size_t bytes) noexcept;

template <class T>
struct BigArrayAllocator {
  using value_type = T;
  BigArrayAllocator() = default;
  template <class U>
  BigArrayAllocator(const BigArrayAllocator<U>&) {}
  T* allocate(std::size_t k) { return static_cast<T*>(AllocateBig(k * sizeof(T))); }
  void deallocate(T* p, std::size_t k) noexcept { FreeBig(p, k * sizeof(T)); }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    if constexpr (sizeof...(Args) == 0)
      ::new (static_cast<void*>(p)) U;  // default-init: no write
    else
      ::new (static_cast<void*>(p)) U(static_cast<Args&&>(args)...);
  }
  friend bool operator==(const BigArrayAllocator&, const BigArrayAllocator&) { return true; }
};
}  // namespace detail

struct KeyValue;
template <class Item>
class Buckets;
using EdgeBuckets = Buckets<KeyValue>;

class Graph {
 public:
  Graph() = default;
  /// Builds the CSR arrays from n vertices and an edge list (every endpoint < n).
  /// O(n + m) time, 2(n + 1) + 2m words of memory.
  Graph(Vertex n, std::span<const Edge> edges);
  /// The same graph as Graph(n, edges) with edges[i] = {sources[i], targets[i]}, built
  /// from lists it consumes (both released before it returns): peak memory 2(n + 1)
  /// words + 3m ids instead of the edge list plus the graph. For readers of big inputs.
  Graph(Vertex n, std::vector<Vertex>&& sources, std::vector<Vertex>&& targets);

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
  /// Address of in(v)'s offset, for solvers that prefetch a few vertices ahead.
  const std::uint64_t* in_offset_address(Vertex v) const { return in_off_.data() + v; }
  /// The edges ordered by source, input order kept within a source. O(n + m).
  std::vector<Edge> edges() const;

  friend bool operator==(const Graph& a, const Graph& b) {
    return a.n_ == b.n_ && a.out_off_ == b.out_off_ && a.out_ == b.out_;
  }

 private:
  using Offsets = std::vector<std::uint64_t, detail::BigArrayAllocator<std::uint64_t>>;
  using Ids = std::vector<Vertex, detail::BigArrayAllocator<Vertex>>;
  Vertex n_ = 0;
  Offsets out_off_ = Offsets(1, 0), in_off_ = Offsets(1, 0);
  Ids out_, in_;
};

/// The predecessor half of a graph: in(v) and out_degree(v), all that retrograde
/// analysis reads. in(v) is the same list, in the same order, as Graph(n, edges).in(v).
/// Half a Graph's build work and memory: (n + 1) words + n + m ids, beside the buckets
/// it is built from. For `gamecheck solve` of the problems that never walk forward
/// edges (outcome, lengths).
class Predecessors {
 public:
  Predecessors() = default;
  /// From the edges added to `by_target` as Add({v, u}) for u -> v (keys below n), which
  /// it consumes: the bucketed build, every random access within one bucket's range.
  explicit Predecessors(EdgeBuckets&& by_target);

  Vertex n() const { return n_; }
  std::uint64_t m() const { return in_.size(); }
  std::span<const Vertex> in(Vertex v) const {
    return {in_.data() + in_off_[v], in_.data() + in_off_[v + 1]};
  }
  std::uint32_t out_degree(Vertex v) const { return out_deg_[v]; }
  const std::uint64_t* in_offset_address(Vertex v) const { return in_off_.data() + v; }

 private:
  using Offsets = std::vector<std::uint64_t, detail::BigArrayAllocator<std::uint64_t>>;
  using Ids = std::vector<Vertex, detail::BigArrayAllocator<Vertex>>;
  Vertex n_ = 0;
  Offsets in_off_ = Offsets(1, 0);
  Ids in_, out_deg_;
};

}  // namespace gc
