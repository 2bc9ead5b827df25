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

// The text in the layout formats.md asks of outputs, its values untouched: CR LF line ends
// as LF, spaces and tabs before a line's end dropped, the last line ended. Answer files
// are read so, as their authors' tools write them (a Windows editor, a generator that
// prints no final newline, oj's downloaded samples); `departures` gets what was undone.
std::string SpecLayout(std::string_view text, std::string* departures) {
  std::string out;
  out.reserve(text.size() + 1);
  bool crlf = false, trailing = false;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t nl = text.find('\n', at);
    std::string_view line = text.substr(at, nl == std::string_view::npos ? nl : nl - at);
    if (nl != std::string_view::npos && line.ends_with('\r')) crlf = true, line.remove_suffix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
      trailing = true, line.remove_suffix(1);
    out.append(line);
    out += '\n';
    at = nl == std::string_view::npos ? text.size() : nl + 1;
  }
  const bool unended = !text.empty() && text.back() != '\n';
  *departures = "";
  for (const auto& [found, what] : {std::pair{crlf, "CR LF line ends"},
                                    {trailing, "spaces or tabs before a line's end"},
                                    {unended, "no newline at the end"}})
    if (found) *departures += std::string(departures->empty() ? "" : ", ") + what;
  return out;
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
  std::string departures;
  if (answer) {
    const Verdict a = JudgeAgainst(p, x, ref.out, AsRun(ref, SpecLayout(*answer, &departures)));
    if (!a.ok())
      return Failed("the answer file disagrees with gamecheck's reference (the test data is "
                    "wrong): " +
                    std::string(a.kind == FailureKind::kMalformedOutput
                                    ? "it is not " + name + " output: "
                                    : "first difference: ") +
                    a.detail + Why(p, x, a));
  }
  const Verdict v = JudgeAgainst(p, x, ref.out, AsRun(ref, output));
  // An output of the spec's values in another layout is still not of the spec's form, but
  // the message says that only the layout is wrong, and what the values are.
  // (Laid out again only when malformed: a copy of a large output is not made for nothing.)
  const std::string laid_out =
      v.kind == FailureKind::kMalformedOutput ? SpecLayout(output, &departures) : "";
  if (v.kind == FailureKind::kMalformedOutput && laid_out != output) {
    const Verdict by_value = JudgeAgainst(p, x, ref.out, AsRun(ref, laid_out));
    if (by_value.kind != FailureKind::kMalformedOutput)
      return {CheckerOutcome::kMalformedOutput,
              OneLine("wrong output format layout: " + departures +
                      " (every line must end with \\n alone, no trailing spaces: "
                      "docs/formats.md); " +
                      (by_value.ok()
                           ? std::string("the values are right")
                           : "by value a wrong answer, first difference: " + by_value.detail))};
  }
  return Said(p, x, v, ref.judged_by);
}

}  // namespace gc
