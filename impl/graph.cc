// impl/graph.cc — CSR construction by counting sort. See graph.h.
#include "impl/graph.h"

namespace gc {

namespace {
// Stable bucket placement: off must hold the prefix sums of the bucket sizes.
template <class Key, class Val>
void Bucket(Vertex n, std::span<const Edge> edges, Key key, Val val,
            std::vector<std::uint64_t>& off, std::vector<Vertex>& out) {
  off.assign(std::size_t{n} + 1, 0);
  for (const Edge& e : edges) ++off[key(e) + 1];
  for (Vertex v = 0; v < n; ++v) off[v + 1] += off[v];
  out.resize(edges.size());
  std::vector<std::uint64_t> next(off.begin(), off.end() - 1);
  for (const Edge& e : edges) out[next[key(e)]++] = val(e);
}
}  // namespace

Graph::Graph(Vertex n, std::span<const Edge> edges) : n_(n) {
  Bucket(n, edges, [](const Edge& e) { return e.u; },
         [](const Edge& e) { return e.v; }, out_off_, out_);
  Bucket(n, edges, [](const Edge& e) { return e.v; },
         [](const Edge& e) { return e.u; }, in_off_, in_);
}

std::vector<Edge> Graph::edges() const {
  std::vector<Edge> es;
  es.reserve(out_.size());
  for (Vertex u = 0; u < n_; ++u)
    for (Vertex v : out(u)) es.push_back({u, v});
  return es;
}

}  // namespace gc
