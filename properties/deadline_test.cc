// properties/deadline_test.cc — one Deadline (harness/deadline.h) from --budget to every
// loop, run and report of `gamecheck check`: the cases, the shrinker's runs, the rerun
// after shrinking, the reports and Graphviz's `dot` all end by it, and a finding is still
// printed and saved. Timing bounds are asserted only where the deadline is what makes
// them hold: the same command without it would run for half a minute or more.
#include "harness/deadline.h"
#include "harness/run/cpu_clock.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "harness/check/check.h"
#include "harness/check/subject.h"
#include "harness/run/runner.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::TempDir;

void WriteScript(const fs::path& path, const std::string& body) {
  std::ofstream(path) << "#!/bin/sh\n" << body;
  fs::permissions(path, fs::perms::owner_all);
}

double SecondsOf(const std::function<void()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// A program that is wrong on every case and takes 3 s on every run, and a `dot` that never
// finishes (first in PATH), under --budget 8 with a shrink time of 600 s: without the
// deadline the shrink's last candidate runs past the budget and `dot` gets 20 s of its own
// (about 29 s in all; 60 s is what the slow runs alone would take for the shrink time); with
// it, every run, the shrink and `dot` end by the budget. The finding is printed and saved
// whichever way a loaded machine cuts the shrink: as found, as a minimal case or as the
// smallest case found.
TEST(DeadlineCheck, TheBudgetBoundsShrinkRerunAndDot) {
  const fs::path dir = TempDir("deadline_check");
  WriteScript(dir / "slow.sh", "cat >/dev/null\nsleep 3\necho nonsense\n");
  fs::create_directories(dir / "bin");
  WriteScript(dir / "bin" / "dot", "exec sleep 600\n");
  const double budget = 8, slack = 10;
  Cli r;
  const double secs = SecondsOf([&] {
    r = cli_test::Shell(cli_test::Unsharded(
        "PATH=" + (dir / "bin").string() + ":$PATH " + kBin +
        " check outcome --quiet --jobs 1 --budget 8 --timeout 60 --shrink-time 600 --dot " +
        (dir / "case.dot").string() + " --save " + (dir / "saved").string() + " -- " +
        (dir / "slow.sh").string()));
  });
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL"), std::string::npos) << r.out;
  EXPECT_LT(secs, budget + slack) << r.out;
  const bool as_found = r.out.find("the time budget was spent") != std::string::npos;
  const bool cut = r.out.find("smallest case found") != std::string::npos;
  const bool minimal = r.out.find("minimal case") != std::string::npos;
  EXPECT_TRUE(as_found || cut || minimal) << r.out;
  EXPECT_TRUE(fs::exists(dir / "case.dot")) << r.out;
  bool saved = false;
  for (const auto& e : fs::directory_iterator(dir / "saved"))
    saved |= e.path().string().ends_with(".minimal.txt");
  EXPECT_TRUE(saved) << r.out;
  fs::remove_all(dir);
}

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

TEST(Deadline, EndsAtItsEndOrItsStopAndOnlyGetsSooner) {
  const Deadline none;
  EXPECT_FALSE(none.Over());
  EXPECT_FALSE(none.end().has_value());
  EXPECT_EQ(none.Cap(milliseconds(1234)), milliseconds(1234));
  EXPECT_FALSE(Deadline::After(0).end().has_value());  // --budget 0: no end
  std::atomic<bool> stop{false};
  const Deadline d = Deadline::After(60, &stop);
  ASSERT_TRUE(d.end().has_value());
  EXPECT_FALSE(d.Over());
  EXPECT_LE(d.Cap(milliseconds(120000)), milliseconds(60000));
  EXPECT_EQ(d.Cap(milliseconds(5)), milliseconds(5));
  const Deadline shrink = d.Within(milliseconds(1000));
  EXPECT_LT(*shrink.end(), *d.end());
  EXPECT_EQ(*d.Within(milliseconds(600000)).end(), *d.end());  // never later
  EXPECT_EQ(*d.Sooner(milliseconds(300)).end(), *d.end() - milliseconds(300));
  EXPECT_EQ(shrink.stop(), &stop);
  stop = true;
  EXPECT_TRUE(d.Stopped());
  EXPECT_TRUE(shrink.Over());
  const Deadline past(Clock::now() - milliseconds(1), nullptr);
  EXPECT_TRUE(past.Passed());
  EXPECT_EQ(past.Cap(milliseconds(2000)), milliseconds(0));
}

// The runner's limit is the sooner of its timeout and the deadline's end: a program that
// would sleep 30 s under a 60 s timeout is stopped, as a timeout, at an end 0.3 s away.
TEST(DeadlineRun, ARunIsStoppedAtTheDeadlinesEnd) {
  RunLimits l;
  l.timeout = milliseconds(60000);
  l.end = Clock::now() + milliseconds(300);
  const RunResult r = ProgramRunner({"/bin/sh", "-c", "sleep 30"}).Run("", l);
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  EXPECT_LT(r.seconds, 20);  // 30 without the end: the end is what stops it
}

// RunCheck passes its deadline to every run: the cases' runs get the run's end, the
// shrink's runs the shrink's (the shrink time from when the failure was found, within
// the run's end less the moment kept for the reports).
TEST(DeadlineRun, EveryRunOfACheckGetsTheDeadline) {
  const Problem& p = *FindProblem("outcome");
  std::mutex mu;
  std::vector<Clock::time_point> ends;
  std::vector<bool> budgeted;
  const Subject nonsense = [&](std::string_view, const Deadline& d) {
    std::lock_guard<std::mutex> lock(mu);
    ends.push_back(d.end().value_or(Clock::time_point::max()));
    budgeted.push_back(d.budget() != nullptr);
    RunResult r;
    r.out = "nonsense\n";
    return r;
  };
  CheckOptions o;
  o.jobs = 1;
  o.deadline = Deadline::After(600);
  o.shrink_time = milliseconds(2000);
  const Clock::time_point t0 = Clock::now();
  const CheckResult r = RunCheck(p, nonsense, o);
  ASSERT_TRUE(r.failure.has_value());
  ASSERT_GE(ends.size(), 2u);  // the case, then the shrink's candidates
  EXPECT_EQ(ends[0], *o.deadline.end());
  EXPECT_FALSE(budgeted[0]);  // the check has no CPU budget of its own here
  for (std::size_t i = 1; i < ends.size(); ++i) {
    EXPECT_LE(ends[i], *o.deadline.end() - milliseconds(300)) << i;
    EXPECT_GE(ends[i], t0 + milliseconds(2000)) << i;
    // The shrink time is CPU time (its budget); wall time bounds it at WallBound, three
    // times it or more with the load (read again here: twice it, for a load that fell).
    EXPECT_TRUE(budgeted[i]) << i;
    EXPECT_LE(ends[i], Clock::now() + 2 * WallBound(milliseconds(2000))) << i;
  }
}

// The judge's own work cannot be cut short, so a case is not started when its judging
// would outlast the deadline. A row whose reference takes 10 s per 100,000 vertices and
// moves (as a slow reference does on a large case: undirected's once took 14 s on 2·10^5
// vertices), a subject that answers at once, and a deadline 5 s away: once a large case
// has shown the judge's rate, no case starts whose judging at that rate would end past the
// deadline. Without that, the next large rungs are judged whatever the deadline (the
// second ends near 10 s).
// What the slow reference of DeadlineJudge was asked: the row's answer is a plain
// function, so its log is the file's.
struct JudgeCall {
  std::uint64_t size;
  Clock::time_point start, end;
};
std::mutex judge_mu;
std::vector<JudgeCall> judge_calls;

Answer SlowOutcomeAnswer(const Instance& x) {
  const std::uint64_t size = x.g.n() + x.g.m();
  const Clock::time_point start = Clock::now();
  if (size >= 20000) std::this_thread::sleep_for(std::chrono::microseconds(100 * size));
  Answer a = FindProblem("outcome")->answer(x);
  std::lock_guard<std::mutex> lock(judge_mu);
  if (size >= 20000) judge_calls.push_back({size, start, Clock::now()});
  return a;
}

TEST(DeadlineJudge, ACaseWhoseJudgingWouldOutlastTheDeadlineIsNotStarted) {
  const Problem& outcome = *FindProblem("outcome");
  Problem slow = outcome;
  slow.oracles.clear();  // the reference alone
  slow.answer = SlowOutcomeAnswer;
  std::string err;
  const Subject solver = BuiltinSubject(outcome, "solver", &err);
  ASSERT_TRUE(solver) << err;
  CheckOptions o;
  o.jobs = 1;
  o.deadline = Deadline::After(5);
  const CheckResult r = RunCheck(slow, solver, o);
  EXPECT_FALSE(r.failure.has_value());
  EXPECT_TRUE(r.budget_exhausted);
  std::lock_guard<std::mutex> lock(judge_mu);
  const std::vector<JudgeCall>& calls = judge_calls;
  ASSERT_GE(calls.size(), 1u);  // a large case was judged (its rate learnt)
// Each judging after the first ends by the deadline (a second's slack for the load: the
  // sleep is the judge's cost, known to the microsecond, and the rate is measured).
  for (std::size_t i = 1; i < calls.size(); ++i)
    EXPECT_LE(calls[i].end, *o.deadline.end() + milliseconds(1000))
        << "judging " << i << " of " << calls[i].size << " units";
}

}  // namespace
}  // namespace gc
