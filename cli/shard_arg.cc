// cli/shard_arg.cc — --shard K/N and GoogleTest's sharding variables; see shard_arg.h.
#include "cli/shard_arg.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string_view>

#include "cli/flags.h"

namespace gc::cli {

namespace {

// GoogleTest's sharding protocol, which CI systems that shard test binaries set.
constexpr const char* kTotalShardsVar = "GTEST_TOTAL_SHARDS";
constexpr const char* kShardIndexVar = "GTEST_SHARD_INDEX";
constexpr const char* kShardStatusVar = "GTEST_SHARD_STATUS_FILE";

// Checks k < n and n >= 1 for a shard read from `source`: "" when it is one, else why not.
std::string CheckShard(std::uint64_t k, std::uint64_t n, const std::string& source, Shard* out) {
  if (n == 0) return source + ": there must be at least 1 shard";
  if (k >= n) return source + ": the shard index must be below the number of shards";
  *out = {k, n};
  return "";
}

}  // namespace

std::string ReadShardArg(const std::string& flag, Shard* out) {
  if (!flag.empty()) {
    const std::string source = "bad --shard '" + flag + "'";
    const std::size_t slash = flag.find('/');
    std::uint64_t k = 0, n = 0;
    if (slash == std::string::npos ||
        !ParseFlagValue(std::string_view(flag).substr(0, slash), &k) ||
        !ParseFlagValue(std::string_view(flag).substr(slash + 1), &n))
      return source + " (give K/N, e.g. --shard 0/4)";
    return CheckShard(k, n, source, out);
  }
  auto var = [](const char* name) {
    const char* v = std::getenv(name);
    return std::string(v ? v : "");
  };
  const std::string total = var(kTotalShardsVar), index = var(kShardIndexVar);
  if (total.empty() && index.empty()) return "";
  if (total.empty() || index.empty())
    return std::string(total.empty() ? kShardIndexVar : kTotalShardsVar) + " is set but " +
           (total.empty() ? kTotalShardsVar : kShardIndexVar) + " is not";
  std::uint64_t k = 0, n = 0;
  if (!ParseFlagValue(total, &n)) return std::string("bad ") + kTotalShardsVar + " '" + total + "'";
  if (!ParseFlagValue(index, &k)) return std::string("bad ") + kShardIndexVar + " '" + index + "'";
  return CheckShard(
      k, n, std::string(kShardIndexVar) + "=" + index + ", " + kTotalShardsVar + "=" + total, out);
}

bool TouchShardStatusFile(const char* command) {
  const char* path = std::getenv(kShardStatusVar);
  if (!path || !*path) return true;
  std::ofstream touch(path, std::ios::app);
  if (touch) return true;
  std::fprintf(stderr, "gamecheck %s: cannot write %s (%s)\n", command, path, kShardStatusVar);
  return false;
}

}  // namespace gc::cli
