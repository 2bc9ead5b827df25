// mutate/run/programs.cc — the programs a run's mutants run from: the schema programs, the
// programs of copies of the C++ mutants no schema holds, and the warm interpreters that
// serve a Python schema's runs; see runner.h.
#include <filesystem>
#include <functional>
#include <future>
#include <string>
#include <vector>

#include "mutate/build/copies.h"
#include "mutate/run/runner.h"

namespace gc::mutate::internal {

void Runner::BuildSchemas() {
  std::vector<Point> points;
  std::vector<std::size_t> ids;
  for (const MutantResult& m : r_->mutants) points.push_back(m.point), ids.push_back(m.id);
  // Not under --memory: every copy's static data counts in a copy's address space.
  const bool copies = o_.lang == Language::kCxx && o_.limits.memory_mb == 0;
  // The mutants no schema holds (a declaration's type) go to programs of copies, built
  // beside the schema: on 2 cores the schema's one compile leaves the other idle.
  std::future<std::vector<CopiesProgram>> outside;
  if (copies)
    outside = std::async(std::launch::async, [&] {
      return BuildCopies("copies", [&](std::size_t i) { return points[i].guard == Guard::kNone; });
    });
  schema_ = internal::BuildSchemas(
      r_->source, o_.lang, points, ids, base_name_, scratch_,
      [&](const std::filesystem::path& dir, const std::string& text,
          std::vector<std::string>* argv) { return Build(dir, text, argv); },
      &halt_);
  std::vector<CopiesProgram> programs;
  if (outside.valid()) programs = outside.get();
  if (schema_.argv.empty()) return;
  for (std::size_t i = 0; i < r_->mutants.size(); ++i) {
    r_->mutants[i].in_schema = schema_.program_of[i] >= 0;
    r_->schema_mutants += r_->mutants[i].in_schema;
  }
  original_argv_ = {"env", "GAMECHECK_MUTANT=0"};
  original_argv_.insert(original_argv_.end(), schema_.argv[0].begin(), schema_.argv[0].end());
  if (copies) {
    // Those the schema's compiler blamed, once it has.
    std::vector<CopiesProgram> blamed = BuildCopies("blamed", [&](std::size_t i) {
      return points[i].guard != Guard::kNone && schema_.program_of[i] < 0;
    });
    programs.insert(programs.end(), blamed.begin(), blamed.end());
    AdoptCopies(programs);
  }
  StartWarm();
}

std::vector<CopiesProgram> Runner::BuildCopies(const std::string& name,
                                               const std::function<bool(std::size_t)>& which) {
  // Their whole sources (none for the ignored).
  std::vector<std::string> texts(r_->mutants.size());
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (which(i) && r_->mutants[i].status != Status::kIgnored)
      texts[i] = Apply(r_->source, r_->mutants[i].point);
  std::vector<std::size_t> ids;
  for (const MutantResult& m : r_->mutants) ids.push_back(m.id);
  return internal::BuildCopies(
      r_->source, texts, ids, base_name_, scratch_ / name,
      [&](const std::filesystem::path& dir, const std::string& text,
          std::vector<std::string>* argv) { return Build(dir, text, argv, true); },
      o_.jobs, &halt_);
}

void Runner::AdoptCopies(const std::vector<CopiesProgram>& programs) {
  // The original's answers to the row's examples, which each program's original must give.
  std::vector<RunResult> examples;
  if (!programs.empty()) {
    const Subject original = SubjectOf(original_argv_, o_.limits);
    for (const Example& e : o_.problem->examples)
      examples.push_back(original(e.input, Deadline(&halt_)));
  }
  for (const CopiesProgram& c : programs) {
    if (!CopiesRunAsTheOriginal(c.argv, examples)) continue;  // its mutants: on their own
    const int k = static_cast<int>(schema_.argv.size());
    schema_.argv.push_back(c.argv);
    ++r_->copies_programs;
    for (std::size_t i : c.members) {
      schema_.program_of[i] = k;
      r_->mutants[i].in_schema = true;
      ++r_->copies_mutants;
    }
  }
}

bool Runner::CopiesRunAsTheOriginal(const std::vector<std::string>& copies,
                                    const std::vector<RunResult>& examples) const {
  // Its original, copied after every mutant, on the row's examples: a copy's static
  // initialiser that reads the input, or that the others' break, shows here.
  std::vector<std::string> argv{"env", "GAMECHECK_MUTANT=0"};
  argv.insert(argv.end(), copies.begin(), copies.end());
  const Subject mine = SubjectOf(argv, o_.limits);
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const RunResult a = mine(o_.problem->examples[i].input, Deadline(&halt_));
    const RunResult& b = examples[i];
    if (a.end != b.end || a.status != b.status || a.out != b.out) return false;
  }
  return true;
}

void Runner::StartWarm() {
  if (IsJs(o_.lang)) return StartWarmJs();  // TypeScript: node on the compiled JavaScript
  if (o_.lang == Language::kJava) return StartWarmJava();
  // Only python3 {src} as gamecheck runs it (not the user's RUN words), and not under a
  // memory limit (the runner would read the client's memory, not the run's).
  if (o_.lang != Language::kPython || !o_.run.empty() || python_.empty() ||
      o_.limits.memory_mb > 0 || !o_.warm)
    return;
  for (const std::vector<std::string>& words : schema_.argv) {
    if (Stopped()) return;
    if (std::string why = warm_.Start(words, scratch_ / "warm", o_.limit_shim); !why.empty()) {
      if (o_.on_note)
        o_.on_note("each run starts python3 itself (no warm interpreter: " + why + ")");
      return;
    }
  }
}

std::vector<std::string> Runner::SchemaArgv(std::size_t i, std::size_t id) const {
  std::vector<std::string> a{"env", "GAMECHECK_MUTANT=" + std::to_string(id)};
  const auto& prog = schema_.argv[static_cast<std::size_t>(schema_.program_of[i])];
  a.insert(a.end(), prog.begin(), prog.end());
  return a;
}

}  // namespace gc::mutate::internal
