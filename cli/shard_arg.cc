// cli/shard_arg.cc — --shard K/N and the test engines' sharding variables; see shard_arg.h.
#include "cli/shard_arg.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string_view>

#include "cli/flags.h"

namespace gc::cli {

namespace {

// One engine's sharding variables: Bazel's (the test encyclopedia's initial conditions)
// and GoogleTest's, which CI systems that shard test binaries set.
struct ShardVars {
  const char* total;
  const char* index;
  const char* status_file;
};
constexpr ShardVars kBazel = {"TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE"};
constexpr ShardVars kGtest = {"GTEST_TOTAL_SHARDS", "GTEST_SHARD_INDEX", "GTEST_SHARD_STATUS_FILE"};

std::string Var(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

// Checks k < n and n >= 1 for a shard read from `source`: "" when it is one, else why not.
std::string CheckShard(std::uint64_t k, std::uint64_t n, const std::string& source, Shard* out) {
  if (n == 0) return source + ": there must be at least 1 shard";
  if (k >= n) return source + ": the shard index must be below the number of shards";
  *out = {k, n};
  return "";
}

// One engine's pair: "" with *set false when neither is set, "" with *out when both are
// a shard, else why not.
std::string ReadVars(const ShardVars& v, Shard* out, bool* set, std::string* source) {
  const std::string total = Var(v.total), index = Var(v.index);
  *set = !total.empty() || !index.empty();
  if (!*set) return "";
  if (total.empty() || index.empty())
    return std::string(total.empty() ? v.index : v.total) + " is set but " +
           (total.empty() ? v.total : v.index) + " is not";
  std::uint64_t k = 0, n = 0;
  if (!ParseFlagValue(total, &n)) return std::string("bad ") + v.total + " '" + total + "'";
  if (!ParseFlagValue(index, &k)) return std::string("bad ") + v.index + " '" + index + "'";
  *source = std::string(v.index) + "=" + index + ", " + v.total + "=" + total;
  return CheckShard(k, n, *source, out);
}

}  // namespace

std::string ReadShardArg(const std::string& flag, Shard* out, bool* from_env) {
  if (from_env) *from_env = false;
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
  Shard bazel, gtest;
  bool bazel_set = false, gtest_set = false;
  std::string bazel_source, gtest_source;
  if (std::string err = ReadVars(kBazel, &bazel, &bazel_set, &bazel_source); !err.empty()) return err;
  if (std::string err = ReadVars(kGtest, &gtest, &gtest_set, &gtest_source); !err.empty()) return err;
  // Bazel sets both pairs alike; a runner that set them apart asked for two shards.
  if (bazel_set && gtest_set && (bazel.index != gtest.index || bazel.count != gtest.count))
    return bazel_source + " and " + gtest_source + " name different shards";
  if (!bazel_set && !gtest_set) return "";
  *out = bazel_set ? bazel : gtest;
  if (from_env) *from_env = true;
  return "";
}

bool TouchShardStatusFile(const char* command) {
  for (const ShardVars& v : {kBazel, kGtest}) {
    const std::string path = Var(v.status_file);
    if (path.empty()) continue;
    if (std::ofstream(path, std::ios::app)) continue;
    std::fprintf(stderr, "gamecheck %s: cannot write %s (%s)\n", command, path.c_str(), v.status_file);
    return false;
  }
  return true;
}

std::string JunitPath(const std::string& flag) { return flag.empty() ? Var("XML_OUTPUT_FILE") : flag; }

}  // namespace gc::cli
