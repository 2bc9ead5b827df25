// outcome_test.cc — this project's outcome solver checked in process, through
// gamecheck's API (gamecheck::check): the same schedule, judge and shrinker as the
// command, without a process per case. Also a property of our own over gamecheck's
// instance generator (RapidCheck).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <gamecheck/check.h>
#include <gamecheck/gen.h>
#include <gamecheck/gtest.h>

#include "outcome.h"

namespace {

gamecheck::Output Solve(std::string_view input) {
  gamecheck::Output o;
  std::string err;
  o.status = SolveOutcome(input, &o.out, &err);
  return o;
}

// The whole schedule but the scale tier, in process: one line.
TEST(Outcome, PassesGamecheck) {
  GAMECHECK_EXPECT_PASSES("outcome", Solve,
                          {.cases = 3000, .tiers = gamecheck::kAllTiers & ~gamecheck::kScale});
}

// Bad input is rejected with status 2 and no answer, as the spec says.
TEST(Outcome, RejectsBadInput) {
  GAMECHECK_EXPECT_PASSES("outcome", Solve, {.cases = 400, .bad_input = true});
}

// A solver with the classic sink mistake fails, and the report shows the minimal case.
TEST(Outcome, AWrongSolverFails) {
  const gamecheck::Result r = gamecheck::Check("outcome", [](std::string_view input) {
    gamecheck::Output o = Solve(input);
    for (char& c : o.out)
      if (c == 'L') c = 'W';
    return o;
  });
  ASSERT_FALSE(r.passed());
  ASSERT_TRUE(r.failure.has_value());
  EXPECT_EQ(r.failure->verdict.kind, gamecheck::FailureKind::kWrongAnswer);
  EXPECT_NE(r.report.find("expected"), std::string::npos) << r.report;
}

// Our own property over gamecheck's instances: every answer has one letter per vertex.
RC_GTEST_PROP(Outcome, OneLetterPerVertex, ()) {
  const std::string input = *gamecheck::gen::instance("outcome");
  const gamecheck::Output o = Solve(input);
  RC_ASSERT(o.status == 0);
  const std::size_t n = std::stoul(input.substr(0, input.find_first_of(" \n")));
  RC_ASSERT(o.out.size() == n + 1);
}

}  // namespace
