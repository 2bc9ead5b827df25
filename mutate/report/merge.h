// mutate/report/merge.h — `gamecheck mutate --merge A.json B.json ...`: the --json reports of the
// N shards of one run (--shard K/N, mutate/select/select.h) merged into one report in the
// mutation-testing-report-schema and one score. The shards must be of one run (the same
// source, problem, seed, budgets, build and selection) and complete: every K of 0..N-1
// once, every mutant in the shard its number belongs to, every mutant of the run in
// some shard. The merged report is the unsharded run's: its mutants in number order,
// "selection.shard" null, and "mergedFrom" listing the shards.
// JSON is read and written with nlohmann-json (Debian nlohmann-json3-dev).
// Status: properties/mutate_shard_test.cc.
#pragma once

#include <string>
#include <vector>

#include "harness/report/json_writer.h"
#include "mutate/mutate.h"

namespace gc::mutate {

/// One shard's report: where it came from (for messages) and its text.
struct ShardReport {
  std::string name;
  std::string text;
};

/// A shard that was stopped (Ctrl-C, `timeout`, a cancelled CI job) before it decided
/// all its mutants: they are in its report as not run (Pending).
struct StoppedShard {
  std::string shard;   // "1/4"
  std::string report;  // its report's name
  std::size_t not_run = 0;
};

struct Merged {
  std::string json;  // the merged report
  std::string file;  // the source file's name as the reports give it
  std::string problem;
  std::size_t shards = 0;  // N
  Result result;           // every mutant's number, place, status and (as its note) the
                           // report's statusReason: counts, score and annotations
  /// The shards that were stopped: a merge with any is an incomplete run, which no
  /// --min-score passes (MergeIncomplete).
  std::vector<StoppedShard> stopped;
};

/// "" when every shard decided all its mutants, else the sentence that names the shards
/// that were stopped and how many mutants each left undecided.
std::string MergeIncomplete(const Merged& m);

/// One report read: --merge's and --since's (mutate/select/since.h) one reader.
struct ParsedReport {
  std::string name;
  Json doc;
  std::string file;  // the one key of "files"
  Shard shard;       // config.selection.shard ({0, 1} when null)
};

/// Reads a report of gamecheck mutate --json; false with *err (naming it and saying what
/// is wrong: not JSON, not gamecheck's, a schemaVersion other than the one gamecheck
/// writes, a report of an older gamecheck, or the JSON Pointer of the first field that
/// --merge or --since reads and that is missing or of another type). Every field they
/// read is checked here, so that what follows reads a report without a JSON type error.
bool ParseReport(const ShardReport& r, ParsedReport* p, std::string* err);

/// One mutant of a parsed report (an element of files.*.mutants) as far as a report
/// says it: id, status (gamecheckStatus), mutator, description, place, duration.
bool ReportMutant(const ParsedReport& p, const Json& j, MutantResult* m, std::string* err);

/// The first key whose value differs between two JSON objects ("?" when none does).
std::string FirstDifference(const Json& a, const Json& b);

/// Merges the reports; false with *err (naming the report and what is wrong) when one
/// does not parse, is not a gamecheck mutate report, or the set is not one complete run.
/// O(total size of the reports).
bool MergeReports(const std::vector<ShardReport>& reports, Merged* out, std::string* err);

/// The merged run's summary: the survivors and likely-equivalent mutants (place, mutator,
/// description), then the count line and the score line in the words of the run's own
/// text report.
std::string MergedSummary(const Merged& m);

/// Whether gamecheck's status word ("killed", "likely equivalent", ... as ToString)
/// names a status; *s is set when it does.
bool StatusFromString(const std::string& word, Status* s);

}  // namespace gc::mutate
