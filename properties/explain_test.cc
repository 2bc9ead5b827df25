// properties/explain_test.cc — the "why:" sentences of each row's explain (harness/problems/<problem>/explain.cc) name the right
// facts on the worked examples of formats.md and the seeds. Every expected fact is read
// off the spec or seed text (or worked by hand from a seed's definition, shown in the
// comment), never from a run of the explainers.
#include "harness/problems/problem.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

namespace gc {
namespace {

// A row's explain, through the table as the reports call it.
std::string Explain(std::string_view problem, const Instance& x, const Output& expected, int line,
                    std::int64_t vertex) {
  return FindProblem(problem)->explain(x, expected, line, vertex);
}


// Whether every fact occurs in the sentence; the sentence is printed when one is missing.
testing::AssertionResult Names(const std::string& sentence,
                               std::initializer_list<std::string_view> facts) {
  for (std::string_view f : facts)
    if (sentence.find(f) == std::string::npos)
      return testing::AssertionFailure() << "\"" << f << "\" missing from: " << sentence;
  return testing::AssertionSuccess() << sentence;
}

testing::AssertionResult Omits(const std::string& sentence, std::string_view fact) {
  if (sentence.find(fact) == std::string::npos) return testing::AssertionSuccess();
  return testing::AssertionFailure() << "\"" << fact << "\" should not be in: " << sentence;
}

Instance Read(InputKind kind, std::string_view text) { return ReadInstance(kind, text); }

// formats.md (outcome, lengths): 0->1, 1->2, 2->1, 2->3, 4->0, 4->5, 6->6.
constexpr std::string_view kSeven = "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n";

TEST(ExplainOutcome, FormatsExampleNamesTheDecidingMoves) {
  const Instance x = Read(InputKind::kGraph, kSeven);
  const Output e{0, "WLWLWLD\n"};
  EXPECT_TRUE(Names(Explain("outcome", x, e, 1, 0), {"vertex 0 is W", "vertex 1 (L)"}));
  EXPECT_TRUE(Names(Explain("outcome", x, e, 1, 1), {"vertex 1 is L", "vertex 2 (W)"}));
  EXPECT_TRUE(Names(Explain("outcome", x, e, 1, 3), {"vertex 3 is L", "no move"}));
  EXPECT_TRUE(Names(Explain("outcome", x, e, 1, 6), {"vertex 6 is D", "vertex 6 (D)"}));
  EXPECT_EQ(Explain("outcome", x, e, 2, 0), "");   // outcome has one line
  EXPECT_EQ(Explain("outcome", x, e, 1, 7), "");   // no vertex 7
  EXPECT_EQ(Explain("outcome", x, e, 1, -1), "");  // not a per-vertex difference
}

TEST(ExplainLengths, LineTwoIsOnePlusTheDecidingSuccessorsLength) {
  // formats.md: WLWLWLD with lengths 3 2 1 0 1 0 -1.
  const Instance x = Read(InputKind::kGraph, kSeven);
  const Output e{0, "WLWLWLD\n3 2 1 0 1 0 -1\n"};
  EXPECT_TRUE(Names(Explain("lengths", x, e, 1, 1), {"vertex 1 is L", "vertex 2 (W)"}));
  // W: 0's only L successor is 1, of length 2.
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 0), {"vertex 1", "1 + 2 = 3", "smallest"}));
  // W: 2's L successors are 1 (length 2) and 3 (length 0); the fastest is 3.
  const std::string two = Explain("lengths", x, e, 2, 2);
  EXPECT_TRUE(Names(two, {"vertex 3", "1 + 0 = 1"}));
  EXPECT_TRUE(Omits(two, "vertex 1 "));
  // L: 1's only move is to W vertex 2, of length 1.
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 1), {"vertex 2", "1 + 1 = 2", "largest"}));
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 5), {"length 0", "no move"}));
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 6), {"vertex 6 is D", "-1"}));
}

TEST(ExplainLengths, LoserStallsOverRepeatedEdges) {
  // seed 000 practice 3: 0 -> 1 twice, 1 -> 2; LWL with lengths 2 1 0.
  const Instance x = Read(InputKind::kGraph, "3 3  0 1 0 1 1 2\n");
  const Output e{0, "LWL\n2 1 0\n"};
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 0), {"vertex 0 is L", "vertex 1", "1 + 1 = 2"}));
  EXPECT_TRUE(Names(Explain("lengths", x, e, 2, 1), {"vertex 2", "1 + 0 = 1"}));
}

// seed 000's worked DAG: 0->1, 0->2, 1->3, 2->3, 2->4, 4->5; values 0 1 2 0 1 0.
constexpr std::string_view kDag = "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n";

TEST(ExplainGrundy, ValueIsTheMexOfTheFollowersValues) {
  const Instance x = Read(InputKind::kGraphTokens, kDag);
  const Output e{0, "0 1 2 0 1 0\nfirst\n"};
  // seed 000: "2 has successors 3 and 4. Values {0, 1}, mex is 2."
  EXPECT_TRUE(Names(Explain("grundy", x, e, 1, 2), {"vertex 2", "{0, 1}", "mex{0, 1} = 2"}));
  // "0 has successors 1 and 2. Values {1, 2}, mex is 0."
  EXPECT_TRUE(Names(Explain("grundy", x, e, 1, 0), {"{1, 2}", "mex{1, 2} = 0"}));
  // "3 is a sink. g(3) = 0."
  EXPECT_TRUE(Names(Explain("grundy", x, e, 1, 3), {"vertex 3", "no move", "mex{} = 0"}));
}

// A value past 255 (vertex i moving to every lower one has value i): the set of 256
// values is shown by its ends, and the run of three stays whole.
TEST(ExplainGrundy, ALongRunOfValuesIsShownByItsEnds) {
  std::string text = "257 32896\n";
  std::string values;
  for (int v = 0; v < 257; ++v) {
    for (int w = 0; w < v; ++w) text += std::to_string(v) + " " + std::to_string(w) + "\n";
    values += (v ? " " : "") + std::to_string(v);
  }
  const Instance x = Read(InputKind::kGraphTokens, text + "0\n");
  const std::string why = Explain("grundy", x, {0, values + "\nsecond\n"}, 1, 256);
  EXPECT_TRUE(Names(why, {"vertex 256", "mex{0, 1, ..., 255} = 256"}));
  EXPECT_LT(why.size(), 300u) << why;
  EXPECT_TRUE(Names(Explain("grundy", x, {0, values + "\nsecond\n"}, 1, 3), {"mex{0, 1, 2} = 3"}));
}

TEST(ExplainGrundy, SumLineIsTheXorOfTheTokens) {
  // seed 000: tokens 0 and 2 have values 0 and 2, XOR 2: first. Tokens 1 and 4: 1 ^ 1 = 0.
  const Output e{0, "0 1 2 0 1 0\nfirst\n"};
  EXPECT_TRUE(Names(Explain("grundy", Read(InputKind::kGraphTokens, kDag), e, 2, -1),
                    {"0, 2", "XOR is 2", "first"}));
  const Instance y = Read(InputKind::kGraphTokens, "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  1 4\n");
  EXPECT_TRUE(Names(Explain("grundy", y, {0, "0 1 2 0 1 0\nsecond\n"}, 2, -1),
                    {"1, 4", "1, 1", "XOR is 0", "second"}));
}

TEST(ExplainGrundy, CycleIsNamed) {
  // formats.md cycle rule: the two-cycle and the self-loop.
  const Output cycle{1, "graph has a cycle\n"};
  EXPECT_TRUE(
      Names(Explain("grundy", Read(InputKind::kGraphTokens, "2 2  0 1 1 0  1  0\n"), cycle, 0, -1),
            {"0 -> 1 -> 0", "status 1"}));
  EXPECT_TRUE(Names(Explain("grundy", Read(InputKind::kGraphTokens, "1 1  0 0  0\n"), cycle, 1, -1),
                    {"self-loop", "0 -> 0"}));
  // A cycle behind a path: 0 -> 1 -> 2 -> 3 -> 1; the cycle is 1, 2, 3 (not 0).
  EXPECT_TRUE(
      Names(Explain("grundy", Read(InputKind::kGraphTokens, "4 4  0 1 1 2 2 3 3 1  0\n"), cycle, 0, -1),
            {"1 -> 2 -> 3 -> 1"}));
  EXPECT_TRUE(
      Names(Explain("grundy", Read(InputKind::kGraphTokens, kDag), {0, "0 1 2 0 1 0\nfirst\n"}, 0, -1),
            {"no cycle", "status 0"}));
}

TEST(ExplainLoopy, InfiniteValueOnTheTwoCycle) {
  // formats.md: 0 <-> 1 is inf{} inf{}, and one token on 0 is a draw. Worked from seed 002:
  // K = {} (no finite follower), so a finite value would be mex{} = 0, and the infinite
  // follower 1 has no follower of value 0 (its only follower is 0 itself, infinite).
  const Instance x = Read(InputKind::kGraphTokens, "2 2  0 1 1 0  1  0\n");
  const Output e{0, "inf{} inf{}\ndraw\n"};
  EXPECT_TRUE(Names(Explain("loopy", x, e, 1, 0), {"vertex 0 is inf{}", "no finite follower",
                                               "infinite follower 1", "no follower of value 0"}));
  // Sum rule: exactly one infinite part inf{}, the others XOR to 0, and 0 is not in {}.
  EXPECT_TRUE(
      Names(Explain("loopy", x, e, 2, -1), {"only infinite part", "XOR to 0", "not in K", "draw"}));
}

TEST(ExplainLoopy, DagValuesAreMexes) {
  // rows_grundy: on a DAG the loopy values are the Grundy values, 0 1 2 0 1 0, first.
  const Instance x = Read(InputKind::kGraphTokens, kDag);
  const Output e{0, "0 1 2 0 1 0\nfirst\n"};
  EXPECT_TRUE(Names(Explain("loopy", x, e, 1, 2),
                    {"vertex 2 has value 2", "{0, 1}", "mex{0, 1} = 2", "no infinite follower"}));
  EXPECT_TRUE(Names(Explain("loopy", x, e, 2, -1), {"finite", "XOR is 2", "first"}));
}

// Worked by hand from seed 002's definition: 0 -> 1, 0 -> 4, 1 -> 2, 2 -> 1, 1 -> 3, 3 -> 4.
// 4 is a sink (0), 3 -> 4 only (1). 1 <-> 2 is a cycle: 2's only follower is 1, which has no
// follower of value 0 (its followers are 2 and 3, of value 1), so 2 is inf{}; 1 has the
// finite follower 3 (value 1), mex 0, blocked by 2: inf{1}. 0 has the finite follower 4
// (value 0), mex 1, and its infinite follower 1 can be answered by 1 -> 3 (value 1): 0 is 1.
constexpr std::string_view kLoopyGraph = "5 6  0 1 0 4 1 2 2 1 1 3 3 4\n";
constexpr std::string_view kLoopyValues = "1 inf{1} inf{} 1 0\n";

TEST(ExplainLoopy, FiniteValueReversesItsInfiniteFollower) {
  const Instance x = Read(InputKind::kGraphTokens, std::string(kLoopyGraph) + "1  0\n");
  const Output e{0, std::string(kLoopyValues) + "first\n"};
  EXPECT_TRUE(
      Names(Explain("loopy", x, e, 1, 0), {"vertex 0 has value 1", "{0}", "mex{0} = 1", "1 -> 3"}));
  EXPECT_TRUE(
      Names(Explain("loopy", x, e, 1, 1), {"vertex 1 is inf{1}", "mex{1} = 0", "infinite follower 2"}));
}

TEST(ExplainLoopy, SumRuleWithInfiniteParts) {
  // Sum rule of seed 002 on the values above. Tokens 1 (inf{1}) and 3 (value 1): x = 1 is in
  // K = {1}, so first. Tokens 1 and 2: two infinite parts, draw.
  const Instance one = Read(InputKind::kGraphTokens, std::string(kLoopyGraph) + "2  1 3\n");
  EXPECT_TRUE(Names(Explain("loopy", one, {0, std::string(kLoopyValues) + "first\n"}, 2, -1),
                    {"token on 1", "inf{1}", "XOR to 1", "in K", "first"}));
  const Instance two = Read(InputKind::kGraphTokens, std::string(kLoopyGraph) + "2  1 2\n");
  EXPECT_TRUE(Names(Explain("loopy", two, {0, std::string(kLoopyValues) + "draw\n"}, 2, -1),
                    {"1 and 2", "infinite", "draw"}));
}

TEST(ExplainGeography, FormatsExampleWinningMoveAndMex) {
  // formats.md: first, value 1. By hand (seed 004's recursion): the start's options are 1,
  // worth 0 (1 -> 3 -> 4 is forced), and 2, worth 2 (options 3 worth 1 and 4 worth 0).
  const Instance x = Read(InputKind::kGraphStart, "5 6  0 1 0 2 1 3 2 3 3 4 2 4  0\n");
  const Output e{0, "first\n1\n"};
  EXPECT_TRUE(Names(Explain("geography", x, e, 1, -1), {"moving 0 -> 1", "value 0"}));
  EXPECT_TRUE(
      Names(Explain("geography", x, e, 2, -1), {"1 (value 0)", "2 (value 2)", "mex{0, 2} = 1"}));
}

TEST(ExplainGeography, SecondPlayerAnswersEveryFirstMove) {
  // rows_geography, worked from the rules: a path 0 -> 1 -> 2, second, value 0.
  const Instance x = Read(InputKind::kGraphStart, "3 2  0 1 1 2  0\n");
  const Output e{0, "second\n0\n"};
  EXPECT_TRUE(Names(Explain("geography", x, e, 1, -1), {"second wins", "0 -> 1 by 1 -> 2"}));
  EXPECT_TRUE(Names(Explain("geography", x, e, 2, -1), {"1 (value 1)", "mex{1} = 0"}));
  // A start with no move at all (seed 004: a player with no move loses).
  const Instance lone = Read(InputKind::kGraphStart, "1 0  0\n");
  EXPECT_TRUE(Names(Explain("geography", lone, e, 1, -1), {"no move", "loses"}));
}

TEST(ExplainGeography, SelfLoopIsNoMove) {
  // formats.md loops and repeats: 0 -> 0, 0 -> 1 twice, start 0: first, value 1.
  const Instance x = Read(InputKind::kGraphStart, "2 3  0 0 0 1 0 1  0\n");
  const std::string s = Explain("geography", x, {0, "first\n1\n"}, 2, -1);
  EXPECT_TRUE(Names(s, {"1 (value 0)", "mex{0} = 1"}));
  EXPECT_TRUE(Omits(s, "0 (value"));
}

TEST(ExplainGeography, ExitStatusBeyondTheLimit) {
  // formats.md: geography takes at most 64 vertices (harness max_n); 65 is exit status 2.
  const Instance x = Read(InputKind::kGraphStart, "65 0  0\n");
  EXPECT_TRUE(Names(Explain("geography", x, {2, ""}, 0, -1), {"n = 65", "64", "status 2"}));
}

TEST(ExplainUndirected, PathOfFiveByMatchings) {
  // formats.md: the path 0-1-2-3-4 is LWLWL. seed 004: nu(G) = 2; G - 1 is {0} and the
  // path 2-3-4, nu = 1. The only maximum matching missing 0 is {1-2, 3-4}; missing 2,
  // {0-1, 3-4}.
  const Instance x = Read(InputKind::kGraph, "5 4  0 1 1 2 2 3 3 4\n");
  const Output e{0, "LWLWL\n"};
  EXPECT_TRUE(Names(Explain("undirected", x, e, 1, 0), {"{1-2, 3-4}", "misses vertex 0"}));
  EXPECT_TRUE(Names(Explain("undirected", x, e, 1, 2), {"{0-1, 3-4}", "misses vertex 2"}));
  EXPECT_TRUE(Names(Explain("undirected", x, e, 1, 1),
                    {"every maximum matching covers vertex 1", "nu(G) = 2", "nu(G - 1) = 1"}));
}

TEST(ExplainUndirected, StarAndIsolatedVertex) {
  // seed 004: the star of five is WLLLL; the centre is in every maximum matching (one edge).
  const Instance star = Read(InputKind::kGraph, "5 4  0 1 0 2 0 3 0 4\n");
  const Output e{0, "WLLLL\n"};
  EXPECT_TRUE(Names(Explain("undirected", star, e, 1, 0), {"nu(G) = 1", "nu(G - 0) = 0"}));
  EXPECT_TRUE(Names(Explain("undirected", star, e, 1, 3), {"{0-", "misses vertex 3"}));
  // A lone vertex: no move, so L; the empty matching is maximum and misses it.
  const Instance lone = Read(InputKind::kGraph, "1 1  0 0\n");
  EXPECT_TRUE(Names(Explain("undirected", lone, {0, "L\n"}, 1, 0), {"{}", "cannot move"}));
}

TEST(ExplainPartizan, FormatsExampleBothLines) {
  // formats.md: Left moves 0 -> 1, 1 -> 2; Right moves 1 -> 0. DWL with Left to move,
  // LDL with Right to move.
  const Instance x = Read(InputKind::kPartizan, "3  2  0 1 1 2  1  1 0\n");
  const Output e{0, "DWL\nLDL\n"};
  EXPECT_TRUE(Names(Explain("partizan", x, e, 1, 1), {"Left moves 1 -> 2", "Right, to move, loses"}));
  EXPECT_TRUE(Names(Explain("partizan", x, e, 1, 0), {"0 -> 1 is a draw", "Right to move"}));
  EXPECT_TRUE(Names(Explain("partizan", x, e, 1, 2), {"Left to move at vertex 2", "no move"}));
  EXPECT_TRUE(Names(Explain("partizan", x, e, 2, 0), {"Right to move at vertex 0", "no move"}));
  EXPECT_TRUE(Names(Explain("partizan", x, e, 2, 1), {"1 -> 0 is a draw", "Left to move"}));
}

TEST(ExplainPartizan, LossWhenEveryMoveReachesAWin) {
  // formats.md same moves: both lines are outcome's LWL for 0 -> 1 twice, 1 -> 2.
  const Instance x = Read(InputKind::kPartizan, "3  3  0 1 0 1 1 2  3  0 1 0 1 1 2\n");
  const Output e{0, "LWL\nLWL\n"};
  EXPECT_TRUE(
      Names(Explain("partizan", x, e, 2, 0), {"every move of Right", "Left wins", "0 -> 1 (W)"}));
}

}  // namespace
}  // namespace gc
