// properties/judge_cli_test.cc — `gamecheck judge` (cli/judge_cmd.cc, harness/judge/checker.h)
// called exactly as each judge system calls its checker: testlib's `checker INPUT OUTPUT
// ANSWER`, a DOMjudge output validator's `run INPUT ANSWER FEEDBACK_DIR < OUTPUT` (its
// compare script), a Kattis one's with a trailing separator and validator flags, and
// online-judge-tools' `JUDGE INPUT ACTUAL [EXPECTED]`: for an accepted, a wrong and a
// malformed output, a test input that is not valid and an answer file that disagrees with
// gamecheck's reference, the exit status and the message where that system reads it; and
// outputs of 250 MB past an answer, judged within a memory limit. (The real `oj test` runs
// it in properties/oj_judge_test.py.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <string>
#include <vector>

#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;
using cli_test::kBin;
using cli_test::Slurp;

void Write(const fs::path& p, const std::string& text) {
  std::ofstream f(p, std::ios::binary);
  f << text;
}

// Formats.md's third outcome example: two edges 0 -> 1 and one 1 -> 2, answer LWL.
constexpr const char* kInput = "3 3  0 1 0 1 1 2\n";
constexpr const char* kAnswer = "LWL\n";

// What each file of a call holds, and what the verdict must say.
struct Outcome {
  const char* name;
  const char* input;
  const char* output;
  const char* answer;
  const char* message;  // the start of the one-line verdict
};
const Outcome kOutcomes[] = {
    {"accepted", kInput, kAnswer, kAnswer, "ok outcome, 3 vertices: the answer agrees"},
    // seed 000's multi-edge bug: vertex 0 counted as having a move to a non-W vertex
    {"wrong", kInput, "DWL\n", kAnswer,
     "wrong answer first difference: vertex 0, label: expected L, got D; why: vertex 0 is L: "
     "every move leads to W: 2 edges to vertex 1 (W)"},
    {"malformed", kInput, "LWX\n", kAnswer, "wrong output format output line 1, column 3: "},
    {"bad_input", "3 3  0 1 5 1\n", kAnswer, kAnswer,
     "FAIL the test's input is not outcome input (the test data is wrong): input line 1, "
     "column 10: edge source 5 is out of range 0..2"},
    {"bad_answer", kInput, kAnswer, "LLL\n",
     "FAIL the answer file disagrees with gamecheck's reference (the test data is wrong): first "
     "difference: vertex 1, label: expected W, got L; why: vertex 1 is W: it can move to L"},
    // An answer file is read by value, as its author's tools wrote it: CR LF line ends (a
    // Windows editor, oj's downloaded samples), no final newline, a trailing space.
    {"answer_crlf", kInput, kAnswer, "LWL\r\n", "ok outcome, 3 vertices: the answer agrees"},
    {"answer_unended", kInput, kAnswer, "LWL", "ok outcome, 3 vertices: the answer agrees"},
    {"answer_trailing_space", kInput, kAnswer, "LWL \n",
     "ok outcome, 3 vertices: the answer agrees"},
    // An output is held to the spec's layout, but the verdict says that only the layout is
    // wrong, and what the values are.
    {"output_crlf", kInput, "LWL\r\n", kAnswer,
     "wrong output format layout: CR LF line ends (every line must end with \\n alone, no "
     "trailing spaces: docs/formats.md); the values are right"},
    {"output_unended_wrong", kInput, "DWL", kAnswer,
     "wrong output format layout: no newline at the end (every line must end with \\n alone, no "
     "trailing spaces: docs/formats.md); by value a wrong answer, first difference: vertex 0, "
     "label: expected L, got D"},
};

// A judge system's call of its checker: how it runs it, what each outcome exits with, and
// where it reads the verdict.
struct Convention {
  const char* name;
  // The checker as deployed: a script `exec gamecheck judge outcome FLAG "$@"`.
  const char* wrapper_flag;
  const char* call;          // the call, with IN OUT ANS FB (the feedback directory) replaced
  int exits[std::size(kOutcomes)];  // by kOutcomes' order
  enum { kStderr, kStdout, kFeedback } where;
};
const Convention kConventions[] = {
    {"testlib", "--testlib", "IN OUT ANS", {0, 1, 2, 3, 3, 0, 0, 0, 2, 2}, Convention::kStderr},
    // the arguments alone say testlib: three files
    {"testlib_detected", "", "IN OUT ANS", {0, 1, 2, 3, 3, 0, 0, 0, 2, 2}, Convention::kStderr},
    // DOMjudge's compare script: run <testdata.in> <testdata.ans> <feedbackdir> < program.out
    {"domjudge", "--domjudge", "IN ANS FB < OUT", {42, 43, 43, 1, 1, 42, 42, 42, 43, 43},
     Convention::kFeedback},
    // problemtools: feedback_dir ends with a separator; the problem's validator_flags follow
    {"kattis", "--kattis", "IN ANS FB/ case_sensitive space_change_sensitive < OUT",
     {42, 43, 43, 1, 1, 42, 42, 42, 43, 43}, Convention::kFeedback},
    // the arguments alone say DOMjudge or Kattis: a directory third
    {"kattis_detected", "", "IN ANS FB/ < OUT", {42, 43, 43, 1, 1, 42, 42, 42, 43, 43},
     Convention::kFeedback},
    // oj test --judge-command "gamecheck judge outcome --oj": JUDGE input actual expected
    {"oj", "--oj", "IN OUT ANS", {0, 1, 2, 3, 3, 0, 0, 0, 2, 2}, Convention::kStdout},
};

void PrintTo(const Convention& c, std::ostream* os) { *os << c.name; }

std::string Replace(std::string s, const std::string& what, const std::string& with) {
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + with.size()))
    s.replace(at, what.size(), with);
  return s;
}

class JudgeConventions : public ::testing::TestWithParam<Convention> {};

TEST_P(JudgeConventions, EachOutcomeExitsAndSaysWhereTheSystemLooks) {
  const Convention& c = GetParam();
  const fs::path dir = cli_test::TempDir(std::string("judge_") + c.name);
  const fs::path checker = dir / "checker";
  Write(checker, "#!/bin/sh\nexec '" + kBin + "' judge outcome " + c.wrapper_flag + " \"$@\"\n");
  fs::permissions(checker, fs::perms::owner_all);
  for (std::size_t i = 0; i < std::size(kOutcomes); ++i) {
    const Outcome& o = kOutcomes[i];
    SCOPED_TRACE(o.name);
    const fs::path fb = dir / (std::string("feedback_") + o.name);
    fs::create_directories(fb);
    Write(dir / "t.in", o.input);
    Write(dir / "t.out", o.output);
    Write(dir / "t.ans", o.answer);
    std::string call = Replace(c.call, "IN", (dir / "t.in").string());
    call = Replace(Replace(call, "OUT", (dir / "t.out").string()), "ANS", (dir / "t.ans").string());
    call = Replace(call, "FB", fb.string());
    const fs::path err = dir / "stderr";
    const cli_test::Cli r = cli_test::Popen(checker.string() + " " + call + " 2>" + err.string());
    EXPECT_EQ(r.status, c.exits[i]) << r.out << Slurp(err);
    const std::string said = c.where == Convention::kStdout   ? r.out
                             : c.where == Convention::kStderr ? Slurp(err)
                                                              : Slurp(fb / "judgemessage.txt");
    EXPECT_EQ(said.rfind(o.message, 0), 0u) << said;
    EXPECT_EQ(said.find('\n'), said.size() - 1) << "one line: " << said;
    if (c.where == Convention::kStderr) {
      EXPECT_EQ(r.out, "") << "testlib's standard output is its own";
    }
    if (c.where == Convention::kFeedback) {
      EXPECT_EQ(fs::exists(fb / "judgeerror.txt"), c.exits[i] == 1)
          << "a judge error, and only one, leaves judgeerror.txt";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Calls, JudgeConventions, ::testing::ValuesIn(kConventions),
                         [](const auto& info) { return std::string(info.param.name); });

cli_test::Cli Judge(const std::string& args) {
  return cli_test::Shell(kBin + " judge " + args, cli_test::Err::kKept);
}

// oj calls the judge without the expected file when a case has none: gamecheck needs none.
TEST(JudgeCommand, OjWithoutExpectedFileJudgesByTheReference) {
  const fs::path dir = cli_test::TempDir("judge_oj_two");
  Write(dir / "t.in", kInput);
  Write(dir / "good", kAnswer);
  Write(dir / "bad", "DWL\n");
  const std::string in = (dir / "t.in").string();
  EXPECT_EQ(Judge("outcome --oj " + in + " " + (dir / "good").string()).status, 0);
  const cli_test::Cli r = Judge("outcome " + in + " " + (dir / "bad").string());  // detected
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_EQ(r.out.rfind("wrong answer first difference: vertex 0", 0), 0u) << r.out;
}

// An output is judged in its type against the reference, with the status its text means:
// grundy's "graph has a cycle" is the answer on a cyclic graph, values there are wrong.
TEST(JudgeCommand, GrundyCycleIsReadAsTheStatusOneAnswer) {
  const fs::path dir = cli_test::TempDir("judge_grundy");
  Write(dir / "t.in", "2 2  0 1 1 0  1  0\n");
  Write(dir / "t.ans", "graph has a cycle\n");
  Write(dir / "cycle", "graph has a cycle\n");
  Write(dir / "values", "0 0\nsecond\n");
  const std::string files = (dir / "t.in").string() + " ";
  const std::string ans = " " + (dir / "t.ans").string();
  EXPECT_EQ(Judge("grundy " + files + (dir / "cycle").string() + ans).status, 0);
  const cli_test::Cli r = Judge("grundy " + files + (dir / "values").string() + ans);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("cycle: expected graph has a cycle"), std::string::npos) << r.out;
  // So are a million values, far more tokens than "graph has a cycle" has: values are an
  // answer, not an output past what one can hold.
  Write(dir / "big.in", "1000000 1  0 0  0\n");
  Write(dir / "big.ans", "graph has a cycle\n");
  std::string zeros;
  for (int v = 0; v < 1000000; ++v) zeros += v ? " 0" : "0";
  Write(dir / "big_values", zeros + "\nsecond\n");
  const cli_test::Cli big = Judge("grundy " + (dir / "big.in").string() + " " +
                                  (dir / "big_values").string() + " " + (dir / "big.ans").string());
  EXPECT_EQ(big.status, 1) << big.out;
  EXPECT_NE(big.out.find("cycle: expected graph has a cycle"), std::string::npos) << big.out;
}

// The bound on memory of the huge-output test: 800 MB of address space (the output it
// reads is 250 MB, so a judge holding four copies of it runs out); under ASan 100 MB on
// any one allocation (a buffer that takes the whole output fails it).
const std::string kMemoryBound = cli_test::MemoryBound(800, 100);

// An output far longer than any answer (a program that prints forever until the judge
// system's output limit, or a file of junk) is wrong output format, said where each
// system reads it, and the judge reads no further than a little past the point where the
// answer must have ended: never a crash for want of memory. One case per way to run past
// the answer: a token longer than any value (a sparse file of zero bytes after "LWL"),
// tokens past the last one an answer holds (on DOMjudge's standard input), and line ends
// past the answer's layout (a testlib call whose OUTPUT is a pipe).
TEST(JudgeCommand, HugeOutputIsWrongOutputFormatWithinAMemoryBound) {
  const fs::path dir = cli_test::TempDir("judge_huge");
  Write(dir / "t.in", kInput);
  Write(dir / "t.ans", kAnswer);
  Write(dir / "long_token", "LWL");
  fs::resize_file(dir / "long_token", 250'000'000);  // sparse: zero bytes, no disk
  const fs::path fb = dir / "feedback";
  fs::create_directories(fb);
  const std::string in = (dir / "t.in").string(), ans = (dir / "t.ans").string();
  const std::string judge = kBin + " judge outcome ";
  struct Call {
    const char* name;
    std::string line;
    int status;
    std::string message;  // the start of the verdict
  };
  const Call calls[] = {
      {"long token", judge + "--testlib " + in + " " + (dir / "long_token").string() + " " + ans,
       2, "wrong output format output line 1, column 1: a token longer than"},
      {"extra tokens",
       "{ printf 'LWL\\n'; yes W; } | head -c 250000000 | { " + judge + "--domjudge " + in +
           " " + ans + " " + fb.string() + " 2>/dev/null; echo $? > " +
           (dir / "status").string() + "; cat " + (fb / "judgemessage.txt").string() + "; }",
       43, "wrong output format output line 2, column 1: unexpected extra output"},
      {"line ends", "{ printf LWL; yes ''; } | head -c 250000000 | " + judge + "--testlib " + in +
                        " /dev/stdin " + ans,
       2, "wrong output format output line 2, column 1: unexpected extra output"},
  };
  for (const Call& c : calls) {
    SCOPED_TRACE(c.name);
    cli_test::Cli r = cli_test::Shell(kMemoryBound + c.line, cli_test::Err::kKept);
    if (c.status == 43) r.status = std::atoi(Slurp(dir / "status").c_str());  // not cat's
    EXPECT_EQ(r.status, c.status) << r.out;
    EXPECT_EQ(r.out.rfind(c.message, 0), 0u) << r.out;
  }
}

// A mistake in the call is the convention's checker failure, never a verdict; with no
// convention known, gamecheck's usage error.
TEST(JudgeCommand, BadCallsFailAsTheConventionSays) {
  EXPECT_EQ(Judge("outcome --testlib a b").status, 3);
  EXPECT_EQ(Judge("outcome --domjudge a b").status, 1);
  EXPECT_EQ(Judge("outcome --testlib /nonexistent/in /nonexistent/out /nonexistent/ans").status, 3);
  EXPECT_EQ(Judge("outcome a").status, 2);
  EXPECT_EQ(Judge("nosuch a b c").status, 2);
  EXPECT_EQ(Judge("outcome --oj --testlib a b c").status, 2);
}

}  // namespace
