// properties/oracles_alone_test.cc — the oracles and certificate verifiers, linked without
// the fast solvers. This program links every object of gamecheck_oracles (whole archive),
// gamecheck_core and GoogleTest, nothing else (properties/CMakeLists.txt): an oracle that
// calls a solver fails to link here, and one that includes a solver header fails to
// compile (GAMECHECK_NO_SOLVERS). So the oracle-vs-solver properties compare two codes.
// The expected outputs are the worked examples of shared/spec/formats.md and the seeds, or
// worked by hand from a seed's rules where a comment says so, never produced by the code
// under test. Each verifier accepts the expected answers and rejects perturbed ones.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "impl/text_io.h"
#include "oracles/geography/geography_search.h"
#include "oracles/grundy/grundy_mex.h"
#include "oracles/grundy/grundy_verify.h"
#include "oracles/lengths/lengths_bounded_horizon.h"
#include "oracles/loopy/loopy_product.h"
#include "oracles/loopy/loopy_verify.h"
#include "oracles/outcome/outcome_fixpoint.h"
#include "oracles/outcome/outcome_verify.h"
#include "oracles/partizan/partizan_fixpoint.h"
#include "oracles/undirected/undirected_game_search.h"
#include "oracles/undirected/undirected_matchings.h"
#include "oracles/undirected/undirected_verify.h"

#ifndef GAMECHECK_NO_SOLVERS
#error "build this test with GAMECHECK_NO_SOLVERS, as properties/CMakeLists.txt does"
#endif

namespace gc {
namespace {

using oracle::FirstWinsByGameSearch;
using oracle::GeographySearch;
using oracle::GrundyByMex;
using oracle::HasCycle;
using oracle::LengthsBoundedHorizon;
using oracle::LoopyByProduct;
using oracle::LoopySumByProduct;
using oracle::LoopyValuesByNimSums;
using oracle::OutcomeFixpoint;
using oracle::PartizanFixpoint;
using oracle::UndirectedGameSearch;
using oracle::UndirectedMatchings;
using oracle::VerifyGrundy;
using oracle::VerifyLengths;
using oracle::VerifyLoopy;
using oracle::VerifyOutcome;
using oracle::VerifyUndirected;

struct Case {
  const char* source;
  const char* input;
  const char* output;
};

// A verifier's verdict on a wrong answer: non-empty, and naming `what` when given.
void ExpectRejected(const std::string& why, std::string_view what = "") {
  EXPECT_NE(why, "") << "a wrong answer was accepted";
  if (!what.empty()) {
    EXPECT_NE(why.find(what), std::string::npos) << why;
  }
}

// ---- outcome: W / L / D (seed 000) ----

const std::vector<Case> kOutcome = {
    {"formats.md", "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6", "WLWLWLD\n"},
    {"formats.md", "2 2  0 1 1 0", "DD\n"},
    {"formats.md multi-edge", "3 3  0 1 0 1 1 2", "LWL\n"},
    {"seed 000 practice 1", "3 3  0 1 1 0 1 2", "LWL\n"},
    {"seed 000 practice 2", "3 3  0 1 1 2 2 0", "DDD\n"},
    {"formats.md n = 0", "0 0", "\n"},
};

TEST(Outcome, FixpointPrintsEveryExample) {
  for (const Case& c : kOutcome) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(FormatAnswer(OutcomeFixpoint(x.g)), c.output) << c.source << ": " << c.input;
  }
}

TEST(Outcome, VerifierAcceptsEveryExample) {
  for (const Case& c : kOutcome) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(VerifyOutcome(x.g, ParseOutcomeAnswer(c.output, x.g.n())), "") << c.source;
  }
}

TEST(Outcome, VerifierRejectsPerturbedLabels) {
  Instance seven = ReadInstance(InputKind::kGraph, "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6");
  ExpectRejected(VerifyOutcome(seven.g, {"WLWWWLD"}), "vertex 3");  // a sink is L
  ExpectRejected(VerifyOutcome(seven.g, {"WLWLWLL"}), "vertex 6");  // 6 -> 6 only: a draw
  ExpectRejected(VerifyOutcome(seven.g, {"WLWLDLD"}), "vertex 4");  // 4 -> 5 (L): a win
  ExpectRejected(VerifyOutcome(seven.g, {"WLWLWL"}));               // one letter short
  // Seed 000's multi-edge bug printed DWL: vertex 0's two moves both lead to W.
  Instance multi = ReadInstance(InputKind::kGraph, "3 3  0 1 0 1 1 2");
  ExpectRejected(VerifyOutcome(multi.g, {"DWL"}), "vertex 0");
  // Labels alone are checked locally (oracles/outcome/outcome_verify.h): W, L on the two-cycle
  // passes; with lengths it cannot (L at 1 needs len(1) = 1 + len(0) = len(1) + 2).
  Instance two = ReadInstance(InputKind::kGraph, "2 2  0 1 1 0");
  EXPECT_EQ(VerifyOutcome(two.g, {"WL"}), "");
  ExpectRejected(VerifyLengths(two.g, {"WL", {1, 0}}));
}

// ---- lengths: the winner hurries, the loser stalls (seed 002) ----

const std::vector<Case> kLengths = {
    {"formats.md", "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6", "WLWLWLD\n3 2 1 0 1 0 -1\n"},
    // Seed 000 practice 3 gives LWL; lengths by hand: 2 is a sink (0), 1 moves to it (1),
    // 0's only moves go to 1 (1 + 1 = 2).
    {"seed 000 practice 3", "3 3  0 1 0 1 1 2", "LWL\n2 1 0\n"},
    {"formats.md n = 0", "0 0", "\n\n"},
};

TEST(Lengths, BoundedHorizonPrintsEveryExample) {
  for (const Case& c : kLengths) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(FormatAnswer(LengthsBoundedHorizon(x.g)), c.output) << c.source << ": " << c.input;
  }
}

TEST(Lengths, VerifierAcceptsEveryExample) {
  for (const Case& c : kLengths) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(VerifyLengths(x.g, ParseLengthsAnswer(c.output, x.g.n())), "") << c.source;
  }
}

TEST(Lengths, VerifierRejectsPerturbedLengths) {
  Instance x = ReadInstance(InputKind::kGraph, "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6");
  auto with = [&](std::string_view text) { return ParseLengthsAnswer(text, x.g.n()); };
  ExpectRejected(VerifyLengths(x.g, with("WLWLWLD\n5 2 1 0 1 0 -1\n")), "vertex 0");
  ExpectRejected(VerifyLengths(x.g, with("WLWLWLD\n3 2 1 1 1 0 -1\n")));  // 3 is a sink: 0
  ExpectRejected(VerifyLengths(x.g, with("WLWLWLD\n3 2 1 0 1 0 0\n")), "vertex 6");
  // The loser stalls: 0 -> 1 twice and 1 -> 2 make 0 an L of length 2, not 0.
  Instance multi = ReadInstance(InputKind::kGraph, "3 3  0 1 0 1 1 2");
  ExpectRejected(VerifyLengths(multi.g, ParseLengthsAnswer("LWL\n0 1 0\n", 3)), "vertex 0");
}

// ---- grundy: mex values of a DAG and sums of tokens (seed 000) ----

const std::vector<Case> kGrundy = {
    {"formats.md", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2", "0 1 2 0 1 0\nfirst\n"},
    {"seed 000 sums of tokens", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  1 4", "0 1 2 0 1 0\nsecond\n"},
    {"formats.md cycle rule", "2 2  0 1 1 0  1  0", "graph has a cycle\n"},
    {"formats.md cycle rule, self-loop", "1 1  0 0  0", "graph has a cycle\n"},
    {"formats.md n = 0", "0 0  0", "\nsecond\n"},
};

TEST(Grundy, MexPrintsEveryExample) {
  for (const Case& c : kGrundy) {
    Instance x = ReadInstance(InputKind::kGraphTokens, c.input);
    EXPECT_EQ(FormatAnswer(GrundyByMex(x.g, x.tokens)), c.output) << c.source << ": " << c.input;
  }
}

TEST(Grundy, SumBySearchMatchesSeed000) {
  Instance x = ReadInstance(InputKind::kGraphTokens, "6 6  0 1 0 2 1 3 2 3 2 4 4 5  0");
  auto first = [&](std::vector<Vertex> tokens) { return FirstWinsByGameSearch(x.g, tokens); };
  EXPECT_TRUE(first({0, 2}));   // values 0 and 2: XOR 2, move 2 -> 3
  EXPECT_FALSE(first({1, 4}));  // values 1 and 1: XOR 0
  EXPECT_TRUE(first({2}));
  EXPECT_FALSE(first({3}));     // a sink
  EXPECT_FALSE(first({}));      // no token: no move
  EXPECT_FALSE(first({2, 2}));  // two equal heaps
}

TEST(Grundy, HasCycleOnTheExamples) {
  EXPECT_FALSE(HasCycle(ReadInstance(InputKind::kGraph, "6 6  0 1 0 2 1 3 2 3 2 4 4 5").g));
  EXPECT_TRUE(HasCycle(ReadInstance(InputKind::kGraph, "2 2  0 1 1 0").g));
  EXPECT_TRUE(HasCycle(ReadInstance(InputKind::kGraph, "1 1  0 0").g));
  EXPECT_TRUE(HasCycle(ReadInstance(InputKind::kGraph, "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6").g));
  EXPECT_FALSE(HasCycle(ReadInstance(InputKind::kGraph, "3 3  0 1 0 1 1 2").g));
}

TEST(Grundy, VerifierAcceptsEveryExample) {
  for (const Case& c : kGrundy) {
    Instance x = ReadInstance(InputKind::kGraphTokens, c.input);
    EXPECT_EQ(VerifyGrundy(x.g, x.tokens, ParseGrundyAnswer(c.output, x.g.n())), "") << c.source;
  }
}

TEST(Grundy, VerifierRejectsPerturbedAnswers) {
  Instance x = ReadInstance(InputKind::kGraphTokens, "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2");
  auto with = [&](std::string_view text) { return ParseGrundyAnswer(text, x.g.n()); };
  ExpectRejected(VerifyGrundy(x.g, x.tokens, with("0 1 1 0 1 0\nfirst\n")), "vertex 2");
  ExpectRejected(VerifyGrundy(x.g, x.tokens, with("0 1 2 0 1 0\nsecond\n")));
  ExpectRejected(VerifyGrundy(x.g, x.tokens, with("graph has a cycle\n")));
  // On the two-cycle the mex rule alone holds for values 1, 0 (oracles/grundy/grundy_verify.h).
  Instance two = ReadInstance(InputKind::kGraphTokens, "2 2  0 1 1 0  1  0");
  ExpectRejected(VerifyGrundy(two.g, two.tokens, ParseGrundyAnswer("1 0\nfirst\n", 2)));
}

// ---- loopy: generalized Sprague-Grundy values and the sum rule (seed 002) ----

const std::vector<Case> kLoopy = {
    {"formats.md", "2 2  0 1 1 0  1  0", "inf{} inf{}\ndraw\n"},
    // On a DAG the values are the Grundy values, so seed 000's worked example holds.
    {"seed 000 DAG, tokens 0 and 2", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2", "0 1 2 0 1 0\nfirst\n"},
    {"seed 000 DAG, tokens 1 and 4", "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  1 4",
     "0 1 2 0 1 0\nsecond\n"},
    // By hand from seed 002's definition: 1 is a sink (0); 0 has a follower of value 0, so
    // not 0, and its follower 0 (itself, infinite) has no follower of value 1, so not 1:
    // inf with K = {0}. Sum rule: one infinite part, x = 0 in K: first; two: draw.
    {"seed 002 rules, self-loop with an exit", "2 2  0 0 0 1  1  0", "inf{0} 0\nfirst\n"},
    {"seed 002 rules, self-loop with an exit", "2 2  0 0 0 1  2  0 1", "inf{0} 0\nfirst\n"},
    {"seed 002 rules, self-loop with an exit", "2 2  0 0 0 1  2  0 0", "inf{0} 0\ndraw\n"},
    {"formats.md n = 0", "0 0  0", "\nsecond\n"},
};

TEST(Loopy, ProductPrintsEveryExample) {
  for (const Case& c : kLoopy) {
    Instance x = ReadInstance(InputKind::kGraphTokens, c.input);
    EXPECT_EQ(FormatAnswer(LoopyByProduct(x.g, x.tokens)), c.output) << c.source << ": " << c.input;
    LoopyAnswer want = ParseLoopyAnswer(c.output, x.g.n());
    EXPECT_EQ(LoopySumByProduct(x.g, x.tokens), want.sum) << c.source << ": " << c.input;
    EXPECT_EQ(LoopyValuesByNimSums(x.g), want.values) << c.source << ": " << c.input;
  }
}

TEST(Loopy, VerifierAcceptsEveryExample) {
  for (const Case& c : kLoopy) {
    Instance x = ReadInstance(InputKind::kGraphTokens, c.input);
    EXPECT_EQ(VerifyLoopy(x.g, x.tokens, ParseLoopyAnswer(c.output, x.g.n())), "") << c.source;
  }
}

TEST(Loopy, VerifierRejectsPerturbedAnswers) {
  Instance two = ReadInstance(InputKind::kGraphTokens, "2 2  0 1 1 0  1  0");
  auto on_two = [&](std::string_view text) {
    return VerifyLoopy(two.g, two.tokens, ParseLoopyAnswer(text, 2));
  };
  ExpectRejected(on_two("inf{} inf{}\nfirst\n"));
  ExpectRejected(on_two("inf{0} inf{}\ndraw\n"), "vertex 0");
  // Passes Smith's local conditions but has no counter function (oracles/loopy/loopy_verify.h).
  ExpectRejected(on_two("1 0\nfirst\n"));
  Instance dag = ReadInstance(InputKind::kGraphTokens, "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2");
  ExpectRejected(VerifyLoopy(dag.g, dag.tokens, ParseLoopyAnswer("0 1 1 0 1 0\nfirst\n", 6)),
                 "vertex 2");
  Instance exit = ReadInstance(InputKind::kGraphTokens, "2 2  0 0 0 1  2  0 0");
  ExpectRejected(VerifyLoopy(exit.g, exit.tokens, ParseLoopyAnswer("inf{0} 0\nfirst\n", 2)));
  ExpectRejected(VerifyLoopy(exit.g, exit.tokens, ParseLoopyAnswer("inf{} 0\ndraw\n", 2)),
                 "vertex 0");
}

// ---- geography: directed vertex geography (seed 004) ----

TEST(Geography, SearchPrintsEveryExample) {
  const std::vector<Case> cases = {
      {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  0", "first\n1\n"},
      // By hand from seed 004's recursion: 0 -> 1 -> 2 is a path, G = mex{mex{0}} = 0.
      {"seed 004 rules, a path of three", "3 2  0 1 1 2  0", "second\n0\n"},
      // The start is visited, so its self-loop is no move; the repeated edge is one move.
      {"seed 004 rules, loops and repeats", "2 3  0 0 0 1 0 1  0", "first\n1\n"},
      {"seed 004 rules, a lone vertex", "1 0  0", "second\n0\n"},
  };
  for (const Case& c : cases) {
    Instance x = ReadInstance(InputKind::kGraphStart, c.input);
    EXPECT_EQ(FormatAnswer(GeographySearch(x.g, x.start)), c.output) << c.source << ": " << c.input;
  }
}

// ---- undirected: undirected vertex geography (seed 004) ----

const std::vector<Case> kUndirected = {
    {"formats.md, seed 004 path of five", "5 4  0 1 1 2 2 3 3 4", "LWLWL\n"},
    {"seed 004 path of four", "4 3  0 1 1 2 2 3", "WWWW\n"},
    {"seed 004 star of five", "5 4  0 1 0 2 0 3 0 4", "WLLLL\n"},
    {"seed 004 cycle of four", "4 4  0 1 1 2 2 3 3 0", "WWWW\n"},
    {"seed 004 cycle of five", "5 5  0 1 1 2 2 3 3 4 4 0", "LLLLL\n"},
    // Triangle 0 1 2 with the tail 2 - 3 - 4: only the middle of the tail, 3, wins.
    {"seed 004 kite", "5 5  0 1 1 2 2 0 2 3 3 4", "LLLWL\n"},
    {"seed 004 two triangles joined by an edge", "6 7  0 1 1 2 2 0 3 4 4 5 5 3 2 3",
     "WWWWWW\n"},
    {"formats.md n = 0", "0 0", "\n"},
};

TEST(Undirected, GameSearchPrintsEveryExample) {
  for (const Case& c : kUndirected) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(FormatAnswer(UndirectedGameSearch(x.g)), c.output) << c.source << ": " << c.input;
  }
}

TEST(Undirected, MatchingsPrintsEveryExample) {
  for (const Case& c : kUndirected) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(FormatAnswer(UndirectedMatchings(x.g)), c.output) << c.source << ": " << c.input;
  }
}

TEST(Undirected, VerifierAcceptsEveryExample) {
  for (const Case& c : kUndirected) {
    Instance x = ReadInstance(InputKind::kGraph, c.input);
    EXPECT_EQ(VerifyUndirected(x.g, ParseUndirectedAnswer(c.output, x.g.n())), "") << c.source;
  }
}

TEST(Undirected, VerifierRejectsPerturbedAnswers) {
  auto verify = [](const char* input, std::string labels) {
    Instance x = ReadInstance(InputKind::kGraph, input);
    return VerifyUndirected(x.g, {std::move(labels)});
  };
  // "Some maximum matching covers v" says W everywhere on the path of five: its W part
  // is one odd component, which has no perfect matching.
  ExpectRejected(verify("5 4  0 1 1 2 2 3 3 4", "WWWWW"));
  ExpectRejected(verify("5 4  0 1 0 2 0 3 0 4", "LLLLL"));  // a leaf's neighbour is W
  ExpectRejected(verify("5 5  0 1 1 2 2 3 3 4 4 0", "WLLLL"));
  ExpectRejected(verify("4 3  0 1 1 2 2 3", "WWWL"));
  ExpectRejected(verify("4 3  0 1 1 2 2 3", "WWW"));  // one letter short
}

// ---- partizan: games on (position, player) states (seed 002) ----

TEST(Partizan, FixpointPrintsEveryExample) {
  const std::vector<Case> cases = {
      {"formats.md", "3  2  0 1 1 2  1  1 0", "DWL\nLDL\n"},
      // Both players with the same moves: both lines are the outcome answer.
      {"formats.md same moves", "3  3  0 1 0 1 1 2  3  0 1 0 1 1 2", "LWL\nLWL\n"},
      {"formats.md same moves", "2  2  0 1 1 0  2  0 1 1 0", "DD\nDD\n"},
      {"formats.md same moves", "7  7  0 1 1 2 2 1 2 3 4 0 4 5 6 6  7  0 1 1 2 2 1 2 3 4 0 4 5 6 6",
       "WLWLWLD\nWLWLWLD\n"},
      {"formats.md n = 0", "0  0  0", "\n\n"},
  };
  for (const Case& c : cases) {
    Instance x = ReadInstance(InputKind::kPartizan, c.input);
    EXPECT_EQ(FormatAnswer(PartizanFixpoint(x.g, x.right)), c.output) << c.source << ": " << c.input;
  }
}

}  // namespace
}  // namespace gc
