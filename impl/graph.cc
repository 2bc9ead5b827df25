// impl/graph.cc — CSR construction by counting sort. See graph.h.
// Both constructors count the two degree arrays in one pass, then place the edges with
// the offsets themselves as cursors (each cursor ends at the next bucket's start, so one
// shift restores the offsets): no separate cursor array.
#include "impl/graph.h"

#include "impl/edge_buckets.h"

#include <sys/mman.h>

#include <cstdlib>

namespace gc {

namespace detail {

namespace {
constexpr std::size_t kHugePage = std::size_t{2} << 20;
constexpr std::size_t kBigBlock = std::size_t{4} << 20;
}  // namespace

void* AllocateBig(std::size_t bytes) {
  if (bytes < kBigBlock) {
    if (void* p = std::malloc(bytes ? bytes : 1)) return p;
    throw std::bad_alloc();
  }
  std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* p = std::aligned_alloc(kHugePage, rounded);
  if (!p) throw std::bad_alloc();
  // Advice only: without transparent huge pages the array works the same, more slowly.
  ::madvise(p, rounded, MADV_HUGEPAGE);
  return p;
}

void FreeBig(void* p, std::size_t) noexcept { std::free(p); }

}  // namespace detail

namespace {

// off[k] holds the end of bucket k after placement; shift it back to the start.
template <class Offsets>
void ShiftBack(Offsets& off) {
  for (std::size_t k = off.size() - 1; k > 0; --k) off[k] = off[k - 1];
  off[0] = 0;
}

// Software prefetch distance of the build loops, in edges: their accesses to the offsets
// are random, and the next keys are already known from the edge list.
constexpr std::size_t kAhead = 16;
inline void Prefetch(const void* a, const void* b) {
  __builtin_prefetch(a, 1);
  if (b) __builtin_prefetch(b, 1);
}

// Above this many vertices the offset arrays (8 bytes a vertex each) leave the L2 cache
// and the bucketed build wins over the plain counting sort.
constexpr Vertex kBucketedFrom = Vertex{1} << 16;

template <class Offsets>
void PrefixSums(Offsets& off) {
  for (std::size_t k = 1; k < off.size(); ++k) off[k] += off[k - 1];
}

}  // namespace

Graph::Graph(Vertex n, std::span<const Edge> edges) : n_(n) {
  const std::size_t m = edges.size();
  if (n > kBucketedFrom) {  // offsets beyond the cache: the bucketed build
    EdgeBuckets buckets(n);  // by source, then (the same memory) by target
    for (const Edge& e : edges) buckets.Add({e.u, e.v});
    buckets.BuildCsr(out_off_, out_, IgnoreValues{});
    for (const Edge& e : edges) buckets.Add({e.v, e.u});
    buckets.BuildCsr(in_off_, in_, IgnoreValues{});
    return;
  }
  // Counts go one slot ahead (off[key + 1]) so the prefix sums give bucket starts.
  out_off_.assign(std::size_t{n} + 1, 0);
  in_off_.assign(std::size_t{n} + 1, 0);
  for (std::size_t i = 0; i < m; ++i) {
    if (i + kAhead < m)
      Prefetch(&out_off_[edges[i + kAhead].u + 1], &in_off_[edges[i + kAhead].v + 1]);
    ++out_off_[edges[i].u + 1], ++in_off_[edges[i].v + 1];
  }
  PrefixSums(out_off_);
  PrefixSums(in_off_);
  out_.resize(m);
  in_.resize(m);
  for (std::size_t i = 0; i < m; ++i) {  // input order: stable within every bucket
    if (i + kAhead < m) Prefetch(&out_off_[edges[i + kAhead].u], &in_off_[edges[i + kAhead].v]);
    out_[out_off_[edges[i].u]++] = edges[i].v;
    in_[in_off_[edges[i].v]++] = edges[i].u;
  }
  ShiftBack(out_off_);
  ShiftBack(in_off_);
}

Graph::Graph(Vertex n, std::vector<Vertex>&& sources, std::vector<Vertex>&& targets) : n_(n) {
  const std::size_t m = sources.size();
  const Vertex* us = sources.data();
  const Vertex* vs = targets.data();
  out_off_.assign(std::size_t{n} + 1, 0);
  in_off_.assign(std::size_t{n} + 1, 0);
  for (std::size_t i = 0; i < m; ++i) {
    if (i + kAhead < m) Prefetch(&out_off_[us[i + kAhead] + 1], &in_off_[vs[i + kAhead] + 1]);
    ++out_off_[us[i] + 1], ++in_off_[vs[i] + 1];
  }
  PrefixSums(out_off_);
  PrefixSums(in_off_);
  out_.resize(m);
  for (std::size_t i = 0; i < m; ++i) {
    if (i + kAhead < m) Prefetch(&out_off_[us[i + kAhead]], nullptr);
    out_[out_off_[us[i]]++] = vs[i];
  }
  ShiftBack(out_off_);
  std::vector<Vertex>().swap(targets);
  // The targets are gone, but the i-th edge's target is the next unread entry of its
  // source's forward list (that list is in input order), so the sources alone replay
  // the edge list in input order. Three dependent random reads an edge: the pipeline
  // requests each a few edges before it is needed.
  in_.resize(m);
  for (std::size_t i = 0; i < m; ++i) {
    if (i + 2 * kAhead < m) Prefetch(&out_off_[us[i + 2 * kAhead]], nullptr);
    if (i + kAhead < m) Prefetch(&out_[out_off_[us[i + kAhead]]], nullptr);
    if (i + kAhead / 2 < m) Prefetch(&in_off_[out_[out_off_[us[i + kAhead / 2]]]], nullptr);
    const Vertex u = us[i];
    in_[in_off_[out_[out_off_[u]++]]++] = u;
  }
  ShiftBack(out_off_);
  ShiftBack(in_off_);
  std::vector<Vertex>().swap(sources);
}

Predecessors::Predecessors(EdgeBuckets&& by_target) : n_(by_target.n()) {
  in_off_.reserve(std::size_t{n_} + 1);  // the biggest array first: a failure costs no time
  out_deg_.assign(n_, 0);
  by_target.BuildCsr(in_off_, in_, CountValues<Ids>{out_deg_}, /*release=*/true);
}

std::vector<Edge> Graph::edges() const {
  std::vector<Edge> es;
  es.reserve(out_.size());
  for (Vertex u = 0; u < n_; ++u)
    for (Vertex v : out(u)) es.push_back({u, v});
  return es;
}

}  // namespace gc
