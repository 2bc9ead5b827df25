// oracles/loopy/loopy_product.cc — see loopy_product.h.
#include "oracles/loopy/loopy_product.h"

#include "oracles/outcome/outcome_fixpoint.h"

namespace gc::oracle {

SumResult LoopySumByProduct(const Graph& g, std::span<const Vertex> tokens) {
  const std::size_t k = tokens.size(), n = g.n();
  // Tuple (t_0, ..., t_{k-1}) has index sum of t_i * n^i.
  std::size_t positions = 1;
  for (std::size_t i = 0; i < k; ++i) positions *= n;
  std::vector<Edge> moves;
  std::vector<Vertex> tuple(k);
  for (std::size_t p = 0; p < positions; ++p) {
    for (std::size_t i = 0, rest = p; i < k; ++i, rest /= n)
      tuple[i] = static_cast<Vertex>(rest % n);
    std::size_t weight = 1;
    for (std::size_t i = 0; i < k; weight *= n, ++i)
      for (Vertex w : g.out(tuple[i])) {
        const std::size_t q = p - tuple[i] * weight + w * weight;  // token i moved to w
        moves.push_back({static_cast<Vertex>(p), static_cast<Vertex>(q)});
      }
  }
  std::size_t start = 0;
  for (std::size_t i = k, weight = positions; i-- > 0;) {
    weight /= n;
    start += tokens[i] * weight;
  }
  const char label = OutcomeFixpoint(Graph(static_cast<Vertex>(positions), moves)).labels[start];
  return label == 'W' ? SumResult::kFirst : label == 'L' ? SumResult::kSecond : SumResult::kDraw;
}

std::vector<LoopyValue> LoopyValuesByNimSums(const Graph& g) {
  const Vertex n = g.n(), heaps = n + 1;  // heaps 0..n; a finite value is at most n
  // Position (v, j): a token on v beside a Nim heap of size j, index v * heaps + j.
  std::vector<Edge> moves;
  for (Vertex v = 0; v < n; ++v)
    for (Vertex j = 0; j < heaps; ++j) {
      for (Vertex w : g.out(v)) moves.push_back({v * heaps + j, w * heaps + j});
      for (Vertex smaller = 0; smaller < j; ++smaller)
        moves.push_back({v * heaps + j, v * heaps + smaller});
    }
  const std::string label = OutcomeFixpoint(Graph(n * heaps, moves)).labels;
  std::vector<LoopyValue> values(n);
  for (Vertex v = 0; v < n; ++v) {
    values[v].value = LoopyValue::kInfinite;
    for (Vertex j = 0; j < heaps; ++j)
      if (label[v * heaps + j] == 'L') {
        values[v].value = j;
        break;
      }
    if (values[v].finite()) continue;
    for (Vertex j = 0; j < heaps; ++j)
      if (label[v * heaps + j] == 'W') values[v].k.push_back(j);
  }
  return values;
}

LoopyAnswer LoopyByProduct(const Graph& g, std::span<const Vertex> tokens) {
  return {LoopyValuesByNimSums(g), LoopySumByProduct(g, tokens)};
}

}  // namespace gc::oracle
