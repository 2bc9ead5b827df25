// cli/check_run.cc — the run of `gamecheck check` (cli/check_parts.h): the time limit of
// a case, the subject (a program or a builtin), the header and the progress lines.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/check_parts.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "harness/run/program_setup.h"
#include "harness/run/runner.h"

namespace gc::cli {

TimeLimit CaseTimeLimit(const CheckFlags& f) {
  TimeLimit t;
  t.base = std::chrono::milliseconds(static_cast<std::int64_t>(f.timeout * 1000));
  t.per_million = std::chrono::milliseconds(static_cast<std::int64_t>(f.time_per_million * 1000));
  // CPU time, not scaled by the machine's load: a limit that grew with the load gave a
  // solver slow on an idle machine more room on a busy one (harness/run/cpu_clock.h).
  return t;
}

Subject MakeSubject(const Invocation& inv, const TimeLimit& time, const Deadline& deadline,
                    std::string* launcher) {
  const CheckFlags& f = inv.f;
  if (!f.builtin.empty()) {
    std::string err;
    Subject subject = BuiltinSubject(*inv.p, f.builtin, &err);
    if (!subject) UsageError(kCheck, err);
    return subject;
  }
  std::string err;
  std::string path = ResolveProgram(inv.program[0], &err);
  if (path.empty()) {
    std::fprintf(stderr, "gamecheck check: %s\n", err.c_str());
    return {};
  }
  // Resolved once here, in the user's directory, where the launcher chooses the version.
  if (std::string real = InterpreterBehindLauncher(path, deadline.stop()); !real.empty()) {
    *launcher = inv.program[0] + " is a launcher (" + path +
                "): each case runs the interpreter it starts here, " + real;
    path = std::move(real);
  }
  RunLimits limits;
  limits.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(f.timeout * 1000));
  limits.memory_mb = f.memory;
  limits.output_cap = static_cast<std::size_t>(f.output_limit) << 20;
  // A relative path among the words names a file of the user's directory, not of the
  // program's scratch directory: made absolute like argv[0].
  std::vector<std::string> argv = AbsoluteFileWords(inv.program);
  argv[0] = path;
  // This very binary sets the memory limit in the child before exec'ing the program.
  std::error_code ec;
  std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  ProgramRunner runner(argv, ec ? "" : self);
  RunLimits probe = limits;
  probe.end = deadline.end();
  if (std::string why = MemoryTooSmall(runner, probe, deadline.stop()); !why.empty()) {
    std::fprintf(stderr, "gamecheck check: %s\n", why.c_str());
    return {};
  }
  return ProgramSubject(std::move(runner), limits, time);
}

void PrintHeader(const Problem& p, const ReportContext& ctx, const CheckOptions& o) {
  std::fputs(TextHeader(ctx, PlannedCheck(p, o)).c_str(), stdout);
  std::fflush(stdout);
}

namespace {

// "40 s", "12 min", "2.5 h".
std::string Duration(double seconds) {
  char s[32];
  if (seconds < 90)
    std::snprintf(s, sizeof s, "%.0f s", seconds);
  else if (seconds < 5400)
    std::snprintf(s, sizeof s, "%.0f min", seconds / 60);
  else
    std::snprintf(s, sizeof s, "%.1f h", seconds / 3600);
  return s;
}

// "120/5000 cases, 4880 left, 20/s, 6.0 s, about 54 s to go (the budget's end), 14
// families met": the time to go at the rate so far, cut to what the budget leaves (0:
// none); the families by their number, not their names.
std::string ProgressLine(const Progress& pr, double budget) {
  const double rate = pr.seconds > 0 ? static_cast<double>(pr.done) / pr.seconds : 0;
  const std::uint64_t left = pr.total > pr.done ? pr.total - pr.done : 0;
  char line[160];
  std::snprintf(line, sizeof line, "%s%llu/%llu cases, %llu left, %.0f/s, %.1f s",
                pr.shrinking ? "shrinking; " : "", static_cast<unsigned long long>(pr.done),
                static_cast<unsigned long long>(pr.total), static_cast<unsigned long long>(left),
                rate, pr.seconds);
  std::string s = line;
  if (!pr.shrinking && rate > 0 && left > 0) {
    double to_go = static_cast<double>(left) / rate;
    const bool cut = budget > 0 && to_go > budget - pr.seconds;
    if (cut) to_go = std::max(0.0, budget - pr.seconds);
    s += ", about " + Duration(to_go) + " to go" + (cut ? " (the budget's end)" : "");
  }
  return s + ", " + std::to_string(pr.families.size()) +
         (pr.families.size() == 1 ? " family met" : " families met");
}

}  // namespace

CheckResult RunWithProgress(const Problem& p, const Subject& subject, CheckOptions* o, bool quiet,
                            double budget) {
  const bool tty = ::isatty(2);
  double last_plain = 0;
  if (!quiet)
    o->on_progress = [&](const Progress& pr) {
      const std::string line = ProgressLine(pr, budget);
      if (tty) {
        std::string s = "\r\033[K" + line;
        if (s.size() > 160) s = s.substr(0, 157) + "...";
        std::fputs(s.c_str(), stderr);
      } else if (pr.seconds - last_plain >= 5 || pr.shrinking) {
        last_plain = pr.seconds;
        std::fprintf(stderr, "progress: %s\n", line.c_str());
      }
    };
  CheckResult r = RunCheck(p, subject, *o);
  o->on_progress = nullptr;  // it refers to this frame
  if (tty && !quiet) std::fputs("\r\033[K", stderr);
  return r;
}

}  // namespace gc::cli
