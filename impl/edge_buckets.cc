// impl/edge_buckets.cc — see edge_buckets.h.
#include "impl/edge_buckets.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cstdint>

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
void Buckets<Item>::ReleaseChunk(const Item* first) {
  // Only whole pages within the chunk: an arena cut from malloc may share its first and
  // last pages with other data.
  static const std::uintptr_t page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto begin = reinterpret_cast<std::uintptr_t>(first);
  const std::uintptr_t lo = (begin + page - 1) / page * page;
  const std::uintptr_t hi = (begin + kChunkItems * sizeof(Item)) / page * page;
  if (lo < hi) ::madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_DONTNEED);
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
