// mutate/select/balance.cc — shards balanced by an earlier report's times; see balance.h.
#include "mutate/select/balance.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "mutate/report/fields.h"

namespace gc::mutate {

std::string TimeKey(const std::string& mutator, unsigned line, unsigned column, unsigned end_line,
                    unsigned end_column, const std::string& replacement) {
  return mutator + "@" + std::to_string(line) + ":" + std::to_string(column) + "-" +
         std::to_string(end_line) + ":" + std::to_string(end_column) + "=" + replacement;
}

bool ReadMutantTimes(const std::string& text, const std::string& name, MutantTimes* out,
                     std::string* err) {
  Json d;
  try {
    d = Json::parse(text);
  } catch (const Json::exception& e) {
    return *err = name + ": not JSON (" + e.what() + ")", false;
  }
  out->seconds.clear();
  if (!d.is_object() || !d.contains("files") || !d["files"].is_object())
    return *err = name + ": not a mutation report (no \"files\")", false;
  // Any report of the schema serves (Stryker's too), so a mutant without a time or a
  // place is passed over; but a field of the wrong type, or a time below zero (which
  // would draw every mutant to one shard), is a report this cannot deal by.
  const auto wrong = [&](const std::string& why) { return *err = name + ": " + why, false; };
  const Json::json_pointer files = Json::json_pointer() / "files";
  for (const auto& [file, f] : d["files"].items()) {
    std::string why;
    if (!CheckField(d["files"], files, file, JsonType::kObject, true, &why) ||
        !CheckField(f, files / file, "mutants", JsonType::kArray, false, &why))
      return wrong(why);
    if (!f.contains("mutants")) continue;
    for (std::size_t i = 0; i < f["mutants"].size(); ++i) {
      const Json& m = f["mutants"][i];
      const Json::json_pointer at = files / file / "mutants" / i;
      if (!m.is_object()) return wrong("field " + at.to_string() + " is not an object");
      for (const auto& [key, type] : {std::pair{"mutatorName", JsonType::kString},
                                      {"replacement", JsonType::kString},
                                      {"duration", JsonType::kNumber},
                                      {"location", JsonType::kObject}})
        if (!CheckField(m, at, key, type, false, &why)) return wrong(why);
      if (!m.contains("duration") || !m.contains("location")) continue;
      if (m["duration"].get<double>() < 0)
        return wrong("field " + (at / "duration").to_string() + " is " + m["duration"].dump() +
                     ": a time is not below zero");
      const Json& loc = m["location"];
      for (const char* side : {"start", "end"}) {
        if (!CheckField(loc, at / "location", side, JsonType::kObject, false, &why))
          return wrong(why);
        for (const char* what : {"line", "column"})
          if (loc.contains(side) &&
              !CheckField(loc[side], at / "location" / side, what, JsonType::kCount, false, &why))
            return wrong(why);
      }
      const auto pos = [&](const char* side, const char* what) {
        return loc.contains(side) ? loc[side].value(what, 0u) : 0u;
      };
      out->seconds[TimeKey(m.value("mutatorName", ""), pos("start", "line"), pos("start", "column"),
                           pos("end", "line"), pos("end", "column"), m.value("replacement", ""))] =
          m["duration"].get<double>() / 1000;
    }
  }
  if (out->seconds.empty()) return *err = name + ": no mutant with a \"duration\"", false;
  return true;
}

std::vector<std::size_t> BalancedShard(const std::vector<Point>& points,
                                       const std::vector<std::size_t>& candidates,
                                       const MutantTimes& times, const Shard& shard,
                                       std::vector<double>* loads) {
  std::vector<double> all;
  for (const auto& [key, s] : times.seconds) all.push_back(s);
  std::nth_element(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(all.size() / 2), all.end());
  const double median = all.empty() ? 0 : all[all.size() / 2];
  std::vector<std::pair<double, std::size_t>> dealt;  // (estimated seconds, position)
  for (const std::size_t i : candidates) {
    const Point& p = points[i];
    const auto it = times.seconds.find(
        TimeKey(p.mutator, p.line, p.column, p.end_line, p.end_column, p.replacement));
    dealt.push_back({it == times.seconds.end() ? median : it->second, i});
  }
  // Longest first; among equal times, the lower number first.
  std::sort(dealt.begin(), dealt.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  loads->assign(shard.count, 0.0);
  // Among shards of equal time, the one with the fewest mutants: mutants of no time (a
  // report of 0 ms each) are then dealt in turn, not all to the first shard.
  std::vector<std::size_t> counts(shard.count, 0);
  std::vector<std::size_t> mine;
  for (const auto& [seconds, i] : dealt) {
    std::size_t k = 0;
    for (std::size_t j = 1; j < shard.count; ++j)
      if ((*loads)[j] < (*loads)[k] || ((*loads)[j] == (*loads)[k] && counts[j] < counts[k])) k = j;
    (*loads)[k] += seconds;
    ++counts[k];
    if (k == shard.index) mine.push_back(i);
  }
  std::sort(mine.begin(), mine.end());
  return mine;
}

}  // namespace gc::mutate
