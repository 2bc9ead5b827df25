// harness/problems/explain_util.cc — see explain_util.h.
#include "harness/problems/explain_util.h"

#include <algorithm>
#include <iterator>

namespace gc::explain {

std::string Num(std::int64_t k) { return std::to_string(k); }
std::string V(Vertex v) { return "vertex " + Num(v); }

std::string Join(const std::vector<std::string>& items, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i == kListLimit) return s + sep + "...";
    s += (i ? sep : "") + items[i];
  }
  return s;
}

std::string SetText(const std::set<std::uint32_t>& values) {
  // A run of more than five consecutive values is shown by its ends: {0, 1, ..., 255}.
  std::vector<std::string> items;
  for (auto it = values.begin(); it != values.end();) {
    auto end = std::next(it);
    std::uint32_t last = *it;
    while (end != values.end() && *end == last + 1) last = *end++;
    if (last - *it >= 5) {
      items.insert(items.end(), {Num(*it), Num(*it + 1), "...", Num(last)});
    } else {
      for (; it != end; ++it) items.push_back(Num(*it));
    }
    it = end;
  }
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
  return "{" + s + "}";
}

std::uint32_t Mex(const std::set<std::uint32_t>& values) {
  std::uint32_t m = 0;
  while (values.count(m)) ++m;
  return m;
}

// The distinct successors of v, in increasing order.
std::vector<Vertex> Targets(const Graph& g, Vertex v) {
  std::vector<Vertex> t(g.out(v).begin(), g.out(v).end());
  std::sort(t.begin(), t.end());
  t.erase(std::unique(t.begin(), t.end()), t.end());
  return t;
}

bool InRange(const Instance& x, std::int64_t vertex) {
  return vertex >= 0 && vertex < static_cast<std::int64_t>(x.g.n());
}

std::string ExplainStatus(const Instance& x, const Output& e, std::uint64_t max_n,
                          std::uint64_t max_m) {
  if (e.status == 0)
    return "the input is well formed and n = " + Num(x.g.n()) +
           " is within the solver's limit, so the answer is printed with exit status 0";
  if (e.status == 2 && x.g.n() > max_n)
    return "n = " + Num(x.g.n()) + " is beyond the solver's limit of " + Num(max_n) +
           " vertices, so the expected result is exit status 2 and no answer";
  if (e.status == 2 && x.g.m() + x.right.m() > max_m)
    return "m = " + Num(x.g.m() + x.right.m()) + " is beyond the solver's limit of " +
           Num(max_m) + " moves, so the expected result is exit status 2 and no answer";
  return "";
}


}  // namespace gc::explain
