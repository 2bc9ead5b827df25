// properties/mutate_shard_test.cc — `gamecheck mutate --shard K/N` on four machines and
// `gamecheck mutate --merge`: the four shards of a run on properties/programs/tiny_outcome.cpp
// (dealt by the mutants' times in the unsharded run's report, --balance; two of them named
// by GoogleTest's and Bazel's variables), merged, give the unsharded run's counts and score,
// mutant by mutant, in a report that
// validates against the mutation-testing-report-schema; reports that are not the complete
// shards of one run are refused, naming what is wrong.
// The run is chosen so that every verdict is the same on any machine: --cases bounds the
// first pass well inside its --mutant-time, --timeout 10 leaves a loaded machine room for every
// run, and of these mutants every one is killed on the first case (each changes the
// answer, the exit status or the memory safety of the smallest example) or is equivalent (`i < m`
// -> `i != m`, `v < n` -> `v != n`: i and v count up by one from 0 to a bound >= 0), which no pass
// of any length can kill.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "properties/mutate_util.h"

namespace {

using namespace cli_test;

const std::string kTiny = kSource + "/properties/programs/tiny_outcome.cpp";
const std::string kRunBase =
    " mutate outcome --quiet --jobs 2 --mutators EqualityOperator --cases 200 "
    "--mutant-time 120 --max-n 2000 --survivor-time 1 ";
const std::string kRun = kRunBase + "--timeout 10 ";

// id -> gamecheck status of every mutant of a report, one "id status" per line.
std::string Statuses(const std::string& json) {
  return Python(
             "import json,sys; r=json.load(open(sys.argv[1])); "
             "[print(m[\"id\"], m[\"gamecheckStatus\"], m[\"location\"][\"start\"][\"line\"], "
             "m[\"mutatorName\"]) "
             "for m in list(r[\"files\"].values())[0][\"mutants\"]]",
             json)
      .out;
}

TEST(MutateMerge, FourShardsMergeToTheUnshardedRun) {
  const std::string dir = TempDir("mutate_merge");
  // The unsharded run also as a GitHub step: its annotations and its step summary.
  const Cli whole = Shell("GITHUB_STEP_SUMMARY=" + dir + "/summary.md " + kBin + kRun +
                          "--annotations github --json " + dir + "/whole.json " + kTiny);
  ASSERT_EQ(whole.status, 0) << whole.out;
  {
    SCOPED_TRACE("--annotations github: one command per mutant left for a person, the summary");
    const std::string left =
        Python("import json,sys; r=json.load(open(sys.argv[1])); print(sum(m[\"gamecheckStatus\"] in "
               "(\"survived\", \"likely equivalent\", \"no coverage\") for f in r[\"files\"].values() "
               "for m in f[\"mutants\"]))",
               dir + "/whole.json")
            .out;
    // The annotations; not the lines that stop and resume commands around the report.
    std::size_t commands = 0;
    for (const char* level : {"\n::error ", "\n::warning ", "\n::notice "})
      for (std::size_t at = whole.out.find(level); at != std::string::npos;
           at = whole.out.find(level, at + 1))
        ++commands;
    EXPECT_EQ(std::to_string(commands) + "\n", left) << whole.out;
    const std::string summary = ReadFile(dir + "/summary.md");
    EXPECT_EQ(summary.find("### gamecheck mutate outcome "), 0u) << summary;
    std::string score = LinesWith(whole.out, "mutation score");
    while (!score.empty() && (score.back() == '\n' || score.back() == ' ')) score.pop_back();
    EXPECT_NE(summary.find(score), std::string::npos) << summary;
  }
  std::string shards;
  for (int k = 0; k < 4; ++k) {
    const std::string json = dir + "/shard" + std::to_string(k) + ".json";
    // Shard 3 takes its number from GoogleTest's variables, as a CI matrix may set them;
    // shard 2 from Bazel's, which also asks for the status file and the JUnit file.
    const std::string how =
        k == 3   ? "GTEST_SHARD_INDEX=3 GTEST_TOTAL_SHARDS=4 "
        : k == 2 ? "TEST_SHARD_INDEX=2 TEST_TOTAL_SHARDS=4 TEST_SHARD_STATUS_FILE=" + dir +
                       "/status XML_OUTPUT_FILE=" + dir + "/test.xml "
                 : "";
    // Every shard dealt by the mutants' times in the unsharded run's report (--balance).
    const Cli s = Shell(how + kBin + kRun + (k >= 2 ? "" : "--shard " + std::to_string(k) + "/4 ") +
                        "--balance " + dir + "/whole.json --json " + json + " " + kTiny);
    ASSERT_EQ(s.status, 0) << s.out;
    EXPECT_NE(s.out.find("shard " + std::to_string(k) + "/4: "), std::string::npos) << s.out;
    if (k == 2) {
      EXPECT_TRUE(std::filesystem::exists(dir + "/status"));
      EXPECT_NE(ReadFile(dir + "/test.xml").find("<testsuite"), std::string::npos);
    }
    shards += " " + json;
  }
  const Cli merged = Shell(kBin + " mutate --merge" + shards + " --json " + dir + "/merged.json");
  ASSERT_EQ(merged.status, 0) << merged.out;
  {
    SCOPED_TRACE("the same counts and score as the unsharded run");
    ASSERT_NE(CountLine(whole.out), "") << whole.out;
    EXPECT_EQ(CountLine(merged.out), CountLine(whole.out)) << merged.out << "\n" << whole.out;
    EXPECT_EQ(LinesWith(merged.out, "mutation score"), LinesWith(whole.out, "mutation score"));
    EXPECT_NE(merged.out.find("merged 4 shards"), std::string::npos) << merged.out;
    // What the schedule and the source say of these mutants (see the header): both kinds
    // are there, so the comparison compares something.
    EXPECT_NE(whole.out.find(" 2 not infected;"), std::string::npos) << whole.out;
    EXPECT_NE(whole.out.find(" 0 survived"), std::string::npos) << whole.out;
  }
  {
    SCOPED_TRACE("mutant by mutant, in number order");
    const std::string want = Statuses(dir + "/whole.json");
    ASSERT_NE(want, "");
    EXPECT_EQ(Statuses(dir + "/merged.json"), want);
  }
  {
    SCOPED_TRACE("the merged report validates against the schema");
    ASSERT_TRUE(std::filesystem::exists(kSchema)) << kSchema << " is missing: run ci/bootstrap";
    const Cli v = Shell("python3 " + kSource + "/ci/validate_json.py " + kSchema + " " + dir +
                        "/merged.json");
    EXPECT_EQ(v.status, 0) << v.out;
    const Cli sel = Python(
        "import json,sys; c=json.load(open(sys.argv[1]))[\"config\"]; "
        "print(c[\"selection\"][\"shard\"], len(c[\"mergedFrom\"]))",
        dir + "/merged.json");
    EXPECT_EQ(sel.out, "None 4\n");
  }
  {
    SCOPED_TRACE("every shard made the same split by time");
    const std::string split = Python(
        "import json,sys; print(json.load(open(sys.argv[1]))[\"config\"][\"selection\"][\"balance\"])",
        dir + "/shard0.json").out;
    EXPECT_NE(split.find("estimatedSeconds"), std::string::npos) << split;
    for (int k = 1; k < 4; ++k)
      EXPECT_EQ(Python("import json,sys; "
                       "print(json.load(open(sys.argv[1]))[\"config\"][\"selection\"][\"balance\"])",
                       dir + "/shard" + std::to_string(k) + ".json")
                    .out,
                split);
  }
  {
    // The score is 100 % (no survivor; likely equivalent ones are left out of it).
    SCOPED_TRACE("--min-score gates on the merged score");
    EXPECT_EQ(Shell(kBin + " mutate --merge" + shards + " --min-score 100").status, 0);
    EXPECT_EQ(Shell(kBin + " mutate --merge" + shards + " --min-score 100.1").status, 1);
  }
  {
    SCOPED_TRACE("incomplete or foreign shards are refused");
    const auto refused = [&](const std::string& files, const std::string& says) {
      const Cli r = Shell(kBin + " mutate --merge " + files + " 2>&1");
      EXPECT_EQ(r.status, 2) << files << ": " << r.out;
      EXPECT_NE(r.out.find(says), std::string::npos) << files << ": " << r.out;
    };
    const std::string s = dir + "/shard";
    refused(s + "0.json " + s + "1.json " + s + "3.json", "shard 2/4 is missing");
    refused(shards + " " + s + "1.json", "are both shard 1/4");
    refused(s + "0.json " + dir + "/whole.json", "is shard 0/1, ");
    // Another seed is another run.
    Shell(
        "python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); r[\"config\"][\"seed\"]+=1; "
        "json.dump(r, open(sys.argv[2], \"w\"))' " +
        s + "2.json " + dir + "/other.json");
    refused(s + "0.json " + s + "1.json " + dir + "/other.json " + s + "3.json",
            "are not shards of one run (seed differs)");
    refused(kTiny, "not JSON");
  }
}

// Shards run with another option that can change a verdict (a run's time limit, the
// contract's malformed inputs) are not one run: merging them is refused, naming the
// option, as another seed is; shards run alike merge.
TEST(MutateMerge, ShardsRunWithOtherVerdictOptionsAreRefused) {
  const std::string dir = TempDir("mutate_merge_options");
  const auto shard = [&](const std::string& name, const std::string& k, const std::string& flags) {
    const std::string json = dir + "/" + name + ".json";
    const Cli s = Shell(kBin + kRunBase + "--cases 40 --survivor-cases 40 --shard " + k + " " +
                        flags + " --json " + json + " " + kTiny);
    EXPECT_EQ(s.status, 0) << s.out;
    return json;
  };
  const std::string a = shard("a", "0/2", "--timeout 10"), b = shard("b", "1/2", "--timeout 10"),
                    timeout = shard("timeout", "1/2", "--timeout 7"),
                    contract = shard("contract", "1/2", "--timeout 10 --contract-cases 8");
  EXPECT_EQ(Shell(kBin + " mutate --merge " + a + " " + b).status, 0);
  for (const auto& [other, key] : {std::pair{timeout, "timeout"}, {contract, "contractCases"}}) {
    const Cli r = Shell(kBin + " mutate --merge " + a + " " + other + " 2>&1");
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("are not shards of one run (" + std::string(key) + " differs)"),
              std::string::npos)
        << r.out;
  }
}

}  // namespace
