// properties/mutate_units_test.cc — the small pure functions behind mutate's --diff,
// --shard and bad-input contract (mutate/select.h, mutate/contract.h), on inputs written
// by hand: the new-side lines of a unified diff, the shard of a mutant number, the line a
// message names, the bad-input cases taken from check's schedule, and the kill-first order
// of a mutant's cases (mutate/order.h).
#include <gtest/gtest.h>

#include <set>

#include "impl/text_io.h"
#include "mutate/contract.h"
#include "mutate/mutate.h"
#include "mutate/order.h"
#include "mutate/select.h"

namespace {

using gc::mutate::LineNamed;
using gc::mutate::NewSideLines;

// One score: Stryker's, detected / (detected + survived + no coverage), the one the HTML
// viewer shows, in the text and the --min-score gate alike. A mutant no case reaches is
// not detected: one killed and one uncovered score 50 %, below --min-score 90.
TEST(MutateUnits, NoCoverageCountsAgainstTheScoreAndTheGate) {
  using gc::mutate::Status;
  gc::mutate::Result r;
  r.mutants.resize(3);
  r.mutants[0].status = Status::kKilled;
  r.mutants[1].status = Status::kNoCoverage;
  r.mutants[2].status = Status::kEquivalent;
  EXPECT_DOUBLE_EQ(r.Score(), 0.5);
  EXPECT_NEAR(r.ScoreCountingEquivalent(), 1.0 / 3, 1e-12);
  std::string why;
  EXPECT_TRUE(gc::mutate::BelowMinScore(r, 90, &why));
  EXPECT_EQ(why, "mutation score 50.0% is below --min-score 90.0%");
  EXPECT_EQ(gc::mutate::ScoreLine(r),
            "mutation score 50.0% = detected 1 / (detected 1 + survived 0 + no coverage 1); "
            "counting the 1 likely equivalent as survivors: 33.3%\n");
  // Uncovered alone is a score (0 %), not "no score".
  r.mutants.erase(r.mutants.begin());
  EXPECT_TRUE(r.Scored());
  EXPECT_DOUBLE_EQ(r.Score(), 0.0);
}

TEST(MutateUnits, NewSideLinesOfAUnifiedDiff) {
  // One changed line, two added lines, a deletion (no new line), a hunk without a count
  // (one line), and a line that only looks like a hunk header inside the diff body.
  const std::string diff =
      "diff --git a/s.cpp b/s.cpp\n"
      "--- a/s.cpp\n+++ b/s.cpp\n"
      "@@ -31 +31 @@ int main() {\n-  a\n+  b\n"
      "@@ -40,0 +41,2 @@\n+x\n+y\n"
      "@@ -50,3 +52,0 @@\n-p\n-q\n-r\n"
      "@@ -60,2 +60,3 @@\n+@@ -1 +99 @@\n";
  EXPECT_EQ(NewSideLines(diff), (std::vector<std::uint32_t>{31, 41, 42, 60, 61, 62}));
  EXPECT_TRUE(NewSideLines("").empty());
  // A new file: every line is new.
  EXPECT_EQ(NewSideLines("@@ -0,0 +1,3 @@\n+a\n+b\n+c\n"), (std::vector<std::uint32_t>{1, 2, 3}));
}

TEST(MutateUnits, ShardsOfMutantNumbersAreAPartition) {
  for (std::uint64_t n : {1, 2, 3, 4, 7}) {
    std::vector<std::size_t> count(n, 0);
    for (std::size_t id = 1; id <= 100; ++id) {
      std::size_t owners = 0;
      for (std::uint64_t k = 0; k < n; ++k)
        if (gc::mutate::InShard(id, {k, n})) ++owners, ++count[k];
      EXPECT_EQ(owners, 1u) << "id " << id << " of " << n << " shards";
      // The rule of check's shards: mutant number id is case id - 1.
      EXPECT_TRUE(gc::mutate::InShard(id, {gc::ShardOf(id - 1, n), n}));
    }
    for (std::uint64_t k = 0; k < n; ++k) EXPECT_LE(count[k] - 100 / n, 1u) << k << "/" << n;
  }
}

TEST(MutateUnits, TheLineAMessageNames) {
  EXPECT_EQ(LineNamed("line 3: bad count\n"), 3);
  EXPECT_EQ(LineNamed("error: Line: 12, column 4\n"), 12);
  EXPECT_EQ(LineNamed("input line=7"), 7);
  EXPECT_EQ(LineNamed("LINE #42 trailing data"), 42);
  EXPECT_EQ(LineNamed("gamecheck: input line 4, column 1: trailing data"), 4);
  // "line" inside a word, or with no number after it, names nothing; a later "line N" does.
  EXPECT_EQ(LineNamed("newline 5 expected"), 0);
  EXPECT_EQ(LineNamed("bad line; at line 9"), 9);
  EXPECT_EQ(LineNamed("no number here"), 0);
  EXPECT_EQ(LineNamed(""), 0);
  // Only the first line of standard error counts (the spec's one-line message).
  EXPECT_EQ(LineNamed("oops\nline 3: bad"), 0);
}

TEST(MutateUnits, BadInputCasesAreTheSchedulesMalformedOnes) {
  const gc::Problem& p = *gc::FindProblem("outcome");
  const std::vector<gc::Case> cases = gc::mutate::BadInputCases(p, gc::kDefaultCheckSeed, 64, 0);
  ASSERT_EQ(cases.size(), 64u);
  const gc::Schedule s(p, gc::kDefaultCheckSeed, 5000, gc::kAllTiers, true);
  std::set<std::string> kinds;
  for (const gc::Case& c : cases) {
    EXPECT_TRUE(c.bad_input);
    // The same case as check's schedule numbers it, and rejected by gamecheck's reader.
    EXPECT_EQ(s.At(c.index).text, c.text) << c.index;
    EXPECT_THROW(gc::ReadInstance(p.input, c.text), gc::TextError) << c.text;
    kinds.insert(c.about.substr(c.about.find(": ") + 2, 12));
  }
  // Trailing data among them, and several other kinds of fault.
  EXPECT_TRUE(std::any_of(cases.begin(), cases.end(), [](const gc::Case& c) {
    return c.about.find("trailing data") != std::string::npos;
  }));
  EXPECT_GE(kinds.size(), 5u);
}

TEST(MutateUnits, AKillSaysItsStatusOnceAndNamesTheEmptyInput) {
  // Mutant 1 exits 1 on a valid case: its line says the status once ("wrong exit status:
  // expected 0 got 1", not "...: exit status: expected 0 got 1"). Mutant 2 answers the
  // empty input (a malformed case): the input it failed on is "(empty input)".
  gc::mutate::Options o;
  o.problem = gc::FindProblem("outcome");
  o.source_path = "solver.cc";
  gc::mutate::Result r;
  const auto killed = [&](std::string text, bool bad, int status) {
    gc::mutate::MutantResult m;
    m.id = r.mutants.size() + 1;
    m.status = gc::mutate::Status::kKilled;
    gc::Failure f;
    f.original.index = f.minimal.index = 7;
    f.original.bad_input = f.minimal.bad_input = bad;
    f.original.text = f.minimal.text = text;
    const gc::Instance x = bad ? gc::Instance{} : gc::ReadInstance(o.problem->input, text);
    gc::RunResult run;
    run.status = status;
    gc::JudgeOptions jo;
    jo.bad_input = bad;
    f.verdict = gc::Judge(*o.problem, x, run, jo);
    m.check = gc::CheckResult{};
    m.check->failure = f;
    r.mutants.push_back(m);
  };
  killed("1 0\n", false, 1);
  killed("", true, 0);
  const std::string text = gc::mutate::TextSummary(o, r, false);
  EXPECT_NE(text.find("    wrong exit status: expected 0 got 1 on case 7; "), std::string::npos)
      << text;
  EXPECT_NE(text.find(" on case 7; input: (empty input)\n"), std::string::npos) << text;
}

}  // namespace

namespace {

// Cases 0..5 with the original's times; case 5 does not reach guard 7.
std::vector<gc::mutate::internal::BaseCase> SixCases() {
  std::vector<gc::mutate::internal::BaseCase> cs;
  const double seconds[] = {0.5, 0.1, 0.3, 0.2, 0.4, 0.01};
  for (std::uint64_t i = 0; i < 6; ++i) {
    gc::mutate::internal::BaseCase c;
    c.index = i;
    c.seconds = seconds[i];
    c.covered = true;
    c.guards = i == 5 ? std::vector<int>{1} : std::vector<int>{1, 7};
    cs.push_back(c);
  }
  return cs;
}

TEST(MutateUnits, KillFirstOrderTriesNearbyKillsThenTheCheapest) {
  using gc::mutate::internal::KillFirstOrder;
  const auto cases = SixCases();
  // No kill yet: the cases that reach the point (case 5 does not), the cheapest first.
  EXPECT_EQ(KillFirstOrder(cases, 7, {}, 1, 40, 900), (std::vector<std::uint64_t>{1, 3, 2, 4, 0}));
  // Guard unknown (-1): every case.
  EXPECT_EQ(KillFirstOrder(cases, -1, {}, 1, 40, 900).size(), 6u);
  // A kill at the same place (0.4 s / 101) beats two nearby ones (0.3 s / 21), which beat
  // one far away (0.2 s / 2 = 0.1 s, tied with case 1: schedule order); kills of the other
  // pass do not count.
  const std::vector<gc::mutate::internal::Kill> kills = {
      {80, 2000, 1, 3},  // far away: case 3
      {41, 950, 1, 2},   // nearby (one line): case 2
      {42, 960, 1, 2},   // nearby again: case 2
      {40, 900, 1, 4},   // the same place: case 4
      {40, 900, 2, 1},   // the same place, the second pass: not this one's
  };
  EXPECT_EQ(KillFirstOrder(cases, 7, kills, 1, 40, 900),
            (std::vector<std::uint64_t>{4, 2, 1, 3, 0}));
}

TEST(MutateUnits, AHangOnASmallInputIsStoppedAtThirtyTimesTheOriginalsSlowestSmallRun) {
  using gc::mutate::internal::HangLimit;
  using std::chrono::milliseconds;
  EXPECT_EQ(HangLimit(milliseconds(1000), 0.002), milliseconds(250));  // never below 250 ms
  EXPECT_EQ(HangLimit(milliseconds(1000), 0.011), milliseconds(330));
  EXPECT_EQ(HangLimit(milliseconds(1000), 0.2), milliseconds(1000));  // never past --timeout
  EXPECT_EQ(HangLimit(milliseconds(100), 0), milliseconds(100));
}

// Of a family's large cases (over 10^5 vertices + edges) a mutant runs one, the smallest
// that reaches its point; small ones and the large one of another family all run.
TEST(MutateUnits, KillFirstOrderRunsOneLargeCaseOfEachFamily) {
  using gc::mutate::internal::BaseCase;
  using gc::mutate::internal::KillFirstOrder;
  std::vector<BaseCase> cases;
  auto add = [&](const char* family, std::uint64_t size, std::vector<int> guards) {
    BaseCase c;
    c.index = cases.size();
    c.family = family;
    c.size = size;
    c.seconds = static_cast<double>(size) * 1e-6;
    c.covered = true;
    c.guards = std::move(guards);
    cases.push_back(c);
  };
  add("chain", 600, {1, 7});      // 0: small
  add("chain", 2000000, {1, 7});  // 1: large, not the smallest
  add("chain", 200000, {1, 7});   // 2: the chain's large one
  add("chain", 200000, {1, 7});   // 3: as small, later: not run
  add("star", 1000004, {1});      // 4: the star's smallest large, but not reaching 7
  add("star", 2000004, {1, 7});   // 5: the star's large one for guard 7
  add("random", 100000, {1, 7});  // 6: not large (10^5 is the limit)
  EXPECT_EQ(KillFirstOrder(cases, 7, {}, 1, 40, 900), (std::vector<std::uint64_t>{0, 6, 2, 5}));
  EXPECT_EQ(KillFirstOrder(cases, 1, {}, 1, 40, 900), (std::vector<std::uint64_t>{0, 6, 2, 4}));
}

TEST(MutateUnits, KillFirstOrderRunsAtMostFourLargeCasesTheKillersFirst) {
  using gc::mutate::internal::BaseCase;
  using gc::mutate::internal::Kill;
  using gc::mutate::internal::KillFirstOrder;
  using gc::mutate::internal::kMostLarge;
  ASSERT_EQ(kMostLarge, 4u);
  std::vector<BaseCase> cases;
  const char* families[] = {"chain", "star", "cycle", "random", "dense", "deep-dag"};
  for (std::size_t f = 0; f < 6; ++f) {
    BaseCase c;
    c.index = f;
    c.family = families[f];
    c.size = 200000 + 1000 * f;  // the larger the later
    c.seconds = static_cast<double>(c.size) * 1e-6;
    cases.push_back(c);
  }
  BaseCase small;
  small.index = 6;
  small.family = "chain";
  small.size = 300;
  small.seconds = 3e-4;
  cases.push_back(small);
  // Without kills: the four smallest large ones.
  EXPECT_EQ(KillFirstOrder(cases, -1, {}, 1, 40, 900), (std::vector<std::uint64_t>{6, 0, 1, 2, 3}));
  // The deep DAG's large case killed a mutant at this very place: it is one of the four.
  const std::vector<Kill> kills{{40, 900, 1, 5}};
  EXPECT_EQ(KillFirstOrder(cases, -1, kills, 1, 40, 900),
            (std::vector<std::uint64_t>{6, 5, 0, 1, 2}));
}

// A slow original's cases under the cap its check suggested: those the capped schedule
// has at the same index with the same text stay, the others (a shape or a star's
// out-degree above the cap) go; nothing with more vertices than the cap stays.
TEST(MutateUnits, UnderASizeCapOnlyTheCasesItLeavesAloneStay) {
  using gc::mutate::internal::BaseCase;
  const gc::Problem& p = *gc::FindProblem("outcome");
  const std::uint64_t cap = 2000, n = 400;
  const gc::Schedule all(p, gc::kDefaultCheckSeed, n, gc::kAllTiers, false),
      capped(p, gc::kDefaultCheckSeed, n, gc::kAllTiers, false, cap);
  std::vector<BaseCase> cases;
  std::vector<gc::Case> was;
  std::size_t star_above = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    was.push_back(all.At(i));
    BaseCase b;
    b.index = i;
    b.text_hash = std::hash<std::string>{}(was.back().text);
    cases.push_back(b);
    star_above += was.back().family == "star" && was.back().x.g.m() > cap;
  }
  ASSERT_GT(star_above, 0u);  // a star above the cap in moves, not in vertices
  std::set<std::uint64_t> kept;
  for (const BaseCase& b : gc::mutate::internal::UnchangedUnder(capped, cases))
    kept.insert(b.index);
  for (std::uint64_t i = 0; i < n; ++i) {
    const gc::Case& c = was[i];
    if (!kept.count(i)) continue;
    EXPECT_LE(c.x.g.n(), cap) << "case " << i << ": " << c.about;
    EXPECT_EQ(capped.At(i).text, c.text) << "case " << i << ": " << c.about;
  }
  // Every case below the cap in vertices and moves stays (at the cap itself a shape may be
  // cut by one: the schedule leaves room for an exit vertex); a star above it goes.
  for (std::uint64_t i = 0; i < n; ++i) {
    const gc::Case& c = was[i];
    if (c.x.g.n() < cap && c.x.g.m() < cap) {
      EXPECT_TRUE(kept.count(i)) << "case " << i << ": " << c.about;
    }
    if (c.family == "star" && c.x.g.m() > cap) {
      EXPECT_FALSE(kept.count(i)) << "case " << i << ": " << c.about;
    }
  }
  EXPECT_LT(kept.size(), n);
}

}  // namespace
