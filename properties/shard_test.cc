// properties/shard_test.cc — sharding of `gamecheck check` across machines (--shard K/N,
// Bazel's TEST_TOTAL_SHARDS / TEST_SHARD_INDEX / TEST_SHARD_STATUS_FILE / XML_OUTPUT_FILE and
// GoogleTest's GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX / GTEST_SHARD_STATUS_FILE): the
// shards together run exactly the unsharded schedule, each case once and the same case;
// the command honours the variables and rejects bad values (exit 2); and with a planted
// bug the lowest failing case over the shards is the unsharded run's, also when their
// saved cases are replayed from one directory.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "harness/check/check.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::TempDir;

// Runs a command line through the shell (test code only): its standard output, with
// standard error too when `with_stderr`. GoogleTest's sharding variables of this test's
// own environment are dropped; a command sets them itself.
Cli Shell(const std::string& cmd, bool with_stderr = false) {
  return cli_test::UnshardedShell(cmd, with_stderr ? cli_test::Err::kKept
                                                  : cli_test::Err::kLastDropped);
}

// The value of a Python expression over the JSON report in `file` (d), as printed.
std::string JsonValue(const std::string& file, const std::string& expr) {
  Cli r = Shell("python3 -c \"import json, sys; d = json.load(open(sys.argv[1])); print(" + expr +
                ")\" " + file);
  EXPECT_EQ(r.status, 0) << expr;
  while (!r.out.empty() && r.out.back() == '\n') r.out.pop_back();
  return r.out;
}

using Ran = std::map<std::uint64_t, std::string>;  // case index -> the text run

// Runs the check in process and records every case given to the subject.
Ran Record(const Problem& p, CheckOptions o, CheckResult* result = nullptr) {
  std::string err;
  const Subject subject = BuiltinSubject(p, "solver", &err);
  EXPECT_TRUE(subject) << err;
  std::mutex mu;
  Ran ran;
  o.on_case = [&](const Case& c, const RunResult&, const Verdict&) {
    std::lock_guard<std::mutex> lock(mu);
    EXPECT_TRUE(ran.emplace(c.index, c.text).second) << "case " << c.index << " run twice";
  };
  CheckResult r = RunCheck(p, subject, o);
  EXPECT_FALSE(r.failure.has_value()) << "the row's own solver failed";
  EXPECT_EQ(r.cases_run, ran.size());
  EXPECT_EQ(r.planned, ran.size());
  if (result) *result = std::move(r);
  return ran;
}

// ---- the engine ----


// (a) The union of the cases of 4 shards is the unsharded schedule, (index, text) for
// (index, text); the shards are disjoint, shard k runs only the i with ShardOf(i, 4) = k, and
// case i is the schedule's case i whoever runs it.
TEST(ShardEngine, FourShardsRunTheUnshardedScheduleExactlyOnce) {
  const Problem& p = *FindProblem("outcome");
  CheckOptions o;
  o.seed = 7;
  o.cases = 301;  // not a multiple of 4: the shards differ in size
  o.jobs = 2;
  o.bad_input = true;
  o.tiers = *ParseTiers("examples,exhaustive,random,shapes");
  const Ran whole = Record(p, o);
  ASSERT_EQ(whole.size(), 301u);
  const Schedule schedule(p, o.seed, o.cases, o.tiers, o.bad_input);
  for (const auto& [i, text] : whole) EXPECT_EQ(text, schedule.At(i).text) << "case " << i;

  Ran together;
  for (std::uint64_t k = 0; k < 4; ++k) {
    o.shard = {k, 4};
    CheckResult r;
    const Ran part = Record(p, o, &r);
    EXPECT_EQ(r.shard.index, k);
    EXPECT_EQ(r.shard.count, 4u);
    std::uint64_t expected_size = 0;
    for (std::uint64_t i = 0; i < 301; ++i) expected_size += ShardOf(i, 4) == k;
    EXPECT_EQ(part.size(), expected_size) << "shard " << k;
    for (const auto& [i, text] : part) {
      EXPECT_EQ(ShardOf(i, 4), k) << "case " << i << " run by shard " << k;
      EXPECT_TRUE(together.emplace(i, text).second) << "case " << i << " run by two shards";
    }
    // first_seen names the schedule's index, one of this shard's.
    for (const auto& [family, seen] : r.first_seen) EXPECT_EQ(ShardOf(seen.index, 4), k) << family;
  }
  EXPECT_EQ(together, whole);
}

// Balanced in kind, not only in count: every shard of 2, 3 and 4 meets every family the
// whole run meets (a plain i mod 4 gave two of 4 shards no shaped case at all; a position
// turning by one each block still missed the every-8th bad input).
TEST(ShardEngine, EveryShardMeetsEveryFamily) {
  const Problem& p = *FindProblem("outcome");
  CheckOptions o;
  o.cases = 1200;
  o.jobs = 2;
  o.bad_input = true;
  o.max_n = 2000;
  o.tiers = *ParseTiers("examples,exhaustive,random,shapes");
  // The worked examples are a handful of cases (the first few), so they are left out.
  auto families = [&](const CheckResult& r) {
    std::set<std::string> f;
    for (const auto& [family, seen] : r.first_seen)
      if (family != "example") f.insert(family);
    return f;
  };
  CheckResult whole;
  Record(p, o, &whole);
  ASSERT_EQ(families(whole).size(), Schedule::Families().size() - 2);  // all but example, replay
  for (std::uint64_t n : {2, 3, 4})
    for (std::uint64_t k = 0; k < n; ++k) {
      o.shard = {k, n};
      CheckResult r;
      Record(p, o, &r);
      EXPECT_EQ(families(r), families(whole)) << "shard " << k << "/" << n;
    }
}

// --replay shards the files by their order; --case runs its case whatever the shard.
TEST(ShardEngine, ReplayListsAreShardedAndACaseIsRunByAnyShard) {
  const Problem& p = *FindProblem("outcome");
  const Schedule schedule(p, 3, 40, kAllTiers, false);
  CheckOptions o;
  for (std::uint64_t i = 0; i < 10; ++i)
    o.replay.push_back(ReplayCase(p, i, "file" + std::to_string(i), schedule.At(i).text));
  Ran together;
  for (std::uint64_t k = 0; k < 3; ++k) {
    o.shard = {k, 3};
    for (const auto& [i, text] : Record(p, o)) {
      EXPECT_EQ(ShardOf(i, 3), k);
      EXPECT_EQ(text, o.replay[i].text);
      together.emplace(i, text);
    }
  }
  EXPECT_EQ(together.size(), 10u);

  CheckOptions one;
  one.seed = 3;
  one.cases = 40;
  one.only_case = 5;
  one.shard = {2, 4};  // 5 is shard 1's: --case still runs it
  CheckResult r;
  const Ran ran = Record(p, one, &r);
  ASSERT_EQ(ran.size(), 1u);
  EXPECT_EQ(ran.begin()->first, 5u);
  EXPECT_EQ(ran.begin()->second, schedule.At(5).text);
  EXPECT_FALSE(r.shard.sharded());
}

// ---- the command ----

// (b) GTEST_TOTAL_SHARDS and GTEST_SHARD_INDEX choose the shard when --shard is not given;
// GTEST_SHARD_STATUS_FILE is touched; --shard wins over them; --case ignores them. Every
// report says which shard it is.
TEST(ShardCommand, GoogleTestVariablesAreHonoured) {
  const std::string dir = TempDir("shard_env");
  const std::string check = kBin + " check outcome --quiet --builtin solver --cases 50";
  Cli r = Shell("GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=2 GTEST_SHARD_STATUS_FILE=" + dir +
                "/status " + check + " --json " + dir + "/r.json --junit " + dir + "/r.xml");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(fs::exists(dir + "/status"));
  auto count = [](std::uint64_t k) {
    std::uint64_t c = 0;
    for (std::uint64_t i = 0; i < 50; ++i) c += ShardOf(i, 4) == k;
    return std::to_string(c);
  };
  EXPECT_NE(r.out.find(count(2) + " cases planned"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("shard 2/4: one case of each block of 4"), std::string::npos) << r.out;
  const std::string json = dir + "/r.json";
  EXPECT_EQ(JsonValue(json, "d['shard']['index'], d['shard']['count']"), "2 4");
  EXPECT_EQ(JsonValue(json, "d['planned'], d['cases_run']"), count(2) + " " + count(2));
  std::istringstream firsts(JsonValue(json, "' '.join(str(v['case']) for v in d['first_seen'].values())"));
  for (std::uint64_t i; firsts >> i;) EXPECT_EQ(ShardOf(i, 4), 2u) << "case " << i;
  Cli xml = Shell("cat " + dir + "/r.xml");
  EXPECT_NE(xml.out.find("gamecheck.check.outcome.shard-2-of-4"), std::string::npos) << xml.out;
  EXPECT_NE(xml.out.find("name=\"shard\" value=\"shard 2/4"), std::string::npos) << xml.out;

  // Without the variables: the whole schedule, and "shard": null.
  ASSERT_EQ(Shell(check + " --json " + json).status, 0);
  EXPECT_EQ(JsonValue(json, "d['shard'], d['planned']"), "None 50");
  // --shard wins over the variables.
  ASSERT_EQ(Shell("GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=2 " + check + " --shard 1/4 --json " +
                  json).status,
            0);
  EXPECT_EQ(JsonValue(json, "d['shard']['index'], d['planned']"), "1 " + count(1));
  // --case runs its case, whichever shard the variables name.
  ASSERT_EQ(Shell("GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=2 " + check + " --case 5 --json " +
                  json).status,
            0);
  EXPECT_EQ(JsonValue(json, "d['shard'], d['planned'], [v['case'] for v in d['first_seen'].values()]"),
            "None 1 [5]");
  fs::remove_all(dir);
}

// (b2) Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX choose the shard as GoogleTest's do;
// TEST_SHARD_STATUS_FILE and GTEST_SHARD_STATUS_FILE are touched; the JUnit report goes to
// XML_OUTPUT_FILE. A shard the variables name that gets no case passes and still touches
// the status files (Bazel 7 fails a sharded test that does not); one --shard names is
// still "nothing to check" (exit 2). Both pairs set apart is a usage error.
TEST(ShardCommand, BazelVariablesAreHonouredAndAnEmptyShardPasses) {
  const std::string dir = TempDir("shard_bazel");
  const std::string check = kBin + " check outcome --quiet --builtin solver";
  const std::string files = "TEST_SHARD_STATUS_FILE=" + dir + "/bazel GTEST_SHARD_STATUS_FILE=" +
                            dir + "/gtest XML_OUTPUT_FILE=" + dir + "/test.xml ";
  Cli r = Shell(files + "TEST_TOTAL_SHARDS=4 TEST_SHARD_INDEX=1 " + check + " --cases 50 --json " +
                dir + "/r.json");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(JsonValue(dir + "/r.json", "d['shard']['index'], d['shard']['count']"), "1 4");
  EXPECT_TRUE(fs::exists(dir + "/bazel"));
  EXPECT_TRUE(fs::exists(dir + "/gtest"));
  EXPECT_NE(Shell("cat " + dir + "/test.xml").out.find("gamecheck.check.outcome.shard-1-of-4"),
            std::string::npos);

  // Two cases, four shards: two of them get none.
  std::uint64_t empty = 0;
  while (ShardOf(0, 4) == empty || ShardOf(1, 4) == empty) ++empty;
  const std::string k = std::to_string(empty);
  fs::remove(dir + "/bazel");
  fs::remove(dir + "/gtest");
  fs::remove(dir + "/test.xml");
  r = Shell(files + "TEST_TOTAL_SHARDS=4 TEST_SHARD_INDEX=" + k + " " + check + " --cases 2");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("shard " + k + "/4 gets none of the 2 cases"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::exists(dir + "/bazel"));
  EXPECT_TRUE(fs::exists(dir + "/gtest"));
  // Bazel reads XML_OUTPUT_FILE of every shard: an empty one writes a suite of no test.
  const std::string xml = Shell("cat " + dir + "/test.xml").out;
  EXPECT_NE(
      xml.find("<testsuite name=\"gamecheck.check.outcome.shard-" + k + "-of-4\" tests=\"0\""),
      std::string::npos)
      << xml;
  EXPECT_EQ(Shell(check + " --cases 2 --shard " + k + "/4").status, 2);

  r = Shell("TEST_TOTAL_SHARDS=4 TEST_SHARD_INDEX=1 GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=2 " +
                check + " --cases 50",
            true);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("name different shards"), std::string::npos) << r.out;
  r = Shell("TEST_TOTAL_SHARDS=4 " + check + " --cases 50", true);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("TEST_SHARD_INDEX"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

// (c) A bad shard is a usage error (exit 2) naming the flag or the variable.
TEST(ShardCommand, ABadShardIsAUsageError) {
  const std::string check = kBin + " check outcome --quiet --builtin solver --cases 20";
  for (const char* bad : {"4/4", "5/4", "0/0", "1/0", "x", "1", "1/", "/4", "-1/4", "1/-4",
                          "2/4/1", "a/b", "1/4x"}) {
    const Cli r = Shell(check + " --shard " + bad, true);
    EXPECT_EQ(r.status, 2) << bad << ": " << r.out;
    EXPECT_NE(r.out.find("--shard"), std::string::npos) << bad << ": " << r.out;
  }
  const struct {
    const char* env;
    const char* named;
  } kEnv[] = {
      {"GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=4", "GTEST_SHARD_INDEX"},
      {"GTEST_TOTAL_SHARDS=0 GTEST_SHARD_INDEX=0", "GTEST_TOTAL_SHARDS"},
      {"GTEST_TOTAL_SHARDS=four GTEST_SHARD_INDEX=0", "GTEST_TOTAL_SHARDS"},
      {"GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=-1", "GTEST_SHARD_INDEX"},
      {"GTEST_TOTAL_SHARDS=4", "GTEST_SHARD_INDEX"},
      {"GTEST_SHARD_INDEX=1", "GTEST_TOTAL_SHARDS"},
  };
  for (const auto& e : kEnv) {
    const Cli r = Shell(std::string(e.env) + " " + check, true);
    EXPECT_EQ(r.status, 2) << e.env << ": " << r.out;
    EXPECT_NE(r.out.find(e.named), std::string::npos) << e.env << ": " << r.out;
  }
  // --case names a case of the whole schedule: with --shard it is a mistake.
  const Cli both = Shell(check + " --shard 1/4 --case 5", true);
  EXPECT_EQ(both.status, 2) << both.out;
  EXPECT_NE(both.out.find("--shard"), std::string::npos) << both.out;
  // And a good one is no error.
  EXPECT_EQ(Shell(check + " --shard 3/4").status, 0);
  EXPECT_EQ(Shell(check + " --shard 0/1").status, 0);
}

// (d) A planted bug: the lowest failing case over the shards is the unsharded run's; their
// --save files in one directory, replayed, meet that case first (the name carries it); the
// replay line of the shard that found it reruns it unsharded.
TEST(ShardCommand, TheShardsTogetherFindTheUnshardedLowestFailure) {
  const std::string dir = TempDir("shard_bug"), saved = dir + "/failures";
  // The random tier only, so that the first failure is not one of the first few cases.
  const std::string check =
      kBin + " check outcome --quiet --builtin mutant:multi-edge --tiers random --shrink-time 1";
  ASSERT_EQ(Shell(check + " --json " + dir + "/whole.json").status, 1);
  const std::uint64_t lowest = std::stoull(JsonValue(dir + "/whole.json", "d['failure']['case']['index']"));
  ASSERT_GE(lowest, 4u) << "too early a failure to tell the shards apart";

  std::uint64_t min_over_shards = UINT64_MAX;
  for (int k = 0; k < 4; ++k) {
    const std::string json = dir + "/shard" + std::to_string(k) + ".json";
    const Cli r = Shell(check + " --shard " + std::to_string(k) + "/4 --save " + saved +
                        " --json " + json);
    if (r.status == 0) continue;  // this shard met no failure
    ASSERT_EQ(r.status, 1) << r.out;
    const std::uint64_t found = std::stoull(JsonValue(json, "d['failure']['case']['index']"));
    EXPECT_EQ(ShardOf(found, 4), static_cast<std::uint64_t>(k));
    EXPECT_GE(found, lowest);
    min_over_shards = std::min(min_over_shards, found);
  }
  EXPECT_EQ(min_over_shards, lowest);

  // One directory of every shard's saved cases, replayed in name order: the first failure
  // is the overall lowest case, named in the file's name.
  char name[64];
  std::snprintf(name, sizeof name, "case%010llu-", static_cast<unsigned long long>(lowest));
  ASSERT_EQ(Shell(check + " --replay " + saved + " --json " + dir + "/replay.json").status, 1);
  const std::string first = JsonValue(dir + "/replay.json", "d['failure']['case']['about']");
  EXPECT_NE(first.find(name), std::string::npos) << first << " is not " << name;

  // Without --save the failure's replay line is the unsharded --case line, and it fails.
  const std::string k = std::to_string(ShardOf(lowest, 4));
  ASSERT_EQ(Shell(check + " --shard " + k + "/4 --json " + dir + "/again.json").status, 1);
  const std::string line = JsonValue(dir + "/again.json", "d['failure']['replay']");
  EXPECT_NE(line.find("--case " + std::to_string(lowest)), std::string::npos) << line;
  EXPECT_EQ(line.find("--shard"), std::string::npos) << line;
  const std::string args = line.substr(line.find("gamecheck check outcome") + 23);
  const Cli rerun = Shell(kBin + " check outcome --quiet" + args);
  EXPECT_EQ(rerun.status, 1) << line;
  EXPECT_NE(rerun.out.find("FAIL: wrong answer on case " + std::to_string(lowest) + " "),
            std::string::npos)
      << rerun.out;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gc
