// cli/check_cmd.cc — `gamecheck check PROBLEM [options] -- PROGRAM [ARGS...]`: black-box
// checking of anyone's solver (or, with --builtin, of an in-process solver or mutant) to
// a minimal counterexample. The flags come from cli/check_flags.def; the engine is
// harness/check/check.h, the reports harness/report/report.h. See docs/check.md.
// Sharding: --shard K/N, else GoogleTest's GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS (and
// GTEST_SHARD_STATUS_FILE is touched; cli/shard_arg.h), runs one case of each block of N
// of the schedule.
// Exit status: 0 nothing wrong and nothing slow, 1 a failure (wrong answer, crash, hang,
// malformed output, limit), 2 usage or setup error, 3 slowness only, 130 interrupted with
// nothing found.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/check_snapshot.h"
#include "cli/commands.h"
#include "cli/flags.h"
#include "cli/io.h"
#include "cli/shard_arg.h"
#include "cli/limit_flags.h"
#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "harness/report/report.h"
#include "harness/report/report_html.h"
#include "harness/run/runner.h"

namespace gc::cli {

namespace {

#define GC_FLAGS_STRUCT CheckFlags
#define GC_FLAGS_FILE "cli/check_flags.def"
#include "cli/flags_struct.inc"

constexpr std::string_view kCheck = "check";
// The largest case the report prints whole, with a by-hand line (harness/report/report.cc).
constexpr std::size_t kByHandBytes = 200;

constexpr const char* kUsageLines =
    "gamecheck check PROBLEM [options] -- PROGRAM [ARGS...]\n"
    "gamecheck check PROBLEM [options] --builtin solver|mutant:NAME\n";

// What check does: the --help text and the man page's paragraph on check.
constexpr const char* kAbout =
    "Runs PROGRAM (no shell; the instance on standard input; in an empty scratch\n"
    "directory, with the words after '--' that name files made absolute) on a fixed\n"
    "schedule of cases and compares its output and exit status with the fast solver, the\n"
    "oracles (small cases) and the certificate verifier. The first failure is shrunk to a\n"
    "minimal case that fails the same way and reported. A program that fails the same way\n"
    "on every worked example before printing anything is a setup error. Each case's time\n"
    "limit is --timeout plus --time-per-million per million vertices and edges, scaled by\n"
    "the machine's load; a timeout on a case too big to need no time is slowness, reported\n"
    "apart, and the search goes on below that size. Exit status: 0\n"
    "nothing wrong and nothing slow, 1 a failure (wrong answer, crash, hang, malformed\n"
    "output, limit), 2 usage or setup error, 3 slowness only, 130 interrupted with\n"
    "nothing found. Ctrl-C, SIGTERM and SIGHUP stop the run and still report.\n";

std::string HelpText() {
  std::string s = "usage: gamecheck check PROBLEM [options] -- PROGRAM [ARGS...]\n"
                  "       gamecheck check PROBLEM [options] --builtin solver|mutant:NAME\n"
                  "\n" +
                  std::string(kAbout) + "\noptions:\n" + FlagsHelp<CheckFlags>();
  s += "\nproblems:";
  for (const Problem& p : Problems()) s += " " + std::string(p.name);
  return s + "\n";
}

std::string Svg(const std::string& dot_path) {
  std::filesystem::path p(dot_path);
  if (p.extension() == ".dot" || p.extension() == ".gv")
    return p.replace_extension(".svg").string();
  return dot_path + ".svg";
}

// The picture of the minimal case for --html: Graphviz's SVG of the DOT report, from its
// "<svg" on; "" without Graphviz, for a case too big to draw, when dot fails, or when
// --budget has no time left for it (dot gets at most 5 s, within what is left).
std::string Picture(const Problem& p, const CheckResult& r, double budget) {
  std::string err;
  const std::string dot = ResolveProgram("dot", &err);
  const double left = budget > 0 ? std::min(5.0, budget - r.seconds) : 5.0;
  if (dot.empty() || !WantsPicture(r) || left < 0.1) return "";
  RunLimits l;
  l.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(left * 1000));
  const RunResult rr = ProgramRunner({dot, "-Tsvg"}).Run(DotReport(p, *r.failure), l, &g_stop);
  const std::size_t svg = rr.out.find("<svg");
  if (rr.end != RunResult::End::kExited || rr.status != 0 || svg == std::string::npos) return "";
  return rr.out.substr(svg);
}

// What the command line asks for.
struct Invocation {
  CheckFlags f;
  const Problem* p = nullptr;
  std::vector<std::string> program;  // the words after "--"; empty with --builtin
  unsigned tiers = 0;
  Shard shard;  // from --shard, else from GoogleTest's variables, else the whole schedule
};

// "" when every number is in its range (cli/limit_flags.h), else the message.
std::string CheckLimits(const CheckFlags& f) {
  if (std::string err = CheckRunFlags(f.timeout, f.memory, f.jobs, f.cases, f.shrink_time);
      !err.empty())
    return err;
  if (std::string err = CheckCount("output-limit", f.output_limit, 1, kMaxMegabytes,
                                   " (MB; there is no unlimited output)");
      !err.empty())
    return err;
  if (std::string err = CheckSeconds("budget", f.budget, false); !err.empty()) return err;
  if (std::string err = CheckSeconds("time-per-million", f.time_per_million, false); !err.empty())
    return err;
  // With --replay, I counts the cases replayed, not the schedule's.
  const bool past = f.replay.empty() && f.only_case >= 0 &&
                    static_cast<std::uint64_t>(f.only_case) >= f.cases;
  if (f.only_case < -1 || past)
    return "--case " + std::to_string(f.only_case) + ": the schedule has cases 0 to " +
           std::to_string(f.cases - 1) + " (--cases " + std::to_string(f.cases) + ")";
  return "";
}

// Reads the command line into *inv: -1 to go on, else the exit status (0 after --help,
// 2 after a usage error, which it prints).
int ParseCommandLine(const std::vector<std::string_view>& args, Invocation* inv) {
  const auto dashdash = std::find(args.begin(), args.end(), "--");
  const std::size_t split = static_cast<std::size_t>(dashdash - args.begin());
  CheckFlags& f = inv->f;
  const bool problem_given = args.size() > 1 && split > 1 && !args[1].starts_with('-');
  if (std::string err = ParseFlags(args, problem_given ? 2 : 1, split, &f,
                                   " (a program goes after '--')");
      !err.empty())
    return UsageError(kCheck, err);
  if (f.help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  if (std::string err = CheckLimits(f); !err.empty()) return UsageError(kCheck, err);
  if (!problem_given) return UsageError(kCheck, "check takes PROBLEM first");
  inv->p = FindProblem(args[1]);
  if (!inv->p)
    return UsageError(kCheck,
                      "unknown problem '" + std::string(args[1]) + "' (try 'gamecheck problems')");
  if (split < args.size())
    for (std::size_t i = split + 1; i < args.size(); ++i) inv->program.emplace_back(args[i]);
  if (f.builtin.empty() == inv->program.empty())
    return UsageError(kCheck, inv->program.empty()
                                  ? "give a program after '--', or --builtin NAME"
                                  : "give either a program or --builtin, not both");
  const std::optional<unsigned> tiers = ParseTiers(f.tiers);
  if (!tiers || *tiers == 0) return UsageError(kCheck, "bad --tiers '" + f.tiers + "'");
  inv->tiers = *tiers;
  if (std::string err = ReadShardArg(f.shard, &inv->shard); !err.empty()) return UsageError(kCheck, err);
  // --case names a case of the whole schedule (as a report prints it), so it runs that case
  // whichever shard the environment says this is; with --shard as well it is a mistake.
  if (f.only_case >= 0 && !f.shard.empty())
    return UsageError(kCheck, "--case I runs case I of the whole schedule; give it without --shard");
  if (!TouchShardStatusFile("check")) return 2;
  return -1;
}

// The time limit of a case: --timeout plus --time-per-million per million vertices and
// edges, both scaled by the machine's load as measured now (harness/run/program_setup.h), and
// cut to the end of --budget.
TimeLimit CaseTimeLimit(const CheckFlags& f) {
  TimeLimit t;
  t.base = std::chrono::milliseconds(static_cast<std::int64_t>(f.timeout * 1000));
  t.per_million = std::chrono::milliseconds(static_cast<std::int64_t>(f.time_per_million * 1000));
  t.load = t.per_million.count() > 0 ? MeasureLoad() : 1;
  t.track_load_average = t.per_million.count() > 0;
  if (f.budget > 0)
    t.budget_end = std::chrono::steady_clock::now() +
                   std::chrono::milliseconds(static_cast<std::int64_t>(f.budget * 1000));
  return t;
}

// The solver under test: the in-process --builtin, or the program run under the limits of
// --timeout, --memory and --output-limit. An empty Subject after printing why.
Subject MakeSubject(const Invocation& inv, const TimeLimit& time) {
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
  if (std::string why = MemoryTooSmall(runner, limits, &g_stop); !why.empty()) {
    std::fprintf(stderr, "gamecheck check: %s\n", why.c_str());
    return {};
  }
  return ProgramSubject(std::move(runner), limits, time);
}

// The engine's options, with the cases of --replay read in. False after printing why.
bool MakeOptions(const Invocation& inv, CheckOptions* o) {
  const CheckFlags& f = inv.f;
  o->seed = f.seed;
  o->cases = f.cases;
  o->budget_seconds = f.budget;
  o->jobs =
      f.jobs ? static_cast<unsigned>(f.jobs) : std::max(1u, std::thread::hardware_concurrency());
  o->shrink_time = std::chrono::milliseconds(static_cast<std::int64_t>(f.shrink_time * 1000));
  o->tiers = inv.tiers;
  o->bad_input = f.bad_input;
  o->memory_limited = f.memory > 0;
  o->only_case = f.only_case;
  o->shard = inv.shard;
  o->max_n = f.max_n;
  o->stop = &g_stop;
  if (f.replay.empty()) return true;
  std::vector<std::string> files;
  std::error_code ec;
  if (std::filesystem::is_directory(f.replay, ec)) {
    for (const auto& e : std::filesystem::directory_iterator(f.replay, ec))
      if (e.is_regular_file()) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(f.replay);
  }
  for (const std::string& file : files) {
    std::string err;
    auto text = ReadCaseFile(file, kMaxCaseBytes, &err);
    if (!text) {
      std::fprintf(stderr, "gamecheck check: %s\n", err.c_str());
      return false;
    }
    Case c = ReplayCase(*inv.p, o->replay.size(), file, *text);
    // A malformed file is a case only for --bad-input (which saves such cases); otherwise
    // it is a mistake in what was given to replay.
    if (c.bad_input && !f.bad_input) {
      std::string why = "it is not a valid input";
      try {
        ReadInstance(inv.p->input, c.text);
      } catch (const TextError& e) {
        why = e.what();
      }
      std::fprintf(stderr,
                   "gamecheck check: %s: %s (a malformed case is replayed only with "
                   "--bad-input)\n",
                   file.c_str(), why.c_str());
      return false;
    }
    o->replay.push_back(std::move(c));
  }
  if (o->replay.empty()) {
    UsageError(kCheck, "no case files in " + f.replay);
    return false;
  }
  return true;
}

// Prints the report's header: what is checked, the shard, how many cases are planned.
void PrintHeader(const Problem& p, const ReportContext& ctx, const CheckOptions& o) {
  std::fputs(TextHeader(ctx, PlannedCheck(p, o)).c_str(), stdout);
  std::fflush(stdout);
}

// Runs the check with progress lines on standard error (unless quiet: a rewritten line on
// a terminal, one every 5 s otherwise).
CheckResult RunWithProgress(const Problem& p, const Subject& subject, CheckOptions* o,
                            bool quiet) {
  const bool tty = ::isatty(2);
  double last_plain = 0;
  if (!quiet)
    o->on_progress = [&](const Progress& pr) {
      const double rate = pr.seconds > 0 ? static_cast<double>(pr.done) / pr.seconds : 0;
      std::string fams;
      for (const auto& [name, k] : pr.families) fams += (fams.empty() ? "" : " ") + name;
      char line[256];
      std::snprintf(line, sizeof line, "%s%llu/%llu cases, %.0f/s, %.1f s%s",
                    pr.shrinking ? "shrinking; " : "", static_cast<unsigned long long>(pr.done),
                    static_cast<unsigned long long>(pr.total), rate, pr.seconds, "");
      if (tty) {
        std::string s = std::string("\r\033[K") + line + " | " + fams;
        if (s.size() > 160) s = s.substr(0, 157) + "...";
        std::fputs(s.c_str(), stderr);
      } else if (pr.seconds - last_plain >= 5 || pr.shrinking) {
        last_plain = pr.seconds;
        std::fprintf(stderr, "progress: %s; shapes: %s\n", line, fams.c_str());
      }
    };
  CheckResult r = RunCheck(p, subject, *o);
  o->on_progress = nullptr;  // it refers to this frame
  if (tty && !quiet) std::fputs("\r\033[K", stderr);
  return r;
}

// For a failure: saves the minimal and original cases under --save and fills in
// ctx->saved and ctx->replay, the command line that reruns the failing case.
void RecordFailure(const Invocation& inv, const CheckOptions& o, const CheckResult& r,
                   const TimeLimit& time, ReportContext* ctx) {
  const CheckFlags& f = inv.f;
  const Failure& fl = *r.failure;
  // A case too large to print whole (the report shows 24 lines, and no by-hand line) is
  // saved even without --save, in the temporary directory, so that it can be run by hand
  // and its shrink continued.
  const bool large = !fl.minimal.bad_input && fl.minimal.text.size() > kByHandBytes &&
                     fl.verdict.kind != FailureKind::kSetupError;
  std::string save_dir = f.save;
  if (save_dir.empty() && large) {
    std::error_code ec;
    save_dir = (std::filesystem::temp_directory_path(ec) / "gamecheck-cases").string();
  }
  if (!save_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(save_dir, ec);
    // Named by the case index of the whole schedule, zero-padded, so that the shards of one
    // run can share DIR and `--replay DIR` (name order) meets the lowest index first; a
    // replayed file's failure is named after that file instead.
    std::string name;
    if (fl.original.tier == Tier::kReplay) {
      name = std::string(inv.p->name) + "-replay-" +
             std::filesystem::path(fl.original.about).stem().string();
    } else {
      char index[32];
      std::snprintf(index, sizeof index, "%010llu",
                    static_cast<unsigned long long>(fl.original.index));
      name = std::string(inv.p->name) + "-seed" + std::to_string(r.seed) + "-case" + index;
    }
    const std::string base =
        (std::filesystem::path(save_dir) / (name + "-" + Slug(fl.verdict.kind))).string();
    if (WriteFile("check", base + ".minimal.txt", fl.minimal.text)) ctx->saved = base + ".minimal.txt";
    if (fl.minimal.text != fl.original.text) WriteFile("check", base + ".original.txt", fl.original.text);
  }
  std::vector<std::string>& replay = ctx->replay;
  replay = {"gamecheck", "check", ctx->problem};
  if (!ctx->saved.empty()) {
    replay.insert(replay.end(), {"--replay", ctx->saved});
    if (fl.minimal.bad_input) replay.push_back("--bad-input");
  } else if (fl.original.tier == Tier::kReplay) {
    replay.insert(replay.end(), {"--replay", fl.original.about});
  } else {
    replay.insert(replay.end(), {"--seed", std::to_string(r.seed), "--cases",
                                 std::to_string(o.cases), "--case",
                                 std::to_string(fl.original.index)});
    if (f.tiers != "all") replay.insert(replay.end(), {"--tiers", f.tiers});
    if (f.bad_input) replay.push_back("--bad-input");
  }
  // Every option that changes a verdict: the limits, and the size cap.
  if (f.memory) replay.insert(replay.end(), {"--memory", std::to_string(f.memory)});
  if (f.builtin.empty()) {
    char t[32];
    std::snprintf(t, sizeof t, "%g", f.timeout);
    replay.insert(replay.end(), {"--timeout", t});
    if (f.time_per_million != 5) {
      std::snprintf(t, sizeof t, "%g", f.time_per_million);
      replay.insert(replay.end(), {"--time-per-million", t});
    }
    if (f.output_limit != 64)
      replay.insert(replay.end(), {"--output-limit", std::to_string(f.output_limit)});
  }
  if (f.max_n && fl.original.tier != Tier::kReplay && ctx->saved.empty())
    replay.insert(replay.end(), {"--max-n", std::to_string(f.max_n)});
  std::vector<std::string> subject;
  if (!f.builtin.empty()) {
    subject = {"--builtin", f.builtin};
  } else {
    subject.push_back("--");
    subject.insert(subject.end(), inv.program.begin(), inv.program.end());
    // The by-hand line gives the limit this case had.
    TimeLimit unbounded = time;
    unbounded.budget_end.reset();
    if (!fl.minimal.bad_input)
      ctx->timeout_seconds =
          static_cast<double>(unbounded.For(PairsOf(fl.minimal.text)).count()) / 1000;
  }
  // Not a fixpoint of the shrinker: the same replay with more shrink time goes on from
  // the smallest case so far.
  if (fl.shrunk && !fl.shrink.minimal && !ctx->saved.empty()) {
    char t[32];
    std::snprintf(t, sizeof t, "%g", std::max(60.0, 4 * f.shrink_time));
    ctx->continue_shrink = replay;
    ctx->continue_shrink.insert(ctx->continue_shrink.end(), {"--shrink-time", t});
    ctx->continue_shrink.insert(ctx->continue_shrink.end(), subject.begin(), subject.end());
  }
  replay.insert(replay.end(), subject.begin(), subject.end());
}

// Prints the text report and writes the --json, --junit and --dot files (and, with
// `picture`, the .svg when Graphviz is installed). False when a file could not be written.
bool WriteReports(const Invocation& inv, const ReportContext& ctx, const CheckResult& r,
                  bool picture = true) {
  const CheckFlags& f = inv.f;
  const Problem& p = *inv.p;
  const std::string text = TextReport(p, ctx, r);
  std::fwrite(text.data(), 1, text.size(), stdout);  // every byte, a NUL too
  std::fflush(stdout);
  bool written = true;
  if (!f.json.empty()) written &= WriteFile("check", f.json, JsonReport(p, ctx, r));
  if (!f.junit.empty()) written &= WriteFile("check", f.junit, JunitReport(p, ctx, r));
  if (!f.html.empty())
    written &= WriteFile("check", f.html, HtmlReport(p, ctx, r, picture ? Picture(p, r, f.budget) : ""));
  if (!f.dot.empty() && r.failure && !r.failure->minimal.bad_input) {
    written &= WriteFile("check", f.dot, DotReport(p, *r.failure));
    std::string err;
    const std::string dot = ResolveProgram("dot", &err);
    if (picture && !dot.empty() && r.failure->minimal.x.g.m() <= 5000) {
      RunLimits l;
      l.timeout = std::chrono::seconds(20);
      l.scratch_dir = false;  // dot reads and writes the user's (relative) paths
      RunResult rr = ProgramRunner({dot, "-Tsvg", "-o", Svg(f.dot), f.dot}).Run("", l);
      if (rr.end == RunResult::End::kExited && rr.status == 0)
        std::printf("picture: %s\n", Svg(f.dot).c_str());
    }
  }
  return written;
}

}  // namespace

CommandDoc CheckDoc() { return {"check", kUsageLines, kAbout, FlagsMan<CheckFlags>()}; }

int CheckCommand(const std::vector<std::string_view>& args) {
  if (args.size() > 1 && args[1] == "--exec-limited")
    return ExecLimited(std::vector<std::string>(args.begin() + 2, args.end()));
  Invocation inv;
  if (int status = ParseCommandLine(args, &inv); status >= 0) return status;
  const TimeLimit time = inv.f.builtin.empty() ? CaseTimeLimit(inv.f) : TimeLimit{};
  const Subject subject = MakeSubject(inv, time);
  if (!subject) return 2;
  CheckOptions o;
  if (!MakeOptions(inv, &o)) return 2;

  // A run of no case is no pass: say so instead of checking nothing.
  if (const CheckResult planned = PlannedCheck(*inv.p, o); planned.planned == 0)
    return UsageError(kCheck,
                      o.shard.sharded()
                          ? "nothing to check: shard " + std::to_string(o.shard.index) + "/" +
                                std::to_string(o.shard.count) + " gets none of the " +
                                std::to_string(o.replay.empty() ? o.cases : o.replay.size()) +
                                " cases planned"
                          : "nothing to check: no case is planned (--cases 0)");
  ReportContext ctx;
  ctx.problem = std::string(inv.p->name);
  ctx.builtin = inv.f.builtin;
  ctx.program = inv.program;
  ctx.jobs = o.jobs;
  ctx.timeout_seconds = inv.f.builtin.empty() ? inv.f.timeout : 0;
  if (inv.f.builtin.empty()) ctx.time_limit = time.Text();
  ctx.memory_mb = inv.f.memory;
  // Ctrl-C, and what `timeout`, CI cancellation and a closed terminal send, all stop the
  // run the same way: the running programs are killed, the finding is still reported. A
  // third one ends gamecheck: with the reports written by the check itself if it ends in
  // time (ForceGrace()), else with those of the snapshot of what it had found.
  CheckSnapshot snapshot(PlannedCheck(*inv.p, o));
  snapshot.Watch(&o);
  Reporting reporting;
  const auto report = [&](const CheckResult& r, bool picture) {
    ReportContext c = ctx;
    if (r.failure) RecordFailure(inv, o, r, time, &c);
    const bool written = WriteReports(inv, c, r, picture);
    if (r.failure) return r.failure->verdict.kind == FailureKind::kSetupError ? 2 : 1;
    if (r.interrupted) return 130;
    if (!written) return 2;
    return r.slow() ? 3 : 0;
  };
  const StopSignals stop_signals([&] {
    return reporting.Force(ForceGrace(), [&] {
      const int status = report(snapshot.Result(), false);
      std::fputs(
          "note: ended by a third stop signal before the check had finished; this is "
          "what it had found by then\n",
          stdout);
      std::fflush(stdout);
      return status;
    });
  });
  PrintHeader(*inv.p, ctx, o);
  const CheckResult r = RunWithProgress(*inv.p, subject, &o, inv.f.quiet);
  reporting.Begin();
  const int status = report(r, true);
  reporting.End();
  return status;
}

}  // namespace gc::cli
