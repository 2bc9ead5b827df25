// properties/geosum_test.cc — sums of directed vertex geography games: the spec's examples
// and hand-worked cases, the solver against the tuple-search oracle (whose winner comes from
// a game search over the whole sum, not from XOR) on every tiny instance and random small
// ones and against the XOR oracle on larger ones, the relations with geography and among
// tokens, the verifier, the explainer, the 64-vertex limit, and each mutant beside the
// smallest input on which it is wrong.
#include "impl/geosum/geosum.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <iostream>
#include <optional>
#include <stdexcept>

#include "harness/problems/geosum/explain.h"
#include "harness/problems/problem.h"
#include "impl/geography/geography.h"
#include "oracles/geography/geography_search.h"
#include "oracles/geosum/tuple.h"
#include "oracles/geosum/verify.h"
#include "oracles/geosum/xor.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Graph Make(Vertex n, std::vector<Edge> es) { return Graph(n, es); }
const Problem& Row() { return *FindProblem("geosum"); }

GeosumAnswer Answer(std::vector<std::uint32_t> values, bool first) {
  return {std::move(values), first ? SumResult::kFirst : SumResult::kSecond};
}

// Tokens: 0 to max_k of them on vertices of g (n > 0).
rc::Gen<std::vector<Vertex>> GenTokens(Vertex n, std::size_t max_k) {
  return rc::gen::mapcat(rc::gen::inRange<std::size_t>(0, max_k + 1), [n](std::size_t k) {
    return rc::gen::container<std::vector<Vertex>>(k, rc::gen::inRange<Vertex>(0, n));
  });
}

// ---- the spec's examples and cases worked by hand ------------------------------------------

TEST(GeosumExamples, TheSpecsFourAndTheHandWorkedOnesThroughTheRow) {
  ASSERT_GE(Row().examples.size(), 7u);
  for (const Example& e : Row().examples) {
    std::string err;
    const Output o = SolveText(Row(), e.input, &err);
    EXPECT_EQ(o.status, 0) << e.input << err;
    EXPECT_EQ(o.out, e.output) << e.source << ": " << e.input;
    const Instance x = ReadInstance(InputKind::kGraphTokens, e.input);
    EXPECT_EQ(FormatAnswer(oracle::GeosumByTupleSearch(x.g, x.tokens)), e.output) << e.input;
    EXPECT_EQ(FormatAnswer(oracle::GeosumByXor(x.g, x.tokens)), e.output) << e.input;
  }
}

TEST(GeosumHand, TokensOfValuesOneAndTwoAreAFirstPlayerWin) {
  // formats.md's graph: 0 -> 1 -> 3 -> 4 and 0 -> 2 -> {3, 4}. From 0 the token is worth 1,
  // from 2 it is worth 2 (2 -> 4 a sink: 0; 2 -> 3 -> 4: 1). 1 xor 2 = 3: first; as
  // win/lose values (1 and 1) it would be second.
  const Graph g = Make(5, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {2, 4}});
  EXPECT_EQ(SolveGeosum(g, {0, 2}), Answer({1, 2}, true));
  EXPECT_EQ(oracle::GeosumByTupleSearch(g, {0, 2}), Answer({1, 2}, true));
}

TEST(GeosumHand, ManyTokensOnTheFamilysGraph) {
  // The many-tokens family: 0 -> 1, two tokens on 0 (value 1 each), the rest on 1 (0).
  for (std::uint32_t k : {2u, 3u, 64u, 257u, 65537u}) {
    std::vector<Vertex> tokens(k, 1);
    tokens[0] = tokens[1] = 0;
    const GeosumAnswer a = SolveGeosum(Make(2, {{0, 1}}), tokens);
    ASSERT_EQ(a.values.size(), k);
    EXPECT_EQ(a.values[0] + a.values[1], 2u);
    EXPECT_EQ(std::count(a.values.begin(), a.values.end(), 0u), k - 2);
    EXPECT_EQ(a.sum, SumResult::kSecond);
  }
}

TEST(GeosumHand, ACycleThroughEveryVertexIsOneForcedPathPerToken) {
  // A directed cycle of k from any vertex: k - 1 forced moves (the start is visited), so a
  // token is worth (k - 1) mod 2; t tokens XOR to that times t mod 2.
  for (Vertex k = 1; k <= 64; ++k) {
    std::vector<Edge> es;
    for (Vertex v = 0; v < k; ++v) es.push_back({v, (v + 1) % k});
    const std::uint32_t one = (k - 1) % 2;
    for (std::uint32_t t = 0; t <= 3; ++t) {
      const GeosumAnswer a = SolveGeosum(Make(k, es), std::vector<Vertex>(t, k / 2));
      EXPECT_EQ(a, Answer(std::vector<std::uint32_t>(t, one), one * (t % 2) != 0)) << k << " " << t;
    }
  }
}

TEST(GeosumLimit, SixtyFiveVerticesAndATokenOutOfRangeAreRejected) {
  EXPECT_THROW(SolveGeosum(Make(65, {}), {0}), std::invalid_argument);
  EXPECT_THROW(SolveGeosum(Make(65, {}), {}), std::invalid_argument);
  EXPECT_THROW(SolveGeosum(Make(2, {}), {2}), std::invalid_argument);
  EXPECT_EQ(SolveGeosum(Make(64, {{63, 0}}), {63, 0}), Answer({1, 0}, true));
  std::string err;
  const Output o = SolveText(Row(), "65 0  1  0\n", &err);
  EXPECT_EQ(o.status, 2);
  EXPECT_EQ(o.out, "");
  EXPECT_NE(err.find("64"), std::string::npos) << err;
}

// ---- the solver against the oracles --------------------------------------------------------

// The solver and the XOR oracle against the tuple search, every token multiset of up to
// max_k tokens on g.
void ExpectAllAgree(const Graph& g, std::size_t max_k, int* cases) {
  testing::ForEachTokenMultiset(g.n(), max_k, [&](const std::vector<Vertex>& ts) {
    const GeosumAnswer want = oracle::GeosumByTupleSearch(g, ts);
    ASSERT_EQ(SolveGeosum(g, ts), want) << g << ts.size() << " tokens";
    ASSERT_EQ(oracle::GeosumByXor(g, ts), want) << g;
    ++*cases;
  });
}

TEST(GeosumExhaustive, EveryGraphUpTo3VerticesAnd4EdgesEveryMultisetOfUpTo3Tokens) {
  int cases = 0;
  testing::ForEachSmallGraph(3, 4, [&](const Graph& g) { ExpectAllAgree(g, 3, &cases); });
  EXPECT_GT(cases, 15000);
}

TEST(GeosumExhaustive, EverySimpleDigraphOn4VerticesWithTwoTokens) {
  int cases = 0;
  testing::ForEachSimpleDigraph(4, [&](const Graph& g) {
    if (g.m() <= 8) ExpectAllAgree(g, 2, &cases);
  });
  EXPECT_GT(cases, 100000);
}

RC_GTEST_PROP(GeosumProp, SolverEqualsTheTupleSearchOnRandomSmallSums, ()) {
  // The tuple search decides the winner by playing the whole sum: the XOR rule is tested.
  const Graph g = *GenGraph(1, 5, 6);  // m <= 10 (6 and up to 4 repeats)
  const std::vector<Vertex> ts = *GenTokens(g.n(), 3);
  RC_ASSERT(SolveGeosum(g, ts) == oracle::GeosumByTupleSearch(g, ts));
}

RC_GTEST_PROP(GeosumProp, SolverEqualsTheXorOracleOnLargerSums, ()) {
  const Graph g = *GenGraph(1, 10, 30);
  const std::vector<Vertex> ts = *GenTokens(g.n(), 8);
  RC_ASSERT(SolveGeosum(g, ts) == oracle::GeosumByXor(g, ts));
}

// ---- relations: with geography, and among the tokens --------------------------------------

RC_GTEST_PROP(GeosumRelation, OneTokenIsGeographyOfItsStart, ()) {
  // Through the other row: its fast solver (any size) and its oracle (small graphs).
  const Graph g = *GenGraph(1, 12, 30);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  const GeographyAnswer geo = SolveGeography(g, s);
  RC_ASSERT(SolveGeosum(g, {s}) == Answer({geo.grundy}, geo.first_wins));
  if (g.n() <= 7) RC_ASSERT(oracle::GeographySearch(g, s) == geo);
  const Problem& geography = *FindProblem("geography");
  const Instance one{g, {}, {s}, 0}, start{g, {}, {}, s};
  // geography prints the winner, then the value; geosum the value (line 1), then the winner.
  const std::vector<std::string> lines = SplitLines(geography.Solve(start).out);
  RC_ASSERT(lines.size() == 2u);
  RC_ASSERT(Row().Solve(one).out == lines[1] + "\n" + lines[0] + "\n");
}

// A vertex where a token has no move: no edge out but self-loops (its start is visited).
std::optional<Vertex> DeadEnd(const Graph& g) {
  for (Vertex v = 0; v < g.n(); ++v) {
    const auto out = g.out(v);
    if (std::all_of(out.begin(), out.end(), [v](Vertex w) { return w == v; })) return v;
  }
  return std::nullopt;
}

RC_GTEST_PROP(GeosumRelation, ATokenWithNoMoveChangesNoWinner, ()) {
  const Graph g = *GenGraph(1, 5, 6);
  const std::optional<Vertex> dead = DeadEnd(g);
  RC_PRE(dead.has_value());
  std::vector<Vertex> ts = *GenTokens(g.n(), 2);
  const GeosumAnswer before = oracle::GeosumByTupleSearch(g, ts);
  const std::size_t at = *rc::gen::inRange<std::size_t>(0, ts.size() + 1);
  ts.insert(ts.begin() + static_cast<std::ptrdiff_t>(at), *dead);
  const GeosumAnswer after = oracle::GeosumByTupleSearch(g, ts);
  RC_ASSERT(after.sum == before.sum);
  RC_ASSERT(after.values[at] == 0u);
  RC_ASSERT(SolveGeosum(g, ts) == after);
}

RC_GTEST_PROP(GeosumRelation, ReorderingTheTokensOnlyPermutesLine1, ()) {
  const Graph g = *GenGraph(1, 12, 30);
  const std::vector<Vertex> ts = *GenTokens(g.n(), 8);
  const std::vector<Vertex> perm = *testing::GenPermutation(static_cast<Vertex>(ts.size()));
  std::vector<Vertex> moved(ts.size());
  for (std::size_t i = 0; i < ts.size(); ++i) moved[perm[i]] = ts[i];
  const GeosumAnswer a = SolveGeosum(g, ts), b = SolveGeosum(g, moved);
  RC_ASSERT(a.sum == b.sum);
  for (std::size_t i = 0; i < ts.size(); ++i) RC_ASSERT(b.values[perm[i]] == a.values[i]);
}

RC_GTEST_PROP(GeosumRelation, TwoTokensOnOneStartAreASecondPlayerWin, ()) {
  // The second player copies every move on the other token's copy of the game.
  const Graph g = *GenGraph(1, 5, 6);
  const Vertex s = *rc::gen::inRange<Vertex>(0, g.n());
  RC_ASSERT(oracle::GeosumByTupleSearch(g, {s, s}).sum == SumResult::kSecond);
  const Graph big = *GenGraph(1, 16, 40);
  const Vertex t = *rc::gen::inRange<Vertex>(0, big.n());
  RC_ASSERT(SolveGeosum(big, {t, t}).sum == SumResult::kSecond);
}

// ---- the verifier ------------------------------------------------------------------------

TEST(GeosumVerify, AcceptsTheAnswersAndRejectsAFlippedWinner) {
  int rejected_shift = 0;
  testing::ForEachSmallGraph(3, 3, [&](const Graph& g) {
    testing::ForEachTokenMultiset(g.n(), 2, [&](const std::vector<Vertex>& ts) {
      const GeosumAnswer a = SolveGeosum(g, ts);
      ASSERT_EQ(oracle::VerifyGeosum(g, ts, a), "") << g;
      GeosumAnswer flipped = a;
      flipped.sum = a.sum == SumResult::kFirst ? SumResult::kSecond : SumResult::kFirst;
      ASSERT_NE(oracle::VerifyGeosum(g, ts, flipped), "") << g;
      if (ts.empty()) return;
      GeosumAnswer up = a;
      ++up.values[0];
      rejected_shift += oracle::VerifyGeosum(g, ts, up) != "";
    });
  });
  EXPECT_GT(rejected_shift, 1000);  // necessary conditions only: not every wrong value
}

RC_GTEST_PROP(GeosumProp, VerifierAcceptsTheSolverOnRandomSums, ()) {
  const Graph g = *GenGraph(1, 16, 40);
  const std::vector<Vertex> ts = *GenTokens(g.n(), 6);
  RC_ASSERT(oracle::VerifyGeosum(g, ts, SolveGeosum(g, ts)) == "");
}

TEST(GeosumVerify, EachConditionNamesItsReason) {
  const Graph g = Make(3, {{0, 1}, {0, 2}, {2, 1}});  // values 2 (on 0), 0 (on 1), 1 (on 2)
  EXPECT_NE(oracle::VerifyGeosum(g, {0}, Answer({2, 0}, true)).find("for 1 tokens"),
            std::string::npos);
  EXPECT_NE(oracle::VerifyGeosum(g, {0, 2}, Answer({2, 1}, false)).find("XOR"),
            std::string::npos);
  EXPECT_NE(oracle::VerifyGeosum(g, {2, 2}, Answer({1, 0}, true)).find("same game"),
            std::string::npos);
  EXPECT_NE(oracle::VerifyGeosum(g, {1}, Answer({1}, true)).find("at most 0"), std::string::npos);
  // 2 -> 1 ends where no move is left: value 1, not 0.
  EXPECT_NE(oracle::VerifyGeosum(g, {2}, Answer({0}, false)).find("mex{0} = 1"),
            std::string::npos);
  // 0 <-> 1: the way back to the start is no move, so 1 is a dead end for a token from 0.
  EXPECT_NE(oracle::VerifyGeosum(Make(2, {{0, 1}, {1, 0}}), {0}, Answer({0}, false))
                .find("mex{0} = 1"),
            std::string::npos);
  EXPECT_EQ(oracle::VerifyGeosum(g, {0, 2, 1}, Answer({2, 1, 0}, true)), "");
}

// ---- the explainer -------------------------------------------------------------------------

TEST(GeosumExplain, NamesATokensMovesTheXorAndAWinningMove) {
  const Instance x = ReadInstance(InputKind::kGraphTokens, "3 3  0 1 0 2 2 1  2  0 2\n");
  const Output want{0, "2 1\nfirst\n"};
  const std::string value = ExplainGeosum(x, want, 1, 0);
  EXPECT_NE(value.find("0 -> 1 then has value 0"), std::string::npos) << value;
  EXPECT_NE(value.find("0 -> 2 then has value 1"), std::string::npos) << value;
  EXPECT_NE(value.find("mex{0, 1} = 2"), std::string::npos) << value;
  const std::string winner = ExplainGeosum(x, want, 2, -1);
  EXPECT_NE(winner.find("2 xor 1 = 3"), std::string::npos) << winner;
  EXPECT_NE(winner.find("token 0 from 0 to 2"), std::string::npos) << winner;
  // The way back to a token's start is no move.
  const Instance back = ReadInstance(InputKind::kGraphTokens, "2 2  0 1 1 0  1  1\n");
  EXPECT_NE(ExplainGeosum(back, {0, "1\nfirst\n"}, 1, 1).find("1 -> 0 then has value 0"),
            std::string::npos);
  const Instance none = ReadInstance(InputKind::kGraphTokens, "2 2  0 1 1 0  0\n");
  EXPECT_NE(ExplainGeosum(none, {0, "\nsecond\n"}, 2, -1).find("no token"), std::string::npos);
  const Instance big = ReadInstance(InputKind::kGraphTokens, "65 0  0\n");
  EXPECT_NE(ExplainGeosum(big, {2, ""}, 0, -1).find("beyond the solver's limit of 64"),
            std::string::npos);
}

// ---- the mutants ---------------------------------------------------------------------------

TEST(GeosumMutants, EachIsWrongOnASmallInputFoundBySearch) {
  ASSERT_EQ(Row().mutants.size(), 6u);
  for (const KnownMutant& m : Row().mutants) {
    // An 8-bit token count is right on fewer than 256 tokens: its witness is the family's.
    if (m.name == "sum-count8") continue;
    std::string smallest;
    std::uint64_t best = ~std::uint64_t{0};
    testing::ForEachSmallGraph(3, 3, [&](const Graph& g) {
      testing::ForEachTokenMultiset(g.n(), 2, [&](const std::vector<Vertex>& ts) {
        const Instance x{g, {}, ts, 0};
        std::string out;
        const int status = m.solve(x, &out);
        const std::string want = FormatAnswer(oracle::GeosumByTupleSearch(g, ts));
        const std::uint64_t size = (g.m() * 4 + ts.size()) * 4 + g.n();
        if ((status != 0 || out != want) && size < best)
          best = size, smallest = WriteInstance(InputKind::kGraphTokens, x) + "  expected " +
                                  want + "  got " + out;
      });
    });
    ASSERT_FALSE(smallest.empty()) << m.name << " is right on every tiny input";
    std::replace(smallest.begin(), smallest.end(), '\n', ' ');
    std::cout << m.name << ": smallest killing input: " << smallest << "\n";
  }
}

}  // namespace
}  // namespace gc
