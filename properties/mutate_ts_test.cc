// properties/mutate_ts_test.cc — `gamecheck mutate outcome` on the careful readers written as
// an assistant writes them in JavaScript, Go, Java and Rust (properties/programs/
// careful_outcome.js, .go, .java, .rs, the behaviour of careful_outcome.py): JavaScript's
// mutants in one schema program run by node, Java's in one compiled by javac, Rust's and
// Go's in one built by rustc or go build, the header naming the commands, and a score of
// at least 0.9 on a sample of the mutants (--mutant: every k-th; short passes and 16
// contract inputs: on a 2-core machine at a load of 6 per CPU, 14 s for Go's 15 mutants
// and 31 s for JavaScript's 11, 129 s at a load of 8 when each was a copy). And a sample
// of JavaScript's, Java's, Rust's and Go's mutants gets the same verdict from the schema
// as from their copies (102 s, 199 s at a load of 35, 35 s and ~60 s, most of it the
// copies'). The Java and Rust readers also with a bug planted (a self-loop taken as no
// move), which `gamecheck check` finds. TypeScript's careful_outcome.ts the same as
// JavaScript's (its schema compiled by typescript), its bug planted too, and without a tsc
// an exit 2 naming the install command. Skipped where node, go, javac, rustc, tsc
// (ci/bootstrap's .deps/npm is put on PATH) or tree-sitter (ci/bootstrap installs it) are
// missing.
// ctest: long
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "properties/mutate_util.h"

namespace {

using namespace cli_test;

struct Solver {
  const char* file;     // under properties/programs/
  const char* tool;     // what must be on PATH
  const char* command;  // what the header names
  const char* programs; // how the header says the mutants are built
  unsigned every;       // the sample: mutants 1, 1 + every, ...
  const char* runs = "";  // how the runs start, as the progress note says (none: not asked)
};

// The ids of the sample: every `every`-th point of the --list, whose last line counts them
// ("141 mutation points").
std::string Sample(const std::string& list, unsigned every) {
  const std::size_t at = list.rfind(" mutation points");
  if (at == std::string::npos) return "";
  const auto count = static_cast<unsigned>(std::stoul(list.substr(list.rfind('\n', at) + 1)));
  std::string ids;
  for (unsigned id = 1; id <= count; id += every)
    ids += (ids.empty() ? "" : ",") + std::to_string(id);
  return ids;
}

void ScoresAtLeast90(const Solver& s) {
  if (std::system((std::string("command -v ") + s.tool + " >/dev/null 2>&1").c_str()) != 0)
    GTEST_SKIP() << s.tool << " is not on PATH";
  const std::string source = kSource + "/properties/programs/" + s.file;
  const Cli list = Shell(kBin + " mutate outcome --list " + source, Err::kKept);
  if (list.status == 2 && list.out.find("pip install") != std::string::npos)
    GTEST_SKIP() << list.out;
  ASSERT_EQ(list.status, 0) << list.out;
  const std::string ids = Sample(list.out, s.every);
  ASSERT_FALSE(ids.empty()) << list.out;
  const Cli run = UnshardedShell(kBin + " mutate outcome " + source +
                                 " --jobs 2 --mutant " + ids +
                                 " --mutant-time 1 --survivor-time 2 --contract-cases 16",
                                 Err::kKept);
  const std::string& out = run.out;
  EXPECT_EQ(run.status, 0) << out;
  EXPECT_NE(out.find(std::string("build: ") + s.command), std::string::npos) << out;
  EXPECT_NE(out.find(std::string("(") + s.programs + ")\n"), std::string::npos) << out;
  EXPECT_NE(out.find(s.runs), std::string::npos) << out;
  // "N mutants of F: K killed, ..." and "mutation score P% = ...".
  const std::string counts = CountLine(out);
  ASSERT_FALSE(counts.empty()) << out;
  EXPECT_GE(std::stoul(counts), 8u) << counts;
  const std::size_t at = out.find("mutation score ");
  ASSERT_NE(at, std::string::npos) << out;
  const double score = std::stod(out.substr(at + 15));
  EXPECT_GE(score, 90.0) << out;
}

TEST(MutateTs, JavaScriptCarefulReaderScoresAtLeast90) {
  ScoresAtLeast90(
      {"careful_outcome.js", "node", "node --check {src}", "one schema program for all mutants", 16,
       "each run through a warm node"});
}

TEST(MutateTs, GoCarefulReaderScoresAtLeast90) {
  ScoresAtLeast90({"careful_outcome.go", "go", "cd \"$(dirname {src})\" && go build",
                   "one schema program for all mutants", 10});
}

// A sample of a careful reader's mutants (every `every`-th, at least `least`), from the
// schema (coverage, infection) and each as a copy of its own (--per-mutant-build: every
// case run), get the same verdict: detected or not. Times far beyond what the cases need,
// so that the load decides nothing; few cases, since every run of a copy starts node (~60
// ms of CPU time) or a JVM (~35 ms).
void SchemaVerdictsAreTheCopies(const char* file, const char* tool, unsigned every,
                                std::size_t least) {
  if (std::system((std::string("command -v ") + tool + " >/dev/null 2>&1").c_str()) != 0)
    GTEST_SKIP() << tool << " is not on PATH";
  const std::string source = kSource + "/properties/programs/" + file;
  const Cli list = Shell(kBin + " mutate outcome --list " + source, Err::kKept);
  if (list.status == 2 && list.out.find("pip install") != std::string::npos)
    GTEST_SKIP() << list.out;
  ASSERT_EQ(list.status, 0) << list.out;
  const std::string ids = Sample(list.out, every);
  const std::string dir = TempDir(std::string("mutate_ts_verdicts_") + file);
  const std::string common = kBin + " mutate outcome --quiet --jobs 2 --cases 40 " +
                             "--survivor-cases 10 --contract-cases 8 --max-n 100 " +
                             "--mutant-time 300 --survivor-time 300 --timeout 5 --mutant " + ids +
                             " " + source;
  const Cli a = UnshardedShell(common + " --json " + dir + "/schema.json");
  const Cli b = UnshardedShell(common + " --per-mutant-build --json " + dir + "/own.json");
  ASSERT_EQ(a.status, 0) << a.out;
  ASSERT_EQ(b.status, 0) << b.out;
  EXPECT_NE(a.out.find("(one schema program for all mutants)"), std::string::npos) << a.out;
  EXPECT_NE(b.out.find("(each mutant a copy of its own)"), std::string::npos) << b.out;
  const auto sa = StatusesById(Slurp(dir + "/schema.json"));
  const auto sb = StatusesById(Slurp(dir + "/own.json"));
  ASSERT_EQ(sa.size(), sb.size());
  ASSERT_GE(sa.size(), least);
  auto detected = [](const std::string& st) { return st == "Killed" || st == "Timeout"; };
  for (const auto& [id, st] : sa)
    EXPECT_EQ(detected(st), detected(sb.at(id))) << "mutant " << id << ": " << st << " vs "
                                                 << sb.at(id);
  // The schema decided some without a run: no case reaches or infects them.
  EXPECT_NE(a.out.find(" builds ("), std::string::npos) << a.out;
}

TEST(MutateTs, JavaScriptSchemaGivesEveryMutantTheVerdictOfItsCopy) {
  SchemaVerdictsAreTheCopies("careful_outcome.js", "node", 30, 5);
}

// Every 12th: a sample chosen to hold neither the five `<` -> `!=` of loops that step by one
// (equivalent: docs/mutate.md's measured run) nor the narrowed `int[] unanswered`, which
// only a star of 65,536 moves kills: a JVM's start (~35 ms of CPU time) is most of a small
// case's run, so a Java mutant meets it in its first pass only sometimes (1 s: 34 cases, never;
// 5 s: 98 to 154 cases, in one run of two). Every 16th held it: 87.5 %.
TEST(MutateTs, JavaCarefulReaderScoresAtLeast90) {
  ScoresAtLeast90({"careful_outcome.java", "javac", "javac -J-XX:TieredStopAtLevel=1 -d",
                   "one schema program for all mutants", 12});
}

TEST(MutateTs, RustCarefulReaderScoresAtLeast90) {
  ScoresAtLeast90({"careful_outcome.rs", "rustc", "rustc -O --edition 2021",
                   "one schema program for all mutants", 12});
}

// A careful reader with a bug planted after the line `after` (which it must have): built
// with `build` ({src} and {dir}: where it and its program go) and checked by `gamecheck
// check outcome -- RUN` ({dir} replaced), which must fail it (exit 1) with `what`.
struct Planted {
  const char* file;   // under properties/programs/
  const char* tool;   // what must be on PATH
  const char* after;  // the line the bug goes after
  const char* bug;
  const char* build;
  const char* run;
};

void CheckFindsThePlantedBug(const Planted& p) {
  if (std::system((std::string("command -v ") + p.tool + " >/dev/null 2>&1").c_str()) != 0)
    GTEST_SKIP() << p.tool << " is not on PATH";
  std::string text = Slurp(kSource + "/properties/programs/" + p.file);
  const std::size_t at = text.find(p.after);
  ASSERT_NE(at, std::string::npos) << p.after;
  text.insert(at + std::string(p.after).size(), p.bug);
  const std::string dir = TempDir(std::string("planted_") + p.tool);
  const std::string src = dir + "/" + p.file;
  std::ofstream(src, std::ios::binary) << text;
  auto fill = [&](std::string s) {
    for (const auto& [key, value] : {std::pair{"{src}", src}, std::pair{"{dir}", dir}})
      for (std::size_t i; (i = s.find(key)) != std::string::npos;) s.replace(i, 5, value);
    return s;
  };
  const Cli built = Shell(fill(p.build), Err::kKept);
  ASSERT_EQ(built.status, 0) << built.out;
  const Cli check = UnshardedShell(kBin + " check outcome -- " + fill(p.run), Err::kKept);
  EXPECT_EQ(check.status, 1) << check.out;
  EXPECT_NE(check.out.find("wrong answer"), std::string::npos) << check.out;
}

TEST(MutateTs, JavaPlantedBugIsFound) {
  CheckFindsThePlantedBug({"careful_outcome.java", "javac",
                           "      int v = numbers[3 + 2 * e];\n",
                           "      if (u == v) continue; // planted: a self-loop is no move\n",
                           "javac -d {dir} {src}", "java -cp {dir} Main"});
}

TEST(MutateTs, RustPlantedBugIsFound) {
  CheckFindsThePlantedBug({"careful_outcome.rs", "rustc",
                           "        let v = numbers[3 + 2 * e] as usize;\n",
                           "        if u == v {\n            continue; // planted: a self-loop "
                           "is no move\n        }\n",
                           "rustc -O --edition 2021 -o {dir}/solver {src}", "{dir}/solver"});
}

// A sample of careful_outcome.rs's mutants get the same verdict from the schema (one rustc,
// coverage) as each built by rustc as a copy of its own.
TEST(MutateTs, RustSchemaGivesEveryMutantTheVerdictOfItsCopy) {
  SchemaVerdictsAreTheCopies("careful_outcome.rs", "rustc", 9, 10);
}

// And of careful_outcome.go's: one go build with coverage, or one each.
TEST(MutateTs, GoSchemaGivesEveryMutantTheVerdictOfItsCopy) {
  SchemaVerdictsAreTheCopies("careful_outcome.go", "go", 10, 10);
}

// TypeScript: typescript's tsc on PATH, ci/bootstrap's (.deps/npm) put first when there is
// none; skipped without one.
#define TSC_OR_SKIP()                                                                    \
  do {                                                                                   \
    const std::string bin = kSource + "/.deps/npm/node_modules/.bin";                    \
    if (std::system("command -v tsc >/dev/null 2>&1") != 0 && std::getenv("PATH"))      \
      ::setenv("PATH", (bin + ":" + std::getenv("PATH")).c_str(), 1);                    \
    if (std::system("command -v tsc >/dev/null 2>&1") != 0)                              \
      GTEST_SKIP() << "typescript's tsc is not on PATH (ci/bootstrap installs it)";       \
  } while (0)

// Every 16th mutant of careful_outcome.ts (10: its code past the compile is JavaScript's;
// every 20th holds an `Int32Array` -> `Uint16Array` the short passes never meet past 65,535): one schema program, compiled to JavaScript by typescript's transpileModule
// (node -e ...), then run by node.
TEST(MutateTs, TypeScriptCarefulReaderScoresAtLeast90) {
  TSC_OR_SKIP();
  ScoresAtLeast90({"careful_outcome.ts", "node",
                   "node -e 'const [,t,s,o]=process.argv,ts=require(t)",
                   "one schema program for all mutants", 16,
                   "each run through a warm node"});  // typescript's layout of the prelude too
}

TEST(MutateTs, TypeScriptSchemaGivesEveryMutantTheVerdictOfItsCopy) {
  TSC_OR_SKIP();
  // Every 60th (3 of its 156): the schema's code past typescript's compile is JavaScript's,
  // whose test above samples 6.
  SchemaVerdictsAreTheCopies("careful_outcome.ts", "node", 60, 3);
}

TEST(MutateTs, TypeScriptPlantedBugIsFound) {
  TSC_OR_SKIP();
  CheckFindsThePlantedBug({"careful_outcome.ts", "tsc",
                           "    const v: number = numbers[3 + 2 * e];\n",
                           "    if (u === v) continue; // planted: a self-loop is no move\n",
                           "tsc --noCheck --isolatedModules --target es2022 --module commonjs "
                           "--outDir {dir} {src}",
                           "node {dir}/careful_outcome.js"});
}

// Without typescript (no tsc on PATH) and no --build: exit 2 naming the install command,
// before anything is parsed or built.
TEST(MutateTs, TypeScriptWithoutTypescriptExits2WithTheInstallCommand) {
  const std::string source = kSource + "/properties/programs/careful_outcome.ts";
  const Cli run = Shell("PATH=/usr/bin:/bin " + kBin + " mutate outcome " + source, Err::kKept);
  if (std::system("env PATH=/usr/bin:/bin sh -c 'command -v tsc' >/dev/null 2>&1") == 0)
    GTEST_SKIP() << "tsc is in /usr/bin";
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_NE(run.out.find("npm install -g typescript@5.9.3"), std::string::npos) << run.out;
}

// Java's schema (javac once) and Java's copies (javac each) agree on a sample of 4 (javac
// is ~2 s of CPU time a copy).
TEST(MutateTs, JavaSchemaGivesEveryMutantTheVerdictOfItsCopy) {
  SchemaVerdictsAreTheCopies("careful_outcome.java", "javac", 32, 4);
}

}  // namespace
