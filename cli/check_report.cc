// cli/check_report.cc — the reports of `gamecheck check` (cli/check_parts.h): the cases
// saved, the replay, continue and by-hand lines, the text report and the --json, --junit,
// --html and --dot files, and Graphviz's pictures, which end by the run's deadline.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/annotations.h"
#include "cli/check_parts.h"
#include "cli/io.h"
#include "harness/report/github.h"
#include "harness/report/report_html.h"
#include "harness/run/program_setup.h"
#include "harness/run/runner.h"

namespace gc::cli {

namespace {

// Graphviz's longest turn: for the --html picture and for the --dot picture, within what
// the deadline leaves; none when less than kLeastDot is left.
constexpr std::chrono::milliseconds kPictureTime{5000}, kDotTime{20000}, kLeastDot{100};

std::string Svg(const std::string& dot_path) {
  std::filesystem::path p(dot_path);
  if (p.extension() == ".dot" || p.extension() == ".gv")
    return p.replace_extension(".svg").string();
  return dot_path + ".svg";
}

// The picture of the minimal case for --html: Graphviz's SVG of the DOT report, from its
// "<svg" on; "" without Graphviz, for a case too big to draw, when dot fails, or when
// the deadline leaves no time for it (dot gets at most 5 s, within what is left).
std::string Picture(const Problem& p, const CheckResult& r, const Deadline& deadline) {
  std::string err;
  const std::string dot = ResolveProgram("dot", &err);
  if (dot.empty() || !WantsPicture(r) || deadline.Cap(kPictureTime) < kLeastDot) return "";
  RunLimits l;
  l.timeout = kPictureTime;
  l.end = deadline.end();
  const RunResult rr = ProgramRunner({dot, "-Tsvg"}).Run(DotReport(p, *r.failure), l, &g_stop);
  const std::size_t svg = rr.out.find("<svg");
  if (rr.end != RunResult::End::kExited || rr.status != 0 || svg == std::string::npos) return "";
  return rr.out.substr(svg);
}

// The .svg next to the --dot file, by Graphviz when installed, within what the deadline
// leaves (20 s at most); prints its name when drawn.
void DrawDot(const std::string& dot_file, const Failure& f, const Deadline& deadline) {
  std::string err;
  const std::string dot = ResolveProgram("dot", &err);
  if (dot.empty() || f.minimal.x.g.m() > 5000 || deadline.Cap(kDotTime) < kLeastDot) return;
  RunLimits l;
  l.timeout = kDotTime;
  l.end = deadline.end();
  l.scratch_dir = false;  // dot reads and writes the user's (relative) paths
  RunResult rr = ProgramRunner({dot, "-Tsvg", "-o", Svg(dot_file), dot_file}).Run("", l);
  if (rr.end == RunResult::End::kExited && rr.status == 0)
    std::printf("picture: %s\n", Svg(dot_file).c_str());
}

// Saves the minimal and original cases under --save (a case too large to print whole
// even without it, in the temporary directory) and sets ctx->saved.
void SaveCases(const Invocation& inv, const CheckResult& r, ReportContext* ctx) {
  const Failure& fl = *r.failure;
  // A case too large to print whole (the report shows 24 lines, and no by-hand line) is
  // saved even without --save, in the temporary directory, so that it can be run by hand
  // and its shrink continued.
  const bool large = !fl.minimal.bad_input && fl.minimal.text.size() > kByHandBytes &&
                     fl.verdict.kind != FailureKind::kSetupError;
  std::string save_dir = inv.f.save;
  if (save_dir.empty() && large) {
    std::error_code ec;
    save_dir = (std::filesystem::temp_directory_path(ec) / "gamecheck-cases").string();
  }
  if (save_dir.empty()) return;
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
  if (WriteFile("check", base + ".minimal.txt", fl.minimal.text))
    ctx->saved = base + ".minimal.txt";
  if (fl.minimal.text != fl.original.text)
    WriteFile("check", base + ".original.txt", fl.original.text);
}

// The command line that reruns the failing case, without the subject: the saved file or
// the schedule's case, and every option that changes a verdict.
std::vector<std::string> ReplayLine(const Invocation& inv, const CheckOptions& o,
                                    const CheckResult& r, const ReportContext& ctx) {
  const CheckFlags& f = inv.f;
  const Failure& fl = *r.failure;
  std::vector<std::string> replay = {"gamecheck", "check", ctx.problem};
  if (!ctx.saved.empty()) {
    replay.insert(replay.end(), {"--replay", ctx.saved});
    if (fl.minimal.bad_input) replay.push_back("--bad-input");
  } else if (fl.original.tier == Tier::kReplay) {
    replay.insert(replay.end(), {"--replay", fl.original.about});
  } else {
    replay.insert(replay.end(),
                  {"--seed", std::to_string(r.seed), "--cases", std::to_string(o.cases), "--case",
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
  if (f.max_n && fl.original.tier != Tier::kReplay && ctx.saved.empty())
    replay.insert(replay.end(), {"--max-n", std::to_string(f.max_n)});
  return replay;
}

}  // namespace

void RecordFailure(const Invocation& inv, const CheckOptions& o, const CheckResult& r,
                   const TimeLimit& time, ReportContext* ctx) {
  const CheckFlags& f = inv.f;
  const Failure& fl = *r.failure;
  SaveCases(inv, r, ctx);
  std::vector<std::string>& replay = ctx->replay;
  replay = ReplayLine(inv, o, r, *ctx);
  std::vector<std::string> subject;
  if (!f.builtin.empty()) {
    subject = {"--builtin", f.builtin};
  } else {
    subject.push_back("--");
    subject.insert(subject.end(), inv.program.begin(), inv.program.end());
    // The by-hand line gives the limit this case had (the deadline aside).
    if (!fl.minimal.bad_input)
      ctx->timeout_seconds = static_cast<double>(time.For(PairsOf(fl.minimal.text)).count()) / 1000;
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

bool WriteReports(const Invocation& inv, const ReportContext& ctx, const CheckResult& r,
                  bool picture, const Deadline& deadline) {
  const CheckFlags& f = inv.f;
  const Problem& p = *inv.p;
  // Under --annotations github the text goes to a step's log, where the program's output
  // that it echoes must not act as workflow commands.
  const std::string text = f.annotations == "github" ? WithoutCommands(TextReport(p, ctx, r))
                                                     : TextReport(p, ctx, r);
  std::fwrite(text.data(), 1, text.size(), stdout);  // every byte, a NUL too
  std::fflush(stdout);
  bool written = true;
  if (!f.json.empty()) written &= WriteFile("check", f.json, JsonReport(p, ctx, r));
  if (!f.junit.empty()) written &= WriteFile("check", f.junit, JunitReport(p, ctx, r));
  if (!f.html.empty())
    written &=
        WriteFile("check", f.html, HtmlReport(p, ctx, r, picture ? Picture(p, r, deadline) : ""));
  if (!f.dot.empty() && r.failure && !r.failure->minimal.bad_input) {
    written &= WriteFile("check", f.dot, DotReport(p, *r.failure));
    if (picture) DrawDot(f.dot, *r.failure, deadline);
  }
  if (f.annotations == "github")
    EmitGithub("check", CheckAnnotations(p, ctx, r), CheckSummary(p, ctx, r));
  return written;
}

}  // namespace gc::cli
