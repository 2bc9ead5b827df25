// harness/report/report_kill_matrix.cc — the reports of the kill matrix (harness/check/kill_matrix.h):
// the mutant x layer table with the shrunk counterexamples, its JSON, and the counterexample
// files in the fuzz corpus layout. Declared in harness/report/report.h beside the check reports.
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "harness/cases/input_kind.h"
#include "harness/report/report.h"

namespace gc {

namespace {

namespace fs = std::filesystem;


std::string Fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::string Pad(std::string s, std::size_t w) {
  if (s.size() < w) s.resize(w, ' ');
  return s;
}

std::string CellText(const Cell& c) {
  switch (c.state) {
    case CellState::kKilled:
      return "kill@" + std::to_string(c.cases) + " " + Fixed(c.ms, 1) + "ms";
    case CellState::kSurvived:
      return "-  (" + std::to_string(c.cases) + ")";
    case CellState::kNotApplicable:
      return "n/a";
  }
  return "?";
}

// The text indented; past `max_lines` lines the rest is summarised (--save and --json
// hold the whole text).
std::string Indent(const std::string& text, const std::string& by, std::size_t max_lines = 24) {
  std::string out;
  const std::vector<std::string> lines = SplitLines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == max_lines && lines.size() > max_lines + 1) {
      out += by + "... " + std::to_string(lines.size() - i) + " more lines\n";
      break;
    }
    out += by + lines[i] + '\n';
  }
  return out;
}

}  // namespace

std::string FormatKillMatrix(const KillMatrix& km) {
  constexpr std::size_t kName = 20, kProblem = 11, kCell = 17;
  std::string out = "kill matrix (seed " + std::to_string(km.seed) +
                    "): kill@N T = killed by the N-th case after T; - (N) = survived N cases\n\n";
  out += Pad("mutant", kName) + Pad("problem", kProblem);
  for (const std::string& l : km.layers) out += Pad(l, kCell);
  out += "first kill\n";
  for (const MutantResult& r : km.rows) {
    out += Pad(std::string(r.mutant->name), kName) + Pad(std::string(r.mutant->problem), kProblem);
    for (const Cell& c : r.cells) out += Pad(r.problem ? CellText(c) : "(no row)", kCell);
    const double first = r.first_kill_ms();
    if (r.control)
      out += first < 0 ? "ok (control)" : "FALSE ALARM";
    else
      out += first < 0 ? std::string(r.problem ? "SURVIVED" : "not run") : Fixed(first, 2) + " ms";
    out += '\n';
  }
  // Mutants that one layer alone kills: removing that layer would let them through.
  std::string only;
  for (const MutantResult& r : km.rows) {
    std::vector<std::string> killers;
    for (std::size_t l = 0; l < r.cells.size(); ++l)
      if (r.cells[l].state == CellState::kKilled) killers.push_back(km.layers[l]);
    if (killers.size() == 1 && !r.control)
      only += "  " + std::string(r.mutant->name) + ": only " + killers[0] + "\n";
  }
  std::size_t run = 0, killed = 0;
  for (const MutantResult& r : km.rows)
    if (r.problem && !r.control) ++run, killed += r.killed();
  out += "\nkilled " + std::to_string(killed) + " of " + std::to_string(run) + " mutants run\n";
  const std::vector<std::string> survivors = km.Survivors();
  if (!survivors.empty()) {
    out += "survivors (no layer run kills them):";
    for (const std::string& s : survivors) out += " " + s;
    out += '\n';
  }
  const std::vector<std::string> false_alarms = km.FalseAlarms();
  if (!false_alarms.empty()) {
    out += "FALSE ALARMS (a layer kills a correct solver):";
    for (const std::string& s : false_alarms) out += " " + s;
    out += '\n';
  }
  if (!only.empty()) out += "killed by one layer alone (of the layers run):\n" + only;
  for (const std::string& n : km.notes) out += "note: " + n + '\n';
  out += "\ncounterexamples (shrunk, spec text):\n";
  for (const MutantResult& r : km.rows) {
    if (!r.problem || (r.control && !r.killed())) continue;
    const Counterexample& cx = r.cx;
    out += "\n" + std::string(r.mutant->name) + " (" + std::string(r.mutant->problem) +
           "): " + std::string(r.mutant->description) + "\n";
    if (!cx.found) {
      out += r.killed() ? "  killed, but no instance on which it disagrees with the oracle\n"
                        : "  no counterexample\n";
      continue;
    }
    const Problem& p = *r.problem;
    out += "  " + cx.verdict.Summary() + "; found by " + cx.layer +
           " on n=" + std::to_string(cx.original_n) + " m=" + std::to_string(cx.original_m) +
           ", shrunk to n=" + std::to_string(cx.x.g.n()) +
           " m=" + std::to_string(OpsOf(p.input).moves(cx.x)) + " in " +
           std::to_string(cx.stats.attempts) + " attempts" +
           (cx.stats.minimal ? " (1-minimal)" : " (budget ran out)") + "\n";
    if (!cx.verdict.detail.empty()) out += "  " + cx.verdict.detail + "\n";
    out += "  input:\n" + Indent(WriteInstance(p.input, cx.x), "    ");
    out += "  expected (status " + std::to_string(cx.verdict.expected.status) + "):\n" +
           Indent(cx.verdict.expected.out, "    ");
    out += "  mutant (status " + std::to_string(cx.actual.status) + "):\n" +
           Indent(cx.actual.out, "    ");
  }
  return out;
}

std::string KillMatrixJson(const KillMatrix& km) {
  std::string j = "{\n  \"seed\": " + std::to_string(km.seed) + ",\n  \"layers\": [";
  for (std::size_t i = 0; i < km.layers.size(); ++i)
    j += (i ? ", " : "") + JsonQuote(km.layers[i]);
  j += "],\n  \"mutants\": [";
  for (std::size_t i = 0; i < km.rows.size(); ++i) {
    const MutantResult& r = km.rows[i];
    j += std::string(i ? "," : "") + "\n    {\"name\": " + JsonQuote(r.mutant->name) +
         ", \"problem\": " + JsonQuote(r.mutant->problem) +
         ", \"description\": " + JsonQuote(r.mutant->description) +
         ", \"row_present\": " + (r.problem ? "true" : "false") +
         ", \"control\": " + (r.control ? "true" : "false") +
         ", \"killed\": " + (r.killed() ? "true" : "false") +
         ", \"first_kill_ms\": " + Fixed(r.first_kill_ms(), 3) + ",\n     \"cells\": {";
    for (std::size_t l = 0; l < r.cells.size(); ++l) {
      const Cell& c = r.cells[l];
      const char* state = c.state == CellState::kKilled     ? "killed"
                          : c.state == CellState::kSurvived ? "survived"
                                                            : "n/a";
      j += std::string(l ? ", " : "") + JsonQuote(km.layers[l]) + ": {\"state\": \"" + state +
           "\", \"cases\": " + std::to_string(c.cases) + ", \"ms\": " + Fixed(c.ms, 3) +
           ", \"how\": " + JsonQuote(c.how) + ", \"note\": " + JsonQuote(c.note) + "}";
    }
    j += "}";
    if (r.cx.found) {
      j += ",\n     \"counterexample\": {\"layer\": " + JsonQuote(r.cx.layer) +
           ", \"signature\": " + JsonQuote(r.cx.verdict.Summary()) +
           ", \"input\": " + JsonQuote(WriteInstance(r.problem->input, r.cx.x)) +
           ", \"kind\": " + JsonQuote(Slug(r.cx.verdict.kind)) +
           ", \"expected\": " + JsonQuote(r.cx.verdict.expected.out) +
           ", \"expected_status\": " + std::to_string(r.cx.verdict.expected.status) +
           ", \"actual\": " + JsonQuote(r.cx.actual.out) +
           ", \"actual_status\": " + std::to_string(r.cx.actual.status) +
           ", \"n\": " + std::to_string(r.cx.x.g.n()) +
           ", \"m\": " + std::to_string(OpsOf(r.problem->input).moves(r.cx.x)) +
           ", \"original_n\": " + std::to_string(r.cx.original_n) +
           ", \"original_m\": " + std::to_string(r.cx.original_m) +
           ", \"shrink_attempts\": " + std::to_string(r.cx.stats.attempts) +
           ", \"minimal\": " + (r.cx.stats.minimal ? "true" : "false") + "}";
    }
    j += "}";
  }
  j += "\n  ],\n  \"survivors\": [";
  const std::vector<std::string> s = km.Survivors();
  for (std::size_t i = 0; i < s.size(); ++i) j += (i ? ", " : "") + JsonQuote(s[i]);
  j += "],\n  \"false_alarms\": [";
  const std::vector<std::string> fa = km.FalseAlarms();
  for (std::size_t i = 0; i < fa.size(); ++i) j += (i ? ", " : "") + JsonQuote(fa[i]);
  j += "],\n  \"notes\": [";
  for (std::size_t i = 0; i < km.notes.size(); ++i) j += (i ? ", " : "") + JsonQuote(km.notes[i]);
  return j + "]\n}\n";
}

std::vector<std::string> SaveCounterexamples(const KillMatrix& km, const std::string& dir) {
  std::vector<std::string> written;
  for (const MutantResult& r : km.rows) {
    if (!r.problem || r.control || !r.cx.found) continue;
    fs::path d = fs::path(dir) / ("fuzz_" + std::string(r.problem->name)) / "regress";
    std::error_code ec;
    fs::create_directories(d, ec);
    if (ec) throw std::runtime_error("cannot create " + d.string() + ": " + ec.message());
    fs::path f = d / ("mutant-" + std::string(r.mutant->name) + ".txt");
    std::ofstream out(f, std::ios::binary);
    out << WriteInstance(r.problem->input, r.cx.x);
    if (!out) throw std::runtime_error("cannot write " + f.string());
    written.push_back(f.string());
  }
  return written;
}

}  // namespace gc
