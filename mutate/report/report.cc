// mutate/report/report.cc — the text report of a mutation run, for people (the
// mutation-testing-report-schema JSON: report_json.cc; JUnit: report_junit.cc); see mutate.h.
#include "harness/report/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "harness/report/json_writer.h"
#include "harness/report/report.h"
#include "mutate/build/fast.h"
#include "mutate/mutate.h"
#include "mutate/points/points_internal.h"
#include "mutate/report/report_parts.h"
#include "mutate/select/since.h"

namespace gc::mutate {

namespace internal {

std::string Fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string FileName(const Options& o) { return o.source_path; }

// "file:line:column".
std::string Where(const Options& o, const MutantResult& m) {
  return FileName(o) + ":" + std::to_string(m.point.line) + ":" + std::to_string(m.point.column);
}

// A case's text on one line, cut to `width` characters: its line ends as spaces (a run
// of three or more as "(N line ends)", as a malformed input past line 32,768 has), a tab
// and a CR of its layout (harness/cases/layout.h) as \t and \r, and any other byte
// outside printable ASCII (a malformed input's NUL, control or non-ASCII byte) as \xNN,
// which would otherwise garble the line or the JSON that carries it.
std::string CaseLine(const std::string& case_text, std::size_t width) {
  std::string text;
  for (std::size_t i = 0; i < case_text.size(); ++i) {
    const auto c = static_cast<unsigned char>(case_text[i]);
    if (c == '\n') {
      std::size_t k = i;
      while (k < case_text.size() && case_text[k] == '\n') ++k;
      text += k - i < 3      ? std::string(k - i, ' ')
              : text.empty() ? "(" + std::to_string(k - i) + " line ends) "
                             : " (" + std::to_string(k - i) + " line ends) ";
      i = k - 1;
    } else if (c == '\t' || c == '\r') {
      text += c == '\t' ? "\\t" : "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      text += internal::EscapedByte(c);
    } else {
      text += static_cast<char>(c);
    }
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return internal::CutWithEllipsis(text, width);
}

// Leading whitespace removed, for showing a line.
std::string Trim(const std::string& s) {
  const std::size_t b = s.find_first_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b);
}

// What the passes of a mutant tried, on one line.
std::string Tried(const MutantResult& m) {
  if (m.passes.empty()) return "the bad-input contract's malformed inputs alone";
  std::string s;
  for (std::size_t i = 0; i < m.passes.size(); ++i) {
    const Pass& p = m.passes[i];
    s += (i ? "; pass 2: " : "pass 1: ") + std::to_string(p.cases) + " cases in " +
         Fixed(p.seconds, 1) + " s (seed " + std::to_string(p.seed) +
         (p.wide_exhaustive ? ", exhaustive tier widened" : "") + (p.scale ? "" : ", no scale tier") +
         ", largest n " +
         std::to_string(p.largest_n) + ")";
  }
  return s;
}

// The first line of a build's output that says "error" (else its first line).
std::string FirstError(const std::string& output) {
  std::istringstream lines(output);
  std::string line, first;
  while (std::getline(lines, line)) {
    if (first.empty()) first = line;
    if (line.find("error") != std::string::npos) return line;
  }
  return first;
}

// Whether the mutant's output matched the original's.
std::string Compared(const MutantResult& m) {
  std::uint64_t compared = 0, differing = 0;
  for (const Pass& p : m.passes) compared += p.compared, differing += p.differing;
  if (compared == 0)
    return "no valid case reaches it; on the malformed inputs that do, it does what the "
           "original does";
  if (differing == 0)
    return "output equal to the original's on all " + std::to_string(compared) +
           " cases compared" + (m.status == Status::kEquivalent ? " (likely equivalent)" : "");
  return "output differs from the original's on " + std::to_string(differing) + " of " +
         std::to_string(compared) + " cases compared, and the judge accepted both";
}

// The failure of a decided mutant in a few words and its minimal case on one line.
std::string FailureLine(const MutantResult& m) {
  if (!m.check) return m.reused ? m.reused->failure : "";
  const CheckResult& c = *m.check;
  if (c.failure) {
    const Failure& f = *c.failure;
    // "minimal" only for a fixpoint of the shrinker, as check's report says.
    const char* what = f.minimal.bad_input   ? "; input: "
                       : f.shrink.minimal ? "; minimal: "
                                          : "; smallest found: ";
    return f.verdict.Summary() + " on case " + std::to_string(f.original.index) + what +
           (f.minimal.text.empty() ? "(empty input)" : CaseLine(f.minimal.text, 60));
  }
  if (c.slow() && c.performance.smallest_slow)
    return "slow: timed out on n = " + std::to_string(c.performance.smallest_slow->x.g.n());
  return "";
}

std::string Percent(double x) { return Fixed(100 * x, 1) + "%"; }

// Text about a mutant (its build's errors, its report, a traceback) that names its files
// in the scratch directory, which is removed after the run unless --keep kept it: its
// source there becomes SOURCE (the mutant's lines are SOURCE's lines), anything else in
// the directory "(removed scratch directory)".
std::string Unscratch(const Options& o, const Result& r, const MutantResult& m, std::string text) {
  if (o.keep || r.scratch.empty()) return text;
  const std::string base = o.source_path.substr(o.source_path.find_last_of('/') + 1);
  const std::string own = r.scratch + "/m" + std::to_string(m.id) + "/" + base;
  for (const auto& [from, to] : {std::pair<std::string, std::string>{own, o.source_path},
                                 {r.scratch, "(removed scratch directory)"}})
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  return text;
}

// A decided mutant's check report. Its "by hand:" line runs the mutant's program in the
// scratch directory, which is gone after the run unless --keep kept it: then the line is a
// command that rebuilds this one mutant into a kept directory and prints the report again
// (with its by-hand line there).
std::string UsableReport(const Options& o, const Result& r, const MutantResult& m) {
  const std::size_t at = m.report.find("by hand: ");
  if (o.keep || at == std::string::npos || (at > 0 && m.report[at - 1] != '\n'))
    return Unscratch(o, r, m, m.report);
  const std::string id = std::to_string(m.id);
  std::string line;
  if (o.again.empty()) {
    line = "by hand: rebuild it with --mutant " + id +
           " --keep --verbose (its program was in the scratch directory, removed after the run)";
  } else {
    std::vector<std::string> words = o.again;
    words.insert(words.end(), {"--mutant", id, "--keep", "--verbose"});
    if (!o.run.empty()) {
      words.push_back("--");
      words.insert(words.end(), o.run.begin(), o.run.end());
    }
    line = "by hand: " + ShellLine(words) + "  # rebuilds mutant #" + id +
           " and keeps it: its report then has the line that runs it";
  }
  const std::size_t end = m.report.find('\n', at);
  return Unscratch(
      o, r, m,
      m.report.substr(0, at) + line + (end == std::string::npos ? "" : m.report.substr(end)));
}

}  // namespace internal

using namespace internal;

bool Result::Scored() const {
  return Count(Status::kKilled) + Count(Status::kTimedOut) + Count(Status::kSurvived) +
             Count(Status::kEquivalent) + Count(Status::kNoCoverage) >
         0;
}

bool Result::NoneSelected() const {
  return mutants.empty() && (!selection.diff_ref.empty() || selection.shard.sharded());
}

std::string ScoreLine(const Result& r) {
  if (r.NoneSelected())
    return "mutation score " + Percent(1.0) + " (no mutant in this run: " +
           (r.selection.diff_ref.empty() ? "an empty shard" : "--diff touches no mutation point") +
           ")\n";
  if (!r.Scored())
    return "no mutation score: no mutant was killed, timed out, survived or left uncovered (a "
           "score needs one), so any --min-score fails\n";
  const std::size_t detected = r.Count(Status::kKilled) + r.Count(Status::kTimedOut),
                    survived = r.Count(Status::kSurvived), uncovered = r.Count(Status::kNoCoverage),
                    equiv = r.Count(Status::kEquivalent);
  return "mutation score " + Percent(r.Score()) + " = detected " + std::to_string(detected) +
         " / (detected " + std::to_string(detected) + " + survived " + std::to_string(survived) +
         (equiv ? " + likely equivalent " + std::to_string(equiv) : "") +
         (uncovered ? " + no coverage " + std::to_string(uncovered) : "") + ")\n";
}

bool BelowMinScore(const Result& r, double min, std::string* why) {
  if (min <= 0 || r.NoneSelected()) return false;
  if (!r.Scored()) {
    *why = "no mutation score to hold to --min-score " + Fixed(min, 1) + "%";
    return true;
  }
  if (100 * r.Score() + 1e-9 >= min) return false;
  *why = "mutation score " + Percent(r.Score()) + " is below --min-score " + Fixed(min, 1) + "%";
  return true;
}

namespace {

// The lines after the lists: the counts, the rules that decided mutants without a run,
// the size cap, the selection and the contract.
std::string Totals(const Options& o, const Result& r) {
  std::string s;
  const std::size_t killed = r.Count(Status::kKilled), timed = r.Count(Status::kTimedOut),
                    survived = r.Count(Status::kSurvived), equiv = r.Count(Status::kEquivalent),
                    still = r.Count(Status::kStillborn), not_run = r.Count(Status::kNotRun),
                    ignored = r.Count(Status::kIgnored);
  s += std::to_string(r.mutants.size()) + " mutants of " + FileName(o) + ": " +
       std::to_string(killed) + " killed, " + std::to_string(timed) + " timed out, " +
       std::to_string(survived) + " survived, " + std::to_string(equiv) + " likely equivalent, " +
       std::to_string(still) + " stillborn" +
       (ignored ? ", " + std::to_string(ignored) + " ignored (marked in the source)" : "") +
       (not_run ? ", " + std::to_string(not_run) + " not run (the run was stopped)" : "") + "; " +
       Fixed(r.seconds, 1) + " s with " + std::to_string(std::max(1u, o.jobs)) +
       (o.jobs > 1 ? " jobs" : " job") + "\n";
  s += internal::FastTotals(o, r);
  if (r.max_n || !r.family_caps.empty()) {
    std::string caps;
    for (const auto& [family, n] : r.family_caps)
      caps += (caps.empty() ? "" : ", ") + family + " at n = " + std::to_string(n);
    s += r.max_n ? "sizes capped at n = " + std::to_string(r.max_n) + ": " + r.max_n_reason
                 : std::string("sizes capped");
    if (!caps.empty())
      s += std::string(r.max_n ? "; and " : " ") + caps +
           " (the original ran out of CPU time above them; the other families uncapped)";
    s += "; the mutants' cases reach n = " + std::to_string(r.largest_n[0]) + " (first pass)";
    if (r.largest_n[1]) s += " and n = " + std::to_string(r.largest_n[1]) + " (second pass)";
    s += "\n";
  }
  if (!r.launcher.empty()) s += r.launcher + "\n";
  if (const std::string sel = SelectionText(r.selection); !sel.empty()) s += sel + "\n";
  if (const std::string since = SinceText(r.since); !since.empty()) s += since + "\n";
  if (r.contract.probes.empty() && !r.mutants.empty() && r.since.reused == r.mutants.size())
    s += "contract: not probed (every verdict was reused from " + r.since.report + ")\n";
  else
    s += ContractText(r.contract, o.contract_cases, r.NoneSelected()) + "\n";
  return s;
}

}  // namespace

std::string TextSummary(const Options& o, const Result& r, bool verbose) {
  std::string s;
  if (!r.setup_error.empty()) return "gamecheck mutate: " + r.setup_error + "\n";
  if (r.original_check && r.original_check->failure) {
    return "The original fails its check, so its mutants were not judged (mutation testing "
           "needs a passing original). The failure:\n\n" +
           r.original_report;
  }
  const auto list = [&](Status st) {
    std::vector<const MutantResult*> out;
    for (const MutantResult& m : r.mutants)
      if (m.status == st) out.push_back(&m);
    return out;
  };
  const auto show = [&](const MutantResult& m) {
    std::string t = Where(o, m) + "  " + m.point.mutator + "  " + m.point.description + "\n";
    t += "    - " + Trim(m.original_line) + "\n    + " + Trim(m.mutated_line) + "\n";
    return t;
  };
  // Survivors first: they are what a person must look at.
  for (Status st : {Status::kSurvived, Status::kEquivalent}) {
    const auto ms = list(st);
    if (ms.empty()) continue;
    s += std::string(st == Status::kSurvived ? "SURVIVED" : "LIKELY EQUIVALENT") + " (" +
         std::to_string(ms.size()) + "):\n";
    for (const MutantResult* m : ms) {
      s += "  #" + std::to_string(m->id) + " " + show(*m);
      if (m->reused)
        s += "    reused from " + m->reused->from + ": " + m->reused->reason + "\n";
      else
        s += "    tried: " + Tried(*m) + "\n    " + Compared(*m) + "\n";
      if (!m->note.empty()) s += "    " + m->note + "\n";
    }
    s += "\n";
  }
  if (const auto ms = list(Status::kIgnored); !ms.empty()) {
    s += "ignored, marked in the source (" + std::to_string(ms.size()) + "):\n";
    for (const MutantResult* m : ms)
      s += "  #" + std::to_string(m->id) + " " + show(*m) + "    " + m->point.ignore_reason + "\n";
    s += "\n";
  }
  s += internal::FastSections(o, r);
  for (Status st : {Status::kStillborn, Status::kTimedOut, Status::kKilled}) {
    const auto ms = list(st);
    if (ms.empty()) continue;
    s += std::string(ToString(st)) + " (" + std::to_string(ms.size()) + "):\n";
    for (const MutantResult* m : ms) {
      s += "  #" + std::to_string(m->id) + " " + Where(o, *m) + "  " + m->point.mutator + "  " +
           m->point.description + "\n";
      if (st == Status::kStillborn) {
        s += "    " + CaseLine(FirstError(Unscratch(o, r, *m, m->build_output)), 120) + "\n";
      } else if (verbose && !m->report.empty()) {
        s += UsableReport(o, r, *m) + "\n";
      } else {
        s += "    " + FailureLine(*m) + "\n";
      }
    }
    s += "\n";
  }
  return s + Totals(o, r) + ScoreLine(r);
}

}  // namespace gc::mutate
