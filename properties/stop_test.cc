// properties/stop_test.cc — Ctrl-C, SIGTERM and SIGHUP on `gamecheck check` (cli/stop.h,
// cli/check_cmd.cc): a finding already made reaches every report (text, JSON, JUnit,
// --save) whatever signals follow, during the shrink or during the reports themselves,
// and an interrupted run with nothing found is exit 130. The moment of each signal is a
// fact of the test: it is sent once gamecheck has said (on standard output or error) that
// it has reached the point meant, never after a sleep; and each outcome a slow machine can
// produce is accepted with what it must say.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;

using cli_test::kBin;
using cli_test::Slurp;
using cli_test::TempDir;

const std::string kPrograms = (fs::path(kBin).parent_path() / "properties/programs").string();

// gamecheck started with `args`, its standard output and error in files of `dir`, its
// scratch directories under dir/tmp (TMPDIR), without GoogleTest's sharding variables.
struct Started {
  pid_t pid = -1;
  std::string out, err, tmp;
  int status = -1;  // once it has ended: its exit status, or 128 + the signal
  ~Started() {      // a test that failed early leaves nothing running
    if (status < 0 && pid > 0) {
      ::kill(pid, SIGKILL);
      waitpid(pid, nullptr, 0);
    }
  }
};

int StatusOf(int rc) { return WIFEXITED(rc) ? WEXITSTATUS(rc) : 128 + WTERMSIG(rc); }

void Start(Started& s, const std::string& dir, const std::vector<std::string>& args,
           const char* grace_ms = nullptr) {
  s.out = dir + "/out.txt";
  s.err = dir + "/err.txt";
  s.tmp = dir + "/tmp";
  fs::create_directories(s.tmp);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(kBin.c_str()));
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  s.pid = fork();
  if (s.pid == 0) {
    if (!freopen(s.out.c_str(), "w", stdout) || !freopen(s.err.c_str(), "w", stderr)) _exit(99);
    setenv("TMPDIR", s.tmp.c_str(), 1);
    if (grace_ms) setenv("GAMECHECK_FORCE_GRACE_MS", grace_ms, 1);
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_SHARD_STATUS_FILE");
    execv(kBin.c_str(), argv.data());
    _exit(127);
  }
}

// Waits until the file holds `what`: false if gamecheck ended first, or after eight
// minutes, an outer bound below ctest's timeout (ctest -j6 beside busy loops, load 26 on
// two CPUs, takes minutes to reach a step an idle machine reaches in seconds).
bool WaitFor(Started& s, const std::string& file, const std::string& what) {
  for (int i = 0; i < 24000; ++i) {
    if (Slurp(file).find(what) != std::string::npos) return true;
    int rc = 0;
    if (waitpid(s.pid, &rc, WNOHANG) == s.pid) {
      s.status = StatusOf(rc);
      return Slurp(file).find(what) != std::string::npos;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

// Sends `sig` `times` times, 10 ms apart (a user hammering Ctrl-C).
void Hammer(pid_t pid, int sig, int times) {
  for (int i = 0; i < times; ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ::kill(pid, sig);
  }
}

// How it ended: the exit status, or 128 + the signal that killed it.
int Finish(Started& s) {
  if (s.status < 0) {
    int rc = 0;
    waitpid(s.pid, &rc, 0);
    s.status = StatusOf(rc);
  }
  return s.status;
}

// Reads the FIFO at `path` to its end: until what was written to it is closed, or, when
// nothing was, until gamecheck has ended.
std::string ReadFifo(Started& s, const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);
  std::string text;
  char buf[4096];
  for (int i = 0; fd >= 0 && i < 12000; ++i) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got > 0) {
      text.append(buf, static_cast<std::size_t>(got));
      continue;
    }
    int rc = 0;
    if (got == 0 && !text.empty()) break;
    if (s.status < 0 && waitpid(s.pid, &rc, WNOHANG) == s.pid) s.status = StatusOf(rc);
    if (got == 0 && s.status >= 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (fd >= 0) ::close(fd);
  return text;
}

std::size_t FilesIn(const std::string& dir) {
  std::size_t k = 0;
  for (const auto& e : fs::directory_iterator(dir)) k += e.is_regular_file() || e.is_directory();
  return k;
}

// What every report of a failure must hold, whichever way the stop went.
void ExpectTheFindingReported(const Started& s, const std::string& dir, int status) {
  const std::string out = Slurp(s.out);
  EXPECT_EQ(status, 1) << out << Slurp(s.err);
  EXPECT_NE(out.find("FAIL: "), std::string::npos) << out;
  // The case under whichever of its three headings the stop left it (report_text.cc):
  // "case (" not shrunk, "minimal case (", or "smallest case found (" when the shrink was
  // cut short after any number of attempts, which the moment of the stop decides.
  EXPECT_TRUE(out.find("\ncase (") != std::string::npos ||
              out.find("minimal case (") != std::string::npos ||
              out.find("smallest case found (") != std::string::npos)
      << out;
  EXPECT_NE(out.find("saved: "), std::string::npos) << out;
  EXPECT_NE(Slurp(dir + "/r.json").find("\"result\": \"fail\""), std::string::npos)
      << Slurp(dir + "/r.json");
  EXPECT_NE(Slurp(dir + "/r.xml").find("<failure"), std::string::npos) << Slurp(dir + "/r.xml");
  EXPECT_GE(FilesIn(dir + "/save"), 1u);
}

std::vector<std::string> ShrinkingLengths(const std::string& dir) {
  return {"check",
          "lengths",
          "--tiers",
          "shapes",
          "--timeout",
          "5",
          "--shrink-time",
          "600",
          "--jobs",
          "1",
          "--save",
          dir + "/save",
          "--json",
          dir + "/r.json",
          "--junit",
          dir + "/r.xml",
          "--",
          kPrograms + "/lengths_solver",
          "int16"};
}

// Three Ctrl-C 10 ms apart once the shrink has begun: the finding is reported everywhere
// with status 1 (not 130, the status of nothing found), and no scratch directory is left,
// unless the forced end had to come before the run in progress ended (which it says).
TEST(CheckStops, ThreeInterruptsDuringAShrinkKeepTheFinding) {
  const std::string dir = TempDir("three_int");
  Started s;
  Start(s, dir, ShrinkingLengths(dir));
  ASSERT_TRUE(WaitFor(s, s.err, "shrinking;")) << Slurp(s.err);
  Hammer(s.pid, SIGINT, 3);
  const int status = Finish(s);
  ExpectTheFindingReported(s, dir, status);
  const std::string out = Slurp(s.out);
  if (out.find("third stop signal") == std::string::npos) {
    EXPECT_EQ(FilesIn(s.tmp), 0u) << "scratch directories left";
  }
}

// The same with no grace for the check to end by itself: the forced end reports the
// finding from its snapshot (and says so), unless the check was writing its own reports
// by then, which it then finishes; the status is the finding's either way.
TEST(CheckStops, AForcedEndReportsTheFindingAsItStood) {
  const std::string dir = TempDir("forced");
  Started s;
  Start(s, dir, ShrinkingLengths(dir), "0");
  ASSERT_TRUE(WaitFor(s, s.err, "shrinking;")) << Slurp(s.err);
  Hammer(s.pid, SIGINT, 3);
  const int status = Finish(s);
  ExpectTheFindingReported(s, dir, status);
  const std::string out = Slurp(s.out);
  EXPECT_EQ(out.find("FAIL: "), out.rfind("FAIL: ")) << "reported twice: " << out;
  if (out.find("third stop signal") != std::string::npos) {
    // Shrunk by then or not, the shrink is said to have been interrupted.
    EXPECT_TRUE(out.find("shrink interrupted: the smallest case so far") != std::string::npos ||
                out.find("nothing smaller found before the shrink was interrupted") !=
                    std::string::npos)
        << out;
  }
}

// SIGTERM once the shrink has begun: the shrink stops, the smallest case so far is
// reported as interrupted (whether or not a smaller case had been found by then), and the
// finding is not called flaky.
TEST(CheckStops, SigtermDuringAShrinkKeepsTheFinding) {
  const std::string dir = TempDir("sigterm");
  Started s;
  Start(s, dir, ShrinkingLengths(dir));
  ASSERT_TRUE(WaitFor(s, s.err, "shrinking;")) << Slurp(s.err);
  const auto t0 = std::chrono::steady_clock::now();
  ::kill(s.pid, SIGTERM);
  const int status = Finish(s);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ExpectTheFindingReported(s, dir, status);
  const std::string out = Slurp(s.out);
  // Stopped, not left to its 600 s of shrinking: a bound far above one run's time limit
  // (5 s) and the reports, so that a loaded machine meets it too.
  EXPECT_LE(secs, 60) << out;
  // Shrunk by then (to a fixpoint, or part of the way: the moment of the stop decides) or
  // not: each heading of report_text.cc has its sentence.
  const bool smaller = out.find("minimal case (") != std::string::npos ||
                       out.find("smallest case found (") != std::string::npos;
  EXPECT_NE(out.find(smaller ? "shrink interrupted: the smallest case so far"
                             : "nothing smaller found before the shrink was interrupted"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("flaky"), std::string::npos) << out;
  EXPECT_EQ(FilesIn(s.tmp), 0u) << "scratch directories left";
}

// Signals while the reports are being written (the JSON report goes to a FIFO, which this
// test opens only after signalling, once the text report is out): gamecheck is not killed
// by them, the JSON report is written whole, and the status is the finding's.
TEST(CheckStops, SignalsDuringTheReportsDoNotLoseThem) {
  const std::string dir = TempDir("report_sig");
  const std::string fifo = dir + "/r.json";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  Started s;
  Start(s, dir,
        {"check", "outcome", "--quiet", "--cases", "50", "--json", fifo, "--",
         kPrograms + "/outcome_solver", "multi-edge"});
  ASSERT_TRUE(WaitFor(s, s.out, "\nseed: ")) << Slurp(s.out);
  Hammer(s.pid, SIGTERM, 3);
  const std::string json = ReadFifo(s, fifo);
  const int status = Finish(s);
  EXPECT_EQ(status, 1) << Slurp(s.out);
  EXPECT_NE(json.find("\"result\": \"fail\""), std::string::npos) << json;
  EXPECT_EQ(json.substr(json.size() >= 2 ? json.size() - 2 : 0), "}\n") << json;
}

// An interrupted run with nothing found is no pass: exit 130, and an error in JUnit. The
// signal comes once the header is out, when the handlers are in place.
TEST(CheckStops, AnInterruptedRunIsAnErrorInJunit) {
  const std::string dir = TempDir("interrupted");
  Started s;
  Start(s, dir,
        {"check", "outcome", "--quiet", "--cases", "100000000", "--tiers", "random", "--junit",
         dir + "/r.xml", "--", kPrograms + "/outcome_solver", "ok"});
  ASSERT_TRUE(WaitFor(s, s.out, "planned")) << Slurp(s.out);
  ::kill(s.pid, SIGINT);
  EXPECT_EQ(Finish(s), 130) << Slurp(s.out);
  EXPECT_NE(Slurp(s.out).find("INTERRUPTED"), std::string::npos) << Slurp(s.out);
  const std::string xml = Slurp(dir + "/r.xml");
  EXPECT_NE(xml.find("errors=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<error type=\"interrupted\""), std::string::npos) << xml;
}

// The engine's on_failure (what a forced end reports from): told of the failure when it
// is found, unshrunk, then of each smaller failing case, the last being the one reported.
// Whether process `pid` is gone: no such process, or a zombie no longer running.
bool Gone(pid_t pid) {
  const std::string stat = Slurp("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t paren = stat.rfind(')');
  return stat.empty() || (paren != std::string::npos && stat.size() > paren + 2 &&
                          (stat[paren + 2] == 'Z' || stat[paren + 2] == 'X'));
}

// SIGKILL, which gamecheck cannot catch: the solver it had started (spinning, in a group
// of its own) is killed all the same and its scratch directory removed, by the lifeline
// (harness/run/lifeline.h). Each wait is for that event, bounded at two minutes.
TEST(CheckStops, ASigkillLeavesNoSolverAndNoScratch) {
  const std::string dir = TempDir("stop_sigkill");
  const std::string pids = dir + "/pids";
  // The solver reads its whole input before it says it runs: gamecheck writes the input
  // only once it has told the lifeline the run's group, so the kill comes after that.
  std::ofstream(dir + "/spin.sh") << "cat > /dev/null\necho $$ >> " << pids
                                  << "\nwhile :; do :; done\n";
  Started s;
  Start(s, dir, {"check", "outcome", "--timeout", "600", "--jobs", "1", "--", "/bin/sh",
                 dir + "/spin.sh"});
  ASSERT_TRUE(WaitFor(s, pids, "\n")) << Slurp(s.err);
  const pid_t solver = static_cast<pid_t>(std::atol(Slurp(pids).c_str()));
  ASSERT_GT(solver, 1);
  ASSERT_FALSE(Gone(solver));
  ASSERT_EQ(FilesIn(s.tmp), 1u);  // its scratch directory
  ::kill(s.pid, SIGKILL);
  EXPECT_EQ(Finish(s), 128 + SIGKILL);
  bool gone = false, clean = false;
  for (int i = 0; i < 6000 && !(gone && clean); ++i) {
    gone = Gone(solver);
    clean = FilesIn(s.tmp) == 0;
    if (!(gone && clean)) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (!gone) ::kill(solver, SIGKILL);
  EXPECT_TRUE(gone) << "the solver outlived the gamecheck that started it";
  EXPECT_TRUE(clean) << "its scratch directory stayed in TMPDIR";
}

TEST(CheckSnapshot, OnFailureFollowsTheShrinkToTheCaseReported) {
  const gc::Problem& p = *gc::FindProblem("outcome");
  std::string err;
  const gc::Subject subject = gc::BuiltinSubject(p, "mutant:multi-edge", &err);
  ASSERT_TRUE(subject) << err;
  gc::CheckOptions o;
  o.cases = 2000;
  o.jobs = 1;
  o.tiers = static_cast<unsigned>(gc::Tier::kRandom);  // a first failure with room to shrink
  std::vector<gc::Failure> told;
  o.on_failure = [&](const gc::Failure& f) { told.push_back(f); };
  const gc::CheckResult r = gc::RunCheck(p, subject, o);
  ASSERT_TRUE(r.failure);
  ASSERT_GE(told.size(), 2u);  // found, then shrunk at least once
  EXPECT_EQ(told.front().minimal.text, r.failure->original.text);
  EXPECT_FALSE(told.front().verdict.ok());
  for (std::size_t i = 1; i < told.size(); ++i) {
    EXPECT_EQ(told[i].original.text, r.failure->original.text);
    EXPECT_EQ(told[i].verdict.Signature(), r.failure->verdict.Signature());
    EXPECT_LE(told[i].minimal.x.g.n() + told[i].minimal.x.g.m(),
              told[i - 1].minimal.x.g.n() + told[i - 1].minimal.x.g.m());
  }
  EXPECT_EQ(told.back().minimal.text, r.failure->minimal.text);
  EXPECT_EQ(told.back().run.out, r.failure->run.out);
}

}  // namespace
