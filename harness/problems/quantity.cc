// harness/problems/quantity.cc — see quantity.h.
#include "harness/problems/quantity.h"

#include <algorithm>
#include <charconv>
#include <set>

#include "harness/cases/input_kind.h"
#include "harness/problems/problem.h"

namespace gc {

namespace {

// The integers of an output line (items that are no plain integer skipped: "inf{0,2}").
std::vector<std::int64_t> Numbers(std::string_view line) {
  std::vector<std::int64_t> out;
  for (const std::string& item : LineItems(LineShape::kValues, line)) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (ec == std::errc() && end == item.data() + item.size()) out.push_back(v);
  }
  return out;
}

std::string Join(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

}  // namespace

std::uint64_t PastWidth(const Quantity& q, unsigned bits) {
  if (q.kind == QuantityKind::kEdgeSet) return bits + 1;  // edge id `bits` exists
  return bits >= 64 ? 0 : std::uint64_t{1} << bits;
}

std::uint64_t Measure(const Problem& p, const Quantity& q, const Instance& x,
                      const Output& answer) {
  const InputKindOps& kind = OpsOf(p.input);
  switch (q.kind) {
    case QuantityKind::kVertexId:
      return x.g.n() == 0 ? 0 : x.g.n() - 1;
    case QuantityKind::kEdgeSet:
      return kind.moves(x);
    case QuantityKind::kEdgeId:
      return kind.moves(x) == 0 ? 0 : kind.moves(x) - 1;
    case QuantityKind::kCounter: {
      std::uint64_t most = 0;
      for (const std::vector<Edge>& es : kind.to_parts(x).moves) {
        std::vector<std::uint64_t> out(x.g.n(), 0);
        for (Edge e : es) most = std::max(most, ++out[e.u]);
      }
      return most;
    }
    case QuantityKind::kValue: {
      const std::vector<std::string> lines = SplitLines(answer.out);
      if (answer.status != 0 || q.part == 0 || q.part > lines.size()) return 0;
      std::int64_t most = 0;
      for (std::int64_t v : Numbers(lines[q.part - 1])) most = std::max(most, v);
      return static_cast<std::uint64_t>(most);
    }
    case QuantityKind::kCount: {
      const Parts parts = kind.to_parts(x);
      return q.part < parts.marks.size() ? parts.marks[q.part].size() : 0;
    }
    case QuantityKind::kRepeats: {
      const Parts parts = kind.to_parts(x);
      if (q.part >= parts.marks.size()) return 0;
      const std::vector<Vertex>& list = parts.marks[q.part];
      return list.size() - std::set<Vertex>(list.begin(), list.end()).size();
    }
  }
  return 0;
}

namespace narrow {

std::optional<Output> FoldIds(const Problem& p, const Quantity&, const Instance& x,
                              unsigned bits) {
  if (bits >= 32) return std::nullopt;
  const InputKindOps& kind = OpsOf(p.input);
  const Vertex width = Vertex{1} << bits;
  if (x.g.n() <= width) return std::nullopt;
  Parts parts = kind.to_parts(x);
  parts.n = width;
  for (std::vector<Edge>& es : parts.moves)
    for (Edge& e : es) e = {e.u % width, e.v % width};
  for (std::vector<Vertex>& vs : parts.marks)
    for (Vertex& v : vs) v %= width;
  for (Vertex& v : parts.anchors) v %= width;
  const Instance folded = kind.from_parts(parts);
  if (!kind.validate(folded).empty() || !p.Beyond(folded).empty()) return std::nullopt;
  const Output small = p.Solve(folded);
  if (small.status != 0) return small;
  // Each per-vertex line printed for all n vertices, vertex v's item the folded one's.
  std::vector<std::string> lines = SplitLines(small.out);
  for (std::size_t i = 0; i < lines.size() && i < p.lines.size(); ++i) {
    if (p.lines[i] == LineShape::kWhole) continue;
    const std::vector<std::string> items = LineItems(p.lines[i], lines[i]);
    if (items.size() != width) return std::nullopt;
    std::string line;
    for (Vertex v = 0; v < x.g.n(); ++v) {
      if (v > 0 && p.lines[i] == LineShape::kValues) line += ' ';
      line += items[v % width];
    }
    lines[i] = line;
  }
  return Output{0, Join(lines)};
}

std::optional<Output> CutList(const Problem& p, const Quantity& q, const Instance& x,
                              unsigned bits) {
  const InputKindOps& kind = OpsOf(p.input);
  Parts parts = kind.to_parts(x);
  if (q.part >= parts.marks.size() || bits >= 64) return std::nullopt;
  std::vector<Vertex>& list = parts.marks[q.part];
  list.resize(list.size() % (std::uint64_t{1} << bits));
  return p.Solve(kind.from_parts(parts));
}

std::optional<Output> CutMoves(const Problem& p, const Quantity&, const Instance& x,
                               unsigned bits) {
  if (bits >= 64) return std::nullopt;
  const InputKindOps& kind = OpsOf(p.input);
  Parts parts = kind.to_parts(x);
  const std::uint64_t width = std::uint64_t{1} << bits;
  for (std::vector<Edge>& es : parts.moves) {
    std::vector<std::uint64_t> degree(parts.n, 0), kept(parts.n, 0);
    for (Edge e : es) ++degree[e.u];
    std::vector<Edge> cut;
    for (Edge e : es)
      if (kept[e.u] < degree[e.u] % width) ++kept[e.u], cut.push_back(e);
    es = std::move(cut);
  }
  return p.Solve(kind.from_parts(parts));
}

std::optional<Output> AsSet(const Problem& p, const Quantity& q, const Instance& x, unsigned) {
  const InputKindOps& kind = OpsOf(p.input);
  Parts parts = kind.to_parts(x);
  if (q.part >= parts.marks.size()) return std::nullopt;
  std::vector<Vertex>& list = parts.marks[q.part];
  std::set<Vertex> seen;
  std::vector<Vertex> once;
  for (Vertex v : list)
    if (seen.insert(v).second) once.push_back(v);
  list = std::move(once);
  return p.Solve(kind.from_parts(parts));
}

std::optional<Output> Modulo(const Problem& p, const Quantity& q, const Instance& x,
                             unsigned bits) {
  Output o = p.Solve(x);
  std::vector<std::string> lines = SplitLines(o.out);
  if (o.status != 0 || q.part == 0 || q.part > lines.size() || bits >= 64) return std::nullopt;
  std::string& line = lines[q.part - 1];
  std::string out;
  for (const std::string& item : LineItems(LineShape::kValues, line)) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (!out.empty()) out += ' ';
    if (ec == std::errc() && end == item.data() + item.size() && v >= 0)
      out += std::to_string(static_cast<std::uint64_t>(v) % (std::uint64_t{1} << bits));
    else
      out += item;
  }
  line = out;
  o.out = Join(lines);
  return o;
}

}  // namespace narrow

}  // namespace gc
