// api/check.cc — see include/gamecheck/check.h and gamecheck/detail/subject.h. A thin
// layer: the function becomes a gc::Subject, the options gc::CheckOptions, and
// gc::RunCheck does the rest (schedule, judge, shrinker); the report is the command's
// (harness/report/report.h).
#include "gamecheck/check.h"

#include "gamecheck/detail/subject.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <utility>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "harness/report/report.h"

namespace gamecheck {

static_assert(Options{}.seed == gc::kDefaultCheckSeed);
static_assert(kExamples == static_cast<unsigned>(gc::Tier::kExamples) &&
              kExhaustive == static_cast<unsigned>(gc::Tier::kExhaustive) &&
              kRandom == static_cast<unsigned>(gc::Tier::kRandom) &&
              kShapes == static_cast<unsigned>(gc::Tier::kShapes) &&
              kScale == static_cast<unsigned>(gc::Tier::kScale) && kAllTiers == gc::kAllTiers);

namespace {

constexpr const char* kSubjectName = "in-process function";

// A Result for a check that could not start: a setup error saying why.
Result SetupError(std::string_view problem, const Options& o, std::string why) {
  Result r;
  r.seed = o.seed;
  Failure f;
  f.verdict.kind = FailureKind::kSetupError;
  f.verdict.detail = why;
  r.failure = std::move(f);
  r.report = "gamecheck::Check " + std::string(problem) + ": " + kSubjectName +
             "\nFAIL: " + gc::ToString(FailureKind::kSetupError) + ": " + why + "\n";
  return r;
}

// The row of `problem`, or a setup error in *error.
const gc::Problem* RowOf(std::string_view problem, const Options& o, Result* error) {
  const gc::Problem* p = gc::FindProblem(problem);
  if (!p) {
    std::string names;
    for (const gc::Problem& row : gc::Problems())
      names += (names.empty() ? "" : ", ") + std::string(row.name);
    *error = SetupError(problem, o, "unknown problem '" + std::string(problem) +
                                        "' (problems: " + names + ")");
    return nullptr;
  }
  if ((o.tiers & kAllTiers) == 0 || (o.tiers & ~kAllTiers) != 0) {
    // Said in the tiers' own names, which every binding of this API uses (the Python
    // module's tiers=[] comes here as 0), not in C++'s constants.
    *error = SetupError(problem, o,
                        "tiers " + std::to_string(o.tiers) +
                            ((o.tiers & kAllTiers) == 0 ? " chooses no tier"
                                                        : " holds a bit that is no tier") +
                            ": choose one or more of examples, exhaustive, random, shapes, "
                            "scale");
    return nullptr;
  }
  return p;
}

Result Run(const gc::Problem& p, const detail::SubjectCheck& s, const Options& o) {
  gc::CheckOptions co;
  co.seed = o.seed;
  co.cases = o.cases;
  // The budget is the caller's wall time, as the command's --budget (a check's own
  // time_limit_seconds is a CPU budget: harness/deadline.h).
  if (s.default_budget) co.soft_budget_seconds = o.budget_seconds;
  co.deadline = !s.default_budget && o.budget_seconds > 0
                    ? gc::Deadline::After(o.budget_seconds, s.stop)
                    : gc::Deadline(s.stop);
  co.jobs = o.jobs ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  co.shrink_time = std::chrono::milliseconds(static_cast<std::int64_t>(o.shrink_seconds * 1000));
  co.tiers = o.tiers;
  co.bad_input = o.bad_input;
  co.max_n = o.max_n;
  const gc::CheckResult cr = gc::RunCheck(p, s.subject, co);

  gc::ReportContext ctx;
  ctx.problem = std::string(p.name);
  ctx.function = s.name;
  ctx.jobs = co.jobs;
  ctx.budget_seconds = o.budget_seconds;
  ctx.default_budget = s.default_budget;
  ctx.time_limit = s.time_limit;
  if (cr.failure && !s.replay_program.empty()) {
    ctx.replay = {"gamecheck", "check", ctx.problem};
    ctx.replay.insert(ctx.replay.end(), s.replay_flags.begin(), s.replay_flags.end());
    ctx.replay.insert(ctx.replay.end(), {"--case", std::to_string(cr.failure->original.index), "--"});
    ctx.replay.insert(ctx.replay.end(), s.replay_program.begin(), s.replay_program.end());
  }
  gc::CheckResult planned;
  planned.seed = cr.seed;
  planned.planned = cr.planned;
  Result r;
  r.seed = cr.seed;
  r.cases_run = cr.cases_run;
  r.seconds = cr.seconds;
  r.interrupted = cr.interrupted;
  r.slow = cr.slow();
  r.report = gc::TextHeader(ctx, planned) + gc::TextReport(p, ctx, cr);
  if (cr.failure) {
    const gc::Failure& cf = *cr.failure;
    Failure f;
    f.case_index = cf.original.index;
    f.verdict = cf.verdict;
    f.minimal_input = cf.minimal.text;
    f.original_input = cf.original.text;
    f.expected = cf.verdict.expected;
    f.got = {cf.run.status, cf.run.out};
    f.why = cf.why;
    r.failure = std::move(f);
  }
  return r;
}

Result Run(std::string_view problem, StatusSolver solver, const Options& o) {
  Result error;
  const gc::Problem* p = RowOf(problem, o, &error);
  if (!p) return error;
  if (!solver) return SetupError(problem, o, "the function is empty");
  detail::SubjectCheck s;
  s.subject = [f = std::move(solver)](std::string_view input, const gc::Deadline&) {
    return gc::RunInProcess([&] { return f(input); });
  };
  return Run(*p, s, o);
}

}  // namespace

Result Check(std::string_view problem, StatusSolver solver, const Options& options) {
  return Run(problem, std::move(solver), options);
}

Result Check(std::string_view problem, TextSolver solver, const Options& options) {
  if (!solver) return Run(problem, StatusSolver(), options);
  return Run(
      problem,
      [f = std::move(solver)](std::string_view input) { return Output{0, f(input)}; },
      options);
}

namespace detail {

Result CheckSubject(std::string_view problem, SubjectCheck s, const Options& options) {
  Result error;
  const gc::Problem* p = RowOf(problem, options, &error);
  if (!p) return error;
  if (!s.subject) return SetupError(problem, options, "the subject is empty");
  return Run(*p, s, options);
}

}  // namespace detail

}  // namespace gamecheck
