// harness/report/report.cc — what every report format shares (report.h, report_parts.h):
// shell quoting, XML escaping, how a run ended, numbers, the subject and shard sentences,
// the header line and the performance part. The formats are in report_text.cc,
// report_json.cc, report_junit.cc and report_dot.cc.
#include <cstdio>

#include "harness/cases/input_kind.h"
#include "harness/report/escape.h"
#include "harness/report/report_parts.h"

namespace gc {

std::string Xml(const std::string& s) { return Escape(s, Markup::kXml); }

std::string ShellQuote(const std::string& w) {
  if (!w.empty() && w.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789_-./=:,+@%") == std::string::npos)
    return w;
  std::string out = "'";
  for (char c : w) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string ShellLine(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + ShellQuote(w);
  return out;
}

const char* EndSlug(RunResult::End e) {
  const EnumName<RunResult::End>* n = Words(kEndNames, e);
  return n ? n->slug : "?";
}

std::string EndText(const RunResult& r) {
  const EnumName<RunResult::End>* n = Words(kEndNames, r.end);
  if (n == nullptr) return "?";
  if (r.end == RunResult::End::kSignaled && !r.exception.empty()) return "threw " + r.exception;
  const std::string words = n->text;
  switch (r.end) {
    case RunResult::End::kExited:
      return words + " " + std::to_string(r.status);
    case RunResult::End::kSignaled:
      return words + " " + SignalName(r.signal);
    case RunResult::End::kSpawnFailed:
      return words + " " + r.error;
    default:
      return words;
  }
}

std::string Fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string Plural(std::uint64_t k, const char* one, const char* many) {
  return std::to_string(k) + " " + (k == 1 ? one : many);
}

std::string ShardText(const Shard& sh) {
  const std::string k = std::to_string(sh.index), n = std::to_string(sh.count);
  return "shard " + k + "/" + n + ": one case of each block of " + n;
}

std::string SubjectText(const ReportContext& ctx) {
  if (!ctx.function.empty()) return ctx.function;
  return ctx.builtin.empty() ? "program " + ShellLine(ctx.program) : "builtin " + ctx.builtin;
}

std::string Indented(const std::string& s, std::size_t max_lines, std::size_t max_cols) {
  if (s.empty()) return "  (nothing)\n";
  std::vector<std::string> lines = SplitLines(s);
  std::string out;
  for (std::size_t i = 0; i < lines.size() && i < max_lines; ++i) {
    std::string l = lines[i];
    for (char& c : l)
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) == 0x7f) c = '?';
    if (l.size() > max_cols)
      l = l.substr(0, max_cols) + "... (" + std::to_string(l.size()) + " characters)";
    out += "  " + l + "\n";
  }
  if (lines.size() > max_lines)
    out += "  ... (" + std::to_string(lines.size() - max_lines) + " more lines)\n";
  if (s.back() != '\n') out += "  (no newline at the end)\n";
  return out;
}

std::string PerformanceText(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  const Performance& perf = r.performance;
  std::string s = "largest n tried: " + std::to_string(r.largest_n) + "\n";
  if (!r.slow()) return s;
  const Case& c = *perf.smallest_slow;
  const std::uint64_t slow_n = c.x.g.n(), below = perf.largest_in_time_below_slow();
  s += "SLOW: " + Plural(perf.slow_cases, "case", "cases") +
       " ran out of time (not judged wrong); the smallest: case " + std::to_string(c.index) + " (" +
       ToString(c.tier) + ": " + c.about + "; " + OpsOf(p.input).describe(c.x) +
       "), stopped after " + Fixed(perf.timeout_seconds, 2) + " s\n";
  if (!ctx.time_limit.empty()) s += "time limit per case: " + ctx.time_limit + "\n";
  s += "largest n answered in time: " + std::to_string(perf.largest_n_in_time);
  if (perf.largest_n_in_time >= slow_n)
    s += " (of another shape: the time depends on the shape, not on n alone; below n = " +
         std::to_string(slow_n) + ": " + std::to_string(below) + ")";
  s += "; " + Plural(perf.skipped, "larger case", "larger cases") +
       " skipped, the search went on below\n";
  const std::uint64_t max_n = perf.suggested_max_n();
  s += "suggested: --max-n " + std::to_string(max_n) + " (answered in time; the slowness starts " +
       (max_n + 1 < slow_n
            ? "between n = " + std::to_string(max_n + 1) + " and n = " + std::to_string(slow_n)
            : "at n = " + std::to_string(slow_n)) +
       "), or a larger --timeout / --time-per-million\n";
  return s;
}

std::string TextHeader(const ReportContext& ctx, const CheckResult& r) {
  // ", budget 60 s (the default; --budget 0 for every case)", or none.
  std::string budget;
  if (ctx.budget_seconds > 0) {
    char s[32];
    std::snprintf(s, sizeof s, "%g", ctx.budget_seconds);
    budget = std::string(", budget ") + s + " s" +
             (ctx.default_budget ? " (the default; --budget 0 for every case)" : "");
  }
  return "gamecheck check " + ctx.problem + ": " + SubjectText(ctx) + "\n" +
         (ctx.launcher.empty() ? "" : ctx.launcher + "\n") + "seed " + std::to_string(r.seed) +
         ", " + Plural(r.planned, "case", "cases") + " planned, " + std::to_string(ctx.jobs) +
         (ctx.jobs == 1 ? " job" : " jobs") + budget + "\n" +
         (ctx.clock.empty() ? "" : "time: " + ctx.clock + "\n") +
         (r.shard.sharded() ? ShardText(r.shard) + "\n" : "");
}

}  // namespace gc
