// harness/judge/metamorphic.cc — see metamorphic.h.
#include "harness/judge/metamorphic.h"

#include <algorithm>
#include <numeric>
#include <utility>

#include "harness/cases/input_kind.h"

namespace gc {

namespace {

// The per-vertex items of a line, when there is one per vertex.
std::optional<std::vector<std::string>> Items(LineShape shape, const std::string& line, Vertex n) {
  std::vector<std::string> items = LineItems(shape, line);
  if (items.size() != n) return std::nullopt;
  return items;
}

std::string Join(LineShape shape, const std::vector<std::string>& items) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i)
    s += (i && shape == LineShape::kValues ? " " : "") + items[i];
  return s;
}

}  // namespace

const char* ToString(Relation r) {
  switch (r) {
    case Relation::kRelabelling:
      return "relabelling";
    case Relation::kDuplicateEdge:
      return "duplicate-edge";
    case Relation::kDuplicateEveryEdge:
      return "duplicate-every-edge";
    case Relation::kDisjointUnion:
      return "disjoint-union";
  }
  return "?";
}

bool Holds(const Problem& p, Relation r) {
  return p.repeats_keep_answer ||
         (r != Relation::kDuplicateEdge && r != Relation::kDuplicateEveryEdge);
}

std::optional<Related> Relate(const Problem& p, Relation rel, const Instance& x,
                              std::mt19937_64& rng, const Instance& z) {
  const Vertex n = x.g.n();
  const InputKindOps& kind = OpsOf(p.input);
  Related r{rel, {x}, x, {}};
  std::optional<Instance> y;
  switch (rel) {
    case Relation::kRelabelling:
      r.perm.resize(n);
      std::iota(r.perm.begin(), r.perm.end(), 0);
      std::shuffle(r.perm.begin(), r.perm.end(), rng);
      y = kind.relabel(x, r.perm);
      break;
    case Relation::kDuplicateEdge:
      y = kind.DuplicateMove(x, rng);
      break;
    case Relation::kDuplicateEveryEdge:
      y = kind.DuplicateEveryMove(x);
      break;
    case Relation::kDisjointUnion:
      if (n == 0 || z.g.n() == 0) return std::nullopt;
      r.parts.emplace_back();
      y = kind.DisjointUnion(x, z, &r.parts.back());
      break;
  }
  if (!y) return std::nullopt;
  r.y = std::move(*y);
  return r;
}

std::optional<Output> Predict(const Problem& p, const Related& r,
                              const std::vector<Output>& outs) {
  const Output& ox = outs[0];
  const Vertex n = r.parts[0].g.n();
  if (r.relation == Relation::kDuplicateEdge || r.relation == Relation::kDuplicateEveryEdge)
    return ox;
  if (r.relation == Relation::kDisjointUnion && outs[1].status != 0) return outs[1];
  if (ox.status != 0) return ox;  // e.g. grundy's cycle: the related instance has it too
  std::vector<std::string> lines = SplitLines(ox.out);
  if (lines.size() != p.lines.size()) return std::nullopt;
  std::vector<std::string> other;
  if (r.relation == Relation::kDisjointUnion) {
    other = SplitLines(outs[1].out);
    if (other.size() != p.lines.size()) return std::nullopt;
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const LineShape shape = p.lines[i];
    if (shape == LineShape::kWhole) continue;
    std::optional<std::vector<std::string>> items = Items(shape, lines[i], n);
    if (!items) return std::nullopt;
    if (r.relation == Relation::kRelabelling) {
      std::vector<std::string> moved(n);
      for (Vertex v = 0; v < n; ++v) moved[r.perm[v]] = (*items)[v];
      items = moved;
    } else {
      std::optional<std::vector<std::string>> more = Items(shape, other[i], r.parts[1].g.n());
      if (!more) return std::nullopt;
      items->insert(items->end(), more->begin(), more->end());
    }
    lines[i] = Join(shape, *items);
  }
  Output want{0, ""};
  for (const std::string& l : lines) want.out += l + '\n';
  return want;
}

Verdict CheckRelation(const Problem& p, const Related& r,
                      const std::function<RunResult(const Instance&)>& subject) {
  std::vector<Output> outs;
  for (const Instance& part : r.parts) {
    const RunResult run = subject(part);
    Verdict v = Judge(p, part, run, JudgeOptions::Only(JudgeOptions::Evidence::kWellFormed));
    if (!v.ok()) return v;
    outs.push_back({run.status, run.out});
  }
  const std::string name = ToString(r.relation);
  const std::optional<Output> want = Predict(p, r, outs);
  Verdict v;
  if (!want) {
    v.kind = FailureKind::kRelationBroken;
    v.cause = name;
    v.detail = name + ": the outputs of the parts do not have the row's line shapes";
    return v;
  }
  const RunResult run = subject(r.y);
  v = JudgeAgainst(p, r.y, *want, run);
  if (v.kind == FailureKind::kWrongAnswer || v.kind == FailureKind::kWrongStatus) {
    v.kind = FailureKind::kRelationBroken;
    v.cause = name;
    v.detail = name + " breaks: against the answer predicted from the parts, " + v.detail;
    v.judged_by = "the subject's own answers on the parts";
  }
  return v;
}

}  // namespace gc
