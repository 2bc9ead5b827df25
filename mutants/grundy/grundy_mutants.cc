// mutants/grundy/grundy_mutants.cc — wrong grundy solvers (values of a DAG and the token sum).
// Source: seed 000's DAG program (Kahn's order, mex in reverse topological order, XOR of
// the tokens; "graph has a cycle" and status 1 on a cyclic graph). Each mutant plants one
// mistake in that program. O(n + m).
// Status: all killed by the kill matrix (docs/mutants.md).
#include <algorithm>
#include <queue>

#include "impl/grundy/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

enum class Mistake {
  kMexMaxPlusOne,  // the value is 1 + the largest follower value, not the mex
  kNoCycleCheck,   // Kahn's order is used even when it misses vertices (a cycle)
  kForwardOrder,   // the topological order is walked forwards, not in reverse
};

int Grundy(const Instance& x, Mistake mistake, std::string* out) {
  const Graph& g = x.g;
  const Vertex n = g.n();
  std::vector<std::uint32_t> indeg(n, 0);
  for (Vertex v = 0; v < n; ++v) indeg[v] = g.in_degree(v);
  std::vector<Vertex> order;
  std::queue<Vertex> q;
  for (Vertex v = 0; v < n; ++v)
    if (indeg[v] == 0) q.push(v);
  while (!q.empty()) {
    Vertex u = q.front();
    q.pop();
    order.push_back(u);
    for (Vertex v : g.out(u))
      if (--indeg[v] == 0) q.push(v);
  }
  if (order.size() != n && mistake != Mistake::kNoCycleCheck) {
    GrundyAnswer cycle;
    cycle.cycle = true;
    *out = FormatAnswer(cycle);
    return 1;
  }
  GrundyAnswer a;
  a.values.assign(n, 0);
  auto value_of = [&](Vertex v) {
    if (mistake == Mistake::kMexMaxPlusOne) {
      std::uint32_t top = 0;
      bool any = false;
      for (Vertex w : g.out(v)) top = std::max(top, a.values[w]), any = true;
      return any ? top + 1 : 0;
    }
    std::vector<char> seen(g.out_degree(v) + 2, 0);
    for (Vertex w : g.out(v))
      if (a.values[w] < seen.size()) seen[a.values[w]] = 1;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    return mex;
  };
  if (mistake == Mistake::kForwardOrder) {
    for (Vertex v : order) a.values[v] = value_of(v);
  } else {
    for (std::size_t i = order.size(); i-- > 0;) a.values[order[i]] = value_of(order[i]);
  }
  std::uint32_t sum = 0;
  for (Vertex t : x.tokens) sum ^= a.values[t];
  a.sum = sum ? SumResult::kFirst : SumResult::kSecond;
  *out = FormatAnswer(a);
  return 0;
}

}  // namespace

int GrundyMexMaxPlusOne(const Instance& x, std::string* out) {
  return Grundy(x, Mistake::kMexMaxPlusOne, out);
}
int GrundyNoCycleCheck(const Instance& x, std::string* out) {
  return Grundy(x, Mistake::kNoCycleCheck, out);
}
int GrundyForwardOrder(const Instance& x, std::string* out) {
  return Grundy(x, Mistake::kForwardOrder, out);
}

}  // namespace gc::mutant
