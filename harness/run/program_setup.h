// harness/run/program_setup.h — what `check` does around a program before judging it: the
// words of its command line that name files, the interpreter behind a Python launcher, the per-case time limit that grows with the
// instance, and telling a program that cannot work at all (a setup error) from a finding.
// Status: properties/first_hour_test.cc.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/run/runner.h"

namespace gc {

/// The program's words with every relative word after argv[0] that names an existing file
/// or directory (from the current directory) made absolute, as argv[0] is: the program
/// runs in an empty scratch directory, where `python3 solver.py` would find no solver.py.
/// Words starting with '-' and words inside a shell command line (`sh -c 'python3 x.py'`)
/// are left as they are.
std::vector<std::string> AbsoluteFileWords(std::vector<std::string> words);

/// The interpreter that the command `python` (a path, or a name looked up in PATH) starts:
/// its sys.executable, asked by running it once in the current directory (where a
/// launcher chooses the version: pyenv's .python-version, asdf's .tool-versions); an
/// absolute path that exists, "" when there is none or it does not say (a 30 s limit).
std::string PythonExecutable(const std::string& python, const std::atomic<bool>* stop);

/// When `program` (a path) is a launcher of a Python interpreter rather than the
/// interpreter (a script, "#!...", named python, python3, python3.12...: the shims of
/// pyenv and asdf, conda's wrappers), the interpreter it starts from here
/// (PythonExecutable); "" otherwise. A launcher costs each run a shell and its lookups
/// (0.35 s a start against 0.04 s on the development machine), so a check runs the
/// interpreter it resolves to, once resolved, as the launcher would have.
std::string InterpreterBehindLauncher(const std::string& program, const std::atomic<bool>* stop);

/// The last non-empty line of a program's standard error ("" when there is none): the
/// exception line of a Python traceback, the message of most programs that give up.
std::string LastStderrLine(std::string_view err);

/// The time limit of one case, as judges set them per test: a base plus a time per million
/// vertices and edges of the instance, in CPU time (harness/run/cpu_clock.h), so the same
/// on a busy machine as on an idle one: the machine's load stretches only the wall-clock
/// bound of a run, never the limit.
struct TimeLimit {
  std::chrono::milliseconds base{2000};
  std::chrono::milliseconds per_million{0};  // 0: the base alone, whatever the size
  /// The limit for an instance of `pairs` vertices + edges (a run's Deadline may cut it:
  /// RunLimits::end).
  std::chrono::milliseconds For(std::uint64_t pairs) const;
  /// "2 s + 2 s per million vertices and edges".
  std::string Text() const;
};

/// Vertices + edges of an instance text, without reading it strictly: the first number
/// (n, for every input kind) plus half of the other numbers. O(size of the text).
std::uint64_t PairsOf(std::string_view text);

/// Whether the runs of a program on every worked example are one setup error: each ended
/// with a non-zero exit status or a signal, printed nothing on standard output, and ended
/// the same way with the same last line of standard error (scratch directory names
/// aside). Then returns the sentence for the report ("the program failed the same way on
/// all 3 examples before printing anything: exit status 2; standard error: ...").
std::optional<std::string> SetupErrorOf(const std::vector<RunResult>& example_runs);

}  // namespace gc
