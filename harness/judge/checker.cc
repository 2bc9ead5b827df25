// harness/judge/checker.cc — see checker.h.
#include "harness/judge/checker.h"

namespace gc {

namespace {

// One line: a sentence for people may hold a line break.
std::string OneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

CheckerVerdict Failed(const std::string& why) {
  return {CheckerOutcome::kCheckerFailed, OneLine("FAIL " + why)};
}

// A text as the judge takes a subject's output: the reference's exit status goes with it,
// since a file carries none (grundy's "graph has a cycle" is read as the status-1 answer).
RunResult AsRun(const Reference& ref, std::string_view text) {
  RunResult r;
  r.status = ref.out.status;
  r.out = std::string(text);
  return r;
}

// "; why: ..." for a wrong answer (of the output or of the answer file): why the reference
// is right where they differ; "" for another verdict or a row without an explainer.
std::string Why(const Problem& p, const Instance& x, const Verdict& v) {
  if (v.kind != FailureKind::kWrongAnswer || !p.explain) return "";
  return "; why: " + p.explain(x, v.expected, v.diff.line, v.diff.vertex);
}

// The verdict on the output, as a checker says it.
CheckerVerdict Said(const Problem& p, const Instance& x, const Verdict& v,
                    const std::string& judged_by) {
  switch (v.kind) {
    case FailureKind::kNone:
      return {CheckerOutcome::kAccepted,
              "ok " + std::string(p.name) + ", " + std::to_string(x.g.n()) +
                  " vertices: the answer agrees with the reference (" + judged_by + ")"};
    case FailureKind::kMalformedOutput:
      return {CheckerOutcome::kMalformedOutput, OneLine("wrong output format " + v.detail)};
    case FailureKind::kWrongAnswer:
      return {CheckerOutcome::kWrongAnswer,
              OneLine("wrong answer first difference: " + v.detail + Why(p, x, v))};
    default:  // the output is read with the reference's status: nothing else can come
      return Failed("unexpected verdict on the output: " + v.Summary());
  }
}

}  // namespace

CheckerVerdict JudgeFiles(const Problem& p, std::string_view input, std::string_view output,
                          const std::optional<std::string_view>& answer) {
  const std::string name(p.name);
  Instance x;
  try {
    x = ReadInstance(p.input, input);
  } catch (const TextError& e) {
    return Failed("the test's input is not " + name + " input (the test data is wrong): input " +
                  e.what());
  }
  if (std::string why = p.Beyond(x); !why.empty())
    return Failed("the test's input is beyond what gamecheck solves for " + name + ": " + why);
  const Reference ref = ReferenceOf(p, x);
  if (!ref.disagreement.ok())
    return Failed("gamecheck's references disagree on this input (a bug of gamecheck, not of "
                  "the output): " + ref.disagreement.detail);
  if (answer) {
    const Verdict a = JudgeAgainst(p, x, ref.out, AsRun(ref, *answer));
    if (!a.ok())
      return Failed("the answer file disagrees with gamecheck's reference (the test data is "
                    "wrong): " +
                    std::string(a.kind == FailureKind::kMalformedOutput
                                    ? "it is not " + name + " output: "
                                    : "first difference: ") +
                    a.detail + Why(p, x, a));
  }
  return Said(p, x, JudgeAgainst(p, x, ref.out, AsRun(ref, output)), ref.judged_by);
}

}  // namespace gc
