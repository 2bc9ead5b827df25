// harness/cases/input_kind.cc — see input_kind.h. The table of the input kinds, one row
// function per line of harness/cases/kinds/kinds.def (each defined in its domain file), and
// the operations every kind derives from its parts. Nothing here tells the kinds apart.
#include "harness/cases/input_kind.h"

#include <iterator>

namespace gc {

namespace kinds {
#define GAMECHECK_INPUT_KIND(kind, row) const InputKindOps& row();
#include "harness/cases/kinds/kinds.def"
#undef GAMECHECK_INPUT_KIND
}  // namespace kinds

namespace {

using Row = const InputKindOps& (*)();

constexpr Row kRows[] = {
#define GAMECHECK_INPUT_KIND(kind, row) kinds::row,
#include "harness/cases/kinds/kinds.def"
#undef GAMECHECK_INPUT_KIND
};

static_assert(
    [] {
      for (std::size_t i = 0; i < std::size(kAllInputKinds); ++i)
        if (static_cast<std::size_t>(kAllInputKinds[i]) != i) return false;
      return std::size(kRows) == std::size(kAllInputKinds);
    }(),
    "kinds.def lists every input kind once, in the order of InputKind");

std::vector<Edge> Shifted(std::vector<Edge> es, Vertex by) {
  for (Edge& e : es) e.u += by, e.v += by;
  return es;
}

}  // namespace

const InputKindOps& OpsOf(InputKind kind) { return kRows[static_cast<std::size_t>(kind)](); }

Instance InputKindOps::DisjointUnion(const Instance& x, const Instance& z,
                                     Instance* z_alone) const {
  Parts zp = to_parts(z);
  for (std::vector<Vertex>& vs : zp.marks) vs.clear();
  *z_alone = from_parts(zp);
  Parts y = to_parts(x);
  for (std::size_t i = 0; i < y.moves.size(); ++i) {
    const std::vector<Edge> more = Shifted(zp.moves[i], y.n);
    y.moves[i].insert(y.moves[i].end(), more.begin(), more.end());
  }
  y.n += zp.n;
  return from_parts(y);
}

std::optional<Instance> InputKindOps::DuplicateMove(const Instance& x, std::mt19937_64& rng) const {
  Parts p = to_parts(x);
  std::vector<std::size_t> lists;  // the non-empty ones
  for (std::size_t i = 0; i < p.moves.size(); ++i)
    if (!p.moves[i].empty()) lists.push_back(i);
  if (lists.empty()) return std::nullopt;
  const std::size_t pick =
      lists.size() == 1 ? lists[0] : lists[lists.size() - 1 - rng() % lists.size()];
  std::vector<Edge>& es = p.moves[pick];
  es.push_back(es[rng() % es.size()]);
  return from_parts(p);
}

std::optional<Instance> InputKindOps::DuplicateEveryMove(const Instance& x) const {
  Parts p = to_parts(x);
  bool any = false;
  for (std::vector<Edge>& es : p.moves) {
    any |= !es.empty();
    const std::vector<Edge> copy = es;
    es.insert(es.end(), copy.begin(), copy.end());
  }
  if (!any) return std::nullopt;
  return from_parts(p);
}

}  // namespace gc
