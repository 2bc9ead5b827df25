// properties/schema_test.cc — mutant schemata (mutate/build/schema.h) and the fast paths of a
// mutation run (mutate/build/fast.h): the schema's text for hand-written points, a schema
// mutant runs as its separately built twin, and `gamecheck mutate` with the schema gives
// every mutant of the tiny solver the verdict it gets built on its own; a mutant with the
// original's machine code is decided by the compiler, a point no case reaches is "no
// coverage", too few or too uniform compared cases do not make "likely equivalent", and a
// stopped run leaves no compiler temporaries in TMPDIR.
// ctest: long
#include "mutate/build/schema.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <thread>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "mutate/build/copies.h"
#include "mutate/decide/infection.h"
#include "mutate/points/points.h"
#include "properties/cli_util.h"
#include "properties/mutate_util.h"

namespace {

namespace fs = std::filesystem;
using gc::mutate::Guard;
using gc::mutate::Language;
using gc::mutate::Point;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::Slurp;
using cli_test::StatusesById;
using cli_test::SectionOf;
using cli_test::TempDir;

const std::string kTinyCpp = kSource + "/properties/programs/tiny_outcome.cpp";

// Runs a command line through the shell (test code only): its stdout and exit status;
// ` 2>/dev/null` is appended (cli_test::Err::kLastDropped).
Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

Point At(const std::string& src, const std::string& token, std::size_t nth, const std::string& to,
         Guard g, const std::string& guarded) {
  Point p;
  std::size_t at = 0;
  for (std::size_t k = 0; k <= nth; ++k) at = src.find(token, k ? at + 1 : 0);
  p.begin = at;
  p.end = at + token.size();
  p.original = token;
  p.replacement = to;
  p.guard = g;
  p.guard_begin = src.find(guarded);
  p.guard_end = p.guard_begin + guarded.size();
  return p;
}

TEST(Schema, GuardsNestAndOnlyTheOriginalsBranchHoldsTheInnerSchema) {
  const std::string src = "int f(int a, int b) {\n  if (a + 1 < b) g(a);\n  return 0;\n}\n";
  std::vector<Point> pts = {
      At(src, "a + 1 < b", 0, "true", Guard::kCondition, "a + 1 < b"),
      At(src, "+", 0, "-", Guard::kExpression, "a + 1"),
      At(src, "<", 0, "<=", Guard::kExpression, "a + 1 < b"),
      At(src, "g(a);", 0, ";", Guard::kStatement, "g(a);"),
      At(src, "int", 1, "short", Guard::kNone, "int"),  // not in the schema
  };
  const auto s = gc::mutate::RenderSchema(src, Language::kCxx, pts, {11, 12, 13, 14, 15},
                                          std::vector<bool>(pts.size(), true));
  const std::string body = s.text.substr(s.text.find("int f("));
  EXPECT_EQ(body,
            "int f(int a, int b) {\n  if ((gc_mut_at_(0) == 11 ? (true) : static_cast<bool>("
            "(gc_mut_at_(1) == 13 ? (a + 1 <= b) : ((gc_mut_at_(2) == 12 ? (a - 1) : "
            // The leaf `a + 1` is observed in a recording run: its mutant's value beside it.
            "gc_mut_fd_ >= 0 ? (gc_mut_ne_((a + 1), (a - 1), 0) ? gc_mut_hit_(4) : (void)0, "
            "(a + 1)) : (a + 1)) < b))"
            "))) { if (gc_mut_at_(3) != 14) { g(a); } }\n  return 0;\n}\n");
  EXPECT_EQ(s.group_of, (std::vector<int>{0, 2, 1, 3, -1}));
  // Only the leaf is observed; its infection number follows the four guards'.
  EXPECT_EQ(s.infection_of, (std::vector<int>{-1, 4, -1, -1, -1}));
  EXPECT_NE(s.text.find("getenv(\"GAMECHECK_MUTANT\")"), std::string::npos);
}

TEST(Schema, PythonStatementsAndLines) {
  const std::string src =
      "import sys\nfor x in range(3):\n    t += x\n    if x > 1:\n        break\n";
  std::vector<Point> pts = {
      At(src, "t += x", 0, "pass", Guard::kLine, "t += x"),
      At(src, ">", 0, ">=", Guard::kExpression, "x > 1"),
      At(src, "break", 0, "continue", Guard::kJump, "break"),
  };
  const auto s =
      gc::mutate::RenderSchema(src, Language::kPython, pts, {1, 2, 3}, std::vector<bool>(3, true));
  const std::string body = s.text.substr(s.text.find("for x"));
  EXPECT_EQ(body,
            "for x in range(3):\n"
            "    if (_GC if _gc_nc else _gc_hit(0)) == 1: pass\n    else: t += x\n"
            "    if ((x >= 1) if (_GC if _gc_nc else _gc_hit(1)) == 2 else (x > 1) if _gc_nc "
            "else _gc_obs((x > 1), ((3, lambda: (x >= 1)), ))):\n"
            "        if (_GC if _gc_nc else _gc_hit(2)) == 3: continue\n        else: break\n");
  EXPECT_EQ(s.text.rfind("import os as _gc_os", 0), 0u);  // the prelude first
}

// The 1-based line and column of offset `at` in `text`.
std::pair<std::size_t, std::size_t> LineColumn(const std::string& text, std::size_t at) {
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < at; ++i) text[i] == '\n' ? (++line, col = 1) : ++col;
  return {line, col};
}

// A failed build's errors take out the guard they lie in, and only that one.
TEST(Schema, BuildErrorsBlameTheirGuard) {
  const std::string src = "int n = 5;\nint f(int a) { return a < n; }\n";
  std::vector<Point> pts = {At(src, "5", 0, "6", Guard::kExpression, "5"),
                            At(src, "<", 0, "<=", Guard::kExpression, "a < n")};
  std::vector<bool> allowed(2, true);
  const auto s = gc::mutate::RenderSchema(src, Language::kC, pts, {1, 2}, allowed);
  // Where a C compiler stops: the initializer of `n` is no constant.
  const auto [line, col] = LineColumn(s.text, s.text.find("(gc_mut_at_(0)"));
  const std::string err = "/x/schema0/a.c:" + std::to_string(line) + ":" + std::to_string(col) +
                          ": error: initializer element is not constant\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "a.c", err, &allowed), 1u);
  EXPECT_EQ(allowed, (std::vector<bool>{false, true}));
}

// node --check names the line alone and puts a caret under the column, two lines below.
TEST(Schema, NodeSyntaxErrorsBlameTheirGuard) {
  const std::string src = "let n = 5;\nlet m = n < 3;\n";
  std::vector<Point> pts = {At(src, "5", 0, "6", Guard::kExpression, "5"),
                            At(src, "<", 0, "< <", Guard::kExpression, "n < 3")};
  std::vector<bool> allowed(2, true);
  const auto s = gc::mutate::RenderSchema(src, Language::kJavaScript, pts, {1, 2}, allowed);
  const std::size_t at = s.text.find("n < < 3");
  ASSERT_NE(at, std::string::npos);
  const auto [line, col] = LineColumn(s.text, at + 4);  // at the second "<"
  const std::size_t bol = s.text.rfind('\n', at) + 1;
  const std::string err = "/x/schema0/a.js:" + std::to_string(line) + "\n" +
                          s.text.substr(bol, s.text.find('\n', at) - bol) + "\n" +
                          std::string(col - 1, ' ') + "^\n\nSyntaxError: Unexpected token '<'\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "a.js", err, &allowed), 1u) << err;
  EXPECT_EQ(allowed, (std::vector<bool>{true, false}));
}

// TypeScript's build (typescript's transpileModule, or tsc) names PATH(LINE,COL): error TS...,
// a tab one column.
TEST(Schema, TypeScriptSyntaxErrorsBlameTheirGuard) {
  const std::string src = "let n: number = 5;\n\tlet m: boolean = n < 3;\n";
  std::vector<Point> pts = {At(src, "5", 0, "6", Guard::kExpression, "5"),
                            At(src, "<", 0, "< <", Guard::kExpression, "n < 3")};
  std::vector<bool> allowed(2, true);
  const auto s = gc::mutate::RenderSchema(src, Language::kTypeScript, pts, {1, 2}, allowed);
  const std::size_t at = s.text.find("n < < 3");
  ASSERT_NE(at, std::string::npos);
  const auto line = LineColumn(s.text, at).first;
  const std::size_t bol = s.text.rfind('\n', at) + 1;
  const std::string err = "/x/schema0/a.ts(" + std::to_string(line) + "," +
                          std::to_string(at + 4 - bol + 1) +
                          "): error TS1109: Expression expected.\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "a.ts", err, &allowed), 1u) << err;
  EXPECT_EQ(allowed, (std::vector<bool>{true, false}));
}

// The schema program with GAMECHECK_MUTANT=k prints what mutant k built on its own prints.
TEST(Schema, ASchemaMutantRunsAsItsSeparatelyBuiltTwin) {
  const std::string dir = TempDir("schema_twin");
  const std::string src = Slurp(kTinyCpp);
  std::vector<Point> pts;
  std::string err;
  ASSERT_TRUE(gc::mutate::FindPoints(kTinyCpp, src, Language::kCxx, {}, &pts, &err)) << err;
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < pts.size(); ++i) ids.push_back(i + 1);
  const auto s =
      gc::mutate::RenderSchema(src, Language::kCxx, pts, ids, std::vector<bool>(pts.size(), true));
  std::ofstream(dir + "/schema.cpp") << s.text;
  ASSERT_EQ(Shell("c++ -O2 -std=c++17 -o " + dir + "/schema " + dir + "/schema.cpp").status, 0);
  std::ofstream(dir + "/in1") << "4 3\n0 1\n1 2\n2 3\n";
  std::ofstream(dir + "/in2") << "3 3\n0 1\n1 0\n1 2\n";
  std::ofstream(dir + "/in3") << "2 1\n0 5\n";
  std::size_t compared = 0;
  for (std::size_t i = 0; i < pts.size() && compared < 6; i += 7) {  // a spread of them
    if (s.group_of[i] < 0) continue;
    const std::string twin = dir + "/m" + std::to_string(ids[i]);
    std::ofstream(twin + ".cpp") << gc::mutate::Apply(src, pts[i]);
    ASSERT_EQ(Shell("c++ -O2 -std=c++17 -o " + twin + " " + twin + ".cpp").status, 0);
    for (const char* in : {"in1", "in2", "in3"}) {
      const std::string input = dir + "/" + in;
      const Cli a = Shell("GAMECHECK_MUTANT=" + std::to_string(ids[i]) + " timeout 10 " + dir +
                          "/schema < " + input);
      const Cli b = Shell("timeout 10 " + twin + " < " + input);
      EXPECT_EQ(a.status, b.status) << pts[i].description << " on " << in;
      EXPECT_EQ(a.out, b.out) << pts[i].description << " on " << in;
    }
    ++compared;
  }
  EXPECT_EQ(compared, 6u);
  // Mutant 0 is the original.
  const Cli a = Shell(dir + "/schema < " + dir + "/in1");
  EXPECT_EQ(a.out, "WLWL\n");
}

// JavaScript's guards: C's, with the prelude after the directives ("use strict" must stay
// first) and a leaf observed through gc_mut_obs_, which catches what a mutant throws.
TEST(Schema, JavaScriptGuardsAndPrelude) {
  const std::string src =
      "#!/usr/bin/env node\n\"use strict\";\nfor (let i = 0; i < n; i++) {\n"
      "  if (a[i] === 0) break;\n  f(i);\n}\n";
  std::vector<Point> pts = {
      At(src, "<", 0, "<=", Guard::kExpression, "i < n"),
      At(src, "a[i] === 0", 0, "true", Guard::kCondition, "a[i] === 0"),
      At(src, "break", 0, "continue", Guard::kJump, "break"),
      At(src, "f(i);", 0, ";", Guard::kStatement, "f(i);"),
  };
  const auto s = gc::mutate::RenderSchema(src, Language::kJavaScript, pts, {1, 2, 3, 4},
                                          std::vector<bool>(pts.size(), true));
  EXPECT_EQ(s.text.rfind("#!/usr/bin/env node\n\"use strict\";\n/* gamecheck mutate:", 0), 0u)
      << s.text;
  const std::string body = s.text.substr(s.text.find("for (let"));
  EXPECT_EQ(body,
            "for (let i = 0; (gc_mut_at_(0) == 1 ? (i <= n) : gc_mut_fd_ >= 0 ? "
            "gc_mut_obs_((i < n), [[4, () => (i <= n)], ]) : (i < n)); i++) {\n"
            "  if ((gc_mut_at_(1) == 2 ? (true) : gc_mut_fd_ >= 0 ? "
            "gc_mut_obs_(!!(a[i] === 0), [[5, () => !!(true)], ]) : !!(a[i] === 0))) "
            "if (gc_mut_at_(2) == 3) continue; else break;\n"
            "  { if (gc_mut_at_(3) != 4) { f(i); } }\n}\n");
  EXPECT_EQ(s.infection_of, (std::vector<int>{4, 5, -1, -1}));
  EXPECT_NE(s.text.find("process.env.GAMECHECK_MUTANT"), std::string::npos);
}

// A shell command's standard output, then "stderr: " and its standard error (kept in
// `err`), or "a stack trace" when that has a line that starts with `frame` (whose file and
// line are the schema's, not the copy's).
Cli RunWithoutItsStackTrace(const std::string& command, const std::string& err,
                            const char* frame) {
  Cli r = cli_test::Shell(command + " 2>" + err, cli_test::Err::kDropped);
  const std::string e = Slurp(err);
  r.out += "\nstderr: " + (e.find(frame) == std::string::npos ? e : "a stack trace");
  return r;
}

// A schema against its mutants' copies, on four inputs of careful_outcome's (valid and
// bad) that a first call of `run(env, program, k)` finds in dir/in0..3: at least `tenths`
// tenths of the points stand in the schema, a spread of at least `least` of them (every
// `step`-th point) answer with GAMECHECK_MUTANT=k as their copy (`twin(i)`: point i's
// program, "" when it does not build: stillborn, passed over; "schema" is the schema's),
// and with a coverage file the original answers and writes the guards it reaches, each
// once.
using RunFn = std::function<Cli(const std::string&, const std::string&, std::size_t)>;
void SchemaAnswersAsTheCopies(const std::vector<Point>& pts, const gc::mutate::Schema& s,
                              const std::string& dir, std::size_t tenths, std::size_t least,
                              const RunFn& run, const std::function<std::string(std::size_t)>& twin,
                              std::size_t step = 13) {
  const std::vector<std::string> inputs = {"4 3\n0 1\n1 2\n2 3\n", "3 3\n0 1\n1 0\n1 2\n",
                                           "2 1\n0 5\n", "3 2\n0 1\n1 x\n"};
  for (std::size_t k = 0; k < inputs.size(); ++k)
    std::ofstream(dir + "/in" + std::to_string(k)) << inputs[k];
  std::size_t compared = 0, held = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) held += s.group_of[i] >= 0;
  EXPECT_GE(held, pts.size() * tenths / 10) << "most points stand in the schema";
  for (std::size_t i = 0; i < pts.size(); i += step) {  // a spread of them
    if (s.group_of[i] < 0) continue;
    const std::string program = twin(i);
    if (program.empty()) continue;  // stillborn
    for (std::size_t k = 0; k < inputs.size(); ++k) {
      const Cli a = run("GAMECHECK_MUTANT=" + std::to_string(i + 1), "schema", k);
      const Cli b = run("", program, k);
      // An endless loop (SIGXCPU past its CPU time, or the outer wall bound): what it
      // reached varies.
      auto endless = [](int st) {
        return st == 128 + SIGXCPU || st == 128 + SIGKILL || st == 124;
      };
      if (endless(a.status) || endless(b.status)) continue;
      EXPECT_EQ(a.status, b.status) << pts[i].description << " on " << inputs[k];
      EXPECT_EQ(a.out, b.out) << pts[i].description << " on " << inputs[k];
    }
    ++compared;
  }
  EXPECT_GE(compared, least);
  // The original: mutant 0, and with a coverage file the guards it reached, each once.
  const Cli a = run("GAMECHECK_MUTANT_COVERAGE=" + dir + "/cov", "schema", 0);
  EXPECT_EQ(a.status, 0);
  EXPECT_EQ(a.out, "WLWL\n\nstderr: ");  // 3 has no move, 2 moves to it, ...
  std::istringstream cov(Slurp(dir + "/cov"));
  std::set<int> seen;
  for (int g; cov >> g;) {
    EXPECT_TRUE(seen.insert(g).second) << g << " twice";
    EXPECT_LT(static_cast<std::size_t>(g), s.groups + s.observed);
  }
  EXPECT_GT(seen.size(), s.groups / 2);
}

// The JavaScript schema of careful_outcome.js with GAMECHECK_MUTANT=k answers as mutant k's
// copy run by node (its output, exit status and standard error, but for a stack trace's
// file and line), on valid and bad inputs; with a coverage file, the original writes the
// guards it reaches, each once.
TEST(SchemaRun, AJavaScriptSchemaMutantRunsAsItsCopy) {
  if (Shell("command -v node").status != 0) GTEST_SKIP() << "node is not on PATH";
  const std::string file = kSource + "/properties/programs/careful_outcome.js";
  const std::string src = Slurp(file);
  std::vector<Point> pts;
  std::string err;
  if (!gc::mutate::FindPoints(file, src, Language::kJavaScript, {}, &pts, &err))
    GTEST_SKIP() << err;  // no tree-sitter (ci/bootstrap installs it)
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < pts.size(); ++i) ids.push_back(i + 1);
  const auto s = gc::mutate::RenderSchema(src, Language::kJavaScript, pts, ids,
                                          std::vector<bool>(pts.size(), true));
  const std::string dir = TempDir("schema_js_twin");
  std::ofstream(dir + "/schema.js") << s.text;
  ASSERT_EQ(Shell("node --check " + dir + "/schema.js").status, 0);
  auto run = [&](const std::string& env, const std::string& program, std::size_t k) {
    // An endless loop is ended by its CPU time (1 s: SIGXCPU), never by the wall clock,
    // which a busy machine stretches (a 2-s wall bound once ended the original here);
    // the wall bound is only an outer one, for a run that waits.
    return RunWithoutItsStackTrace(env + " timeout 120 sh -c 'ulimit -t 1; exec node " +
                                       (program == "schema" ? dir + "/schema.js" : program) +
                                       "' < " + dir + "/in" + std::to_string(k),
                                   dir + "/err", "\n    at ");
  };
  // Every 40th point (5 of careful_outcome.js's 166): a run of node is 60 ms of CPU, an
  // endless mutant's 1 s, twice for each of the four inputs.
  SchemaAnswersAsTheCopies(pts, s, dir, 9, 4, run, [&](std::size_t i) {
    const std::string twin = dir + "/m" + std::to_string(ids[i]) + ".js";
    std::ofstream(twin) << gc::mutate::Apply(src, pts[i]);
    return twin;
  }, 40);
}

// main's closing brace, past braces and the word main in comments, strings, characters
// and digit separators; a declaration first; none, or a raw string: npos.
TEST(Copies, FindsTheEndOfMainsBody) {
  using gc::mutate::internal::MainBodyEnd;
  const std::string t =
      "int main();  // main() { }\n/* int main() { */\nstatic int f() { return 1'000; }\n"
      "int main(int argc, char** argv) {\n  const char* s = \"} main() {\";\n"
      "  char c = '}';\n  if (argc) { return f(); }\n}\nint after() { return 0; }\n";
  const std::size_t end = MainBodyEnd(t);
  ASSERT_NE(end, std::string::npos);
  EXPECT_EQ(t.substr(end, 3), "}\ni") << t.substr(end);
  EXPECT_EQ(MainBodyEnd("int f() { return 0; }\n"), std::string::npos);
  EXPECT_EQ(MainBodyEnd("namespace x { int main() { return 0; } }\n"), std::string::npos);
  EXPECT_EQ(MainBodyEnd("const char* s = R\"(x)\";\nint main() { }\n"), std::string::npos);
}

// The mutants the schema cannot hold (IntegerWidth: a declaration's type) in one program of
// copies: each runs there as its separately built twin, and the original with no number.
TEST(Copies, AMutantInAProgramOfCopiesRunsAsItsSeparatelyBuiltTwin) {
  const std::string dir = TempDir("copies_twin");
  const std::string src = Slurp(kTinyCpp);
  std::vector<Point> pts;
  std::string err;
  ASSERT_TRUE(gc::mutate::FindPoints(kTinyCpp, src, Language::kCxx, {}, &pts, &err)) << err;
  std::vector<std::string> texts;
  std::vector<std::size_t> ids;
  std::vector<std::size_t> width;  // the IntegerWidth ones
  for (std::size_t i = 0; i < pts.size(); ++i) {
    ids.push_back(i + 1);
    const bool w = pts[i].mutator == "IntegerWidth";
    texts.push_back(w ? gc::mutate::Apply(src, pts[i]) : "");
    if (w) width.push_back(i);
  }
  ASSERT_GE(width.size(), 4u);
  std::atomic<int> builds{0};
  const auto build = [&](const fs::path& d, const std::string& text,
                         std::vector<std::string>* argv) {
    ++builds;
    fs::create_directories(d);
    std::ofstream(d / "tiny_outcome.cpp") << text;
    const Cli b = cli_test::Shell("c++ -O2 -std=c++17 -o " + (d / "solver").string() + " " +
                                  (d / "tiny_outcome.cpp").string() + " 2>&1");
    *argv = {(d / "solver").string()};
    return b.status == 0 ? std::string() : b.out + " ";
  };
  const auto programs = gc::mutate::internal::BuildCopies(src, texts, ids, "tiny_outcome.cpp", dir,
                                                          build, 1, nullptr);
  ASSERT_EQ(programs.size(), 1u);
  // A copy that does not build is blamed by its errors and taken out: one build more.
  EXPECT_LE(builds.load(), 2);
  const std::vector<std::size_t>& in = programs[0].members;
  std::ofstream(dir + "/in1") << "4 3\n0 1\n1 2\n2 3\n";
  std::ofstream(dir + "/in2") << "3 3\n0 1\n1 0\n1 2\n";
  std::ofstream(dir + "/in3") << "40000 1\n0 39999\n";
  const std::string prog = programs[0].argv[0];
  for (std::size_t i : width) {
    const std::string twin = dir + "/m" + std::to_string(ids[i]);
    std::ofstream(twin + ".cpp") << texts[i];
    const bool builds_alone =
        Shell("c++ -O2 -std=c++17 -o " + twin + " " + twin + ".cpp").status == 0;
    ASSERT_EQ(std::count(in.begin(), in.end(), i), builds_alone ? 1 : 0) << pts[i].description;
    if (!builds_alone) continue;
    for (const char* in : {"in1", "in2", "in3"}) {
      const std::string input = dir + "/" + in;
      const Cli a = Shell("GAMECHECK_MUTANT=" + std::to_string(ids[i]) + " timeout 10 " + prog +
                          " < " + input + " | md5sum");
      const Cli b = Shell("timeout 10 " + twin + " < " + input + " | md5sum");
      EXPECT_EQ(a.out, b.out) << pts[i].description << " on " << in;
    }
  }
  EXPECT_EQ(Shell(prog + " < " + dir + "/in1").out, "WLWL\n");
  EXPECT_EQ(Shell("GAMECHECK_MUTANT=0 " + prog + " < " + dir + "/in2").out, "LWL\n");
}

// A source whose static initialiser reads the input: in a program of copies the first
// copy would take it from the rest. The original, copied last, then answers the examples
// unlike the schema's, so the copies are not used: each mutant is built on its own, and
// the ones that cannot change the answer are not killed.
TEST(Copies, AProgramWhoseCopiesBreakEachOtherIsNotUsed) {
  const std::string dir = TempDir("copies_static_input");
  std::string text = Slurp(kTinyCpp);
  const std::string includes = "#include <vector>\n";
  ASSERT_NE(text.find(includes), std::string::npos);
  text.insert(text.find(includes) + includes.size(),
              "#include <iostream>\n#include <iterator>\n#include <sstream>\n#include <string>\n"
              "static std::istringstream gIn{\n"
              "    std::string(std::istreambuf_iterator<char>(std::cin), "
              "std::istreambuf_iterator<char>())};\n");
  for (const std::string& from : {std::string("std::scanf(\"%d %d\", &n, &m) != 2"),
                                  std::string("std::scanf(\"%d %d\", &u, &v) != 2")}) {
    ASSERT_NE(text.find(from), std::string::npos) << from;
    text.replace(text.find(from), from.size(),
                 from.find("&n") != std::string::npos ? "!(gIn >> n >> m)" : "!(gIn >> u >> v)");
  }
  std::ofstream(dir + "/static_input.cpp") << text;
  const Cli r = Shell(kBin + " mutate outcome --jobs 2 --mutant-time 1 --survivor-time 1 " +
                      "--max-n 3000 --mutators IntegerWidth " + dir + "/static_input.cpp");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("programs of copies"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("program of copies"), std::string::npos) << r.out;
  // The ones that cannot change the answer are not killed: likely equivalent, or not
  // infected where their build with clang's integer checks says so (narrowing.h).
  EXPECT_TRUE(r.out.find("\nLIKELY EQUIVALENT (") != std::string::npos ||
              r.out.find("\nnot infected (") != std::string::npos)
      << r.out;
}

// The block of the text summary that describes the mutant at `where`.
std::string Entry(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  const std::size_t end = summary.find("\n  #", at);
  return summary.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// Work shared: a run the caller knows passes (a mutant's output equal to the original's on
// the same input) is not judged again. A subject that answers nonsense passes only so.
TEST(SharedWork, AKnownGoodRunIsNotJudgedAgain) {
  const gc::Problem* p = gc::FindProblem("outcome");
  ASSERT_NE(p, nullptr);
  const gc::Subject nonsense = [](std::string_view, const gc::Deadline&) {
    gc::RunResult r;
    r.out = "nonsense\n";
    return r;
  };
  gc::CheckOptions c;
  c.cases = 30;
  c.time_limit_seconds = 0;
  c.shrink_time = std::chrono::milliseconds(0);
  EXPECT_TRUE(gc::RunCheck(*p, nonsense, c).failure.has_value());
  std::atomic<int> asked{0};
  c.known_good = [&](const gc::Case&, const gc::RunResult& r) {
    ++asked;
    return r.out == "nonsense\n";
  };
  const gc::CheckResult res = gc::RunCheck(*p, nonsense, c);
  EXPECT_FALSE(res.failure.has_value());
  EXPECT_EQ(res.cases_run, 30u);
  EXPECT_EQ(asked.load(), 30);
}

TEST(SchemaRun, EveryMutantGetsTheVerdictOfItsSeparatelyBuiltTwin) {
  const std::string dir = TempDir("schema_verdicts");
  // Times far beyond what the cases need, so every mutant runs all the cases that reach it
  // (or stops at a kill) whatever the load: the verdicts depend on the cases alone.
  const std::string common =
      kBin + " mutate outcome --quiet --jobs 2 --cases 600 --mutant-time 300 " +
      "--survivor-cases 100 --survivor-time 300 --timeout 3 " +
      "--max-n 3000 --mutators EqualityOperator,StatementDeletion,UpdateOperator ";
  const Cli a = Shell(common + "--json " + dir + "/schema.json " + kTinyCpp);
  const Cli b = Shell(common + "--per-mutant-build --json " + dir + "/own.json " + kTinyCpp);
  ASSERT_EQ(a.status, 0) << a.out;
  ASSERT_EQ(b.status, 0) << b.out;
  const auto sa = StatusesById(Slurp(dir + "/schema.json"));
  const auto sb = StatusesById(Slurp(dir + "/own.json"));
  ASSERT_EQ(sa.size(), sb.size());
  ASSERT_GT(sa.size(), 20u);
  for (const auto& [id, st] : sa) {
    // Killed and timed out are both detected; an undetected one may be either survivor.
    auto detected = [](const std::string& s) { return s == "Killed" || s == "Timeout"; };
    EXPECT_EQ(detected(st), detected(sb.at(id)))
        << "mutant " << id << ": " << st << " vs " << sb.at(id);
  }
  // One build for all of them (none is an IntegerWidth), one per mutant without the schema.
  EXPECT_NE(a.out.find("1 builds (" + std::to_string(sa.size()) + " of " +
                       std::to_string(sa.size()) + " mutants in the schema)"),
            std::string::npos)
      << a.out;
  // The original and every mutant: the compiler decides only after a mutant's first pass.
  EXPECT_NE(b.out.find("decided without a second pass: "), std::string::npos) << b.out;
  EXPECT_NE(b.out.find(std::to_string(sb.size() + 1) + " builds (0 of "), std::string::npos)
      << b.out;
}

// A dead store's literal compiles to the original's code; a branch no case takes is never
// reached.
TEST(SchemaRun, SameMachineCodeAndNoCoverageAreDecidedByTheCompilerAndTheOriginal) {
  const std::string dir = TempDir("schema_tce");
  std::string text = Slurp(kTinyCpp);
  const std::string anchor = "  std::vector<char> label(n, 'D');\n";
  ASSERT_NE(text.find(anchor), std::string::npos);
  text.insert(text.find(anchor) + anchor.size(),
              "  int spare = 40;\n  (void)spare;\n  if (n == 123456789) label[0] = 'W';\n");
  std::ofstream(dir + "/dead.cpp") << text;
  const Cli r = Shell(
      kBin + " mutate outcome --jobs 2 --mutant-time 2 --survivor-time 2 --max-n 3000 " +
      "--mutators IntegerLiteral,StatementDeletion --json " + dir + "/r.json " + dir + "/dead.cpp");
  ASSERT_EQ(r.status, 0) << r.out;
  auto from = [&](const std::string& head) {
    const std::size_t at = r.out.find(head);
    return at == std::string::npos ? std::string() : r.out.substr(at);
  };
  const std::string same = from("equivalent (same machine code) (");
  EXPECT_NE(same.find("dead.cpp:30:15  IntegerLiteral  '40' -> '41'"), std::string::npos) << r.out;
  EXPECT_NE(same.find("dead.cpp:30:15  IntegerLiteral  '40' -> '39'"), std::string::npos) << r.out;
  const std::string none = from("NO COVERAGE (no case reaches the point) (");
  EXPECT_NE(none.find("dead.cpp:32:23  StatementDeletion"), std::string::npos) << r.out;
  EXPECT_NE(none.find("dead.cpp:32:29  IntegerLiteral  '0' -> '1'"), std::string::npos) << r.out;
  const std::string json = Slurp(dir + "/r.json");
  EXPECT_NE(json.find("\"status\": \"NoCoverage\""), std::string::npos);
  EXPECT_NE(
      json.find("\"status\": \"Ignored\", \"gamecheckStatus\": \"equivalent (same machine code)\", "
                "\"statusReason\": \"equivalent (same machine code)"),
      std::string::npos);
}

// Outputs equal on too few cases are no evidence of equivalence: the report says so.
TEST(SchemaRun, LikelyEquivalentNeedsAFloorOfCases) {
  const std::string common = kBin +
                             " mutate outcome --quiet --jobs 2 --mutant-time 1 --survivor-time 1 " +
                             "--max-n 3 --mutators EqualityOperator ";
  // `for (int v = 0; v < N; v++)` -> `v != N` is equivalent; a floor no run reaches. N is
  // a call here: the mutant is not observed (mutate/decide/infection.h), so its cases run.
  const std::string dir = TempDir("schema_floor");
  std::string text = Slurp(kTinyCpp);
  const std::string loop = "for (int v = 0; v < n; v++)";
  ASSERT_NE(text.find(loop), std::string::npos);
  text.replace(text.find(loop), loop.size(),
               "for (int v = 0; v < static_cast<int>(label.size()); v++)");
  std::ofstream(dir + "/tiny_outcome.cpp") << text;
  const Cli r = Shell(common + "--equivalence-cases 100000000 " + dir + "/tiny_outcome.cpp");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("LIKELY EQUIVALENT ("), std::string::npos) << r.out;
  const std::string e = Entry(r.out, "tiny_outcome.cpp:31:21  EqualityOperator  '<' -> '!='");
  EXPECT_NE(e.find("not called likely equivalent: its output equals the original's on only"),
            std::string::npos)
      << r.out;
  EXPECT_NE(e.find("(at least 100000000 cases of 3 sizes needed)"), std::string::npos) << r.out;
}

// Which guard texts evaluate again with no effect (mutate/decide/infection.h), by hand.
TEST(Infection, OnlyATextWithoutEffectsIsObserved) {
  using gc::mutate::ObservableText;
  for (const char* pure : {"i < n", "i < v.size()", "a[i] < b", "(long)x * y > 3", "s == \"f(x = 1)\"",
                           "c >= ' ' && c < 127", "-x != y", "p->n < 3", "sizeof(T) + 1"})
    EXPECT_TRUE(ObservableText(pure, Language::kCxx)) << pure;
  for (const char* effect : {"f(x) < n", "i++ < n", "--k == 0", "(x = 3) > 1", "x += 2",
                             "a / b < 2", "a % 2 == 0", "*p < 3", "&x == p", "i < n && a[i] > 0",
                             "p && p->n > 3", "v.at(i) < 3", "static_cast<int>(v.size()) < n",
                             "c ? a[i] : 0", "x <<= 1"})
    EXPECT_FALSE(ObservableText(effect, Language::kCxx)) << effect;
  for (const char* pure : {"len(s) < n", "a[i] < 0 and b", "x / y > 2", "'f(x)' == s"})
    EXPECT_TRUE(ObservableText(pure, Language::kPython)) << pure;
  for (const char* effect : {"f(x) < n", "(y := 3) < n", "s.pop() == 1", "f'{g()}' == s",
                             "(lambda: 1)() == 1"})
    EXPECT_FALSE(ObservableText(effect, Language::kPython)) << effect;
  // JavaScript: C's effects, but a division or subscript cannot crash (a throw is caught).
  for (const char* pure : {"a === b", "a !== b", "x / y > 2", "i < n && a[i] > 0", "2 ** k < m",
                           "(c | 0) === c", "s.length > 0"})
    EXPECT_TRUE(ObservableText(pure, Language::kJavaScript)) << pure;
  for (const char* effect : {"f(x) < n", "i++ < n", "(x = 3) > 1", "x += 2", "a.pop() === 1",
                             "`${g()}` === s", "new Int32Array(n).length > 0", "await p"})
    EXPECT_FALSE(ObservableText(effect, Language::kJavaScript)) << effect;
  // Go: C's rule, len and cap pure; a receive, and a selector past a short circuit, not.
  for (const char* pure : {"i < n", "qi < len(queue)", "cap(b) >= 2*k", "a[i] != 'D'", "x.n > 3"})
    EXPECT_TRUE(ObservableText(pure, Language::kGo)) << pure;
  for (const char* effect : {"f(x) < n", "<-ch > 0", "a / b < 2", "p != nil && p.n > 3",
                             "i < n && a[i] > 0", "*p < 3", "s.Len() > 0"})
    EXPECT_FALSE(ObservableText(effect, Language::kGo)) << effect;
}

// Weak mutation (mutate/decide/infection.h): the original's recording runs compute each observed
// mutant's value beside its own. A loop bound `i < m` -> `i != m` never differs (i counts
// up to m): not infected, decided without a run, and said so in every report; `i < m` ->
// `i <= m` differs at i == m and is killed. An operand with a side effect is never
// observed: its `<` -> `!=` runs its cases (and is likely equivalent), not "not infected".
TEST(SchemaRun, AMutantWhoseValueNeverDiffersIsNotInfectedAndNotRun) {
  const std::string dir = TempDir("schema_infection");
  std::string text = Slurp(kTinyCpp);
  const std::string loop = "  for (int v = 0; v < n; v++)";
  ASSERT_NE(text.find(loop), std::string::npos);
  text.replace(text.find(loop), loop.size(), "  for (int v = 0; v < Limit(n); v++)");
  const std::string main = "int main() {";
  text.insert(text.find(main), "static int calls = 0;\nstatic int Limit(int n) { ++calls; return n; }\n\n");
  std::ofstream(dir + "/tiny_outcome.cpp") << text;
  const Cli r = Shell(kBin + " mutate outcome --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --timeout 10 --mutators EqualityOperator --json " + dir +
                      "/r.json " + dir + "/tiny_outcome.cpp");
  ASSERT_EQ(r.status, 0) << r.out;
  auto from = [&](const std::string& head) {
    const std::size_t at = r.out.find(head);
    return at == std::string::npos ? std::string() : r.out.substr(at, r.out.find("\n\n", at) - at);
  };
  const std::string none = from("\nnot infected (");
  // Line 23 (three lines inserted): `for (int i = 0; i < m; i++)`.
  EXPECT_NE(none.find("tiny_outcome.cpp:23:21  EqualityOperator  '<' -> '!='"), std::string::npos)
      << r.out;
  EXPECT_EQ(none.find("'<' -> '<='"), std::string::npos) << r.out;
  EXPECT_EQ(SectionOf(r.out, "tiny_outcome.cpp:23:21  EqualityOperator  '<' -> '<='"), "killed")
      << r.out;
  // Line 34: `v < Limit(n)` calls a function: run, not decided by infection.
  EXPECT_EQ(none.find("tiny_outcome.cpp:34:"), std::string::npos) << r.out;
  EXPECT_EQ(SectionOf(r.out, "tiny_outcome.cpp:34:21  EqualityOperator  '<' -> '!='"),
            "LIKELY EQUIVALENT")
      << r.out;
  EXPECT_NE(r.out.find(" not infected; killed by the bad-input contract"), std::string::npos) << r.out;
  const std::string json = Slurp(dir + "/r.json");
  EXPECT_NE(json.find("\"status\": \"Ignored\", \"gamecheckStatus\": \"not infected\", "
                      "\"statusReason\": \"not infected: on the "),
            std::string::npos)
      << json;
}

// A narrowed integer lives in a program of copies, where no expression is observed: its
// infection is observed by clang's integer checks as traps (mutate/decide/narrowing.h).
// Two counters the answer never depends on: `seen` counts the vertices (at most 3,000:
// an `int` never loses it), `spread` adds 65,536 a vertex (past 2^31 from n = 256 on: an
// `int` loses it), both shown on standard error, which no valid case compares. Both print
// what the original prints on standard output, so both were likely equivalent;
// now `seen` -> `int` is not infected, said with its evidence, and `spread` -> `int`, whose
// checked build traps, stays likely equivalent.
TEST(SchemaRun, ANarrowedIntegerThatNeverLosesAValueIsNotInfected) {
  if (Shell("command -v clang++").status != 0) GTEST_SKIP() << "the checked build needs clang++";
  const std::string dir = TempDir("schema_narrowing");
  std::string text = Slurp(kTinyCpp);
  const std::string after = "  std::vector<char> label(n, 'D');";
  ASSERT_NE(text.find(after), std::string::npos);
  text.insert(text.find(after),
              "  long long spread = 0;\n"
              "  long long seen = 0;\n"
              "  for (int v = 0; v < n; v++) spread += static_cast<long long>(v) * 65536, seen += 1;\n"
              "  std::fprintf(stderr, \"%lld %lld\\n\", static_cast<long long>(spread),\n"
              "               static_cast<long long>(seen));\n");
  std::ofstream(dir + "/tiny_outcome.cpp") << text;
  const std::string src = dir + "/tiny_outcome.cpp";
  const Cli list = Shell(kBin + " mutate outcome --list " + src);
  const std::string spread = "tiny_outcome.cpp:29:3  IntegerWidth           'long long' -> 'int'";
  const std::string seen = "tiny_outcome.cpp:30:3  IntegerWidth           'long long' -> 'int'";
  const std::string ids = cli_test::IdsAt(list.out, {spread, seen});
  ASSERT_NE(ids, "") << list.out;
  const Cli r = Shell(kBin + " mutate outcome --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 3000 --timeout 10 --mutant " + ids + " --json " + dir + "/r.json " +
                      src);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(SectionOf(r.out, "tiny_outcome.cpp:30:3  IntegerWidth  'long long' -> 'int'"),
            "not infected")
      << r.out;
  EXPECT_EQ(SectionOf(r.out, "tiny_outcome.cpp:29:3  IntegerWidth  'long long' -> 'int'"),
            "LIKELY EQUIVALENT")
      << r.out;
  const std::string json = Slurp(dir + "/r.json");
  EXPECT_NE(json.find("\"statusReason\": \"not infected: built with clang's integer checks as traps"),
            std::string::npos)
      << json;
}

// A loop bound's `<` -> `!=` at `at` (FILE:LINE:COL) that never differs is not infected,
// and its `<` -> `<=` twin, which differs at the bound, is killed.
void NotInfectedBesideItsKilledTwin(const std::string& src, const std::string& at) {
  const std::string never = at + "  EqualityOperator       '<' -> '!='";
  const std::string past = at + "  EqualityOperator       '<' -> '<='";
  const Cli list = Shell(kBin + " mutate outcome --list " + src);
  const std::string ids = cli_test::IdsAt(list.out, {never, past});
  ASSERT_NE(ids, "") << list.out;
  const Cli r = Shell(kBin + " mutate outcome --jobs 2 --mutant-time 2 --survivor-time 2 " +
                      "--max-n 300 --timeout 10 --contract-cases 0 --mutant " + ids + " " + src);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(SectionOf(r.out, at + "  EqualityOperator  '<' -> '!='"), "not infected") << r.out;
  EXPECT_EQ(SectionOf(r.out, at + "  EqualityOperator  '<' -> '<='"), "killed") << r.out;
}

// The same in Python: `while v + 1 < n` -> `!=` never differs; `<=` indexes past the list.
TEST(SchemaRun, APythonMutantWhoseValueNeverDiffersIsNotInfected) {
  const std::string dir = TempDir("schema_infection_py");
  std::string text = Slurp(kSource + "/properties/programs/tiny_outcome.py");
  const std::string loop = "    for v in range(n):\n";
  ASSERT_NE(text.find(loop), std::string::npos);
  text.replace(text.find(loop), loop.size(), "    v = -1\n    while v + 1 < n:\n        v += 1\n");
  std::ofstream(dir + "/tiny_outcome.py") << text;
  NotInfectedBesideItsKilledTwin(dir + "/tiny_outcome.py", "tiny_outcome.py:29:17");
}

// Go's weak mutation: a loop bound `i < len(data)` -> `!=` never differs (i counts up by
// one): not infected, decided without a run; `<` -> `<=` is killed.
TEST(SchemaRun, AGoMutantWhoseValueNeverDiffersIsNotInfected) {
  if (Shell("command -v go").status != 0) GTEST_SKIP() << "go is not on PATH";
  NotInfectedBesideItsKilledTwin(kSource + "/properties/programs/careful_outcome.go",
                                 "careful_outcome.go:43:9");
}

// A run stopped while it builds leaves nothing in TMPDIR: the compilers' temporaries
// (ccXXXXXX.s) go into the scratch directory, which the run removes.
TEST(SchemaRun, AStoppedRunLeavesNothingInTmpdir) {
  const std::string tmp = TempDir("schema_tmpdir");
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    setenv("TMPDIR", tmp.c_str(), 1);
    const std::string quiet = "--quiet";
    execl(kBin.c_str(), kBin.c_str(), "mutate", "outcome", "--per-mutant-build", quiet.c_str(),
          kTinyCpp.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  // Wait for a compiler's temporary file to appear anywhere under TMPDIR (one build of
  // one mutant after another: one is there during each); eight minutes is an outer bound
  // below ctest's timeout, for a machine loaded far past its CPUs.
  bool seen = false;
  const auto t0 = std::chrono::steady_clock::now();
  while (!seen && std::chrono::steady_clock::now() - t0 < std::chrono::seconds(480)) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(tmp, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
      if (it->path().filename().string().rfind("cc", 0) == 0) seen = true;
    if (!seen) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(seen) << "no compiler temporary seen under " << tmp;
  std::vector<std::string> left;
  for (const auto& e : fs::recursive_directory_iterator(tmp)) left.push_back(e.path().string());
  EXPECT_TRUE(left.empty()) << left.size() << " left, e.g. " << (left.empty() ? "" : left[0]);
}

// Rust's guards: if-expressions (a condition and a jump alike), a deleted statement in a
// block of its own, the prelude after the comments and inner attributes, no observation.
TEST(Schema, RustGuardsAndPrelude) {
  const std::string src =
      "//! a crate\n#![allow(unused)]\nfn f(a: &[u8], n: usize) {\n"
      "    for i in 0..n {\n        if a[i] == 0 { break; }\n        g(i);\n    }\n}\n";
  std::vector<Point> pts = {
      At(src, "0", 1, "1", Guard::kExpression, "0 {"),
      At(src, "==", 0, "!=", Guard::kExpression, "a[i] == 0"),
      At(src, "a[i] == 0", 0, "true", Guard::kCondition, "a[i] == 0"),
      At(src, "break", 0, "continue", Guard::kJump, "break"),
      At(src, "g(i);", 0, "", Guard::kStatement, "g(i);"),
  };
  pts[0].guard_begin = pts[0].begin, pts[0].guard_end = pts[0].end;
  const auto s = gc::mutate::RenderSchema(src, Language::kRust, pts, {1, 2, 3, 4, 5},
                                          std::vector<bool>(pts.size(), true));
  EXPECT_EQ(s.text.rfind("//! a crate\n#![allow(unused)]\n#![allow(warnings)]\n", 0), 0u)
      << s.text;
  const std::string body = s.text.substr(s.text.find("fn f("));
  EXPECT_EQ(body,
            "fn f(a: &[u8], n: usize) {\n    for i in 0..n {\n        if "
            "(if crate::gc_mut::at(0) == 3 { true } else { (if crate::gc_mut::at(1) == 2 "
            "{ a[i] != 0 } else { a[i] == (if crate::gc_mut::at(2) == 1 { 1 } else { 0 }) }) "
            "}) { (if crate::gc_mut::at(3) == 4 { continue } else { break }); }\n"
            "        { if crate::gc_mut::at(4) != 5 { g(i); } }\n    }\n}\n");
  EXPECT_EQ(s.infection_of, (std::vector<int>(5, -1)));
  EXPECT_NE(s.text.find("std::env::var(\"GAMECHECK_MUTANT\")"), std::string::npos);
}

// rustc names an error's place on the ` --> PATH:LINE:COL` line under its header; a
// warning's place is no error's.
TEST(Schema, RustcErrorsBlameTheirGuard) {
  const std::string src = "fn main() {\n    let n = 5;\n    let m = n < 3;\n}\n";
  std::vector<Point> pts = {At(src, "5", 0, "6", Guard::kExpression, "5"),
                            At(src, "<", 0, "< <", Guard::kExpression, "n < 3")};
  std::vector<bool> allowed(2, true);
  const auto s = gc::mutate::RenderSchema(src, Language::kRust, pts, {1, 2}, allowed);
  const std::size_t bad = s.text.find("n < < 3"), five = s.text.find("{ 5 }");
  ASSERT_NE(bad, std::string::npos);
  ASSERT_NE(five, std::string::npos);
  auto place = [&](std::size_t at) {
    const auto [line, col] = LineColumn(s.text, at);
    return "  --> /x/schema0/a.rs:" + std::to_string(line) + ":" + std::to_string(col) + "\n";
  };
  const std::string err = "warning: unused variable: `m`\n" + place(five) +
                          "\nerror: expected expression, found `<`\n" + place(bad + 4) +
                          "   |\n3 | ...\n\nerror: aborting due to 1 previous error\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "a.rs", err, &allowed), 1u) << err;
  EXPECT_EQ(allowed, (std::vector<bool>{true, false}));
}

// The schema of properties/programs/`file` in a compiled language, built once by `build`
// (`name`, the text: it builds `dir`/name/prog), with GAMECHECK_MUTANT=k answers as mutant
// k's copy (its output and exit status) on valid and bad inputs, for every `step`-th point;
// with a coverage file, the original writes the guards it reaches, each once. Every point
// with a guard stands in it.
void CompiledSchemaRunsAsItsCopies(
    Language lang, const std::string& file, std::size_t step,
    const std::function<Cli(const std::string& dir, const std::string& name,
                            const std::string& text)>& build) {
  const std::string path = kSource + "/properties/programs/" + file;
  const std::string src = Slurp(path);
  std::vector<Point> pts;
  std::string err;
  if (!gc::mutate::FindPoints(path, src, lang, {}, &pts, &err))
    GTEST_SKIP() << err;  // no tree-sitter (ci/bootstrap installs it)
  std::vector<std::size_t> ids;
  std::size_t guarded = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    ids.push_back(i + 1);
    guarded += pts[i].guard != Guard::kNone;
  }
  const auto s = gc::mutate::RenderSchema(src, lang, pts, ids, std::vector<bool>(pts.size(), true));
  std::size_t held = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) held += s.group_of[i] >= 0;
  EXPECT_EQ(held, guarded);
  const std::string dir = TempDir("schema_twin_" + file);
  const Cli built = build(dir, "schema", s.text);
  ASSERT_EQ(built.status, 0) << built.out;
  // An endless loop ends by its CPU time (1 s), as JavaScript's; a panic's message names
  // the schema's line, not the copy's: standard error is left out.
  auto run = [&](const std::string& env, const std::string& name, std::size_t k) {
    Cli r = Shell(env + " timeout 120 sh -c 'ulimit -t 1; exec " + dir + "/" + name +
                  "/prog' < " + dir + "/in" + std::to_string(k));
    r.out += "\nstderr: ";
    return r;
  };
  SchemaAnswersAsTheCopies(pts, s, dir, 8, 6, run, [&](std::size_t i) {
    const std::string twin = "m" + std::to_string(ids[i]);
    return build(dir, twin, gc::mutate::Apply(src, pts[i])).status == 0 ? twin : "";
  }, step);
}

// careful_outcome.rs's schema, built once by rustc -O: every point but a declaration's
// type (IntegerWidth) and a constant's value stands in it.
TEST(SchemaRun, ARustSchemaMutantRunsAsItsCopy) {
  if (Shell("command -v rustc").status != 0) GTEST_SKIP() << "rustc is not on PATH";
  CompiledSchemaRunsAsItsCopies(
      Language::kRust, "careful_outcome.rs", 15,
      [](const std::string& dir, const std::string& name, const std::string& text) {
        fs::create_directories(dir + "/" + name);
        std::ofstream(dir + "/" + name + "/main.rs") << text;
        return cli_test::Shell("rustc -O --edition 2021 -o " + dir + "/" + name + "/prog " + dir +
                                   "/" + name + "/main.rs 2>&1",
                               cli_test::Err::kKept);
      });
}

// Go's guards: a bool with && and || (each branch evaluated only when chosen), another
// value picked by gcMutPick, a statement's operator and a jump by an if-else, a deleted
// statement by an if; the prelude after the imports, with imports of its own. A leaf
// condition is observed in a recording run (gcMutF_ set): gcMutObs computes each mutant's
// value beside the original's, numbered after the 6 guards; a value gcMutPick chooses is
// not (its type is any).
TEST(Schema, GoGuardsAndPrelude) {
  const std::string src =
      "package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc f(a []int, n int) {\n"
      "\tfor i := 0; i < n; i++ {\n\t\tif a[i] == 0 {\n\t\t\tbreak\n\t\t}\n"
      "\t\tn++\n\t\tfmt.Println(i + 1)\n\t}\n}\n";
  std::vector<Point> pts = {
      At(src, "<", 0, "<=", Guard::kCondition, "i < n"),
      At(src, "a[i] == 0", 0, "true", Guard::kCondition, "a[i] == 0"),
      At(src, "==", 0, "!=", Guard::kCondition, "a[i] == 0"),
      At(src, "break", 0, "continue", Guard::kJump, "break"),
      At(src, "++", 1, "--", Guard::kLine, "n++"),
      At(src, "+ 1", 0, "- 1", Guard::kExpression, "i + 1"),
      At(src, "fmt.Println(i + 1)", 0, "", Guard::kStatement, "fmt.Println(i + 1)"),
  };
  const auto s = gc::mutate::RenderSchema(src, Language::kGo, pts, {1, 2, 3, 4, 5, 6, 7},
                                          std::vector<bool>(pts.size(), true));
  EXPECT_EQ(s.text.rfind("package main\n\nimport (\n\t\"fmt\"\n)\n\nimport (\n\tgcMutOs \"os\"", 0),
            0u)
      << s.text;
  const std::string body = s.text.substr(s.text.find("func f("));
  EXPECT_EQ(body,
            "func f(a []int, n int) {\n\tfor i := 0; (gcMutAt(0) == 1 && (i <= n) || "
            "gcMutV() != 1 && (gcMutF_ != nil && gcMutObs((i < n), 6, (i <= n)) || "
            "gcMutF_ == nil && (i < n))); i++ {\n\t\tif (gcMutAt(1) == 2 && (true) || "
            "gcMutV() == 3 && (a[i] != 0) || gcMutV() != 2 && gcMutV() != 3 && "
            "(gcMutF_ != nil && gcMutObs(gcMutObs((a[i] == 0), 7, (true)), 8, (a[i] != 0)) || "
            "gcMutF_ == nil && (a[i] == 0))) {\n"
            "\t\t\tif gcMutAt(2) == 4 { continue } else { break }\n\t\t}\n"
            "\t\tif gcMutAt(3) == 5 { n-- } else { n++ }\n"
            "\t\tif gcMutAt(4) != 7 { fmt.Println(gcMutPick(gcMutAt(5) == 6, (i - 1), (i + 1))) }"
            "\n\t}\n}\n");
  EXPECT_EQ(s.infection_of, (std::vector<int>{6, 7, 8, -1, -1, -1, -1}));
  EXPECT_NE(s.text.find("func gcMutObs(o bool, i int, a bool) bool {"), std::string::npos);
}

// careful_outcome.go's schema, built once by go build: every point but a declaration's
// type, a constant's value, a for header's ++ and a deletion go build would reject stands
// in it.
TEST(SchemaRun, AGoSchemaMutantRunsAsItsCopy) {
  if (Shell("command -v go").status != 0) GTEST_SKIP() << "go is not on PATH";
  CompiledSchemaRunsAsItsCopies(
      Language::kGo, "careful_outcome.go", 16,
      [](const std::string& dir, const std::string& name, const std::string& text) {
        fs::create_directories(dir + "/" + name);
        std::ofstream(dir + "/" + name + "/main.go") << text;
        return cli_test::Shell("cd " + dir + "/" + name + " && go build -o prog main.go 2>&1",
                               cli_test::Err::kKept);
      });
}

// go build's errors: `./PATH:LINE:COL: what` under `# command-line-arguments`, no "error".
TEST(Schema, GoBuildErrorsBlameTheirGuard) {
  const std::string src = "package main\n\nfunc main() {\n\tn := 5\n\tprintln(n < 3)\n}\n";
  std::vector<Point> pts = {At(src, "5", 0, "6", Guard::kExpression, "5"),
                            At(src, "<", 0, "< <", Guard::kCondition, "n < 3")};
  std::vector<bool> allowed(2, true);
  const auto s = gc::mutate::RenderSchema(src, Language::kGo, pts, {1, 2}, allowed);
  const std::size_t bad = s.text.find("n < < 3");
  ASSERT_NE(bad, std::string::npos);
  const auto [line, col] = LineColumn(s.text, bad + 4);
  const std::string err = "# command-line-arguments\n./a.go:" + std::to_string(line) + ":" +
                          std::to_string(col) + ": invalid operation: operator < not defined\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "a.go", err, &allowed), 1u) << err;
  EXPECT_EQ(allowed, (std::vector<bool>{true, false}));
}

// The prelude of a Java schema goes after the package and import lines; a statement
// expression's guard is an if (`i++` in parentheses is no statement), a for's update has
// none, and a declaration's type none.
TEST(Schema, JavaGuardsAndPrelude) {
  using gc::mutate::internal::PreludeAt;
  const std::string head = "// c\npackage p;\n\nimport java.util.*;\n/* x\n */\n";
  EXPECT_EQ(PreludeAt(head + "class Main {}\n", Language::kJava), head.size());
  const std::string src =
      "class Main {\n  public static void main(String[] a) {\n    int n = 0;\n"
      "    for (int i = 0; i < 3; i++) n++;\n    System.out.println(n + a.length > 1);\n  }\n}\n";
  std::vector<Point> pts;
  std::string err;
  if (!gc::mutate::FindPoints("Main.java", src, Language::kJava, {}, &pts, &err))
    GTEST_SKIP() << err;
  std::map<std::string, Guard> guard;
  for (const Point& p : pts) guard[p.description] = p.guard;
  EXPECT_EQ(guard.at("'<' -> '<='"), Guard::kExpression);
  EXPECT_EQ(guard.at("deleted 'n++;'"), Guard::kStatement);
  EXPECT_EQ(guard.at("'int' -> 'short'"), Guard::kNone);
  std::size_t updates = 0;
  for (const Point& p : pts) {
    if (p.mutator != "UpdateOperator") continue;
    ++updates;
    EXPECT_EQ(p.guard, src.compare(p.begin - 1, 1, "n") == 0 ? Guard::kJump : Guard::kNone);
  }
  EXPECT_EQ(updates, 2u);
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < pts.size(); ++i) ids.push_back(i + 1);
  const auto s = gc::mutate::RenderSchema(src, Language::kJava, pts, ids,
                                          std::vector<bool>(pts.size(), true));
  EXPECT_NE(s.text.find("final class GcMut {"), std::string::npos) << s.text;
  EXPECT_NE(s.text.find(" n--; else n++;"), std::string::npos) << s.text;
}

// javac's errors (PATH:LINE: error:, the line, the caret) blame the guard they lie in.
TEST(Schema, JavacErrorsBlameTheirGuard) {
  const std::string src = "class Main {\n  static int f(int x) {\n    return x + 1;\n  }\n}\n";
  std::vector<Point> pts;
  std::string err;
  if (!gc::mutate::FindPoints("Main.java", src, Language::kJava, {}, &pts, &err))
    GTEST_SKIP() << err;
  ASSERT_FALSE(pts.empty());
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < pts.size(); ++i) ids.push_back(i + 1);
  std::vector<bool> allowed(pts.size(), true);
  const auto s = gc::mutate::RenderSchema(src, Language::kJava, pts, ids, allowed);
  const std::size_t at = s.text.find("(x - 1)");  // the branch of the mutant '+' -> '-'
  ASSERT_NE(at, std::string::npos) << s.text;
  const std::size_t bol = s.text.rfind('\n', at) + 1;
  const auto line = std::count(s.text.begin(), s.text.begin() + static_cast<long>(at), '\n') + 1;
  const std::string out = "/tmp/x/Main.java:" + std::to_string(line) +
                          ": error: bad operand\n" + s.text.substr(bol, s.text.find('\n', at) - bol) +
                          "\n" + std::string(at + 1 - bol, ' ') + "^\n1 error\n";
  EXPECT_EQ(gc::mutate::BlameSchemaErrors(s, pts, "Main.java", out, &allowed), 1u);
  for (std::size_t i = 0; i < pts.size(); ++i)
    EXPECT_EQ(allowed[i], pts[i].mutator != "ArithmeticOperator") << pts[i].description;
}

// The Java schema of careful_outcome.java, compiled once by javac, with GAMECHECK_MUTANT=k
// answers as mutant k's copy (output and exit status) on valid and bad inputs; with a
// coverage file, the original writes the guards it reaches, each once.
TEST(SchemaRun, AJavaSchemaMutantRunsAsItsCopy) {
  if (Shell("command -v javac").status != 0) GTEST_SKIP() << "javac is not on PATH";
  const std::string file = kSource + "/properties/programs/careful_outcome.java";
  const std::string src = Slurp(file);
  std::vector<Point> pts;
  std::string err;
  if (!gc::mutate::FindPoints(file, src, Language::kJava, {}, &pts, &err)) GTEST_SKIP() << err;
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < pts.size(); ++i) ids.push_back(i + 1);
  const auto s = gc::mutate::RenderSchema(src, Language::kJava, pts, ids,
                                          std::vector<bool>(pts.size(), true));
  const std::string dir = TempDir("schema_java_twin");
  auto javac = [&](const std::string& name, const std::string& text) {
    fs::create_directories(dir + "/" + name);
    std::ofstream(dir + "/" + name + "/careful_outcome.java") << text;
    return Shell("javac -J-XX:TieredStopAtLevel=1 -d " + dir + "/" + name + " " + dir + "/" +
                 name + "/careful_outcome.java 2>&1");
  };
  const Cli built = javac("schema", s.text);
  ASSERT_EQ(built.status, 0) << built.out;
  auto run = [&](const std::string& env, const std::string& name, std::size_t k) {
    // An endless loop ends by its CPU time (2 s: a JVM's start is ~0.1 s of it), as
    // JavaScript's above.
    return RunWithoutItsStackTrace(env + " timeout 120 sh -c 'ulimit -t 2; exec java " +
                                       "-XX:TieredStopAtLevel=1 -cp " + dir + "/" + name +
                                       " Main' < " + dir + "/in" + std::to_string(k),
                                   dir + "/err", "\n\tat ");
  };
  SchemaAnswersAsTheCopies(pts, s, dir, 8, 7, run, [&](std::size_t i) {
    const std::string twin = "m" + std::to_string(ids[i]);
    return javac(twin, gc::mutate::Apply(src, pts[i])).status == 0 ? twin : "";
  });
}

}  // namespace
