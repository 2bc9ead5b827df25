// harness/report/github.cc — workflow commands and step summaries for GitHub; see github.h.
#include "harness/report/github.h"

#include <algorithm>

#include "harness/report/report_parts.h"

namespace gc {

namespace {

// s with each byte of `from` written as its "%XX".
std::string Percent(std::string_view s, std::string_view from) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    if (from.find(c) == std::string_view::npos) {
      out += c;
      continue;
    }
    const auto b = static_cast<unsigned char>(c);
    out += {'%', kHex[b >> 4], kHex[b & 15]};
  }
  return out;
}

// "gamecheck check outcome (shard 1/4)".
std::string Who(const Problem& p, const CheckResult& r) {
  return "gamecheck check " + std::string(p.name) +
         (r.shard.sharded()
              ? " (shard " + std::to_string(r.shard.index) + "/" + std::to_string(r.shard.count) + ")"
              : "");
}

}  // namespace

// '%' first among the bytes escaped: each byte is replaced once, so "%0A" from a line end
// is never read again as a '%' to escape.
std::string GithubData(std::string_view s) { return Percent(s, "%\r\n"); }
std::string GithubProperty(std::string_view s) { return Percent(s, "%\r\n:,"); }

std::string GithubCommand(const GithubAnnotation& a) {
  std::string props;
  const auto add = [&](const char* key, const std::string& value) {
    props += (props.empty() ? " " : ",") + std::string(key) + "=" + GithubProperty(value);
  };
  if (!a.file.empty()) add("file", a.file);
  if (a.line) {
    add("line", std::to_string(a.line));
    if (a.end_line) add("endLine", std::to_string(a.end_line));
    if (a.column && (!a.end_line || a.end_line == a.line)) {
      add("col", std::to_string(a.column));
      if (a.end_column) add("endColumn", std::to_string(a.end_column));
    }
  }
  if (!a.title.empty()) add("title", a.title);
  return "::" + a.level + props + "::" + GithubData(a.message) + "\n";
}

std::string MarkdownCode(const std::string& text) {
  std::size_t longest = 0, run = 0;
  for (const char c : text) longest = std::max(longest, run = c == '`' ? run + 1 : 0);
  const std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  return fence + "text\n" + text + (text.empty() || text.back() == '\n' ? "" : "\n") + fence + "\n";
}

std::string MarkdownCell(const std::string& text) {
  std::string s;
  for (const char c : text) s += c == '|' ? "\\|" : c == '\n' || c == '\r' ? " " : std::string(1, c);
  return s;
}

std::string CheckAnnotations(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  GithubAnnotation a;
  if (r.failure) {
    const Failure& f = *r.failure;
    a.title = Who(p, r) + ": " + ToString(f.verdict.kind) + " on case " +
              std::to_string(f.original.index);
    a.message = TextReport(p, ctx, r);
  } else if (r.slow()) {
    a.level = "warning";
    a.title = Who(p, r) + ": slow";
    a.message = PerformanceText(p, ctx, r);
  } else if (r.interrupted) {
    a.level = "warning";
    a.title = Who(p, r) + ": interrupted";
    a.message = TextReport(p, ctx, r);
  } else {
    return "";
  }
  return GithubCommand(a);
}

std::string CheckSummary(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  const std::string subject = SubjectText(ctx);
  if (!r.failure) {
    std::string s = "### " + Who(p, r) + ": " +
                    (r.interrupted ? "interrupted" : r.slow() ? "slow" : "PASS") + "\n\n" +
                    MarkdownCell(subject) + ": " + std::to_string(r.cases_run) + " cases in " +
                    Fixed(r.seconds, 2) + " s, no failure.\n\n";
    return s + (r.slow() ? MarkdownCode(PerformanceText(p, ctx, r)) + "\n" : "");
  }
  const Failure& f = *r.failure;
  std::string s = "### " + Who(p, r) + ": FAIL (" + ToString(f.verdict.kind) + ")\n\n";
  s += MarkdownCell(subject) + ", case " + std::to_string(f.original.index) + " (" +
       ToString(f.original.tier) + "). " +
       (f.why.empty() ? "" : "**Why:** " + MarkdownCell(f.why)) + "\n\n";
  return s + MarkdownCode(TextReport(p, ctx, r)) + "\n";
}

}  // namespace gc
