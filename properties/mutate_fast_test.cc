// properties/mutate_fast_test.cc — the work a mutation run saves (mutate/build/fast.h), seen
// from outside: a mutant with the original's machine code is decided by the compiler
// before any run (its program never starts); a mutant runs only on the cases that reach
// its point, and one no case reaches ("no coverage") never starts, in C++ and in Python.
// Each test runs `gamecheck mutate` on a
// variant of the tiny solver with a RUN program that records every start of a mutant
// (GAMECHECK_MUTANT) in a log, so that "not run" is an observed fact, not a claim.
// ctest: long
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "harness/run/program_setup.h"
#include "properties/mutate_util.h"

namespace {

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::Slurp;
using cli_test::StatusesById;
using cli_test::TempDir;

const std::string kTinyCpp = kSource + "/properties/programs/tiny_outcome.cpp";
const std::string kTinyPy = kSource + "/properties/programs/tiny_outcome.py";

Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

// The run words that log each start's mutant number (GAMECHECK_MUTANT; "" for a program
// built on its own) to `log`, then run the program.
std::string LoggingRun(const std::string& log) {
  return " -- sh -c 'echo \"m$GAMECHECK_MUTANT\" >> " + log + "; exec \"$0\"' {out}";
}

// The same, logging "mNUMBER N" with the first number of the input (n), for `program`
// ("{out}", or "python3 {src}"). The input goes through a file, read twice. The number is
// the first word of the text in any layout the schedule writes (a blank line first, tabs,
// CR LF: awk's fields, with the CRs taken out).
std::string LoggingRunWithN(const std::string& log, const std::string& program) {
  return " -- sh -c 'f=$(mktemp); cat > \"$f\"; "
         "n=$(tr -d \"\\r\" < \"$f\" | awk \"NF { print \\$1; exit }\"); "
         "echo \"m$GAMECHECK_MUTANT $n\" >> " +
         log + "; $0 < \"$f\"; s=$?; rm -f \"$f\"; exit $s' \"" + program + "\"";
}

// The mutant numbers the log saw start.
std::set<std::string> Started(const std::string& log) {
  std::set<std::string> out;
  std::istringstream in(Slurp(log));
  for (std::string line; std::getline(in, line);)
    out.insert(
        line.substr(1, line.find(' ') == std::string::npos ? line.npos : line.find(' ') - 1));
  return out;
}

// The n of every start of mutant `id` in a LoggingRunWithN log.
std::vector<std::string> NsOf(const std::string& log, const std::string& id) {
  std::vector<std::string> out;
  std::istringstream in(Slurp(log));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("m" + id + " ", 0) == 0) out.push_back(line.substr(id.size() + 2));
  return out;
}

// The id of the mutant at `line`:`column` with `mutator` in a JSON report ("" if none).
std::string IdAt(const std::string& json, int line, int column, const std::string& mutator) {
  const std::string at = "\"mutatorName\": \"" + mutator + "\"";
  for (std::size_t p = json.find(at); p != std::string::npos; p = json.find(at, p + 1)) {
    const std::size_t id = json.rfind("{\"id\": \"", p) + 8;
    const std::size_t start = json.find("\"start\": {\"line\": ", p);
    if (start == std::string::npos) break;
    const std::string want =
        "\"start\": {\"line\": " + std::to_string(line) + ", \"column\": " + std::to_string(column);
    if (json.compare(start, want.size(), want) == 0)
      return json.substr(id, json.find('"', id) - id);
  }
  return "";
}

// The tiny solver with a dead store: `int spare = 40;` compiles to the original's code.
std::string WithDeadStore(const std::string& dir) {
  std::string text = Slurp(kTinyCpp);
  const std::string anchor = "  std::vector<char> label(n, 'D');\n";
  const std::size_t at = text.find(anchor);
  if (at == std::string::npos) return "";
  text.insert(at + anchor.size(), "  int spare = 40;\n  (void)spare;\n");
  std::ofstream(dir + "/dead.cpp") << text;
  return dir + "/dead.cpp";
}

TEST(MutateFast, SameMachineCodeIsDecidedBeforeAnyRun) {
  const std::string dir = TempDir("mutate_fast_tce");
  const std::string src = WithDeadStore(dir);
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --mutators IntegerLiteral --object-code-first --json " + dir +
                      "/r.json " + src + LoggingRun(log));
  ASSERT_EQ(r.status, 0) << r.out;
  const auto st = StatusesById(Slurp(dir + "/r.json"));
  const std::set<std::string> started = Started(log);
  ASSERT_TRUE(started.count("0")) << "the original's runs are not in the log";
  std::size_t same = 0, ran = 0;
  const std::string json = Slurp(dir + "/r.json");
  for (const auto& [id, status] : st) {
    const std::size_t at = json.find("{\"id\": \"" + id + "\"");
    const bool same_code = json.find("\"gamecheckStatus\": \"equivalent (same machine code)\"",
                                     at) == json.find("\"gamecheckStatus\": ", at);
    if (same_code) {
      ++same;
      EXPECT_EQ(started.count(id), 0u) << "mutant " << id << " has the original's machine code "
                                       << "but was started";
    } else if (status == "Killed") {
      ran += started.count(id);
    }
  }
  // 40 -> 41 and 40 -> 39 at least; and the log does see the mutants that were run.
  EXPECT_GE(same, 2u) << r.out;
  EXPECT_GT(ran, 0u) << r.out;
  EXPECT_NE(r.out.find("dead.cpp:30:15  IntegerLiteral  '40' -> '41'"), std::string::npos) << r.out;
  // The mutants were compiled together (mutate/build/batch.h): fewer compiles than mutants, the
  // original and the two with its code compiled on their own as well.
  const std::size_t at = r.out.find(" object compiles (");
  ASSERT_NE(at, std::string::npos) << "no batch compile: " << r.out;
  const std::size_t compiles = std::stoul(r.out.substr(r.out.rfind(", ", at) + 2));
  EXPECT_LT(compiles, st.size()) << r.out;
  EXPECT_NE(r.out.find("batches of " + std::to_string(st.size()) + " mutants)", at),
            std::string::npos)
      << r.out;
}

// By default (and with --object-code-late, kept for scripts that give it) the compiler
// decides only after the first pass, which the mutant then runs; the verdict is the same.
TEST(MutateFast, ObjectCodeLateDecidesTheSameMachineCodeAfterTheFirstPass) {
  const std::string dir = TempDir("mutate_fast_tce_late");
  const std::string src = WithDeadStore(dir);
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 1 --survivor-time 1 " +
                      "--max-n 3000 --mutators IntegerLiteral " + src + LoggingRun(log));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(Shell(kBin + " mutate outcome --list --object-code-late " + src).status, 0);
  EXPECT_EQ(cli_test::SectionOf(r.out, "dead.cpp:30:15  IntegerLiteral  '40' -> '41'"),
            "equivalent (same machine code)")
      << r.out;
  EXPECT_EQ(cli_test::SectionOf(r.out, "dead.cpp:30:15  IntegerLiteral  '40' -> '39'"),
            "equivalent (same machine code)")
      << r.out;
  EXPECT_NE(r.out.find("decided without a second pass: 2 same machine code"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("decided without a run:"), std::string::npos) << r.out;
}

// `text` with `add` inserted after the line `anchor` (which it must hold), written to
// dir/name; the path, or "" when the anchor is missing.
std::string Insert(std::string text, const std::string& anchor, const std::string& add,
                   const std::string& dir, const std::string& name) {
  const std::size_t at = text.find(anchor);
  if (at == std::string::npos) return "";
  text.insert(at + anchor.size(), add);
  std::ofstream(dir + "/" + name) << text;
  return dir + "/" + name;
}

// A statement only inputs with n = 3 reach runs only on those, and one no input reaches
// never starts (no coverage), though malformed inputs and the first pass exist for both.
TEST(MutateFast, AMutantRunsOnlyOnTheCasesThatReachItsPoint) {
  const std::string dir = TempDir("mutate_fast_cover");
  const std::string src =
      Insert(Slurp(kTinyCpp), "  std::vector<char> label(n, 'D');\n",
             "  if (n == 3) label.reserve(8);\n  if (n == 123456789) label.reserve(9);\n", dir,
             "cover.cpp");
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --mutators StatementDeletion --json " + dir + "/r.json " + src +
                      LoggingRunWithN(log, "{out}"));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string json = Slurp(dir + "/r.json");
  const std::string three = IdAt(json, 30, 15, "StatementDeletion");
  const std::string never = IdAt(json, 31, 23, "StatementDeletion");
  ASSERT_FALSE(three.empty()) << json;
  ASSERT_FALSE(never.empty()) << json;
  const std::vector<std::string> ns = NsOf(log, three);
  EXPECT_FALSE(ns.empty()) << "the mutant of the n = 3 branch never ran";
  for (const std::string& n : ns) EXPECT_EQ(n, "3") << "mutant " << three << " ran on n = " << n;
  EXPECT_TRUE(NsOf(log, never).empty()) << "the mutant no case reaches was started";
  EXPECT_NE(cli_test::Entry(r.out, "cover.cpp:31:23  StatementDeletion").size(), 0u) << r.out;
  EXPECT_EQ(cli_test::SectionOf(r.out, "cover.cpp:31:23  StatementDeletion"),
            "NO COVERAGE (no case reaches the point)")
      << r.out;
}

// Python's rewritten module records what each run reaches too.
TEST(MutateFast, APythonPointNoCaseReachesIsNeverStarted) {
  const std::string dir = TempDir("mutate_fast_cover_py");
  const std::string src =
      Insert(Slurp(kTinyPy), "    label = [\"D\"] * n\n",
             "    if n == 123456789:\n        label.append(\"W\")\n", dir, "cover.py");
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  // The interpreter itself, not a version manager's shim that finds it at every start
  // (0.35 s a start, a third of the default --timeout): inside the logging shell the run
  // is not gamecheck's to resolve. And --timeout 10: the original's runs through the
  // wrapper must not time out on a loaded machine, or nothing is covered.
  const std::string python = gc::PythonExecutable("python3", nullptr);
  ASSERT_FALSE(python.empty());
  // That mutant alone, and no bad-input probe (a malformed input of a huge n keeps the
  // original allocating up to the --timeout): each cost about a minute.
  const Cli list = Shell(kBin + " mutate outcome --list " + src);
  std::string id;
  std::istringstream lines(list.out);
  for (std::string l; std::getline(lines, l);)
    if (l.find("cover.py:28:9  StatementDeletion") != std::string::npos)
      id = l.substr(1, l.find(' ') - 1);
  ASSERT_FALSE(id.empty()) << list.out;
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--timeout 10 --max-n 3000 --contract-cases 0 --mutant " + id +
                      " --json " + dir + "/r.json " +
                      src + LoggingRunWithN(log, python + " {src}"));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::string json = Slurp(dir + "/r.json");
  const std::string never = IdAt(json, 28, 9, "StatementDeletion");
  ASSERT_FALSE(never.empty()) << json;
  EXPECT_TRUE(NsOf(log, never).empty()) << "the mutant no case reaches was started";
  EXPECT_FALSE(NsOf(log, "0").empty()) << "the original's runs are not in the log";
  EXPECT_EQ(cli_test::SectionOf(r.out, "cover.py:28:9  StatementDeletion"),
            "NO COVERAGE (no case reaches the point)")
      << r.out;
}

// Two mutants whose code differs only in a constant the compiler keeps in a pool of
// constants (a double: the same instructions, another place in the pool) are neither the
// original's code nor each other's: each is run, and each is killed.
TEST(MutateFast, ConstantsInAPoolTellMutantsApart) {
  const std::string dir = TempDir("mutate_fast_pool");
  std::string text = Slurp(kTinyCpp);
  const std::string anchor = "  std::vector<char> label(n, 'D');\n";
  // Every label W (a wrong answer) when the product is not 3 * n, as a double.
  const std::string add =
      "  volatile double k = n;\n"
      "  if (k * 3 != 3.0 * n) label.assign(n, 'W');\n";
  const std::string src = Insert(text, anchor, add, dir, "pool.cpp");
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --mutators IntegerLiteral --json " + dir + "/r.json " + src +
                      LoggingRun(log));
  ASSERT_EQ(r.status, 0) << r.out;
  const std::set<std::string> started = Started(log);
  for (const std::string want : {"'3' -> '4'", "'3' -> '2'"}) {
    const std::string where = "pool.cpp:31:11  IntegerLiteral  " + want;
    EXPECT_EQ(cli_test::SectionOf(r.out, where), "killed") << where << "\n" << r.out;
    const std::string entry = cli_test::Entry(r.out, where);
    EXPECT_EQ(entry.find("machine code"), std::string::npos) << entry;
    const std::size_t hash = r.out.rfind("#", r.out.find(where));
    ASSERT_NE(hash, std::string::npos);
    const std::string id = r.out.substr(hash + 1, r.out.find(' ', hash) - hash - 1);
    EXPECT_EQ(started.count(id), 1u) << "mutant " << id << " was not run";
  }
}

// plain_lengths.cpp's `v < n` -> `v != n` (v counts up from 0 to n >= 0) compiles on its
// own to the original's code, and is still called so with batches: a batch that
// compiles its copy unlike its own compile (a std template called from two copies is
// inlined less) only defers the verdict to its own compile after the first pass.
TEST(MutateFast, ABatchLosesNoSameMachineCode) {
  const std::string src = kSource + "/properties/programs/plain_lengths.cpp";
  const std::string where = "plain_lengths.cpp:84:21  EqualityOperator  '<' -> '!='";
  const Cli list = Shell(kBin + " mutate lengths --list " + src);
  std::string id;
  std::istringstream lines(list.out);
  for (std::string l; std::getline(lines, l);)
    if (l.find("plain_lengths.cpp:84:21 ") != std::string::npos &&
        l.find("'<' -> '!='") != std::string::npos)
      id = l.substr(1, l.find(' ') - 1);
  ASSERT_FALSE(id.empty()) << list.out;
  const Cli r = Shell(kBin + " mutate lengths --quiet --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --mutant " + id + " " + src);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(cli_test::SectionOf(r.out, where), "equivalent (same machine code)") << r.out;
}

}  // namespace
