// impl/loopy/loopy.cc — see loopy.h.
#include "impl/loopy/loopy.h"

#include <algorithm>

namespace gc {

namespace {
constexpr std::int64_t kOpen = -2;  // no value yet
constexpr std::int64_t kInf = LoopyValue::kInfinite;
}  // namespace

std::vector<LoopyValue> LoopyValues(const Graph& g) {
  const Vertex n = g.n();
  std::vector<std::int64_t> val(n, kOpen);
  // has[u]: u has a follower of the current round's value i.
  // cnt[u]: followers (one per edge) that are open or infinite and have no follower of
  // value i yet. u may take i once cnt[u] = 0: every escape to a higher or infinite
  // value can be answered by a move back to i (Smith's condition 3).
  std::vector<char> has(n);
  std::vector<std::uint32_t> cnt(n);
  std::vector<Vertex> stack;
  Vertex open = n;
  for (std::int64_t i = 0; open > 0; ++i) {
    std::fill(has.begin(), has.end(), 0);
    stack.clear();
    for (Vertex u = 0; u < n; ++u) {
      cnt[u] = 0;
      for (Vertex w : g.out(u)) cnt[u] += val[w] < 0;
      if (val[u] == kOpen && cnt[u] == 0) stack.push_back(u);
    }
    while (!stack.empty()) {
      const Vertex u = stack.back();
      stack.pop_back();
      // Pushed when cnt reached 0; it may have gained a follower of value i since.
      if (val[u] != kOpen || has[u] || cnt[u] != 0) continue;
      val[u] = i;
      --open;
      for (Vertex p : g.in(u)) {  // one entry per edge, so cnt counts edges
        --cnt[p];                 // u is no longer open
        if (has[p]) continue;
        has[p] = 1;
        if (val[p] >= 0) continue;  // only open or infinite p are counted by others
        for (Vertex r : g.in(p))
          if (--cnt[r] == 0 && val[r] == kOpen && !has[r]) stack.push_back(r);
      }
    }
    // An open vertex without a follower of value i has mex i but cannot take it.
    for (Vertex u = 0; u < n; ++u)
      if (val[u] == kOpen && !has[u]) val[u] = kInf, --open;
  }
  std::vector<LoopyValue> out(n);
  for (Vertex u = 0; u < n; ++u) {
    out[u].value = val[u];
    if (val[u] != kInf) continue;
    std::vector<std::uint32_t>& k = out[u].k;
    for (Vertex w : g.out(u))
      if (val[w] >= 0) k.push_back(static_cast<std::uint32_t>(val[w]));
    std::sort(k.begin(), k.end());
    k.erase(std::unique(k.begin(), k.end()), k.end());
  }
  return out;
}

SumResult LoopySumOutcome(const std::vector<LoopyValue>& values, std::span<const Vertex> tokens) {
  std::uint64_t x = 0;
  int infinite = 0;
  const LoopyValue* inf_part = nullptr;
  for (Vertex t : tokens) {
    const LoopyValue& v = values[t];
    if (v.finite()) {
      x ^= static_cast<std::uint64_t>(v.value);
    } else {
      ++infinite;
      inf_part = &v;
    }
  }
  if (infinite == 0) return x != 0 ? SumResult::kFirst : SumResult::kSecond;
  if (infinite >= 2) return SumResult::kDraw;
  // Move the infinite part to a follower of value x, leaving a XOR of 0.
  return std::binary_search(inf_part->k.begin(), inf_part->k.end(), x) ? SumResult::kFirst
                                                                       : SumResult::kDraw;
}

LoopyAnswer SolveLoopy(const Graph& g, std::span<const Vertex> tokens) {
  LoopyAnswer a;
  a.values = LoopyValues(g);
  a.sum = LoopySumOutcome(a.values, tokens);
  return a;
}

}  // namespace gc
