// mutate/select/select.h — which mutants a run decides: those on the lines `git diff REF`
// changed in the source (--diff, for a CI run on a pull request, as Mull's
// --git-diff-ref), and of those one of each block of N mutant numbers (--shard K/N, the
// rule of check's shards: harness/check/check.h's ShardOf on the mutant's number). Mutant
// numbers stay those of the whole point list, so a shard's or a diff's report names the
// same mutant #17 as the full run, and shards merge by number (mutate/report/merge.h).
// Status: properties/mutate_select_test.cc.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "harness/check/check.h"
#include "mutate/points/points.h"
#include "mutate/select/balance.h"

namespace gc::mutate {

/// What selected the mutants of a run.
struct Selection {
  std::string diff_ref;              // "" without --diff
  std::vector<std::uint32_t> lines;  // with --diff: the changed lines of the source, sorted
  Shard shard;                       // count 1: not sharded
  std::size_t points = 0;            // mutants before --diff and --shard (after --mutators)
  std::size_t in_diff = 0;           // ... of those on a changed line (== points without --diff)
  std::size_t kept = 0;              // ... and in the shard: the mutants this run decides
  std::vector<double> balance;       // shards dealt by time (balance.h): each one's estimated
                                     // seconds; empty: by number
};

/// The lines of the new side of a unified diff (`git diff -U0`): the added and changed
/// lines of each hunk ("@@ -a,b +c,d @@": c .. c+d-1), sorted, each once. O(diff).
std::vector<std::uint32_t> NewSideLines(std::string_view unified_diff);

/// The lines of `source_path` that `git diff REF` changes (the working tree's file against
/// REF, run in the file's directory); false with *err when git fails (not a repository,
/// an unknown REF, a file git does not track). O(git diff).
bool ChangedLines(const std::string& source_path, const std::string& ref,
                  std::vector<std::uint32_t>* lines, std::string* err);

/// Whether mutant number `id` (1-based, in source order) is the shard's.
bool InShard(std::size_t id, const Shard& shard);

/// Fills *s (diff lines, counts) and *keep (0-based positions into points, in order) for
/// the diff_ref and shard given, the shard dealt by `times` when they are given and not
/// empty (balance.h); "" or why the diff could not be read.
std::string SelectPoints(const std::string& source_path, const std::string& diff_ref,
                         const Shard& shard, const std::vector<Point>& points,
                         std::vector<std::size_t>* keep, Selection* s,
                         const MutantTimes* times = nullptr);

/// "--diff REF: 3 changed lines, 5 of 92 mutants; shard 1/4: 2 of them" (empty when
/// nothing was selected away), for the text report.
std::string SelectionText(const Selection& s);
/// The JSON object of the report's config: {"points": P, "diff": {"ref": R, "lines":
/// [...]} or null, "shard": {"index": K, "count": N} or null, "mutants": k}, and for a
/// shard dealt by time "balance": {"estimatedSeconds": [each shard's]}.
std::string SelectionJson(const Selection& s);

}  // namespace gc::mutate
