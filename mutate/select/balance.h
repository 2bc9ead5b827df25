// mutate/select/balance.h — shards balanced by time (`mutate --shard K/N --balance
// OLD.json`): each mutant's time in an earlier --json report (its "duration"), the
// mutants dealt longest first to the shard with the least time so far (Graham's LPT rule:
// the longest shard is within 4/3 of the best split), a mutant the report lacks counted
// at the median of those it has. Every shard computes the whole split from the same
// report and keeps its own part, so the N shards still decide every mutant once; the
// split is recorded (config.selection.balance: each shard's estimated seconds), and
// --merge checks that every shard made the same one. A naive split by number puts the
// few slow mutants (survivors run a second pass) wherever their numbers fall.
// Status: properties/mutate_select_test.cc.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "harness/check/check.h"
#include "mutate/points/points.h"

namespace gc::mutate {

/// Each mutant's time in seconds by TimeKey, from an earlier report; empty: no balance.
struct MutantTimes {
  std::map<std::string, double> seconds;
};

/// A mutant's identity across runs: its mutator, span and replacement (not its number,
/// which an edit above it changes).
std::string TimeKey(const std::string& mutator, unsigned line, unsigned column, unsigned end_line,
                    unsigned end_column, const std::string& replacement);

/// Reads the times of every mutant of a --json report (this version's, or any in the
/// mutation-testing-report-schema with "duration"); false with *err naming `name` when
/// the text is not such a report, holds no time, or has a field of another type or a
/// time below zero (said with the field's JSON Pointer). O(size of the report).
bool ReadMutantTimes(const std::string& text, const std::string& name, MutantTimes* out,
                     std::string* err);

/// The positions (into points) of shard.index's mutants among `candidates` (positions,
/// in order), dealt by time; *loads gets every shard's estimated seconds. Deterministic:
/// ties go to the lower number, and among shards of equal time to the one with fewer
/// mutants, then the lower shard. O(c log c + c N) for c candidates.
std::vector<std::size_t> BalancedShard(const std::vector<Point>& points,
                                       const std::vector<std::size_t>& candidates,
                                       const MutantTimes& times, const Shard& shard,
                                       std::vector<double>* loads);

}  // namespace gc::mutate
