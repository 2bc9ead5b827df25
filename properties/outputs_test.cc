// properties/outputs_test.cc — what gamecheck writes besides its standard output (reports,
// saved cases): every path is checked before any work, so a bad one is said at once and
// not after a whole run (cli/io.h UnwritablePath); and every file is written whole or
// not at all, so a full disk leaves no empty or cut file under a report's or a case's
// name for a later --replay to stop on (cli/io.h WriteFile). The full disk is a file-size
// limit (ulimit -f) with SIGXFSZ ignored: a write past it fails with EFBIG, as on a full
// file system.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "properties/cli_util.h"

namespace {

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::Shell;
using cli_test::TempDir;
namespace fs = std::filesystem;

const std::string kTiny = kSource + "/properties/programs/tiny_outcome.cpp";

// Each report path that cannot be written stops check and mutate before any case or
// build, with exit 2 and the reason.
TEST(Outputs, AnUnwritablePathIsSaidBeforeAnyWork) {
  const std::string dir = TempDir("outputs_paths");
  fs::create_directories(dir + "/a_directory");
  struct Bad {
    std::string flag, why;
  };
  const Bad bad[] = {
      {"--json " + dir + "/no/such/dir/r.json", "no directory"},
      {"--junit " + dir + "/a_directory", "is a directory"},
      {"--html " + dir + "/r.html/x", "no directory"},
  };
  for (const Bad& b : bad) {
    const Cli c = Shell(kBin + " check outcome --builtin solver " + b.flag, cli_test::Err::kKept);
    EXPECT_EQ(c.status, 2) << b.flag << "\n" << c.out;
    EXPECT_NE(c.out.find("gamecheck check: cannot write "), std::string::npos) << c.out;
    EXPECT_NE(c.out.find(b.why), std::string::npos) << c.out;
    EXPECT_EQ(c.out.find("PASS"), std::string::npos) << "the run went on: " << c.out;
    EXPECT_EQ(c.out.find("cases"), std::string::npos) << "the run went on: " << c.out;
  }
  // --save DIR is made when missing; a file in its place is refused.
  std::ofstream(dir + "/a_file") << "x\n";
  const Cli save = Shell(kBin + " check outcome --builtin solver --save " + dir + "/a_file",
                         cli_test::Err::kKept);
  EXPECT_EQ(save.status, 2) << save.out;
  EXPECT_NE(save.out.find("is not a directory"), std::string::npos) << save.out;
  const Cli m = Shell(kBin + " mutate outcome --json " + dir + "/no/such/dir/m.json " + kTiny,
                      cli_test::Err::kKept);
  EXPECT_EQ(m.status, 2) << m.out;
  EXPECT_NE(m.out.find("gamecheck mutate: cannot write "), std::string::npos) << m.out;
  EXPECT_EQ(m.out.find("building"), std::string::npos) << "the run went on: " << m.out;
}

// A disk that fills while the reports and the failing case are written: what could not be
// written whole is not there at all (no empty file, no cut one, no temporary file left),
// what is there is whole, and a replay of the directory reads every case in it.
TEST(Outputs, AFullDiskLeavesNoCutFile) {
  const std::string dir = TempDir("outputs_full");
  // 2 blocks of 512 bytes: the minimal case (a few lines) fits, the JSON report does not.
  const Cli c = Shell("trap '' XFSZ; ulimit -f 2; " + kBin +
                          " check outcome --quiet --tiers random --builtin mutant:multi-edge"
                          " --save " + dir + "/cases --json " + dir + "/r.json",
                      cli_test::Err::kKept);
  EXPECT_NE(c.status, 0) << c.out;  // the failure was found, a report could not be written
  EXPECT_NE(c.out.find("FAIL"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find("cannot write " + dir + "/r.json"), std::string::npos) << c.out;
  EXPECT_FALSE(fs::exists(dir + "/r.json"));
  int cases = 0;
  for (const std::string& d : {dir, dir + "/cases"})
    for (const auto& e : fs::directory_iterator(d)) {
      if (e.is_directory()) continue;
      const std::string name = e.path().filename().string();
      EXPECT_TRUE(name.ends_with(".txt")) << "a temporary file was left: " << name;
      EXPECT_GT(fs::file_size(e.path()), 0u) << name;
      cases += name.ends_with(".minimal.txt");
    }
  EXPECT_EQ(cases, 1) << c.out;
  const Cli replay = Shell(kBin + " check outcome --quiet --replay " + dir +
                               "/cases --tiers examples --builtin mutant:multi-edge",
                           cli_test::Err::kKept);
  EXPECT_EQ(replay.out.find("unexpected end of input"), std::string::npos) << replay.out;
  EXPECT_NE(replay.out.find("FAIL"), std::string::npos) << replay.out;
}

// GITHUB_STEP_SUMMARY that cannot be written (a runner's file system full, a path of
// another step's): a warning, on standard error and as a workflow command; the check's
// verdict (here a pass, exit 0) stands.
TEST(Outputs, AnUnwritableStepSummaryIsAWarningAndTheVerdictStands) {
  const std::string dir = TempDir("outputs_summary");
  const Cli c = Shell("GITHUB_STEP_SUMMARY=" + dir + "/no/such/dir/summary.md " + kBin +
                          " check outcome --quiet --builtin solver --cases 20 --annotations github",
                      cli_test::Err::kKept);
  EXPECT_EQ(c.status, 0) << c.out;
  EXPECT_NE(c.out.find("PASS"), std::string::npos) << c.out;
  EXPECT_NE(c.out.find("gamecheck check: warning: cannot write " + dir + "/no/such/dir/summary.md"),
            std::string::npos)
      << c.out;
  EXPECT_NE(c.out.find("\n::warning title=gamecheck check::cannot write "), std::string::npos)
      << c.out;
}

}  // namespace
