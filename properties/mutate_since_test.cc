// properties/mutate_since_test.cc — `gamecheck mutate --since OLD.json` (mutate/select/since.h):
// the keys of the mutants of two versions of a C++ and a Python source, compared directly
// (a change in one function changes the keys of its mutants and no other's; a comment or
// blank line between functions changes nothing; a changed #include or global changes the
// text outside the functions), then the command on properties/programs/tiny_outcome.cpp
// after a change in one function: exactly that function's mutants run, the others keep
// OLD.json's verdicts, every status the same as a full run of the changed file, in a
// report that validates against the schema; another build command, problem or gamecheck
// reuses nothing, saying why; a report of another file or no report at all is an error.
// The runs are chosen as properties/mutate_shard_test.cc's: every verdict the same on any
// machine (each mutant killed on a small case, or not infected).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "harness/problems/problem.h"
#include "mutate/mutate.h"
#include "mutate/select/since.h"
#include "properties/mutate_util.h"

namespace {

using namespace cli_test;
namespace mu = gc::mutate;

struct Keyed {
  std::vector<mu::MutantResult> mutants;
  std::string outside;
};

Keyed Keys(const std::string& path, const std::string& source, mu::Language lang) {
  std::vector<mu::Point> points;
  std::string err;
  mu::SourceLayout layout;
  EXPECT_TRUE(mu::FindPoints(path, source, lang, {}, &points, &err, &layout)) << err;
  mu::Result r;
  for (mu::Point& p : points) {
    r.mutants.emplace_back();
    r.mutants.back().id = r.mutants.size();
    r.mutants.back().point = std::move(p);
  }
  mu::MutantKeys(source, layout, &r);
  return {r.mutants, r.since.outside};
}

// `text` with its one `from` replaced by `to`.
std::string Edit(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  EXPECT_EQ(text.find(from, at + 1), std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// The 1-based line of `part` in text.
unsigned LineOf(const std::string& text, const std::string& part) {
  const std::size_t at = text.find(part);
  return at == std::string::npos
             ? 0
             : static_cast<unsigned>(1 + std::count(text.begin(), text.begin() + at, '\n'));
}

// The mutants of `after` on lines [first, last] have keys `before` lacks; every other one
// has the key of a mutant of `before` with the same mutator and description.
void ExpectOnlyLinesRekeyed(const Keyed& before, const Keyed& after, unsigned first,
                            unsigned last) {
  std::map<std::string, const mu::MutantResult*> old;
  for (const mu::MutantResult& m : before.mutants) old[m.key] = &m;
  std::size_t inside = 0, kept = 0;
  for (const mu::MutantResult& m : after.mutants) {
    const auto it = old.find(m.key);
    if (m.point.line >= first && m.point.line <= last) {
      ++inside;
      EXPECT_TRUE(it == old.end()) << m.point.line << " " << m.point.description;
    } else if (it == old.end()) {
      ADD_FAILURE() << "no key at " << m.point.line << " " << m.point.description;
    } else {
      ++kept;
      EXPECT_EQ(it->second->point.mutator + it->second->point.description,
                m.point.mutator + m.point.description);
    }
  }
  EXPECT_GT(inside, 0u);
  EXPECT_GT(kept, 0u);
  EXPECT_EQ(before.outside, after.outside);
}

const std::string kTiny = kSource + "/properties/programs/tiny_outcome.cpp";
const std::string kCountMove =
    "static void CountMove(std::vector<int>& moves, int& u) { moves[u]++; }";
// CountMove with comparisons of its own (each mutant of them killed on the first example).
const std::string kCounting =
    "static void CountMove(std::vector<int>& moves, int& u) { if (u >= 0) moves[u]++; }";
// The same function, its parameter renamed and spread over three lines.
const std::string kChanged =
    "static void CountMove(std::vector<int>& moves, int& w) {\n  if (w >= 0) moves[w]++;\n}";

TEST(MutateSince, KeysChangeWithTheirFunctionOnly) {
  const std::string cxx = Slurp(kTiny);
  const Keyed before = Keys("tiny.cpp", cxx, mu::Language::kCxx);
  {
    SCOPED_TRACE("C++: a change in CountMove, which moves main two lines down");
    const std::string after = Edit(cxx, kCountMove, kChanged);
    const unsigned at = LineOf(after, "static void CountMove");
    ExpectOnlyLinesRekeyed(before, Keys("tiny.cpp", after, mu::Language::kCxx), at, at + 2);
  }
  {
    SCOPED_TRACE("C++: a comment and a blank line between functions change no key");
    const Keyed after = Keys(
        "tiny.cpp", Edit(cxx, "int main() {", "// the solver\n\nint main() {"), mu::Language::kCxx);
    ASSERT_EQ(after.mutants.size(), before.mutants.size());
    for (std::size_t i = 0; i < after.mutants.size(); ++i)
      EXPECT_EQ(after.mutants[i].key, before.mutants[i].key) << i;
    EXPECT_EQ(after.outside, before.outside);
  }
  {
    SCOPED_TRACE("C++: an #include more is a change outside the functions");
    const Keyed after = Keys("tiny.cpp", Edit(cxx, "#include <queue>", "#include <queue>\n#include <string>"),
                             mu::Language::kCxx);
    EXPECT_NE(after.outside, before.outside);
  }
  {
    SCOPED_TRACE("Python: a line more in spare(), which moves main down");
    const std::string py =
        "import sys\n\nLIMIT = 10\n\n\ndef spare(x):\n    return x < LIMIT\n\n\n"
        "@staticmethod\ndef main():\n    n = int(sys.stdin.readline())\n"
        "    print(n + 1 if spare(n) else n - 1)\n\n\nmain()\n";
    const std::string after = Edit(py, "    return x < LIMIT\n", "    y = x\n    return y < LIMIT\n");
    const unsigned at = LineOf(after, "def spare");
    ExpectOnlyLinesRekeyed(Keys("s.py", py, mu::Language::kPython),
                           Keys("s.py", after, mu::Language::kPython), at, at + 2);
    SCOPED_TRACE("Python: a decorator is its function's text; a global is outside them");
    const Keyed plain = Keys("s.py", py, mu::Language::kPython),
                decorated = Keys("s.py", Edit(py, "@staticmethod\n", "@classmethod\n"),
                                 mu::Language::kPython);
    ASSERT_EQ(plain.mutants.size(), decorated.mutants.size());
    std::size_t in_main = 0;
    const unsigned print = LineOf(py, "    print(");
    for (std::size_t i = 0; i < plain.mutants.size(); ++i) {
      const bool in = plain.mutants[i].point.line == print;
      in_main += in;
      EXPECT_EQ(plain.mutants[i].key != decorated.mutants[i].key, in) << i;
    }
    EXPECT_GT(in_main, 0u);
    EXPECT_NE(Keys("s.py", Edit(py, "LIMIT = 10", "LIMIT = 11"), mu::Language::kPython).outside,
              Keys("s.py", py, mu::Language::kPython).outside);
  }
}

void Write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A run of tiny_outcome.cpp as --since sees it: its mutants keyed, each killed.
struct SinceRun {
  mu::Options o;
  mu::Result r;
  explicit SinceRun(const std::string& path, const std::string& source) {
    o.problem = gc::FindProblem("outcome");
    o.source_path = path;
    o.version = "0.1";
    r.source = source;
    Keyed keyed = Keys(path, source, mu::Language::kCxx);
    r.mutants = std::move(keyed.mutants);
    for (mu::MutantResult& m : r.mutants) m.status = mu::Status::kKilled;
    r.since.gamecheck = mu::GamecheckIdentity(o.version);
    r.since.outside = keyed.outside;
  }
  // What TakeVerdicts makes of `old`: how many verdicts it reused (0 with *err).
  std::size_t Since(const std::string& old, std::string* err) {
    o.since = old;
    std::vector<mu::MutantResult> reused;
    for (mu::MutantResult& m : r.mutants) m.status = mu::Status::kNotRun;
    if (!mu::TakeVerdicts(o, &r, &reused, err)) return 0;
    return reused.size();
  }
};

// Everything but the functions decides whether anything is reused, said in words; a report
// of another file, or no report, is an error.
TEST(MutateSince, AnotherBuildProblemGamecheckOrGlobalReusesNothing) {
  const std::string dir = TempDir("mutate_since_unit"), old = dir + "/old.json";
  const std::string source = Edit(Slurp(kTiny), kCountMove, kCounting);
  const std::string path = dir + "/tiny_outcome.cpp";
  Write(path, source);
  {
    SinceRun before(path, source);
    Write(old, mu::SchemaJson(before.o, before.r));
  }
  std::string err;
  {
    SinceRun same(path, source);
    EXPECT_EQ(same.Since(old, &err), same.r.since.mutants) << err;
    EXPECT_EQ(same.r.since.nothing_why, "");
    EXPECT_GT(same.r.since.reused, 0u);
  }
  const auto nothing = [&](SinceRun&& run, const std::string& why) {
    EXPECT_EQ(run.Since(old, &err), 0u) << err;
    EXPECT_EQ(run.r.since.nothing_why, why);
    EXPECT_EQ(mu::SinceText(run.r.since), "--since " + old + ": nothing reused (" + why + ")");
  };
  SinceRun build(path, source);
  build.o.build = "c++ -O1 -o {out} {src}";
  nothing(std::move(build), "the build command differs");
  SinceRun problem(path, source);
  problem.o.problem = gc::FindProblem("lengths");
  nothing(std::move(problem), "the problem differs");
  SinceRun version(path, source);
  version.r.since.gamecheck = mu::GamecheckIdentity("0.2");
  nothing(std::move(version), "it was written by another gamecheck (version or build)");
  SinceRun seed(path, source);
  seed.o.check.seed += 1;
  nothing(std::move(seed), "the option 'seed' differs");
  nothing(SinceRun(path, Edit(source, "#include <queue>", "#include <queue>\n#include <string>")),
          "the source changed outside its functions (a declaration, an #include, a global)");
  for (const auto& [report, says] :
       {std::pair<std::string, std::string>{old, "a report of " + path + ", not of " + dir + "/other.cpp"},
        {path, "not JSON"},
        {dir + "/none.json", "cannot read it"}}) {
    SinceRun other(dir + "/other.cpp", source);
    if (report != old) other.o.source_path = path;
    err.clear();
    other.Since(report, &err);
    EXPECT_TRUE(err.starts_with("--since " + report + ": " + says)) << err;
  }
}

const std::string kRun =
    " mutate outcome --quiet --jobs 2 --mutators EqualityOperator --cases 200 "
    "--mutant-time 120 --max-n 2000 --survivor-time 1 --timeout 10 ";

// id, status, line and mutator of each mutant of a report.
std::string Statuses(const std::string& json) {
  return Python(
             "import json,sys; r=json.load(open(sys.argv[1])); "
             "[print(m[\"id\"], m[\"gamecheckStatus\"], m[\"location\"][\"start\"][\"line\"], "
             "m[\"mutatorName\"]) for m in list(r[\"files\"].values())[0][\"mutants\"]]",
             json)
      .out;
}

// The line of each mutant of a report and whether --since reused it (1) or not (0).
std::vector<std::pair<unsigned, int>> Reused(const std::string& json) {
  std::istringstream out(Python(
      "import json,sys; r=json.load(open(sys.argv[1])); "
      "[print(m[\"location\"][\"start\"][\"line\"], int(\"reusedFrom\" in m)) "
      "for m in list(r[\"files\"].values())[0][\"mutants\"]]",
      json).out);
  std::vector<std::pair<unsigned, int>> v;
  for (std::pair<unsigned, int> p; out >> p.first >> p.second;) v.push_back(p);
  return v;
}

TEST(MutateSince, AChangeInOneFunctionRerunsExactlyItsMutants) {
  const std::string dir = TempDir("mutate_since");
  const std::string src = dir + "/tiny_outcome.cpp", old = dir + "/old.json";
  const std::string before = Edit(Slurp(kTiny), kCountMove, kCounting);
  const std::string after = Edit(before, kCounting, kChanged);
  Write(src, before);
  const Cli first = Shell(kBin + kRun + "--json " + old + " " + src);
  ASSERT_EQ(first.status, 0) << first.out;
  Write(src, after);
  const Cli since = Shell(kBin + kRun + "--since " + old + " --json " + dir + "/since.json " + src);
  ASSERT_EQ(since.status, 0) << since.out;
  const Cli full = Shell(kBin + kRun + "--json " + dir + "/full.json " + src);
  ASSERT_EQ(full.status, 0) << full.out;
  {
    SCOPED_TRACE("the mutants of CountMove ran, the others were reused");
    const unsigned at = LineOf(after, "static void CountMove");
    std::size_t in_function = 0, all = 0;
    for (const auto& [line, reused] : Reused(dir + "/since.json")) {
      const bool in = line >= at && line <= at + 2;
      in_function += in;
      ++all;
      EXPECT_EQ(reused, in ? 0 : 1) << "line " << line;
    }
    EXPECT_EQ(in_function, 2u);
    EXPECT_NE(since.out.find("--since " + old + ": " + std::to_string(all - in_function) + " of " +
                             std::to_string(all) + " mutants reused (their functions unchanged), 2 run"),
              std::string::npos)
        << since.out;
  }
  {
    SCOPED_TRACE("every status and the score as a full run of the changed file");
    EXPECT_EQ(Statuses(dir + "/since.json"), Statuses(dir + "/full.json"));
    EXPECT_EQ(LinesWith(since.out, "mutation score"), LinesWith(full.out, "mutation score"));
    EXPECT_EQ(CountLine(since.out), CountLine(full.out));
    const auto contract_kills = [](const std::string& out) {
      const std::size_t at = out.find("killed by the bad-input contract: ");
      return at == std::string::npos ? "" : out.substr(at, out.find(';', at) - at);
    };
    EXPECT_NE(contract_kills(full.out), "killed by the bad-input contract: 0") << full.out;
    EXPECT_EQ(contract_kills(since.out), contract_kills(full.out));
    const Cli v = Shell("python3 " + kSource + "/ci/validate_json.py " + kSchema + " " + dir +
                        "/since.json");
    EXPECT_EQ(v.status, 0) << v.out;
  }
  {
    SCOPED_TRACE("the same source again: every verdict reused, nothing run, not even the original");
    const Cli again = Shell(kBin + kRun + "--since " + dir + "/full.json " + src);
    EXPECT_EQ(again.status, 0) << again.out;
    EXPECT_NE(again.out.find("contract: not probed (every verdict was reused from "),
              std::string::npos)
        << again.out;
    EXPECT_EQ(LinesWith(again.out, "mutation score"), LinesWith(full.out, "mutation score"));
  }
  {
    SCOPED_TRACE("no report, or not one: an error before any run");
    for (const auto& [report, says] :
         {std::pair<std::string, std::string>{src, "not JSON"}, {dir + "/none.json", "cannot read it"}}) {
      const Cli r = Shell(kBin + kRun + "--since " + report + " " + src + " 2>&1");
      EXPECT_EQ(r.status, 2) << r.out;
      EXPECT_NE(r.out.find("--since " + report + ": " + says), std::string::npos) << r.out;
    }
  }
}

}  // namespace
