// cli/check_cmd.cc — `gamecheck check PROBLEM [options] -- PROGRAM [ARGS...]`: black-box
// checking of anyone's solver (or, with --builtin, of an in-process solver or mutant) to
// a minimal counterexample. The flags come from cli/check_flags.def; the engine is
// harness/check/check.h, the reports harness/report/report.h; the command's parts are in
// cli/check_parts.h (the command line, the run, the reports). One Deadline, made from
// --budget as the command starts, bounds the run, the shrink, the reports and Graphviz;
// without --budget, the default budget ends the cases once every family has been met.
// See docs/check.md.
// Sharding: --shard K/N, else Bazel's TEST_SHARD_INDEX / TEST_TOTAL_SHARDS or GoogleTest's
// GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS (and their status files are touched;
// cli/shard_arg.h), runs one case of each block of N of the schedule.
// Exit status: 0 nothing wrong and nothing slow, 1 a failure (wrong answer, crash, hang,
// malformed output, limit), 2 usage or setup error, 3 slowness only, 130 interrupted with
// nothing found.
#include <cstdio>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "cli/check_parts.h"
#include "cli/check_snapshot.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "harness/check/check.h"
#include "harness/deadline.h"
#include "harness/problems/problem.h"
#include "harness/report/report.h"
#include "harness/run/cpu_clock.h"

namespace gc::cli {

namespace {

// A run of no case is no pass: the usage error that says so (2), or -1 to go on. But a
// shard a test engine's variables name (Bazel, GoogleTest) that gets no case passes, as a
// GoogleTest binary's empty shard does: the engine chose the count, not the user; and it
// writes its JUnit file (Bazel's XML_OUTPUT_FILE), a suite of no test, as that binary
// does, since the engine reads one from every shard.
int NothingToCheck(const Problem& p, const CheckOptions& o, const Invocation& inv,
                   const ReportContext& ctx) {
  const bool shard_from_env = inv.shard_from_env;
  const CheckResult planned = PlannedCheck(p, o);
  if (planned.planned > 0) return -1;
  if (shard_from_env) {
    if (!inv.f.junit.empty() && !WriteFile("check", inv.f.junit, JunitReport(p, ctx, planned)))
      return 2;
    std::printf("gamecheck check %s: shard %llu/%llu gets none of the %llu cases planned: nothing "
                "to check\n",
                std::string(p.name).c_str(), static_cast<unsigned long long>(o.shard.index),
                static_cast<unsigned long long>(o.shard.count),
                static_cast<unsigned long long>(o.replay.empty() ? o.cases : o.replay.size()));
    return 0;
  }
  return UsageError(kCheck, o.shard.sharded()
                                ? "nothing to check: shard " + std::to_string(o.shard.index) + "/" +
                                      std::to_string(o.shard.count) + " gets none of the " +
                                      std::to_string(o.replay.empty() ? o.cases : o.replay.size()) +
                                      " cases planned"
                                : "nothing to check: no case is planned (--cases 0)");
}

// What every report says of the run: the problem, the subject and its limits.
ReportContext Context(const Invocation& inv, const CheckOptions& o, const TimeLimit& time) {
  ReportContext ctx;
  ctx.problem = std::string(inv.p->name);
  ctx.builtin = inv.f.builtin;
  ctx.program = inv.program;
  ctx.jobs = o.jobs;
  ctx.timeout_seconds = inv.f.builtin.empty() ? inv.f.timeout : 0;
  if (inv.f.builtin.empty()) ctx.time_limit = time.Text();
  if (inv.f.builtin.empty()) ctx.clock = ClockLine(MachineLoad());
  ctx.memory_mb = inv.f.memory;
  ctx.budget_seconds = inv.f.budget;
  ctx.default_budget = inv.default_budget;
  return ctx;
}

}  // namespace

int CheckCommand(const std::vector<std::string_view>& args) {
  if (args.size() > 1 && args[1] == "--exec-limited")
    return ExecLimited(std::vector<std::string>(args.begin() + 2, args.end()));
  Invocation inv;
  if (int status = ParseCommandLine(args, &inv); status >= 0) return status;
  // The run's one deadline: the cases, the shrink, the reports and Graphviz end by it.
  const Deadline deadline = inv.MakeDeadline(&g_stop);
  const TimeLimit time = inv.f.builtin.empty() ? CaseTimeLimit(inv.f) : TimeLimit{};
  std::string launcher;
  const Subject subject = MakeSubject(inv, time, deadline, &launcher);
  if (!subject) return 2;
  CheckOptions o;
  if (!MakeOptions(inv, deadline, &o)) return 2;

  ReportContext ctx = Context(inv, o, time);
  if (int status = NothingToCheck(*inv.p, o, inv, ctx); status >= 0) return status;
  ctx.launcher = launcher;
  // Ctrl-C, and what `timeout`, CI cancellation and a closed terminal send, all stop the
  // run the same way: the running programs are killed, the finding is still reported. A
  // third one ends gamecheck: with the reports written by the check itself if it ends in
  // time (ForceGrace()), else with those of the snapshot of what it had found.
  CheckSnapshot snapshot(PlannedCheck(*inv.p, o));
  snapshot.Watch(&o);
  Reporting reporting;
  const auto report = [&](const CheckResult& r, bool picture) {
    ReportContext c = ctx;
    if (r.failure) RecordFailure(inv, o, r, time, &c);
    const bool written = WriteReports(inv, c, r, picture, deadline);
    if (r.failure) return r.failure->verdict.kind == FailureKind::kSetupError ? 2 : 1;
    if (r.interrupted) return 130;
    if (!written) return 2;
    return r.slow() ? 3 : 0;
  };
  const StopSignals stop_signals([&] {
    return reporting.Force(ForceGrace(), [&] {
      const int status = report(snapshot.Result(), false);
      std::fputs(
          "note: ended by a third stop signal before the check had finished; this is "
          "what it had found by then\n",
          stdout);
      std::fflush(stdout);
      return status;
    });
  });
  PrintHeader(*inv.p, ctx, o);
  CheckResult r;
  try {
    r = RunWithProgress(*inv.p, subject, &o, inv.f.quiet, inv.f.budget);
  } catch (const std::bad_alloc&) {
    // As solve says it: exit 2 with the reason, never an abort.
    std::fprintf(stderr,
                 "gamecheck check: %s would run out of memory: a case's references do not fit "
                 "in what this process can hold (a smaller --max-n, or more memory)\n",
                 std::string(inv.p->name).c_str());
    return 2;
  }
  reporting.Begin();
  const int status = report(r, true);
  reporting.End();
  return status;
}

}  // namespace gc::cli
