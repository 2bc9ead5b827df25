// properties/check_layout_test.cc — valid input in every layout the spec allows (issue 33,
// item 2): `gamecheck check` of an outcome solver whose reader rejects one layout
// (properties/programs/picky_outcome.cc: a tab, a CR LF line end, a run of spaces, a space
// before a line end, everything on one line, no final newline, a blank line) FAILs with
// "rejects valid input" naming the layout and its line, on a case shrunk small in that
// layout alone; the `by hand:` line feeds the saved case's bytes, and --replay of the saved
// case fails the same way while the correct reader passes it. The expected words come from
// the layouts (harness/cases/layout.h), the bytes from the saved file, not from the report.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <ostream>
#include <string>

#include "harness/cases/layout.h"
#include "harness/problems/problem.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;

const std::string kPicky =
    (fs::path(kBin).parent_path() / "properties/programs/picky_outcome").string();

Cli Shell(const std::string& cmd) { return cli_test::UnshardedShell(cmd); }

// The report's line that starts with `key`, without the key ("" when there is none).
std::string LineOf(const std::string& report, const std::string& key) {
  const std::size_t at = report.find("\n" + key);
  if (at == std::string::npos) return "";
  const std::size_t from = at + 1 + key.size();
  return report.substr(from, report.find('\n', from) - from);
}

struct Picky {
  const char* mode;
  LayoutFeature feature;
  const char* words;  // how the report names it
};

// The parameter as test names show it: its mode.
void PrintTo(const Picky& k, std::ostream* os) { *os << k.mode; }

class CheckLayout : public ::testing::TestWithParam<Picky> {};

TEST_P(CheckLayout, AReaderThatRejectsTheLayoutFailsWithRejectsValidInput) {
  const Picky& k = GetParam();
  const std::string dir = cli_test::TempDir(std::string("check_layout_") + k.mode);
  // The random tier alone: the worked examples are on one line with runs of spaces, and
  // a reader that rejects those fails them all the same way, a setup error.
  Cli r = Shell(kBin + " check outcome --quiet --tiers random --save " + dir + " -- " + kPicky +
                " " + k.mode);
  ASSERT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL: rejects valid input on case"), std::string::npos) << r.out;
  EXPECT_EQ(LineOf(r.out, "what: rejects valid input: ").rfind(k.words, 0), 0u) << r.out;
  // The saved case: small, in a layout of that feature alone (the shrinker dropped the
  // others), read back as a valid instance.
  std::string saved;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().string().ends_with("-rejects-valid-input.minimal.txt")) saved = e.path().string();
  ASSERT_NE(saved, "") << r.out;
  const std::string bytes = cli_test::Slurp(saved);
  const Problem& p = *FindProblem("outcome");
  const Instance x = ReadInstance(p.input, bytes);
  EXPECT_LE(x.g.n() + x.g.m(), 3u) << bytes;
  EXPECT_EQ(LayoutOf(bytes, WriteInstance(p.input, x)), Layout{}.With(k.feature)) << bytes;
  // The by-hand line feeds exactly those bytes: its printf, through sh, into cat.
  const std::string by_hand = LineOf(r.out, "by hand: ");
  ASSERT_NE(by_hand.find(" | "), std::string::npos) << r.out;
  EXPECT_EQ(cli_test::Popen(by_hand.substr(0, by_hand.find(" | ")) + " | cat").out, bytes)
      << by_hand;
  // Replayed, the saved bytes fail the picky reader again and pass a correct one.
  Cli again =
      Shell(kBin + " check outcome --quiet --replay " + dir + " -- " + kPicky + " " + k.mode);
  EXPECT_EQ(again.status, 1) << again.out;
  EXPECT_EQ(LineOf(again.out, "what: rejects valid input: ").rfind(k.words, 0), 0u) << again.out;
  Cli fixed = Shell(kBin + " check outcome --quiet --replay " + dir + " -- " + kPicky + " ok");
  EXPECT_EQ(fixed.status, 0) << fixed.out;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(
    EveryDrawnLayout, CheckLayout,
    ::testing::Values(Picky{"tab", LayoutFeature::kTab, "a tab at line "},
                      Picky{"crlf", LayoutFeature::kCrLf, "a CR LF line end at line "},
                      Picky{"space-run", LayoutFeature::kSpaceRun, "a run of spaces at line "},
                      Picky{"trailing-space", LayoutFeature::kTrailingSpace,
                            "a space before the line end at line "},
                      Picky{"no-final-newline", LayoutFeature::kNoFinalNewline,
                            "no newline at the end of line "},
                      Picky{"blank-line", LayoutFeature::kBlankLine, "a blank line at line "}),
    cli_test::NameByMode());

// The words: a reader that rejects tabs or CR LF fails the default check (every
// tier, the examples first) with "rejects valid input".
TEST(CheckLayoutDefault, TabAndCrLfReadersFailTheDefaultCheck) {
  for (const char* mode : {"tab", "crlf"}) {
    Cli r = Shell(kBin + " check outcome --quiet -- " + kPicky + " " + mode);
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("FAIL: rejects valid input on case"), std::string::npos) << r.out;
  }
}

// A replayed file is shrunk in its own layout: the candidates keep its tabs.
TEST(CheckLayoutReplay, AReplayedFileIsShrunkInItsOwnLayout) {
  const std::string dir = cli_test::TempDir("check_layout_replay");
  const std::string out = cli_test::TempDir("check_layout_replay_saved");
  const std::string file = dir + "/tabs.txt";
  std::ofstream(file, std::ios::binary) << "4 3\n0\t1\n1\t2\n2\t3\n";
  Cli r = Shell(kBin + " check outcome --quiet --replay " + file + " --save " + out + " -- " +
                kPicky + " tab");
  ASSERT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("minimal case (0 vertices, 0 edges; shrunk from 4 vertices"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(cli_test::Slurp(out + "/outcome-replay-tabs-rejects-valid-input.minimal.txt"),
            "0\t0\n")
      << r.out;
  fs::remove_all(dir);
  fs::remove_all(out);
}

// A reader of one edge a line rejects everything on one line, and a blank first line too
// (it takes the first line for "n m"): either may be the layout the shrink keeps.
TEST(CheckLayoutOneLine, AReaderOfOneEdgeALineFailsWithRejectsValidInput) {
  Cli r = Shell(kBin + " check outcome --quiet --tiers random -- " + kPicky + " one-line");
  ASSERT_EQ(r.status, 1) << r.out;
  const std::string what = LineOf(r.out, "what: rejects valid input: ");
  EXPECT_TRUE(what.rfind("lines joined into one at line 1", 0) == 0 ||
              what.rfind("a blank line at line 1", 0) == 0)
      << r.out;
}

// The correct reader passes every layout the schedule writes.
TEST(CheckLayoutOk, ACorrectReaderPassesEveryLayout) {
  Cli r = Shell(kBin +
                " check outcome --quiet --cases 400 --tiers examples,exhaustive,random,shapes -- " +
                kPicky + " ok");
  EXPECT_EQ(r.status, 0) << r.out;
}

}  // namespace
}  // namespace gc
