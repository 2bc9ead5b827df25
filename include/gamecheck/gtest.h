// gamecheck/gtest.h — gamecheck::Check as a GoogleTest assertion in one line:
//
//   TEST(MySolver, Outcome) { GAMECHECK_EXPECT_PASSES("outcome", MySolve); }
//   GAMECHECK_ASSERT_PASSES("grundy", MyGrundy, {.cases = 20000, .jobs = 4});
//
// On a failure the test fails with the check's whole text report (the minimal input,
// expected and actual output, the first difference). Everything of gamecheck/check.h
// holds: in process, no time or memory limit, jobs > 1 calls the function from several
// threads at once.
#pragma once

#include <gtest/gtest.h>

#include "gamecheck/check.h"

/// Checks SOLVER on PROBLEM (optionally with gamecheck::Options) and fails the test, going
/// on, with the report when it does not pass.
#define GAMECHECK_EXPECT_PASSES(problem, ...) \
  GAMECHECK_PASSES_IMPL_(EXPECT_TRUE, problem, __VA_ARGS__)
/// The same, returning from the test on a failure.
#define GAMECHECK_ASSERT_PASSES(problem, ...) \
  GAMECHECK_PASSES_IMPL_(ASSERT_TRUE, problem, __VA_ARGS__)

#define GAMECHECK_PASSES_IMPL_(check, problem, ...)                                    \
  do {                                                                                 \
    const ::gamecheck::Result gamecheck_result_ = ::gamecheck::Check(problem, __VA_ARGS__); \
    check(gamecheck_result_.passed())                                                  \
        << "gamecheck::Check(" #problem ", " #__VA_ARGS__ ") failed:\n"                \
        << gamecheck_result_.report;                                                   \
  } while (false)
