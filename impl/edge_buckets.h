// impl/edge_buckets.h — the bucketed CSR build: edges are appended, in input order, to
// buckets by the high bits of their key vertex; each bucket is then counting-sorted on
// its own, so every random access of the build falls in one bucket's small range of
// offsets (a few hundred KiB, in cache) instead of the whole offset array.
// Source: radix partitioning (the two-level counting sort of cache-conscious CSR builds).
// Two passes that stream memory instead of the plain counting sort's random accesses to
// offset and id arrays larger than the cache. Storage: chunks of pairs from growing
// arenas (huge pages when big), so the pairs cost 8 bytes an edge and nothing is sized
// from a declared count before the bytes arrive.
// Status: properties/graph_test.cc (same arrays as the plain counting sort, any bucket
// width, empty buckets, repeated keys).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "impl/graph.h"

namespace gc {

/// BuildCsr's per-value hook when values need nothing.
struct IgnoreValues {
  void operator()(Vertex) const {}
  void Prefetch(Vertex) const {}
};

/// BuildCsr's per-value hook that counts every value: counts[value] += 1.
template <class Counts>
struct CountValues {
  Counts& counts;
  void operator()(Vertex v) const { ++counts[v]; }
  void Prefetch(Vertex v) const { __builtin_prefetch(&counts[v], 1); }
};

/// An edge in a bucket: its key vertex (which bucket) and the vertex to list under it.
struct KeyValue {
  Vertex key, value;
};
inline Vertex KeyOf(const KeyValue& p) { return p.key; }
inline Vertex KeyOf(Vertex v) { return v; }

/// Items (KeyValue, or a bare Vertex that is its own key) in buckets by key. Explicitly
/// instantiated for those two in edge_buckets.cc.
template <class Item>
class Buckets {
 public:
  /// Keys below n; a bucket spans 2^width_log2 keys (by default chosen for n so that a
  /// bucket's cursors fit the L2 cache and there are at most 2048 buckets).
  explicit Buckets(Vertex n, int width_log2 = -1);
  Buckets(const Buckets&) = delete;
  Buckets& operator=(const Buckets&) = delete;
  ~Buckets();

  void Add(Item item) {
    Bucket& b = buckets_[KeyOf(item) >> shift_];
    if (b.cur == b.end) NewChunk(b);
    __builtin_prefetch(b.cur + 64 / sizeof(Item) * 2, 1);  // the line after the next
    *b.cur++ = item;
    ++size_;
  }
  std::uint64_t size() const { return size_; }
  Vertex n() const { return n_; }

  /// For KeyValue items: fills off (n + 1 entries) and ids (size() entries) so that
  /// ids[off[k] .. off[k+1]) are the values added with key k, in the order they were
  /// added, and calls per_value(value) once per item (IgnoreValues, CountValues). Then
  /// forgets the items but keeps their memory for the next Add (fresh pages cost the
  /// kernel a zeroing). With `release`, the memory of each bucket's items is given back
  /// to the kernel as soon as they are placed, so that the items and the ids they become
  /// are never held at once (a peak of 8 bytes an item, not 12): for a one-time build.
  template <class Offsets, class Ids, class PerValue>
  void BuildCsr(Offsets& off, Ids& ids, PerValue per_value, bool release = false);

  /// Calls f(item) for every item, bucket by bucket (keys ascending by bucket, in the
  /// order added within one), then forgets them, keeping their memory.
  template <class F>
  void Drain(F f) {
    for (const Bucket& b : buckets_)
      for (std::size_t c = 0; c < b.chunks.size(); ++c) {
        const Item* last = c + 1 < b.chunks.size() ? b.chunks[c] + kChunkItems : b.cur;
        for (const Item* p = b.chunks[c]; p != last; ++p) f(*p);
      }
    Clear();
  }

 private:
  struct Bucket {
    Item* cur = nullptr;
    Item* end = nullptr;
    std::vector<Item*> chunks;
  };
  static constexpr std::size_t kChunkItems = 8192 / sizeof(Item);  // 8 KiB
  static constexpr std::ptrdiff_t kAhead = 16;                      // prefetch distance

  void NewChunk(Bucket& b);
  // Gives the whole pages inside the chunk at `first` back to the kernel (the chunk reads
  // as zeros after; every use of a chunk writes before it reads).
  static void ReleaseChunk(const Item* first);
  void Clear();

  Vertex n_;
  int shift_;
  std::uint64_t size_ = 0;
  std::vector<Bucket> buckets_;
  // Arenas the chunks are cut from; each is twice the previous one, up to 32 MiB.
  // Chunks come from arenas_[next_arena_ - 1]; after Clear() the arenas are reused.
  std::vector<std::pair<void*, std::size_t>> arenas_;
  std::size_t next_arena_ = 0;
  Item* arena_cur_ = nullptr;
  Item* arena_end_ = nullptr;
};

/// Edges by key vertex: the bucketed CSR build.
using EdgeBuckets = Buckets<KeyValue>;
/// Vertices by themselves: retrograde's per-level predecessor lists.
using VertexBuckets = Buckets<Vertex>;

template <class Item>
template <class Offsets, class Ids, class PerValue>
void Buckets<Item>::BuildCsr(Offsets& off, Ids& ids, PerValue per_value, bool release) {
  off.resize(std::size_t{n_} + 1);
  ids.resize(size_);
  std::vector<std::uint64_t> cursor(std::min<std::uint64_t>(n_, std::uint64_t{1} << shift_));
  std::uint64_t base = 0;
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    const std::uint64_t lo = std::uint64_t{b} << shift_;
    const std::uint64_t hi = std::min<std::uint64_t>(n_, lo + (std::uint64_t{1} << shift_));
    const Bucket& bucket = buckets_[b];
    std::fill(cursor.begin(), cursor.begin() + static_cast<std::ptrdiff_t>(hi - lo), 0);
    for (std::size_t c = 0; c < bucket.chunks.size(); ++c) {
      const Item* first = bucket.chunks[c];
      const Item* last = c + 1 < bucket.chunks.size() ? first + kChunkItems : bucket.cur;
      for (const Item* p = first; p != last; ++p) {
        if (last - p > kAhead) per_value.Prefetch(p[kAhead].value);
        ++cursor[p->key - lo], per_value(p->value);
      }
    }
    for (std::uint64_t k = lo; k < hi; ++k) {
      off[k] = base;
      base += cursor[k - lo];
      cursor[k - lo] = off[k];
    }
    for (std::size_t c = 0; c < bucket.chunks.size(); ++c) {
      const Item* first = bucket.chunks[c];
      const Item* last = c + 1 < bucket.chunks.size() ? first + kChunkItems : bucket.cur;
      for (const Item* p = first; p != last; ++p) ids[cursor[p->key - lo]++] = p->value;
      if (release) ReleaseChunk(first);
    }
  }
  off[n_] = base;
  Clear();
}

}  // namespace gc
