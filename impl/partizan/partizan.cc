// impl/partizan/partizan.cc — see partizan.h.
#include "impl/partizan/partizan.h"

#include <memory>

namespace gc {

namespace {

// State s < n is (s, Left to move); state n + v is (v, Right to move).
// A state's moves go to the other player's states; its label is for its mover.
enum : char { kOpen = 'D', kWin = 'W', kLose = 'L' };

}  // namespace

PartizanAnswer SolvePartizan(const Graph& left, const Graph& right) {
  const Vertex n = left.n();
  const std::size_t states = 2 * std::size_t{n};
  auto cnt = std::make_unique_for_overwrite<std::uint32_t[]>(states);
  auto queue = std::make_unique_for_overwrite<std::size_t[]>(states);
  std::string label(states, kOpen);
  std::size_t tail = 0;
  for (Vertex v = 0; v < n; ++v) {
    cnt[v] = left.out_degree(v);
    cnt[n + v] = right.out_degree(v);
  }
  for (std::size_t s = 0; s < states; ++s)
    if (cnt[s] == 0) label[s] = kLose, queue[tail++] = s;  // no move of one's own: lose
  for (std::size_t head = 0; head < tail; ++head) {
    const std::size_t s = queue[head];
    const bool s_is_left = s < n;
    const Vertex v = static_cast<Vertex>(s_is_left ? s : s - n);
    // Whoever moved into (v, Left to move) was Right, along one of Right's edges; and
    // the other way round. One entry per edge: a repeated edge decrements twice.
    const Graph& movers = s_is_left ? right : left;
    const std::size_t base = s_is_left ? n : 0;
    for (Vertex p : movers.in(v)) {
      const std::size_t ps = base + p;
      if (label[ps] != kOpen) continue;
      if (label[s] == kLose) {
        label[ps] = kWin, queue[tail++] = ps;
      } else if (--cnt[ps] == 0) {
        label[ps] = kLose, queue[tail++] = ps;
      }
    }
  }
  return {label.substr(0, n), label.substr(n)};
}

}  // namespace gc
