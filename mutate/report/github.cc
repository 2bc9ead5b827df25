// mutate/report/github.cc — a mutation run's GitHub annotations and step summary; see
// github.h.
#include "mutate/report/github.h"

#include "harness/report/github.h"
#include "mutate/report/report_parts.h"

namespace gc::mutate {

namespace {

// The statuses a person must look at, with the level GitHub shows them at.
struct Left {
  Status status;
  const char* level;
};
constexpr Left kLeft[] = {
    {Status::kSurvived, "error"},
    {Status::kEquivalent, "warning"},
    {Status::kNoCoverage, "warning"},
};

}  // namespace

std::string GithubAnnotations(const GithubRun& run, double min_score) {
  const Result& r = *run.result;
  std::string s;
  if (r.original_check && r.original_check->failure)
    return GithubCommand({"error", run.file, 0, 0, 0, 0,
                          run.title + ": the original fails its check", r.original_report});
  for (const Left& left : kLeft)
    for (const MutantResult& m : r.mutants) {
      if (m.status != left.status) continue;
      const Point& p = m.point;
      s += GithubCommand({left.level, run.file, p.line, std::max(p.line, p.end_line), p.column,
                          p.end_line == p.line ? p.end_column : 0,
                          run.title + ": mutant #" + std::to_string(m.id) + " " +
                              ToString(m.status) + " (" + p.mutator + ")",
                          p.description + (run.detail ? "\n" + run.detail(m) : "")});
    }
  if (std::string why; BelowMinScore(r, min_score, &why))
    s += GithubCommand({"error", "", 0, 0, 0, 0, run.title + ": below --min-score", why});
  return s;
}

std::string GithubSummary(const GithubRun& run) {
  const Result& r = *run.result;
  std::string s = "### " + run.title + " " + MarkdownCell(run.file) + "\n\n";
  if (r.original_check && r.original_check->failure)
    return s + "The original fails its check, so its mutants were not judged.\n\n" +
           MarkdownCode(r.original_report) + "\n";
  s += MarkdownCell(ScoreLine(r)) + "\n\n| status | mutants |\n| --- | --- |\n";
  for (int i = 0; i < 64; ++i) {
    const Status st = static_cast<Status>(i);
    if (std::string(ToString(st)) == "?") continue;
    if (const std::size_t k = r.Count(st)) s += "| " + std::string(ToString(st)) + " | " +
                                                std::to_string(k) + " |\n";
  }
  std::string left;
  for (const Left& l : kLeft)
    for (const MutantResult& m : r.mutants)
      if (m.status == l.status)
        left += "| #" + std::to_string(m.id) + " | " + MarkdownCell(run.file) + ":" +
                std::to_string(m.point.line) + ":" + std::to_string(m.point.column) + " | " +
                ToString(m.status) + " | " + MarkdownCell(m.point.mutator) + " | " +
                MarkdownCell(m.point.description) + " |\n";
  if (!left.empty())
    s += "\nLeft for a person:\n\n| mutant | where | status | mutator | change |\n"
         "| --- | --- | --- | --- | --- |\n" + left;
  return s + "\n";
}

GithubRun RunForGithub(const Options& o, const Result& r) {
  std::string title = "gamecheck mutate " + std::string(o.problem ? o.problem->name : "");
  if (r.selection.shard.sharded())
    title += " (shard " + std::to_string(r.selection.shard.index) + "/" +
             std::to_string(r.selection.shard.count) + ")";
  return {internal::FileName(o), title, &r, [](const MutantResult& m) {
            return "- " + internal::Trim(m.original_line) + "\n+ " + internal::Trim(m.mutated_line) +
                   "\ntried: " + internal::Tried(m) + "\n" + internal::Compared(m);
          }};
}

}  // namespace gc::mutate
