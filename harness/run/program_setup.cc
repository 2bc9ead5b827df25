// harness/run/program_setup.cc — see program_setup.h.
#include "harness/run/program_setup.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <ctime>
#include <filesystem>

#include "harness/cases/generators.h"
#include "harness/problems/problem.h"

namespace gc {

std::vector<std::string> AbsoluteFileWords(std::vector<std::string> words) {
  for (std::size_t i = 1; i < words.size(); ++i) {
    std::string& w = words[i];
    if (w.empty() || w[0] == '-' || w[0] == '/') continue;
    std::error_code ec;
    if (!std::filesystem::exists(w, ec) || ec) continue;
    const std::filesystem::path abs = std::filesystem::absolute(w, ec);
    if (!ec) w = abs.lexically_normal().string();
  }
  return words;
}

std::string PythonExecutable(const std::string& python, const std::atomic<bool>* stop) {
  RunLimits l;
  l.timeout = std::chrono::seconds(30);
  l.scratch_dir = false;  // the user's directory: a launcher may choose by it
  const RunResult py =
      ProgramRunner({python, "-c", "import sys; print(sys.executable)"}).Run("", l, stop);
  const std::string path = py.out.substr(0, py.out.find('\n'));
  std::error_code ec;
  if (py.end == RunResult::End::kExited && py.status == 0 && !path.empty() && path[0] == '/' &&
      std::filesystem::exists(path, ec))
    return path;
  return "";
}

std::string InterpreterBehindLauncher(const std::string& program, const std::atomic<bool>* stop) {
  const std::string name = std::filesystem::path(program).filename().string();
  const std::string_view rest = std::string_view(name).substr(std::min<std::size_t>(6, name.size()));
  if (name.rfind("python", 0) != 0 ||
      rest.find_first_not_of("0123456789.") != std::string_view::npos)
    return "";
  char head[2] = {};
  std::FILE* f = std::fopen(program.c_str(), "rb");
  if (f == nullptr) return "";
  const std::size_t got = std::fread(head, 1, 2, f);
  std::fclose(f);
  if (got != 2 || head[0] != '#' || head[1] != '!') return "";  // the interpreter itself
  std::string real = PythonExecutable(program, stop);
  std::error_code ec;
  if (real.empty() || std::filesystem::equivalent(real, program, ec)) return "";
  return real;
}

std::string LastStderrLine(std::string_view err) {
  std::size_t end = err.size();
  while (end > 0) {
    const std::size_t start = err.rfind('\n', end - 1);
    const std::size_t from = start == std::string_view::npos ? 0 : start + 1;
    std::string_view line = err.substr(from, end - from);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
      line.remove_suffix(1);
    if (line.find_first_not_of(" \t\r") != std::string_view::npos) return std::string(line);
    if (start == std::string_view::npos) break;
    end = start;
  }
  return "";
}

std::chrono::milliseconds TimeLimit::For(std::uint64_t pairs) const {
  const double ms = static_cast<double>(base.count()) +
                    static_cast<double>(per_million.count()) * static_cast<double>(pairs) / 1e6;
  return std::chrono::milliseconds(static_cast<std::int64_t>(ms));
}

std::string TimeLimit::Text() const {
  char buf[160];
  if (per_million.count() == 0)
    std::snprintf(buf, sizeof buf, "%g s", static_cast<double>(base.count()) / 1000);
  else
    std::snprintf(buf, sizeof buf, "%g s + %g s per million vertices and edges",
                  static_cast<double>(base.count()) / 1000,
                  static_cast<double>(per_million.count()) / 1000);
  return buf;
}

std::uint64_t PairsOf(std::string_view text) {
  std::uint64_t numbers = 0, first = 0;
  bool in = false;
  for (char c : text) {
    const bool digit = c >= '0' && c <= '9';
    if (digit && !in) ++numbers;
    if (digit && numbers == 1 && first < (std::uint64_t{1} << 40))
      first = first * 10 + static_cast<std::uint64_t>(c - '0');
    in = digit;
  }
  return numbers == 0 ? 0 : first + (numbers - 1) / 2;
}

namespace {

// The last line with the runner's scratch directory names (gamecheck-run-XXXXXX) masked:
// two runs of one program may run in two of them.
std::string Masked(std::string line) {
  const std::string tag = "gamecheck-run-";
  for (std::size_t at = line.find(tag); at != std::string::npos; at = line.find(tag, at + 1))
    for (std::size_t i = at + tag.size(); i < std::min(line.size(), at + tag.size() + 6); ++i)
      line[i] = 'X';
  return line;
}

std::string EndOf(const RunResult& r) {
  if (r.end == RunResult::End::kSignaled)  // an exception in process: no signal was sent
    return r.exception.empty() ? "killed by " + SignalName(r.signal) : "threw " + r.exception;
  return "exit status " + std::to_string(r.status);
}

}  // namespace

std::optional<std::string> SetupErrorOf(const std::vector<RunResult>& runs) {
  if (runs.empty()) return std::nullopt;
  const RunResult& a = runs.front();
  const std::string line = Masked(LastStderrLine(a.err));
  for (const RunResult& r : runs) {
    const bool gave_up =
        (r.end == RunResult::End::kExited && r.status != 0) || r.end == RunResult::End::kSignaled;
    if (!gave_up || !r.out.empty() || r.end != a.end || r.status != a.status ||
        r.signal != a.signal || Masked(LastStderrLine(r.err)) != line)
      return std::nullopt;
  }
  std::string s = "the program failed the same way on " +
                  (runs.size() == 1 ? std::string("the only example")
                                    : "all " + std::to_string(runs.size()) + " examples") +
                  " before printing anything: " + EndOf(a) + "; " +
                  (line.empty() ? std::string("nothing on standard error")
                                : "standard error: " + LastStderrLine(a.err));
  const std::string low = [&] {
    std::string l = line;
    for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return l;
  }();
  if (low.find("no such file") != std::string::npos ||
      low.find("can't open") != std::string::npos || low.find("cannot open") != std::string::npos ||
      low.find("not found") != std::string::npos)
    s += " (the program runs in an empty scratch directory; the words after '--' that name "
         "existing files are made absolute, but paths inside a shell command line are not: "
         "write them as \"$GAMECHECK_CWD/FILE\" or absolute)";
  return s;
}

}  // namespace gc
