// cli/mutate_merge.cc — `gamecheck mutate --merge`; see mutate_merge.h and docs/mutate.md.
#include "cli/mutate_merge.h"

#include <cstdio>
#include <exception>
#include <string>

#include "cli/annotations.h"
#include "cli/flags.h"
#include "cli/io.h"
#include "harness/report/github.h"
#include "mutate/report/github.h"
#include "mutate/report/merge.h"
#include "mutate/report/report_html.h"

namespace gc::cli {

namespace {

constexpr std::string_view kMutate = "mutate";

// The value of --name VALUE or --name=VALUE at args[*i] (advancing *i past it), or
// nullopt when args[*i] is not that flag; *missing when the value is absent.
std::optional<std::string> FlagValue(const std::vector<std::string_view>& args, std::size_t* i,
                                     std::string_view name, bool* missing) {
  const std::string_view a = args[*i];
  const std::string flag = "--" + std::string(name);
  if (a == flag) {
    if (*i + 1 >= args.size()) return *missing = true, std::string();
    return std::string(args[++*i]);
  }
  if (a.starts_with(flag + "=")) return std::string(a.substr(flag.size() + 1));
  return std::nullopt;
}

}  // namespace

int MutateMergeCommand(const std::vector<std::string_view>& args) {
  std::string json, html, annotations;
  double min_score = 0;
  std::vector<mutate::ShardReport> reports;
  for (std::size_t i = 1; i < args.size(); ++i) {
    bool missing = false;
    if (args[i] == "--merge") continue;
    if (auto v = FlagValue(args, &i, "json", &missing)) {
      if (missing) return UsageError(kMutate, "--json needs a FILE");
      json = *v;
    } else if (auto s = FlagValue(args, &i, "min-score", &missing)) {
      if (missing || !ParseFlagValue(*s, &min_score))
        return UsageError(kMutate, "--min-score needs a PERCENT");
    } else if (auto h = FlagValue(args, &i, "html", &missing)) {
      if (missing) return UsageError(kMutate, "--html needs a FILE");
      html = *h;
    } else if (auto a = FlagValue(args, &i, "annotations", &missing)) {
      annotations = *a;
      if (std::string err = CheckAnnotationsArg(annotations); missing || !err.empty())
        return UsageError(kMutate, missing ? "--annotations needs a FORMAT" : err);
    } else if (args[i].starts_with("-")) {
      return UsageError(kMutate,
                        "with --merge only --json FILE, --html FILE, --min-score P and "
                        "--annotations FORMAT are options, not '" +
                            std::string(args[i]) + "'");
    } else {
      std::string err;
      const auto text = ReadAll(std::string(args[i]), &err);
      if (!text) {
        std::fprintf(stderr, "gamecheck mutate: %s\n", err.c_str());
        return 2;
      }
      reports.push_back({std::string(args[i]), *text});
    }
  }
  if (reports.empty()) return UsageError(kMutate, "--merge takes the shards' --json reports");
  if (!html.empty() && !mutate::HtmlViewerAvailable()) {
    std::fprintf(stderr, "gamecheck mutate: %s\n", mutate::HtmlViewerMissing().c_str());
    return 2;
  }
  mutate::Merged merged;
  std::string err;
  bool ok = false;
  try {
    ok = mutate::MergeReports(reports, &merged, &err);
  } catch (const std::exception& e) {
    // ParseReport checks every field the merge reads; this is for one it missed.
    err = std::string("cannot read the reports: ") + e.what();
  }
  if (!ok) {
    std::fprintf(stderr, "gamecheck mutate --merge: %s\n", err.c_str());
    return 2;
  }
  const std::string summary = mutate::MergedSummary(merged);
  std::fputs((annotations == "github" ? WithoutCommands(summary) : summary).c_str(), stdout);
  std::fflush(stdout);
  if (!json.empty() && !WriteFile("mutate", json, merged.json)) return 2;
  if (!html.empty() &&
      !WriteFile("mutate", html,
                 mutate::HtmlPage(merged.json, "gamecheck mutate " + merged.problem + " " +
                                                   merged.file + " (merged)")))
    return 2;
  // A shard stopped by Ctrl-C, `timeout` or a cancelled CI job left mutants undecided: the
  // score over the decided ones says nothing of them, so the merge fails whatever it is.
  const std::string incomplete = mutate::MergeIncomplete(merged);
  if (annotations == "github") {
    const mutate::GithubRun run = {
        merged.file,
        "gamecheck mutate " + merged.problem + " (" + std::to_string(merged.shards) + " shards merged)",
        &merged.result, [](const mutate::MutantResult& m) { return m.note; }};
    std::string commands = mutate::GithubAnnotations(run, min_score);
    if (!incomplete.empty()) {
      GithubAnnotation a;
      a.title = "gamecheck mutate --merge: the run is incomplete";
      a.message = incomplete;
      commands += GithubCommand(a);
    }
    std::string markdown = mutate::GithubSummary(run);
    if (!incomplete.empty()) markdown += "\n**" + MarkdownCell(incomplete) + "**\n";
    EmitGithub("mutate", commands, markdown);
  }
  if (!incomplete.empty()) {
    std::fprintf(stderr, "gamecheck mutate --merge: %s\n", incomplete.c_str());
    return 1;
  }
  if (std::string why; mutate::BelowMinScore(merged.result, min_score, &why)) {
    std::fprintf(stderr, "gamecheck mutate --merge: %s\n", why.c_str());
    return 1;
  }
  return 0;
}

}  // namespace gc::cli
