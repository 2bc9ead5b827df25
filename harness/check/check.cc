// harness/check/check.cc — see check.h. The driver's top: the cases a shard runs, the
// deadline of each part (the cases, the shrink, the rerun, a moment kept for the
// reports), setup errors. Running the cases is run_cases.cc, shrinking shrink_failure.cc.
#include "harness/check/check.h"

#include <algorithm>
#include <atomic>
#include <set>
#include <string>

#include "harness/check/driver.h"
#include "harness/run/cpu_clock.h"
#include "harness/run/program_setup.h"

namespace gc {

using driver::CaseRange;
using driver::Clock;
using driver::Found;
using driver::Since;

namespace {

// What the reports are left at least, of a deadline with an end: the shrink ends this
// much before it.
constexpr std::chrono::milliseconds kReportMoment{300};

// The one place sharding is decided: of the schedule's cases (or the replay list's) [0, n),
// a shard runs one case of each block of `count` (CaseRange::At), the smallest first;
// --case's one case runs whichever shard it belongs to.
CaseRange CasesToRun(const Schedule& schedule, const CheckOptions& o) {
  CaseRange r;
  r.last = !o.replay.empty()  ? o.replay.size()
           : !o.order.empty() ? o.order.size()
                              : schedule.size();
  if (o.replay.empty() && o.order.empty() && o.only_case >= 0) {
    r.first = static_cast<std::uint64_t>(o.only_case);
    r.last = std::min(r.last, r.first + 1);
  } else if (o.shard.sharded()) {
    r.shard = o.shard;
  }
  return r;
}

// The largest planned size of a case FirstRound generates to learn its family: every
// family appears at a small size first (stars of out-degree 65,536 included), and the
// larger rungs of the ladder come after.
constexpr std::uint64_t kFirstRoundN = 70000;

// The position, among the cases the run takes, of the last family's first case within
// the first cases of the run (four per family that the schedule knows): the cases a soft
// budget lets run whatever the time, so that the report covers every family. Generates
// those cases (small ones: milliseconds).
std::uint64_t FirstRound(const Schedule& schedule, const CaseRange& cases) {
  const std::uint64_t window =
      std::min<std::uint64_t>(cases.size(), 4 * Schedule::Families().size());
  std::set<std::string> met;
  std::uint64_t last = 0;
  for (std::uint64_t j = 0; j < window; ++j) {
    const std::uint64_t i = cases.At(j);
    if (schedule.PlannedN(i) > kFirstRoundN) continue;  // its family came before, smaller
    if (met.insert(schedule.At(i).family).second) last = j;
  }
  return last;
}

// A program that fails the same way on every worked example before printing anything
// (a missing file, a syntax error, a wrong interpreter) is a setup error, not a finding:
// found on an example with no output, the examples are run again, one after the other,
// and compared (harness/run/program_setup.h). Not shrunk.
std::optional<Failure> SetupFailure(const Problem& p, const Subject& subject, const CheckOptions& o,
                                    const Schedule& schedule, const Found& found,
                                    const Deadline& d) {
  const Case& c = *found.fail_case;
  // A wrong status (exit 2 included: a rejected valid input) or a crash only: a memory
  // limit, a timeout or a flood says more.
  const FailureKind kind = found.fail_verdict.kind;
  if (!o.setup_errors || c.tier != Tier::kExamples || !found.fail_run.out.empty() ||
      !o.replay.empty() ||
      (kind != FailureKind::kWrongStatus && kind != FailureKind::kCrash &&
       kind != FailureKind::kRejectsValidInput))
    return std::nullopt;
  std::vector<RunResult> runs;
  for (std::uint64_t i = 0; i < p.examples.size(); ++i) {
    RunResult r = subject(schedule.At(i).text, d);
    if (r.end == RunResult::End::kCancelled || d.Over()) return std::nullopt;
    runs.push_back(std::move(r));
  }
  const std::optional<std::string> why = SetupErrorOf(runs);
  if (!why) return std::nullopt;
  Failure f;
  f.original = f.minimal = c;
  f.original_verdict = found.fail_verdict;
  f.verdict = found.fail_verdict;
  f.verdict.kind = FailureKind::kSetupError;
  f.verdict.detail = *why;
  f.run = found.fail_run;
  f.found_after_seconds = found.fail_time;
  f.not_shrunk = "the program fails the same way on every example";
  return f;
}

// A likely cause when the signal says so: a segmentation fault on a deep instance is
// most often a stack overflow from recursion as deep as the graph.
std::string LikelyCause(const Failure& f) {
  if (f.verdict.kind != FailureKind::kCrash || f.verdict.cause != "SIGSEGV") return "";
  const Vertex n = f.minimal.x.g.n();
  if (n < 10000) return "";
  return "likely a stack overflow: a recursion as deep as the graph (n = " + std::to_string(n) +
         ") needs more stack than a process gets by default; use an explicit stack or a "
         "queue";
}

// Why the failure found is not shrunk ("" when it is): a stop, no time left by the
// run's deadline (`after`, less the moment for the reports), bad input, a program that could not
// start.
std::string NotShrunk(const Found& found, const Deadline& after, bool interrupted) {
  std::string why;
  if (after.Passed() || after.Spent()) why = "the time budget was spent";
  if (found.fail_case->bad_input) why = "a malformed input is reported as it is";
  if (found.fail_verdict.kind == FailureKind::kSetupError) why = "the program could not be started";
  if (interrupted) why = "the run was stopped";
  return why;
}

// Shrinks what the cases found: the shrink gets its own time, cut to what the deadline
// leaves less a moment for the reports; a stop or bad input is reported as found.
void Shrink(const Problem& p, const Subject& subject, const CheckOptions& o, const Found& found,
            const Deadline& d, Clock::time_point t0, CheckResult* res) {
  const Deadline after = d.Sooner(kReportMoment);
  // The shrink's time is CPU time too (so the minimal case is the same on a busy
  // machine), within the check's budget; wall time bounds it, scaled by the load.
  const CpuBudget budget(std::chrono::duration<double>(o.shrink_time).count(), after.budget());
  const Deadline shrink = after.Within(WallBound(o.shrink_time)).WithBudget(&budget);
  const std::string not_shrunk = NotShrunk(found, after, res->interrupted);
  // Said once the finding has gone to on_failure, so that a stop on hearing it finds the
  // finding there.
  auto started = [&] {
    if (!o.on_progress) return;
    Progress pr;
    pr.done = res->cases_run;
    pr.total = res->planned;
    pr.seconds = Since(t0);
    pr.families = res->families;
    pr.shrinking = true;
    o.on_progress(pr);
  };
  res->failure = driver::ShrinkFailure(p, subject, o, found, shrink, after, not_shrunk, started);
  if (std::string cause = LikelyCause(*res->failure); !cause.empty())
    res->failure->verdict.detail += "; " + cause;
}

}  // namespace

namespace {
std::atomic<std::uint64_t> abandoned{0};
}  // namespace

std::uint64_t AbandonedWork() { return abandoned.load(); }
void AbandonedWorkStarted() { ++abandoned; }
void AbandonedWorkEnded() { --abandoned; }

bool IsHangSized(const Instance& x) { return x.g.n() <= 10 && x.g.m() + x.right.m() <= 30; }

std::uint64_t ShardOf(std::uint64_t i, std::uint64_t count) {
  if (count <= 1) return 0;
  const std::uint64_t turn = CaseRange::Turn(i / count) % count;
  return (i % count + count - turn) % count;
}

Verdict driver::JudgeCase(const Problem& p, const CheckOptions& o, const Case& c,
                          const RunResult& r) {
  if (o.known_good && o.known_good(c, r)) return Verdict{};
  JudgeOptions jo;
  jo.memory_limited = o.memory_limited;
  jo.bad_input = c.bad_input;
  jo.about = c.about;
  jo.input = c.text;
  return Judge(p, c.x, r, jo);
}

Schedule ScheduleOf(const Problem& p, const CheckOptions& o) {
  Schedule s(p, o.seed, o.cases, o.tiers, o.bad_input, o.max_n, o.wide_exhaustive);
  s.CapFamilies(o.family_max_n);
  return s;
}

CheckResult PlannedCheck(const Problem& p, const CheckOptions& o) {
  CheckResult planned;
  planned.seed = o.seed;
  const CaseRange cases = CasesToRun(ScheduleOf(p, o), o);
  planned.shard = cases.shard;
  planned.planned = cases.size();
  return planned;
}

CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& o) {
  CheckResult res;
  res.seed = o.seed;
  const Clock::time_point t0 = Clock::now();
  // The run's deadline, with this check's own bound when it has one: CPU time, the
  // subject's and this check's own (the same cases on an idle and a busy machine), and
  // wall time only as an outer bound scaled by the load.
  const CpuBudget budget(o.time_limit_seconds, o.deadline.budget());
  const Deadline d = o.time_limit_seconds > 0
                         ? o.deadline.Within(WallBound(std::chrono::milliseconds(
                                                 static_cast<std::int64_t>(o.time_limit_seconds * 1000))))
                               .WithBudget(&budget)
                         : o.deadline;
  const bool replay = !o.replay.empty();
  const Schedule schedule = ScheduleOf(p, o);
  const CaseRange cases = CasesToRun(schedule, o);
  res.shard = cases.shard;
  res.planned = cases.size();
  // o.order: position i runs the schedule's case o.order[i].
  auto at = [&](std::uint64_t i) { return replay || o.order.empty() ? i : o.order[i]; };
  const driver::CaseSource source{
      [&](std::uint64_t i) { return replay ? o.replay[i] : schedule.At(at(i)); },
      [&](std::uint64_t i) { return replay ? 0 : schedule.PlannedN(at(i)); },
      [&](std::uint64_t i) {
        return replay ? Schedule::Families().size() - 1 : schedule.FamilyOf(at(i));
      }};
  driver::SoftEnd soft;
  if (o.soft_budget_seconds > 0) {
    soft.end = t0 + std::chrono::duration_cast<Clock::duration>(
                        std::chrono::duration<double>(o.soft_budget_seconds));
    soft.first_round = replay || !o.order.empty() ? 0 : FirstRound(schedule, cases);
  }
  const Found found = driver::RunCases(p, subject, o, source, cases, d, soft, t0, &res);
  res.interrupted = d.Stopped();
  if (found.fail_case && !res.interrupted) {
    if (std::optional<Failure> setup = SetupFailure(p, subject, o, schedule, found, d)) {
      res.failure = std::move(setup);
      res.seconds = Since(t0);
      return res;
    }
  }
  if (found.fail_case) Shrink(p, subject, o, found, d, t0, &res);
  res.interrupted = d.Stopped();
  res.seconds = Since(t0);
  return res;
}

}  // namespace gc
