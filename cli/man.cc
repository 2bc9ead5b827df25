// cli/man.cc — the man page gamecheck(1), printed as roff by the hidden `gamecheck help
// --man` (or `gamecheck --man`). The build runs it to write gamecheck.1 (cli/CMakeLists.txt),
// so the options listed are those of the flag tables (cli/check_flags.def,
// cli/mutants_flags.def) through the same rows as --help, and the problems those of
// harness/problems/problems.def. Every piece of text goes through RoffEscape.
#include <cstdio>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "cli/flags.h"
#include "harness/problems/problem.h"

#ifndef GAMECHECK_VERSION
#error "GAMECHECK_VERSION comes from the CMake project version (cli/CMakeLists.txt)"
#endif

namespace gc::cli {

namespace {

// A .TP item: the tag in bold (already roff), then the text.
std::string Item(const std::string& tag_roff, std::string_view text) {
  return ".TP\n" + tag_roff + "\n" + RoffEscape(text) + "\n";
}

std::string Bold(std::string_view s) { return "\\fB" + RoffEscape(s) + "\\fR"; }
std::string Italic(std::string_view s) { return "\\fI" + RoffEscape(s) + "\\fR"; }

// A usage line as SYNOPSIS shows it: words in capitals (and their [...] forms) in italics,
// the rest in bold.
std::string SynopsisLine(std::string_view line) {
  std::string s;
  while (!line.empty()) {
    std::size_t sp = line.find(' ');
    std::string_view w = line.substr(0, sp);
    bool meta = false;
    for (char c : w) meta = meta || (c >= 'A' && c <= 'Z');
    s += (meta ? Italic(w) : Bold(w));
    if (sp == std::string_view::npos) break;
    s += " ";
    line.remove_prefix(sp + 1);
  }
  return s + "\n.br\n";
}

}  // namespace

int PrintManPage() {
  const CommandDoc check = CheckDoc();
  const CommandDoc mutants = MutantsDoc();
  const CommandDoc mutate = MutateDoc();
  const CommandDoc judge = JudgeDoc();
  const CommandDoc cases = CasesDoc();
  std::string s;
  s += ".\\\" gamecheck(1), written by `gamecheck help --man` from its flag tables.\n";
  s += ".TH GAMECHECK 1 \"\" \"gamecheck " GAMECHECK_VERSION "\" \"User Commands\"\n";
  s += ".nh\n.ad l\n";
  s += ".SH NAME\ngamecheck \\- check solvers of combinatorial games on graphs\n";

  s += ".SH SYNOPSIS\n.nf\n";
  s += SynopsisLine("gamecheck solve PROBLEM [FILE]");
  for (const CommandDoc* d : {&check, &mutate, &mutants, &judge, &cases}) {
    std::string_view u = d->usage;
    while (!u.empty()) {
      std::size_t nl = u.find('\n');
      s += SynopsisLine(u.substr(0, nl));
      if (nl == std::string_view::npos) break;
      u.remove_prefix(nl + 1);
    }
  }
  s += SynopsisLine("gamecheck example PROBLEM [INDEX]");
  s += SynopsisLine("gamecheck problems [PROBLEM]");
  s += SynopsisLine("gamecheck help | --help | --version");
  s += ".fi\n";

  s += ".SH DESCRIPTION\n";
  s += RoffEscape(
      "gamecheck is a verification harness for programs that solve combinatorial games on\n"
      "graphs. It runs a solver, written in any language, on generated inputs, compares its\n"
      "answers with independent oracles and certificate checks, and shrinks the first\n"
      "failure to a minimal counterexample with a sentence saying why it is wrong.\n");
  s += ".PP\nThe problems (their input and output formats: docs/formats.md, or\n" +
       Bold("gamecheck problems") + " " + Italic("PROBLEM") + "):\n";
  for (const Problem& p : Problems()) s += Item(Bold(p.name), p.summary);

  s += ".SH COMMANDS\n";
  s += Item(Bold("solve") + " " + Italic("PROBLEM") + " [" + Italic("FILE") + "]",
            "Solve one instance read from FILE (standard input without FILE, or with '-') and\n"
            "print the answer in the spec format. Exit 0; 1 for grundy on a cyclic graph; 2 for\n"
            "bad input (one line naming line and column) or an instance too big for this\n"
            "machine, with no partial answer.");
  s += Item(Bold("check") + " " + Italic("PROBLEM") + " [" + Italic("options") + "] " + Bold("--") +
                " " + Italic("PROGRAM") + " [" + Italic("ARGS...") + "]",
            check.about);
  s += Item(Bold("mutate") + " " + Italic("PROBLEM") + " [" + Italic("options") + "] " +
                Italic("SOURCE") + " [" + Bold("--") + " " + Italic("RUN...") + "]",
            mutate.about);
  s += Item(Bold("mutants") + " [" + Italic("options") + "]", mutants.about);
  s += Item(Bold("judge") + " " + Italic("PROBLEM") + " [" + Italic("options") + "] " +
                Italic("FILES..."),
            judge.about);
  s += Item(Bold("cases") + " " + Italic("PROBLEM") + " " + Bold("--out") + " " + Italic("DIR") +
                " [" + Italic("options") + "]",
            cases.about);
  s += Item(Bold("example") + " " + Italic("PROBLEM") + " [" + Italic("INDEX") + "]",
            "Print the input of a worked example of PROBLEM (the spec's first by default).");
  s += Item(Bold("problems") + " [" + Italic("PROBLEM") + "]",
            "List the problems and their input formats; with PROBLEM, print its input and\n"
            "output formats with examples (the section of docs/formats.md).");
  s += Item(Bold("help") + ", " + Bold("--help") + ", " + Bold("-h"), "Print the usage.");
  s += Item(Bold("--version") + ", " + Bold("version"),
            "Print \"gamecheck " GAMECHECK_VERSION "\" and exit 0.");

  s += ".SH \"CHECK OPTIONS\"\n" + check.options_roff;
  s += ".SH \"MUTATE OPTIONS\"\n" + mutate.options_roff;
  s += ".SH \"MUTANTS OPTIONS\"\n" + mutants.options_roff;
  s += ".SH \"JUDGE OPTIONS\"\n" + judge.options_roff;
  s += ".SH \"CASES OPTIONS\"\n" + cases.options_roff;

  s += ".SH \"EXIT STATUS\"\n";
  s += Item(Bold("0"),
            "Nothing wrong (check: and nothing slow; mutants: every mutant killed,\n"
            "no control).");
  s += Item(Bold("1"),
            "A failure: a wrong answer, crash, hang, malformed output or limit\n"
            "(check); a surviving mutant or a killed control (mutants); a failing\n"
            "original, or a score below --min-score or none (mutate); grundy on a\n"
            "cyclic graph (solve).");
  s += Item(Bold("2"), "A usage or setup error, or bad input (solve).");
  s += Item(Bold("3"), "check only: the only finding is slowness (a timeout past hang size).");
  s += Item(Bold("judge"),
            "By its convention: testlib and oj 0 accepted, 1 wrong answer, 2 malformed output,\n"
            "3 checker failed; DOMjudge and Kattis 42 accepted, 43 wrong answer, 1 judge error.");
  s +=
      Item(Bold("130"), "Interrupted (Ctrl-C, SIGTERM, SIGHUP): check with nothing found, mutate.");

  s += ".SH EXAMPLES\n";
  auto example = [&](std::string_view what, std::string_view command) {
    s += ".PP\n" + RoffEscape(what) + "\n.PP\n.RS\n.nf\n" + RoffEscape(command) + "\n.fi\n.RE\n";
  };
  example("Check a solver program against the oracles, with a time budget of a minute:",
          "gamecheck check outcome --budget 60 -- ./my_solver");
  example("The same for a Python solver, writing a JUnit report and the failing case:",
          "gamecheck check grundy --junit report.xml --save failing -- python3 solver.py");
  example("Rerun the saved cases after a fix:",
          "gamecheck check grundy --replay failing -- python3 solver.py");
  example("The formats your solver reads and writes, with examples:", "gamecheck problems outcome");
  example(
      "The mutation points of your own C++ solver; without --list, each mutant is built and\n"
      "judged by the oracles (minutes for a 100-line solver; --json writes a report):",
      "gamecheck mutate outcome my_solver.cpp --list");
  example("Write check's first 100 cases with their answers as test data (DIR/K.in, DIR/K.ans):",
          "gamecheck cases outcome --out data");
  example("Judge a solver's output on one of them as a testlib checker (exit 0 accepted, 1\n"
          "wrong answer, 2 malformed output, 3 the test data is wrong; docs/judge.md):",
          "timeout 10 ./my_solver < data/002.in > out && "
          "gamecheck judge outcome data/002.in out data/002.ans");
  example("Solve the first worked example of a problem:",
          "gamecheck example outcome | gamecheck solve outcome");

  s += ".SH \"SEE ALSO\"\n";
  s += RoffEscape(
      "The input and output formats of every problem: docs/formats.md. The README and\n"
      "docs/check.md, docs/mutate.md, docs/mutants.md and docs/fuzzing.md. All are installed\n"
      "in share/doc/gamecheck under the installation prefix. In CMake,\n"
      "find_package(gamecheck) gives gamecheck_add_check() to run a check as a CTest test.\n");
  std::fputs(s.c_str(), stdout);
  return 0;
}

}  // namespace gc::cli
