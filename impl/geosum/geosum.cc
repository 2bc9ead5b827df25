// impl/geosum/geosum.cc — see geosum.h.
#include "impl/geosum/geosum.h"

#include <stdexcept>
#include <string>

#include "impl/geography/geography.h"

namespace gc {

GeosumAnswer SolveGeosum(const Graph& g, const std::vector<Vertex>& tokens) {
  if (g.n() > kGeosumMaxN)
    throw std::invalid_argument("geosum: n = " + std::to_string(g.n()) +
                                " is beyond the limit of 64 vertices");
  constexpr std::uint32_t kUnknown = ~std::uint32_t{0};
  std::vector<std::uint32_t> of_start(g.n(), kUnknown);  // each start's value, once
  GeosumAnswer a;
  a.values.reserve(tokens.size());
  std::uint32_t x = 0;
  for (Vertex t : tokens) {
    if (t >= g.n()) throw std::invalid_argument("geosum: token vertex out of range");
    if (of_start[t] == kUnknown) of_start[t] = SolveGeography(g, t).grundy;
    a.values.push_back(of_start[t]);
    x ^= of_start[t];
  }
  a.sum = x != 0 ? SumResult::kFirst : SumResult::kSecond;
  return a;
}

}  // namespace gc
