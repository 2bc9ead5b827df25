// impl/edge_buckets.cc — see edge_buckets.h.
#include "impl/edge_buckets.h"

#include <algorithm>
#include <bit>

namespace gc {

namespace {
constexpr int kMinShift = 14;      // 2^14 keys: 128 KiB of cursors, within L2
constexpr int kMaxBucketsLog2 = 11;
constexpr std::size_t kFirstArena = std::size_t{64} << 10;
constexpr std::size_t kMaxArena = std::size_t{32} << 20;
}  // namespace

template <class Item>
Buckets<Item>::Buckets(Vertex n, int width_log2) : n_(n) {
  if (width_log2 < 0) {
    const int bits = std::bit_width(std::uint64_t{n});  // keys need this many bits
    width_log2 = std::max(kMinShift, bits - kMaxBucketsLog2);
  }
  shift_ = std::min(width_log2, 31);
  buckets_.resize(static_cast<std::size_t>((std::uint64_t{n} >> shift_) + 1));
}

template <class Item>
Buckets<Item>::~Buckets() {
  for (auto [p, bytes] : arenas_) detail::FreeBig(p, bytes);
}

template <class Item>
void Buckets<Item>::NewChunk(Bucket& b) {
  if (arena_cur_ == arena_end_) {
    if (next_arena_ == arenas_.size()) {
      const std::size_t bytes =
          arenas_.empty() ? kFirstArena : std::min(arenas_.back().second * 2, kMaxArena);
      arenas_.emplace_back(detail::AllocateBig(bytes), bytes);
    }
    auto [p, bytes] = arenas_[next_arena_++];
    arena_cur_ = static_cast<Item*>(p);
    arena_end_ = arena_cur_ + bytes / sizeof(Item);
  }
  b.chunks.push_back(arena_cur_);
  b.cur = arena_cur_;
  b.end = arena_cur_ + kChunkItems;
  arena_cur_ += kChunkItems;
}

template <class Item>
void Buckets<Item>::Clear() {
  next_arena_ = 0;
  arena_cur_ = arena_end_ = nullptr;
  for (Bucket& b : buckets_) b.cur = b.end = nullptr, b.chunks.clear();
  size_ = 0;
}

template class Buckets<KeyValue>;
template class Buckets<Vertex>;

}  // namespace gc
