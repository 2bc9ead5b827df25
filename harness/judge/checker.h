// harness/judge/checker.h — the judge as a checker program sees it (`gamecheck judge`,
// cli/judge_cmd.cc): three texts in (the test's input, a contestant's output, and the test's
// answer file when there is one), one of four outcomes out, with a one-line message.
// gamecheck computes the reference itself (ReferenceOf: the fast solver, the oracles that
// fit and the certificate check) and judges the output through the one judge
// (JudgeAgainst), in the answer's own type: any output equal in value to the reference is
// accepted, whatever its bytes beside the spec's form. An answer file is checked against
// the same reference first, by value (CR LF line ends, no final newline or trailing
// spaces are its layout): one that disagrees is a checker failure (the test data is
// wrong), never a verdict on the output. An output whose layout alone departs from the
// spec's is malformed, and the message says "layout:" and what its values are.
// Status: properties/judge_cli_test.cc (every convention of `gamecheck judge`, every outcome).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "harness/judge/judge.h"
#include "harness/problems/problem.h"

namespace gc {

/// What a checker program reports, in testlib's order of exit statuses.
enum class CheckerOutcome {
  kAccepted,         // the output is a correct answer
  kWrongAnswer,      // well-formed, a different answer
  kMalformedOutput,  // not of the spec's form (testlib's presentation error)
  kCheckerFailed,    // the test is wrong (input, answer file) or the references disagree
};

struct CheckerVerdict {
  CheckerOutcome outcome = CheckerOutcome::kCheckerFailed;
  /// One line, in testlib's words: "ok ...", "wrong answer ...", "wrong output format ...",
  /// "FAIL ..."; a wrong answer names the first difference and why the expected is right.
  std::string message;
};

/// Judges `output` as an answer to the instance of `input` (both texts of problem p);
/// `answer`, when given, is the test's answer file, which must agree with the reference.
/// O(reference + verifier + reading the texts).
CheckerVerdict JudgeFiles(const Problem& p, std::string_view input, std::string_view output,
                          const std::optional<std::string_view>& answer);

}  // namespace gc
