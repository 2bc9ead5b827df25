// harness/report/report_dot.cc — the Graphviz picture of a check's counterexample
// (report.h): vertices labelled with the expected and the actual answers that the verdict
// carries, the first differing vertex in red.
#include <cstdio>

#include "harness/cases/input_kind.h"
#include "harness/report/report_parts.h"

namespace gc {

namespace {

// A Graphviz string: quotes and backslashes escaped, a newline a space, and any other
// control byte or byte outside ASCII shown as \xNN (a label is what a program printed).
std::string Dot(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += ' ';
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string Join(const std::vector<std::string>& xs) {
  std::string o;
  for (const std::string& s : xs) o += (o.empty() ? "" : " / ") + s;
  return o;
}

}  // namespace

std::vector<std::vector<std::string>> PerVertex(const Problem& p, const std::string& out, Vertex n,
                                                std::vector<std::string>* other) {
  std::vector<std::vector<std::string>> rows;
  const std::vector<std::string> lines = SplitLines(out);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const LineShape shape = i < p.lines.size() ? p.lines[i] : LineShape::kWhole;
    std::vector<std::string> items = LineItems(shape, l);
    if (shape != LineShape::kWhole && n > 0 && items.size() == n)
      rows.push_back(std::move(items));
    else if (!l.empty())
      other->push_back(l);
  }
  return rows;
}

std::vector<std::string> VertexAnswers::Of(const std::vector<std::vector<std::string>>& rows,
                                           Vertex v) {
  std::vector<std::string> items;
  for (const auto& row : rows) items.push_back(row[v]);
  return items;
}

VertexAnswers AnswersOf(const Problem& p, const Verdict& v, Vertex n) {
  VertexAnswers a;
  a.expected = PerVertex(p, v.expected.out, n, &a.expected_other);
  a.actual = PerVertex(p, v.actual.out, n, &a.actual_other);
  return a;
}

std::string DotReport(const Problem& p, const Failure& f) {
  const Instance& x = f.minimal.x;
  const Vertex n = x.g.n();
  const VertexAnswers answers = AnswersOf(p, f.verdict, n);
  std::string s = "digraph counterexample {\n";
  s += "  label=\"" +
       Dot(std::string(p.name) + ": " + ToString(f.verdict.kind) + " - " + f.verdict.detail);
  if (!answers.expected_other.empty()) s += "\\lexpected: " + Dot(Join(answers.expected_other));
  if (!answers.actual_other.empty()) s += "\\lactual: " + Dot(Join(answers.actual_other));
  s += "\\l\";\n  labelloc=t;\n  node [shape=circle, fontname=\"Helvetica\"];\n";
  if (p.undirected) s += "  edge [dir=none];\n";
  const InputKindOps& kind = OpsOf(p.input);
  const std::vector<DotMarks> marks = kind.dot_vertices(x);
  for (Vertex v = 0; v < n; ++v) {
    const std::vector<std::string> e = VertexAnswers::Of(answers.expected, v);
    const std::vector<std::string> a = VertexAnswers::Of(answers.actual, v);
    std::string label = std::to_string(v);
    if (!e.empty()) label += "\\nexp " + Dot(Join(e));
    if (!a.empty()) label += "\\ngot " + Dot(Join(a));
    label += marks[v].label;
    s += "  " + std::to_string(v) + " [label=\"" + label + "\"" + marks[v].attributes;
    const bool differs =
        static_cast<std::int64_t>(v) == f.verdict.diff.vertex || (!a.empty() && e != a);
    if (differs) s += ", color=red, fontcolor=red, penwidth=2";
    s += "];\n";
  }
  return s + kind.dot_edges(x) + "}\n";
}

}  // namespace gc
