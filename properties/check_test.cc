// properties/check_test.cc — `gamecheck check` and its engine (harness/run/runner.h,
// harness/check/check.h, harness/report/report.h), tested with small programs written for the purpose
// (properties/programs/): a correct outcome solver in C++ and in Python passes; each
// planted bug (multi-edge, crash, hang, malformed output, wrong exit status, memory hog,
// output flood, lenient reader) is detected, classified, shrunk and reported. Expected
// verdicts come from the spec (formats.md, seed 000's multi-edge case), not from gamecheck.
#include "harness/check/check.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "harness/report/report.h"
#include "harness/run/runner.h"
#include "harness/cases/shrink.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::TempDir;

const std::string kSolver =
    (fs::path(kBin).parent_path() / "properties/programs/outcome_solver").string();
const std::string kPython = std::string(GAMECHECK_SOURCE_DIR) + "/properties/programs/outcome.py";

// Runs a command line through the shell (test code only) and returns stdout and status.
// GoogleTest's sharding variables are dropped: gamecheck check reads them, and a sharded
// run of this test must not shard the checks it starts.
Cli Shell(const std::string& cmd) { return cli_test::UnshardedShell(cmd); }

std::string Check(const std::string& args) { return kBin + " check outcome --quiet " + args; }

const std::string kPrograms = fs::path(kSolver).parent_path().string();

double SecondsOf(const std::function<void()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The CPU time of what f runs and waits for (a command, its gamecheck and the programs
// gamecheck reaps): the time a CPU budget such as --shrink-time is charged in, which the
// machine's load does not stretch as it stretches the wall.
double ChildCpuSecondsOf(const std::function<void()>& f) {
  auto cpu = [] {
    rusage ru{};
    ::getrusage(RUSAGE_CHILDREN, &ru);
    return static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  };
  const double before = cpu();
  f();
  return cpu() - before;
}

bool NoChildrenLeft() {
  errno = 0;
  return ::waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD;
}

// ---- the runner ----

TEST(Runner, FeedsStdinAndReadsStdoutWithoutDeadlock) {
  ProgramRunner cat({"/bin/cat"});
  std::string big(8 << 20, 'x');  // far more than a pipe buffer, both ways at once
  RunResult r = cat.Run(big, {});
  EXPECT_EQ(r.end, RunResult::End::kExited);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.size(), big.size());
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(Runner, ReportsExitStatusSignalTimeoutAndFlood) {
  RunResult st = ProgramRunner({"/bin/sh", "-c", "echo oops >&2; exit 3"}).Run("", {});
  EXPECT_EQ(st.end, RunResult::End::kExited);
  EXPECT_EQ(st.status, 3);
  EXPECT_EQ(st.err, "oops\n");

  RunResult sig = ProgramRunner({"/bin/sh", "-c", "kill -SEGV $$"}).Run("", {});
  EXPECT_EQ(sig.end, RunResult::End::kSignaled);
  EXPECT_EQ(sig.signal, SIGSEGV);
  EXPECT_NE(SignalName(sig.signal).find("SIGSEGV"), std::string::npos);

  RunLimits quick;
  quick.timeout = std::chrono::milliseconds(200);
  RunResult hang = ProgramRunner({"/bin/sleep", "30"}).Run("", quick);
  EXPECT_EQ(hang.end, RunResult::End::kTimeout);
  EXPECT_LT(hang.seconds, 2.0);

  RunLimits capped;
  capped.output_cap = 1 << 20;
  RunResult flood = ProgramRunner({"/usr/bin/yes"}).Run("", capped);
  EXPECT_EQ(flood.end, RunResult::End::kOutputLimit);
  EXPECT_EQ(flood.flood_cap, std::size_t{1} << 20);
  EXPECT_EQ(flood.out.size(), std::size_t{1} << 16);  // only its start is kept
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(Runner, KillsTheWholeProcessGroup) {
  // The program exits at once but leaves a grandchild holding its stdout: the run must
  // end promptly (the group is killed), not wait 30 s for the grandchild.
  auto t0 = std::chrono::steady_clock::now();
  RunResult r = ProgramRunner({"/bin/sh", "-c", "sleep 30 & echo hi"}).Run("", {});
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.out, "hi\n");
  EXPECT_LT(secs, 25.0);  // not the 30 s of the grandchild, however loaded the machine
  RunLimits quick;
  quick.timeout = std::chrono::milliseconds(200);
  t0 = std::chrono::steady_clock::now();
  r = ProgramRunner({"/bin/sh", "-c", "sleep 30 & sleep 30"}).Run("", quick);
  secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  // A wait spends no CPU time: the wall bound stops it (WallBound: three times the limit,
  // more on a loaded machine), not the 30 s of the sleeps.
  EXPECT_LT(secs, 25.0);
}

TEST(Runner, ResolvesProgramsAndReportsSpawnFailures) {
  std::string err;
  EXPECT_EQ(ResolveProgram("sh", &err).empty(), false);
  EXPECT_EQ(ResolveProgram("/no/such/program", &err), "");
  EXPECT_NE(err.find("not found"), std::string::npos);
  EXPECT_EQ(ResolveProgram(std::string(GAMECHECK_SOURCE_DIR) + "/README.md", &err), "");
  EXPECT_NE(err.find("not an executable"), std::string::npos);
  RunResult r = ProgramRunner({"/no/such/program"}).Run("", {});
  EXPECT_EQ(r.end, RunResult::End::kSpawnFailed);
}

// `env NAME=VALUE... PROGRAM` (mutate runs its schema programs so) runs PROGRAM with the
// variables set, an inherited one replaced, as env would; env's options keep env.
TEST(Runner, RunsALeadingEnvsAssignmentsAsEnvWould) {
  ::setenv("GC_FOLD_INHERITED", "old", 1);
  const std::string show = "echo \"$GC_FOLD_A|$GC_FOLD_INHERITED|$GC_FOLD_KEPT\"";
  ::setenv("GC_FOLD_KEPT", "kept", 1);
  RunResult r =
      ProgramRunner({"env", "GC_FOLD_A=1=2", "GC_FOLD_INHERITED=new", "/bin/sh", "-c", show})
          .Run("", {});
  EXPECT_EQ(r.out, "1=2|new|kept\n") << r.err;
  r = ProgramRunner({"/usr/bin/env", "-u", "GC_FOLD_KEPT", "GC_FOLD_A=x", "/bin/sh", "-c", show})
          .Run("", {});
  EXPECT_EQ(r.out, "x|old|\n") << r.err;
  r = ProgramRunner({"env", "GC_FOLD_A=only"}).Run("", {});  // no program: env prints
  EXPECT_NE(r.out.find("GC_FOLD_A=only\n"), std::string::npos) << r.err;
  ::unsetenv("GC_FOLD_INHERITED");
  ::unsetenv("GC_FOLD_KEPT");
}

// ---- the schedule ----

// The anytime property: within the first few dozen cases every tier and every shaped
// family has appeared (at a small size), whatever the row.
TEST(Schedule, MeetsEveryFamilyWithinTheFirstFewDozenCases) {
  const std::vector<std::string> all = Schedule::Families();
  for (const Problem& p : Problems()) {
    Schedule a(p, 7, 100000, kAllTiers, false), b(p, 7, 100000, kAllTiers, false);
    std::set<std::string> families;
    // Two shaped cases in every four: every family once in twice as many cases as there
    // are families (all but example, exhaustive, random, bad-input and replay).
    const std::uint64_t shaped = all.size() - 5;
    const std::uint64_t first = p.examples.size() + 2 * shaped + 4;
    for (std::uint64_t i = 0; i < first; ++i) {
      Case c = a.At(i);
      EXPECT_EQ(c.text, b.At(i).text) << p.name << " case " << i;
      EXPECT_NO_THROW(ReadInstance(p.input, c.text)) << p.name << " case " << i;
      EXPECT_LE(c.x.g.n(), a.PlannedN(i)) << p.name << " case " << i;
      EXPECT_LE(c.x.g.n(), p.max_n) << p.name << " case " << i;
      families.insert(c.family);
    }
    for (const std::string& f : all) {
      if (f == "bad-input" || f == "replay") continue;
      EXPECT_TRUE(families.count(f)) << p.name << " does not meet " << f << " in " << first;
    }
  }
}

// Then each family widens: the scale rungs reach 10^6 vertices (recursion depth, 16-bit
// lengths) and 2*10^6 edges (32-bit products); --max-n caps every size.
TEST(Schedule, ClimbsEachFamilysLadderToProductionScale) {
  const Problem& p = *FindProblem("lengths");
  Schedule s(p, 7, 100000, kAllTiers, false);
  Schedule capped(p, 7, 100000, kAllTiers, false, 1000);
  std::map<std::string, std::uint64_t> largest;
  std::uint64_t capped_largest = 0;
  // Two shaped cases in every four, four rounds of every family (a rung each).
  const std::uint64_t shaped = Schedule::Families().size() - 5;
  for (std::uint64_t i = 0; i < p.examples.size() + 8 * shaped + 4; ++i) {
    capped_largest = std::max<std::uint64_t>(capped_largest, capped.PlannedN(i));
    if (s.PlannedN(i) < 1000000) continue;  // only the production-scale cases are built
    const Case c = s.At(i);
    EXPECT_EQ(c.tier, Tier::kScale) << c.about;
    largest[c.family] = std::max<std::uint64_t>(largest[c.family], c.x.g.n() + c.x.g.m());
    if (c.family == "chain") {  // a path of 10^6 vertices
      EXPECT_EQ(c.x.g.n(), 1000000u);
      EXPECT_EQ(c.x.g.m(), 999999u);
    }
    if (c.family == "large-random") {
      EXPECT_EQ(c.x.g.m(), 2000000u);
    }
  }
  for (const char* f :
       {"chain", "cycle", "deep-dag", "large-random", "star", "mixed-star", "top-ids"}) {
    EXPECT_GE(largest[f], 1000000u) << f;
  }
  EXPECT_LE(capped_largest, 1000u);
}

// Edge geography's own theory: on an Eulerian multigraph every vertex has as many moves in
// as out. The schedule has such a family for every row, with repeats and self-loops, and
// a row with a move limit (edgegeo: 16) gets whole closed walks within it, not cut ones.
TEST(Schedule, HasEulerianMultigraphsWithinTheRowsMoves) {
  for (const char* name : {"outcome", "edgegeo"}) {
    const Problem& p = *FindProblem(name);
    Schedule s(p, 3, 4000, kAllTiers, false);
    int eulerian = 0;
    bool repeat = false, loop = false;
    for (std::uint64_t i = 0; i < s.size(); ++i) {
      if (s.PlannedN(i) > 5000) continue;
      const Case c = s.At(i);
      if (c.family != "eulerian") continue;
      ++eulerian;
      std::vector<std::int64_t> balance(c.x.g.n(), 0);
      std::set<std::pair<Vertex, Vertex>> seen;
      for (Edge e : c.x.g.edges()) {
        ++balance[e.u];
        --balance[e.v];
        loop = loop || e.u == e.v;
        repeat = repeat || !seen.insert({e.u, e.v}).second;
      }
      for (Vertex v = 0; v < c.x.g.n(); ++v) ASSERT_EQ(balance[v], 0) << name << ": " << c.about;
      EXPECT_LE(c.x.g.m(), p.GenerateMaxM()) << name << ": " << c.about;
      EXPECT_GT(c.x.g.m(), 0u) << name << ": " << c.about;
    }
    EXPECT_GE(eulerian, 10) << name;
    EXPECT_TRUE(repeat) << name;
    EXPECT_TRUE(loop) << name;
  }
}

TEST(Schedule, BadInputIsRejectedByTheStrictReader) {
  const Problem& p = *FindProblem("outcome");
  Schedule s(p, 1, 2000, kAllTiers, true);
  int bad = 0;
  for (std::uint64_t i = 500; i < 700; ++i) {
    Case c = s.At(i);
    if (!c.bad_input) continue;
    ++bad;
    EXPECT_THROW(ReadInstance(p.input, c.text), TextError) << c.text;
  }
  EXPECT_GE(bad, 20);
}

// ---- the command, end to end ----

TEST(CheckCommand, CorrectCxxProgramPasses) {
  // --budget 0: every one of the 700 cases, however loaded the machine.
  Cli r = Shell(Check("--cases 700 --budget 0 --jobs 2 --timeout 20 --tiers examples,exhaustive,random,shapes -- " + kSolver + " ok"));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("PASS: 700 cases"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("seed 20261129"), std::string::npos) << r.out;
}

TEST(CheckCommand, CorrectPythonProgramPasses) {
  Cli r = Shell(
      Check("--cases 20 --jobs 2 --timeout 30 --tiers examples,random -- python3 " + kPython));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("PASS"), std::string::npos) << r.out;
}

TEST(CheckCommand, PythonMultiEdgeBugIsCaught) {
  Cli r = Shell(
      Check("--tiers examples --timeout 30 --shrink-time 3 -- python3 " + kPython + " multi-edge"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3 vertices, 3 edges"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("got D"), std::string::npos) << r.out;
}

TEST(CheckCommand, MultiEdgeBugIsCaughtAtSeedZeroZeroZerosCase) {
  Cli r = Shell(Check("-- " + kSolver + " multi-edge"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(3 vertices, 3 edges"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  LWL\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  DWL\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("first difference: vertex 0, label: expected L, got D"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("why: vertex 0 is L"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("replay: gamecheck check outcome --seed 20261129"), std::string::npos)
      << r.out;
}

TEST(CheckCommand, BuiltinMutantIsCaught) {
  Cli r = Shell(Check("--builtin mutant:multi-edge"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("(3 vertices, 3 edges"), std::string::npos) << r.out;
  EXPECT_EQ(Shell(Check("--builtin solver --cases 600 --max-n 5000")).status, 0);
}

TEST(CheckCommand, RandomTierFailureIsShrunkToThreeVerticesThreeEdges) {
  // Without the examples and the exhaustive tier the first failure is a random graph;
  // the shrinker must bring it down to seed 000's smallest case.
  Cli r = Shell(Check("--tiers random --shrink-time 5 -- " + kSolver + " multi-edge"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("minimal case (3 vertices, 3 edges"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("got D"), std::string::npos) << r.out;
}

TEST(CheckCommand, SameFailureWhateverTheJobs) {
  Cli a = Shell(Check("--tiers random --jobs 1 --shrink-time 0 -- " + kSolver + " multi-edge"));
  Cli b = Shell(Check("--tiers random --jobs 2 --shrink-time 0 -- " + kSolver + " multi-edge"));
  auto line = [](const std::string& s) {
    return s.substr(s.find("FAIL"), s.find(" found") - s.find("FAIL"));
  };
  ASSERT_EQ(a.status, 1);
  ASSERT_EQ(b.status, 1);
  EXPECT_EQ(line(a.out), line(b.out));
}

TEST(CheckCommand, CrashIsNamedAndShrunk) {
  Cli r = Shell(Check("-- " + kSolver + " crash"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: crash"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SIGSEGV"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(1 vertex, 1 edge"), std::string::npos) << r.out;
}

TEST(CheckCommand, InfiniteLoopIsATimeoutWithItsInput) {
  // --time-per-million 0: the plain 0.2 s limit, not stretched by the machine's load
  // (properties/first_hour_test.cc tests that), so the shrink of the hang fits 3 s. Those
  // are CPU times: the bound below is on the command's CPU time, which a loaded machine
  // does not stretch as it stretches the wall (16.7 s beside busy loops).
  Cli r;
  const double cpu = ChildCpuSecondsOf([&] {
    r = Shell(Check("--timeout 0.2 --time-per-million 0 --shrink-time 3 -- " + kSolver + " hang"));
  });
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: timeout"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("killed with its process group"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("case ("), std::string::npos) << r.out;  // the input is shown
  EXPECT_LT(cpu, 10);  // the shrink's 3 s, the hangs found by the jobs, the rest
  EXPECT_NE(r.out.find("(2 vertices, 2 edges"), std::string::npos) << r.out;
}

TEST(CheckCommand, MalformedOutputNamesLineAndColumn) {
  Cli r = Shell(Check("-- " + kSolver + " malformed"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: malformed output"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("output line 1, column"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("expected one of WLD, found 'd'"), std::string::npos) << r.out;
}

TEST(CheckCommand, WrongExitStatus) {
  Cli r = Shell(Check("-- " + kSolver + " status"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong exit status"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("exit status 3, expected 0"), std::string::npos) << r.out;
}

TEST(CheckCommand, MemoryHogHitsTheLimit) {
  Cli r = Shell(Check("--memory 256 --shrink-time 3 -- " + kSolver + " memory"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: memory limit"), std::string::npos) << r.out;
}

TEST(CheckCommand, OutputFloodIsCapped) {
  Cli r = Shell(Check("--output-limit 1 --shrink-time 3 -- " + kSolver + " flood"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: output flood"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(1 vertex, 2 edges"), std::string::npos) << r.out;
}

TEST(CheckCommand, BadInputMustBeRejected) {
  EXPECT_EQ(Shell(Check("--bad-input --cases 600 --timeout 20 --tiers examples,exhaustive,random,shapes -- " + kSolver + " ok")).status, 0);
  Cli r = Shell(Check("--bad-input --tiers random --cases 600 -- " + kSolver + " lenient"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: bad input accepted"), std::string::npos) << r.out;
}

TEST(CheckCommand, UsageAndSetupErrorsExitTwo) {
  EXPECT_EQ(Shell(Check("-- /no/such/solver")).status, 2);
  EXPECT_EQ(Shell(Check("-- " + std::string(GAMECHECK_SOURCE_DIR) + "/README.md")).status, 2);
  EXPECT_EQ(Shell(kBin + " check nosuchproblem -- /bin/cat").status, 2);
  EXPECT_EQ(Shell(Check("--builtin solver -- /bin/cat")).status, 2);
  EXPECT_EQ(Shell(Check("--builtin mutant:nope")).status, 2);
  EXPECT_EQ(Shell(Check("--cases x --builtin solver")).status, 2);
  EXPECT_EQ(Shell(Check("--nonsense --builtin solver")).status, 2);
  Cli help = Shell(kBin + " check --help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--shrink-time SECONDS"), std::string::npos) << help.out;
}

TEST(CheckCommand, JsonJunitAndDotReports) {
  const std::string dir = TempDir("check_reports");
  Cli r = Shell(Check("--json " + dir + "/r.json --junit " + dir + "/r.xml --dot " + dir +
                      "/r.dot -- " + kSolver + " multi-edge"));
  ASSERT_EQ(r.status, 1) << r.out;
  EXPECT_EQ(Shell("python3 -c \"import json; d = json.load(open('" + dir +
                  "/r.json')); f = d['failure']; assert d['result'] == 'fail' and "
                  "f['kind'] == 'wrong-answer' and f['n'] == 3 and f['m'] == 3 and "
                  "f['expected']['output'] == 'LWL\\n' and f['actual']['output'] == 'DWL\\n' and "
                  "f['first_difference']['vertex'] == 0\"")
                .status,
            0);
  EXPECT_EQ(Shell("python3 -c \"import xml.etree.ElementTree as E; r = E.parse('" + dir +
                  "/r.xml').getroot(); fs = r.findall('.//failure'); "
                  "assert len(fs) == 1 and fs[0].get('type') == 'wrong-answer'\"")
                .status,
            0);
  std::ifstream dot(dir + "/r.dot");
  std::string text((std::istreambuf_iterator<char>(dot)), {});
  EXPECT_NE(text.find("digraph"), std::string::npos);
  EXPECT_NE(text.find("exp L\\ngot D"), std::string::npos) << text;
  EXPECT_NE(text.find("0 -> 1;\n  0 -> 1;"), std::string::npos) << text;  // both edges drawn

  // A passing run's reports are valid too.
  ASSERT_EQ(Shell(Check("--cases 50 --json " + dir + "/p.json --junit " + dir + "/p.xml -- " +
                        kSolver + " ok"))
                .status,
            0);
  EXPECT_EQ(Shell("python3 -c \"import json, xml.etree.ElementTree as E; "
                  "assert json.load(open('" +
                  dir +
                  "/p.json'))['failure'] is None; "
                  "assert E.parse('" +
                  dir + "/p.xml').getroot().findall('.//failure') == []\"")
                .status,
            0);
  fs::remove_all(dir);
}

TEST(CheckCommand, SaveThenReplay) {
  const std::string dir = TempDir("check_saved");
  Cli r = Shell(Check("--save " + dir + " -- " + kSolver + " multi-edge"));
  ASSERT_EQ(r.status, 1) << r.out;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir)) files.push_back(e.path());
  ASSERT_FALSE(files.empty());
  // Named by the case index (case 2, the multi-edge example), zero-padded for name order.
  EXPECT_TRUE(fs::exists(dir + "/outcome-seed20261129-case0000000002-wrong-answer.minimal.txt"))
      << r.out;
  Cli again = Shell(Check("--replay " + dir + " -- " + kSolver + " multi-edge"));
  EXPECT_EQ(again.status, 1) << again.out;
  EXPECT_NE(again.out.find("FAIL: wrong answer"), std::string::npos) << again.out;
  Cli fixed = Shell(Check("--replay " + dir + " -- " + kSolver + " ok"));
  EXPECT_EQ(fixed.status, 0) << fixed.out;
  fs::remove_all(dir);
}

TEST(CheckCommand, NoTempFilesAndCtrlCStopsCleanly) {
  const std::string tmp = TempDir("check_tmpdir");
  // A long run interrupted after a second: it stops, still reports, exits 130.
  Cli r = Shell("TMPDIR=" + tmp + " timeout --preserve-status -s INT 1 " +
                Check("--cases 100000000 -- " + kSolver + " ok"));
  EXPECT_EQ(r.status, 130) << r.out;
  EXPECT_NE(r.out.find("INTERRUPTED"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::is_empty(tmp));
  fs::remove_all(tmp);
}

// ---- a verdict to trust: bounds, scale, slow kept apart from wrong, stops ----

// --budget bounds the whole run: a 16-bit lengths solver is found wrong on a chain of
// 10^5 vertices, and shrinking that chain (each candidate a large run) is cut by the
// budget, not by the shrink time; the best case so far is reported.
TEST(CheckBounds, TheBudgetBoundsTheWholeRunShrinkingIncluded) {
  Cli r;
  const double budget = 4, timeout = 1;
  const double secs = SecondsOf([&] {
    r = Shell(kBin + " check lengths --quiet --tiers shapes --budget 4 --timeout 1 --shrink-time 600 -- " +
              kPrograms + "/lengths_solver int16");
  });
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL"), std::string::npos) << r.out;
  EXPECT_LE(secs, budget + timeout + 1.5) << r.out;
  EXPECT_NE(r.out.find("the smallest case so far"), std::string::npos) << r.out;
}

// A recursive solver that is right on every small graph and crashes past 150,000 levels:
// the scale tier meets it on a contest-size chain and names the likely cause.
TEST(CheckScale, ADeepRecursionCrashIsFoundAtContestScaleAndNamed) {
  Cli r = Shell(Check("--tiers scale --cases 12 --shrink-time 2 --timeout 20 -- " + kSolver + " deep"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: crash"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("stack overflow"), std::string::npos) << r.out;
  // Without the scale tier it passes: only scale shows the bug.
  EXPECT_EQ(Shell(Check("--tiers examples,exhaustive,random,shapes --cases 300 --timeout 20 -- " +
                        kSolver + " deep")).status,
            0);
}

// A correct solver that is slow past 200 vertices: slowness is reported apart, with the
// smallest slow case and the --max-n that makes the run clean, and exit status 3.
// --budget 0: its 300 cases, however loaded the machine (the default budget is wall time).
TEST(CheckSlow, SlowIsNotWrongAndIsReportedApart) {
  Cli r = Shell(Check("--cases 300 --budget 0 --timeout 0.3 --jobs 2 -- " + kSolver + " slow"));
  EXPECT_EQ(r.status, 3) << r.out;
  EXPECT_NE(r.out.find("PASS"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SLOW:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("suggested: --max-n"), std::string::npos) << r.out;
  // The suggestion is right: with it, nothing is slow.
  const std::size_t at = r.out.find("--max-n ") + 8;
  const std::string max_n = r.out.substr(at, r.out.find(' ', at) - at);
  EXPECT_LT(std::stoul(max_n), 200u) << r.out;
  EXPECT_EQ(Shell(Check("--cases 300 --budget 0 --timeout 0.3 --max-n " + max_n + " -- " + kSolver +
                        " slow"))
                .status,
            0);
}

// The same slow solver with a wrong answer on 4-vertex graphs: the slow cases do not end
// the search, the wrong answer is found and reported as the failure (exit status 1), by
// the schedule, not by a wall-clock budget that a loaded machine ends first (--budget 0).
TEST(CheckSlow, AWrongAnswerBehindSlowCasesIsStillFound) {
  Cli r = Shell(Check("--cases 2000 --budget 0 --timeout 0.3 --jobs 2 --tiers random,shapes -- " +
                      kSolver + " slow-sink-4"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SLOW:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("case (4 vertices"), std::string::npos) << r.out;
}

// ---- integers past their width (issue 33) ----

// The reported case's size sentence ("minimal case (7 vertices, 65538 edges; ...", or
// "smallest case found (", or "case (" when nothing smaller was found): {7, 65538}.
std::pair<std::uint64_t, std::uint64_t> MinimalSize(const std::string& out) {
  std::size_t at = std::string::npos;
  for (const char* line : {"\nminimal case (", "\nsmallest case found (", "\ncase ("})
    at = std::min(at, out.find(line));
  if (at == std::string::npos) return {0, 0};
  std::istringstream in(out.substr(out.find('(', at) + 1));
  std::uint64_t n = 0, m = 0;
  std::string word;
  in >> n >> word >> m;
  return {n, m};
}

// Each planted narrow type (properties/programs/narrow_solver.cc) fails the default run of
// `gamecheck check` - no option but --quiet - on the width family made for it, met before
// any larger family could take the quantity further, and its minimal case is as small as
// the width allows: an out-degree of 2^k + 1 (the counter starts at 1) with a move to W
// (W needs a sink too) and the other 2^k moves to a D; a game of 2^16 moves or more; a
// vertex id of 2^16 or more; a Grundy value of 256; 2^16 + 1 tokens. Worked out by hand
// from the shapes (harness/cases/generators.h), not taken from gamecheck.
struct Narrow {
  const char* problem;
  const char* mode;
  const char* family;
  std::uint64_t min_n, max_n, min_m, max_m;
};
constexpr Narrow kNarrow[] = {
    {"outcome", "outcome-counter16", "mixed-star", 3, 5, 65538, 65540},
    {"outcome", "outcome-counter8", "mixed-star", 3, 5, 258, 260},
    {"lengths", "lengths-length16", "long-stall", 65537, 65541, 65536, 65540},
    {"outcome", "outcome-id16", "top-ids", 65537, 65539, 1, 2},
    // A value of 256 needs followers of every value below it, each of those the same: 257
    // vertices and 1 + 2 + ... + 256 moves at least, the ladder itself.
    {"grundy", "grundy-value8", "value-ladder", 257, 257, 32896, 32896},
    // 2^16 + 1 tokens on 0 -> 1 (two on 0): a count kept in 16 bits reads one.
    {"grundy", "grundy-tokens16", "many-tokens", 2, 2, 1, 1},
};

void PrintTo(const Narrow& w, std::ostream* os) { *os << w.problem << " " << w.mode; }

class NarrowIntegers : public ::testing::TestWithParam<Narrow> {};

TEST_P(NarrowIntegers, FailTheDefaultCheckJustPastTheirWidth) {
  const Narrow& w = GetParam();
  Cli r = Shell(kBin + " check " + w.problem + " --quiet -- " + kPrograms + "/narrow_solver " +
                w.mode);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer on case"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(shapes: " + std::string(w.family) + ","), std::string::npos) << r.out;
  const auto [n, m] = MinimalSize(r.out);
  EXPECT_GE(n, w.min_n) << r.out;
  EXPECT_LE(n, w.max_n) << r.out;
  EXPECT_GE(m, w.min_m) << r.out;
  EXPECT_LE(m, w.max_m) << r.out;
  EXPECT_NE(r.out.find("\nwhy: "), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(Solvers, NarrowIntegers, ::testing::ValuesIn(kNarrow),
                         cli_test::NameByMode());

// The same solver with every quantity wide enough passes the same families (here the
// first rounds of every family, the width ones at 2^8 + 1 and 2^16 + 1 among them).
TEST(WideIntegers, PassTheWidthFamilies) {
  for (const char* mode : {"outcome-ok", "lengths-ok", "grundy-ok"}) {
    const std::string problem = std::string(mode).substr(0, std::string(mode).find('-'));
    Cli r = Shell(kBin + " check " + problem + " --quiet --cases 100 --tiers shapes -- " +
                  kPrograms + "/narrow_solver " + mode);
    EXPECT_EQ(r.status, 0) << mode << "\n" << r.out;
    for (const char* f : {"mixed-star", "long-stall", "top-ids", "value-ladder", "many-tokens"})
      EXPECT_NE(r.out.find(f), std::string::npos) << mode << "\n" << r.out;
  }
}

// ---- the quantities of the newest rows at the spec's limits (issue 43) ----

// Each planted fault of properties/programs/rung_solver.cc fails the default run of
// `gamecheck check` on the case made for it: a uedgegeo solver with its used edges in a
// 32-bit mask, or that refuses m > 20, on the 33-edge cycle; a geosum solver counting
// tokens in an unsigned char on 257 tokens; reach solvers that queue a repeated target
// twice (the worked example with repeats), that keep the environment's counters in 16
// bits (the mixed star of out-degree 2^16 + 1) or the ranks in 16 bits (a stall of 2^16 +
// 1 moves, whose witness shrinks to the chain the rank needs: 2^16 + 1 vertices and a few).
struct Rung {
  const char* problem;
  const char* mode;
  const char* failure;  // "wrong answer", "rejects valid input"
  const char* found_on;  // the case's tier and family, as the report says it
  std::uint64_t max_n = 0;  // the reported case's vertices at most (0: not checked)
};
constexpr Rung kRungs[] = {
    {"uedgegeo", "uedgegeo-mask32", "wrong answer", "(shapes: wide-edges,"},
    {"uedgegeo", "uedgegeo-refuse20", "rejects valid input", "(shapes: wide-edges,"},
    {"geosum", "geosum-count8", "wrong answer", "(shapes: many-tokens, size 257)"},
    {"reach", "reach-target-twice", "wrong answer", "repeated targets"},
    {"reach", "reach-counter16", "wrong answer", "(shapes: mixed-star, out-degree 65537)"},
    {"reach", "reach-rank16", "wrong answer", "(shapes: long-stall, size 65537)", 65600},
};

void PrintTo(const Rung& r, std::ostream* os) { *os << r.problem << " " << r.mode; }

class RungSolvers : public ::testing::TestWithParam<Rung> {};

TEST_P(RungSolvers, FailTheDefaultCheck) {
  const Rung& w = GetParam();
  Cli r = Shell(kBin + " check " + w.problem + " --quiet -- " + kPrograms + "/rung_solver " +
                w.mode);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: " + std::string(w.failure) + " on case"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(w.found_on), std::string::npos) << r.out;
  if (w.max_n > 0) {
    const auto [n, m] = MinimalSize(r.out);
    EXPECT_GE(n, 65537u) << r.out;
    EXPECT_LE(n, w.max_n) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Solvers, RungSolvers, ::testing::ValuesIn(kRungs),
                         cli_test::NameByMode());

// The same solvers without the faults pass the shaped families, the new ones among them.
TEST(RungSolvers, PassTheShapedFamiliesWhenRight) {
  for (const char* mode : {"uedgegeo-ok", "geosum-ok", "reach-ok"}) {
    const std::string problem = std::string(mode).substr(0, std::string(mode).find('-'));
    Cli r = Shell(kBin + " check " + problem + " --quiet --cases 80 --tiers examples,shapes -- " +
                  kPrograms + "/rung_solver " + mode);
    EXPECT_EQ(r.status, 0) << mode << "\n" << r.out;
  }
}

// A program that cannot be started is a setup error (exit 2), not a crash to shrink.
TEST(CheckStops, AProgramThatCannotStartIsASetupError) {
  const std::string dir = TempDir("nostart");
  const std::string script = dir + "/solver.sh";
  std::ofstream(script) << "#!/nonexistent/interpreter\n";
  fs::permissions(script, fs::perms::owner_all);
  Cli r = Shell(Check("--cases 20 -- " + script));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("setup error"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("not shrunk"), std::string::npos) << r.out;
}

// A malformed file given to --replay is an error, unless malformed cases are asked for.
TEST(CheckStops, AMalformedReplayFileIsAnError) {
  const std::string dir = TempDir("replaybad");
  std::ofstream(dir + "/a.txt") << "3 3  0 1 0 1 1 2\n";
  std::ofstream(dir + "/b.txt") << "3 x\n";
  EXPECT_EQ(Shell(Check("--replay " + dir + " -- " + kSolver + " ok")).status, 2);
  EXPECT_EQ(Shell(Check("--replay " + dir + " --bad-input -- " + kSolver + " ok")).status, 0);
}

// --shrink-time alone bounds the shrink of a large case too: every candidate of a chain
// of 10^5 vertices is built only while time is left. The shrink time is CPU time (the
// shrink's own and its runs'), so the bound is on the CPU time of the whole command: a
// loaded machine stretches its wall time, not this.
TEST(CheckBounds, TheShrinkTimeBoundsTheShrinkOfALargeCase) {
  Cli r;
  const double cpu = ChildCpuSecondsOf([&] {
    r = Shell(kBin + " check lengths --quiet --tiers shapes --timeout 1 --shrink-time 1 --jobs 1 -- " +
              kPrograms + "/lengths_solver int16");
  });
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_LE(cpu, 1 + 1 + 3) << r.out;  // shrink time + one run's timeout + finding it
  EXPECT_NE(r.out.find("shrink time ran out"), std::string::npos) << r.out;
}

// A candidate text the shrink has already run to an answer that was not the failure is
// not run again. The width witness of an 8-bit counter has 257 equal edges: deleting each
// in turn gives the same text, so the runs are far fewer than the attempts (before: one run
// an attempt, 1,914 of them), and the shrink's CPU budget goes to steps that can succeed.
TEST(CheckBounds, TheShrinkRunsEachCandidateTextOnce) {
  const std::string dir = TempDir("shrink_runs"), runs = dir + "/runs";
  Cli r = Shell(kBin + " check outcome --quiet --jobs 1 --shrink-time 60 -- sh -c 'echo >> " +
                runs + "; exec " + kPrograms + "/narrow_solver outcome-counter8'");
  ASSERT_EQ(r.status, 1) << r.out;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"(minimal case \(.*in (\d+) attempts)")))
      << r.out;
  const long attempts = std::stol(m[1]);
  std::ifstream in(runs);
  long lines = 0;
  for (std::string line; std::getline(in, line);) ++lines;
  fs::remove_all(dir);
  // Every run: the cases before the failure, the shrink's, the report's rerun if any.
  EXPECT_GT(attempts, 1000) << r.out;
  EXPECT_LT(lines * 2, attempts) << lines << " runs for " << attempts << " attempts";
}

TEST(Reports, ASingleCaseIsOneCaseAndDotLabelsCarryNoRawBytes) {
  Cli one = Shell(Check("--case 2 -- " + kSolver + " ok"));
  EXPECT_NE(one.out.find("1 case planned"), std::string::npos) << one.out;
  const Problem& p = *FindProblem("outcome");
  Failure f;
  f.minimal.x = ReadInstance(p.input, "2 1  0 1\n");
  f.verdict.expected = {0, "WL\n"};
  f.verdict.kind = FailureKind::kMalformedOutput;
  f.verdict.detail = "printed \x1b and \x01";
  f.run.out = std::string("\x1b\x00", 2) + "\n";
  const std::string dot = DotReport(p, f);
  for (char c : dot) EXPECT_TRUE(c == '\n' || static_cast<unsigned char>(c) >= 0x20) << int(c);
  EXPECT_NE(dot.find("\\\\x1b"), std::string::npos) << dot;
}

// A program that says "malloc failed" and exits 1 under --memory is judged by the limit
// itself (the runner measured it near the limit), not by the words it printed.
TEST(CheckBounds, AMemoryFailureIsKnownByTheLimitNotTheMessage) {
  Cli r = Shell(Check("--memory 256 --cases 5 --shrink-time 1 -- " + kSolver + " oom-exit"));
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: memory limit"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace gc
