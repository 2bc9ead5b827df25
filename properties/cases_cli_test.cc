// properties/cases_cli_test.cc — `gamecheck cases` (cli/cases_cmd.cc): the schedule's cases
// written as test data are read back by `check --replay DIR` (which passes the built-in
// solver and catches a planted bug on them) and by `judge` (which accepts `solve`'s output on
// every case and rejects the planted bug's on some), and `--case K` prints file K.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;
using cli_test::Cli;
using cli_test::kBin;
using cli_test::Slurp;

constexpr int kCount = 24;

// The first kCount cases of outcome's schedule (examples, exhaustive, shapes, random) in a
// directory of this test.
std::string WriteCases(const std::string& name, const std::string& flags = "",
                       int count = kCount) {
  const std::string dir = cli_test::TempDir(name);
  const Cli r = cli_test::Shell(kBin + " cases outcome --out " + dir + " --cases " +
                                    std::to_string(count) + " " + flags,
                                cli_test::Err::kKept);
  EXPECT_EQ(r.status, 0) << r.out;
  return dir;
}

int CountFiles(const std::string& dir, const std::string& ext) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ext;
  return n;
}

TEST(Cases, WritesNumberedInputsWithTheirAnswers) {
  const std::string dir = WriteCases("cases_written");
  EXPECT_EQ(CountFiles(dir, ".in"), kCount);
  EXPECT_EQ(CountFiles(dir, ".ans"), kCount);
  // the first case is formats.md's first example, with its answer
  EXPECT_EQ(Slurp(dir + "/000.ans"), "WLWLWLD\n");
  // --case K prints file K, and its answer with --answer
  for (const char* k : {"7", "23"}) {
    const std::string file = dir + "/0" + (k[1] ? k : std::string("0") + k);
    EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --case " + k).out, Slurp(file + ".in")) << k;
    EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --answer --case " + k).out,
              Slurp(file + ".ans"))
        << k;
  }
}

TEST(Cases, CheckReplaysThemAndTheyCatchAPlantedBug) {
  const std::string dir = WriteCases("cases_replayed");
  const std::string replay = kBin + " check outcome --quiet --replay " + dir;
  Cli r = cli_test::UnshardedShell(replay + " --builtin solver");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find(std::to_string(kCount) + " cases"), std::string::npos) << r.out;
  r = cli_test::UnshardedShell(replay + " -- " + cli_test::kPrograms +
                               "/outcome_solver multi-edge");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: wrong answer"), std::string::npos) << r.out;
}

// judge over the directory as a stress loop runs it: one verdict line per case.
std::string JudgeAll(const std::string& dir, const std::string& solver) {
  return cli_test::Shell("for f in " + dir + "/*.in; do " + solver + " < $f > " + dir +
                             "/actual; " + kBin + " judge outcome --testlib $f " + dir +
                             "/actual ${f%.in}.ans 2>&1 | cut -d' ' -f1; done")
      .out;
}

// (12 cases: two runs of gamecheck a case, in the sanitizer build too.)
TEST(Cases, JudgeReadsThemBack) {
  constexpr int kJudged = 12;
  const std::string dir = WriteCases("cases_judged", "", kJudged);
  const std::string solved = JudgeAll(dir, kBin + " solve outcome");
  std::string all_ok;
  for (int k = 0; k < kJudged; ++k) all_ok += "ok\n";
  EXPECT_EQ(solved, all_ok);
  const std::string planted = JudgeAll(dir, cli_test::kPrograms + "/outcome_solver multi-edge");
  EXPECT_NE(planted.find("wrong"), std::string::npos) << planted;
  EXPECT_EQ(planted.find("FAIL"), std::string::npos) << planted;
}

// --answer-ext out names the answers as oj test reads them; --canonical writes every input
// as gamecheck prints an instance, where by default the schedule's drawn layouts (tabs, CR
// LF, runs of spaces, ...) are kept, as check feeds them.
TEST(Cases, AnswerExtensionAndCanonicalLayout) {
  const std::string drawn = WriteCases("cases_drawn");
  const std::string dir = WriteCases("cases_oj", "--answer-ext out --canonical");
  EXPECT_EQ(CountFiles(dir, ".out"), kCount);
  EXPECT_EQ(CountFiles(dir, ".ans"), 0);
  int relaid = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() != ".in") continue;
    const std::string text = Slurp(e.path().string());
    EXPECT_EQ(text.find_first_of("\t\r"), std::string::npos) << e.path();
    relaid += text != Slurp(drawn + "/" + e.path().filename().string());
  }
  EXPECT_GT(relaid, 0) << "no case of the schedule was drawn in another layout";
}

TEST(Cases, UsageErrors) {
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome").status, 2);  // neither --out nor --case
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --out x --case 3").status, 2);
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --tiers examples --case 99").status, 2);
  EXPECT_EQ(cli_test::Shell(kBin + " cases nosuch --case 0").status, 2);
}

}  // namespace
