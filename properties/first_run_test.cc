// properties/first_run_test.cc — a newcomer's first `gamecheck check` ends (issue 33): the
// default budget, stated in the header, lets the first cases that meet every family run
// whatever the time and ends the run after it; a run the budget ended passes (exit 0)
// and says how to run every case; its progress gives the cases left and the time to go,
// not the family names; a Python launcher (a pyenv or asdf shim, a script that finds the
// version and execs it) is resolved once, in the user's directory, to the interpreter it
// starts, by check and mutate alike, and the header says so. No test here asserts a wall
// time: the subjects sleep or block, and the reports are read.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <thread>

#include "harness/check/check.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kPrograms;
using cli_test::kPython;
using cli_test::kSource;

// A command line through the shell, without GoogleTest's sharding variables: stdout (and
// stderr, when kept) and the exit status.
Cli Command(const std::string& cmd, cli_test::Err err = cli_test::Err::kLastDropped) {
  return cli_test::UnshardedShell(cmd, err);
}

bool Has(const std::string& s, const std::string& what) {
  return s.find(what) != std::string::npos;
}

// ---- the default budget ----

TEST(FirstRunBudget, TheHeaderStatesTheBudget) {
  const std::string check = kBin + " check outcome --builtin solver --cases 10 --quiet --jobs 1";
  const Cli by_default = Command(check);
  EXPECT_EQ(by_default.status, 0) << by_default.out;
  EXPECT_TRUE(Has(by_default.out, "seed 20261129, 10 cases planned, 1 job, budget 60 s (the "
                                  "default; --budget 0 for every case)\n"))
      << by_default.out;
  const Cli given = Command(check + " --budget 20");
  EXPECT_TRUE(Has(given.out, "10 cases planned, 1 job, budget 20 s\n")) << given.out;
  const Cli none = Command(check + " --budget 0");
  EXPECT_TRUE(Has(none.out, "10 cases planned, 1 job\n")) << none.out;
  // One case of the schedule (a report's replay line) runs whole.
  const Cli one = Command(check + " --case 3");
  EXPECT_TRUE(Has(one.out, "1 case planned, 1 job\n")) << one.out;
}

// A program taking 0.2 s a case under a 2 s budget: the budget ends it with a pass (exit
// 0, as nothing was wrong or slow), the cases not reached, and the way to reach them.
TEST(FirstRunBudget, ARunTheBudgetEndedPassesAndSaysHowToRunEveryCase) {
  const Cli r = Command(kBin + " check outcome --budget 2 --quiet -- /bin/sh -c 'sleep 0.2; exec " +
                      kPrograms + "/outcome_solver ok'");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(Has(r.out, "PASS (time budget reached): ")) << r.out;
  EXPECT_TRUE(Has(r.out, " of 5000 cases planned\n"
                         "every case planned: run it again with --budget 0 (no time bound)\n"))
      << r.out;
}

// A subject that takes 2 ms a case. Under a soft budget long past by the second case, the
// first cases still run until every family has been met, and the run ends soon after;
// a hard bound as short ends before.
TEST(FirstRunBudget, TheDefaultBudgetEndsTheRunOnceEveryFamilyIsMet) {
  const Problem& p = *FindProblem("outcome");
  std::string err;
  const Subject solver = BuiltinSubject(p, "solver", &err);
  ASSERT_TRUE(solver) << err;
  const Subject slow = [&](std::string_view input, const Deadline& d) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return solver(input, d);
  };
  CheckOptions o;
  o.jobs = 2;
  o.soft_budget_seconds = 0.001;
  const CheckResult soft = RunCheck(p, slow, o);
  EXPECT_TRUE(soft.budget_exhausted);
  EXPECT_FALSE(soft.failure);
  EXPECT_LT(soft.cases_run, 200u) << "the run went on past its first round";
  std::set<std::string> met;
  for (const auto& [family, first] : soft.first_seen) met.insert(family);
  for (const std::string& family : Schedule::Families())
    if (family != "bad-input" && family != "replay") {
      EXPECT_TRUE(met.count(family)) << family;
    }

  o.soft_budget_seconds = 0;
  o.time_limit_seconds = 0.001;
  const CheckResult hard = RunCheck(p, slow, o);
  EXPECT_TRUE(hard.budget_exhausted);
  EXPECT_LT(hard.first_seen.size(), soft.first_seen.size());
}

// The lines a run without a terminal prints every 5 s: the cases left and the time to go
// (here the budget's end comes first), the families by their number, not their names.
TEST(FirstRunBudget, ProgressGivesTheCasesLeftAndTheTimeToGo) {
  const std::string dir = cli_test::TempDir("first_run_progress");
  const Cli r = Command(kBin + " check outcome --budget 6 --jobs 1 -- /bin/sh -c 'sleep 0.1; exec " +
                          kPrograms + "/outcome_solver ok' 2> " + dir + "/err",
                      cli_test::Err::kDropped);
  EXPECT_EQ(r.status, 0) << r.out;
  const std::string progress = cli_test::LinesWith(cli_test::Slurp(dir + "/err"), "progress: ");
  ASSERT_FALSE(progress.empty()) << cli_test::Slurp(dir + "/err");
  EXPECT_TRUE(Has(progress, " left, ")) << progress;
  EXPECT_TRUE(Has(progress, " to go (the budget's end), ")) << progress;
  EXPECT_TRUE(Has(progress, " families met\n")) << progress;
  EXPECT_FALSE(Has(progress, "chain")) << progress;
}

// ---- a Python launcher ----

// A directory with a pyenv-like launcher bin/python3 (a script that counts its starts in
// `starts` and runs the interpreter only where a .python-version chooses one, as pyenv
// does) and, beside it, the version file and a correct outcome solver.
struct Launcher {
  std::string dir, bin, starts, real;
  explicit Launcher(const std::string& name) {
    dir = cli_test::TempDir("first_run_" + name);
    bin = dir + "/bin";
    starts = dir + "/starts";
    const Cli py = Command(kPython + " -c 'import sys; print(sys.executable)'");
    real = py.out.substr(0, py.out.find('\n'));
    fs::create_directories(bin);
    std::ofstream(bin + "/python3")
        << "#!/bin/sh\necho start >> " << starts << "\n"
        << "[ -f .python-version ] || { echo 'pyenv: no version chosen here' >&2; exit 127; }\n"
        << "exec " << real << " \"$@\"\n";
    fs::permissions(bin + "/python3", fs::perms::owner_all);
    std::ofstream(dir + "/.python-version") << "3\n";
    fs::copy_file(kSource + "/properties/programs/outcome.py", dir + "/outcome.py");
  }
  // `command` run in the directory with the launcher first in PATH.
  std::string In(const std::string& command) const {
    return "cd " + dir + " && PATH=" + bin + ":$PATH " + command;
  }
  int Starts() const {
    const std::string s = cli_test::Slurp(starts);
    return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
  }
};

TEST(FirstRunLauncher, CheckResolvesAPythonLauncherOnceInTheUsersDirectory) {
  const Launcher l("check");
  ASSERT_FALSE(l.real.empty());
  const Cli r = Command(l.In(kBin + " check outcome --cases 30 --quiet -- python3 outcome.py"));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(Has(r.out, "PASS: 30 cases")) << r.out;
  EXPECT_TRUE(Has(r.out, "\npython3 is a launcher (" + l.bin + "/python3): each case runs the "
                         "interpreter it starts here, " + l.real + "\n"))
      << r.out;
  EXPECT_EQ(l.Starts(), 1) << "the launcher ran for every case";
  // The by-hand and replay lines keep the command as the user wrote it.
}

TEST(FirstRunLauncher, MutateRunsTheInterpreterBehindALauncherToo) {
  const Launcher l("mutate");
  ASSERT_FALSE(l.real.empty());
  const Cli r = Command(l.In(kBin + " mutate outcome --quiet --mutant 1 --cases 30 --contract-cases 0 "
                                   "--survivor-cases 20 --survivor-time 1 outcome.py -- python3 {src}"),
                      cli_test::Err::kKept);
  EXPECT_EQ(r.status, 0) << r.out;
  // In the summary on standard output (with --quiet too), not only in a note.
  EXPECT_TRUE(Has(r.out, "\npython3 is a launcher (" + l.bin +
                             "/python3): each run starts the interpreter it starts here, " +
                             l.real + "\n"))
      << r.out;
}

}  // namespace
}  // namespace gc
