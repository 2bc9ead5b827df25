// harness/judge/checker.cc — see checker.h.
#include "harness/judge/checker.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

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
RunResult AsRun(const Reference& ref, std::string text) {
  RunResult r;
  r.status = ref.out.status;
  r.out = std::move(text);
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

bool Blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// What an output of an instance of n vertices can hold, from the reference's text and the
// row's lines. A well-formed output has as many tokens (words, values, lines of letters)
// as the reference, since each line holds a fixed count of them, or as many as the
// status-0 lines hold (n a line of values, 1 another), since a reader may take the
// answer of either status (grundy's values where the reference says "graph has a
// cycle"); none is longer than a loopy value that holds every value 0..n, which is longer
// than n letters or any number; and it has a separator after each token, twice that and
// 4 KiB leaving room for the departures of layout (CR LF, trailing spaces) that the
// verdict names.
struct AnswerBound {
  std::uint64_t tokens = 0, longest_token = 24, whitespace = 0;
};
AnswerBound BoundOf(const Problem& p, std::string_view reference, Vertex n) {
  AnswerBound b;
  std::uint64_t digits = 1;
  for (std::uint64_t v = n; v >= 10; v /= 10) ++digits;
  b.longest_token = std::max(b.longest_token, 5 + (std::uint64_t{n} + 1) * (digits + 1));
  std::uint64_t run = 0;
  for (const char c : reference) {
    if (Blank(c)) {
      ++b.whitespace;
      run = 0;
    } else if (run++ == 0) {
      ++b.tokens;
    }
    b.longest_token = std::max(b.longest_token, run);
  }
  std::uint64_t shape = 0;  // tokens and line ends of the status-0 lines
  for (const LineShape line : p.lines) shape += line == LineShape::kValues ? n : 1;
  b.tokens = std::max(b.tokens, shape);
  b.whitespace = 2 * std::max(b.whitespace, shape) + 4096;
  return b;
}

// Where an output first went past what an answer can hold (line 0: it did not), and
// whether the text read was cut there.
struct Overrun {
  TextPosition line = 0, column = 0;
  std::string why;
  bool cut = false;
};

// Reads the output whole into *text; one that goes past `b` is read only up to 1 MiB past
// the point where it did, and cut there (*over says where and why). An output that ends
// within that slack is judged whole as before, by the strict reader; only one that goes
// on is judged by where it went past. false after a read error (*err says why).
bool ReadBounded(const OutputSource& source, const AnswerBound& b, std::string* text,
                 Overrun* over, std::string* err) {
  constexpr std::size_t kChunk = std::size_t{1} << 16, kSlack = std::size_t{1} << 20;
  std::uint64_t tokens = 0, run = 0, blanks = 0;
  TextPosition line = 1;
  std::size_t line_start = 0, over_at = 0;
  while (over->line == 0 || text->size() <= over_at + kSlack) {
    const std::size_t used = text->size();
    text->resize(used + kChunk);
    const std::ptrdiff_t got = source(text->data() + used, kChunk, err);
    text->resize(used + static_cast<std::size_t>(std::max<std::ptrdiff_t>(got, 0)));
    if (got <= 0) return got == 0;
    for (std::size_t i = used; i < text->size() && over->line == 0; ++i) {
      const char c = (*text)[i];
      std::string why;
      std::size_t at = i;
      if (Blank(c)) {
        run = 0;
        if (++blanks > b.whitespace)
          why = "more spaces and line ends than an answer's layout holds (" +
                std::to_string(b.whitespace) + ")";
      } else if (run++ == 0) {
        if (++tokens > b.tokens)
          why = "unexpected extra output: an answer here holds " + std::to_string(b.tokens) +
                (b.tokens == 1 ? " token" : " tokens") + " (words, values, lines of letters)";
      } else if (run > b.longest_token) {
        at = i + 1 - run;
        why = "a token longer than any an answer holds (more than " +
              std::to_string(b.longest_token) + " characters)";
      }
      if (!why.empty()) *over = {line, at - line_start + 1, std::move(why)}, over_at = i;
      if (c == '\n') ++line, line_start = i + 1;
    }
  }
  text->resize(over_at + kSlack);
  over->cut = true;
  return true;
}

// The verdict on an output cut where it went past what an answer holds: malformed there,
// or at the strict reader's first error in the text read, when that comes before.
CheckerVerdict Overran(const Problem& p, const Instance& x, std::string_view text,
                       Overrun over) {
  try {
    p.answers.read(text, x.g.n());
  } catch (const TextError& e) {
    if (std::pair{e.line(), e.column()} < std::pair{over.line, over.column})
      over = {e.line(), e.column(), e.detail()};
  }
  return {CheckerOutcome::kMalformedOutput,
          OneLine("wrong output format output line " + std::to_string(over.line) + ", column " +
                  std::to_string(over.column) + ": " + over.why)};
}

}  // namespace

CheckerVerdict JudgeFiles(const Problem& p, std::string_view input, std::string_view output,
                          const std::optional<std::string_view>& answer) {
  std::size_t at = 0;
  const OutputSource from_text = [&](char* buf, std::size_t size, std::string*) {
    const std::size_t n = std::min(size, output.size() - at);
    std::memcpy(buf, output.data() + at, n);
    at += n;
    return static_cast<std::ptrdiff_t>(n);
  };
  return JudgeStream(p, input, from_text, answer);
}

CheckerVerdict JudgeStream(const Problem& p, std::string_view input, const OutputSource& source,
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
  std::string text, err;
  Overrun over;
  if (!ReadBounded(source, BoundOf(p, ref.out.out, x.g.n()), &text, &over, &err)) return Failed(err);
  if (over.cut) return Overran(p, x, text, std::move(over));
  const RunResult run = AsRun(ref, std::move(text));
  const std::string_view output = run.out;
  const Verdict v = JudgeAgainst(p, x, ref.out, run);
  // An output of the spec's values in another layout is still not of the spec's form, but
  // the message says that only the layout is wrong, and what the values are.
  // (Laid out again only when malformed: a copy of a large output is not made for nothing.)
  std::string laid_out =
      v.kind == FailureKind::kMalformedOutput ? SpecLayout(output, &departures) : "";
  if (v.kind == FailureKind::kMalformedOutput && laid_out != output) {
    const Verdict by_value = JudgeAgainst(p, x, ref.out, AsRun(ref, std::move(laid_out)));
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
