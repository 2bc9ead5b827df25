// mutate/report/report_json.cc — the report in the mutation-testing-report-schema (version 2)
// of Stryker and Mull, with gamecheck's own fields beside the schema's (which allows
// them): each mutant's gamecheckStatus, its --since key (mutate/select/since.h), and the
// run's config; see mutate.h.
#include <cmath>
#include <string>
#include <vector>

#include "harness/report/json_writer.h"
#include "harness/report/report.h"
#include "mutate/build/fast.h"
#include "mutate/mutate.h"
#include "mutate/report/report_parts.h"

namespace gc::mutate {

using namespace internal;

namespace {

std::string LanguageName(const Options& o) {
  switch (o.lang) {
    case Language::kC: return "c";
    case Language::kCxx: return "cpp";
    case Language::kPython: return "python";
    case Language::kJavaScript: return "javascript";
    case Language::kGo: return "go";
    case Language::kJava: return "java";
    case Language::kRust: return "rust";
    case Language::kTypeScript: return "typescript";
  }
  return "";
}

// "a,b,c".
std::string Joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : ",") + w;
  return s;
}

// The reason a mutant's status has, for the schema's statusReason.
std::string StatusReason(const Options& o, const Result& r, const MutantResult& m) {
  switch (m.status) {
    case Status::kKilled:
    case Status::kTimedOut:
      return m.report.empty() ? FailureLine(m) : UsableReport(o, r, m);
    case Status::kSurvived:
      if (m.reused) return m.reused->reason;
      return Tried(m) + "; " + Compared(m);
    case Status::kEquivalent:  // Survived in the schema: said as such
      if (m.reused) return m.reused->reason;
      return "survived, likely equivalent: " + Tried(m) + "; " + Compared(m);
    case Status::kIgnored:
      return m.point.ignore_reason;
    case Status::kStillborn:
      return Unscratch(o, r, m, m.build_output);
    case Status::kNotRun:
      return "not run: the run was stopped";
    case Status::kNoCoverage:
    case Status::kSameCode:
    case Status::kDuplicate:
    case Status::kNotInfected:
      return internal::FastReason(m);
  }
  return "";
}

// Text meant to be read as UTF-8 (a source file, a reason): as it is when it is valid
// UTF-8, so viewers show it as written, else byte by byte (JsonUtf8).
Json Text(const std::string& s) { return Json(JsonUtf8(s)); }

Json MutantJson(const Options& o, const Result& r, const MutantResult& m) {
  const Point& p = m.point;
  Json j = {{"id", std::to_string(m.id)},
            {"mutatorName", Text(p.mutator)},
            {"replacement", Text(p.replacement)},
            {"description", Text(p.description)},
            {"location",
             {{"start", {{"line", p.line}, {"column", p.column}}},
              {"end", {{"line", p.end_line}, {"column", p.end_column}}}}},
            {"status", SchemaStatus(m.status)},
            {"gamecheckStatus", ToString(m.status)},
            {"statusReason", Text(StatusReason(o, r, m))},
            {"testsCompleted", m.reused ? m.reused->tests : m.cases()},
            {"duration", static_cast<std::int64_t>(std::llround(m.seconds * 1000))}};
  if (m.check && m.check->failure)
    j["killedBy"] = Json::array({"case " + std::to_string(m.check->failure->original.index)});
  if (m.reused && !m.reused->killed_by.empty()) j["killedBy"] = m.reused->killed_by;
  // Beside the schema's fields: what --since reads back (mutate/select/since.h).
  if (!m.key.empty()) j["gamecheckKey"] = m.key;
  if (Detected(m.status)) j["gamecheckFailure"] = Text(FailureLine(m));
  if (Detected(m.status) && ((m.check && m.check->failure && m.check->failure->original.bad_input) ||
                             (m.reused && m.reused->contract)))
    j["killedByContract"] = true;
  if (m.status == Status::kDuplicate) j["duplicateOf"] = std::to_string(m.duplicate_of);
  if (m.reused) j["reusedFrom"] = Text(m.reused->from);
  return j;
}

}  // namespace

Json internal::RunConfig(const Options& o, const Result& r) {
  Json config = {{"problem", Text(std::string(o.problem ? o.problem->name : ""))},
                 {"seed", o.check.seed},
                 {"budget", Rounded(o.check.time_limit_seconds, 3)},
                 {"survivorBudget", Rounded(o.survivor_time, 3)},
                 {"survivorCases", o.survivor_cases},
                 {"build", Text(BuildCommand(o))},
                 {"cases", o.check.cases},
                 {"maxN", o.check.max_n},
                 {"all", o.points.all},
                 {"mutators", Text(Joined(o.mutators))},
                 // Every option that can change a verdict: shards merge only when these
                 // are equal (mutate/report/merge.cc compares the whole config).
                 {"timeout", Rounded(std::chrono::duration<double>(o.limits.timeout).count(), 3)},
                 {"memoryMb", o.limits.memory_mb},
                 {"outputCap", o.limits.output_cap},
                 {"badInput", o.check.bad_input},
                 {"contractCases", o.contract_cases},
                 {"equivalenceCases", o.equivalence_cases},
                 {"equivalenceSizes", o.equivalence_sizes},
                 {"shrinkTime", Rounded(std::chrono::duration<double>(o.check.shrink_time).count(), 3)},
                 {"shrinkStall", o.shrink_stall},
                 {"tiers", o.check.tiers},
                 {"run", Text(Joined(o.run))},
                 {"selection", Json::parse(SelectionJson(r.selection))},
                 {"contract", Json::parse(ContractJson(r.contract, o.contract_cases))},
                 // What --since compares besides the options (mutate/select/since.h).
                 {"gamecheck", r.since.gamecheck},
                 {"outsideFunctions", r.since.outside}};
  if (!r.since.report.empty())
    config["since"] = {{"report", Text(r.since.report)},
                       {"reused", r.since.reused},
                       {"mutants", r.since.mutants},
                       {"nothingReused", r.since.nothing_why.empty() ? Json(nullptr)
                                                                      : Text(r.since.nothing_why)}};
  return config;
}

// Through the reports' one JSON writer (harness/report/json_writer.h), UTF-8 kept.
std::string SchemaJson(const Options& o, const Result& r) {
  const Json config = RunConfig(o, r);
  Json mutants = Json::array();
  for (const MutantResult& m : r.mutants) mutants.push_back(MutantJson(o, r, m));
  Json file = {{"language", LanguageName(o)}, {"source", Text(r.source)}, {"mutants", mutants}};
  Json j = {{"schemaVersion", "2"},
            {"thresholds", {{"high", 80}, {"low", 60}}},
            {"framework", o.version.empty() ? Json{{"name", "gamecheck"}}
                                            : Json{{"name", "gamecheck"}, {"version", o.version}}},
            {"config", config},
            {"files", {{FileName(o), file}}}};
  return JsonLayout(j, {"files", "files/*", "files/*/mutants"}, /*ascii=*/false);
}

}  // namespace gc::mutate
