// mutants/loopy/loopy_mutants.cc — wrong loopy solvers (generalized Sprague-Grundy values).
// Source: seed 002's loopyGrundy (Smith's three conditions, assigned in rounds i = 0, 1, ...)
// and loopySumOutcome. Each mutant plants one mistake. O((n + m) (max value + 2)).
// Status: all killed by the kill matrix (docs/mutants.md).
#include <algorithm>

#include "impl/loopy/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

enum class Mistake {
  kNoCondition3,      // infinite followers are ignored: Smith's condition 3 is dropped
  kOneInfiniteDraws,  // a sum with one infinite part is a draw, whatever its K
};

int Loopy(const Instance& x, Mistake mistake, std::string* out) {
  const Graph& g = x.g;
  const Vertex n = g.n();
  constexpr std::int64_t kOpen = -2, kInf = -1;
  std::vector<std::int64_t> val(n, kOpen);
  std::vector<std::int64_t> cnt(n);
  std::vector<char> has(n);
  std::vector<Vertex> q;
  // A follower that blocks value i: open, or infinite (condition 3) unless it has a
  // follower of value i. The mutant counts open followers only.
  auto blocks = [&](std::int64_t v) {
    return mistake == Mistake::kNoCondition3 ? v == kOpen : v < 0;
  };
  Vertex open = n;
  for (std::int64_t i = 0; open > 0; ++i) {
    std::fill(has.begin(), has.end(), 0);
    q.clear();
    for (Vertex u = 0; u < n; ++u) {
      cnt[u] = 0;
      for (Vertex v : g.out(u)) cnt[u] += blocks(val[v]);
      if (val[u] == kOpen && cnt[u] == 0) q.push_back(u);
    }
    while (!q.empty()) {
      Vertex u = q.back();
      q.pop_back();
      if (val[u] != kOpen || has[u] || cnt[u]) continue;
      val[u] = i, --open;
      for (Vertex p : g.in(u)) {
        --cnt[p];
        if (has[p]) continue;
        has[p] = 1;
        if (!blocks(val[p])) continue;
        for (Vertex r : g.in(p))
          if (--cnt[r] == 0 && val[r] == kOpen && !has[r]) q.push_back(r);
      }
    }
    for (Vertex u = 0; u < n; ++u)
      if (val[u] == kOpen && !has[u]) val[u] = kInf, --open;
  }
  LoopyAnswer a;
  a.values.resize(n);
  for (Vertex u = 0; u < n; ++u) {
    a.values[u].value = val[u] < 0 ? LoopyValue::kInfinite : val[u];
    if (val[u] >= 0) continue;
    std::vector<std::uint32_t>& k = a.values[u].k;
    for (Vertex v : g.out(u))
      if (val[v] >= 0) k.push_back(static_cast<std::uint32_t>(val[v]));
    std::sort(k.begin(), k.end());
    k.erase(std::unique(k.begin(), k.end()), k.end());
  }
  // The sum rule: all finite, XOR; one infinite part inf(K), first wins iff the XOR of the
  // others is in K, else draw; two or more infinite parts, draw.
  std::uint32_t xr = 0;
  int infinite = 0;
  const LoopyValue* inf_part = nullptr;
  for (Vertex t : x.tokens) {
    if (a.values[t].finite())
      xr ^= static_cast<std::uint32_t>(a.values[t].value);
    else
      ++infinite, inf_part = &a.values[t];
  }
  if (infinite == 0)
    a.sum = xr ? SumResult::kFirst : SumResult::kSecond;
  else if (infinite >= 2 || mistake == Mistake::kOneInfiniteDraws)
    a.sum = SumResult::kDraw;
  else
    a.sum = std::binary_search(inf_part->k.begin(), inf_part->k.end(), xr) ? SumResult::kFirst
                                                                           : SumResult::kDraw;
  *out = FormatAnswer(a);
  return 0;
}

}  // namespace

int LoopyNoCondition3(const Instance& x, std::string* out) {
  return Loopy(x, Mistake::kNoCondition3, out);
}
int LoopyOneInfiniteDraws(const Instance& x, std::string* out) {
  return Loopy(x, Mistake::kOneInfiniteDraws, out);
}

}  // namespace gc::mutant
