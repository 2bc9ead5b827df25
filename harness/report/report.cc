// harness/report/report.cc — see report.h.
#include "harness/report/report.h"

#include <cstdio>

#include "harness/cases/input_kind.h"

namespace gc {

namespace {

std::string Fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}


// Shows a text indented, a bounded number of lines of bounded length, with unprintable
// bytes made visible (a report must not be flooded or garbled by what a program printed).
std::string Indented(const std::string& s, std::size_t max_lines = 24, std::size_t max_cols = 160) {
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

std::string Json(std::string_view s) { return JsonQuote(s); }

}  // namespace

std::string JsonQuote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          // Bytes outside ASCII are escaped one by one: a program's output need not be
          // UTF-8, and JSON must be.
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string Xml(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // XML 1.0 forbids most control characters; non-ASCII bytes may not be UTF-8.
        if ((c < 0x20 && c != '\n' && c != '\t') || c >= 0x7f)
          out += '?';
        else
          out += static_cast<char>(c);
    }
  }
  return out;
}

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

std::string Plural(std::uint64_t k, const char* one, const char* many) {
  return std::to_string(k) + " " + (k == 1 ? one : many);
}

}  // namespace

std::string EndText(const RunResult& r) {
  switch (r.end) {
    case RunResult::End::kExited:
      return "exit status " + std::to_string(r.status);
    case RunResult::End::kSignaled:
      if (!r.exception.empty()) return "threw " + r.exception;
      return "killed by " + SignalName(r.signal);
    case RunResult::End::kTimeout:
      return "timed out";
    case RunResult::End::kOutputLimit:
      return "stopped: output cap reached";
    case RunResult::End::kCancelled:
      return "cancelled";
    case RunResult::End::kSpawnFailed:
      return "not started: " + r.error;
  }
  return "?";
}

namespace {

const char* EndSlug(RunResult::End e) {
  switch (e) {
    case RunResult::End::kExited:
      return "exited";
    case RunResult::End::kSignaled:
      return "signaled";
    case RunResult::End::kTimeout:
      return "timeout";
    case RunResult::End::kOutputLimit:
      return "output-limit";
    case RunResult::End::kCancelled:
      return "cancelled";
    case RunResult::End::kSpawnFailed:
      return "spawn-failed";
  }
  return "?";
}

// The performance part of a report: slowness kept apart from correctness, with the time
// limit that was applied.
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

// "shard 2/4: one case of each block of 4" (ASCII: the JUnit report carries it).
std::string ShardText(const Shard& sh) {
  const std::string k = std::to_string(sh.index), n = std::to_string(sh.count);
  return "shard " + k + "/" + n + ": one case of each block of " + n;
}

std::string SubjectText(const ReportContext& ctx) {
  if (!ctx.function.empty()) return ctx.function;
  return ctx.builtin.empty() ? "program " + ShellLine(ctx.program) : "builtin " + ctx.builtin;
}

}  // namespace

std::vector<std::vector<std::string>> PerVertex(const Problem& p, const std::string& out,
                                                Vertex n, std::vector<std::string>* other) {
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

std::string TextHeader(const ReportContext& ctx, const CheckResult& r) {
  return "gamecheck check " + ctx.problem + ": " + SubjectText(ctx) + "\nseed " +
         std::to_string(r.seed) + ", " + Plural(r.planned, "case", "cases") + " planned, " +
         std::to_string(ctx.jobs) + (ctx.jobs == 1 ? " job\n" : " jobs\n") +
         (r.shard.sharded() ? ShardText(r.shard) + "\n" : "");
}

std::string TextReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  std::string s;
  const double rate = r.seconds > 0 ? static_cast<double>(r.cases_run) / r.seconds : 0;
  std::string covered;
  for (const auto& [family, k] : r.families)
    covered += (covered.empty() ? "" : ", ") + family + " " + std::to_string(k);
  const std::string run = std::to_string(r.cases_run) + " cases in " + Fixed(r.seconds, 2) +
                          " s (" + Fixed(rate, 0) + " cases/s)";
  const std::string not_reached =
      r.cases_run < r.planned
          ? "; not reached: " + std::to_string(r.planned - r.cases_run) + " of " +
                Plural(r.planned, "case", "cases") + " planned"
          : "";
  if (!r.failure) {
    if (r.interrupted)
      s += "INTERRUPTED after " + run + ": no failure so far" + not_reached + "\n";
    else if (r.budget_exhausted)
      s += "PASS (time budget reached): " + run + ", no failure" + not_reached + "\n";
    else
      s += "PASS: " + run + ", no failure\n";
    if (r.shard.sharded()) s += ShardText(r.shard) + " (case numbers are those of the unsharded run)\n";
    s += "covered: " + covered + "\n";
    return s + PerformanceText(p, ctx, r);
  }
  const Failure& f = *r.failure;
  const Verdict& v = f.verdict;
  s += "FAIL: " + std::string(ToString(v.kind)) + " on case " + std::to_string(f.original.index) +
       " (" + ToString(f.original.tier) +
       (f.original.about.empty() ? "" : ": " + f.original.about) + "), found after " +
       Fixed(f.found_after_seconds, 2) + " s and " + std::to_string(r.cases_run) + " cases\n";
  if (r.shard.sharded())
    s += ShardText(r.shard) + "; case " + std::to_string(f.original.index) +
         " is this shard's lowest failing case, numbered as in the unsharded run\n";
  if (f.minimal.bad_input) {
    s += "input (malformed on purpose):\n" + Indented(f.minimal.text);
  } else {
    const bool shrunk = f.minimal.text != f.original.text;
    const InputKindOps& kind = OpsOf(p.input);
    // "minimal" only for a fixpoint of the shrinker: no single step keeps the failure.
    const char* what = !shrunk ? "case" : f.shrink.minimal ? "minimal case" : "smallest case found";
    s += std::string(what) + " (" + kind.describe(f.minimal.x);
    const std::string cut = f.shrink.interrupted ? ", shrink interrupted: the smallest case so far"
                            : f.shrink.minimal ? ""
                                               : ", shrink time ran out: the smallest case so far";
    if (!f.not_shrunk.empty())
      s += "; not shrunk: " + f.not_shrunk;
    else if (shrunk)
      s += "; shrunk from " + kind.describe(f.original.x) + " in " + std::to_string(f.shrink.attempts) +
           " attempts, " + Fixed(f.shrink_seconds, 2) + " s" + cut;
    else if (!f.shrink.minimal)
      s += "; nothing smaller found before the shrink " +
           std::string(f.shrink.interrupted ? "was interrupted" : "time ran out") + " (" +
           std::to_string(f.shrink.attempts) + " attempts)";
    else if (f.shrink.attempts > 0)
      s += "; no smaller case fails the same way (" + std::to_string(f.shrink.attempts) +
           " attempts)";
    s += "):\n" + Indented(f.minimal.text);
  }
  s += "expected (" + v.judged_by + "), exit status " + std::to_string(v.expected.status) + ":\n" +
       Indented(v.expected.out);
  s += "actual, " + EndText(f.run) + ":\n" + Indented(f.run.out);
  if (!f.run.err.empty()) s += "standard error:\n" + Indented(f.run.err, 6);
  s += (v.kind == FailureKind::kWrongAnswer ? "first difference: " : "what: ") + v.detail + "\n";
  if (!f.why.empty()) s += "why: " + f.why + "\n";
  if (f.flaky) s += "note: flaky - the program did not fail this way when the case was run again\n";
  if (r.interrupted) s += "note: the run was interrupted; this is the first failure found\n";
  s += "seed: " + std::to_string(r.seed) + "\n";
  if (!ctx.replay.empty()) s += "replay: " + ShellLine(ctx.replay) + "\n";
  if (!ctx.saved.empty()) s += "saved: " + ctx.saved + "\n";
  if (!ctx.continue_shrink.empty())
    s += "continue the shrink from this case: " + ShellLine(ctx.continue_shrink) + "\n";
  if (ctx.builtin.empty() && ctx.function.empty() && f.minimal.text.size() <= 200) {
    // A printf format printing exactly these bytes in any POSIX shell (dash, bash, zsh):
    // `%` and `\` doubled, every byte that is not printable ASCII an octal escape of three
    // digits (a NUL too; a digit after it is not taken into the escape), so the line stays
    // one line of plain text; and a leading `-` too, which printf would take for an option.
    std::string esc;
    for (unsigned char c : f.minimal.text) {
      if (c == '\n') {
        esc += "\\n";
      } else if (c == '%' || c == '\\') {
        esc += static_cast<char>(c);
        esc += static_cast<char>(c);
      } else if (c < 0x20 || c >= 0x7f || (c == '-' && esc.empty())) {  // not an option
        char oct[8];
        std::snprintf(oct, sizeof oct, "\\%03o", c);
        esc += oct;
      } else {
        esc += static_cast<char>(c);
      }
    }
    // The limits as the check applied them: a memory limit in a subshell, a time limit
    // with timeout(1), so the line reproduces a limit failure without its harm.
    std::string run = ShellLine(ctx.program);
    if (ctx.timeout_seconds > 0) run = "timeout " + Fixed(ctx.timeout_seconds, 1) + " " + run;
    if (ctx.memory_mb > 0)
      run = "(ulimit -v " + std::to_string(ctx.memory_mb * 1024) + "; " + run + ")";
    s += "by hand: printf " + ShellQuote(esc) + " | " + run + "\n";
  } else if (ctx.builtin.empty() && ctx.function.empty() && !ctx.saved.empty()) {
    // Too large to print: the saved file is the input (limits as above).
    std::string run = ShellLine(ctx.program) + " < " + ShellQuote(ctx.saved);
    if (ctx.timeout_seconds > 0) run = "timeout " + Fixed(ctx.timeout_seconds, 1) + " " + run;
    if (ctx.memory_mb > 0)
      run = "(ulimit -v " + std::to_string(ctx.memory_mb * 1024) + "; " + run + ")";
    s += "by hand: " + run + "\n";
  }
  return s + PerformanceText(p, ctx, r);
}

std::string JsonReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  std::string s = "{\n";
  auto field = [&](const std::string& k, const std::string& v, bool last = false) {
    s += "  " + Json(k) + ": " + v + (last ? "\n" : ",\n");
  };
  auto list = [](const std::vector<std::string>& xs) {
    std::string o = "[";
    for (std::size_t i = 0; i < xs.size(); ++i) o += (i ? ", " : "") + Json(xs[i]);
    return o + "]";
  };
  field("schema", "\"gamecheck-check/1\"");
  field("problem", Json(std::string(p.name)));
  field("subject", ctx.builtin.empty()
                       ? "{\"kind\": \"program\", \"argv\": " + list(ctx.program) + "}"
                       : "{\"kind\": \"builtin\", \"name\": " + Json(ctx.builtin) + "}");
  field("seed", std::to_string(r.seed));
  field("jobs", std::to_string(ctx.jobs));
  field("shard", r.shard.sharded()
                     ? "{\"index\": " + std::to_string(r.shard.index) + ", \"count\": " +
                           std::to_string(r.shard.count) + ", \"what\": " + Json(ShardText(r.shard)) + "}"
                     : "null");
  field("planned", std::to_string(r.planned));
  field("cases_run", std::to_string(r.cases_run));
  field("seconds", Fixed(r.seconds, 3));
  field("cases_per_second",
        Fixed(r.seconds > 0 ? static_cast<double>(r.cases_run) / r.seconds : 0, 1));
  field("result", r.failure       ? "\"fail\""
                  : r.interrupted ? "\"interrupted\""
                  : r.slow()      ? "\"slow\""
                                  : "\"pass\"");
  field("interrupted", r.interrupted ? "true" : "false");
  field("budget_exhausted", r.budget_exhausted ? "true" : "false");
  field("largest_n", std::to_string(r.largest_n));
  {
    const Performance& perf = r.performance;
    std::string o = "{\"slow\": " + std::string(r.slow() ? "true" : "false") +
                    ", \"slow_cases\": " + std::to_string(perf.slow_cases) +
                    ", \"skipped\": " + std::to_string(perf.skipped) +
                    ", \"largest_n_in_time\": " + std::to_string(perf.largest_n_in_time) +
                    ", \"time_limit\": " + (ctx.time_limit.empty() ? "null" : Json(ctx.time_limit));
    if (r.slow()) {
      const Case& c = *perf.smallest_slow;
      o += ", \"smallest_slow\": {\"index\": " + std::to_string(c.index) +
           ", \"family\": " + Json(c.family) + ", \"about\": " + Json(c.about) +
           ", \"n\": " + std::to_string(c.x.g.n()) + ", \"m\": " + std::to_string(c.x.g.m()) +
           ", \"seconds\": " + Fixed(perf.timeout_seconds, 3) +
           "}, \"suggested_max_n\": " + std::to_string(perf.suggested_max_n());
    }
    field("performance", o + "}");
  }
  std::string firsts = "{";
  for (std::size_t i = 0; i < r.first_seen.size(); ++i)
    firsts += (i ? ", " : "") + Json(r.first_seen[i].first) + ": {\"case\": " +
              std::to_string(r.first_seen[i].second.index) + ", \"seconds\": " +
              Fixed(r.first_seen[i].second.seconds, 3) + "}";
  field("first_seen", firsts + "}");
  std::string fam = "{";
  for (std::size_t i = 0; i < r.families.size(); ++i)
    fam +=
        (i ? ", " : "") + Json(r.families[i].first) + ": " + std::to_string(r.families[i].second);
  field("families", fam + "}");
  if (!r.failure) {
    field("failure", "null", true);
    return s + "}\n";
  }
  const Failure& f = *r.failure;
  const Verdict& v = f.verdict;
  std::string o = "{\n";
  auto sub = [&](const std::string& k, const std::string& val, bool last = false) {
    o += "    " + Json(k) + ": " + val + (last ? "\n" : ",\n");
  };
  sub("kind", Json(Slug(v.kind)));
  sub("signature", Json(v.Signature()));
  sub("detail", Json(v.detail));
  sub("case", "{\"index\": " + std::to_string(f.original.index) + ", \"tier\": " +
                  Json(ToString(f.original.tier)) + ", \"family\": " + Json(f.original.family) +
                  ", \"about\": " + Json(f.original.about) + "}");
  sub("found_after_seconds", Fixed(f.found_after_seconds, 3));
  sub("original_input", Json(f.original.text));
  sub("input", Json(f.minimal.text));
  sub("bad_input", f.minimal.bad_input ? "true" : "false");
  sub("n", f.minimal.bad_input ? "null" : std::to_string(f.minimal.x.g.n()));
  sub("m", f.minimal.bad_input ? "null" : std::to_string(f.minimal.x.g.m()));
  sub("expected", "{\"status\": " + std::to_string(v.expected.status) +
                      ", \"output\": " + Json(v.expected.out) + "}");
  sub("actual",
      "{\"end\": " + Json(EndSlug(f.run.end)) + ", \"status\": " +
          (f.run.end == RunResult::End::kExited ? std::to_string(f.run.status) : "null") +
          ", \"signal\": " +
          (f.run.end == RunResult::End::kSignaled ? Json(SignalName(f.run.signal)) : "null") +
          ", \"output\": " + Json(f.run.out.substr(0, 1 << 16)) + ", \"stderr\": " +
          Json(f.run.err.substr(0, 4096)) + ", \"seconds\": " + Fixed(f.run.seconds, 3) + "}");
  sub("first_difference",
      v.diff.differs
          ? "{\"vertex\": " + (v.diff.vertex >= 0 ? std::to_string(v.diff.vertex) : "null") +
                ", \"what\": " + Json(v.diff.Sentence()) + ", \"line\": " +
                std::to_string(v.diff.line) + ", \"field\": " + Json(v.diff.field) +
                ", \"expected\": " + Json(v.diff.expected) + ", \"got\": " +
                Json(v.diff.got) + ", \"expected_class\": " + Json(v.diff.expected_class) +
                ", \"got_class\": " + Json(v.diff.got_class) + "}"
          : "null");
  sub("why", f.why.empty() ? "null" : Json(f.why));
  sub("flaky", f.flaky ? "true" : "false");
  sub("judged_by", Json(v.judged_by));
  sub("shrink", "{\"attempts\": " + std::to_string(f.shrink.attempts) +
                    ", \"accepted\": " + std::to_string(f.shrink.accepted) +
                    ", \"minimal\": " + (f.shrink.minimal ? "true" : "false") +
                    ", \"interrupted\": " + (f.shrink.interrupted ? "true" : "false") +
                    ", \"not_shrunk\": " + (f.not_shrunk.empty() ? "null" : Json(f.not_shrunk)) +
                    ", \"seconds\": " + Fixed(f.shrink_seconds, 3) + "}");
  sub("replay", ctx.replay.empty() ? "null" : Json(ShellLine(ctx.replay)));
  sub("saved", ctx.saved.empty() ? "null" : Json(ctx.saved));
  sub("continue_shrink",
      ctx.continue_shrink.empty() ? "null" : Json(ShellLine(ctx.continue_shrink)), true);
  field("failure", o + "  }", true);
  return s + "}\n";
}

std::string JunitReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  // Each shard its own suite, so that CI merging the shards' files keeps them apart.
  const std::string suite = "gamecheck.check." + std::string(p.name) +
                            (r.shard.sharded() ? ".shard-" + std::to_string(r.shard.index) + "-of-" +
                                                     std::to_string(r.shard.count)
                                               : "");
  std::vector<std::pair<std::string, std::uint64_t>> families = r.families;
  if (r.failure) {
    bool present = false;
    for (auto& [fam, k] : families) present |= fam == r.failure->original.family;
    if (!present) families.push_back({r.failure->original.family, 1});
  }
  // Beside one test case per family: an interrupted run is an error (CI must not read it
  // as a pass), slowness a skipped "performance" case (the exit status lets CI choose).
  const bool interrupted = r.interrupted && !r.failure;
  const int failures = r.failure ? 1 : 0, errors = interrupted ? 1 : 0, skipped = r.slow() ? 1 : 0;
  const std::size_t tests = families.size() + errors + skipped;
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<testsuites name=\"gamecheck check\" tests=\"" + std::to_string(tests) +
       "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
       "\" time=\"" + Fixed(r.seconds, 3) + "\">\n";
  s += "  <testsuite name=\"" + Xml(suite) + "\" tests=\"" + std::to_string(tests) +
       "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
       "\" skipped=\"" + std::to_string(skipped) + "\" time=\"" + Fixed(r.seconds, 3) + "\">\n";
  s += "    <properties>\n";
  s += "      <property name=\"seed\" value=\"" + std::to_string(r.seed) + "\"/>\n";
  s += "      <property name=\"subject\" value=\"" + Xml(SubjectText(ctx)) + "\"/>\n";
  s += "      <property name=\"cases_run\" value=\"" + std::to_string(r.cases_run) + "\"/>\n";
  if (r.shard.sharded())
    s += "      <property name=\"shard\" value=\"" + Xml(ShardText(r.shard)) + "\"/>\n";
  s += "    </properties>\n";
  for (const auto& [family, k] : families) {
    s += "    <testcase classname=\"" + Xml(suite) + "\" name=\"" + Xml(family) + " (" +
         std::to_string(k) + " cases)\" time=\"0\"";
    if (r.failure && r.failure->original.family == family) {
      s += ">\n      <failure type=\"" + std::string(Slug(r.failure->verdict.kind)) +
           "\" message=\"" + Xml(r.failure->verdict.detail) + "\">" + Xml(TextReport(p, ctx, r)) +
           "</failure>\n    </testcase>\n";
    } else {
      s += "/>\n";
    }
  }
  if (interrupted)
    s += "    <testcase classname=\"" + Xml(suite) +
         "\" name=\"interrupted\" time=\"0\">\n      <error type=\"interrupted\" message=\"the run "
         "was interrupted after " + std::to_string(r.cases_run) + " of " +
         std::to_string(r.planned) + " cases\"/>\n    </testcase>\n";
  if (r.slow())
    s += "    <testcase classname=\"" + Xml(suite) +
         "\" name=\"performance\" time=\"0\">\n      <skipped message=\"" +
         Xml("slow: " + PerformanceText(p, ctx, r)) + "\"/>\n    </testcase>\n";
  s += "  </testsuite>\n</testsuites>\n";
  return s;
}

std::string DotReport(const Problem& p, const Failure& f) {
  const Instance& x = f.minimal.x;
  const Vertex n = x.g.n();
  std::vector<std::string> other_e, other_a;
  auto exp = PerVertex(p, f.verdict.expected.out, n, &other_e);
  auto act = PerVertex(p, f.run.out, n, &other_a);
  auto join = [](const std::vector<std::string>& xs) {
    std::string o;
    for (const std::string& s : xs) o += (o.empty() ? "" : " / ") + s;
    return o;
  };
  std::string s = "digraph counterexample {\n";
  s += "  label=\"" +
       Dot(std::string(p.name) + ": " + ToString(f.verdict.kind) + " - " + f.verdict.detail);
  if (!other_e.empty()) s += "\\lexpected: " + Dot(join(other_e));
  if (!other_a.empty()) s += "\\lactual: " + Dot(join(other_a));
  s += "\\l\";\n  labelloc=t;\n  node [shape=circle, fontname=\"Helvetica\"];\n";
  if (p.undirected) s += "  edge [dir=none];\n";
  const InputKindOps& kind = OpsOf(p.input);
  const std::vector<DotMarks> marks = kind.dot_vertices(x);
  for (Vertex v = 0; v < n; ++v) {
    std::vector<std::string> e, a;
    for (const auto& row : exp) e.push_back(row[v]);
    for (const auto& row : act) a.push_back(row[v]);
    std::string label = std::to_string(v);
    if (!e.empty()) label += "\\nexp " + Dot(join(e));
    if (!a.empty()) label += "\\ngot " + Dot(join(a));
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
