// properties/mutation_points_test.cc — mutate/points/points.h on small C++, C and Python sources:
// each mutator family at its line and column with its replacement, nothing in comments,
// strings or macros, the input reader's error paths skipped unless `all`, syntax errors
// reported with their line, and applied points that still compile.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "mutate/points/points.h"
#include "properties/points_util.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate {
namespace {

const std::set<std::string> kMutators = {
    "EqualityOperator",      "ArithmeticOperator", "UpdateOperator",  "AssignmentOperator",
    "IntegerLiteral",        "LogicalOperator",    "BooleanNegation", "StatementDeletion",
    "ConditionalExpression", "JumpStatement",      "IntegerWidth"};

// 1-based line and byte column of an offset, counted here independently.
std::pair<unsigned, unsigned> LineCol(const std::string& src, std::size_t offset) {
  unsigned line = 1;
  std::size_t start = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (src[i] == '\n') ++line, start = i + 1;
  }
  return {line, static_cast<unsigned>(offset - start + 1)};
}

// Every point: its text is source[begin, end), its positions agree, it is in order and
// unique, and its mutator is one of the documented names.
void CheckWellFormed(const std::string& src, const std::vector<Point>& points) {
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Point& p = points[i];
    SCOPED_TRACE(p.mutator + " " + p.description);
    ASSERT_LE(p.begin, p.end);
    ASSERT_LE(p.end, src.size());
    EXPECT_EQ(p.original, src.substr(p.begin, p.end - p.begin));
    EXPECT_NE(p.original, p.replacement);
    EXPECT_EQ(LineCol(src, p.begin), std::make_pair(p.line, p.column));
    EXPECT_EQ(LineCol(src, p.end), std::make_pair(p.end_line, p.end_column));
    EXPECT_TRUE(kMutators.count(p.mutator));
    EXPECT_FALSE(p.description.empty());
    if (i > 0) {
      const Point& q = points[i - 1];
      EXPECT_LE(std::tie(q.begin, q.mutator, q.replacement),
                std::tie(p.begin, p.mutator, p.replacement));
      EXPECT_FALSE(q.begin == p.begin && q.end == p.end && q.replacement == p.replacement);
    }
  }
}

std::vector<Point> Find(const std::string& path, const std::string& src, bool all = false,
                        std::vector<std::string> args = {}) {
  Language lang;
  EXPECT_TRUE(LanguageOf(path, &lang)) << path;
  PointOptions options;
  options.all = all;
  options.parser_args = std::move(args);
  std::vector<Point> points;
  std::string err;
  EXPECT_TRUE(FindPoints(path, src, lang, options, &points, &err)) << err;
  CheckWellFormed(src, points);
  return points;
}

// A fresh directory for files the compilers read.
std::filesystem::path TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "gc-points-XXXXXX").string();
  const char* dir = ::mkdtemp(pattern.data());
  EXPECT_NE(dir, nullptr);
  return dir ? std::filesystem::path(dir) : std::filesystem::temp_directory_path();
}

void Write(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file, std::ios::binary) << text;
}

// One mutant of each mutator family present, written as files named <prefix><i><ext>.
std::vector<std::string> OneMutantPerFamily(const std::string& src,
                                            const std::vector<Point>& points,
                                            const std::filesystem::path& dir,
                                            const std::string& ext) {
  std::vector<std::string> files;
  std::set<std::string> seen;
  for (const Point& p : points) {
    if (!seen.insert(p.mutator).second) continue;
    const auto file = dir / ("mutant" + std::to_string(files.size()) + ext);
    Write(file, Apply(src, p));
    files.push_back(file.string());
  }
  return files;
}

const std::string kCxx = R"(#include <iostream>
#include <queue>
#include <vector>

int main() {
  int n;
  if (!(std::cin >> n)) { std::cerr << "bad"; return 2; }
  std::vector<int> cnt(n);
  std::vector<long long> len(n, 0);
  std::queue<int> q;
  q.push(0);
  while (!q.empty()) {
    int u = q.front();
    q.pop();
    if (u >= n) break;
    for (int v = u + 1; v < n && v <= u + 2; v++) {
      if (cnt[v] == 0) {
        cnt[v]++;
        len[v] = len[u] - 1;
        q.push(v);
      } else if (cnt[v] != 1) {
        continue;
      }
      len[v] += 3;
    }
  }
  bool ok = !cnt.empty() || n > 0;
  std::cout << (ok ? len[0] : 7) << '\n';
  return 0;
}
)";

TEST(MutationPoints, LanguageByExtension) {
  Language l;
  ASSERT_TRUE(LanguageOf("dir.x/solver.cc", &l));
  EXPECT_EQ(l, Language::kCxx);
  for (const char* p : {"a.cpp", "a.cxx", "a.c++", "a.C"}) {
    ASSERT_TRUE(LanguageOf(p, &l)) << p;
    EXPECT_EQ(l, Language::kCxx) << p;
  }
  ASSERT_TRUE(LanguageOf("a.c", &l));
  EXPECT_EQ(l, Language::kC);
  ASSERT_TRUE(LanguageOf("/x/sol.py", &l));
  EXPECT_EQ(l, Language::kPython);
  EXPECT_FALSE(LanguageOf("a.hs", &l));
  EXPECT_FALSE(LanguageOf("Makefile", &l));
  EXPECT_FALSE(LanguageOf("dir.cc/noext", &l));
}

TEST(MutationPoints, ApplyReplacesTheRange) {
  Point p;
  p.begin = 2, p.end = 3, p.replacement = "<=";
  EXPECT_EQ(Apply("a < b", p), "a <= b");
  p.begin = 0, p.end = 1, p.replacement = "";
  EXPECT_EQ(Apply("!x", p), "x");
}

TEST(MutationPoints, CxxEachFamilyAtItsPlace) {
  const std::string& s = kCxx;
  const auto points = Find("bfs.cc", s);
  // Positions counted by hand once: `u >= n` is on line 15, column 11.
  const Point* ge = FindAt(points, "EqualityOperator", At(s, "u >= n", 2), ">");
  ASSERT_NE(ge, nullptr);
  EXPECT_EQ(ge->line, 15u);
  EXPECT_EQ(ge->column, 11u);
  EXPECT_EQ(ge->end_column, 13u);
  EXPECT_EQ(ge->original, ">=");
  EXPECT_EQ(ge->description, "'>=' -> '>'");
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "u >= n", 2), "<"), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "v < n", 2), "<="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "v < n", 2), ">="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "v <= u", 2), "<"), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "v <= u", 2), ">"), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "cnt[v] == 0", 7), "!="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "cnt[v] != 1", 7), "=="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "n > 0", 2), ">="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "n > 0", 2), "<="), nullptr);
  // Overloaded operators (the stream's << and >>) are not builtin: untouched.
  for (const Point& p : points) EXPECT_NE(p.original, "<<");

  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(s, "u + 1", 2), "-"), nullptr);
  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(s, "len[u] - 1", 7), "+"), nullptr);
  EXPECT_NE(FindAt(points, "UpdateOperator", At(s, "v++", 1), "--"), nullptr);
  EXPECT_NE(FindAt(points, "UpdateOperator", At(s, "cnt[v]++", 6), "--"), nullptr);
  EXPECT_NE(FindAt(points, "AssignmentOperator", At(s, "+= 3"), "-="), nullptr);

  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "q.push(0)", 7), "1"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "u + 2", 4), "3"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "u + 2", 4), "1"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "- 1;", 2), "0"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "+= 3", 3), "4"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "+= 3", 3), "2"), nullptr);

  EXPECT_NE(FindAt(points, "LogicalOperator", At(s, "&&"), "||"), nullptr);
  EXPECT_NE(FindAt(points, "LogicalOperator", At(s, "||"), "&&"), nullptr);
  const Point* neg = FindAt(points, "BooleanNegation", At(s, "!q.empty()"), "");
  ASSERT_NE(neg, nullptr);
  EXPECT_EQ(neg->original, "!");
  EXPECT_NE(FindAt(points, "BooleanNegation", At(s, "!cnt.empty()"), ""), nullptr);

  const Point* del = FindAt(points, "StatementDeletion", At(s, "q.push(0);"), ";");
  ASSERT_NE(del, nullptr);
  EXPECT_EQ(del->original, "q.push(0);");
  EXPECT_NE(FindAt(points, "StatementDeletion", At(s, "q.pop();"), ";"), nullptr);
  EXPECT_NE(FindAt(points, "StatementDeletion", At(s, "cnt[v]++;"), ";"), nullptr);
  EXPECT_NE(FindAt(points, "StatementDeletion", At(s, "len[v] += 3;"), ";"), nullptr);
  // Declarations and returns are never deleted.
  for (const Point& p : points) {
    if (p.mutator != "StatementDeletion") continue;
    EXPECT_EQ(p.original.find("return"), std::string::npos) << p.original;
    EXPECT_NE(p.original.substr(0, 4), "int ") << p.original;
  }

  const Point* cond = FindAt(points, "ConditionalExpression", At(s, "cnt[v] == 0"), "true");
  ASSERT_NE(cond, nullptr);
  EXPECT_EQ(cond->original, "cnt[v] == 0");
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "cnt[v] == 0"), "false"), nullptr);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "!q.empty()"), "false"), nullptr);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "v < n && v <= u + 2"), "true"), nullptr);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "ok ?"), "false"), nullptr);

  EXPECT_NE(FindAt(points, "JumpStatement", At(s, "break"), "continue"), nullptr);
  EXPECT_NE(FindAt(points, "JumpStatement", At(s, "continue"), "break"), nullptr);

  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "int n;"), "short"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "<int> cnt", 1), "short"), nullptr);
  const Point* width = FindAt(points, "IntegerWidth", At(s, "long long> len"), "int");
  ASSERT_NE(width, nullptr);
  EXPECT_EQ(width->original, "long long");
  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "int u"), "short"), nullptr);
  EXPECT_EQ(FindAt(points, "IntegerWidth", At(s, "int v"), "short"), nullptr);  // for-init
  EXPECT_EQ(FindAt(points, "IntegerWidth", At(s, "int main"), "short"), nullptr);

  // The reader's error path (line 7) is left alone by default...
  EXPECT_FALSE(AnyOnLine(points, 7));
  // ...and mutated with all.
  const auto all = Find("bfs.cc", s, /*all=*/true);
  EXPECT_NE(FindAt(all, "ConditionalExpression", At(s, "!(std::cin >> n)"), "true"), nullptr);
  EXPECT_NE(FindAt(all, "IntegerLiteral", At(s, "return 2", 7), "3"), nullptr);
  EXPECT_NE(FindAt(all, "StatementDeletion", At(s, "std::cerr"), ";"), nullptr);
  EXPECT_GT(all.size(), points.size());
}

TEST(MutationPoints, CxxNothingInCommentsStringsOrMacros) {
  const std::string s = R"(#include <cstdio>
#include <string>
#define LESS(a, b) ((a) < (b) + 1)
int f(int a, int b) {
  // a < b + 1 && !c; i++ ? 1 : 0
  /* a - b >= 0; break; */
  const char* t = "x < y + 1 && z";
  std::string r = R"raw(a <= b - 2)raw";
  char c = '<';
  return LESS(a, b) + t[0] + static_cast<int>(r.size()) + c;
}
)";
  const auto points = Find("quiet.cc", s);
  std::vector<std::pair<std::size_t, std::size_t>> forbidden;
  for (const std::string& f :
       {std::string("#define LESS(a, b) ((a) < (b) + 1)"),
        std::string("// a < b + 1 && !c; i++ ? 1 : 0"), std::string("/* a - b >= 0; break; */"),
        std::string("\"x < y + 1 && z\""), std::string("R\"raw(a <= b - 2)raw\""),
        std::string("'<'")}) {
    forbidden.emplace_back(At(s, f), At(s, f) + f.size());
  }
  forbidden.emplace_back(At(s, "LESS(a, b) +"), At(s, "LESS(a, b) +") + 10);  // the invocation
  for (const Point& p : points) {
    for (const auto& [b, e] : forbidden) {
      EXPECT_FALSE(p.begin < e && b < p.end)
          << p.description << " at " << p.line << ":" << p.column;
    }
  }
  // What is outside them is found: the `+` after the macro invocation, the index 0.
  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(s, ") + t[0]", 2), "-"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "t[0]", 2), "1"), nullptr);
}

TEST(MutationPoints, CxxErrorExitsOfTheReader) {
  const std::string s = R"(#include <cstdlib>
#include <iostream>
#include <stdexcept>
int check(int x) {
  if (x < 0) throw std::runtime_error("negative");
  if (x > 100) { std::exit(3); }
  if (x == 50) {
    std::cerr << "fifty\n";
  } else {
    x = x + 1;
  }
  return x;
}
int main() {
  int n = 0;
  if (n != 0) return 1;
  if (n == 7) return 0;
  return check(n);
}
)";
  const auto points = Find("reader.cc", s);
  for (unsigned line : {5u, 6u, 7u, 8u, 16u}) EXPECT_FALSE(AnyOnLine(points, line)) << line;
  // The other branch of an error `if` is ordinary code; so is a `return 0` in main.
  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(s, "x + 1", 2), "-"), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "n == 7", 2), "!="), nullptr);
  const auto all = Find("reader.cc", s, /*all=*/true);
  for (unsigned line : {5u, 6u, 7u, 8u, 16u}) EXPECT_TRUE(AnyOnLine(all, line)) << line;
  EXPECT_NE(FindAt(all, "EqualityOperator", At(s, "x < 0", 2), ">="), nullptr);
}

// A reader that reports through its own function: `fail` prints and exits, `need` calls
// fail, so an `if` that calls either is an error path, and their bodies are too.
TEST(MutationPoints, ErrorReportersOfTheFileAreErrorExits) {
  const std::string cpp = R"(#include <cstdio>
#include <cstdlib>
[[noreturn]] void fail(const char* m) {
  std::fprintf(stderr, "line %d: %s\n", 1 + 0, m);
  std::exit(2);
}
void need(bool ok) { fail(ok ? "a" : "b"); }
int main() {
  int n = 0;
  if (n < 0) fail("negative");
  if (n > 9) need(n == 10);
  return n + 1;
}
)";
  const auto points = Find("reporter.cc", cpp);
  for (unsigned line : {4u, 5u, 7u, 10u, 11u}) EXPECT_FALSE(AnyOnLine(points, line)) << line;
  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(cpp, "n + 1", 2), "-"), nullptr);
  const auto all = Find("reporter.cc", cpp, /*all=*/true);
  for (unsigned line : {4u, 5u, 10u, 11u}) EXPECT_TRUE(AnyOnLine(all, line)) << line;

  const std::string py = R"(import sys
def fail(m):
    print("line", 1 + 0, m, file=sys.stderr)
    sys.exit(2)
def need(ok):
    fail("a" if ok else "b")
n = 0
if n < 0:
    fail("negative")
if n > 9:
    need(n == 10)
print(n + 1)
)";
  const auto py_points = Find("reporter.py", py);
  for (unsigned line : {3u, 4u, 8u, 9u, 10u, 11u}) EXPECT_FALSE(AnyOnLine(py_points, line)) << line;
  EXPECT_NE(FindAt(py_points, "ArithmeticOperator", At(py, "n + 1", 2), "-"), nullptr);
  // Not reporters: one that ends the program well, one that only writes to stderr (a debug
  // line), in C++ and Python; their bodies and the branches calling them get points.
  const std::string fine = R"(#include <cstdio>
#include <cstdlib>
void answer(int x) {
  std::printf("%d\n", x + 1);
  std::exit(0);
}
void trace(int x) { std::fprintf(stderr, "at %d\n", x * 2); }
int main() {
  int n = 0;
  if (n < 0) trace(n);
  if (n > 9) answer(n - 1);
  return 0;
}
)";
  const auto fine_points = Find("fine.cc", fine);
  for (unsigned line : {4u, 7u, 10u, 11u}) EXPECT_TRUE(AnyOnLine(fine_points, line)) << line;
  const std::string fine_py = R"(import sys
def trace(x):
    print("at", x * 2, file=sys.stderr)
def main():
    n = 0
    if n < 0:
        trace(n)
    return n + 1
main()
)";
  const auto fine_py_points = Find("fine.py", fine_py);
  for (unsigned line : {3u, 6u, 7u}) EXPECT_TRUE(AnyOnLine(fine_py_points, line)) << line;

  const std::string handler = R"(import sys
try:
    n = int(sys.stdin.read())
except ValueError as e:
    sys.stderr.write("line %d\n" % (1 + 0))
    sys.exit(2)
print(n + 1)
)";
  const auto handler_points = Find("handler.py", handler);
  for (unsigned line : {5u, 6u}) EXPECT_FALSE(AnyOnLine(handler_points, line)) << line;
  EXPECT_TRUE(AnyOnLine(Find("handler.py", handler, /*all=*/true), 5));
  const auto py_all = Find("reporter.py", py, /*all=*/true);
  for (unsigned line : {3u, 8u, 10u}) EXPECT_TRUE(AnyOnLine(py_all, line)) << line;
}

TEST(MutationPoints, CxxIntegerWidthOnDeclarationsOnly) {
  const std::string s = R"(#include <cstdint>
#include <vector>
typedef long long ll;
struct Node { int depth; std::int64_t total; };
long long sum(int a, long b) { return a + b; }
int main(int argc, char** argv) {
  int cnt = 0, other = 1;
  std::vector<int> v(3);
  std::vector<long long> len(3, 0);
  ll big = 5;
  unsigned long long h = 1;
  long double d = 0;
  short s = 1;
  for (int i = 0; i < 3; ++i) cnt += i;
  for (int x : v) cnt += x;
  return cnt + other + (int)len[0] + (int)big + (int)h + (int)d + s + argc + (argv != nullptr);
}
)";
  std::set<std::tuple<unsigned, std::string, std::string>> found;
  for (const Point& p : Find("width.cc", s)) {
    if (p.mutator == "IntegerWidth") found.emplace(p.line, p.original, p.replacement);
  }
  const std::set<std::tuple<unsigned, std::string, std::string>> expected = {
      {4, "int", "short"},
      {4, "std::int64_t", "int"},
      {7, "int", "short"},
      {8, "int", "short"},
      {9, "long long", "int"},
      {10, "ll", "int"},
      {11, "unsigned long long", "unsigned"}};
  EXPECT_EQ(found, expected);
}

// A container whose element type IntegerWidth narrows, where a function of the file takes
// or returns that type: the narrowed type is every declaration's of that spelling, so the
// mutant builds (one declaration alone was stillborn: no vector<int>& binds a vector<short>).
TEST(MutationPoints, CxxAContainerTypeAFunctionTakesIsNarrowedInEveryDeclarationOfIt) {
  const std::string s = R"(#include <vector>
static void count(const std::vector<std::vector<int>>& adj, std::vector<int>& deg) {
  for (const std::vector<int>& row : adj)
    for (int v : row) deg[v]++;
}
static std::vector<int> twice(std::vector<int> a) {
  std::vector<int> r = a;
  for (auto& x : r) x *= 2;
  return r;
}
struct Graph { std::vector<std::vector<int>> adj; };
int main() {
  Graph g;
  g.adj.assign(3, std::vector<int>{1, 2});
  std::vector<int> deg(3);
  std::vector<int> other(3);
  std::vector<long long> sums(3);
  count(g.adj, deg);
  count(g.adj, other);
  deg = twice(deg);
  return deg[0] + other[1] + static_cast<int>(sums[0]);
}
)";
  const auto points = Find("passed.cc", s);
  std::vector<const Point*> widths;
  for (const Point& p : points) {
    if (p.mutator == "IntegerWidth" && p.original == "int" &&
        s.compare(p.begin - 1, 1, "<") == 0) {
      widths.push_back(&p);
    }
  }
  // One point for the int of std::vector<int>, wherever it is spelt (alone or inside
  // std::vector<std::vector<int>>), at its first place.
  ASSERT_EQ(widths.size(), 1u);
  const Point& width = *widths[0];
  EXPECT_EQ(width.begin, At(s, "<int>>& adj", 1));
  const std::string mutated = Apply(s, width);
  for (const char* narrowed :
       {"std::vector<std::vector<short>>& adj", "std::vector<short>& deg)",
        "const std::vector<short>& row", "std::vector<short> twice(std::vector<short> a)",
        "std::vector<short> r = a", "std::vector<std::vector<short>> adj;",
        "std::vector<short>{1, 2}", "std::vector<short> deg(3)", "std::vector<short> other(3)"}) {
    EXPECT_NE(mutated.find(narrowed), std::string::npos) << narrowed << "\n" << mutated;
  }
  EXPECT_EQ(mutated.find("vector<int"), std::string::npos) << mutated;
  EXPECT_NE(mutated.find("std::vector<long long> sums"), std::string::npos) << mutated;
  EXPECT_EQ(width.description, "'int' -> 'short' in every 'std::vector<int>' (10 places)");
  // Each mutant of a template argument builds.
  const auto dir = TempDir();
  std::string cmd = std::string("'") + GAMECHECK_CXX_COMPILER + "' -std=c++17 -fsyntax-only";
  for (const Point& p : points) {
    if (p.mutator != "IntegerWidth") continue;
    const auto file = dir / ("width" + std::to_string(p.begin) + ".cc");
    Write(file, Apply(s, p));
    cmd += " '" + file.string() + "'";
  }
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::filesystem::remove_all(dir);
}

// A compiler's message quotes with ‘ and ’ (3 bytes each): a cut never splits one.
TEST(MutationPoints, ACutTextIsStillUtf8) {
  const std::string text = "error: \xe2\x80\x98int&\xe2\x80\x99 here";
  EXPECT_EQ(internal::CutWithEllipsis(text, 12), "error: ...");
  EXPECT_EQ(internal::CutWithEllipsis(text, 13), "error: \xe2\x80\x98...");
  EXPECT_EQ(internal::CutWithEllipsis(text, 100), text);
}

TEST(MutationPoints, ApplyReplacesEveryRangeOfAPoint) {
  Point p;
  p.begin = 0, p.end = 1, p.replacement = "yy";
  p.also = {{4, 5}, {8, 9}};
  EXPECT_EQ(Apply("a + b + c", p), "yy + yy + yy");
}

TEST(MutationPoints, CxxBreakInASwitchOutsideLoopsStays) {
  const std::string s = R"(int f(int n) {
  int s = 0;
  switch (n) { case 1: s = 1; break; default: break; }
  for (int i = 0; i < n; i++) {
    switch (i) { case 2: s += 2; break; }
    if (i == 5) break;
    if (i == 3) continue;
  }
  return s;
}
)";
  std::vector<std::pair<unsigned, std::string>> jumps;
  for (const Point& p : Find("jump.cc", s)) {
    if (p.mutator == "JumpStatement") jumps.emplace_back(p.line, p.original + "->" + p.replacement);
  }
  const std::vector<std::pair<unsigned, std::string>> expected = {
      {5, "break->continue"}, {6, "break->continue"}, {7, "continue->break"}};
  EXPECT_EQ(jumps, expected);
}

TEST(MutationPoints, CSourceUsesIntegerConditions) {
  const std::string s = R"(#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  size_t k = 0;
  int n;
  if (scanf("%d", &n) != 1) { fprintf(stderr, "bad\n"); return 2; }
  while (k < 10) {
    if (k == 3) k += 2;
    k++;
  }
  printf("%zu %d\n", k, n > 0 ? 1 : 0);
  return 0;
}
)";
  const auto points = Find("solve.c", s);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "k < 10"), "1"), nullptr);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "k < 10"), "0"), nullptr);
  EXPECT_EQ(FindAt(points, "ConditionalExpression", At(s, "k < 10"), "true"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "size_t k"), "unsigned"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "int n"), "short"), nullptr);
  const Point* body = FindAt(points, "StatementDeletion", At(s, "k += 2;"), ";");
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(body->original, "k += 2;");
  EXPECT_NE(FindAt(points, "StatementDeletion", At(s, "k++;"), ";"), nullptr);
  EXPECT_FALSE(AnyOnLine(points, 8));
  EXPECT_TRUE(AnyOnLine(Find("solve.c", s, /*all=*/true), 8));
}

TEST(MutationPoints, ParserArgumentsReachTheParser) {
  const std::string s =
      "#include <cstdint>\n#include <stddef.h>\n#include <vector>\n"
      "int f() { std::vector<int64_t> v(LIMIT); return (int)v.size() + (int)sizeof(size_t); }\n";
  const auto points = Find("args.cc", s, false, {"-DLIMIT=5"});
  EXPECT_NE(FindAt(points, "IntegerWidth", At(s, "int64_t>"), "int"), nullptr);
  // Without the definition the file does not compile: a reason naming its place.
  std::vector<Point> none;
  std::string err;
  EXPECT_FALSE(FindPoints("args.cc", s, Language::kCxx, {}, &none, &err));
  EXPECT_NE(err.find("args.cc:4:"), std::string::npos) << err;
  EXPECT_NE(err.find("LIMIT"), std::string::npos) << err;
}

TEST(MutationPoints, CxxSyntaxErrorNamesTheLine) {
  std::vector<Point> points;
  std::string err;
  EXPECT_FALSE(FindPoints("broken.cc", "int main() {\n  int x = 1;\n  x = ;\n}\n", Language::kCxx,
                          {}, &points, &err));
  EXPECT_EQ(err.rfind("broken.cc:3:", 0), 0u) << err;
  EXPECT_EQ(err.find('\n'), std::string::npos) << err;
}

const std::string kPy = R"(import sys
from collections import deque


def main():
    """Reads a < b + 1 and not c."""
    data = sys.stdin.read().split()
    if not data:
        print("bad input", file=sys.stderr)
        sys.exit(2)
    n = int(data[0])  # a < b + 1 in a comment
    note = "x < y and not z"
    cnt = [0] * n
    q = deque([n])
    while q:
        u = q.popleft()
        if u >= n:
            break
        for v in range(u + 1, n):
            if cnt[v] == 5 and v != u or n <= 2:
                cnt[v] += 1
                q.append(v)
            else:
                continue
    s = "é" + str(n - 1)
    print(not q, len(q) > 0, note, s)


main()
)";

TEST(MutationPoints, PythonEachFamilyAtItsPlace) {
  const std::string& s = kPy;
  const auto points = Find("bfs.py", s);
  const Point* ge = FindAt(points, "EqualityOperator", At(s, "u >= n", 2), ">");
  ASSERT_NE(ge, nullptr);
  EXPECT_EQ(ge->line, 17u);
  EXPECT_EQ(ge->column, 14u);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "u >= n", 2), "<"), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "cnt[v] == 5", 7), "!="), nullptr);
  EXPECT_NE(FindAt(points, "EqualityOperator", At(s, "n <= 2", 2), ">"), nullptr);
  EXPECT_NE(FindAt(points, "ArithmeticOperator", At(s, "u + 1", 2), "-"), nullptr);
  // Byte columns: "é" is two bytes, so the `+` after it is at byte column 14.
  const Point* plus = FindAt(points, "ArithmeticOperator", At(s, "\"é\" + ", 5), "-");
  ASSERT_NE(plus, nullptr);
  EXPECT_EQ(plus->column, 14u);
  EXPECT_NE(FindAt(points, "AssignmentOperator", At(s, "+= 1"), "-="), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "[0] * n", 1), "1"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "== 5", 3), "6"), nullptr);
  EXPECT_NE(FindAt(points, "IntegerLiteral", At(s, "== 5", 3), "4"), nullptr);
  EXPECT_NE(FindAt(points, "LogicalOperator", At(s, "and v"), "or"), nullptr);
  EXPECT_NE(FindAt(points, "LogicalOperator", At(s, "or n"), "and"), nullptr);
  EXPECT_NE(FindAt(points, "StatementDeletion", At(s, "cnt[v] += 1"), "pass"), nullptr);
  const Point* del = FindAt(points, "StatementDeletion", At(s, "q.append(v)"), "pass");
  ASSERT_NE(del, nullptr);
  EXPECT_EQ(del->original, "q.append(v)");
  EXPECT_NE(
      FindAt(points, "ConditionalExpression", At(s, "cnt[v] == 5 and v != u or n <= 2"), "True"),
      nullptr);
  EXPECT_NE(FindAt(points, "ConditionalExpression", At(s, "while q", 6), "False"), nullptr);
  EXPECT_NE(FindAt(points, "JumpStatement", At(s, "break"), "continue"), nullptr);
  EXPECT_NE(FindAt(points, "JumpStatement", At(s, "continue"), "break"), nullptr);
  for (const Point& p : points) EXPECT_NE(p.mutator, "IntegerWidth");

  // Nothing in the docstring, the comment, the string.
  for (const std::string& f :
       {std::string("\"\"\"Reads a < b + 1 and not c.\"\"\""),
        std::string("# a < b + 1 in a comment"), std::string("\"x < y and not z\"")}) {
    const std::size_t b = At(s, f), e = b + f.size();
    for (const Point& p : points) EXPECT_FALSE(p.begin < e && b < p.end) << p.description;
  }
  // The reader's error path (lines 8 to 10) only with all.
  for (unsigned line : {8u, 9u, 10u}) EXPECT_FALSE(AnyOnLine(points, line)) << line;
  const auto all = Find("bfs.py", s, /*all=*/true);
  EXPECT_NE(FindAt(all, "BooleanNegation", At(s, "not data"), ""), nullptr);
  EXPECT_NE(FindAt(all, "IntegerLiteral", At(s, "exit(2)", 5), "3"), nullptr);
  EXPECT_NE(FindAt(all, "StatementDeletion", At(s, "print(\"bad input\""), "pass"), nullptr);
}

// The resource constant of the IntegerLiteral point at `at` with `to`: which limit, its
// value before and after ((kNone, 1, 1) when there is no such point).
using Limit = std::tuple<Resource, std::uint64_t, std::uint64_t>;
Limit ResourceAt(const std::vector<Point>& points, std::size_t at, const std::string& to) {
  const Point* p = FindAt(points, "IntegerLiteral", at, to);
  return p ? Limit(p->resource, p->resource_value, p->resource_mutated)
           : Limit(Resource::kNone, 1, 1);
}

// Issue 43: a literal of the value a call sets a limit to (sys.setrecursionlimit,
// threading.stack_size, the soft RLIMIT_STACK of resource.setrlimit) is a resource
// constant, with the limit's value in the original and in the mutant worked out from the
// whole argument (`10**6` -> `9**6`: 531,441). A limit spelled with a name, the hard
// limit and any other literal are not.
TEST(MutationPoints, PythonResourceConstantsCarryTheirLimitBeforeAndAfter) {
  const std::string s =
      "import resource, sys, threading\n"
      "sys.setrecursionlimit(10**6)\n"
      "threading.stack_size(1 << 27)\n"
      "resource.setrlimit(resource.RLIMIT_STACK, (2**29, -1))\n"
      "sys.setrecursionlimit(LIMIT + 1)\n"
      "x = 10**6\n";
  const auto points = Find("limits.py", s);
  auto resource = [&](std::size_t at, const std::string& to) {
    return ResourceAt(points, at, to);
  };
  using T = Limit;
  EXPECT_EQ(resource(At(s, "(10**6)", 1), "9"), T(Resource::kRecursionLimit, 1000000, 531441));
  EXPECT_EQ(resource(At(s, "(10**6)", 5), "5"), T(Resource::kRecursionLimit, 1000000, 100000));
  EXPECT_EQ(resource(At(s, "27"), "26"), T(Resource::kStackSize, 1u << 27, 1u << 26));
  EXPECT_EQ(resource(At(s, "1 <<"), "0"), T(Resource::kStackSize, 1u << 27, 0));
  EXPECT_EQ(resource(At(s, "29"), "30"), T(Resource::kStackSize, 1u << 29, 1u << 30));
  EXPECT_EQ(resource(At(s, "-1))", 1), "0"), T(Resource::kNone, 0, 0));  // the hard limit
  EXPECT_EQ(resource(At(s, "+ 1)", 2), "0"), T(Resource::kNone, 0, 0));
  EXPECT_EQ(resource(At(s, "x = 10**6", 4), "11"), T(Resource::kNone, 0, 0));
}

// Issue 43 in C and C++: a literal of the stack size given to pthread_attr_setstacksize,
// of the soft limit (rlim_cur, assigned or the first of an initializer) of a struct
// rlimit given to setrlimit(RLIMIT_STACK, &v), or of the bound of a static char array
// that is only read into (fread, fgets, read) and read from (subscripts, sizeof) is a
// resource constant, with the value before and after worked out from the whole
// expression. Another limit (RLIMIT_CORE), a buffer written to, one passed to fwrite, a
// buffer on the stack and any other literal are not.
TEST(MutationPoints, CxxResourceConstantsCarryTheirLimitBeforeAndAfter) {
  const std::string s = R"(#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>
#include <cstdio>

static char buf[1 << 25];
char line[4096];
unsigned char raw[(1 << 16) + 7];
char scratch[1000];
static char out[1 << 20];
void* run(void*) { return nullptr; }
int main() {
  rlimit rl;
  getrlimit(RLIMIT_STACK, &rl);
  rl.rlim_cur = 256L * 1024 * 1024;
  setrlimit(RLIMIT_STACK, &rl);
  struct rlimit st = {1 << 26, RLIM_INFINITY};
  setrlimit(RLIMIT_STACK, &st);
  struct rlimit core;
  core.rlim_cur = 77;
  setrlimit(RLIMIT_CORE, &core);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1 << 28);
  std::size_t len = fread(buf, 1, sizeof buf, stdin);
  while (fgets(line, sizeof(line), stdin)) {}
  long got = read(0, raw, sizeof raw);
  char local[64];
  fread(local, 1, sizeof local, stdin);
  int sum = local[0] + raw[got > 0 ? got - 1 : 0] + line[0];
  for (std::size_t i = 0; i < len; ++i) sum += buf[i];
  fread(scratch, 1, 10, stdin);
  scratch[3] = 'x';
  out[0] = '1';
  fwrite(out, 1, 1, stdout);
  return sum;
}
)";
  const auto points = Find("limits.cc", s);
  auto resource = [&](std::size_t at, const std::string& to) {
    return ResourceAt(points, at, to);
  };
  using T = Limit;
  const std::uint64_t mib256 = 256ull << 20;
  EXPECT_EQ(resource(At(s, "256L"), "257L"), T(Resource::kStackSize, mib256, 257ull << 20));
  EXPECT_EQ(resource(At(s, "1024 *"), "1023"),
            T(Resource::kStackSize, mib256, 256ull * 1023 * 1024));
  EXPECT_EQ(resource(At(s, "26,"), "25"), T(Resource::kStackSize, 1u << 26, 1u << 25));
  EXPECT_EQ(resource(At(s, "1 << 26"), "0"), T(Resource::kStackSize, 1u << 26, 0));
  EXPECT_EQ(resource(At(s, "28)"), "29"), T(Resource::kStackSize, 1u << 28, 1u << 29));
  EXPECT_EQ(resource(At(s, "25]"), "24"), T(Resource::kBuffer, 1u << 25, 1u << 24));
  EXPECT_EQ(resource(At(s, "4096"), "4095"), T(Resource::kBuffer, 4096, 4095));
  EXPECT_EQ(resource(At(s, "7]"), "8"), T(Resource::kBuffer, 65543, 65544));
  EXPECT_EQ(resource(At(s, "16)"), "15"), T(Resource::kBuffer, 65543, 32775));
  // Not resource constants.
  EXPECT_EQ(resource(At(s, "77"), "78"), T(Resource::kNone, 0, 0));      // RLIMIT_CORE
  EXPECT_EQ(resource(At(s, "1000"), "999"), T(Resource::kNone, 0, 0));   // written to
  EXPECT_EQ(resource(At(s, "20]"), "21"), T(Resource::kNone, 0, 0));     // written, fwrite
  EXPECT_EQ(resource(At(s, "64"), "65"), T(Resource::kNone, 0, 0));      // on the stack
  EXPECT_EQ(resource(At(s, "10,"), "11"), T(Resource::kNone, 0, 0));     // a size read
  EXPECT_EQ(resource(At(s, "1, sizeof buf"), "0"), T(Resource::kNone, 0, 0));

  // C: an initializer's soft limit, a cast in the size; a buffer written to after its
  // read (`buf[n] = 0`: where, the points cannot tell) is not a read buffer.
  const std::string c = R"(#include <pthread.h>
#include <stdio.h>
#include <sys/resource.h>
static char in[1 << 20];
static char text[1 << 20];
int main(void) {
  struct rlimit rl = {64 * 1024 * 1024, RLIM_INFINITY};
  setrlimit(RLIMIT_STACK, &rl);
  pthread_attr_t a;
  pthread_attr_setstacksize(&a, (size_t)1 << 27);
  size_t n = fread(in, 1, sizeof(in) - 1, stdin);
  size_t m = fread(text, 1, sizeof(text) - 1, stdin);
  text[m] = 0;
  return in[n / 2] + text[0];
}
)";
  const auto cpoints = Find("limits.c", c);
  auto cresource = [&](std::size_t at, const std::string& to) {
    return ResourceAt(cpoints, at, to);
  };
  EXPECT_EQ(cresource(At(c, "64"), "65"), T(Resource::kStackSize, 64u << 20, 65u << 20));
  EXPECT_EQ(cresource(At(c, "27"), "28"), T(Resource::kStackSize, 1u << 27, 1u << 28));
  EXPECT_EQ(cresource(At(c, "in[1 << 20]", 8), "19"),
            T(Resource::kBuffer, 1u << 20, 1u << 19));
  EXPECT_EQ(cresource(At(c, "text[1 << 20]", 10), "19"), T(Resource::kNone, 0, 0));
}

TEST(MutationPoints, PythonSyntaxErrorNamesTheLine) {
  std::vector<Point> points;
  std::string err;
  EXPECT_FALSE(
      FindPoints("broken.py", "x = 1\nif x >\n    pass\n", Language::kPython, {}, &points, &err));
  EXPECT_EQ(err.rfind("broken.py:2:", 0), 0u) << err;
  EXPECT_NE(err.find("SyntaxError"), std::string::npos) << err;
}

TEST(MutationPoints, PythonMissingInterpreterIsAReason) {
  const char* old = std::getenv("PATH");
  const std::string saved = old ? old : "";
  ::setenv("PATH", "/nonexistent-gamecheck-path", 1);
  std::vector<Point> points;
  std::string err;
  const bool ok = FindPoints("a.py", "x = 1\n", Language::kPython, {}, &points, &err);
  ::setenv("PATH", saved.c_str(), 1);
  EXPECT_FALSE(ok);
  EXPECT_NE(err.find("python3"), std::string::npos) << err;
}

TEST(MutationPoints, CxxMutantsCompile) {
  const auto points = Find("bfs.cc", kCxx);
  const auto dir = TempDir();
  const auto files = OneMutantPerFamily(kCxx, points, dir, ".cc");
  ASSERT_EQ(files.size(), kMutators.size());  // every family occurs in kCxx
  std::string cmd = std::string("'") + GAMECHECK_CXX_COMPILER + "' -std=c++17 -fsyntax-only";
  for (const std::string& f : files) cmd += " '" + f + "'";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::filesystem::remove_all(dir);
}

TEST(MutationPoints, PythonMutantsCompile) {
  const auto points = Find("bfs.py", kPy);
  const auto dir = TempDir();
  const auto files = OneMutantPerFamily(kPy, points, dir, ".py");
  ASSERT_GE(files.size(), 9u);
  std::string cmd = "python3 -m py_compile";
  for (const std::string& f : files) cmd += " '" + f + "'";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::filesystem::remove_all(dir);
}

// An `if` whose header declares its condition's variable: the walk of the header once
// read through the condition it had just found to be none (a crash of `mutate --list` on
// properties/programs/outcome_solver.cc). Its points are found: the ones in the body too.
TEST(MutationPoints, CxxAConditionVariableIsWalkedWithoutACrash) {
  const std::string s = R"(#include <optional>
#include <string>
#include <vector>
std::optional<std::string> Label(const std::vector<int>& v) {
  if (v.empty()) return std::nullopt;
  return std::string("a");
}
int Size(const std::vector<int>& out) {
  if (std::optional<std::string> label = Label(out)) {
    return static_cast<int>(label->size()) + 1;
  }
  return 0;
}
)";
  bool plus_found = false;
  for (const Point& p : Find("declared.cc", s)) plus_found |= p.line == 10 && p.original == "+";
  EXPECT_TRUE(plus_found);
}

}  // namespace
}  // namespace gc::mutate

