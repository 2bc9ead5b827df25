// cli/mutate_cmd.cc — `gamecheck mutate PROBLEM [options] SOURCE [-- RUN...]`: mutation
// testing of a user's solver, each mutant judged by gamecheck's oracles (mutate/mutate.h).
// The flags come from cli/mutate_flags.def. See docs/mutate.md.
// Exit status: 0 the run finished (and the score reached --min-score), 1 the original
// fails its check or the score is below --min-score (or there is none), 2 usage or setup
// error (an unknown --mutators name too), 130 interrupted (what was decided is still
// reported).
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/annotations.h"
#include "cli/commands.h"
#include "cli/flags.h"
#include "cli/io.h"
#include "cli/mutate_merge.h"
#include "cli/shard_arg.h"
#include "cli/limit_flags.h"
#include "harness/report/report.h"
#include "harness/run/cpu_clock.h"
#include "mutate/mutate.h"
#include "mutate/report/github.h"
#include "mutate/report/report_html.h"

namespace gc::cli {

namespace {

#define GC_FLAGS_STRUCT MutateFlags
#define GC_FLAGS_FILE "cli/mutate_flags.def"
#include "cli/flags_struct.inc"

constexpr std::string_view kMutate = "mutate";

constexpr const char* kUsageLine = "gamecheck mutate PROBLEM [options] SOURCE [-- RUN...]\n";
constexpr const char* kAbout =
    "Mutation testing judged by the oracles: finds mutation points in SOURCE (a solver in\n"
    "C, C++, Python, JavaScript, TypeScript, Java, Rust or Go, told by its extension) on\n"
    "its syntax tree, builds one program that holds every mutant it can (the schema, in a\n"
    "scratch directory: SOURCE is never touched) and a copy of its own for each other one,\n"
    "and checks each mutant as 'gamecheck check' does. A mutant is killed (a failure, shown\n"
    "with its minimal case), timed out, stillborn (did not build), survived, or likely\n"
    "equivalent (it survived a second, stronger pass with the original's output on every\n"
    "case). The original is checked first and must pass. RUN is how a built mutant runs,\n"
    "with {out} and {src} replaced (default: {out}; python3 {src} for Python, node {src}\n"
    "for JavaScript, node {out} for TypeScript, java ... -cp {out} MAIN for Java).\n"
    "Ctrl-C stops and reports what was decided.\n"
    "A mutant judged by a person is marked in SOURCE with a comment at the end of its line,\n"
    "'// gamecheck: equivalent[: reason]' ('#' in Python), or Stryker's\n"
    "'// Stryker disable next-line all|MUTATORS[: reason]' on the line before: it is\n"
    "reported as ignored with the reason (JSON Ignored, JUnit skipped) and never run.\n"
    "Mutants are also held to the bad-input contract where the original keeps it (exit 2,\n"
    "no output, naming the line). --diff REF mutates only the lines 'git diff REF'\n"
    "changes; --shard K/N decides one of N shards, and 'gamecheck mutate --merge A.json\n"
    "B.json ...' merges their --json reports into one report and one score.\n"
    "Exit status: 0 done (score at least --min-score), 1 the original fails or the score\n"
    "is below --min-score (or there is no score: no mutant killed, timed out or\n"
    "survived), 2 usage or setup error, 130 interrupted.\n";

std::string HelpText() {
  std::string s = std::string("usage: ") + kUsageLine + "\n" + kAbout + "\noptions:\n" +
                  FlagsHelp<MutateFlags>();
  s += "\nproblems:";
  for (const Problem& p : Problems()) s += " " + std::string(p.name);
  return s + "\n";
}

std::vector<std::string> SplitList(std::string_view s) {
  std::vector<std::string> out;
  while (!s.empty()) {
    const std::size_t c = s.find(',');
    out.emplace_back(s.substr(0, c));
    if (c == std::string_view::npos) break;
    s.remove_prefix(c + 1);
  }
  return out;
}

// The one argument before "--" that is neither a flag nor a flag's value: SOURCE.
// Returns its position, or 0 when there is none (or, in *twice, when there are two).
std::size_t FindSource(const std::vector<std::string_view>& args, std::size_t from,
                       std::size_t to, bool* twice) {
  std::size_t found = 0;
  for (std::size_t i = from; i < to; ++i) {
    const std::string_view a = args[i];
    if (a.starts_with("--") || a == "-h") {
      const std::string_view name = a.substr(2, a.find('=') == std::string_view::npos
                                                     ? std::string_view::npos
                                                     : a.find('=') - 2);
      for (const auto& f : MutateFlags::Flags())
        if (cli::FlagNamed(f.name, name) && f.takes_value && a.find('=') == std::string_view::npos) ++i;
      continue;
    }
    if (found) *twice = true;
    found = i;
  }
  return found;
}

// The words of the command line that rerun the same mutants the same way: args before
// "--" without SOURCE's position shifting, the flags that change no verdict left out.
std::vector<std::string> Again(const std::vector<std::string_view>& args, std::size_t split) {
  static constexpr std::string_view kOutputOnly[] = {
      "json", "junit", "quiet", "verbose", "min-score", "jobs", "keep", "list", "mutant", "help",
      "annotations",
      "since"};  // --since: the rebuilt mutant must run, not take an old verdict
  std::vector<std::string> out = {"gamecheck"};
  for (std::size_t i = 0; i < split; ++i) {
    const std::string_view a = args[i];
    if (a.starts_with("--")) {
      const std::size_t eq = a.find('=');
      const std::string_view name = a.substr(2, eq == std::string_view::npos ? a.npos : eq - 2);
      bool takes_value = false;
      for (const auto& f : MutateFlags::Flags())
        if (cli::FlagNamed(f.name, name)) takes_value = f.takes_value && eq == std::string_view::npos;
      if (std::find(std::begin(kOutputOnly), std::end(kOutputOnly), name) !=
          std::end(kOutputOnly)) {
        i += takes_value;
        continue;
      }
      out.emplace_back(a);
      if (takes_value && i + 1 < split) out.emplace_back(args[++i]);
      continue;
    }
    out.emplace_back(a);
  }
  return out;
}

// --mutators names each a mutator, --mutant ids are numbers: "" or what is wrong.
std::string CheckSelection(const MutateFlags& f, mutate::Options* o) {
  const std::vector<std::string>& known = mutate::MutatorNames();
  for (const std::string& m : o->mutators) {
    if (std::find(known.begin(), known.end(), m) != known.end()) continue;
    std::string all;
    for (const std::string& k : known) all += (all.empty() ? "" : ",") + k;
    return "unknown mutator '" + m + "' in --mutators (the mutators: " + all + ")";
  }
  for (const std::string& id : SplitList(f.mutant)) {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(id.c_str(), &end, 10);
    if (id.empty() || *end != '\0' || v == 0 || id[0] == '-')
      return "bad mutant id '" + id +
             "' in --mutant (the ids are 1, 2, ... as --list numbers them)";
    o->only.push_back(static_cast<std::size_t>(v));
  }
  return "";
}

// --balance FILE: the times of an earlier report into o->shard_times. A missing FILE (a
// first CI run, with no earlier report yet) leaves the split by number, with a note.
bool ReadBalance(const std::string& path, mutate::Options* o) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    std::fprintf(stderr, "gamecheck mutate: --balance %s: no such file; the shards are split by number\n",
                 path.c_str());
    return true;
  }
  std::string err;
  const auto text = ReadAll(path, &err);
  if (text && mutate::ReadMutantTimes(*text, path, &o->shard_times, &err)) return true;
  std::fprintf(stderr, "gamecheck mutate: --balance %s\n", err.c_str());
  return false;
}

// Reads the command line into *o (and *f): -1 to go on, else the exit status.
int Parse(const std::vector<std::string_view>& args, MutateFlags* f, mutate::Options* o) {
  const auto dashdash = std::find(args.begin(), args.end(), "--");
  const std::size_t split = static_cast<std::size_t>(dashdash - args.begin());
  const bool problem_given = args.size() > 1 && split > 1 && !args[1].starts_with('-');
  bool twice = false;
  const std::size_t src = FindSource(args, problem_given ? 2 : 1, split, &twice);
  std::vector<std::string_view> flags(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(split));
  if (src) flags.erase(flags.begin() + static_cast<std::ptrdiff_t>(src));
  if (std::string err = ParseFlags(flags, problem_given ? 2 : 1, flags.size(), f); !err.empty())
    return UsageError(kMutate, err);
  if (f->help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  for (std::string err : {CheckRunFlags(f->timeout, f->memory, f->jobs, f->cases, f->shrink_time),
                          CheckSeconds("mutant-time", f->mutant_time, false),
                          CheckSeconds("survivor-time", f->survivor_time, false),
                          std::string(f->min_score > 100 ? "--min-score: a percentage, at most 100" : ""),
                          CheckAnnotationsArg(f->annotations)})
    if (!err.empty()) return UsageError(kMutate, err);
  if (!problem_given) return UsageError(kMutate, "mutate takes PROBLEM first");
  o->problem = FindProblem(args[1]);
  if (!o->problem)
    return UsageError(kMutate, "unknown problem '" + std::string(args[1]) + "' (try 'gamecheck problems')");
  if (!src || twice) return UsageError(kMutate, twice ? "give one SOURCE file" : "give a SOURCE file");
  o->source_path = std::string(args[src]);
  if (!mutate::LanguageOf(o->source_path, &o->lang))
    return UsageError(kMutate, "'" + o->source_path +
                                   "': a C (.c), C++ (.cc .cpp .cxx), Python (.py), JavaScript "
                                   "(.js .mjs), TypeScript (.ts), Go (.go), Java (.java) or Rust "
                                   "(.rs) source");
  for (std::size_t i = split + 1; i < args.size(); ++i) o->run.emplace_back(args[i]);
  if (split < args.size() && o->run.empty()) return UsageError(kMutate, "nothing after '--'");
  o->build = f->build;
  o->points.all = f->all;
  o->mutators = SplitList(f->mutators);
  if (std::string err = CheckSelection(*f, o); !err.empty()) return UsageError(kMutate, err);
  o->again = Again(args, split);
  o->check.seed = f->seed;
  o->check.cases = f->cases;
  o->check.time_limit_seconds = f->mutant_time;
  o->check.max_n = f->max_n;
  o->check.bad_input = f->bad_input;
  o->check.shrink_time = std::chrono::milliseconds(static_cast<std::int64_t>(f->shrink_time * 1000));
  o->check.memory_limited = f->memory > 0;
  o->survivor_time = f->survivor_time;
  o->survivor_cases = f->survivor_cases;
  o->limits.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(f->timeout * 1000));
  o->limits.memory_mb = f->memory;
  o->jobs = f->jobs ? static_cast<unsigned>(f->jobs) : std::max(1u, std::thread::hardware_concurrency());
  o->keep = f->keep;
  o->schema = !f->per_mutant_build;
  o->warm = !f->cold_start;
  o->object_first = f->object_code_first;
  o->object_batches = !f->object_code_alone;
  o->equivalence_cases = f->equivalence_cases;
  o->diff_ref = f->diff;
  o->contract_cases = f->contract_cases;
  o->since = f->since;
  o->version = GAMECHECK_VERSION;
  if (std::string err = ReadShardArg(f->shard, &o->shard); !err.empty())
    return UsageError(kMutate, err);
  if (!TouchShardStatusFile("mutate")) return 2;
  f->junit = JunitPath(f->junit);
  if (!f->balance.empty() && !ReadBalance(f->balance, o)) return 2;
  std::error_code ec;
  const std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  if (!ec) o->limit_shim = self;
  return -1;
}

// --list: the points, one line each.
int ListPoints(const mutate::Options& o) {
  std::string source, err;
  if (auto text = ReadAll(o.source_path, &err)) {
    source = *text;
  } else {
    std::fprintf(stderr, "gamecheck mutate: %s\n", err.c_str());
    return 2;
  }
  std::vector<mutate::Point> points;
  if (!mutate::FindPoints(o.source_path, source, o.lang, mutate::EffectivePointOptions(o), &points,
                          &err)) {
    std::fprintf(stderr, "gamecheck mutate: %s\n", err.c_str());
    return 2;
  }
  if (!o.mutators.empty())
    std::erase_if(points, [&](const mutate::Point& p) {
      return std::find(o.mutators.begin(), o.mutators.end(), p.mutator) == o.mutators.end();
    });
  std::vector<std::size_t> keep;
  mutate::Selection selection;
  err = mutate::SelectPoints(o.source_path, o.diff_ref, o.shard, points, &keep, &selection,
                             &o.shard_times);
  if (!err.empty()) {
    std::fprintf(stderr, "gamecheck mutate: %s\n", err.c_str());
    return 2;
  }
  std::size_t shown = 0, ignored = 0;
  for (std::size_t i : keep) {
    const mutate::Point& p = points[i];
    const std::size_t id = i + 1;  // the id a run gives this mutant
    if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), id) == o.only.end()) continue;
    ++shown;
    ignored += p.ignored;
    std::printf("#%zu %s:%u:%u  %-22s %s%s\n", id, o.source_path.c_str(), p.line, p.column,
                p.mutator.c_str(), p.description.c_str(),
                p.ignored ? ("  (ignored: " + p.ignore_reason + ")").c_str() : "");
  }
  std::printf(
      "%zu mutation points%s\n", shown,
      ignored ? (", " + std::to_string(ignored) + " ignored (marked in the source)").c_str() : "");
  return 0;
}

}  // namespace

CommandDoc MutateDoc() { return {"mutate", kUsageLine, kAbout, FlagsMan<MutateFlags>()}; }

int MutateCommand(const std::vector<std::string_view>& args) {
  const auto run_words = std::find(args.begin(), args.end(), "--");
  if (std::find(args.begin(), run_words, "--merge") != run_words) return MutateMergeCommand(args);
  MutateFlags f;
  mutate::Options o;
  if (int status = Parse(args, &f, &o); status >= 0) return status;
  if (f.list) return ListPoints(o);
  // Said before the run, not after minutes of it.
  if (!OutputsWritable("mutate", {&f.json, &f.junit, &f.html})) return 2;
  if (!f.html.empty() && !mutate::HtmlViewerAvailable()) {
    std::fprintf(stderr, "gamecheck mutate: %s\n", mutate::HtmlViewerMissing().c_str());
    return 2;
  }

  const bool tty = ::isatty(2);
  if (!f.quiet)
    o.on_note = [](const std::string& s) { std::fprintf(stderr, "gamecheck mutate: %s\n", s.c_str()); };
  // The mutants decided so far, for a forced end (a third stop signal) that comes before
  // the run has written its reports.
  std::mutex decided_mu;
  std::vector<mutate::MutantResult> decided;
  o.on_mutant = [&](const mutate::MutantResult& m, std::size_t done, std::size_t total) {
    {
      std::lock_guard<std::mutex> lock(decided_mu);
      decided.push_back(m);
    }
    if (f.quiet) return;
    std::string what = mutate::ToString(m.status);
    if (m.check && m.check->failure)
      what += std::string(" (") + Slug(m.check->failure->verdict.kind) + ")";
    std::fprintf(stderr, "%s[%zu/%zu] %-32s %s:%u:%u %s %s (%.1f s)\n", tty ? "\r\033[K" : "", done,
                 total, what.c_str(), o.source_path.c_str(), m.point.line, m.point.column,
                 m.point.mutator.c_str(), m.point.description.c_str(), m.seconds);
  };
  // The reports, written once: by the run, or by a forced end from what was decided.
  const auto report = [&](const mutate::Result& r) {
    // Under --annotations github, nothing of it (a killed mutant's report echoes the
    // program's output) may act as a workflow command.
    const std::string text = "\n" + mutate::TextSummary(o, r, f.verbose);
    std::fputs((f.annotations == "github" ? WithoutCommands(text) : text).c_str(), stdout);
    if (o.keep && !r.scratch.empty())
      std::printf("scratch directory kept: %s\n", r.scratch.c_str());
    std::fflush(stdout);
    if (!r.setup_error.empty()) return 2;
    bool written = true;
    if (!f.json.empty()) written &= WriteFile("mutate", f.json, mutate::SchemaJson(o, r));
    if (!f.junit.empty()) written &= WriteFile("mutate", f.junit, mutate::Junit(o, r));
    if (!f.html.empty()) written &= WriteFile("mutate", f.html, mutate::HtmlReport(o, r));
    if (f.annotations == "github") {
      const mutate::GithubRun run = mutate::RunForGithub(o, r);
      EmitGithub("mutate", mutate::GithubAnnotations(run, f.min_score), mutate::GithubSummary(run));
    }
    if (r.original_check && r.original_check->failure) return 1;
    if (r.interrupted) return 130;
    if (!written) return 2;
    if (std::string why; mutate::BelowMinScore(r, f.min_score, &why)) {
      std::fprintf(stderr, "gamecheck mutate: %s\n", why.c_str());
      return 1;
    }
    return 0;
  };
  Reporting reporting;
  const StopSignals stop_signals([&] {
    return reporting.Force(ForceGrace(), [&] {
      mutate::Result r;
      std::string err;
      r.source = ReadAll(o.source_path, &err).value_or("");
      r.interrupted = true;
      {
        std::lock_guard<std::mutex> lock(decided_mu);
        r.mutants = decided;
      }
      std::sort(r.mutants.begin(), r.mutants.end(),
                [](const auto& a, const auto& b) { return a.id < b.id; });
      const int status = report(r);
      std::fputs(
          "note: ended by a third stop signal before the run had finished; these are the "
          "mutants decided by then\n",
          stdout);
      std::fflush(stdout);
      return status;
    });
  });
  std::printf("gamecheck mutate %.*s %s: seed %llu, %.0f s of CPU time per mutant "
              "(%.0f s more for a survivor), %u job%s\n",
              static_cast<int>(o.problem->name.size()), o.problem->name.data(), o.source_path.c_str(),
              static_cast<unsigned long long>(o.check.seed), o.check.time_limit_seconds, o.survivor_time,
              o.jobs, o.jobs == 1 ? "" : "s");
  if (!mutate::IsC(o.lang) && o.lang != mutate::Language::kPython) {
    // Built and run with these (the defaults unless --build or RUN words were given):
    // said, since they are not the C++ ones; the mutants in one schema program (JavaScript,
    // TypeScript, Java, Go, Rust), unless --per-mutant-build.
    std::string run;
    for (const std::string& w : o.run.empty() ? mutate::DefaultRun(o.lang, o.source_path) : o.run)
      run += (run.empty() ? "" : " ") + w;
    std::printf("build: %s; run: %s (%s)\n", mutate::BuildCommand(o).c_str(), run.c_str(),
                o.schema ? "one schema program for all mutants" : "each mutant a copy of its own");
  }
  std::printf("time: %s\n", ClockLine(MachineLoad()).c_str());
  std::fflush(stdout);
  o.stop = &g_stop;
  const mutate::Result r = mutate::Run(o);
  reporting.Begin();
  const int status = report(r);
  reporting.End();
  return status;
}

}  // namespace gc::cli
