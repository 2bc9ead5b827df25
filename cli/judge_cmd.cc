// cli/judge_cmd.cc — `gamecheck judge PROBLEM ...`: the one judge (harness/judge/checker.h)
// as a checker program, in the conventions of the systems that call one: testlib (Polygon,
// Codeforces), DOMjudge and Kattis output validators, online-judge-tools' `oj test
// --judge-command`. The convention is named by a flag (cli/judge_flags.def) or told from
// the arguments: a directory as the third file is DOMjudge's feedback directory, three files
// are testlib's, two are oj's call without an expected file. See docs/judge.md.
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "cli/flags.h"
#include "cli/io.h"
#include "harness/judge/checker.h"
#include "harness/problems/problem.h"

namespace gc::cli {

namespace {

#define GC_FLAGS_STRUCT JudgeFlags
#define GC_FLAGS_FILE "cli/judge_flags.def"
#include "cli/flags_struct.inc"

constexpr std::string_view kJudge = "judge";

constexpr const char* kUsageLines =
    "gamecheck judge PROBLEM [--testlib] INPUT OUTPUT ANSWER\n"
    "gamecheck judge PROBLEM [--domjudge|--kattis] INPUT ANSWER FEEDBACK_DIR < OUTPUT\n"
    "gamecheck judge PROBLEM [--oj] INPUT OUTPUT [EXPECTED]\n";

constexpr const char* kAbout =
    "Judges a contestant's OUTPUT for the test INPUT of PROBLEM, as a checker program of a\n"
    "judge system. gamecheck computes the reference answer itself (fast solver, oracles,\n"
    "certificate check) and compares answers in their type, so any output equal in value is\n"
    "accepted. The test's ANSWER file, when given, must agree with that reference: one that\n"
    "does not is a checker failure (the test data is wrong), never a verdict on OUTPUT; so is\n"
    "an INPUT that is not valid input. A wrong answer's one-line verdict names the first\n"
    "difference and why the expected value is right. Without a convention flag, a directory\n"
    "as the third file means --domjudge, three files --testlib, two --oj.\n";

enum class Convention { kUnknown, kTestlib, kDomjudge, kOj };

// The exit statuses of a convention, by CheckerOutcome.
struct Exits {
  int accepted, wrong, malformed, failed;
};
Exits ExitsOf(Convention c) {
  if (c == Convention::kDomjudge) return {42, 43, 43, 1};  // any other status: a judge error
  return {0, 1, 2, 3};                                     // testlib's (oj asks only for 0)
}

// What the command line says: the files by their role.
struct JudgeCall {
  Convention convention = Convention::kUnknown;
  const Problem* p = nullptr;
  std::string input, output, feedback_dir;  // output "" for DOMjudge's: standard input
  std::optional<std::string> answer;
};

std::string HelpText() {
  std::string s = "usage: ";
  for (std::string_view u = kUsageLines; !u.empty();) {
    const std::size_t nl = u.find('\n');
    s += std::string(s.ends_with('\n') ? "       " : "") + std::string(u.substr(0, nl + 1));
    u.remove_prefix(nl + 1);
  }
  return s + "\n" + kAbout + "\noptions:\n" + FlagsHelp<JudgeFlags>();
}

// A mistake in how gamecheck was called: the convention's checker failure (testlib's 3, a
// judge error for DOMjudge: never a verdict), or gamecheck's usage error (2) when no
// convention is known.
int CallError(Convention c, const std::string& msg) {
  if (c == Convention::kUnknown) return UsageError(kJudge, msg);
  std::fprintf(stderr, "FAIL gamecheck judge: %s (see 'gamecheck judge --help')\n", msg.c_str());
  return ExitsOf(c).failed;
}

Convention Named(const JudgeFlags& f, std::string* err) {
  const int named = f.testlib + f.domjudge + f.kattis + f.oj;
  if (named > 1) *err = "give one of --testlib, --domjudge, --kattis, --oj";
  if (f.domjudge || f.kattis) return Convention::kDomjudge;
  if (f.testlib) return Convention::kTestlib;
  return f.oj ? Convention::kOj : Convention::kUnknown;
}

// Reads the files' roles from the words after PROBLEM; "" or why not.
std::string Roles(const std::vector<std::string_view>& files, JudgeCall* call) {
  std::error_code ec;
  if (call->convention == Convention::kUnknown) {
    if (files.size() >= 3 && std::filesystem::is_directory(files[2], ec))
      call->convention = Convention::kDomjudge;
    else if (files.size() == 3)
      call->convention = Convention::kTestlib;
    else if (files.size() == 2)
      call->convention = Convention::kOj;
    else
      return "give INPUT OUTPUT ANSWER (testlib), INPUT ANSWER FEEDBACK_DIR (DOMjudge, "
             "Kattis) or INPUT OUTPUT (oj)";
  }
  switch (call->convention) {
    case Convention::kDomjudge:  // words after FEEDBACK_DIR are validator flags: none apply
      if (files.size() < 3) return "a DOMjudge or Kattis validator takes INPUT ANSWER FEEDBACK_DIR";
      if (!std::filesystem::is_directory(files[2], ec))
        return "the feedback directory " + std::string(files[2]) + " is not a directory";
      call->feedback_dir = files[2];
      call->answer = std::string(files[1]);
      break;
    case Convention::kTestlib:
      if (files.size() != 3) return "a testlib checker takes INPUT OUTPUT ANSWER";
      call->output = files[1];
      call->answer = std::string(files[2]);
      break;
    default:
      if (files.size() != 2 && files.size() != 3) return "oj's judge takes INPUT OUTPUT [EXPECTED]";
      call->output = files[1];
      if (files.size() == 3) call->answer = std::string(files[2]);
  }
  call->input = files[0];
  return "";
}

// Reads the command line into *call: -1 to go on, else the exit status.
int Parse(const std::vector<std::string_view>& args, JudgeCall* call) {
  std::vector<std::string_view> flags{args[0]}, words;
  for (std::size_t i = 1; i < args.size(); ++i)
    (args[i].starts_with("--") || args[i] == "-h" ? flags : words).push_back(args[i]);
  JudgeFlags f;
  if (std::string err = ParseFlags(flags, 1, flags.size(), &f); !err.empty())
    return UsageError(kJudge, err);
  if (f.help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  std::string err;
  call->convention = Named(f, &err);
  if (!err.empty()) return UsageError(kJudge, err);
  if (words.empty()) return CallError(call->convention, "judge takes PROBLEM first");
  call->p = FindProblem(words[0]);
  if (!call->p)
    return CallError(call->convention, "unknown problem '" + std::string(words[0]) +
                                           "' (try 'gamecheck problems')");
  words.erase(words.begin());
  if (std::string why = Roles(words, call); !why.empty()) return CallError(call->convention, why);
  return -1;
}

// The test's texts of the call, read whole, and the output opened: it is read as a
// stream, after the reference, and no further than an answer can go (JudgeStream).
struct Texts {
  std::string input;
  std::optional<std::string> answer;
  int output_fd = -1;
};
// nullopt after saying why (a checker failure).
std::optional<Texts> ReadTexts(const JudgeCall& call, std::string* err) {
  Texts t;
  auto read = [&](const std::string& path, std::string* into) {
    std::optional<std::string> s = ReadAll(path, err);
    if (s) *into = std::move(*s);
    return s.has_value();
  };
  if (!read(call.input, &t.input)) return std::nullopt;
  t.output_fd = OpenInput(call.output, err);
  if (t.output_fd < 0) return std::nullopt;
  if (call.answer && !read(*call.answer, &t.answer.emplace())) return std::nullopt;
  return t;
}

// Says the verdict where the convention looks for it; returns its exit status.
int Report(const JudgeCall& call, const CheckerVerdict& v) {
  const Exits e = ExitsOf(call.convention);
  const std::string line = v.message + "\n";
  if (call.convention == Convention::kOj)
    std::fputs(line.c_str(), stdout);  // oj shows the judge's standard output
  else
    std::fputs(line.c_str(), stderr);
  if (call.convention == Convention::kDomjudge) {
    const std::filesystem::path dir(call.feedback_dir);
    bool written = WriteFile("judge", (dir / "judgemessage.txt").string(), line);
    if (v.outcome == CheckerOutcome::kCheckerFailed)
      written = WriteFile("judge", (dir / "judgeerror.txt").string(), line) && written;
    if (!written) return e.failed;
  }
  switch (v.outcome) {
    case CheckerOutcome::kAccepted:
      return e.accepted;
    case CheckerOutcome::kWrongAnswer:
      return e.wrong;
    case CheckerOutcome::kMalformedOutput:
      return e.malformed;
    case CheckerOutcome::kCheckerFailed:
      break;
  }
  return e.failed;
}

}  // namespace

int JudgeCommand(const std::vector<std::string_view>& args) {
  JudgeCall call;
  if (int status = Parse(args, &call); status >= 0) return status;
  std::string err;
  const std::optional<Texts> t = ReadTexts(call, &err);
  if (!t) return Report(call, {CheckerOutcome::kCheckerFailed, "FAIL " + err});
  const OutputSource output = [&](char* buf, std::size_t size, std::string* why) {
    return ReadSome(t->output_fd, call.output, buf, size, why);
  };
  return Report(call, JudgeStream(*call.p, t->input, output, t->answer));
}

CommandDoc JudgeDoc() { return {"judge", kUsageLines, kAbout, FlagsMan<JudgeFlags>()}; }

}  // namespace gc::cli
