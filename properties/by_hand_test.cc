// properties/by_hand_test.cc — the `by hand:` line of the text report (harness/report/report.cc):
// run through sh, its printf feeds the program exactly the bytes of the case, whatever
// they are (a NUL, a backslash, `%`, a quote, bytes outside ASCII, CR, a tab), and the
// line is one line of printable ASCII. The oracle is the case's own bytes, compared with
// what sh (dash) and bash give to `cat` (the program of the line).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "harness/report/report.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

// What `SHELL SCRIPT` prints on standard output, every byte, for a script of the one
// line CMD: the user's shell may be dash (sh here) or bash, whose printf knows more escapes.
std::string ShOutput(const std::string& cmd, const std::string& shell = "sh") {
  const fs::path script = fs::path(::testing::TempDir()) / ("by_hand_" + std::to_string(getpid()));
  std::ofstream(script, std::ios::binary) << cmd << "\n";
  return cli_test::Popen(shell + " " + script.string()).out;
}

// The text report of a bad-input failure of `cat` on `bytes`.
std::string ReportOf(const std::string& bytes) {
  const Problem& p = *FindProblem("outcome");
  CheckResult r;
  Failure f;
  f.original.text = f.minimal.text = bytes;
  f.original.bad_input = f.minimal.bad_input = true;
  f.verdict.kind = FailureKind::kWrongAnswer;
  f.verdict.expected = {2, ""};
  f.run.out = bytes;
  r.failure = f;
  ReportContext ctx;
  ctx.problem = "outcome";
  ctx.program = {"cat"};
  return TextReport(p, ctx, r);
}

// The command of the report's by-hand line, checked to be one line of printable ASCII.
std::string ByHandCommand(const std::string& report) {
  const std::string key = "\nby hand: ";
  const std::size_t at = report.find(key);
  if (at == std::string::npos) return "";
  const std::size_t end = report.find('\n', at + key.size());
  if (end == std::string::npos) return "";
  const std::string cmd = report.substr(at + key.size(), end - at - key.size());
  for (unsigned char c : cmd)
    if (c < 0x20 || c >= 0x7f) return "";
  return cmd;
}

void ExpectReproduced(const std::string& bytes) {
  const std::string cmd = ByHandCommand(ReportOf(bytes));
  ASSERT_NE(cmd, "") << ReportOf(bytes);
  EXPECT_EQ(ShOutput(cmd), bytes) << cmd;
  EXPECT_EQ(ShOutput(cmd, "bash"), bytes) << cmd;
}

TEST(ByHand, TheIssuesBytesAreFedExactly) {
  ExpectReproduced(std::string("1 0\0\xff\r\n\\n", 10));
  ExpectReproduced("\\x41");  // the characters \, x, 4, 1; not the byte A
  ExpectReproduced("50% of 'it' \"is\" $HOME `x` \\0\\101\n");
  ExpectReproduced(std::string("\0\0001\0", 4));  // NUL then a digit
  ExpectReproduced("-v 1\n");                     // not an option of printf
}

// A valid input in another layout (harness/cases/layout.h): its tabs and CRs are fed
// exactly, and written as printf's own escapes, readable in the line.
TEST(ByHand, TabsAndCarriageReturnsAreFedExactlyAndReadably) {
  const std::string bytes = "3\t3\r\n0  1 \r\n\r\n1 2";
  ExpectReproduced(bytes);
  EXPECT_NE(ByHandCommand(ReportOf(bytes)).find("printf '3\\t3\\r\\n0  1 \\r\\n\\r\\n1 2' | "),
            std::string::npos)
      << ByHandCommand(ReportOf(bytes));
}

// Through the command: the report of a replayed malformed file is printed whole (a NUL in
// it used to end the output there), and its by-hand line feeds the file's bytes.
TEST(ByHand, TheCommandPrintsTheWholeLine) {
  const std::string bytes("1 0\0\xff\r\n\\n", 10);
  const std::string file =
      (fs::path(::testing::TempDir()) / ("by_hand_case_" + std::to_string(getpid()) + ".txt"))
          .string();
  std::ofstream(file, std::ios::binary) << bytes;
  const std::string report =
      ShOutput(std::string(GAMECHECK_BIN) + " check outcome --quiet --replay " + file +
               " --bad-input -- cat 2>/dev/null");
  const std::string cmd = ByHandCommand(report);
  ASSERT_NE(cmd, "") << report;
  EXPECT_NE(report.find("\nlargest n tried"), std::string::npos) << report;  // the last line
  EXPECT_EQ(ShOutput(cmd.substr(0, cmd.rfind(" | ")) + " | cat"), bytes) << cmd;
}

RC_GTEST_PROP(ByHand, AnyBytesAreFedExactly, (const std::string& bytes)) {
  RC_PRE(bytes.size() <= 200);  // the line is given for small cases only
  const std::string cmd = ByHandCommand(ReportOf(bytes));
  RC_ASSERT(cmd != "");
  RC_ASSERT(ShOutput(cmd) == bytes);
  RC_ASSERT(ShOutput(cmd, "bash") == bytes);
}

}  // namespace
}  // namespace gc
