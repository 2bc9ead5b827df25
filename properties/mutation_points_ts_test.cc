// properties/mutation_points_ts_test.cc — mutate/points/points.h on small JavaScript, Go, Java,
// Rust and TypeScript sources (tree-sitter, mutate/points/points_ts.py): each mutator family at its line
// and column with its replacement, nothing in comments or strings, the input reader's error
// paths skipped unless `all`, marks of a person, syntax errors reported with their line,
// the pip command named when tree-sitter is missing, and mutants that still parse (node
// --check, gofmt) or build (javac, rustc's type check); Java's main class. Skipped where
// python3 has no tree-sitter (ci/bootstrap installs it); the parse checks where node,
// gofmt, javac or rustc are missing.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "mutate/points/points.h"
#include "properties/points_util.h"

namespace gc::mutate {
namespace {

// The points of `src` as `path`, or why there are none ("" when there are).
std::string Points(const std::string& path, const std::string& src, std::vector<Point>* out,
                   bool all = false) {
  Language lang;
  if (!LanguageOf(path, &lang)) return "no language: " + path;
  PointOptions options;
  options.all = all;
  std::string err;
  return FindPoints(path, src, lang, options, out, &err) ? "" : err;
}

// Skips the test when tree-sitter or the grammar of `path` is missing.
#define FIND_OR_SKIP(path, src, points, ...)                                         \
  do {                                                                               \
    const std::string why = Points(path, src, points, ##__VA_ARGS__);                \
    if (why.find("pip install") != std::string::npos) GTEST_SKIP() << why;           \
    ASSERT_EQ(why, "");                                                              \
  } while (0)

// No point lies in the text `fragment` (a comment, a string): none overlaps it but one
// that covers it whole (the deletion of a statement with a string in it).
void NoneIn(const std::string& src, const std::vector<Point>& points, const std::string& fragment) {
  const std::size_t b = At(src, fragment), e = b + fragment.size();
  for (const Point& p : points)
    EXPECT_FALSE(p.begin < e && b < p.end && !(p.begin <= b && e <= p.end)) << p.description;
}

bool OnPath(const std::string& program) {
  return std::system(("command -v " + program + " >/dev/null 2>&1").c_str()) == 0;
}

// One mutant of each family present, each checked by `check` (a command taking the file).
void MutantsParse(const std::string& src, const std::vector<Point>& points, const std::string& ext,
                  const std::string& check) {
  std::string pattern = (std::filesystem::temp_directory_path() / "gc-points-ts-XXXXXX").string();
  ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
  const std::filesystem::path dir = pattern;
  std::set<std::string> seen;
  for (const Point& p : points) {
    if (!seen.insert(p.mutator).second) continue;
    const auto file = dir / ("mutant" + std::to_string(seen.size()) + ext);
    std::ofstream(file, std::ios::binary) << Apply(src, p);
    const std::string cmd = check + " '" + file.string() + "' >/dev/null";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << p.mutator << " " << p.description << ": " << cmd;
  }
  std::filesystem::remove_all(dir);
}

const std::string kJs = R"(// a reader and a loop
"use strict";
const data = require("fs").readFileSync(0, "utf8");
const t = data.split(/\s+/).filter((w) => w.length > 0);
if (t.length < 1) {
  console.error("bad input: x < y + 1");
  process.exit(2);
}
const n = Number(t[0]) | 0;
const cnt = new Int32Array(n + 1);
let s = "a < b + 1"; // c < d + 1 in a comment
for (let i = 0; i < n; i++) {
  if ((cnt[i] === 5 && i !== 2) || n <= 2) continue;
  if (i >= 7) break;
  cnt[i] += 1;
  cnt[i]++;
  s = !s ? `t${i - 1}` : s;
}
console.log(cnt[0] - 1, s);
)";

// Where a point must be: the text it starts in (unique in its source), the point's offset
// in that text, and the replacement; no fragment: none of the family in that language.
struct Place {
  const char* fragment = nullptr;
  std::size_t delta = 0;
  const char* replacement = "";
};

// A family's place in each source (kJs, kGo).
struct Family {
  const char* mutator;
  Place js, go;
};

const Family kFamilies[] = {
    {"EqualityOperator", {"=== 5", 0, "!=="}, {"== 5", 0, "!="}},
    {"EqualityOperator", {"!== 2", 0, "==="}, {"!= 2", 0, "=="}},
    {"EqualityOperator", {"n <= 2", 2, ">"}, {"n <= 2", 2, ">"}},
    {"EqualityOperator", {"i >= 7", 2, "<"}, {"i >= 7", 2, "<"}},
    {"ArithmeticOperator", {"n + 1", 2, "-"}, {"n+1", 1, "-"}},
    {"ArithmeticOperator", {"cnt[0] - 1", 7, "+"}, {"cnt[0]-1", 6, "+"}},
    {"LogicalOperator", {"&& i", 0, "||"}, {"&& i", 0, "||"}},
    {"LogicalOperator", {"|| n", 0, "&&"}, {"|| n", 0, "&&"}},
    {"BooleanNegation", {"!s", 0, ""}, {"!(i", 0, ""}},
    {"UpdateOperator", {"i++", 1, "--"}, {"i++", 1, "--"}},
    {"UpdateOperator", {"cnt[i]++", 6, "--"}, {"cnt[i]++", 6, "--"}},
    {"AssignmentOperator", {"+= 1", 0, "-="}, {"+= 1", 0, "-="}},
    {"IntegerLiteral", {"i = 0", 4, "1"}, {"i := 0", 5, "1"}},
    {"IntegerLiteral", {"=== 5", 4, "6"}, {"== 5", 3, "6"}},
    {"IntegerLiteral", {"=== 5", 4, "4"}, {"== 5", 3, "4"}},
    {"StatementDeletion", {"cnt[i] += 1;", 0, ";"}, {"cnt[i] += 1", 0, ""}},
    {"StatementDeletion", {"cnt[i]++;", 0, ";"}, {"cnt[i]++", 0, ""}},
    {"ConditionalExpression", {"i < n", 0, "true"}, {"i < n", 0, "false"}},
    {"ConditionalExpression", {"i >= 7", 0, "false"}, {"!(i", 0, "true"}},
    {"ConditionalExpression", {"!s ?", 0, "false"}, {}},
    {"JumpStatement", {"break", 0, "continue"}, {"break", 0, "continue"}},
    {"JumpStatement", {"continue", 0, "break"}, {"continue", 0, "break"}},
    {"IntegerWidth", {" | 0", 0, ""}, {"n int", 2, "int32"}},
    {"IntegerWidth", {"Int32Array", 0, "Int16Array"}, {"[]int", 2, "int16"}},
};

// The places of one column of a table of families (kFamilies, kFamiliesJr).
using Places = std::vector<std::pair<const char*, Place>>;
template <class F, std::size_t N>
Places Column(const F (&rows)[N], Place F::*place) {
  Places out;
  for (const F& f : rows) out.emplace_back(f.mutator, f.*place);
  return out;
}

// What the test of one source checks beyond its families' places.
struct Source {
  const char* path;
  const std::string& text;
  Places places;                        // its column of kFamilies or kFamiliesJr
  unsigned lt_line, lt_column;          // where the `<` of `i < n` is
  std::vector<std::string> no_points;   // comments, strings, a regex, a template
  std::vector<unsigned> error_lines;    // the reader's error paths: points only with all
  std::vector<std::pair<const char*, Place>> only_with_all;  // points there, by mutator
  const char* parser;                   // what checks a mutant parses (on PATH or skipped)
  const char* ext;
};

void EachFamilyAtItsPlace(const Source& src) {
  const std::string& s = src.text;
  std::vector<Point> points;
  FIND_OR_SKIP(src.path, s, &points);
  const Point* lt = FindAt(points, "EqualityOperator", At(s, "i < n", 2), "<=");
  ASSERT_NE(lt, nullptr);
  EXPECT_EQ(lt->line, src.lt_line);
  EXPECT_EQ(lt->column, src.lt_column);
  for (const auto& [mutator, p] : src.places) {
    if (p.fragment == nullptr) continue;
    const Point* found = FindAt(points, mutator, At(s, p.fragment, p.delta), p.replacement);
    ASSERT_NE(found, nullptr) << mutator << " at '" << p.fragment << "' -> '" << p.replacement
                              << "'";
    if (std::string(mutator) == "StatementDeletion") {
      EXPECT_EQ(found->original, p.fragment);
    }
  }
  for (const std::string& f : src.no_points) NoneIn(s, points, f);
  for (unsigned line : src.error_lines) EXPECT_FALSE(AnyOnLine(points, line)) << line;
  std::vector<Point> all;
  FIND_OR_SKIP(src.path, s, &all, true);
  for (const auto& [mutator, p] : src.only_with_all)
    EXPECT_NE(FindAt(all, mutator, At(s, p.fragment, p.delta), p.replacement), nullptr)
        << p.fragment;
  const std::string tool = std::string(src.parser).substr(0, std::string(src.parser).find(' '));
  if (OnPath(tool)) MutantsParse(s, points, src.ext, src.parser);
}

TEST(MutationPointsTs, JavaScriptEachFamilyAtItsPlace) {
  EachFamilyAtItsPlace({"reader.js", kJs, Column(kFamilies, &Family::js), 12, 19,
                        {"// c < d + 1 in a comment", "\"a < b + 1\"", "/\\s+/", "`t${i - 1}`",
                         "\"bad input: x < y + 1\""},
                        {5, 6, 7},
                        {{"EqualityOperator", {"t.length < 1", 9, "<="}},
                         {"IntegerLiteral", {"exit(2)", 5, "3"}}},
                        "node --check",
                        ".js"});
}

const std::string kGo = R"(package main

import (
	"fmt"
	"os"
)

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "bad input:", msg)
	os.Exit(2)
}

func main() {
	var n int
	if _, err := fmt.Scan(&n); err != nil {
		fail("x < y + 1")
	}
	if n < 0 {
		fmt.Fprintln(os.Stderr, "negative")
		os.Exit(3)
	}
	cnt := make([]int, n+1)
	s := "a < b + 1" // c < d + 1 in a comment
	for i := 0; i < n; i++ {
		if cnt[i] == 5 && i != 2 || n <= 2 {
			continue
		}
		if !(i >= 7) {
			cnt[i] += 1
		} else {
			break
		}
		cnt[i]++
	}
	fmt.Println(cnt[0]-1, s, `raw < 1`)
}
)";

// The error reporter fail (lines 8 to 11) and the reader's error paths (15 to 21).
TEST(MutationPointsTs, GoEachFamilyAtItsPlace) {
  EachFamilyAtItsPlace({"reader.go", kGo, Column(kFamilies, &Family::go), 24, 16,
                        {"// c < d + 1 in a comment", "\"a < b + 1\"", "`raw < 1`",
                         "\"x < y + 1\""},
                        {8, 9, 10, 11, 15, 16, 17, 18, 19, 20, 21},
                        {{"EqualityOperator", {"n < 0", 2, "<="}},
                         {"IntegerLiteral", {"Exit(2)", 5, "3"}}},
                        "gofmt -e",
                        ".go"});
}

// Java and Rust: a family's place in kJava and kRust.
struct FamilyJr {
  const char* mutator;
  Place java, rust;
};

const FamilyJr kFamiliesJr[] = {
    {"EqualityOperator", {"== 5", 0, "!="}, {"== 5", 0, "!="}},
    {"EqualityOperator", {"!= 2", 0, "=="}, {"!= 2", 0, "=="}},
    {"EqualityOperator", {"n <= 2", 2, ">"}, {"n <= 2", 2, ">"}},
    {"EqualityOperator", {"i >= 7", 2, "<"}, {"i >= 7", 2, "<"}},
    {"ArithmeticOperator", {"n + 1", 2, "-"}, {"n + 1", 2, "-"}},
    {"ArithmeticOperator", {"cnt[0] - 1", 7, "+"}, {"cnt[0] - 1", 7, "+"}},
    {"LogicalOperator", {"&& i", 0, "||"}, {"&& i", 0, "||"}},
    {"LogicalOperator", {"|| n", 0, "&&"}, {"|| n", 0, "&&"}},
    {"BooleanNegation", {"!s", 0, ""}, {"!(i", 0, ""}},
    {"UpdateOperator", {"i++", 1, "--"}, {}},
    {"UpdateOperator", {"cnt[i]++", 6, "--"}, {}},
    {"AssignmentOperator", {"cnt[i] += 1", 7, "-="}, {"cnt[i] += 1", 7, "-="}},
    {"IntegerLiteral", {"i = 0", 4, "1"}, {"in 0", 3, "1"}},
    {"IntegerLiteral", {"== 5", 3, "6"}, {"== 5", 3, "6"}},
    {"IntegerLiteral", {"== 5", 3, "4"}, {"== 5", 3, "4"}},
    {"IntegerLiteral", {"3L", 0, "4L"}, {"10u64", 0, "11u64"}},
    {"StatementDeletion", {"cnt[i] += 1;", 0, ";"}, {"cnt[i] += 1;", 0, ""}},
    {"StatementDeletion", {"cnt[i]++;", 0, ";"}, {"total += 1;", 0, ""}},
    {"ConditionalExpression", {"i < n", 0, "true"}, {"!(i", 0, "true"}},
    {"ConditionalExpression", {"i >= 7", 0, "false"}, {"cnt[i] == 5 &&", 0, "false"}},
    {"ConditionalExpression", {"!s.isEmpty() ?", 0, "false"}, {}},
    {"JumpStatement", {"break", 0, "continue"}, {"break", 0, "continue"}},
    {"JumpStatement", {"continue", 0, "break"}, {"continue", 0, "break"}},
    {"IntegerWidth", {"int total", 0, "short"}, {"total: u32", 7, "u16"}},
    {"IntegerWidth", {"int total", 0, "char"}, {"Vec<i32>", 4, "i16"}},
    {"IntegerWidth", {"long sum", 0, "int"}, {"as u32", 3, "u16"}},
    {"IntegerWidth", {"int[] cnt", 0, "short[] cnt = new short"}, {}},
};

const std::string kJava = R"(// a reader and a loop
class Main {
  static int total;
  static long sum = 10;

  static void fail(String what) {
    System.err.println("bad input: x < y + 1 " + what);
    System.exit(2);
  }

  public static void main(String[] args) {
    String s = "a < b + 1"; // c < d + 1 in a comment
    int n = args.length;
    if (n < 0) {
      System.err.println("negative");
      System.exit(3);
    }
    int[] cnt = new int[n + 1];
    for (int i = 0; i < n; i++) {
      if ((cnt[i] == 5 && i != 2) || n <= 2) continue;
      if (i >= 7) break;
      cnt[i] += 1;
      cnt[i]++;
      total += !s.isEmpty() ? i - 1 : 0;
    }
    System.out.println("n = " + n);
    System.out.println(cnt[0] - 1 + s + sum + 3L + /* not < this */ 'x');
  }
}
)";

// The error reporter fail (lines 6 to 9) and the reader's error path (14 to 17); no
// width point for a loop index, a parameter or a variable not a counter (`int n =
// args.length`), no `+` -> `-` in a concatenation, no loop condition -> false (javac
// rejects the body of `for (...; false; ...)` as unreachable).
TEST(MutationPointsTs, JavaEachFamilyAtItsPlace) {
  EachFamilyAtItsPlace({"Main.java", kJava, Column(kFamiliesJr, &FamilyJr::java), 19, 23,
                        {"// c < d + 1 in a comment", "\"a < b + 1\"", "/* not < this */",
                         "'x'", "\"bad input: x < y + 1 \""},
                        {6, 7, 8, 9, 14, 15, 16, 17},
                        {{"EqualityOperator", {"n < 0", 2, "<="}},
                         {"IntegerLiteral", {"exit(3)", 5, "4"}}},
                        "javac",
                        ".java"});
  std::vector<Point> points;
  FIND_OR_SKIP("Main.java", kJava, &points);
  for (const Point& p : points) {
    EXPECT_FALSE(p.mutator == "IntegerWidth" &&
                 (p.begin == At(kJava, "int i") || p.begin == At(kJava, "int n")))
        << p.description;
    EXPECT_NE(p.begin, At(kJava, "+ n);")) << p.description;
    EXPECT_FALSE(p.begin == At(kJava, "i < n") && p.replacement == "false") << p.description;
  }
}

// A Java while's or for's condition -> true only where javac takes it: when a break leaves
// the loop or no statement follows it (else the statement after it is unreachable code).
TEST(MutationPointsTs, JavaLoopConditionToTrueOnlyWhereItBuilds) {
  const std::string src =
      "class A {\n  static int f(int n) {\n    int i = 0;\n    while (i < n) i++;\n"
      "    int j = 0;\n    while (j < n) {\n      for (;;) break;\n      j++;\n    }\n"
      "    while (j < 2 * n) {\n      if (j > 5) break;\n      j++;\n    }\n"
      "    while (i > 0) i--;\n  }\n}\n";
  std::vector<Point> points;
  FIND_OR_SKIP("A.java", src, &points);
  auto conditions = [&](const std::string& fragment) {
    std::set<std::string> out;
    for (const Point& p : points)
      if (p.mutator == "ConditionalExpression" && p.begin == At(src, fragment))
        out.insert(p.replacement);
    return out;
  };
  EXPECT_EQ(conditions("i < n"), std::set<std::string>{});  // a statement follows, no break
  EXPECT_EQ(conditions("j < n"), std::set<std::string>{});  // its break leaves the inner for
  EXPECT_EQ(conditions("j < 2 * n"), std::set<std::string>{"true"});
  EXPECT_EQ(conditions("i > 0"), std::set<std::string>{"true"});  // the last statement
}

const std::string kRust = R"(// a reader and a loop
use std::process;

fn fail(what: &str) -> ! {
    eprintln!("bad input: {}", what);
    process::exit(2);
}

fn main() {
    let s = "a < b + 1"; // c < d + 1 in a comment
    let n = std::env::args().count();
    if n > 100 {
        eprintln!("too many: x < y + 1");
        process::exit(3);
    }
    if n == 99 {
        fail("x < y + 1");
    }
    let mut total: u32 = 0;
    let m = n + 1;
    let mut cnt: Vec<i32> = vec![0; m];
    for i in 0..n {
        if cnt[i] == 5 && i != 2 || n <= 2 {
            continue;
        }
        if !(i >= 7) {
            cnt[i] += 1;
        } else {
            break;
        }
        total += 1;
        let _w = (i + 10u64 as usize) as u32;
    }
    let mut i = 0;
    while i < n {
        i += 2;
    }
    let d = cnt[0] - 1;
    println!("{} {} {} {}", d, s, total, r"raw < 1");
}
)";

// The error reporter fail (lines 4 to 7) and the reader's error paths (12 to 18).
TEST(MutationPointsTs, RustEachFamilyAtItsPlace) {
  EachFamilyAtItsPlace({"reader.rs", kRust, Column(kFamiliesJr, &FamilyJr::rust), 35, 13,
                        {"// c < d + 1 in a comment", "\"a < b + 1\"", "r\"raw < 1\"",
                         "\"x < y + 1\"", "\"too many: x < y + 1\""},
                        {4, 5, 6, 7, 12, 13, 14, 15, 16, 17, 18},
                        {{"EqualityOperator", {"n > 100", 2, ">="}},
                         {"IntegerLiteral", {"exit(3)", 5, "4"}}},
                        "rustc --edition 2021 --emit=metadata -o /dev/null",
                        ".rs"});
}

// `// gamecheck: equivalent` marks the points of its line, as in C++ (points_marks.cc); the
// same text in a string is no mark.
TEST(MutationPointsTs, MarksIgnoreTheirLine) {
  const std::string js =
      "let x = 1;\nif (x < 2) x++; // gamecheck: equivalent: x is 1\n"
      "console.log(\"// gamecheck: equivalent\", x - 1);\n";
  const std::string go =
      "package main\n\nfunc main() {\n\tx := 1\n\tx++ // gamecheck: equivalent\n"
      "\tprintln(x - 1, \"// gamecheck: equivalent\")\n}\n";
  const std::string java =
      "class Main {\n  public static void main(String[] a) {\n    int x = 1;\n"
      "    x++; /* gamecheck: equivalent */\n"
      "    System.out.println(\"// gamecheck: equivalent\" + (x - 1));\n  }\n}\n";
  const std::string rust =
      "fn main() {\n    let mut x = 1;\n    x += 1; // gamecheck: equivalent\n"
      "    let y = x - 1;\n    println!(\"// gamecheck: equivalent {}\", y);\n}\n";
  const struct {
    const char* path;
    const std::string& src;
    unsigned line;  // the marked one
  } sources[] = {{"m.js", js, 2}, {"m.go", go, 5}, {"m.java", java, 4}, {"m.rs", rust, 3}};
  for (const auto& [path, src, line] : sources) {
    std::vector<Point> points;
    FIND_OR_SKIP(path, src, &points);
    bool marked = false, plain = false;
    for (const Point& p : points) {
      const bool own_line = p.line == line;
      EXPECT_EQ(p.ignored, own_line) << path << " " << p.line << " " << p.description;
      marked |= p.ignored;
      plain |= p.mutator == "ArithmeticOperator" && !p.ignored;
    }
    EXPECT_TRUE(marked) << path;
    EXPECT_TRUE(plain) << path;
  }
}

TEST(MutationPointsTs, SyntaxErrorNamesTheLine) {
  std::vector<Point> points;
  std::string why = Points("broken.js", "let x = 1;\nif (x > ) {}\n", &points);
  if (why.find("pip install") != std::string::npos) GTEST_SKIP() << why;
  EXPECT_EQ(why.rfind("broken.js:2:", 0), 0u) << why;
  EXPECT_NE(why.find("SyntaxError"), std::string::npos) << why;
  why = Points("broken.go", "package main\n\nfunc main() {\n\tx := \n}\n", &points);
  EXPECT_EQ(why.rfind("broken.go:", 0), 0u) << why;
  EXPECT_NE(why.find("SyntaxError"), std::string::npos) << why;
  why = Points("Broken.java", "class A {\n  void f() {\n    int x = ;\n  }\n}\n", &points);
  EXPECT_EQ(why.rfind("Broken.java:3:", 0), 0u) << why;
  EXPECT_NE(why.find("SyntaxError"), std::string::npos) << why;
  why = Points("broken.rs", "fn main() {\n    let x = 1;\n    if x > { }\n}\n", &points);
  EXPECT_EQ(why.rfind("broken.rs:3:", 0), 0u) << why;
  EXPECT_NE(why.find("SyntaxError"), std::string::npos) << why;
}

// Without tree-sitter (python3 -S: no site-packages), the reason names the pip command.
TEST(MutationPointsTs, MissingTreeSitterNamesThePipCommand) {
  FILE* p = popen("python3 -c 'import sys; print(sys.executable)' 2>/dev/null", "r");
  ASSERT_NE(p, nullptr);
  char buf[4096] = {};
  const bool got = std::fgets(buf, sizeof buf, p) != nullptr;
  pclose(p);
  if (!got) GTEST_SKIP() << "no python3";
  std::string python = buf;
  while (!python.empty() && python.back() == '\n') python.pop_back();
  std::string pattern = (std::filesystem::temp_directory_path() / "gc-nosite-XXXXXX").string();
  ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
  const std::filesystem::path dir = pattern;
  std::ofstream(dir / "python3") << "#!/bin/sh\nexec '" << python << "' -S \"$@\"\n";
  std::filesystem::permissions(dir / "python3", std::filesystem::perms::owner_all);
  const char* old = std::getenv("PATH");
  const std::string saved = old ? old : "";
  ::setenv("PATH", (dir.string() + ":/usr/bin:/bin").c_str(), 1);
  std::vector<Point> points;
  const std::string js = Points("a.js", "let x = 1;\n", &points);
  const std::string go = Points("a.go", "package main\n", &points);
  const std::string java = Points("A.java", "class A {}\n", &points);
  const std::string rust = Points("a.rs", "fn main() {}\n", &points);
  const std::string ts = Points("a.ts", "let x: number = 1;\n", &points);
  ::setenv("PATH", saved.c_str(), 1);
  std::filesystem::remove_all(dir);
  EXPECT_NE(js.find("python3 -m pip install tree-sitter tree-sitter-javascript"), std::string::npos)
      << js;
  EXPECT_NE(go.find("python3 -m pip install tree-sitter tree-sitter-go"), std::string::npos) << go;
  EXPECT_NE(java.find("python3 -m pip install tree-sitter tree-sitter-java"), std::string::npos)
      << java;
  EXPECT_NE(rust.find("python3 -m pip install tree-sitter tree-sitter-rust"), std::string::npos)
      << rust;
  EXPECT_NE(ts.find("python3 -m pip install tree-sitter tree-sitter-typescript"),
            std::string::npos)
      << ts;
}

// JavaScript's points carry the schema's guard (mutate/build/schema.h): the comparison a
// `<` or a compared literal is in, the statement a deletion removes, the jump with its label; none for an
// object's key (it cannot be put in parentheses) nor for an expression that starts a
// statement after one without its semicolon (`x++` then `(...)` would call x).
TEST(MutationPointsTs, JavaScriptGuards) {
  const std::string src =
      "outer: for (let i = 0; i < 9; i++) {\n  f(i);\n  break outer;\n}\n"
      "const o = { 4: 5 };\nlet x = 2\nx--\n";
  std::vector<Point> pts;
  FIND_OR_SKIP("a.js", src, &pts);
  auto guard_of = [&](const std::string& mutator, const std::string& original) {
    for (const Point& p : pts)
      if (p.mutator == mutator && p.original == original)
        return std::make_pair(p.guard, src.substr(p.guard_begin, p.guard_end - p.guard_begin));
    return std::make_pair(Guard::kNone, std::string("(no such point)"));
  };
  EXPECT_EQ(guard_of("EqualityOperator", "<"), std::make_pair(Guard::kExpression, std::string("i < 9")));
  EXPECT_EQ(guard_of("ConditionalExpression", "i < 9"),
            std::make_pair(Guard::kCondition, std::string("i < 9")));
  EXPECT_EQ(guard_of("StatementDeletion", "f(i);"),
            std::make_pair(Guard::kStatement, std::string("f(i);")));
  EXPECT_EQ(guard_of("JumpStatement", "break"),
            std::make_pair(Guard::kJump, std::string("break outer")));
  // A literal compared is observed in its comparison: `i < 10` differs from `i < 9` at 9 only.
  EXPECT_EQ(guard_of("IntegerLiteral", "9"), std::make_pair(Guard::kExpression, std::string("i < 9")));
  EXPECT_EQ(guard_of("IntegerLiteral", "4"), std::make_pair(Guard::kNone, std::string("4")));
  EXPECT_EQ(guard_of("IntegerLiteral", "5"), std::make_pair(Guard::kExpression, std::string("5")));
  EXPECT_EQ(guard_of("UpdateOperator", "--"), std::make_pair(Guard::kNone, std::string("--")));
  EXPECT_EQ(guard_of("UpdateOperator", "++"), std::make_pair(Guard::kExpression, std::string("i++")));
}

TEST(MutationPointsTs, LanguageByExtension) {
  Language l;
  for (const char* p : {"a.js", "dir/b.mjs", "c.cjs"}) {
    ASSERT_TRUE(LanguageOf(p, &l)) << p;
    EXPECT_EQ(l, Language::kJavaScript) << p;
  }
  ASSERT_TRUE(LanguageOf("/x/main.go", &l));
  EXPECT_EQ(l, Language::kGo);
  ASSERT_TRUE(LanguageOf("src/Main.java", &l));
  EXPECT_EQ(l, Language::kJava);
  ASSERT_TRUE(LanguageOf("main.rs", &l));
  EXPECT_EQ(l, Language::kRust);
}

// The class `java` starts: the top-level one declaring `static void main` (not a nested
// one, not one in a comment or a string), else the file's stem.
TEST(MutationPointsTs, JavaMainClass) {
  EXPECT_EQ(JavaMainClass("class Main {\n  public static void main(String[] a) {}\n}\n",
                          "dir/solver.java"),
            "Main");
  const std::string two =
      "// class Fake { static void main(String[] a) {} }\n"
      "import java.util.*;\n"
      "class Helper {\n  static class Inner { public static void main(String[] a) {} }\n"
      "  void main() {}\n  String s = \"class Nope { static void main(\";\n}\n"
      "public final class Solver<T> {\n  @SuppressWarnings(\"x\")\n"
      "  static public void main(final String... args) { char c = '{'; }\n}\n";
  EXPECT_EQ(JavaMainClass(two, "Solver.java"), "Solver");
  EXPECT_EQ(JavaMainClass("class A { void f() {} }\n", "/x/Thing.java"), "Thing");
  EXPECT_EQ(JavaMainClass("", "Empty.java"), "Empty");
}

// Go's guards by the type of what they hold: a comparison and a condition a bool, a sum a
// value picked (none where its second evaluation would call f), a statement's ++ an
// if-else (none in a for header); none for a deletion that leaves a variable or an import
// unused, which go build rejects in a copy (the schema would run it).
TEST(MutationPointsTs, GoGuards) {
  const std::string src =
      "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nconst k = 1 << 3\n\n"
      "func f(a int) int { return a }\n\nfunc main() {\n\tn := 4\n"
      "\tfor i := 0; i < n; i++ {\n\t\tv := i * 2\n\t\tfmt.Println(v + 1)\n\t\tn++\n\t}\n"
      "\tos.Stdout.WriteString(fmt.Sprint(f(n) - 4))\n}\n";
  std::vector<Point> pts;
  FIND_OR_SKIP("a.go", src, &pts);
  auto guard_of = [&](const std::string& mutator, const std::string& original) {
    for (const Point& p : pts)
      if (p.mutator == mutator && p.original == original)
        return std::make_pair(p.guard, src.substr(p.guard_begin, p.guard_end - p.guard_begin));
    return std::make_pair(Guard::kNone, std::string("(no such point)"));
  };
  using G = std::pair<Guard, std::string>;
  EXPECT_EQ(guard_of("EqualityOperator", "<"), G(Guard::kCondition, "i < n"));
  EXPECT_EQ(guard_of("ConditionalExpression", "i < n"), G(Guard::kCondition, "i < n"));
  EXPECT_EQ(guard_of("ArithmeticOperator", "+"), G(Guard::kExpression, "v + 1"));
  EXPECT_EQ(guard_of("ArithmeticOperator", "-").first, Guard::kNone);  // f(n) - 4: a call
  EXPECT_EQ(guard_of("IntegerLiteral", "3").first, Guard::kNone);      // a constant
  EXPECT_EQ(guard_of("UpdateOperator", "++"), G(Guard::kNone, "++"));  // the for header's
  bool line = false;
  for (const Point& p : pts) line |= p.guard == Guard::kLine && p.original == "++";
  EXPECT_TRUE(line) << "n++ in the body";
  EXPECT_EQ(guard_of("StatementDeletion", "n++"), G(Guard::kStatement, "n++"));
  // v's only use; deleting it would leave `v := i * 2` unused.
  EXPECT_EQ(guard_of("StatementDeletion", "fmt.Println(v + 1)").first, Guard::kNone);
}

}  // namespace
}  // namespace gc::mutate

namespace gc::mutate {
namespace {

// TypeScript: kJs with types. JavaScript's families at the same places; nothing in a type
// (annotations, an interface, a type alias, an enum, `as` casts, generics' arguments), and
// Math.trunc(x) -> (x) beside `| 0` and Int32Array. A mutant parses when typescript's
// transpileModule reports no syntax error (typescript from ci/bootstrap's .deps/npm).
const std::string kTs = R"(// a reader and a loop
"use strict";
import { readFileSync } from "fs";
interface Row { k: number; w: 5 }
type Pair = [number, 1 | 2];
enum Kind { A = 3, B }
const data: string = readFileSync(0, "utf8");
const t: string[] = data.split(/\s+/).filter((w: string): boolean => w.length > 0);
if (t.length < 1) {
  console.error("bad input: x < y + 1");
  process.exit(2);
}
const n: number = (Number(t[0]) as number) | 0;
const cnt = new Int32Array(n + 1) as Int32Array;
let s = "a < b + 1"; // c < d + 1 in a comment
for (let i = 0; i < n; i++) {
  if ((cnt[i] === 5 && i !== 2) || n <= 2) continue;
  if (i >= 7) break;
  cnt[i] += 1;
  cnt[i]++;
  s = !s ? `t${i - 1}` : s;
}
console.log(cnt[0] - 1, s, Math.trunc(n / 2), new Map<string, Array<7>>(), Kind.B, t as Row[]);
)";

const std::string kTranspileCheck =
    std::string("node -e 'const [,t,s]=process.argv,ts=require(t),r=ts.transpileModule("
                "require(\"fs\").readFileSync(s,\"utf8\"),{reportDiagnostics:true});"
                "process.exit(r.diagnostics.length?1:0)' ") +
    GAMECHECK_TYPESCRIPT_DIR;

TEST(MutationPointsTs, TypeScriptEachFamilyAtItsPlace) {
  const bool typescript = std::filesystem::exists(std::string(GAMECHECK_TYPESCRIPT_DIR));
  Places places = Column(kFamilies, &Family::js);
  for (auto& [mutator, p] : places)  // Int32Array is a type too here
    if (p.fragment == std::string("Int32Array")) p = {"new Int32Array", 4, p.replacement};
  EachFamilyAtItsPlace({"reader.ts", kTs, places, 16, 19,
                        {"// c < d + 1 in a comment", "\"a < b + 1\"", "/\\s+/", "`t${i - 1}`",
                         "\"bad input: x < y + 1\"", "interface Row { k: number; w: 5 }",
                         "type Pair = [number, 1 | 2];", "enum Kind { A = 3, B }", ": string[]",
                         "as number", "as Int32Array", "<string, Array<7>>", "(w: string): boolean",
                         "as Row[]"},
                        {9, 10, 11},
                        {{"EqualityOperator", {"t.length < 1", 9, "<="}},
                         {"IntegerLiteral", {"exit(2)", 5, "3"}}},
                        typescript ? kTranspileCheck.c_str() : "no-typescript-here",
                        ".ts"});
  std::vector<Point> points;
  FIND_OR_SKIP("reader.ts", kTs, &points);
  const Point* trunc = FindAt(points, "IntegerWidth", At(kTs, "Math.trunc"), "(n / 2)");
  ASSERT_NE(trunc, nullptr);
  EXPECT_EQ(trunc->original, "Math.trunc(n / 2)");
  // In the schema, every one: none is an object's key or starts a statement after one
  // without its semicolon.
  for (const Point& p : points) EXPECT_NE(p.guard, Guard::kNone) << p.description;
}

TEST(MutationPointsTs, TypeScriptByExtension) {
  Language l;
  for (const char* p : {"a.ts", "dir/b.mts", "c.cts"}) {
    ASSERT_TRUE(LanguageOf(p, &l)) << p;
    EXPECT_EQ(l, Language::kTypeScript) << p;
  }
  EXPECT_TRUE(IsJs(Language::kTypeScript));
  EXPECT_FALSE(LanguageOf("a.tsx", &l));  // TSX is another grammar: not taken
}

}  // namespace
}  // namespace gc::mutate
