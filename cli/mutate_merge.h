// cli/mutate_merge.h — `gamecheck mutate --merge A.json B.json ... [--json OUT] [--html OUT]
// [--min-score P] [--annotations github]`: the shards' reports of one mutation run merged
// (mutate/report/merge.h), as JSON, as the viewer's page, and for a pull request on GitHub.
#pragma once

#include <string_view>
#include <vector>

namespace gc::cli {

/// args as MutateCommand gets them ("mutate", then the words). Exit status: 0 merged (and
/// the score reached --min-score), 1 the score is below --min-score, 2 a usage error or
/// reports that are not the complete shards of one run.
int MutateMergeCommand(const std::vector<std::string_view>& args);

}  // namespace gc::cli
