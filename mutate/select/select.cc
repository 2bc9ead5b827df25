// mutate/select/select.cc — --diff, --shard and --mutant ID: which mutants a run decides; see
// select.h and mutate.h.
#include "mutate/select/select.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>

#include "harness/report/report.h"
#include "harness/run/runner.h"
#include "mutate/mutate.h"

namespace gc::mutate {

namespace {

// Runs git with `args` in `dir`: its exit status (-1 when it could not run) and output.
int Git(const std::string& dir, std::vector<std::string> args, std::string* out, std::string* err) {
  args.insert(args.begin(), {"git", "-C", dir});
  RunLimits l;
  l.timeout = std::chrono::milliseconds(120000);
  l.scratch_dir = false;
  l.output_cap = std::size_t{256} << 20;
  const RunResult r = ProgramRunner(args).Run("", l, nullptr);
  *out = r.out;
  *err = r.err;
  if (r.end == RunResult::End::kSpawnFailed) *err = "cannot run git: " + r.error;
  if (r.end != RunResult::End::kExited) return -1;
  return r.status;
}

// The first line of git's message, for an error.
std::string FirstLine(const std::string& s) {
  std::string l = s.substr(0, s.find('\n'));
  return l.empty() ? "git failed" : l;
}

std::uint32_t Number(std::string_view s, std::size_t* at) {
  std::uint32_t v = 0;
  const auto [p, ec] = std::from_chars(s.data() + *at, s.data() + s.size(), v);
  if (ec != std::errc()) return 0;
  *at = static_cast<std::size_t>(p - s.data());
  return v;
}

// "12.3 s".
std::string Seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", s);
  return buf;
}

// The split by time in the selection's JSON (", \"balance\": ..."), or "" by number.
std::string Balance(const Selection& s) {
  if (s.balance.empty()) return "";
  std::string loads;
  for (const double l : s.balance) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", l);
    loads += (loads.empty() ? "" : ", ") + std::string(buf);
  }
  return ", \"balance\": {\"estimatedSeconds\": [" + loads + "]}";
}

}  // namespace

std::vector<std::uint32_t> NewSideLines(std::string_view diff) {
  std::vector<std::uint32_t> lines;
  while (!diff.empty()) {
    const std::size_t nl = diff.find('\n');
    const std::string_view l = diff.substr(0, nl);
    diff.remove_prefix(nl == std::string_view::npos ? diff.size() : nl + 1);
    if (!l.starts_with("@@ ")) continue;
    std::size_t at = l.find(" +");
    if (at == std::string_view::npos) continue;
    at += 2;
    const std::uint32_t start = Number(l, &at);
    std::uint32_t count = 1;
    if (at < l.size() && l[at] == ',') {
      ++at;
      count = Number(l, &at);
    }
    for (std::uint32_t k = 0; k < count && start > 0; ++k) lines.push_back(start + k);
  }
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  return lines;
}

bool ChangedLines(const std::string& source_path, const std::string& ref,
                  std::vector<std::uint32_t>* lines, std::string* err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path abs = fs::absolute(source_path, ec);
  const std::string dir = abs.parent_path().string(), name = abs.filename().string();
  std::string out, msg;
  const int tracked = Git(dir, {"ls-files", "--error-unmatch", "--", name}, &out, &msg);
  if (tracked != 0) {
    *err = "--diff " + ref + ": " +
           (tracked < 0 ? FirstLine(msg)
                        : source_path + " is not a file git tracks (" + FirstLine(msg) + ")");
    return false;
  }
  // The user's REF reaches git only as a revision to verify, after --end-of-options: a
  // value such as --output=FILE must never be taken as an option (git would write the
  // file). Its commit's name, never a dash, is what git diff is given.
  if (Git(dir, {"rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"}, &out,
          &msg) != 0 ||
      out.empty()) {
    *err = "--diff " + ref + ": not a revision of the repository of " + source_path;
    return false;
  }
  const std::string commit = out.substr(0, out.find('\n'));
  // -U0: the hunks are exactly the changed lines; no external diff tool, no colour, and a
  // renamed file counts as changed everywhere only when git says so.
  const int status =
      Git(dir, {"diff", "--no-ext-diff", "--no-color", "-U0", commit, "--", name}, &out, &msg);
  if (status != 0) {
    *err = "--diff " + ref + ": " + FirstLine(msg);
    return false;
  }
  *lines = NewSideLines(out);
  return true;
}

bool InShard(std::size_t id, const Shard& shard) {
  return !shard.sharded() || ShardOf(id - 1, shard.count) == shard.index;
}

std::string SelectPoints(const std::string& source_path, const std::string& diff_ref,
                         const Shard& shard, const std::vector<Point>& points,
                         std::vector<std::size_t>* keep, Selection* s, const MutantTimes* times) {
  s->diff_ref = diff_ref;
  s->shard = shard;
  s->points = points.size();
  s->lines.clear();
  if (!diff_ref.empty()) {
    std::string err;
    if (!ChangedLines(source_path, diff_ref, &s->lines, &err)) return err;
  }
  keep->clear();
  s->in_diff = 0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Point& p = points[i];
    if (!diff_ref.empty()) {
      // A point spanning lines counts when any of them changed.
      const auto it = std::lower_bound(s->lines.begin(), s->lines.end(), p.line);
      if (it == s->lines.end() || *it > std::max(p.line, p.end_line)) continue;
    }
    ++s->in_diff;
    keep->push_back(i);
  }
  s->balance.clear();
  if (shard.sharded() && times && !times->seconds.empty())
    *keep = BalancedShard(points, *keep, *times, shard, &s->balance);
  else
    std::erase_if(*keep, [&](std::size_t i) { return !InShard(i + 1, shard); });
  s->kept = keep->size();
  return "";
}

std::string SelectionText(const Selection& s) {
  std::string t;
  if (!s.diff_ref.empty())
    t = "--diff " + s.diff_ref + ": " + std::to_string(s.lines.size()) + " changed line" +
        (s.lines.size() == 1 ? "" : "s") + " in the source, " + std::to_string(s.in_diff) + " of " +
        std::to_string(s.points) + " mutants on them";
  if (s.shard.sharded())
    t += (t.empty() ? "" : "; ") + std::string("shard ") + std::to_string(s.shard.index) + "/" +
         std::to_string(s.shard.count) + ": " + std::to_string(s.kept) + " of " +
         std::to_string(s.in_diff) + " mutants (" +
         (s.balance.empty() ? "one of each block of " + std::to_string(s.shard.count) +
                                  " mutant numbers"
                            : "dealt by their times in an earlier report: about " +
                                  Seconds(s.balance[s.shard.index]) + " here, " +
                                  Seconds(*std::max_element(s.balance.begin(), s.balance.end())) +
                                  " in the longest shard") +
         ")";
  return t;
}

std::string SelectionJson(const Selection& s) {
  std::string lines;
  for (std::uint32_t l : s.lines) lines += (lines.empty() ? "" : ", ") + std::to_string(l);
  return "{\"points\": " + std::to_string(s.points) + ", \"diff\": " +
         (s.diff_ref.empty()
              ? "null"
              : "{\"ref\": " + JsonQuote(s.diff_ref) + ", \"lines\": [" + lines + "]}") +
         ", \"inDiff\": " + std::to_string(s.in_diff) + ", \"shard\": " +
         (s.shard.sharded() ? "{\"index\": " + std::to_string(s.shard.index) +
                                  ", \"count\": " + std::to_string(s.shard.count) + "}"
                            : "null") +
         ", \"mutants\": " + std::to_string(s.kept) + Balance(s) + "}";
}

// --mutant ID: the run keeps only the named mutants, with the ids a whole run gives them
// (so the reports' rebuild line names the same mutant).
bool SelectMutants(const Options& o, Result* r) {
  if (o.only.empty()) return true;
  for (std::size_t id : o.only) {
    if (id == 0 || id > r->mutants.size()) {
      r->setup_error = "no mutant #" + std::to_string(id) + ": this run has " +
                       std::to_string(r->mutants.size()) + " (see --list)";
      return false;
    }
  }
  std::erase_if(r->mutants, [&](const MutantResult& m) {
    return std::find(o.only.begin(), o.only.end(), m.id) == o.only.end();
  });
  return true;
}

}  // namespace gc::mutate
