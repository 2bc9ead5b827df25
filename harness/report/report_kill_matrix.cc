// harness/report/report_kill_matrix.cc — the reports of the kill matrix
// (harness/check/kill_matrix.h): the mutant x layer table with the shrunk counterexamples, its
// JSON, and the counterexample files in the fuzz corpus layout. Declared in harness/report/report.h
// beside the check reports.
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "harness/cases/input_kind.h"
#include "harness/report/json_writer.h"
#include "harness/report/report_parts.h"

namespace gc {

namespace {

namespace fs = std::filesystem;

std::string Pad(std::string s, std::size_t w) {
  if (s.size() < w) s.resize(w, ' ');
  return s;
}

// "kill@3 0.1ms", "-  (200)", "n/a": the state's word (kCellStateNames) and its figures.
std::string CellText(const Cell& c) {
  const EnumName<CellState>* n = Words(kCellStateNames, c.state);
  if (n == nullptr) return "?";
  const std::string word = n->text;
  if (c.state == CellState::kKilled)
    return word + "@" + std::to_string(c.cases) + " " + Fixed(c.ms, 1) + "ms";
  if (c.state == CellState::kSurvived) return word + "  (" + std::to_string(c.cases) + ")";
  return word;
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

// One mutant's counterexample: how it was found and shrunk, the input, the expected
// output and the mutant's (from the verdict).
std::string CounterexampleText(const KnownMutantResult& r) {
  const Counterexample& cx = r.cx;
  std::string out = "\n" + std::string(r.mutant->name) + " (" + std::string(r.mutant->problem) +
                    "): " + std::string(r.mutant->description) + "\n";
  if (!cx.found)
    return out + (r.killed() ? "  killed, but no instance on which it disagrees with the oracle\n"
                             : "  no counterexample\n");
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
  return out + "  mutant (status " + std::to_string(cx.verdict.actual.status) + "):\n" +
         Indent(cx.verdict.actual.out, "    ");
}

}  // namespace

std::string FormatKillMatrix(const KillMatrix& km) {
  constexpr std::size_t kName = 20, kProblem = 11, kCell = 17;
  std::string out = "kill matrix (seed " + std::to_string(km.seed) +
                    "): kill@N T = killed by the N-th case after T; - (N) = survived N cases\n\n";
  out += Pad("mutant", kName) + Pad("problem", kProblem);
  for (const std::string& l : km.layers) out += Pad(l, kCell);
  out += "first kill\n";
  for (const KnownMutantResult& r : km.rows) {
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
  for (const KnownMutantResult& r : km.rows) {
    std::vector<std::string> killers;
    for (std::size_t l = 0; l < r.cells.size(); ++l)
      if (r.cells[l].state == CellState::kKilled) killers.push_back(km.layers[l]);
    if (killers.size() == 1 && !r.control)
      only += "  " + std::string(r.mutant->name) + ": only " + killers[0] + "\n";
  }
  std::size_t run = 0, killed = 0;
  for (const KnownMutantResult& r : km.rows)
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
  for (const KnownMutantResult& r : km.rows)
    if (r.problem && (!r.control || r.killed())) out += CounterexampleText(r);
  return out;
}

namespace {

Json StringList(const std::vector<std::string>& xs) {
  Json a = Json::array();
  for (const std::string& x : xs) a.push_back(JsonOfBytes(x));
  return a;
}

Json CounterexampleJson(const KnownMutantResult& r) {
  const Counterexample& cx = r.cx;
  const Verdict& v = cx.verdict;
  return {{"layer", JsonOfBytes(cx.layer)},
          {"signature", JsonOfBytes(v.Summary())},
          {"input", JsonOfBytes(WriteInstance(r.problem->input, cx.x))},
          {"kind", Slug(v.kind)},
          {"expected", JsonOfBytes(v.expected.out)},
          {"expected_status", v.expected.status},
          {"actual", JsonOfBytes(v.actual.out)},
          {"actual_status", v.actual.status},
          {"n", cx.x.g.n()},
          {"m", OpsOf(r.problem->input).moves(cx.x)},
          {"original_n", cx.original_n},
          {"original_m", cx.original_m},
          {"shrink_attempts", cx.stats.attempts},
          {"minimal", cx.stats.minimal}};
}

Json MutantJson(const KillMatrix& km, const KnownMutantResult& r) {
  Json cells = Json::object();
  for (std::size_t l = 0; l < r.cells.size(); ++l) {
    const Cell& c = r.cells[l];
    cells[JsonBytes(km.layers[l])] = {{"state", Words(kCellStateNames, c.state)->slug},
                                      {"cases", c.cases},
                                      {"ms", Rounded(c.ms, 3)},
                                      {"how", JsonOfBytes(c.how)},
                                      {"note", JsonOfBytes(c.note)}};
  }
  Json m = {{"name", JsonOfBytes(r.mutant->name)},
            {"problem", JsonOfBytes(r.mutant->problem)},
            {"description", JsonOfBytes(r.mutant->description)},
            {"row_present", r.problem != nullptr},
            {"control", r.control},
            {"killed", r.killed()},
            {"first_kill_ms", Rounded(r.first_kill_ms(), 3)},
            {"cells", cells}};
  if (r.cx.found) m["counterexample"] = CounterexampleJson(r);
  return m;
}

}  // namespace

std::string KillMatrixJson(const KillMatrix& km) {
  Json mutants = Json::array();
  for (const KnownMutantResult& r : km.rows) mutants.push_back(MutantJson(km, r));
  const Json j = {{"seed", km.seed},
                  {"layers", StringList(km.layers)},
                  {"mutants", mutants},
                  {"survivors", StringList(km.Survivors())},
                  {"false_alarms", StringList(km.FalseAlarms())},
                  {"notes", StringList(km.notes)}};
  return JsonLayout(j, {"mutants"});
}

std::vector<std::string> SaveCounterexamples(const KillMatrix& km, const std::string& dir) {
  std::vector<std::string> written;
  for (const KnownMutantResult& r : km.rows) {
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
