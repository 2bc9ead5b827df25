// properties/mutate_marks_test.cc — what a person tells `gamecheck mutate` in the source
// (mutate/points/points_marks.cc) and how the reports carry what was left out of the score:
// marks (`// gamecheck: equivalent`, Stryker's `disable next-line` / `disable` / `restore`,
// mutator lists, `: reason`) make mutants ignored, never run, shown as ignored in the text,
// `Ignored` with the reason in the mutation-testing-report JSON and skipped in JUnit, as a
// mutant not infected is (a proof from the runs); a likely equivalent one is `Survived`
// there (left for a person), so that a viewer shows it and its score
// (mutation-testing-elements: detected / (detected + survived + no coverage), Ignored left
// out) is gamecheck's. Also: unknown --mutators names, a run with no score and
// --min-score, and the by-hand line of a killed mutant, which must still work after the
// run. The fixtures are properties/programs/tiny_outcome.{cpp,py} with marks added at line
// ends (so no line moves); which points each mark covers was worked out by hand from the
// line numbers of the fixture, the same as mutate_test.cc's.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::Slurp;
using cli_test::TempDir;

// Runs a command line through the shell (test code only): its stdout and exit status;
// ` 2>/dev/null` is appended (cli_test::Err::kLastDropped).
Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

// The fixture `name` with `mark` appended to the given 1-based lines; written to dir.
std::string Marked(const std::string& name, const std::string& dir,
                   const std::vector<std::pair<int, std::string>>& marks) {
  std::istringstream in(Slurp(kSource + "/properties/programs/" + name));
  std::string line, text;
  for (int n = 1; std::getline(in, line); ++n) {
    for (const auto& [at, mark] : marks)
      if (at == n) line += "  " + mark;
    text += line + "\n";
  }
  const std::string path = dir + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The --list line of the point at `where` ("file:L:C  Mutator ... description").
std::string ListLine(const std::string& list, const std::string& where) {
  const std::size_t at = list.find(where);
  if (at == std::string::npos) return "missing: " + where;
  return list.substr(at, list.find('\n', at) - at);
}

// Whether the --list line of `where` says ignored with `reason` ("" for: not ignored).
void ExpectMark(const std::string& list, const std::string& where, const std::string& reason) {
  const std::string l = ListLine(list, where);
  ASSERT_EQ(l.find("missing: "), std::string::npos) << l << "\n" << list;
  if (reason.empty())
    EXPECT_EQ(l.find("(ignored"), std::string::npos) << l;
  else
    EXPECT_TRUE(l.ends_with("(ignored: " + reason + ")")) << l;
}

TEST(MutateMarks, CxxMarksOfEachFormCoverTheirLinesAndMutators) {
  const std::string dir = TempDir("marks_cxx");
  const std::string src = Marked(
      "tiny_outcome.cpp", dir,
      {{10, "static const char* kNote = \"// gamecheck: equivalent\";"},  // a string: no mark
       {13, "// gamecheck: equivalent because scanf reads an int"},       // free text: reason
       {20, "// gamecheck: equivalent: i steps up to m"},
       {30, "// Stryker disable next-line EqualityOperator: v steps by one"},
       {44, "// gamecheck: equivalent UpdateOperator"},
       {49, "/* Stryker disable all: the writes */"},
       {51, "// Stryker restore all"}});
  const Cli r = Shell(kBin + " mutate outcome --list " + src);
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string f = "tiny_outcome.cpp:";
  ExpectMark(r.out, f + "10:58  StatementDeletion", "");
  ExpectMark(r.out, f + "10:66  UpdateOperator", "");
  ExpectMark(r.out, f + "13:3  IntegerWidth",
             "marked equivalent on line 13: because scanf reads an int");
  // Every point of line 20 (the loop over the moves), whatever its mutator.
  const std::string i_up = "marked equivalent on line 20: i steps up to m";
  for (const char* at : {"20:16  IntegerLiteral", "20:19  ConditionalExpression",
                         "20:21  EqualityOperator       '<' -> '!='",
                         "20:21  EqualityOperator       '<' -> '<='", "20:27  UpdateOperator"})
    ExpectMark(r.out, f + at, i_up);
  ExpectMark(r.out, f + "21:5  IntegerWidth", "");
  // Next line only, and only EqualityOperator there: `v++` on line 31 stays.
  const std::string v_by_one = "disabled by 'Stryker disable next-line' on line 30: v steps by one";
  ExpectMark(r.out, f + "31:21  EqualityOperator       '<' -> '!='", v_by_one);
  ExpectMark(r.out, f + "31:21  EqualityOperator       '<' -> '>='", v_by_one);
  ExpectMark(r.out, f + "31:27  UpdateOperator", "");
  ExpectMark(r.out, f + "32:18  EqualityOperator", "");
  // A mutator list: `--moves[u]` on line 44 is marked, its `== 0` is not.
  ExpectMark(r.out, f + "44:18  UpdateOperator", "marked equivalent on line 44");
  ExpectMark(r.out, f + "44:29  EqualityOperator", "");
  ExpectMark(r.out, f + "44:32  IntegerLiteral", "");
  // A range: lines 50 and 51 (after the disable on 49, up to the restore on 51 itself).
  const std::string writes = "disabled by 'Stryker disable' on line 49: the writes";
  ExpectMark(r.out, f + "50:3  StatementDeletion", writes);
  ExpectMark(r.out, f + "50:29  IntegerLiteral", writes);
  ExpectMark(r.out, f + "51:3  StatementDeletion", writes);
  ExpectMark(r.out, f + "52:10  IntegerLiteral", "");
  // 1 + 7 + 3 + 1 + 3 ignored (lines 13, 20, 31, 44, 50-51), counted in the last line.
  EXPECT_NE(r.out.find(" mutation points, 15 ignored (marked in the source)\n"), std::string::npos)
      << r.out;
}

TEST(MutateMarks, PythonMarksUseTheHashComment) {
  const std::string dir = TempDir("marks_py");
  const std::string src = Marked("tiny_outcome.py", dir,
                                 {{25, "# gamecheck: equivalent StatementDeletion: counted twice"},
                                  {47, "# Stryker disable next-line all: the entry point"}});
  // A mark inside a string is none: line 45's IntegerLiteral (the slice) stays.
  std::string text = Slurp(src);
  const std::string write = "sys.stdout.write(\"\".join(label) + \"\\n\")";
  ASSERT_NE(text.find(write), std::string::npos);
  text.replace(text.find(write), write.size(),
               "sys.stdout.write(\"\".join(label) + \"\\n\" + \"# gamecheck: equivalent\"[:0])");
  std::ofstream(src, std::ios::binary) << text;
  const Cli r = Shell(kBin + " mutate outcome --list " + src);
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string f = "tiny_outcome.py:";
  ExpectMark(r.out, f + "25:9  StatementDeletion", "marked equivalent on line 25: counted twice");
  ExpectMark(r.out, f + "25:18  AssignmentOperator", "");
  ExpectMark(r.out, f + "25:21  IntegerLiteral", "");
  ExpectMark(r.out, f + "45:5  StatementDeletion", "");
  ExpectMark(r.out, f + "45:73  IntegerLiteral", "");
  ExpectMark(r.out, f + "48:1  StatementDeletion",
             "disabled by 'Stryker disable next-line' on line 47: the entry point");
  EXPECT_NE(r.out.find(" mutation points, 2 ignored (marked in the source)\n"), std::string::npos)
      << r.out;
}

// What a python3 one-liner prints about the JSON report at `json`.
std::string FromJson(const std::string& json, const std::string& code) {
  return Shell(
             "python3 -c \"import json,sys; r=json.load(open(sys.argv[1])); "
             "ms=list(r['files'].values())[0]['mutants']; " +
             code + "\" " + json)
      .out;
}

// The first line of `text` starting with `prefix`, without it ("" if none).
std::string LineAfter(const std::string& text, const std::string& prefix) {
  const std::size_t at = text.find("\n" + prefix);
  if (at == std::string::npos) return "";
  const std::size_t b = at + 1 + prefix.size();
  return text.substr(b, text.find('\n', b) - b);
}

// One run on the C++ fixture with two marks, as small as shows every report: line 20's
// points marked (3 EqualityOperator, 1 UpdateOperator), line 44's UpdateOperator marked;
// the IntegerWidth of line 21 is stillborn (as in mutate_test.cc);
// `v < n` -> `v != n` on line 31 is not infected (v steps by one from 0, so the two
// comparisons agree at every test, as mutate_test.cc says); `label[u] != 'D'` -> `==` on
// line 40 is killed (no vertex but a sink is ever labelled).
TEST(MutateMarks, MarkedMutantsAreIgnoredInEveryReportAndTheViewersScoreIsGamechecks) {
  const std::string dir = TempDir("marks_run");
  const std::string src =
      Marked("tiny_outcome.cpp", dir,
             {{20, "// gamecheck: equivalent: i steps up to m"},
              {44, "// gamecheck: equivalent UpdateOperator: the counter only counts down"}});
  const std::string json = dir + "/report.json", junit = dir + "/junit.xml";
  const Cli r = Shell("cd " + dir + " && TMPDIR=" + dir + " " + kBin +
                      " mutate outcome --quiet --jobs 2 --mutant-time 3 --survivor-time 3 --verbose "
                      "--timeout 5 " +
                      "--mutators EqualityOperator,UpdateOperator,IntegerWidth --json " + json +
                      " --junit " + junit + " tiny_outcome.cpp");
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string& out = r.out;
  {
    SCOPED_TRACE("the text shows the marked ones apart, with their reasons");
    EXPECT_NE(out.find("ignored, marked in the source (5):\n"), std::string::npos) << out;
    EXPECT_NE(out.find("    marked equivalent on line 20: i steps up to m\n"), std::string::npos);
    EXPECT_NE(out.find("    marked equivalent on line 44: the counter only counts down\n"),
              std::string::npos);
    EXPECT_NE(out.find(", 5 ignored (marked in the source);"), std::string::npos) << out;
  }
  {
    SCOPED_TRACE("the JSON validates, marked mutants are Ignored and were never run");
    const Cli v = Shell("python3 " + kSource + "/ci/validate_json.py " + GAMECHECK_MUTATION_SCHEMA +
                        " " + json);
    EXPECT_EQ(v.status, 0) << v.out;
    EXPECT_EQ(FromJson(json,
                       "print(sorted((m['location']['start']['line'], m['testsCompleted'], "
                       "m['statusReason'][:18]) for m in ms if m['status']=='Ignored' and "
                       "m['statusReason'].startswith('marked')))"),
              "[(20, 0, 'marked equivalent '), (20, 0, 'marked equivalent '), (20, 0, 'marked "
              "equivalent '), (20, 0, 'marked equivalent '), (44, 0, 'marked equivalent ')]\n");
  }
  {
    SCOPED_TRACE("a mutant no case infects is Ignored with its evidence");
    EXPECT_NE(out.find("\nnot infected (1):\n"), std::string::npos) << out;
    EXPECT_EQ(FromJson(json,
                       "print([m['status'] + ' ' + m['statusReason'][:21] for m in ms if "
                       "m['location']['start']=={'line': 31, 'column': 21} and "
                       "m['replacement']=='!='])"),
              "['Ignored not infected: on the ']\n");
  }
  {
    // mutation-testing-elements: detected (Killed, Timeout) / (detected + Survived +
    // NoCoverage); Ignored, CompileError, RuntimeError and Pending are left out.
    SCOPED_TRACE("the viewer's score is gamecheck's");
    const std::string viewer =
        FromJson(json,
                 "c=[m['status'] for m in ms]; d=c.count('Killed')+c.count('Timeout'); "
                 "print('%.1f%%' % (100.0*d/(d+c.count('Survived')+c.count('NoCoverage'))))");
    const std::string text = LineAfter(out, "mutation score ");
    ASSERT_FALSE(text.empty()) << out;
    EXPECT_EQ(viewer, text.substr(0, text.find(' ')) + "\n") << out;
  }
  {
    SCOPED_TRACE("JUnit skips the marked ones, with the reason");
    const Cli c = Shell(
        "python3 -c \"import sys,xml.etree.ElementTree as E; t=E.parse(sys.argv[1]); "
        "print(sorted(s.get('message') for s in t.findall('.//skipped')))\" " +
        junit);
    EXPECT_NE(c.out.find("'ignored: marked equivalent on line 44: the counter only counts down'"),
              std::string::npos)
        << c.out;
    EXPECT_EQ(Shell("grep -c 'ignored: marked equivalent' " + junit).out, "5\n");
  }
  {
    SCOPED_TRACE("a killed mutant's by-hand line works after the run");
    EXPECT_EQ(out.find("gamecheck-mutate-"), std::string::npos) << "names the scratch directory";
    EXPECT_EQ(Slurp(json).find("gamecheck-mutate-"), std::string::npos);
    // `int u, v` -> `short u, v` does not build (CountMove takes int&): the compiler's
    // errors name the source, whose lines the mutant's are.
    EXPECT_EQ(FromJson(json,
                       "print([('tiny_outcome.cpp:' in m['statusReason'], 'error' in "
                       "m['statusReason']) for m in ms if m['status']=='CompileError'])"),
              "[(True, True)]\n");
    const std::size_t at = out.find("tiny_outcome.cpp:40:20  EqualityOperator");
    ASSERT_NE(at, std::string::npos) << out;
    const std::string entry = out.substr(at, out.find("\n  #", at) - at);
    const std::string line = LineAfter(entry, "by hand: ");
    ASSERT_TRUE(line.starts_with("gamecheck mutate outcome ")) << entry;
    EXPECT_NE(line.find(" --keep --verbose"), std::string::npos) << line;
    // Run as given (from the same directory): it rebuilds that one mutant and keeps it.
    const Cli again = Shell("cd " + dir + " && TMPDIR=" + dir + " " + kBin + line.substr(9));
    EXPECT_EQ(again.status, 0) << again.out;
    EXPECT_NE(again.out.find("1 mutants of tiny_outcome.cpp: 1 killed"), std::string::npos)
        << again.out;
    const std::string kept = LineAfter(again.out, "scratch directory kept: ");
    ASSERT_FALSE(kept.empty()) << again.out;
    const std::string by_hand = LineAfter(again.out, "by hand: ");
    EXPECT_NE(by_hand.find(kept), std::string::npos) << by_hand;
    // ... whose own by-hand line runs the mutant: it prints what the report says it did.
    const std::string printed = LineAfter(again.out, "actual, exit status 0:\n  ");
    ASSERT_FALSE(printed.empty()) << again.out;
    EXPECT_EQ(Shell(by_hand).out, printed + "\n") << by_hand;
    fs::remove_all(kept);
  }
}

TEST(MutateSelection, AnUnknownMutatorNameIsAUsageError) {
  // A typo must not pass a score gate with no mutant at all.
  const std::string tiny = kSource + "/properties/programs/tiny_outcome.cpp";
  const Cli r = Shell(kBin + " mutate outcome --quiet --mutators EqualityOperater --min-score 90 " +
                      tiny + " 2>&1");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out.find("100.0"), std::string::npos) << r.out;
}

TEST(MutateSelection, NoDecidedMutantIsNoScoreAndFailsMinScore) {
  // tiny_outcome.cpp has no `+=` or `-=`: AssignmentOperator gives no mutant.
  const std::string tiny = kSource + "/properties/programs/tiny_outcome.cpp";
  const Cli r = Shell(kBin + " mutate outcome --quiet --mutant-time 1 --timeout 5 " +
                      "--mutators AssignmentOperator " + "--min-score 90 " + tiny);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("0 mutants of "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no mutation score"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("100.0%"), std::string::npos) << r.out;
}

}  // namespace
