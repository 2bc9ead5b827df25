// harness/report/report_html.cc — see report_html.h.
#include "harness/report/report_html.h"

#include <cstdio>

#include "harness/cases/input_kind.h"
#include "harness/report/escape.h"
#include "harness/report/report_parts.h"

namespace gc {

namespace {

std::string Tag(const char* tag, const std::string& attrs, const std::string& html) {
  return std::string("<") + tag + (attrs.empty() ? "" : " " + attrs) + ">" + html + "</" + tag +
         ">";
}

// A text shown as it is, in a <pre> with an id, bounded (a report must not be flooded by
// what a program printed).
std::string Pre(const std::string& id, const std::string& text, std::size_t max = 1 << 14) {
  std::string shown = text.substr(0, max);
  if (text.size() > max) shown += "\n... (" + std::to_string(text.size() - max) + " more bytes)";
  if (text.empty()) shown = "(nothing)";
  return Tag("pre", "id=\"" + id + "\"", Html(shown));
}

std::string Row(const std::vector<std::string>& cells, const char* cell = "td",
                const std::string& attrs = "") {
  std::string s;
  for (const std::string& c : cells) s += Tag(cell, "", Html(c));
  return Tag("tr", attrs, s);
}

std::string FirstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

std::string Join(const std::vector<std::string>& xs, const char* sep) {
  std::string o;
  for (const std::string& x : xs) o += (o.empty() ? "" : sep) + x;
  return o;
}

constexpr const char* kStyle = R"css(
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70em;padding:1em 2em;color:#1a1a1a}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.15em;margin:1.4em 0 .4em;border-bottom:1px solid #ddd}
pre{background:#f6f6f6;padding:.5em .8em;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.verdict{padding:.6em 1em;border-radius:6px;font-weight:600}
.fail{background:#fde8e8;color:#9b1c1c}.pass{background:#e6f6ea;color:#11622b}
.other{background:#fff4dc;color:#7a4b00}
table{border-collapse:collapse;margin:.3em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}
tr.differs td{background:#fde8e8;color:#9b1c1c;font-weight:600}
figure{margin:.5em 0;overflow:auto}figure svg{max-width:100%;max-height:36em;height:auto}
.why{font-size:1.05em}.muted{color:#666}
)css";

// The minimal case: picture, table of vertices, input, both outputs, the difference.
std::string CaseSection(const Problem& p, const Failure& f, const std::string& svg) {
  const Verdict& v = f.verdict;
  std::string s =
      Tag("h2", "", f.minimal.text != f.original.text ? "The minimal case" : "The case");
  if (!f.minimal.bad_input) {
    const Instance& x = f.minimal.x;
    const Vertex n = x.g.n();
    const InputKindOps& kind = OpsOf(p.input);
    s += Tag("p", "id=\"size\"", Html(kind.describe(x)));
    s += svg.empty() ? Tag("p", "id=\"no-picture\" class=\"muted\"",
                           "No picture: Graphviz (<code>dot</code>) was not found, the case is "
                           "too large to lay out quickly (over 60 vertices or 200 moves), or the "
                           "time ran out; the table below shows the same.")
                     : Tag("figure", "id=\"picture\"", svg);
    const VertexAnswers answers = AnswersOf(p, v, n);
    const std::vector<DotMarks> marks = kind.dot_vertices(x);
    std::string rows = Row({"vertex", "expected", "actual", "moves to", "marks"}, "th");
    for (Vertex u = 0; u < n && u < 1000; ++u) {
      const std::vector<std::string> e = VertexAnswers::Of(answers.expected, u);
      const std::vector<std::string> a = VertexAnswers::Of(answers.actual, u);
      std::vector<std::string> moves;
      for (Vertex w : x.g.out(u)) moves.push_back(std::to_string(w));
      std::string to = Join(moves, " ");
      if (kind.right) {
        std::vector<std::string> right;
        for (Vertex w : x.right.out(u)) right.push_back(std::to_string(w));
        to = "Left: " + to + "; Right: " + Join(right, " ");
      }
      std::string mark = marks[u].label;
      if (mark.rfind("\\n", 0) == 0) mark = mark.substr(2);
      if (kind.start && x.start == u) mark += (mark.empty() ? "" : ", ") + std::string("start");
      const bool differs = static_cast<std::int64_t>(u) == v.diff.vertex || (!a.empty() && e != a);
      rows += Row({std::to_string(u), Join(e, " / "), a.empty() ? "-" : Join(a, " / "), to, mark},
                  "td", differs ? "class=\"differs\"" : "");
    }
    s += Tag("table", "id=\"vertices\"", rows);
    if (!answers.expected_other.empty() || !answers.actual_other.empty())
      s += Tag("p", "id=\"other-lines\"",
               Html("other lines: expected " + Join(answers.expected_other, " / ") + "; actual " +
                    Join(answers.actual_other, " / ")));
  }
  s += Tag("h3", "", f.minimal.bad_input ? "Input (malformed on purpose)" : "Input") +
       Pre("input", f.minimal.text);
  s += Tag("h3", "",
           Html("Expected (" + v.judged_by + "), exit status " +
                std::to_string(v.expected.status))) +
       Pre("expected", v.expected.out);
  s += Tag("h3", "", Html("Actual, " + EndText(f.run))) + Pre("actual", v.actual.out);
  if (!f.run.err.empty()) s += Tag("h3", "", "Standard error") + Pre("stderr", f.run.err, 4096);
  return s;
}

// What the schedule covered: counts, seed, shard, each family with its first case.
std::string CoverageSection(const CheckResult& r) {
  std::string s = Tag("h2", "", "What the schedule covered");
  const double rate = r.seconds > 0 ? static_cast<double>(r.cases_run) / r.seconds : 0;
  std::string facts = "seed " + std::to_string(r.seed) + "; " + std::to_string(r.cases_run) +
                      " of " + std::to_string(r.planned) + " cases planned run in " +
                      Fixed(r.seconds, 2) + " s (" + Fixed(rate, 0) + " cases/s); largest n " +
                      std::to_string(r.largest_n);
  if (r.shard.sharded())
    facts += "; shard " + std::to_string(r.shard.index) + "/" + std::to_string(r.shard.count);
  if (r.budget_exhausted) facts += "; the time budget was reached";
  if (r.interrupted) facts += "; interrupted";
  s += Tag("p", "id=\"schedule\"", Html(facts));
  std::string rows = Row({"family", "cases", "first case", "first seen after"}, "th");
  for (const auto& [family, k] : r.families) {
    std::string first = "-", after = "-";
    for (const auto& [name, seen] : r.first_seen)
      if (name == family) first = std::to_string(seen.index), after = Fixed(seen.seconds, 3) + " s";
    rows += Row({family, std::to_string(k), first, after});
  }
  s += Tag("table", "id=\"families\"", rows);
  if (r.slow()) {
    const Performance& perf = r.performance;
    s += Tag("p", "id=\"slow\" class=\"verdict other\"",
             Html("SLOW: " + std::to_string(perf.slow_cases) +
                  " case(s) ran out of time (not judged "
                  "wrong), the smallest with n = " +
                  std::to_string(perf.smallest_slow->x.g.n()) + "; suggested --max-n " +
                  std::to_string(perf.suggested_max_n())));
  }
  return s;
}

}  // namespace

std::string Html(std::string_view s) { return Escape(s, Markup::kHtml); }

bool WantsPicture(const CheckResult& r) {
  return r.failure && !r.failure->minimal.bad_input && r.failure->minimal.x.g.n() <= 60 &&
         r.failure->minimal.x.g.m() + r.failure->minimal.x.right.m() <= 200;
}

std::string HtmlReport(const Problem& p, const ReportContext& ctx, const CheckResult& r,
                       const std::string& svg) {
  const std::string text = TextReport(p, ctx, r);
  const std::string headline = FirstLine(text);
  const char* cls = r.failure ? "fail" : (r.interrupted || r.slow()) ? "other" : "pass";
  const std::string subject = SubjectText(ctx);
  std::string s = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n";
  s += Tag("title", "", Html("gamecheck check " + ctx.problem + ": " + headline)) + "\n";
  s += "<meta name=\"generator\" content=\"gamecheck check --html\">\n";
  s += Tag("style", "", kStyle) + "</head>\n<body>\n";
  s += Tag("h1", "", Html("gamecheck check " + ctx.problem)) +
       Tag("p", "id=\"subject\" class=\"muted\"", Html(subject)) + "\n";
  s += Tag("p", std::string("id=\"verdict\" class=\"verdict ") + cls + "\"", Html(headline)) + "\n";
  if (r.failure) {
    const Failure& f = *r.failure;
    const Verdict& v = f.verdict;
    s += Tag(
        "p", "id=\"difference\"",
        Html(std::string(v.kind == FailureKind::kWrongAnswer ? "first difference: " : "what: ") +
             v.detail));
    if (!f.why.empty()) s += Tag("p", "id=\"why\" class=\"why\"", Html("why: " + f.why));
    if (f.flaky)
      s += Tag("p", "id=\"flaky\"",
               "note: flaky - the program did not fail this way when the case was run again");
    s += "\n" + CaseSection(p, f, svg) + "\n";
    s += Tag("h2", "", "Replay");
    if (!ctx.replay.empty()) s += Pre("replay", ShellLine(ctx.replay));
    // The text report's line that feeds the case to the program itself, as it is.
    const std::size_t by_hand = text.find("\nby hand: ");
    if (by_hand != std::string::npos)
      s += Pre("by-hand", text.substr(by_hand + 1, text.find('\n', by_hand + 1) - by_hand - 1));
    if (!ctx.saved.empty()) s += Tag("p", "id=\"saved\"", Html("saved: " + ctx.saved));
  }
  s += "\n" + CoverageSection(r) + "\n";
  s +=
      Tag("details", "", Tag("summary", "", "The text report") + Pre("text-report", text, 1 << 16));
  return s + "\n</body></html>\n";
}

}  // namespace gc
