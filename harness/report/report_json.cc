// harness/report/report_json.cc — the JSON report of a check (report.h; schema in
// docs/check.md), written with the one JSON writer (json_writer.h). Every byte a program
// printed reaches the JSON as it was (JsonOfBytes).
#include "harness/report/json_writer.h"
#include "harness/report/report_parts.h"

namespace gc {

namespace {

Json Bytes(std::string_view s) { return JsonOfBytes(s); }
Json OrNull(const std::string& s) { return s.empty() ? Json(nullptr) : Bytes(s); }

Json StringList(const std::vector<std::string>& xs) {
  Json a = Json::array();
  for (const std::string& x : xs) a.push_back(Bytes(x));
  return a;
}

Json PerformanceJson(const ReportContext& ctx, const CheckResult& r) {
  const Performance& perf = r.performance;
  Json o = Json::object();
  o["slow"] = r.slow();
  o["slow_cases"] = perf.slow_cases;
  o["skipped"] = perf.skipped;
  o["largest_n_in_time"] = perf.largest_n_in_time;
  o["time_limit"] = OrNull(ctx.time_limit);
  if (r.slow()) {
    const Case& c = *perf.smallest_slow;
    o["smallest_slow"] = {{"index", c.index},        {"family", Bytes(c.family)},
                          {"about", Bytes(c.about)}, {"n", c.x.g.n()},
                          {"m", c.x.g.m()},          {"seconds", Rounded(perf.timeout_seconds, 3)}};
    o["suggested_max_n"] = perf.suggested_max_n();
  }
  return o;
}

// What the subject did: how it ended, its status or signal, output and standard error.
Json ActualJson(const Failure& f) {
  const Verdict& v = f.verdict;
  const bool exited = f.run.end == RunResult::End::kExited;
  const bool signaled = f.run.end == RunResult::End::kSignaled;
  Json o = Json::object();
  o["end"] = EndSlug(f.run.end);
  o["status"] = exited ? Json(v.actual.status) : Json(nullptr);
  o["signal"] = signaled ? Bytes(SignalName(v.signal)) : Json(nullptr);
  o["output"] = Bytes(v.actual.out.substr(0, 1 << 16));
  o["stderr"] = Bytes(f.run.err.substr(0, 4096));
  o["seconds"] = Rounded(f.run.seconds, 3);
  o["signal_number"] = signaled ? Json(v.signal) : Json(nullptr);  // added: 11 for SIGSEGV
  return o;
}

Json DifferenceJson(const Difference& d) {
  if (!d.differs) return nullptr;
  return {{"vertex", d.vertex >= 0 ? Json(d.vertex) : Json(nullptr)},
          {"what", Bytes(d.Sentence())},
          {"line", d.line},
          {"field", Bytes(d.field)},
          {"expected", Bytes(d.expected)},
          {"got", Bytes(d.actual)},
          {"expected_class", Bytes(d.expected_class)},
          {"got_class", Bytes(d.actual_class)}};
}

Json FailureJson(const ReportContext& ctx, const Failure& f) {
  const Verdict& v = f.verdict;
  const bool bad = f.minimal.bad_input;
  Json o = Json::object();
  o["kind"] = Slug(v.kind);
  o["signature"] = Bytes(v.Signature());
  o["detail"] = Bytes(v.detail);
  o["case"] = {{"index", f.original.index},
               {"tier", ToString(f.original.tier)},
               {"family", Bytes(f.original.family)},
               {"about", Bytes(f.original.about)}};
  o["found_after_seconds"] = Rounded(f.found_after_seconds, 3);
  o["original_input"] = Bytes(f.original.text);
  o["input"] = Bytes(f.minimal.text);
  o["bad_input"] = bad;
  o["n"] = bad ? Json(nullptr) : Json(f.minimal.x.g.n());
  o["m"] = bad ? Json(nullptr) : Json(f.minimal.x.g.m());
  o["expected"] = {{"status", v.expected.status}, {"output", Bytes(v.expected.out)}};
  o["actual"] = ActualJson(f);
  o["first_difference"] = DifferenceJson(v.diff);
  o["why"] = OrNull(f.why);
  o["flaky"] = f.flaky;
  o["judged_by"] = Bytes(v.judged_by);
  o["shrink"] = {{"attempts", f.shrink.attempts},      {"accepted", f.shrink.accepted},
                 {"minimal", f.shrink.minimal},        {"interrupted", f.shrink.interrupted},
                 {"not_shrunk", OrNull(f.not_shrunk)}, {"seconds", Rounded(f.shrink_spent_seconds, 3)}};
  o["replay"] = ctx.replay.empty() ? Json(nullptr) : Bytes(ShellLine(ctx.replay));
  o["saved"] = OrNull(ctx.saved);
  o["continue_shrink"] =
      ctx.continue_shrink.empty() ? Json(nullptr) : Bytes(ShellLine(ctx.continue_shrink));
  return o;
}

}  // namespace

std::string JsonReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  Json j = Json::object();
  j["schema"] = "gamecheck-check/1";
  j["problem"] = Bytes(p.name);
  j["subject"] = ctx.builtin.empty() ? Json{{"kind", "program"}, {"argv", StringList(ctx.program)}}
                                     : Json{{"kind", "builtin"}, {"name", Bytes(ctx.builtin)}};
  j["seed"] = r.seed;
  j["jobs"] = ctx.jobs;
  j["shard"] = r.shard.sharded() ? Json{{"index", r.shard.index},
                                        {"count", r.shard.count},
                                        {"what", Bytes(ShardText(r.shard))}}
                                 : Json(nullptr);
  j["planned"] = r.planned;
  j["cases_run"] = r.cases_run;
  j["seconds"] = Rounded(r.seconds, 3);
  j["cases_per_second"] =
      Rounded(r.seconds > 0 ? static_cast<double>(r.cases_run) / r.seconds : 0, 1);
  j["result"] = r.failure ? "fail" : r.interrupted ? "interrupted" : r.slow() ? "slow" : "pass";
  j["interrupted"] = r.interrupted;
  j["budget_exhausted"] = r.budget_exhausted;
  j["largest_n"] = r.largest_n;
  j["performance"] = PerformanceJson(ctx, r);
  Json firsts = Json::object();
  for (const auto& [family, seen] : r.first_seen)
    firsts[JsonBytes(family)] = {{"case", seen.index}, {"seconds", Rounded(seen.seconds, 3)}};
  j["first_seen"] = firsts;
  Json families = Json::object();
  for (const auto& [family, k] : r.families) families[JsonBytes(family)] = k;
  j["families"] = families;
  j["failure"] = r.failure ? FailureJson(ctx, *r.failure) : Json(nullptr);
  return JsonLayout(j, {"failure"});
}

}  // namespace gc
