// cli/check_args.cc — the command line of `gamecheck check` (cli/check_parts.h): usage,
// --help and the man page's paragraph, the flags and their ranges, the engine's options
// and the cases of --replay.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <new>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/annotations.h"
#include "cli/check_parts.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "cli/limit_flags.h"
#include "cli/shard_arg.h"
#include "harness/problems/problem.h"

namespace gc::cli {

namespace {

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
  std::string s =
      "usage: gamecheck check PROBLEM [options] -- PROGRAM [ARGS...]\n"
      "       gamecheck check PROBLEM [options] --builtin solver|mutant:NAME\n"
      "\n" +
      std::string(kAbout) + "\noptions:\n" + FlagsHelp<CheckFlags>();
  s += "\nproblems:";
  for (const Problem& p : Problems()) s += " " + std::string(p.name);
  return s + "\n";
}

// Reads the cases of --replay (a file, or every file of a directory in name order) into
// o->replay. False after printing why.
bool ReadReplay(const Invocation& inv, CheckOptions* o) {
  const CheckFlags& f = inv.f;
  std::vector<std::string> files;
  std::error_code ec;
  if (std::filesystem::is_directory(f.replay, ec)) {
    for (const auto& e : std::filesystem::directory_iterator(f.replay, ec))
      if (e.is_regular_file()) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    // Test data (`gamecheck cases`, a judge package) holds answers beside its inputs: when
    // any file is a .in, the .in files are the cases.
    const auto not_in = [](const std::string& s) { return !s.ends_with(".in"); };
    if (!std::all_of(files.begin(), files.end(), not_in)) std::erase_if(files, not_in);
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
    Case c;
    try {
      c = ReplayCase(*inv.p, o->replay.size(), file, *text);
    } catch (const std::bad_alloc&) {
      // As solve says it of the same file: exit 2, never an abort.
      std::fprintf(stderr,
                   "gamecheck check: %s: %s would run out of memory: its instance does not "
                   "fit in what this process can hold\n",
                   file.c_str(), std::string(inv.p->name).c_str());
      return false;
    }
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
  const bool past =
      f.replay.empty() && f.only_case >= 0 && static_cast<std::uint64_t>(f.only_case) >= f.cases;
  if (f.only_case < -1 || past)
    return "--case " + std::to_string(f.only_case) + ": the schedule has cases 0 to " +
           std::to_string(f.cases - 1) + " (--cases " + std::to_string(f.cases) + ")";
  return "";
}

}  // namespace

int ParseCommandLine(const std::vector<std::string_view>& args, Invocation* inv) {
  const auto dashdash = std::find(args.begin(), args.end(), "--");
  const std::size_t split = static_cast<std::size_t>(dashdash - args.begin());
  CheckFlags& f = inv->f;
  const bool problem_given = args.size() > 1 && split > 1 && !args[1].starts_with('-');
  std::vector<std::string_view> given;
  if (std::string err = ParseFlags(args, problem_given ? 2 : 1, split, &f,
                                   " (a program goes after '--')", &given);
      !err.empty())
    return UsageError(kCheck, err);
  inv->default_budget = std::find(given.begin(), given.end(), "budget") == given.end();
  // The default budget bounds the schedule's run; saved cases, or one case, run whole.
  if (inv->default_budget && (!f.replay.empty() || f.only_case >= 0)) f.budget = 0;
  if (f.help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  if (std::string err = CheckLimits(f); !err.empty()) return UsageError(kCheck, err);
  if (std::string err = CheckAnnotationsArg(f.annotations); !err.empty())
    return UsageError(kCheck, err);
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
  if (std::string err = ReadShardArg(f.shard, &inv->shard, &inv->shard_from_env); !err.empty())
    return UsageError(kCheck, err);
  f.junit = JunitPath(f.junit);
  // --case names a case of the whole schedule (as a report prints it), so it runs that case
  // whichever shard the environment says this is; with --shard as well it is a mistake.
  if (f.only_case >= 0 && !f.shard.empty())
    return UsageError(kCheck,
                      "--case I runs case I of the whole schedule; give it without --shard");
  // Every report's path before any work: not found unwritable after a whole run.
  if (!OutputsWritable("check", {&f.json, &f.junit, &f.html, &f.dot}, f.save)) return 2;
  if (!TouchShardStatusFile("check")) return 2;
  return -1;
}

bool MakeOptions(const Invocation& inv, const Deadline& deadline, CheckOptions* o) {
  const CheckFlags& f = inv.f;
  o->seed = f.seed;
  o->cases = f.cases;
  o->jobs =
      f.jobs ? static_cast<unsigned>(f.jobs) : std::max(1u, std::thread::hardware_concurrency());
  o->shrink_time = std::chrono::milliseconds(static_cast<std::int64_t>(f.shrink_time * 1000));
  o->tiers = inv.tiers;
  o->bad_input = f.bad_input;
  o->memory_limited = f.memory > 0;
  o->only_case = f.only_case;
  o->shard = inv.shard;
  o->max_n = f.max_n;
  o->deadline = deadline;
  o->soft_budget_seconds = inv.default_budget ? f.budget : 0;
  o->abandon_at_deadline = true;  // main ends with _exit while any is left (cli/main.cc)
  return f.replay.empty() || ReadReplay(inv, o);
}

CommandDoc CheckDoc() { return {"check", kUsageLines, kAbout, FlagsMan<CheckFlags>()}; }

}  // namespace gc::cli
