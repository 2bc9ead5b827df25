// mutate/report/merge.cc — merging the shards' reports of one mutation run; see merge.h.
#include "mutate/report/merge.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "mutate/report/fields.h"
#include "mutate/select/select.h"

namespace gc::mutate {

namespace {

using Parsed = ParsedReport;

std::uint64_t Uint(const Json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_unsigned() ? it->get<std::uint64_t>() : UINT64_MAX;
}

// The schemaVersion gamecheck writes (report_json.cc) and reads.
constexpr const char* kSchemaVersion = "2";

}  // namespace

bool ParseReport(const ShardReport& r, Parsed* p, std::string* err) {
  p->name = r.name;
  try {
    p->doc = Json::parse(r.text);
  } catch (const Json::exception& e) {
    *err = r.name + ": not JSON (" + e.what() + ")";
    return false;
  }
  const Json& d = p->doc;
  const auto bad = [&](const std::string& why) {
    *err = r.name + ": not a report of gamecheck mutate --json (" + why + ")";
    return false;
  };
  if (!d.is_object()) return bad("not an object");
  // A foreign report (Stryker's, Mull's) is told by its framework first, then the
  // version: a report of a later gamecheck may mean its fields otherwise.
  const auto framework = d.find("framework");
  const Json name = framework != d.end() && framework->is_object() && framework->contains("name")
                        ? (*framework)["name"]
                        : Json();
  if (name != "gamecheck")
    return bad("field /framework/name is " + (name.is_null() ? "null or missing" : name.dump()) +
               ", not \"gamecheck\"");
  if (!d.contains("schemaVersion") || d["schemaVersion"] != kSchemaVersion)
    return bad("field /schemaVersion is " +
               (d.contains("schemaVersion") ? d["schemaVersion"].dump() : std::string("missing")) +
               ": this gamecheck reads version \"" + kSchemaVersion + "\" only");
  if (!d.contains("files") || !d["files"].is_object() || d["files"].size() != 1)
    return bad("field /files is not an object of one source file");
  if (d.contains("config") && d["config"].is_object() && !d["config"].contains("selection"))
    return bad("no field /config/selection: a report of an older gamecheck");
  if (std::string why; !CheckReportFields(d, &why)) return *err = r.name + ": " + why, false;
  p->file = d["files"].begin().key();
  const Json& shard = d["config"]["selection"]["shard"];
  p->shard = shard.is_null() ? Shard{0, 1} : Shard{Uint(shard, "index"), Uint(shard, "count")};
  return true;
}

namespace {

// What must be equal in every shard's report: the config, but for what the shard
// itself chose (its shard, its count of mutants) and what the original did (its probe).
Json Identity(const Parsed& p) {
  Json c = p.doc["config"];
  c["selection"].erase("shard");
  c["selection"].erase("mutants");
  c.erase("contract");
  c.erase("mergedFrom");
  // How much each shard reused (--since) decides no verdict; nor does which build of
  // gamecheck each machine ran (the merged report keeps the first shard's).
  c.erase("since");
  c.erase("gamecheck");
  c["file"] = p.file;
  c["source"] = p.doc["files"][p.file].value("source", "");
  return c;
}

}  // namespace

std::string FirstDifference(const Json& a, const Json& b) {
  for (auto it = a.begin(); it != a.end(); ++it)
    if (!b.contains(it.key()) || b[it.key()] != it.value()) return it.key();
  for (auto it = b.begin(); it != b.end(); ++it)
    if (!a.contains(it.key())) return it.key();
  return "?";
}

bool ReportMutant(const Parsed& p, const Json& j, MutantResult* m, std::string* err) {
  const std::string id = j.value("id", "");
  std::size_t used = 0;
  try {
    m->id = std::stoul(id, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (id.empty() || used != id.size() || m->id == 0) {
    *err = p.name + ": mutant id '" + id + "' is not a mutant number";
    return false;
  }
  if (!j.contains("gamecheckStatus") || !j["gamecheckStatus"].is_string() ||
      !StatusFromString(j["gamecheckStatus"].get<std::string>(), &m->status)) {
    *err = p.name + ": mutant #" + id + " has no gamecheckStatus gamecheck knows";
    return false;
  }
  m->point.mutator = j.value("mutatorName", "");
  m->point.description = j.value("description", "");
  if (j.contains("location") && j["location"].is_object() && j["location"].contains("start")) {
    m->point.line = j["location"]["start"].value("line", 0u);
    m->point.column = j["location"]["start"].value("column", 0u);
  }
  if (j.contains("location") && j["location"].is_object() && j["location"].contains("end")) {
    m->point.end_line = j["location"]["end"].value("line", 0u);
    m->point.end_column = j["location"]["end"].value("column", 0u);
  }
  m->note = j.value("statusReason", "");
  m->seconds = j.value("duration", 0.0) / 1000;
  return true;
}

bool StatusFromString(const std::string& word, Status* s) {
  // Every value of the enumeration that ToString names (it says "?" of no status), so a
  // status added later is known here too.
  for (int i = 0; i < 64; ++i) {
    const Status st = static_cast<Status>(i);
    if (std::string(ToString(st)) != "?" && word == ToString(st)) return *s = st, true;
  }
  return false;
}

bool MergeReports(const std::vector<ShardReport>& reports, Merged* out, std::string* err) {
  if (reports.empty()) return *err = "give the shards' reports", false;
  out->stopped.clear();
  std::vector<Parsed> ps(reports.size());
  for (std::size_t i = 0; i < reports.size(); ++i)
    if (!ParseReport(reports[i], &ps[i], err)) return false;
  const Json id0 = Identity(ps[0]);
  const std::uint64_t n = ps[0].shard.count;
  std::map<std::uint64_t, std::string> seen_shard;  // index -> report
  std::map<std::size_t, std::pair<Json, MutantResult>> mutants;
  for (const Parsed& p : ps) {
    // The count first: a whole run (0/1) among shards differs in its selection too.
    const std::string k = std::to_string(p.shard.index) + "/" + std::to_string(p.shard.count);
    if (p.shard.count != n)
      return *err = p.name + " is shard " + k + ", " + ps[0].name + " one of " + std::to_string(n),
             false;
    if (const Json id = Identity(p); id != id0)
      return *err = p.name + " and " + ps[0].name + " are not shards of one run (" +
                    FirstDifference(id0, id) + " differs)",
             false;
    if (auto [it, fresh] = seen_shard.emplace(p.shard.index, p.name); !fresh)
      return *err = p.name + " and " + it->second + " are both shard " + k, false;
    StoppedShard stopped{k, p.name, 0};
    for (const Json& j : p.doc["files"][p.file]["mutants"]) {
      MutantResult m;
      if (!ReportMutant(p, j, &m, err)) return false;
      stopped.not_run += m.status == Status::kNotRun;
      // A shard dealt by time (config.selection.balance, the same in every shard: the
      // Identity) holds any mutants; the count and the duplicates below still hold.
      if (!p.doc["config"]["selection"].contains("balance") && !InShard(m.id, p.shard))
        return *err = p.name + ": mutant #" + std::to_string(m.id) + " is not shard " + k + "'s",
               false;
      if (mutants.count(m.id))
        return *err = p.name + ": mutant #" + std::to_string(m.id) + " twice", false;
      mutants.emplace(m.id, std::make_pair(j, std::move(m)));
    }
    if (stopped.not_run) out->stopped.push_back(std::move(stopped));
  }
  for (std::uint64_t k = 0; k < n; ++k)
    if (!seen_shard.count(k))
      return *err = "shard " + std::to_string(k) + "/" + std::to_string(n) + " is missing", false;
  const std::uint64_t expected = Uint(ps[0].doc["config"]["selection"], "inDiff");
  if (expected != UINT64_MAX && expected != mutants.size())
    return *err = "the shards hold " + std::to_string(mutants.size()) + " mutants, the run has " +
                  std::to_string(expected),
           false;
  Json doc = ps[0].doc;
  Json& selection = doc["config"]["selection"];
  selection["shard"] = nullptr;
  selection["mutants"] = mutants.size();
  Json from = Json::array();
  for (const auto& [k, name] : seen_shard)
    from.push_back({{"shard", std::to_string(k) + "/" + std::to_string(n)}, {"report", name}});
  doc["config"]["mergedFrom"] = std::move(from);
  Json all = Json::array();
  out->result = Result{};
  for (auto& [id, jm] : mutants) {
    all.push_back(std::move(jm.first));
    out->result.mutants.push_back(std::move(jm.second));
  }
  doc["files"][ps[0].file]["mutants"] = std::move(all);
  out->json = doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
  out->file = ps[0].file;
  out->problem = doc["config"].value("problem", "");
  out->shards = n;
  out->result.selection.shard.count = n;  // shards that all came out empty score 100 %
  return true;
}

std::string MergedSummary(const Merged& m) {
  const Result& r = m.result;
  std::string s;
  for (Status st : {Status::kSurvived, Status::kEquivalent}) {
    const std::size_t count = r.Count(st);
    if (!count) continue;
    s += std::string(st == Status::kSurvived ? "SURVIVED" : "LIKELY EQUIVALENT") + " (" +
         std::to_string(count) + "):\n";
    for (const MutantResult& x : r.mutants)
      if (x.status == st)
        s += "  #" + std::to_string(x.id) + " " + m.file + ":" + std::to_string(x.point.line) +
             ":" + std::to_string(x.point.column) + "  " + x.point.mutator + "  " +
             x.point.description + "\n";
    s += "\n";
  }
  const std::size_t killed = r.Count(Status::kKilled), timed = r.Count(Status::kTimedOut),
                    survived = r.Count(Status::kSurvived), equiv = r.Count(Status::kEquivalent),
                    not_run = r.Count(Status::kNotRun);
  s += "merged " + std::to_string(m.shards) + " shard" + (m.shards == 1 ? "" : "s") + "\n";
  s += std::to_string(r.mutants.size()) + " mutants of " + m.file + ": " + std::to_string(killed) +
       " killed, " + std::to_string(timed) + " timed out, " + std::to_string(survived) +
       " survived, " + std::to_string(equiv) + " likely equivalent, " +
       std::to_string(r.Count(Status::kStillborn)) + " stillborn" +
       (not_run ? ", " + std::to_string(not_run) + " not run (a shard was stopped)" : "") + "\n";
  return s + ScoreLine(r);
}

std::string MergeIncomplete(const Merged& m) {
  if (m.stopped.empty()) return "";
  std::size_t not_run = 0;
  std::string shards;
  for (const StoppedShard& s : m.stopped) {
    not_run += s.not_run;
    shards += std::string(shards.empty() ? "" : ", ") + "shard " + s.shard + " (" + s.report +
              ") left " + std::to_string(s.not_run) + " not run";
  }
  return "the run is incomplete: " + std::to_string(not_run) + " of " +
         std::to_string(m.result.mutants.size()) + " mutants were not run, " +
         (m.stopped.size() == 1 ? "a shard was" : "shards were") +
         " stopped before deciding them (" + shards +
         "); run the stopped shards again and merge their new reports";
}

}  // namespace gc::mutate
