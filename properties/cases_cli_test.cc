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

// A second run into the same DIR would leave the first one's cases beside its own (a
// higher-numbered K.in, with --answer-ext out an old K.ans beside a new K.in), and check
// --replay DIR runs them all: a DIR that holds files is refused; --force deletes the
// cases gamecheck wrote there, and leaves the files that are not its own.
TEST(Cases, ANonEmptyDirIsRefusedAndForceReplacesOnlyGamechecksCases) {
  const std::string dir = WriteCases("cases_stale");
  const Cli again = cli_test::Shell(kBin + " cases outcome --out " + dir + " --cases 12",
                                    cli_test::Err::kKept);
  EXPECT_EQ(again.status, 2) << again.out;
  EXPECT_NE(again.out.find("--force"), std::string::npos) << again.out;
  EXPECT_EQ(CountFiles(dir, ".in"), kCount) << "a refused run wrote or deleted nothing";
  cli_test::Shell("printf 'mine\n' > " + dir + "/notes.txt; printf '1 0\n' > " + dir +
                  "/sample.in");
  const Cli forced = cli_test::Shell(
      kBin + " cases outcome --out " + dir + " --cases 12 --answer-ext out --force",
      cli_test::Err::kKept);
  EXPECT_EQ(forced.status, 0) << forced.out;
  EXPECT_NE(forced.out.find("deleted " + std::to_string(2 * kCount) + " files"), std::string::npos)
      << forced.out;
  EXPECT_NE(forced.out.find("left 2 files that are not gamecheck's"), std::string::npos)
      << forced.out;
  EXPECT_EQ(CountFiles(dir, ".in"), 12 + 1);  // and sample.in, which is not gamecheck's
  EXPECT_EQ(CountFiles(dir, ".out"), 12);
  EXPECT_EQ(CountFiles(dir, ".ans"), 0) << "an earlier run's answer was left";
  EXPECT_EQ(Slurp(dir + "/notes.txt"), "mine\n");
  EXPECT_EQ(Slurp(dir + "/sample.in"), "1 0\n");
  // --force with no --out is a usage error, as --answer without --case is.
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --case 1 --force").status, 2);
}

// A disk that fills while the cases are written (a file-size limit with SIGXFSZ ignored,
// as properties/outputs_test.cc makes one): the message says why, and how many cases are
// whole, so that a half-written DIR is not taken for the set.
TEST(Cases, AFullDiskSaysWhyAndHowManyCasesAreWhole) {
  const std::string dir = cli_test::TempDir("cases_full");
  // 2 blocks of 512 bytes: the small cases fit, the first of n = 1000 does not.
  const Cli r = cli_test::Shell("trap '' XFSZ; ulimit -f 2; " + kBin + " cases outcome --out " +
                                    dir + " --cases 100",
                                cli_test::Err::kKept);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("File too large"), std::string::npos) << r.out;
  const std::size_t at = r.out.find("stopped after ");
  ASSERT_NE(at, std::string::npos) << r.out;
  const int whole = std::stoi(r.out.substr(at + 14));
  EXPECT_NE(r.out.find(" of 100 cases in " + dir), std::string::npos) << r.out;
  EXPECT_GT(whole, 0) << r.out;
  EXPECT_GE(CountFiles(dir, ".ans"), whole);
  EXPECT_LE(CountFiles(dir, ".ans"), whole + 1);
}

TEST(Cases, UsageErrors) {
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome").status, 2);  // neither --out nor --case
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --out x --case 3").status, 2);
  EXPECT_EQ(cli_test::Shell(kBin + " cases outcome --tiers examples --case 99").status, 2);
  EXPECT_EQ(cli_test::Shell(kBin + " cases nosuch --case 0").status, 2);
}

}  // namespace
