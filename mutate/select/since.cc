// mutate/select/since.cc — --since OLD.json: the verdicts of an earlier report reused; see
// since.h.
#include "mutate/select/since.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <string_view>
#include <utility>

#include "mutate/report/merge.h"
#include "mutate/report/report_parts.h"

namespace gc::mutate {

namespace {

// Hashes are compared only between reports of the same gamecheck (its identity is part of
// what must be equal), so the standard library's string hash, stable within one program,
// serves.
std::string Hex(std::string_view text) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx",
                static_cast<unsigned long long>(std::hash<std::string_view>{}(text)));
  return buf;
}

using Ranges = std::vector<std::pair<std::size_t, std::size_t>>;

// The function of `layout` that holds [begin, end), or nullptr.
const std::pair<std::size_t, std::size_t>* FunctionOf(const Ranges& functions, std::size_t begin,
                                                      std::size_t end) {
  auto it = std::upper_bound(functions.begin(), functions.end(),
                             std::make_pair(begin, static_cast<std::size_t>(-1)));
  if (it == functions.begin()) return nullptr;
  --it;
  return it->first <= begin && end <= it->second ? &*it : nullptr;
}

// The text outside the functions, comments left out, each run of whitespace (and each
// cut) one space.
std::string OutsideText(const std::string& source, const SourceLayout& layout) {
  Ranges cut = layout.functions;
  cut.insert(cut.end(), layout.comments.begin(), layout.comments.end());
  std::sort(cut.begin(), cut.end());
  std::string out;
  bool space = false;
  std::size_t at = 0;
  auto take = [&](std::size_t to) {
    for (; at < to; ++at) {
      const char c = source[at];
      if (std::isspace(static_cast<unsigned char>(c))) {
        space = true;
        continue;
      }
      if (space && !out.empty()) out += ' ';
      space = false;
      out += c;
    }
  };
  for (const auto& [begin, end] : cut) {
    take(std::min(begin, source.size()));
    space = true;
    at = std::max(at, std::min(end, source.size()));
  }
  take(source.size());
  return out;
}

// How much of the source before `offset` is inside functions.
std::size_t InsideBefore(const Ranges& functions, std::size_t offset) {
  std::size_t n = 0;
  for (const auto& [begin, end] : functions)
    if (end <= offset) n += end - begin;
  return n;
}

// A mutant's verdict and words from OLD.json's mutant j (decided there, not marked).
bool Verdict(const ParsedReport& p, const Json& j, MutantResult* m, std::string* old_id,
             std::string* err) {
  MutantResult old;
  if (!ReportMutant(p, j, &old, err)) return false;
  *old_id = std::to_string(old.id);
  if (old.status == Status::kNotRun || old.status == Status::kIgnored) return true;
  m->status = old.status;
  m->seconds = old.seconds;
  MutantResult::Reused u;
  u.from = p.name + " #" + *old_id;
  u.reason = j.value("statusReason", "");
  u.failure = j.value("gamecheckFailure", "");
  if (j.contains("killedBy") && j["killedBy"].is_array())
    for (const Json& k : j["killedBy"])
      if (k.is_string()) u.killed_by.push_back(k.get<std::string>());
  u.tests = j.value("testsCompleted", std::uint64_t{0});
  u.contract = j.value("killedByContract", false);
  // The fields the reports make this status's words from.
  if (Detected(old.status)) m->report = u.reason;
  if (old.status == Status::kStillborn) m->build_output = u.reason;
  const std::string_view prefix = "not infected: ";
  if (old.status == Status::kNotInfected)
    m->note = u.reason.starts_with(prefix) ? u.reason.substr(prefix.size()) : u.reason;
  m->reused = std::move(u);
  return true;
}

// Whether the runs are alike but for their functions: "" or why not, in words.
std::string Unlike(const Options& o, const Result& r, const ParsedReport& p) {
  Json before = p.doc["config"], now = internal::RunConfig(o, r);
  // What selects mutants or is found by the run decides no verdict.
  for (Json* c : {&before, &now})
    for (const char* k : {"selection", "contract", "mergedFrom", "since", "mutators"}) c->erase(k);
  if (before == now) return "";
  const std::string key = FirstDifference(before, now);
  if (key == "gamecheck") return "it was written by another gamecheck (version or build)";
  if (key == "problem") return "the problem differs";
  if (key == "build") return "the build command differs";
  if (key == "outsideFunctions")
    return "the source changed outside its functions (a declaration, an #include, a global)";
  return "the option '" + key + "' differs";
}

}  // namespace

std::string GamecheckIdentity(const std::string& version) {
  static const std::string program = [] {
    std::ifstream f("/proc/self/exe", std::ios::binary);
    if (!f) return std::string();
    const std::string bytes{std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
    return f.bad() ? std::string() : Hex(bytes);
  }();
  return program.empty() ? version : version + "+" + program;
}

void MutantKeys(const std::string& source, const SourceLayout& layout, Result* r) {
  std::vector<std::string> hashes;  // of each function's text
  for (const auto& [begin, end] : layout.functions)
    hashes.push_back(Hex(std::string_view(source).substr(begin, end - begin)));
  r->since.outside = Hex(OutsideText(source, layout));
  for (MutantResult& m : r->mutants) {
    const Point& p = m.point;
    std::string key = p.mutator + '\0' + p.replacement;
    Ranges ranges = {{p.begin, p.end}};
    ranges.insert(ranges.end(), p.also.begin(), p.also.end());
    for (const auto& [begin, end] : ranges) {
      const auto* f = FunctionOf(layout.functions, begin, end);
      const std::size_t len = end - begin;
      key += f ? '\0' + hashes[static_cast<std::size_t>(f - layout.functions.data())] + '@' +
                     std::to_string(begin - f->first) + '+' + std::to_string(len)
               : std::string(1, '\0') + "outside@" +
                     std::to_string(begin - InsideBefore(layout.functions, begin)) + '+' +
                     std::to_string(len);
    }
    m.key = Hex(key);
  }
}

bool TakeVerdicts(const Options& o, Result* r, std::vector<MutantResult>* reused,
                  std::string* err) {
  r->since.report = o.since;
  r->since.mutants = r->mutants.size();
  std::ifstream f(o.since, std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
  if (!f.is_open() || f.bad()) return *err = "--since " + o.since + ": cannot read it", false;
  ParsedReport p;
  if (!ParseReport({o.since, text}, &p, err)) return *err = "--since " + *err, false;
  namespace fs = std::filesystem;
  if (fs::path(p.file).filename() != fs::path(o.source_path).filename())
    return *err = "--since " + o.since + ": a report of " + p.file + ", not of " + o.source_path,
           false;
  r->since.source_changed = p.doc["files"][p.file].value("source", "") != r->source;
  r->since.nothing_why = Unlike(o, *r, p);
  if (!r->since.nothing_why.empty()) return true;
  std::map<std::string, const Json*> by_key;
  std::map<std::string, int> seen;  // a key held twice gives nothing
  for (const Json& j : p.doc["files"][p.file]["mutants"]) {
    const std::string key = j.value("gamecheckKey", "");
    if (!key.empty() && ++seen[key] == 1) by_key[key] = &j;
  }
  std::map<std::string, int> now;  // nor a key this run holds twice (a function copied)
  for (const MutantResult& m : r->mutants) ++now[m.key];
  std::map<std::string, std::size_t> new_id;  // OLD.json's id -> this run's, of reused ones
  for (MutantResult& m : r->mutants) {
    const auto it = by_key.find(m.key);
    if (m.status == Status::kIgnored || it == by_key.end() || seen[m.key] > 1 || now[m.key] > 1)
      continue;
    std::string old_id;
    if (!Verdict(p, *it->second, &m, &old_id, err)) return *err = "--since " + *err, false;
    if (m.reused) new_id[old_id] = m.id;
    if (m.status == Status::kDuplicate) m.duplicate_of = 0;
  }
  // A duplicate keeps its verdict only with the mutant it duplicates.
  for (MutantResult& m : r->mutants) {
    if (!m.reused || m.status != Status::kDuplicate) continue;
    const auto j = by_key.find(m.key);
    const auto to = new_id.find(j->second->value("duplicateOf", ""));
    if (to != new_id.end()) {
      m.duplicate_of = to->second;
      continue;
    }
    MutantResult fresh;  // decided in this run, as if OLD.json had not had it
    fresh.id = m.id;
    fresh.point = std::move(m.point);
    fresh.original_line = std::move(m.original_line);
    fresh.mutated_line = std::move(m.mutated_line);
    fresh.key = std::move(m.key);
    m = std::move(fresh);
  }
  std::vector<MutantResult> rest;
  for (MutantResult& m : r->mutants) (m.reused ? *reused : rest).push_back(std::move(m));
  r->mutants = std::move(rest);
  r->since.reused = reused->size();
  return true;
}

std::string SinceText(const SinceSummary& s) {
  if (s.report.empty()) return "";
  if (!s.nothing_why.empty()) return "--since " + s.report + ": nothing reused (" + s.nothing_why + ")";
  return "--since " + s.report + ": " + std::to_string(s.reused) + " of " +
         std::to_string(s.mutants) + " mutants reused (their functions unchanged), " +
         std::to_string(s.mutants - s.reused) + " run";
}

}  // namespace gc::mutate
