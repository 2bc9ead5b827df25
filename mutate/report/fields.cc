// mutate/report/fields.cc — the fields of a report checked before they are read; see
// fields.h.
#include "mutate/report/fields.h"

#include <nlohmann/json.hpp>

namespace gc::mutate {

namespace {

using Pointer = Json::json_pointer;

std::uint64_t Uint(const Json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_unsigned() ? it->get<std::uint64_t>() : UINT64_MAX;
}

bool Is(const Json& j, JsonType t) {
  switch (t) {
    case JsonType::kObject: return j.is_object();
    case JsonType::kArray: return j.is_array();
    case JsonType::kString: return j.is_string();
    case JsonType::kCount: return j.is_number_unsigned();
    case JsonType::kNumber: return j.is_number();
    case JsonType::kBool: return j.is_boolean();
  }
  return false;
}

const char* Name(JsonType t) {
  switch (t) {
    case JsonType::kObject: return "an object";
    case JsonType::kArray: return "an array";
    case JsonType::kString: return "a string";
    case JsonType::kCount: return "an integer >= 0";
    case JsonType::kNumber: return "a number";
    case JsonType::kBool: return "true or false";
  }
  return "?";
}

// What a JSON value is, in the words of Name.
std::string What(const Json& j) {
  if (j.is_number_integer() && !j.is_number_unsigned()) return "a negative integer";
  if (j.is_number_float()) return "a number with a fraction";
  if (j.is_null()) return "null";
  return std::string(j.is_boolean() ? "a boolean" : "") + (j.is_number() ? "a number" : "") +
         (j.is_string() ? "a string" : "") + (j.is_array() ? "an array" : "") +
         (j.is_object() ? "an object" : "");
}

// The fields of one mutant that --merge and --since read (ReportMutant, since.cc's
// Verdict and its keys), each with its type and whether it must be there.
struct FieldRule {
  const char* key;
  JsonType type;
  bool required;
};
constexpr FieldRule kMutantFields[] = {
    {"id", JsonType::kString, true},
    {"gamecheckStatus", JsonType::kString, true},
    {"mutatorName", JsonType::kString, false},
    {"description", JsonType::kString, false},
    {"replacement", JsonType::kString, false},
    {"location", JsonType::kObject, false},
    {"statusReason", JsonType::kString, false},
    {"duration", JsonType::kNumber, false},
    {"testsCompleted", JsonType::kCount, false},
    {"killedBy", JsonType::kArray, false},
    {"killedByContract", JsonType::kBool, false},
    {"gamecheckFailure", JsonType::kString, false},
    {"gamecheckKey", JsonType::kString, false},
    {"duplicateOf", JsonType::kString, false},
};

bool CheckMutant(const Json& m, const Pointer& at, std::string* err) {
  if (!m.is_object())
    return *err = "field " + at.to_string() + " is " + What(m) + ", not an object", false;
  for (const FieldRule& f : kMutantFields)
    if (!CheckField(m, at, f.key, f.type, f.required, err)) return false;
  if (m.contains("location"))
    for (const char* side : {"start", "end"}) {
      const Pointer loc = at / "location";
      if (!CheckField(m["location"], loc, side, JsonType::kObject, false, err)) return false;
      if (!m["location"].contains(side)) continue;
      for (const char* key : {"line", "column"})
        if (!CheckField(m["location"][side], loc / side, key, JsonType::kCount, false, err))
          return false;
    }
  if (m.contains("killedBy"))
    for (std::size_t i = 0; i < m["killedBy"].size(); ++i)
      if (!m["killedBy"][i].is_string())
        return *err = "field " + (at / "killedBy" / i).to_string() + " is " +
                      What(m["killedBy"][i]) + ", not a string",
               false;
  return true;
}

}  // namespace

// The fields of the report outside its mutants that --merge and --since read, then each
// mutant's.
bool CheckReportFields(const Json& d, std::string* err) {
  const Pointer top;
  if (!CheckField(d, top, "config", JsonType::kObject, true, err) ||
      !CheckField(d["config"], top / "config", "problem", JsonType::kString, false, err) ||
      !CheckField(d["config"], top / "config", "selection", JsonType::kObject, true, err))
    return false;
  const Json& sel = d["config"]["selection"];
  const Pointer at = top / "config" / "selection";
  if (!CheckField(sel, at, "inDiff", JsonType::kCount, false, err) ||
      !CheckField(sel, at, "balance", JsonType::kObject, false, err))
    return false;
  if (!sel.contains("shard"))
    return *err = "field " + (at / "shard").to_string() + " is missing", false;
  const Json& shard = sel["shard"];
  if (!shard.is_null()) {
    if (!shard.is_object())
      return *err = "field " + (at / "shard").to_string() + " is " + What(shard) +
                    ", not null or {index, count}",
             false;
    if (!CheckField(shard, at / "shard", "index", JsonType::kCount, true, err) ||
        !CheckField(shard, at / "shard", "count", JsonType::kCount, true, err))
      return false;
    if (Uint(shard, "index") >= Uint(shard, "count"))
      return *err = "field " + (at / "shard").to_string() + " has an index not below its count",
             false;
  }
  const std::string file = d["files"].begin().key();
  const Pointer f = top / "files" / file;
  if (!CheckField(d["files"], top / "files", file, JsonType::kObject, true, err) ||
      !CheckField(d["files"][file], f, "source", JsonType::kString, false, err) ||
      !CheckField(d["files"][file], f, "mutants", JsonType::kArray, true, err))
    return false;
  const Json& mutants = d["files"][file]["mutants"];
  for (std::size_t i = 0; i < mutants.size(); ++i)
    if (!CheckMutant(mutants[i], f / "mutants" / i, err)) return false;
  return true;
}

bool CheckField(const Json& parent, const Json::json_pointer& at, const std::string& key,
                JsonType type, bool required, std::string* err) {
  const auto it = parent.find(key);
  if (it == parent.end()) {
    if (required) *err = "field " + (at / key).to_string() + " is missing";
    return !required;
  }
  if (Is(*it, type)) return true;
  *err = "field " + (at / key).to_string() + " is " + What(*it) + ", not " + Name(type);
  return false;
}

}  // namespace gc::mutate
