// harness/report/report_text.cc — the text report of a check (report.h): the verdict line,
// the minimal case, expected and actual output (from the verdict), the first difference,
// replay and by-hand lines, and the performance part.
#include <cstdio>

#include "harness/cases/input_kind.h"
#include "harness/report/report_parts.h"

namespace gc {

namespace {

// A run that found no failure: passed, or stopped by the budget or an interruption.
std::string PassText(const Problem& p, const ReportContext& ctx, const CheckResult& r,
                     const std::string& run, const std::string& covered) {
  const std::string not_reached =
      r.cases_run < r.planned ? "; not reached: " + std::to_string(r.planned - r.cases_run) +
                                    " of " + Plural(r.planned, "case", "cases") + " planned"
                              : "";
  std::string s;
  if (r.interrupted)
    s += "INTERRUPTED after " + run + ": no failure so far" + not_reached + "\n";
  else if (r.budget_exhausted)
    s += "PASS (time budget reached): " + run + ", no failure" + not_reached + "\n";
  else
    s += "PASS: " + run + ", no failure\n";
  if (r.budget_exhausted && !r.interrupted && r.cases_run < r.planned)
    s += "every case planned: run it again with " +
         std::string(ctx.function.empty() ? "--budget 0" : "Options::budget_seconds = 0") +
         " (no time bound)\n";
  if (r.shard.sharded())
    s += ShardText(r.shard) + " (case numbers are those of the unsharded run)\n";
  s += "covered: " + covered + "\n";
  return s + PerformanceText(p, ctx, r);
}

// A valid input's text as the report shows it: a tab as \t and a CR as \r, which would
// otherwise be invisible or '?' (the by-hand line feeds the bytes themselves).
std::string Visible(const std::string& text) {
  std::string s;
  for (char c : text) s += c == '\t' ? "\\t" : c == '\r' ? "\\r" : std::string(1, c);
  return s;
}

// The case reported, with how it was shrunk (or why not), and its text.
std::string CaseText(const Problem& p, const Failure& f) {
  if (f.minimal.bad_input)
    return "input (malformed on purpose):\n" +
           (f.minimal.text.empty() ? "  (empty input)\n" : Indented(f.minimal.text));
  const bool shrunk = f.minimal.text != f.original.text;
  const InputKindOps& kind = OpsOf(p.input);
  // "minimal" only for a fixpoint of the shrinker: no single step keeps the failure.
  const char* what = !shrunk ? "case" : f.shrink.minimal ? "minimal case" : "smallest case found";
  std::string s = std::string(what) + " (" + kind.describe(f.minimal.x);
  const std::string cut = f.shrink.interrupted ? ", shrink interrupted: the smallest case so far"
                          : f.shrink.minimal   ? ""
                                               : ", shrink time ran out: the smallest case so far";
  if (!f.not_shrunk.empty())
    s += "; not shrunk: " + f.not_shrunk;
  else if (shrunk)
    s += "; shrunk from " + kind.describe(f.original.x) + " in " +
         std::to_string(f.shrink.attempts) + " attempts, " + Fixed(f.shrink_spent_seconds, 2) + " s" +
         cut;
  else if (!f.shrink.minimal)
    s += "; nothing smaller found before the shrink " +
         std::string(f.shrink.interrupted ? "was interrupted" : "time ran out") + " (" +
         std::to_string(f.shrink.attempts) + " attempts)";
  else if (f.shrink.attempts > 0)
    s +=
        "; no smaller case fails the same way (" + std::to_string(f.shrink.attempts) + " attempts)";
  return s + "):\n" + Indented(Visible(f.minimal.text));
}

// A printf format printing exactly these bytes in any POSIX shell (dash, bash, zsh): `%`
// and `\` doubled, a line end, a tab and a CR as \n, \t and \r (POSIX printf's own
// escapes), every other byte that is not printable ASCII an octal escape of three digits
// (a NUL too; a digit after it is not taken into the escape), so the line stays one line
// of plain text; and a leading `-` too, which printf would take for an option.
std::string PrintfFormat(const std::string& text) {
  std::string esc;
  for (unsigned char c : text) {
    if (c == '\n' || c == '\t' || c == '\r') {  // the escapes of POSIX printf, readable
      esc += c == '\n' ? "\\n" : c == '\t' ? "\\t" : "\\r";
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
  return esc;
}

// The line that feeds the case to the program by hand, or "" (a builtin, a function, or
// a large case not saved). The limits as the check applied them: a memory limit in a
// subshell, a time limit with timeout(1), so it reproduces a limit failure without harm.
std::string ByHandLine(const ReportContext& ctx, const Failure& f) {
  if (!ctx.builtin.empty() || !ctx.function.empty()) return "";
  const bool small = f.minimal.text.size() <= 200;
  if (!small && ctx.saved.empty()) return "";
  // Too large to print: the saved file is the input.
  std::string run = ShellLine(ctx.program) + (small ? "" : " < " + ShellQuote(ctx.saved));
  if (ctx.timeout_seconds > 0) run = "timeout " + Fixed(ctx.timeout_seconds, 1) + " " + run;
  if (ctx.memory_mb > 0)
    run = "(ulimit -v " + std::to_string(ctx.memory_mb * 1024) + "; " + run + ")";
  return "by hand: " + (small ? "printf " + ShellQuote(PrintfFormat(f.minimal.text)) + " | " : "") +
         run + "\n";
}

// A run that found a failure: everything after the FAIL line's shard note.
std::string FailureText(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  const Failure& f = *r.failure;
  const Verdict& v = f.verdict;
  std::string s = CaseText(p, f);
  s += "expected (" + v.judged_by + "), exit status " + std::to_string(v.expected.status) + ":\n" +
       Indented(v.expected.out);
  s += "actual, " + EndText(f.run) + ":\n" + Indented(v.actual.out);
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
  return s + ByHandLine(ctx, f) + PerformanceText(p, ctx, r);
}

}  // namespace

std::string TextReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  const double rate = r.seconds > 0 ? static_cast<double>(r.cases_run) / r.seconds : 0;
  std::string covered;
  for (const auto& [family, k] : r.families)
    covered += (covered.empty() ? "" : ", ") + family + " " + std::to_string(k);
  const std::string run = std::to_string(r.cases_run) + " cases in " + Fixed(r.seconds, 2) +
                          " s (" + Fixed(rate, 0) + " cases/s)";
  if (!r.failure) return PassText(p, ctx, r, run, covered);
  const Failure& f = *r.failure;
  std::string s = "FAIL: " + std::string(ToString(f.verdict.kind)) + " on case " +
                  std::to_string(f.original.index) + " (" + ToString(f.original.tier) +
                  (f.original.about.empty() ? "" : ": " + f.original.about) + "), found after " +
                  Fixed(f.found_after_seconds, 2) + " s and " + std::to_string(r.cases_run) +
                  " cases\n";
  if (r.shard.sharded())
    s += ShardText(r.shard) + "; case " + std::to_string(f.original.index) +
         " is this shard's lowest failing case, numbered as in the unsharded run\n";
  return s + FailureText(p, ctx, r);
}

}  // namespace gc
