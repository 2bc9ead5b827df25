// oracles/loopy/loopy_verify.cc — see loopy_verify.h.
#include "oracles/loopy/loopy_verify.h"

#include <algorithm>
#include <set>
#include <vector>

namespace gc::oracle {

namespace {

std::string V(Vertex v) { return "vertex " + std::to_string(v); }

// Whether follower value b is "higher" than a finite value i: larger, or infinite.
bool Higher(const LoopyValue& b, std::int64_t i) { return !b.finite() || b.value > i; }

// Every vertex's finite follower values, sorted and distinct: computed once, so that
// looking at a follower's followers costs a binary search, not a pass over its edges.
std::vector<std::vector<std::int64_t>> FiniteFollowerValues(const Graph& g, const LoopyAnswer& a) {
  std::vector<std::vector<std::int64_t>> fv(g.n());
  for (Vertex v = 0; v < g.n(); ++v) {
    for (Vertex w : g.out(v))
      if (a.values[w].finite()) fv[v].push_back(a.values[w].value);
    std::sort(fv[v].begin(), fv[v].end());
    fv[v].erase(std::unique(fv[v].begin(), fv[v].end()), fv[v].end());
  }
  return fv;
}

bool Contains(const std::vector<std::int64_t>& sorted, std::int64_t x) {
  return std::binary_search(sorted.begin(), sorted.end(), x);
}

// Condition (3) with a counter function, for the vertices of value i: place them one by
// one; a vertex may be placed when each of its higher followers already has a placed
// follower. Returns a vertex that can never be placed, or -1.
std::int64_t UnorderedVertex(const Graph& g, const LoopyAnswer& a, std::int64_t i) {
  std::vector<std::uint32_t> waiting(g.n(), 0);  // higher followers not yet answered
  std::vector<bool> answered(g.n(), false);      // has a placed follower of value i
  std::vector<Vertex> ready;
  for (Vertex u = 0; u < g.n(); ++u) {
    if (a.values[u].value != i) continue;
    for (Vertex w : g.out(u)) waiting[u] += Higher(a.values[w], i);
    if (waiting[u] == 0) ready.push_back(u);
  }
  std::vector<bool> placed(g.n(), false);
  while (!ready.empty()) {
    const Vertex u = ready.back();
    ready.pop_back();
    placed[u] = true;
    for (Vertex w : g.in(u)) {  // w has the follower u of value i
      if (answered[w] || !Higher(a.values[w], i)) continue;
      answered[w] = true;
      for (Vertex p : g.in(w))  // one entry per edge p -> w, as `waiting` counts
        if (a.values[p].value == i && --waiting[p] == 0) ready.push_back(p);
    }
  }
  for (Vertex u = 0; u < g.n(); ++u)
    if (a.values[u].value == i && !placed[u]) return u;
  return -1;
}

SumResult SumRule(const LoopyAnswer& a, std::span<const Vertex> tokens) {
  std::uint64_t x = 0;
  std::vector<const LoopyValue*> infinite;
  for (Vertex t : tokens) {
    if (a.values[t].finite())
      x ^= static_cast<std::uint64_t>(a.values[t].value);
    else
      infinite.push_back(&a.values[t]);
  }
  if (infinite.empty()) return x ? SumResult::kFirst : SumResult::kSecond;
  if (infinite.size() > 1) return SumResult::kDraw;
  const std::vector<std::uint32_t>& k = infinite[0]->k;
  return std::find(k.begin(), k.end(), x) != k.end() ? SumResult::kFirst : SumResult::kDraw;
}

}  // namespace

std::string VerifyLoopy(const Graph& g, std::span<const Vertex> tokens, const LoopyAnswer& a) {
  if (a.values.size() != g.n())
    return "expected " + std::to_string(g.n()) + " values, got " + std::to_string(a.values.size());
  const std::vector<std::vector<std::int64_t>> fv = FiniteFollowerValues(g, a);
  std::set<std::int64_t> finite_values;
  for (Vertex v = 0; v < g.n(); ++v) {
    const LoopyValue& val = a.values[v];
    std::int64_t mex = 0;
    while (Contains(fv[v], mex)) ++mex;
    if (val.finite()) {
      const std::int64_t i = val.value;
      finite_values.insert(i);
      if (Contains(fv[v], i))
        return V(v) + " has value " + std::to_string(i) + " and a follower of that value";
      if (mex < i)
        return V(v) + " has value " + std::to_string(i) + " but no follower of value " +
               std::to_string(mex);
      for (Vertex w : g.out(v))
        if (!a.values[w].finite() && !Contains(fv[w], i))
          return V(v) + " has value " + std::to_string(i) + " but its infinite follower " +
                 std::to_string(w) + " has no follower of value " + std::to_string(i);
      continue;
    }
    if (!std::equal(val.k.begin(), val.k.end(), fv[v].begin(), fv[v].end()))
      return V(v) + " is infinite, but its K is not the set of its finite follower values";
    bool blocked = false;  // an infinite follower with no follower of value mex
    for (Vertex w : g.out(v)) blocked |= !a.values[w].finite() && !Contains(fv[w], mex);
    if (!blocked)
      return V(v) + " is infinite, but every infinite follower has a follower of value " +
             std::to_string(mex) + ", the mex of its finite follower values, so it has that value";
  }
  for (std::int64_t i : finite_values)
    if (std::int64_t u = UnorderedVertex(g, a, i); u >= 0)
      return V(static_cast<Vertex>(u)) + " has value " + std::to_string(i) +
             ", but no counter function orders the answers to its escapes to higher values "
             "(a cycle of reversals)";
  const SumResult want = SumRule(a, tokens);
  if (a.sum != want)
    return std::string("by the sum rule the sum is ") + ToString(want) + ", not " + ToString(a.sum);
  return "";
}

}  // namespace gc::oracle
