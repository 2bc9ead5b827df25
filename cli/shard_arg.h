// cli/shard_arg.h — the shard of a sharded command (`check --shard`, `mutate --shard`):
// --shard K/N, else GoogleTest's GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS (both or
// neither; an empty one counts as unset), and GTEST_SHARD_STATUS_FILE touched as a
// GoogleTest binary does. See docs/check.md#sharding.
#pragma once

#include <string>

#include "harness/check/check.h"

namespace gc::cli {

/// The shard to run from the flag's value ("" when not given) or the variables; "" or a
/// usage error naming the flag or the variable ("bad --shard '4/4': the shard index must
/// be below the number of shards"). *out is left alone when neither is given.
std::string ReadShardArg(const std::string& flag, Shard* out);

/// Touches GTEST_SHARD_STATUS_FILE, when set, to say that sharding is supported. False,
/// after saying why on stderr ("gamecheck COMMAND: cannot write ..."), when it cannot.
bool TouchShardStatusFile(const char* command);

}  // namespace gc::cli
