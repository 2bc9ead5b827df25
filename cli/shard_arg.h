// cli/shard_arg.h — what a test engine's environment asks of a sharded command (`check`,
// `mutate`): the shard, from --shard K/N, else Bazel's TEST_SHARD_INDEX /
// TEST_TOTAL_SHARDS, else GoogleTest's GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS (each pair
// both or neither; an empty one counts as unset; two pairs that disagree are an error);
// TEST_SHARD_STATUS_FILE and GTEST_SHARD_STATUS_FILE touched, as Bazel 7 requires of a
// sharded test and a GoogleTest binary does; Bazel's XML_OUTPUT_FILE as the JUnit file
// when --junit is not given. See docs/check.md#sharding.
#pragma once

#include <string>

#include "harness/check/check.h"

namespace gc::cli {

/// The shard to run from the flag's value ("" when not given) or the variables; "" or a
/// usage error naming the flag or the variable ("bad --shard '4/4': the shard index must
/// be below the number of shards"). *out is left alone when neither is given;
/// *from_env (when not null) says whether a variable named the shard.
std::string ReadShardArg(const std::string& flag, Shard* out, bool* from_env = nullptr);

/// Touches TEST_SHARD_STATUS_FILE and GTEST_SHARD_STATUS_FILE, each when set, to say that
/// sharding is supported (before any work, so an empty shard touches them too). False,
/// after saying why on stderr ("gamecheck COMMAND: cannot write ..."), when it cannot.
bool TouchShardStatusFile(const char* command);

/// The JUnit file: --junit's value when given, else XML_OUTPUT_FILE when set (Bazel's
/// place for a test's XML report), else "".
std::string JunitPath(const std::string& flag);

}  // namespace gc::cli
