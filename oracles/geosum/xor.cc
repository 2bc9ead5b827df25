// oracles/geosum/xor.cc — see xor.h.
#include "oracles/geosum/xor.h"

#include <map>
#include <utility>

namespace gc::oracle {

namespace {

class Geography {
 public:
  explicit Geography(const Graph& g) : g_(g) {}

  // G(v, visited), visited holding v.
  std::uint32_t G(Vertex v, std::uint64_t visited) {
    const std::pair<Vertex, std::uint64_t> key{v, visited};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<bool> seen(g_.out_degree(v) + 1, false);  // a mex of d options is <= d
    for (Vertex u : g_.out(v)) {
      if ((visited >> u & 1) != 0) continue;
      const std::uint32_t x = G(u, visited | std::uint64_t{1} << u);
      if (x < seen.size()) seen[x] = true;
    }
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    memo_[key] = mex;
    return mex;
  }

 private:
  const Graph& g_;
  std::map<std::pair<Vertex, std::uint64_t>, std::uint32_t> memo_;
};

}  // namespace

GeosumAnswer GeosumByXor(const Graph& g, const std::vector<Vertex>& tokens) {
  Geography geo(g);
  std::map<Vertex, std::uint32_t> by_start;
  GeosumAnswer a;
  std::uint32_t x = 0;
  for (Vertex t : tokens) {
    auto it = by_start.find(t);
    if (it == by_start.end()) it = by_start.emplace(t, geo.G(t, std::uint64_t{1} << t)).first;
    a.values.push_back(it->second);
    x ^= it->second;
  }
  a.sum = x != 0 ? SumResult::kFirst : SumResult::kSecond;
  return a;
}

}  // namespace gc::oracle
