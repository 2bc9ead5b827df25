// cli/main.cc — the gamecheck command.
//   gamecheck solve PROBLEM [FILE]   solve an instance (standard input without FILE)
//   gamecheck solve --help           the solve usage and the problems (also -h)
//   gamecheck example PROBLEM [I]    print the I-th worked example's input (default 0)
//   gamecheck problems [PROBLEM]     the problems and their formats (cli/problems_cmd.cc)
//   gamecheck --version              "gamecheck 0.1", the CMake project version (also version)
//   gamecheck help --man             the man page as roff (hidden; also --man; cli/man.cc)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "cli/io.h"
#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "harness/run/exec_limited.h"
#include "harness/run/lifeline.h"

namespace {

constexpr const char* kUsage =
    "usage: gamecheck COMMAND ...\n"
    "\n"
    "commands:\n"
    "  solve PROBLEM [FILE]     solve one instance read from FILE or standard input and\n"
    "                           print the answer in the spec format (exit 0; 1 for grundy\n"
    "                           on a cyclic graph; 2 for bad input, with line and column;\n"
    "                           'solve --help' lists the problems)\n"
    "  check PROBLEM [OPTIONS] -- PROGRAM [ARGS...]\n"
    "                           check a solver program (any language) against the oracles,\n"
    "                           shrink a failure to a minimal case ('check --help')\n"
    "  check PROBLEM --builtin NAME   the same for an in-process solver or known mutant\n"
    "  mutants [--json FILE]    run every check layer against every known mutant\n"
    "  mutate PROBLEM [OPTIONS] SOURCE [-- RUN...]\n"
    "                           mutation testing of a C, C++, Python, JavaScript, Go, Java\n"
    "                           or Rust solver, each mutant judged by the oracles\n"
    "                           ('mutate --help')\n"
    "  judge PROBLEM INPUT OUTPUT ANSWER\n"
    "                           judge one output as a checker program: testlib, DOMjudge,\n"
    "                           Kattis and online-judge-tools conventions ('judge --help')\n"
    "  cases PROBLEM --out DIR  write check's cases as test data: K.in with the reference\n"
    "                           answer as K.ans; --case K prints one ('cases --help')\n"
    "  example PROBLEM [INDEX]  print a worked example's input (the spec's first by default)\n"
    "  problems [PROBLEM]       list the problems and their input formats; with PROBLEM,\n"
    "                           its input and output formats with examples\n"
    "  help                     this text\n"
    "  --version                print the version (also 'version')\n";

// The usage, with the problem list taken from the table.
void PrintUsage(std::FILE* to) {
  std::fputs(kUsage, to);
  std::string names;
  for (const gc::Problem& p : gc::Problems()) names += " " + std::string(p.name);
  std::fprintf(to, "\nproblems:%s (see 'problems')\n", names.c_str());
}

int Usage(const char* msg) {
  if (msg) std::fprintf(stderr, "gamecheck: %s\n", msg);
  PrintUsage(stderr);
  return 2;
}

const gc::Problem* ProblemArg(const std::vector<std::string_view>& args, std::size_t i) {
  if (args.size() <= i) return nullptr;
  const gc::Problem* p = gc::FindProblem(args[i]);
  if (!p) std::fprintf(stderr, "gamecheck: unknown problem '%.*s' (try 'gamecheck problems')\n",
                       static_cast<int>(args[i].size()), args[i].data());
  return p;
}

constexpr const char* kSolveUsage =
    "usage: gamecheck solve PROBLEM [FILE]\n"
    "\n"
    "Solves one instance read from FILE (standard input without FILE, or with '-') and\n"
    "prints the answer in the spec format. Exit 0; 1 for grundy on a cyclic graph; 2 for\n"
    "bad input (one line naming line and column) or an instance too big for this machine.\n"
    "\n"
    "problems:\n";

// `gamecheck solve --help`: the usage and every problem, on standard output.
int SolveHelp() {
  std::fputs(kSolveUsage, stdout);
  for (const gc::Problem& p : gc::Problems())
    std::printf("  %-11.*s %.*s\n", static_cast<int>(p.name.size()), p.name.data(),
                static_cast<int>(p.summary.size()), p.summary.data());
  return 0;
}

int Solve(const std::vector<std::string_view>& args) {
  if (args.size() >= 2 && (args[1] == "--help" || args[1] == "-h")) return SolveHelp();
  if (args.size() < 2 || args.size() > 3) return Usage("solve takes PROBLEM and at most one FILE");
  const gc::Problem* p = ProblemArg(args, 1);
  if (!p) return 2;
  std::string err;
  gc::Output o = gc::cli::SolveFile(*p, args.size() == 3 ? std::string(args[2]) : "", &err);
  if (!err.empty()) std::fprintf(stderr, "gamecheck: %s\n", err.c_str());
  if (!gc::cli::WriteAll(o.out)) {
    std::fprintf(stderr, "gamecheck: cannot write the answer\n");
    return 2;
  }
  return o.status;
}

int Example(const std::vector<std::string_view>& args) {
  const gc::Problem* p = ProblemArg(args, 1);
  if (!p) return args.size() < 2 ? Usage("example takes PROBLEM") : 2;
  std::size_t i = 0;
  if (args.size() > 2) i = std::strtoul(std::string(args[2]).c_str(), nullptr, 10);
  if (i >= p->examples.size()) return Usage("no such example");
  std::fwrite(p->examples[i].input.data(), 1, p->examples[i].input.size(), stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty()) return Usage(nullptr);
  std::string_view cmd = args[0];
  if (cmd == "--version" || cmd == "version") {
    std::printf("gamecheck %s\n", GAMECHECK_VERSION);
    return 0;
  }
  if (cmd == "--man" || (cmd == "help" && args.size() == 2 && args[1] == "--man"))
    return gc::cli::PrintManPage();
  if (cmd == "help" || cmd == "--help" || cmd == "-h") {
    PrintUsage(stdout);
    return 0;
  }
  if (cmd == "solve") return Solve(args);
  if (cmd == "example") return Example(args);
  // The commands that run programs: what they started dies with them, even killed
  // outright (harness/run/lifeline.h). Not for the --memory shim's own exec.
  if ((cmd == "check" || cmd == "mutate") && !(args.size() > 1 && args[1] == "--exec-limited")) {
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) gc::StartLifeline((self.parent_path() / gc::kExecLimitedName).string());
  }
  if (int rc = gc::cli::RunCommand(args); rc >= 0) {
    // A check's in-process work left at its deadline may still be running: end without
    // destroying the statics under it (harness/check/check.h).
    if (gc::AbandonedWork() > 0) {
      std::fflush(nullptr);
      std::_Exit(rc);
    }
    return rc;
  }
  return Usage(("unknown command '" + std::string(cmd) + "'").c_str());
}
