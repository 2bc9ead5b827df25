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
// spec's is malformed, and the message says "layout:" and what its values are. The output
// is read as a stream, after the reference: reading stops a little past the first token
// beyond what an answer of the instance can hold (wrong output format), so that memory
// stays near the answer's size however much a program printed.
// Status: properties/judge_cli_test.cc (every convention of `gamecheck judge`, every outcome;
// outputs of 250 MB past an answer judged under an 800 MB memory limit).
#pragma once

#include <cstddef>
#include <functional>
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

/// A contestant's output read in pieces: fills at most `size` bytes of `buf` and returns how
/// many (0 at the output's end), or -1 after saying why not in *err (a checker failure).
using OutputSource = std::function<std::ptrdiff_t(char* buf, std::size_t size, std::string* err)>;

/// Judges the output that `output` reads, as JudgeFiles below judges a text. An output
/// that goes on past what an answer of the instance can hold (more tokens than the
/// reference's, a token longer than any value, more whitespace than a layout) is malformed
/// at its first such token, and is read only a little past it.
CheckerVerdict JudgeStream(const Problem& p, std::string_view input, const OutputSource& output,
                           const std::optional<std::string_view>& answer);

/// Judges `output` as an answer to the instance of `input` (both texts of problem p);
/// `answer`, when given, is the test's answer file, which must agree with the reference.
/// O(reference + verifier + reading the texts).
CheckerVerdict JudgeFiles(const Problem& p, std::string_view input, std::string_view output,
                          const std::optional<std::string_view>& answer);

}  // namespace gc
