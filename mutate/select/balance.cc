// mutate/select/balance.cc — shards balanced by an earlier report's times; see balance.h.
#include "mutate/select/balance.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace gc::mutate {

std::string TimeKey(const std::string& mutator, unsigned line, unsigned column, unsigned end_line,
                    unsigned end_column, const std::string& replacement) {
  return mutator + "@" + std::to_string(line) + ":" + std::to_string(column) + "-" +
         std::to_string(end_line) + ":" + std::to_string(end_column) + "=" + replacement;
}

bool ReadMutantTimes(const std::string& text, const std::string& name, MutantTimes* out,
                     std::string* err) {
  using Json = nlohmann::json;
  Json d;
  try {
    d = Json::parse(text);
  } catch (const Json::exception& e) {
    return *err = name + ": not JSON (" + e.what() + ")", false;
  }
  out->seconds.clear();
  if (!d.is_object() || !d.contains("files") || !d["files"].is_object())
    return *err = name + ": not a mutation report (no \"files\")", false;
  for (const auto& [file, f] : d["files"].items()) {
    if (!f.is_object() || !f.contains("mutants") || !f["mutants"].is_array()) continue;
    for (const Json& m : f["mutants"]) {
      if (!m.is_object() || !m.contains("duration") || !m["duration"].is_number() ||
          !m.contains("location") || !m["location"].is_object())
        continue;
      const Json& loc = m["location"];
      const auto at = [&](const char* side, const char* what) {
        return loc.contains(side) && loc[side].is_object() ? loc[side].value(what, 0u) : 0u;
      };
      out->seconds[TimeKey(m.value("mutatorName", ""), at("start", "line"), at("start", "column"),
                           at("end", "line"), at("end", "column"), m.value("replacement", ""))] =
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
  std::vector<std::size_t> mine;
  for (const auto& [seconds, i] : dealt) {
    const std::size_t k = static_cast<std::size_t>(
        std::min_element(loads->begin(), loads->end()) - loads->begin());  // the first least
    (*loads)[k] += seconds;
    if (k == shard.index) mine.push_back(i);
  }
  std::sort(mine.begin(), mine.end());
  return mine;
}

}  // namespace gc::mutate
