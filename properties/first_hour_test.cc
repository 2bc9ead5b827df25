// properties/first_hour_test.cc — `gamecheck check` as a new user meets it, from the README
// and the man page: a Python solver given by a relative path, a program that cannot work
// at all (a setup error, exit 2), the exception line of a traceback, a shrink that ends
// for a slow program (one compacting step, the layout kept, a large case saved with a
// by-hand line and a command to go on), and a time limit per case that grows with the
// instance, stated in the report. Programs are written here for the purpose.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "harness/check/check.h"
#include "harness/run/program_setup.h"
#include "harness/report/report.h"
#include "harness/cases/shrink.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kPrograms;
using cli_test::kPython;
using cli_test::kSource;

// A command line through the shell (test code only): stdout and exit status. GoogleTest's
// sharding variables are dropped, as gamecheck check reads them.
Cli Shell(const std::string& cmd) { return cli_test::UnshardedShell(cmd); }

std::string TempDir(const std::string& name) { return cli_test::TempDir("first_hour_" + name); }

bool Has(const std::string& s, const std::string& what) {
  return s.find(what) != std::string::npos;
}

// The line of `s` that starts with `prefix`, or "".
std::string LineOf(const std::string& s, const std::string& prefix) {
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);)
    if (l.rfind(prefix, 0) == 0) return l;
  return "";
}

// A correct outcome solver in Python (retrograde analysis), with a hook line `HOOK` for
// a planted fault.
std::string OutcomePy(const std::string& read, const std::string& hook) {
  return "import sys\nfrom collections import deque\n" + read +
         "n, m = int(t[0]), int(t[1])\n"
         "e = [(int(t[2 + 2 * i]), int(t[3 + 2 * i])) for i in range(m)]\n" +
         hook +
         "cnt = [0] * n\nrev = [[] for _ in range(n)]\n"
         "for u, v in e:\n    cnt[u] += 1\n    rev[v].append(u)\n"
         "lab = ['D'] * n\nq = deque(v for v in range(n) if cnt[v] == 0)\n"
         "for v in q:\n    lab[v] = 'L'\n"
         "while q:\n    u = q.popleft()\n    for p in rev[u]:\n"
         "        if lab[p] != 'D':\n            continue\n"
         "        if lab[u] == 'L':\n            lab[p] = 'W'\n            q.append(p)\n"
         "        else:\n            cnt[p] -= 1\n"
         "            if cnt[p] == 0:\n                lab[p] = 'L'\n                q.append(p)\n"
         "sys.stdout.write(''.join(lab) + '\\n')\n";
}
const std::string kReadAll = "t = sys.stdin.read().split()\n";

// ---- paths and setup errors ----

TEST(FirstHourPaths, WordsNamingFilesAreMadeAbsolute) {
  const std::string dir = TempDir("words");
  std::ofstream(dir + "/solver.py") << "\n";
  const fs::path was = fs::current_path();
  fs::current_path(dir);
  const std::vector<std::string> w = AbsoluteFileWords(
      {"python3", "solver.py", "-O", "nosuch.py", "/bin/sh", "python3 solver.py"});
  fs::current_path(was);
  ASSERT_EQ(w.size(), 6u);
  EXPECT_EQ(w[0], "python3");  // argv[0] is the runner's to resolve (PATH)
  EXPECT_EQ(w[1], (fs::path(dir) / "solver.py").lexically_normal().string());
  EXPECT_EQ(w[2], "-O");
  EXPECT_EQ(w[3], "nosuch.py");
  EXPECT_EQ(w[4], "/bin/sh");
  EXPECT_EQ(w[5], "python3 solver.py");  // a shell command line is left alone
}

// The first line: `gamecheck check lengths -- python3 lengths.py` failed with
// "wrong exit status on case 0", python3 finding no lengths.py in the scratch directory.
TEST(FirstHourPaths, APythonSolverGivenByARelativePathIsChecked) {
  const std::string dir = TempDir("relative");
  fs::copy_file(kSource + "/properties/programs/outcome.py", dir + "/outcome.py");
  Cli r = Shell("cd " + dir + " && " + kBin + " check outcome --quiet --cases 40 -- " + kPython +
                " outcome.py");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(Has(r.out, "PASS: 40 cases")) << r.out;
}

// The man page's second example as written (cli/man.cc), with --cases to keep it short.
TEST(FirstHourPaths, TheManPagesPythonExampleWorksAsWritten) {
  const std::string dir = TempDir("man");
  fs::copy_file(kSource + "/properties/programs/plain_grundy.py", dir + "/solver.py");
  Cli r = Shell("cd " + dir + " && " + kBin +
                " check grundy --junit report.xml --save failing --cases 40 --quiet -- " + kPython +
                " solver.py");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(fs::exists(dir + "/report.xml"));
  EXPECT_FALSE(fs::exists(dir + "/failing"));  // nothing failed, nothing saved
}

// `sh -c 'python3 x.py'`: the path inside the shell's command line is not made absolute,
// so every example fails the same way before any output: a setup error with the line.
TEST(FirstHourSetup, AProgramFailingTheSameWayOnEveryExampleIsASetupError) {
  const std::string dir = TempDir("setup");
  Cli r = Shell("cd " + dir + " && " + kBin + " check outcome --quiet --cases 40 -- sh -c '" +
                kPython + " missing.py'");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(Has(r.out, "FAIL: setup error on case 0")) << r.out;
  const std::string what = LineOf(r.out, "what: ");
  EXPECT_TRUE(Has(what, "failed the same way on all 6 examples before printing anything")) << r.out;
  EXPECT_TRUE(Has(what, "can't open file")) << r.out;
  EXPECT_TRUE(Has(what, "$GAMECHECK_CWD")) << r.out;
  EXPECT_TRUE(Has(r.out, "not shrunk")) << r.out;
}

TEST(FirstHourSetup, OnlyIdenticalFailuresWithoutOutputAreOne) {
  auto run = [](int status, std::string out, std::string err) {
    RunResult r;
    r.status = status;
    r.out = std::move(out);
    r.err = std::move(err);
    return r;
  };
  const RunResult a = run(2, "", "python3: can't open file '/tmp/gamecheck-run-AbCdEf/x.py'\n");
  const RunResult b = run(2, "", "python3: can't open file '/tmp/gamecheck-run-QrStUv/x.py'\n");
  EXPECT_TRUE(SetupErrorOf({a, b}).has_value());  // two scratch directories, one failure
  EXPECT_FALSE(SetupErrorOf({a, run(2, "", "other\n")}).has_value());
  EXPECT_FALSE(SetupErrorOf({a, run(1, "", a.err)}).has_value());
  EXPECT_FALSE(SetupErrorOf({run(2, "W\n", a.err), run(2, "W\n", a.err)}).has_value());
  EXPECT_FALSE(SetupErrorOf({run(0, "", ""), run(0, "", "")}).has_value());
  EXPECT_EQ(
      LastStderrLine("Traceback (most recent call last):\n  File \"x\"\nValueError: boom\n\n"),
      "ValueError: boom");
  EXPECT_EQ(LastStderrLine(""), "");
}

// `what:` quotes a traceback's exception line, not "Traceback (most recent call last):".
TEST(FirstHourSetup, WhatQuotesTheExceptionLineOfATraceback) {
  const std::string dir = TempDir("traceback");
  std::ofstream(dir + "/solver.py")
      << OutcomePy(kReadAll, "if m >= 5:\n    raise ValueError('too many edges: %d' % m)\n");
  Cli r =
      Shell(kBin + " check outcome --quiet --cases 40 -- " + kPython + " " + dir + "/solver.py");
  EXPECT_EQ(r.status, 1) << r.out;  // examples with fewer edges pass: a finding
  const std::string what = LineOf(r.out, "what: ");
  EXPECT_TRUE(Has(what, "ValueError: too many edges: 5")) << r.out;
  EXPECT_FALSE(Has(what, "Traceback")) << r.out;
}

// ---- shrinking ----

// 300 vertices and 5 edges among the last ones: the first candidate drops every unused
// vertex and renumbers the rest, so one accepted run gives 6 vertices.
TEST(FirstHourShrink, TheFirstCandidateCompactsUnusedVertices) {
  const Problem& p = *FindProblem("outcome");
  Instance x;
  x.g = Graph(300, std::vector<Edge>{{290, 291}, {291, 292}, {295, 299}, {299, 295}, {150, 150}});
  std::atomic<bool> stop{false};
  std::vector<Vertex> tried;
  auto fails = [&](const Instance& c) {
    tried.push_back(c.g.n());
    stop = true;  // one run only: what a starved shrink of a slow program gets
    return c.g.m() == 5;
  };
  ShrinkOptions o;
  o.deadline = Deadline(&stop);
  ShrinkStats stats;
  const Instance small = Shrink(p, x, fails, o, &stats);
  ASSERT_EQ(tried.size(), 1u);
  EXPECT_EQ(tried[0], 6u);
  EXPECT_EQ(small.g.m(), 5u);
  EXPECT_EQ(small.g.n(), 300u);  // a stopped run is no evidence: the case stays
  stop = false;
  auto fails_free = [&](const Instance& c) { return c.g.m() == 5 && c.g.n() >= 6; };
  const Instance done = Shrink(p, x, fails_free, {}, &stats);
  EXPECT_EQ(done.g.n(), 6u);
  EXPECT_TRUE(stats.minimal);
}

// A reader that works on one-line input only, with a bug (self-loops dropped) that the
// first worked example (one line) shows: the candidates keep that layout and shrink.
TEST(FirstHourShrink, TheLayoutOfAOneLineCaseIsKept) {
  const std::string dir = TempDir("layout");
  std::ofstream(dir + "/solver.py")
      << OutcomePy("t = sys.stdin.readline().split()\n", "e = [(u, v) for u, v in e if u != v]\n");
  Cli r = Shell(kBin + " check outcome --quiet --cases 40 --shrink-time 120 -- " + kPython + " " +
                dir + "/solver.py");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_TRUE(Has(r.out, "FAIL: wrong answer on case 0")) << r.out;
  EXPECT_TRUE(Has(r.out, "minimal case (1 vertex, 1 edge;")) << r.out;
  EXPECT_TRUE(Has(r.out, "\n  1 1 0 0\n")) << r.out;
}

// A shrink cut short by --shrink-time says "smallest case found", saves the case (too big
// to print) without --save, runs it by hand from the file and says how to go on.
TEST(FirstHourShrink, AShrinkCutShortSavesTheCaseAndSaysHowToGoOn) {
  const std::string dir = TempDir("cut");
  Cli r = Shell("cd " + dir + " && TMPDIR=" + dir + " " + kBin +
                " check lengths --quiet --tiers shapes --timeout 1 --shrink-time 1 --jobs 1 --json r.json -- " +
                kPrograms + "/lengths_solver int16");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_TRUE(Has(r.out, "smallest case found (")) << r.out;
  EXPECT_FALSE(Has(r.out, "minimal case")) << r.out;
  const std::string saved = LineOf(r.out, "saved: ");
  ASSERT_FALSE(saved.empty()) << r.out;
  const std::string file = saved.substr(7);
  EXPECT_EQ(file.rfind(dir + "/gamecheck-cases/lengths-seed", 0), 0u) << saved;
  EXPECT_TRUE(fs::exists(file)) << file;
  EXPECT_TRUE(Has(LineOf(r.out, "by hand: "), "lengths_solver int16 < " + file)) << r.out;
  const std::string go_on = LineOf(r.out, "continue the shrink from this case: ");
  EXPECT_TRUE(Has(go_on, "gamecheck check lengths --replay " + file)) << r.out;
  EXPECT_TRUE(Has(go_on, "--shrink-time 60 -- ")) << r.out;
  std::ifstream json(dir + "/r.json");
  std::stringstream j;
  j << json.rdbuf();
  EXPECT_TRUE(Has(j.str(), "\"continue_shrink\": \"gamecheck check lengths --replay " + file)) << j.str();
}

// ---- the time limit per case ----

TEST(FirstHourTime, TheLimitGrowsWithTheInstance) {
  TimeLimit t;
  t.base = std::chrono::milliseconds(2000);
  t.per_million = std::chrono::milliseconds(2000);
  EXPECT_EQ(t.For(0).count(), 2000);
  EXPECT_EQ(t.For(3000000).count(), 8000);
  EXPECT_EQ(t.For(40).count(), 2000);  // CPU time: no load stretches it
  EXPECT_EQ(t.Text(), "2 s + 2 s per million vertices and edges");
  EXPECT_EQ(PairsOf("3 3\n0 1\n1 2\n2 0\n"), 6u);
  EXPECT_EQ(PairsOf("7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n"), 14u);
  EXPECT_EQ(PairsOf(""), 0u);
}

// A correct program that needs 2 s of CPU time on a case of 2*10^5 vertices (burn_cpu:
// work, as a solver's time is, not a sleep, which a CPU-time limit does not count):
// slowness with one limit for every size (--time-per-million 0), in time with a limit
// that grows.
TEST(FirstHourTime, ALargeCaseGetsALargerLimit) {
  const std::string dir = TempDir("grows");
  const std::string script = dir + "/solver.sh";
  std::ofstream(script) << "#!/bin/sh\ncat > in\nif [ $(wc -c < in) -gt 1000000 ]; then "
                        << kPrograms << "/burn_cpu 2; fi\n"
                        << "exec " << kPrograms << "/outcome_solver ok < in\n";
  fs::permissions(script, fs::perms::owner_all);
  const std::string check =
      kBin + " check outcome --quiet --tiers scale --cases 1 --jobs 1 --timeout 1 ";
  Cli flat = Shell(check + "--time-per-million 0 -- " + script);
  EXPECT_EQ(flat.status, 3) << flat.out;
  EXPECT_TRUE(Has(flat.out, "time limit per case: 1 s\n")) << flat.out;
  Cli grows = Shell(check + "--time-per-million 30 -- " + script);
  EXPECT_EQ(grows.status, 0) << grows.out;
}

TEST(FirstHourTime, TheSlownessTextStatesItsLimitAndDoesNotContradictItself) {
  const Problem& p = *FindProblem("outcome");
  CheckResult r;
  r.largest_n = 1000001;
  Case slow;
  slow.index = 40;
  slow.tier = Tier::kScale;
  slow.about = "star, out-degree 1000000";
  slow.x.g = Graph(1000000, std::vector<Edge>{});
  r.performance.smallest_slow = slow;
  r.performance.slow_cases = 2;
  r.performance.largest_n_in_time = 1000001;
  r.performance.n_in_time = {7, 200000, 1000001};
  ReportContext ctx;
  ctx.problem = "outcome";
  ctx.program = {"./solver"};
  ctx.time_limit = "2 s + 2 s per million vertices and edges";
  const std::string s = TextReport(p, ctx, r);
  EXPECT_TRUE(Has(s, "time limit per case: 2 s + 2 s per million vertices and edges\n")) << s;
  EXPECT_TRUE(Has(s, "suggested: --max-n 200000 ")) << s;
  EXPECT_TRUE(Has(s, "between n = 200001 and n = 1000000")) << s;
  EXPECT_FALSE(Has(s, "between n = 1000000 and n = 1000000")) << s;
  EXPECT_TRUE(Has(s, "the time depends on the shape")) << s;
  r.performance.n_in_time = {7, 999999};
  r.performance.largest_n_in_time = 999999;
  const std::string at = TextReport(p, ctx, r);
  EXPECT_TRUE(Has(at, "the slowness starts at n = 1000000")) << at;
}

}  // namespace
}  // namespace gc
