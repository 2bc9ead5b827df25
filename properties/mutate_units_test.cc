// properties/mutate_units_test.cc — the small pure functions behind mutate's --diff,
// --shard and bad-input contract (mutate/select/select.h, mutate/decide/contract.h), on inputs written
// by hand: the new-side lines of a unified diff, the shard of a mutant number, the line a
// message names, the bad-input cases taken from check's schedule and the reader probes,
// the contract held byte for byte (a program played by a function), and the kill-first
// order of a mutant's cases (mutate/run/order.h), shards dealt by an earlier report's
// times (mutate/select/balance.h), and a resource constant against the original's use
// (mutate/decide/resource.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "harness/cases/malformed.h"
#include "harness/problems/problem.h"
#include "impl/text_io.h"
#include "mutate/decide/contract.h"
#include "mutate/decide/resource.h"
#include "mutate/mutate.h"
#include "mutate/report/github.h"
#include "mutate/run/order.h"
#include "mutate/select/balance.h"
#include "mutate/select/select.h"

namespace {

using gc::mutate::LineNamed;
using gc::mutate::NewSideLines;

// One score: Stryker's over the schema's statuses, detected / (detected + survived +
// likely equivalent + no coverage), the one the HTML viewer shows, in the text and the
// --min-score gate alike. A mutant no case reaches is not detected, nor is one left for a
// person as likely equivalent: one killed, one uncovered and one likely equivalent score
// 33.3 %, below --min-score 90; a mutant decided with a proof (not infected) is left out.
TEST(MutateUnits, NoCoverageAndLikelyEquivalentCountAgainstTheScoreAndTheGate) {
  using gc::mutate::Status;
  gc::mutate::Result r;
  r.mutants.resize(4);
  r.mutants[0].status = Status::kKilled;
  r.mutants[1].status = Status::kNoCoverage;
  r.mutants[2].status = Status::kEquivalent;
  r.mutants[3].status = Status::kNotInfected;
  EXPECT_NEAR(r.Score(), 1.0 / 3, 1e-12);
  EXPECT_STREQ(gc::mutate::SchemaStatus(Status::kEquivalent), "Survived");
  EXPECT_STREQ(gc::mutate::SchemaStatus(Status::kNotInfected), "Ignored");
  std::string why;
  EXPECT_TRUE(gc::mutate::BelowMinScore(r, 90, &why));
  EXPECT_EQ(why, "mutation score 33.3% is below --min-score 90.0%");
  EXPECT_EQ(gc::mutate::ScoreLine(r),
            "mutation score 33.3% = detected 1 / (detected 1 + survived 0 + likely equivalent 1 + "
            "no coverage 1)\n");
  r.mutants.erase(r.mutants.begin() + 1, r.mutants.begin() + 3);
  EXPECT_DOUBLE_EQ(r.Score(), 1.0);
  // Uncovered alone, or likely equivalent alone, is a score (0 %), not "no score".
  for (const Status st : {Status::kNoCoverage, Status::kEquivalent}) {
    r.mutants.assign(1, {});
    r.mutants[0].status = st;
    EXPECT_TRUE(r.Scored());
    EXPECT_DOUBLE_EQ(r.Score(), 0.0);
  }
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

// Shards dealt by an earlier report's times (mutate/select/balance.h): the shards are a
// partition of the candidates; 4 slow mutants (10 s: survivors) whose numbers the naive
// rule puts in one shard among 40 quick ones (0.1 s) end in 4 shards, the longest within
// Graham's bound (the mean plus the longest mutant) and far below the naive split's; a
// mutant the report lacks counts at the median.
TEST(MutateUnits, ShardsDealtByTimeAreAPartitionNearTheMean) {
  using gc::mutate::Point;
  std::vector<Point> points(44);
  gc::mutate::MutantTimes times;
  std::vector<std::size_t> slow;
  for (std::size_t i = 0; i < points.size(); ++i) {
    points[i].mutator = "EqualityOperator";
    points[i].line = points[i].end_line = static_cast<unsigned>(i + 1);
    points[i].column = 3;
    points[i].end_column = 5;
    points[i].replacement = "!=";
    const bool is_slow = gc::ShardOf(i, 4) == 0 && slow.size() < 4;
    if (is_slow) slow.push_back(i);
    if (i == 43) continue;  // not in the report
    times.seconds[gc::mutate::TimeKey("EqualityOperator", points[i].line, 3, points[i].line, 5,
                                      "!=")] = is_slow ? 10.0 : 0.1;
  }
  ASSERT_EQ(slow.size(), 4u);
  std::vector<std::size_t> all(points.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  std::vector<int> owner(points.size(), -1);
  double naive_longest = 0, longest = 0, total = 0;
  std::vector<double> loads;
  for (std::uint64_t k = 0; k < 4; ++k) {
    const std::vector<std::size_t> mine = gc::mutate::BalancedShard(points, all, times, {k, 4}, &loads);
    EXPECT_TRUE(std::is_sorted(mine.begin(), mine.end()));
    double naive = 0;  // the rule by number, with the true times
    for (std::size_t i = 0; i < points.size(); ++i)
      if (gc::ShardOf(i, 4) == k) naive += std::count(slow.begin(), slow.end(), i) ? 10.0 : 0.1;
    naive_longest = std::max(naive_longest, naive);
    for (std::size_t i : mine) {
      EXPECT_EQ(owner[i], -1) << "mutant " << i << " in two shards";
      owner[i] = static_cast<int>(k);
    }
  }
  for (std::size_t i = 0; i < points.size(); ++i) EXPECT_NE(owner[i], -1) << "mutant " << i;
  for (double l : loads) longest = std::max(longest, l), total += l;
  // The median of the report's times (0.1 s) for the mutant it lacks: 40 + 0.1 * 40.
  EXPECT_NEAR(total, 44.0, 1e-9);
  EXPECT_LE(longest, total / 4 + 10.0);
  EXPECT_GE(naive_longest, 40.0);
  EXPECT_LT(longest, 12.0);
  std::set<int> slow_owners;
  for (std::size_t s : slow) slow_owners.insert(owner[s]);
  EXPECT_EQ(slow_owners.size(), 4u) << "each slow mutant in a shard of its own";
}

// The times of a report in the schema, by mutator, span and replacement; what is not such
// a report is refused, naming it.
TEST(MutateUnits, MutantTimesAreReadFromAReport) {
  gc::mutate::MutantTimes t;
  std::string err;
  ASSERT_TRUE(gc::mutate::ReadMutantTimes(
      R"({"files": {"a.cpp": {"mutants": [{"mutatorName": "M", "replacement": "-",
          "location": {"start": {"line": 3, "column": 7}, "end": {"line": 3, "column": 8}},
          "duration": 2500}, {"mutatorName": "M", "location": {}}]}}})",
      "old.json", &t, &err))
      << err;
  ASSERT_EQ(t.seconds.size(), 1u);
  EXPECT_EQ(t.seconds.begin()->first, gc::mutate::TimeKey("M", 3, 7, 3, 8, "-"));
  EXPECT_DOUBLE_EQ(t.seconds.begin()->second, 2.5);
  EXPECT_FALSE(gc::mutate::ReadMutantTimes("[1", "old.json", &t, &err));
  EXPECT_NE(err.find("old.json: not JSON"), std::string::npos) << err;
  EXPECT_FALSE(gc::mutate::ReadMutantTimes(R"({"files": {}})", "old.json", &t, &err));
  EXPECT_NE(err.find("no mutant with a \"duration\""), std::string::npos) << err;
}

// A run's GitHub reports (mutate/report/github.h): a survivor an error on its span, a
// likely equivalent mutant a warning, a killed one nothing, a score below --min-score an
// error; the summary has the score line and a row per mutant left for a person. Expected
// lines written out by hand from GitHub's escapes (a title's ':' as %3A, line ends %0A).
TEST(MutateUnits, GithubAnnotationsPutEachMutantLeftForAPersonOnItsLine) {
  using gc::mutate::Status;
  gc::mutate::Options o;
  o.problem = gc::FindProblem("outcome");
  o.source_path = "src/a.cpp";
  gc::mutate::Result r;
  r.mutants.resize(3);
  for (std::size_t i = 0; i < 3; ++i) {
    gc::mutate::MutantResult& m = r.mutants[i];
    m.id = i + 1;
    m.point.mutator = "EqualityOperator";
    m.point.description = "'<' -> '<='";
    m.point.line = m.point.end_line = static_cast<unsigned>(10 + i);
    m.point.column = 7;
    m.point.end_column = 8;
    m.original_line = "  if (a < b) {";
    m.mutated_line = "  if (a <= b) {";
  }
  r.mutants[0].status = Status::kKilled;
  r.mutants[1].status = Status::kSurvived;
  r.mutants[2].status = Status::kEquivalent;
  const gc::mutate::GithubRun run = gc::mutate::RunForGithub(o, r);
  const std::string out = gc::mutate::GithubAnnotations(run, 50);
  const std::string tried = "%0Atried: the bad-input contract's malformed inputs alone%0A";
  EXPECT_EQ(out.substr(0, out.find('\n') + 1),
            "::error file=src/a.cpp,line=11,endLine=11,col=7,endColumn=8,title=gamecheck mutate "
            "outcome%3A mutant #2 survived (EqualityOperator)::'<' -> '<='%0A- if (a < b) {%0A+ "
            "if (a <= b) {" + tried +
                "no valid case reaches it; on the malformed inputs that do, it does what the "
                "original does\n")
      << out;
  EXPECT_NE(out.find("\n::warning file=src/a.cpp,line=12,"), std::string::npos) << out;
  EXPECT_EQ(out.find("line=10,"), std::string::npos) << out;
  EXPECT_NE(out.find("\n::error title=gamecheck mutate outcome%3A below --min-score::"),
            std::string::npos)
      << out;
  const std::string md = gc::mutate::GithubSummary(run);
  EXPECT_NE(md.find("mutation score 33.3% = detected 1"), std::string::npos) << md;
  EXPECT_NE(md.find("| #2 | src/a.cpp:11:7 | survived | EqualityOperator | '<' -> '<=' |"),
            std::string::npos)
      << md;
  EXPECT_EQ(md.find("| #1 |"), std::string::npos) << md;
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

// The reader probes (harness/cases/malformed.h), for every problem: each is rejected by
// gamecheck's reader, they are numbered in order, and the faults a careful reader is
// written for are among them: an error past line 32,768 and past 65,536, a token of
// hundreds of characters, a byte outside ASCII, a number that a 32-bit reader wraps back
// into range (2^32 plus the token it replaces).
// The band probes take the last number past a token buffer of 64 KiB and of 1 MiB: one
// digit more than each, and gamecheck's reader rejects both (out of range).
TEST(MutateUnits, BandProbesHaveNumbersPastTheTokenBuffersReadersKeep) {
  for (const gc::Problem& p : gc::Problems()) {
    SCOPED_TRACE(std::string(p.name));
    std::set<std::size_t> longest;
    for (const gc::Case& c : gc::BandProbes(p, gc::kDefaultCheckSeed, 0)) {
      std::size_t run = 0, most = 0;
      for (const char ch : c.text) most = std::max(most, run = std::isdigit(static_cast<unsigned char>(ch)) ? run + 1 : 0);
      if (most > 5000) longest.insert(most);
    }
    EXPECT_EQ(longest, (std::set<std::size_t>{(1u << 16) + 1, (1u << 20) + 1}));
  }
}

TEST(MutateUnits, ReaderProbesReachWhatHandWrittenReadersDo) {
  for (const gc::Problem& p : gc::Problems()) {
    SCOPED_TRACE(std::string(p.name));
    const std::vector<gc::Case> probes = gc::ReaderProbes(p, gc::kDefaultCheckSeed, 1000);
    ASSERT_GE(probes.size(), 15u);
    std::uint64_t line_past_32768 = 0, line_past_65536 = 0;
    bool long_token = false, non_ascii = false, wraps = false;
    for (std::size_t i = 0; i < probes.size(); ++i) {
      const gc::Case& c = probes[i];
      EXPECT_EQ(c.index, 1000 + i);
      EXPECT_TRUE(c.bad_input);
      try {
        gc::ReadInstance(p.input, c.text);
        ADD_FAILURE() << "accepted: " << c.about;
      } catch (const gc::TextError& e) {
        if (c.about.rfind("an error past line 32,768", 0) == 0) line_past_32768 = e.line();
        if (c.about.rfind("an error past line 65,536", 0) == 0) line_past_65536 = e.line();
      }
      // Those two end in their bad word, one byte past a power of two: a buffered reader
      // reads that byte alone.
      if (c.about.rfind("an error past line", 0) == 0) {
        EXPECT_TRUE(c.text.size() == (1u << 16) + 1 || c.text.size() == (1u << 17) + 1) << c.about;
        EXPECT_EQ(c.text.back(), 'x') << c.about;
      }
      long_token |= c.text.find(std::string(300, 'a')) != std::string::npos;
      non_ascii |= c.text.find('\xff') != std::string::npos;
      if (c.about.rfind("2^32 plus the number", 0) == 0) {
        // The token is 2^32 + v for the v it replaced: read modulo 2^32, a valid text.
        const std::size_t at = c.text.find("42949");
        ASSERT_NE(at, std::string::npos) << c.text;
        const std::uint64_t big = std::stoull(c.text.substr(at));
        std::string wrapped = c.text;
        wrapped.replace(at, std::to_string(big).size(), std::to_string(big % (1ull << 32)));
        EXPECT_NO_THROW(gc::ReadInstance(p.input, wrapped)) << wrapped;
        wraps = true;
      }
    }
    EXPECT_GT(line_past_32768, 32768u);
    EXPECT_GT(line_past_65536, 65536u);
    EXPECT_TRUE(long_token);
    EXPECT_TRUE(non_ascii);
    EXPECT_TRUE(wraps);
  }
}

// The numbers a source compares with: its integer literals, in any base and spelling,
// from 2 up, each once, largest first; floating literals and other mutators are not.
TEST(MutateUnits, BoundNumbersAreTheSourcesIntegerLiterals) {
  auto literal = [](std::string text, std::string mutator = "IntegerLiteral") {
    gc::mutate::Point p;
    p.mutator = std::move(mutator);
    p.original = std::move(text);
    return p;
  };
  const std::vector<gc::mutate::Point> points = {
      literal("100000000"), literal("1'000'000"), literal("1_000"), literal("0x10"),
      literal("200000LL"),  literal("017"),       literal("0b101"), literal("1e9"),
      literal("1"),         literal("1000000"),   literal("5", "ArithmeticOperator"),
      literal("99999999999999999999999")};
  EXPECT_EQ(gc::mutate::BoundNumbers(points),
            (std::vector<std::uint64_t>{100000000, 1000000, 200000, 1000, 16, 15, 5}));
}

// Probes at a program's own bounds: for a limit L of the source, each count of the instance
// (n, m, grundy's k) as L - 1, L and L + 1 with the input cut off after it, and words of
// L - 1, L, L + 1 letters for a length a message may cut a token at. Every one is rejected
// by gamecheck's reader, and no vertex is written as a limit.
TEST(MutateUnits, BoundProbesPutTheProgramsNumbersWhereCountsAndWordsGo) {
  const gc::Problem& p = *gc::FindProblem("grundy");
  const std::vector<gc::Case> probes =
      gc::BoundProbes(p, gc::kDefaultCheckSeed, {1000000, 20}, 100, 7);
  std::set<std::string> texts;
  std::size_t counts = 0, words = 0;
  for (std::size_t i = 0; i < probes.size(); ++i) {
    const gc::Case& c = probes[i];
    EXPECT_EQ(c.index, 7 + i);
    EXPECT_TRUE(c.bad_input);
    EXPECT_THROW(gc::ReadInstance(p.input, c.text), gc::TextError) << c.about;
    texts.insert(c.text);
    // A count: the text cut off right after the number.
    for (const std::string tail : {"999999\n", "1000000\n", "1000001\n"})
      if (c.text.size() >= tail.size() &&
          c.text.compare(c.text.size() - tail.size(), tail.size(), tail) == 0) {
        ++counts;
        EXPECT_EQ(c.text.find(tail), c.text.size() - tail.size()) << c.text;
      }
    for (const std::size_t length : {19u, 20u, 21u})
      words += c.text.find(" " + std::string(length, 'a') + "\n") != std::string::npos ||
               c.text.find("\n" + std::string(length, 'a') + "\n") != std::string::npos;
  }
  EXPECT_EQ(texts.size(), probes.size());
  // n, m and k: three counts, each three ways; the words: three lengths (20 is under 100:
  // no count is written as it); k plus 2^32 and plus 2^64.
  EXPECT_EQ(counts, 9u);
  EXPECT_EQ(words, 3u);
  EXPECT_EQ(probes.size(), 14u);
  EXPECT_EQ(probes[0].about.rfind("number ", 0), 0u) << probes[0].about;
  EXPECT_NE(probes[0].about.find("a count, plus 2^32"), std::string::npos) << probes[0].about;
  EXPECT_NE(probes[1].about.find("a count, plus 2^64"), std::string::npos) << probes[1].about;
  EXPECT_EQ(gc::BoundProbes(p, gc::kDefaultCheckSeed, {1000000, 20}, 5, 0).size(), 5u);
}

TEST(MutateUnits, AProgramsOwnPathInAMessageIsReadAsAPlaceholder) {
  using gc::mutate::Normalised;
  const std::vector<std::string> a{"env", "GAMECHECK_MUTANT=0", "/s/schema/solver"};
  const std::vector<std::string> b{"env", "GAMECHECK_MUTANT=7", "/s/m7/solver"};
  EXPECT_EQ(Normalised("/s/schema/solver: line 3: bad\n", a),
            Normalised("/s/m7/solver: line 3: bad\n", b));
  EXPECT_EQ(Normalised("/s/m7/x.cpp:12: oops", b), "{dir}/x.cpp:12: oops");
  EXPECT_NE(Normalised("line 3: bad\n", a), Normalised("line 4: bad\n", b));
  // python3 and its script: both paths read.
  EXPECT_EQ(Normalised("File \"/t/x.py\", line 2", {"/usr/bin/python3", "/t/x.py"}),
            "File \"{program}\", line 2");
}

// The contract held byte for byte: a program played by a function of the input. The
// original words its message one way each time; a mutant that says the same line in other
// words, or the same message with another exit status, is a breach, and one that matches
// is none. Where the original's two runs wrote different messages (say, with a time in
// them), only the line named is required.
TEST(MutateUnits, TheContractHoldsAMutantToTheOriginalsBytes) {
  using gc::RunResult;
  const gc::Problem& p = *gc::FindProblem("outcome");
  // Four: two reader probes (the long text past line 32,768 among them) and two of the
  // schedule's.
  const std::vector<gc::Case> cases = gc::mutate::ContractCases(p, gc::kDefaultCheckSeed, 4, 0);
  ASSERT_EQ(cases.size(), 4u);
  EXPECT_GT(cases[2].text.size(), 32768u);
  auto program = [](std::string message, int status) -> gc::Subject {
    return [message, status](std::string_view, const gc::Deadline&) {
      RunResult r;
      r.status = status;
      r.err = message;
      return r;
    };
  };
  const std::vector<std::string> words{"/p/solver"};
  const gc::mutate::Contract k = gc::mutate::ProbeContract(
      p, program("error: line 1: bad token\n", 2), words, cases, nullptr);
  ASSERT_EQ(k.probes.size(), cases.size());
  EXPECT_TRUE(k.probes[0].err.has_value());
  auto breach = [&](const gc::Subject& s) {
    const auto b = gc::mutate::BreachOf(p, k, s, words, nullptr);
    return b && b->failure ? b->failure->verdict.cause : std::string();
  };
  EXPECT_EQ(breach(program("error: line 1: bad token\n", 2)), "");
  EXPECT_EQ(breach(program("error: line 1: bad token\n", 1)), "exit status 1, not 2");
  EXPECT_EQ(breach(program("error: line 1: bad word\n", 2)),
            "wrote 'error: line 1: bad word\\x0a' on standard error where the original "
            "wrote 'error: line 1: bad token\\x0a'");
  // Two runs, two messages naming the line of the error in other words each time.
  const std::vector<gc::Case> one(cases.begin(), cases.begin() + 1);
  std::string line;
  try {
    gc::ReadInstance(p.input, one[0].text);
  } catch (const gc::TextError& e) {
    line = std::to_string(e.line());
  }
  ASSERT_FALSE(line.empty());
  int runs = 0;
  const gc::Subject unsteady = [&](std::string_view, const gc::Deadline&) {
    RunResult r;
    r.status = 2;
    r.err = "line " + line + ": at run " + std::to_string(++runs) + "\n";
    return r;
  };
  const gc::mutate::Contract u = gc::mutate::ProbeContract(p, unsteady, words, one, nullptr);
  ASSERT_EQ(u.probes.size(), 1u);
  EXPECT_FALSE(u.probes[0].err.has_value());
  EXPECT_TRUE(u.probes[0].names_line);
  EXPECT_FALSE(
      gc::mutate::BreachOf(p, u, program("line " + line + ": other words\n", 2), words, nullptr)
          .has_value());
  const auto wrong = gc::mutate::BreachOf(p, u, program("line 99: other words\n", 2), words, nullptr);
  ASSERT_TRUE(wrong && wrong->failure);
  EXPECT_EQ(wrong->failure->verdict.cause, "named line 99, not " + line);
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

// A point of a resource constant: its limit, the value before and after.
gc::mutate::Point Limit(gc::mutate::Resource r, std::uint64_t before, std::uint64_t after) {
  gc::mutate::Point p;
  p.resource = r;
  p.resource_value = before;
  p.resource_mutated = after;
  return p;
}

// A resource constant's mutant is decided by the original's use only where both limits,
// the mutant's and the original's, are above it (a recursion limit above twice the
// deepest stack): a mutated limit at or below that, or an original that reaches its own
// limit (and catches the RecursionError), is left for a person, the note saying why; a
// use not observed says nothing. The observed run's last line of standard error is read.
TEST(MutateUnits, AResourceConstantIsBelowItsLimitOnlyWhereBothLimitsAreAboveTheUse) {
  using gc::mutate::AgainstTheUse;
  using gc::mutate::Resource;
  using gc::mutate::ResourceUse;
  gc::mutate::ResourceUse use;
  ASSERT_TRUE(gc::mutate::UseOf("debug\n\ngamecheck-use: 1234 frames, 30000 kB\n", &use));
  EXPECT_EQ(use.deepest, 1234u);
  EXPECT_EQ(use.peak_kb, 30000u);
  EXPECT_FALSE(gc::mutate::UseOf("Traceback (most recent call last):\n", &use));
  use.cases = 40;
  bool below = false;
  EXPECT_EQ(AgainstTheUse(Limit(Resource::kRecursionLimit, 1000000, 999999), use, &below),
            "the original's deepest recursion on its 40 largest cases (each family's largest of "
            "both passes) is 1,234 frames; the mutated limit 999,999 and the original's "
            "1,000,000 are both above twice that (CPython counts a frame up to twice against "
            "the limit: a call through a class or a C function): neither reaches its limit on "
            "them");
  EXPECT_TRUE(below);
  // Twice 1,234 is 2,468: a limit of 2,469 is above it, 2,468 is not.
  AgainstTheUse(Limit(Resource::kRecursionLimit, 2470, 2469), use, &below);
  EXPECT_TRUE(below);
  const std::string at = AgainstTheUse(Limit(Resource::kRecursionLimit, 2469, 2468), use, &below);
  EXPECT_FALSE(below);
  EXPECT_NE(at.find("is 1,234 frames; the mutated limit 2,468 and the original's 2,469 are not "
                    "both above twice that"),
            std::string::npos)
      << at;
  // The original reaches its own limit: a higher mutated one runs otherwise.
  AgainstTheUse(Limit(Resource::kRecursionLimit, 1240, 1000000), use, &below);
  EXPECT_FALSE(below);
  // 30,000 kB is 30,720,000 bytes; 0 asks for the platform's default stack.
  EXPECT_NE(AgainstTheUse(Limit(Resource::kStackSize, 1 << 27, 1 << 26), use, &below)
                .find("is 30,720,000 bytes, every thread's stack in it; the mutated stack size "
                      "67,108,864 and the original's 134,217,728 are both above that"),
            std::string::npos);
  EXPECT_TRUE(below);
  AgainstTheUse(Limit(Resource::kStackSize, 1 << 27, 30720000), use, &below);
  EXPECT_FALSE(below);
  AgainstTheUse(Limit(Resource::kStackSize, 1 << 27, 0), use, &below);
  EXPECT_FALSE(below);
  const ResourceUse none;
  EXPECT_EQ(AgainstTheUse(Limit(Resource::kRecursionLimit, 1000000, 999999), none, &below), "");
  EXPECT_FALSE(below);
  EXPECT_EQ(AgainstTheUse(Limit(Resource::kNone, 0, 0), use, &below), "");
}

// Issue 43 in C and C++. A stack size above the original's is not reached where the
// original's held (every case it answered: a stack that fills crashes), whatever the
// figure, but only as a size the runs get: not above the hard RLIMIT_STACK or the memory
// left beside the peak, and the original's not below 64 KiB (a thread's stack below 16
// KiB is refused and the default stays). A read buffer is decided by the largest input
// the original and the mutants were given: both sizes above it and a terminator.
TEST(MutateUnits, AStackAboveTheOriginalsAndAReadBufferAboveTheLargestInputAreNotReached) {
  using gc::mutate::AgainstTheUse;
  using gc::mutate::Resource;
  gc::mutate::ResourceUse use;
  use.peak_kb = 300000;  // 307,200,000 bytes
  use.cases = 40;
  bool below = false;
  // 1 << 28 is below the peak: the smaller mutant stays, the larger does not.
  AgainstTheUse(Limit(Resource::kStackSize, 1 << 28, 1 << 27), use, &below);
  EXPECT_FALSE(below);
  const std::string larger = AgainstTheUse(Limit(Resource::kStackSize, 1 << 28, 1 << 29), use,
                                           &below);
  EXPECT_TRUE(below);
  EXPECT_NE(larger.find("are not both above that; the mutated one is the larger, and the "
                        "original's held on every case it answered"),
            std::string::npos)
      << larger;
  // Not a size the runs get: above the ceiling, or an original below 64 KiB.
  use.stack_ceiling = 1u << 28;
  EXPECT_NE(AgainstTheUse(Limit(Resource::kStackSize, 1 << 28, 1 << 29), use, &below)
                .find("a size above the 268,435,456 bytes a run can be given"),
            std::string::npos);
  EXPECT_FALSE(below);
  use.stack_ceiling = UINT64_MAX;
  AgainstTheUse(Limit(Resource::kStackSize, 16384, 1u << 20), use, &below);
  EXPECT_FALSE(below);
  AgainstTheUse(Limit(Resource::kStackSize, 65536, 65537), use, &below);
  EXPECT_TRUE(below);
  // Both above the peak, and a ceiling above both: decided; one above it: not.
  AgainstTheUse(Limit(Resource::kStackSize, 1 << 30, 1 << 29), use, &below);
  EXPECT_TRUE(below);
  use.stack_ceiling = (1u << 30) - 1;
  AgainstTheUse(Limit(Resource::kStackSize, 1 << 30, 1 << 29), use, &below);
  EXPECT_FALSE(below);

  // A read buffer: the largest input 1,000 bytes; 1,002 holds it and a terminator.
  use.input_bytes = 1000;
  EXPECT_EQ(AgainstTheUse(Limit(Resource::kBuffer, 1 << 25, 1 << 24), use, &below), "");
  use.inputs = 2000;
  use.malformed = 64;
  EXPECT_EQ(AgainstTheUse(Limit(Resource::kBuffer, 1 << 25, 1 << 24), use, &below),
            "the largest input the original was given (of its 2000 cases of both passes and 64 "
            "malformed inputs) is 1,000 bytes; the mutated read buffer 16,777,216 and the "
            "original's 33,554,432 are both above it and a terminator: no read fills either "
            "on them");
  EXPECT_TRUE(below);
  AgainstTheUse(Limit(Resource::kBuffer, 1 << 25, 1002), use, &below);
  EXPECT_TRUE(below);
  AgainstTheUse(Limit(Resource::kBuffer, 1 << 25, 1001), use, &below);
  EXPECT_FALSE(below);
  // Larger is no help to a buffer: the original's own refills differ from the mutant's.
  AgainstTheUse(Limit(Resource::kBuffer, 1000, 1 << 25), use, &below);
  EXPECT_FALSE(below);
}

}  // namespace
