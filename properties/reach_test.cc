// properties/reach_test.cc — reachability games with owners: the spec's examples and the
// hand-worked ones, the solver against both oracles (the attractor as a plain fixpoint;
// the game search of bounded horizon) on every tiny instance and random ones, the
// complete verifier (accepting every answer of the solver, rejecting each mutant's wrong
// answer and hand-made faults), the relation with outcome on the doubled graph, repeated
// edges and renamed vertices, the predecessor half `gamecheck solve` reads, and the
// explainer.
#include "impl/reach/reach.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdio>

#include "harness/cases/enumerate.h"
#include "harness/cases/input_kind.h"
#include "harness/problems/problem.h"
#include "impl/outcome/outcome.h"
#include "oracles/reach/fixpoint.h"
#include "oracles/reach/horizon.h"
#include "oracles/reach/verify.h"
#include "properties/gen.h"

namespace gc {

std::string ExplainReach(const Instance& x, const Output& expected, int line,
                         std::int64_t vertex);

namespace {

using testing::GenGraph;

const Problem& Row() { return *FindProblem("reach"); }

ReachAnswer Fast(const Instance& x) { return SolveReach(x.g, x.agent, x.targets); }

// ---- the spec's examples and cases worked by hand ------------------------------------------

TEST(ReachExamples, TheSpecsFourAndTheHandWorkedOnesThroughTheRowAndBothOracles) {
  ASSERT_GE(Row().examples.size(), 8u);
  for (const Example& e : Row().examples) {
    std::string err;
    const Output o = SolveText(Row(), e.input, &err);
    EXPECT_EQ(o.status, 0) << e.input << err;
    EXPECT_EQ(o.out, e.output) << e.source << ": " << e.input;
    const Instance x = ReadInstance(InputKind::kGraphAgentTargets, e.input);
    EXPECT_EQ(FormatAnswer(oracle::ReachFixpoint(x.g, x.agent, x.targets)), e.output) << e.input;
    EXPECT_EQ(FormatAnswer(oracle::ReachBoundedHorizon(x.g, x.agent, x.targets)), e.output)
        << e.input;
    EXPECT_EQ(oracle::VerifyReach(x.g, x.agent, x.targets, ParseReachAnswer(e.output, x.g.n())),
              "")
        << e.input;
  }
}

// ---- the solver against the oracles --------------------------------------------------------

TEST(ReachExhaustive, EveryTinyInstanceAgreesWithBothOraclesAndTheVerifier) {
  std::size_t count = 0;
  ForEachTinyInstance(Row(), TinyLimits{.moves_small = 4, .moves_four = 3, .tokens = 2}, 4,
                      [&](const Instance& x) {
                        ++count;
                        const ReachAnswer a = Fast(x);
                        EXPECT_EQ(a, oracle::ReachFixpoint(x.g, x.agent, x.targets))
                            << WriteInstance(InputKind::kGraphAgentTargets, x);
                        EXPECT_EQ(a, oracle::ReachBoundedHorizon(x.g, x.agent, x.targets))
                            << WriteInstance(InputKind::kGraphAgentTargets, x);
                        EXPECT_EQ(oracle::VerifyReach(x.g, x.agent, x.targets, a), "");
                        return ::testing::Test::HasFailure();
                      });
  EXPECT_GT(count, 10000u);
}

rc::Gen<Instance> GenReach(Vertex max_n, std::size_t max_m) {
  return rc::gen::mapcat(GenGraph(1, max_n, max_m), [](Graph g) {
    const Vertex n = g.n();
    return rc::gen::map(
        rc::gen::pair(rc::gen::container<std::vector<Vertex>>(rc::gen::inRange<Vertex>(0, n)),
                      rc::gen::container<std::vector<Vertex>>(rc::gen::inRange<Vertex>(0, n))),
        [g](std::pair<std::vector<Vertex>, std::vector<Vertex>> lists) {
          Instance x;
          x.g = g;
          x.agent = std::move(lists.first);
          x.targets = std::move(lists.second);
          x.targets.resize(std::min<std::size_t>(x.targets.size(), 3));
          return x;
        });
  });
}

RC_GTEST_PROP(ReachProp, TheSolverEqualsTheFixpointAndTheVerifierAcceptsIt, ()) {
  const Instance x = *GenReach(30, 80);
  const ReachAnswer a = Fast(x);
  RC_ASSERT(a == oracle::ReachFixpoint(x.g, x.agent, x.targets));
  RC_ASSERT(oracle::VerifyReach(x.g, x.agent, x.targets, a) == "");
}

RC_GTEST_PROP(ReachProp, TheSolverEqualsTheBoundedHorizonSearch, ()) {
  const Instance x = *GenReach(6, 8);
  RC_ASSERT(Fast(x) == oracle::ReachBoundedHorizon(x.g, x.agent, x.targets));
}

// `gamecheck solve reach` reads only the predecessor half of the graph, the lists as
// they are, and solves from them (the row's solve_predecessors): the same output as the
// solver on the whole instance, on random instances with repeated edges and list entries.
RC_GTEST_PROP(ReachProp, ThePredecessorHalfGivesTheWholeGraphsAnswer, ()) {
  const Instance x = *GenReach(30, 80);
  std::string text = OpsOf(InputKind::kGraphAgentTargets).print(x);
  std::FILE* f = fmemopen(text.data(), text.size(), "r");
  RC_ASSERT(f != nullptr);
  Instance rest;
  const Predecessors half = OpsOf(InputKind::kGraphAgentTargets).read_predecessors(f, {}, &rest);
  std::fclose(f);
  RC_ASSERT(rest.agent == x.agent);
  RC_ASSERT(rest.targets == x.targets);
  RC_ASSERT(Row().solve_predecessors(half, rest) == Row().Solve(x));
  RC_ASSERT(SolveReach(half, rest.agent, rest.targets) == Fast(x));
}

// ---- relations -------------------------------------------------------------------------------

// formats.md: on the doubled graph of (vertex, side to move), where the agent owns the
// (v, 0) copies and the targets are the (v, 1) copies with no move, (v, 0) is W exactly
// when outcome labels v W. (v, 0) is v, (v, 1) is n + v.
RC_GTEST_PROP(ReachProp, OnTheDoubledGraphTheAgentWinsWhereOutcomeSaysW, ()) {
  const Graph g = *GenGraph(1, 20, 50);
  const Vertex n = g.n();
  std::vector<Edge> es;
  for (Edge e : g.edges()) es.push_back({e.u, n + e.v}), es.push_back({n + e.u, e.v});
  Instance x;
  x.g = Graph(2 * n, es);
  for (Vertex v = 0; v < n; ++v) {
    x.agent.push_back(v);
    if (g.out_degree(v) == 0) x.targets.push_back(n + v);
  }
  const ReachAnswer a = Fast(x);
  const OutcomeAnswer o = SolveOutcome(g);
  for (Vertex v = 0; v < n; ++v)
    RC_ASSERT((a.labels[v] == 'W') == (o.labels[v] == static_cast<char>(Label::kWin)));
}

RC_GTEST_PROP(ReachProp, RepeatedEdgesAndRenamedVerticesChangeNothing, ()) {
  const Instance x = *GenReach(12, 30);
  Instance doubled = x;
  std::vector<Edge> es = x.g.edges(), twice = es;
  twice.insert(twice.end(), es.begin(), es.end());
  doubled.g = Graph(x.g.n(), twice);
  RC_ASSERT(Fast(doubled) == Fast(x));
  const std::vector<Vertex> perm = *testing::GenPermutation(x.g.n());
  const Instance y = OpsOf(InputKind::kGraphAgentTargets).relabel(x, perm);
  const ReachAnswer a = Fast(x), b = Fast(y);
  for (Vertex v = 0; v < x.g.n(); ++v) {
    RC_ASSERT(b.labels[perm[v]] == a.labels[v]);
    RC_ASSERT(b.ranks[perm[v]] == a.ranks[v]);
  }
}

// ---- the verifier ----------------------------------------------------------------------------

TEST(ReachVerify, RejectsEachMutantsWrongAnswerOnItsWitness) {
  for (const KnownMutant& m : Row().mutants) {
    const Instance x = ReadInstance(InputKind::kGraphAgentTargets, m.wrong_on.input);
    std::string out;
    ASSERT_EQ(m.solve(x, &out), 0) << m.name;
    ASSERT_NE(out, m.wrong_on.correct) << m.name;
    EXPECT_NE(oracle::VerifyReach(x.g, x.agent, x.targets, ParseReachAnswer(out, x.g.n())), "")
        << m.name;
  }
}

TEST(ReachVerify, RejectsARankTheAgentCouldBeatAndAWonDeadEnd) {
  // 0 (the agent's) moves to the target 2 at once or through the environment's 1: rank 1.
  const Instance x = ReadInstance(InputKind::kGraphAgentTargets, "3 3  0 1 0 2 1 2  1 0  1 2\n");
  EXPECT_EQ(oracle::VerifyReach(x.g, x.agent, x.targets, {"WWW", {1, 1, 0}}), "");
  EXPECT_EQ(oracle::VerifyReach(x.g, x.agent, x.targets, {"WWW", {2, 1, 0}}),
            "vertex 0: the agent's, won in 2, but a successor is won sooner (the agent hurries)");
  // The environment's 0 with no move is lost, whatever "every successor won" says.
  const Instance dead = ReadInstance(InputKind::kGraphAgentTargets, "1 0  0  0\n");
  EXPECT_EQ(oracle::VerifyReach(dead.g, dead.agent, dead.targets, {"W", {0}}),
            "vertex 0: won, not a target, with rank 0");
  EXPECT_EQ(oracle::VerifyReach(dead.g, dead.agent, dead.targets, {"W", {1}}),
            "vertex 0: the environment's, won, but it has no move");
  EXPECT_EQ(oracle::VerifyReach(dead.g, dead.agent, dead.targets, {"L", {-1}}), "");
}

// ---- the explainer ---------------------------------------------------------------------------

TEST(ReachExplain, NamesTheOwnerAndTheMoveOfTheSpecsExamples) {
  const Instance third =
      ReadInstance(InputKind::kGraphAgentTargets, "4 6  0 1 0 1 0 3 1 3 1 2 2 3  1  1  1  3\n");
  const Output o{0, "WWWW\n2 1 1 0\n"};
  EXPECT_EQ(ExplainReach(third, o, 2, 0),
            "vertex 0 is W in 2: it is the environment's, every move leads to a won vertex, and "
            "the environment stalls: its slowest is the move to vertex 1 of rank 1, so 1 + 1 = 2");
  EXPECT_EQ(ExplainReach(third, o, 1, 3), "vertex 3 is W in 0: it is a target, won at once with 0 moves");
  const Instance second = ReadInstance(InputKind::kGraphAgentTargets, "3 2  0 1 0 2  0  1  2\n");
  const Output lost{0, "LLW\n-1 -1 0\n"};
  EXPECT_NE(ExplainReach(second, lost, 1, 1).find("no target and has no move"), std::string::npos);
  EXPECT_EQ(ExplainReach(second, lost, 1, 0),
            "vertex 0 is L (rank -1): it is the environment's, and it can move to L vertex 1, "
            "where the agent never forces a target");
}

}  // namespace
}  // namespace gc
