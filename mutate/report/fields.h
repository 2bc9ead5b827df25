// mutate/report/fields.h — the fields of a mutation report that gamecheck reads (--merge,
// --since: mutate/report/merge.h; --balance: mutate/select/balance.h), each checked for its
// JSON type before it is read, so that a tampered or foreign report is refused by the
// JSON Pointer (RFC 6901) of its first wrong field, never read into a type error of
// nlohmann-json. O(size of the report).
// Status: properties/mutate_merge_test.cc (each field tampered with, by --merge and --since).
#pragma once

#include <string>

#include "harness/report/json_writer.h"

namespace gc::mutate {

/// The JSON types a report's fields are checked against.
enum class JsonType { kObject, kArray, kString, kCount, kNumber, kBool };

/// Checks the member `key` of the object `parent`, which is at `at` in the report: when
/// present it must be of type `type` (kCount: an integer >= 0), and present when
/// `required`. False with *err = "field /AT/KEY is a number, not a string" (or "is
/// missing").
bool CheckField(const Json& parent, const Json::json_pointer& at, const std::string& key,
                JsonType type, bool required, std::string* err);

/// Checks every field of a gamecheck mutate --json report that --merge and --since read
/// (config, config.selection and its shard, the one file's source and mutants, and each
/// mutant's id, status, place, words, times and kills), given that "files" is an object
/// of one file and "config" holds "selection". False with *err naming the first wrong one.
bool CheckReportFields(const Json& d, std::string* err);

}  // namespace gc::mutate
