// cli/check_parts.h — the parts of `gamecheck check` (cli/check_cmd.cc), shared by its
// files along the command's flow: the command line (cli/check_args.cc: help, flags,
// options, --replay's cases), the run (cli/check_run.cc: the case time limit, the
// subject, progress lines) and the reports (cli/check_report.cc: saved cases, the replay
// and by-hand lines, the report files, Graphviz). One Deadline, made from --budget when
// the command starts, bounds all three.
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "cli/flags.h"
#include "harness/check/check.h"
#include "harness/deadline.h"
#include "harness/report/report.h"

namespace gc::cli {

#define GC_FLAGS_STRUCT CheckFlags
#define GC_FLAGS_FILE "cli/check_flags.def"
#include "cli/flags_struct.inc"

inline constexpr std::string_view kCheck = "check";
// The largest case the report prints whole, with a by-hand line (harness/report/report.cc).
inline constexpr std::size_t kByHandBytes = 200;

// What the command line asks for.
struct Invocation {
  CheckFlags f;
  const Problem* p = nullptr;
  std::vector<std::string> program;  // the words after "--"; empty with --builtin
  unsigned tiers = 0;
  Shard shard;  // from --shard, else from Bazel's or GoogleTest's variables, else the whole schedule
  bool shard_from_env = false;  // a variable named the shard (an empty one then passes)
  /// No --budget given: f.budget is the default, a soft budget that waits for every
  /// family (CheckOptions::soft_budget_seconds), not the run's deadline.
  bool default_budget = false;
  /// The run's deadline: --budget's end, none by default (a soft budget) or with 0.
  Deadline MakeDeadline(const std::atomic<bool>* stop) const {
    return Deadline::After(default_budget ? 0 : f.budget, stop);
  }
};

// ---- cli/check_args.cc ----

/// Reads the command line into *inv: -1 to go on, else the exit status (0 after --help,
/// 2 after a usage error, which it prints).
int ParseCommandLine(const std::vector<std::string_view>& args, Invocation* inv);
/// The engine's options under `deadline`, with the cases of --replay read in. False after
/// printing why.
bool MakeOptions(const Invocation& inv, const Deadline& deadline, CheckOptions* o);

// ---- cli/check_run.cc ----

/// The time limit of a case: --timeout plus --time-per-million per million vertices and
/// edges, both scaled by the machine's load as measured now (harness/run/program_setup.h).
/// Each run is cut to the deadline besides (RunLimits::end).
TimeLimit CaseTimeLimit(const CheckFlags& f);
/// The solver under test: the in-process --builtin, or the program run under the limits of
/// --timeout, --memory and --output-limit (its probe under --memory ends by `deadline`).
/// A Python launcher (a pyenv shim) given as the program is resolved once to the
/// interpreter it starts, which the cases run; *launcher then says so for the header.
/// An empty Subject after printing why.
Subject MakeSubject(const Invocation& inv, const TimeLimit& time, const Deadline& deadline,
                    std::string* launcher);
/// Prints the report's header: what is checked, the shard, how many cases are planned,
/// the budget.
void PrintHeader(const Problem& p, const ReportContext& ctx, const CheckOptions& o);
/// Runs the check with progress lines on standard error (unless quiet: a rewritten line
/// on a terminal, one every 5 s otherwise): the cases done and left, the rate, the time to
/// go at that rate (cut to what the budget leaves; 0: none) and the families met.
CheckResult RunWithProgress(const Problem& p, const Subject& subject, CheckOptions* o, bool quiet,
                            double budget);

// ---- cli/check_report.cc ----

/// For a failure: saves the minimal and original cases under --save and fills in
/// ctx->saved and ctx->replay, the command line that reruns the failing case.
void RecordFailure(const Invocation& inv, const CheckOptions& o, const CheckResult& r,
                   const TimeLimit& time, ReportContext* ctx);
/// Prints the text report and writes the --json, --junit, --html and --dot files (and,
/// with `picture`, the .svg when Graphviz is installed, by `deadline`). False when a file
/// could not be written.
bool WriteReports(const Invocation& inv, const ReportContext& ctx, const CheckResult& r,
                  bool picture, const Deadline& deadline);

}  // namespace gc::cli
