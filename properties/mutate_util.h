// properties/mutate_util.h — what the tests of `gamecheck mutate`'s command line share
// (properties/mutate_contract_test.cc, mutate_select_test.cc, mutate_shard_test.cc) beyond
// properties/cli_util.h: the schema of its JSON report and the parts of a text summary.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <map>
#include <sstream>
#include <string>

#include "properties/cli_util.h"

namespace cli_test {

#ifdef GAMECHECK_MUTATION_SCHEMA
inline const std::string kSchema = GAMECHECK_MUTATION_SCHEMA;
#endif

/// The block of a text summary about the mutant at `where` ("file:line:col  Mutator"),
/// from its line to the next mutant's or the next section.
inline std::string Entry(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  const std::size_t end = std::min(summary.find("\n  #", at), summary.find("\n\n", at));
  return summary.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

/// The section header ("killed", "LIKELY EQUIVALENT") before `where` in the summary.
inline std::string SectionOf(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  std::istringstream lines(summary.substr(0, at));
  std::string line, last;
  while (std::getline(lines, line))
    if (!line.empty() && line[0] != ' ' && line.ends_with("):") &&
        line.find(" (") != std::string::npos)
      last = line.substr(0, line.rfind(" ("));
  return last;
}

/// The count line of a summary ("22 mutants of F: 19 killed, ... stillborn"), without
/// what follows the counts (the time and jobs, which differ from run to run).
inline std::string CountLine(const std::string& summary) {
  const std::size_t at = summary.rfind(" mutants of ");
  if (at == std::string::npos) return "";
  const std::size_t start = summary.rfind('\n', at) + 1;
  std::string l = summary.substr(start, summary.find('\n', at) - start);
  return l.substr(0, l.find(';'));
}

/// Each mutant's status, from a JSON report (--json): id -> status.
inline std::map<std::string, std::string> StatusesById(const std::string& json) {
  std::map<std::string, std::string> out;
  for (std::size_t at = json.find("{\"id\": \""); at != std::string::npos;
       at = json.find("{\"id\": \"", at + 1)) {
    const std::size_t b = at + 8, e = json.find('"', b);
    const std::size_t st = json.find("\"status\": \"", e) + 11;
    out[json.substr(b, e - b)] = json.substr(st, json.find('"', st) - st);
  }
  return out;
}

/// The ids (comma-separated, for --mutant) of the lines of a --list that contain each
/// of `wheres` ("file:line:col  Mutator  description" or a part of it); "" for a missing one.
inline std::string IdsAt(const std::string& list, std::initializer_list<std::string> wheres) {
  std::string ids;
  for (const std::string& where : wheres) {
    const std::size_t at = list.find(where);
    if (at == std::string::npos) return "";
    const std::size_t start = list.rfind('#', at);
    if (start == std::string::npos) return "";
    ids += (ids.empty() ? "" : ",") + list.substr(start + 1, list.find(' ', start) - start - 1);
  }
  return ids;
}

}  // namespace cli_test
