// properties/mutate_merge_test.cc — what `gamecheck mutate --merge`, `--since` and
// `--balance` do with reports that are not a finished run's: a shard stopped before it
// decided its mutants (Ctrl-C, `timeout`, a cancelled CI job: its report holds them as not
// run) fails the merge, whatever --min-score says, naming the shard; a report with a field
// of the wrong JSON type, a field missing or a schemaVersion this gamecheck does not know
// is refused (exit 2) with the field's JSON Pointer, never a crash; --balance deals
// mutants of no time in turn and refuses a time below zero.
// The reports are written here by hand, in the form gamecheck's --json writes (the
// mutation-testing-report-schema with gamecheck's fields; docs/mutate.md), so each case
// takes milliseconds: no mutant is built. A complete set of the same reports merging with
// exit 0 shows that what fails, fails for the field or the shard named.
#include <gtest/gtest.h>

#include <fstream>
#include <ostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mutate/mutate.h"
#include "mutate/points/points.h"
#include "mutate/select/balance.h"
#include "mutate/select/select.h"
#include "properties/mutate_util.h"

namespace {

using namespace cli_test;
using Json = nlohmann::ordered_json;

const std::string kTiny = kSource + "/properties/programs/tiny_outcome.cpp";
constexpr std::size_t kMutants = 6;

// Shard k of n of a run of kMutants mutants, each decided as `status` says (gamecheck's
// word and the schema's), as gamecheck mutate --shard k/n --json writes it.
Json ShardReport(std::uint64_t k, std::uint64_t n, const std::string& status = "killed") {
  const std::string schema_status = status == "not run" ? "Pending" : "Killed";
  Json mutants = Json::array();
  for (std::size_t id = 1; id <= kMutants; ++id) {
    if (!gc::mutate::InShard(id, {k, n})) continue;
    mutants.push_back({{"id", std::to_string(id)},
                       {"mutatorName", "EqualityOperator"},
                       {"replacement", "!="},
                       {"description", "'<' -> '!='"},
                       {"location",
                        {{"start", {{"line", 10 + id}, {"column", 5}}},
                         {"end", {{"line", 10 + id}, {"column", 6}}}}},
                       {"status", schema_status},
                       {"gamecheckStatus", status},
                       {"statusReason",
                        status == "not run" ? "not run: the run was stopped" : "FAIL"},
                       {"testsCompleted", 1},
                       {"duration", 100},
                       {"killedBy", Json::array({"case 0"})},
                       {"gamecheckKey", "k" + std::to_string(id)}});
  }
  return {{"schemaVersion", "2"},
          {"thresholds", {{"high", 80}, {"low", 60}}},
          {"framework", {{"name", "gamecheck"}, {"version", "1.0"}}},
          {"config",
           {{"problem", "outcome"},
            {"seed", 1},
            {"selection",
             {{"diff", nullptr},
              {"points", kMutants},
              {"inDiff", kMutants},
              {"shard", n == 1 ? Json(nullptr) : Json{{"index", k}, {"count", n}}},
              {"mutants", mutants.size()}}}}},
          {"files",
           {{"tiny_outcome.cpp",
             {{"language", "cpp"}, {"source", "int main() {}\n"}, {"mutants", mutants}}}}}};
}

std::string Write(const std::string& path, const Json& j) {
  std::ofstream(path, std::ios::binary) << j.dump(2);
  return path;
}

// Every mutant of shard 1 of 2 not run (its machine was stopped): the merge's score over
// shard 0's mutants would be 100 %, but the run is incomplete, and the merge fails,
// naming the shard and its report, on standard error and as a GitHub error annotation.
TEST(MutateMerge, AStoppedShardFailsTheMergeAndIsNamed) {
  const std::string dir = TempDir("mutate_merge_stopped");
  const std::string s0 = Write(dir + "/s0.json", ShardReport(0, 2));
  const std::string s1 = Write(dir + "/s1.json", ShardReport(1, 2));
  const std::string stopped = Write(dir + "/stopped.json", ShardReport(1, 2, "not run"));
  const Cli complete =
      Shell(kBin + " mutate --merge " + s0 + " " + s1 + " --min-score 90", Err::kKept);
  ASSERT_EQ(complete.status, 0) << complete.out;
  for (const std::string flags : {" --min-score 90", "", " --annotations github"}) {
    SCOPED_TRACE(flags);
    const Cli r = Shell("GITHUB_STEP_SUMMARY= " + kBin + " mutate --merge " + s0 + " " + stopped +
                            flags,
                        Err::kKept);
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("shard 1/2 (" + stopped + ") left 3 not run"), std::string::npos) << r.out;
    if (flags == " --annotations github") {
      EXPECT_NE(r.out.find("::error title=gamecheck mutate --merge%3A the run is incomplete::"),
                std::string::npos)
          << r.out;
    }
  }
}

// One field changed at a time from a report that merges; each is refused with exit 2 and
// the field's JSON Pointer, by --merge and by --since alike (one reader).
struct Tamper {
  const char* name;
  const char* pointer;  // the field changed, as the message must name it
  Json value;           // its new value (null with erase: the field taken out)
  bool erase = false;
};

const Tamper kTampers[] = {
    {"id_a_number", "/files/tiny_outcome.cpp/mutants/0/id", 7},
    {"status_a_number", "/files/tiny_outcome.cpp/mutants/0/gamecheckStatus", 3},
    {"framework_name_null", "/framework/name", nullptr},
    {"selection_empty", "/config/selection/shard", nullptr, true},
    {"shard_index_negative", "/config/selection/shard/index", -1},
    {"line_a_string", "/files/tiny_outcome.cpp/mutants/1/location/start/line", "12"},
    {"location_a_list", "/files/tiny_outcome.cpp/mutants/0/location", Json::array()},
    {"killed_by_numbers", "/files/tiny_outcome.cpp/mutants/0/killedBy/0", 0},
    {"duration_a_word", "/files/tiny_outcome.cpp/mutants/2/duration", "fast"},
    {"tests_negative", "/files/tiny_outcome.cpp/mutants/0/testsCompleted", -2},
    {"mutant_a_number", "/files/tiny_outcome.cpp/mutants/1", 5},
    {"source_a_number", "/files/tiny_outcome.cpp/source", 5},
    {"problem_a_list", "/config/problem", Json::array()},
    {"config_a_string", "/config", "x"},
    {"in_diff_a_string", "/config/selection/inDiff", "6"},
    {"schema_version_99", "/schemaVersion", "99"},
    {"schema_version_missing", "/schemaVersion", nullptr, true},
};

void PrintTo(const Tamper& t, std::ostream* os) { *os << t.pointer; }

class MutateReportFields : public ::testing::TestWithParam<Tamper> {};

TEST_P(MutateReportFields, AWrongFieldIsRefusedByItsPointer) {
  const Tamper& t = GetParam();
  const std::string dir = TempDir(std::string("mutate_fields_") + t.name);
  Json bad = ShardReport(0, 2);
  const Json::json_pointer at(t.pointer);
  if (t.pointer == std::string("/config/selection/shard"))
    bad["config"]["selection"] = Json::object();  // as a foreign or older report has it
  else if (t.erase)
    bad[at.parent_pointer()].erase(at.back());
  else
    bad[at] = t.value;
  const std::string s0 = Write(dir + "/bad.json", bad);
  const std::string s1 = Write(dir + "/s1.json", ShardReport(1, 2));
  const std::string said = std::string("field ") + t.pointer + " ";
  {
    SCOPED_TRACE("--merge");
    const Cli r = Shell(kBin + " mutate --merge " + s0 + " " + s1, Err::kKept);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find(s0 + ": "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(said), std::string::npos) << r.out;
  }
  {
    // As the previous run of the same source. One mutant, few cases: the report is read
    // before anything is built, and a refused one ends the run there.
    SCOPED_TRACE("--since");
    const std::string since = Write(dir + "/old.json", bad);
    const Cli r = Shell(kBin + " mutate outcome " + kTiny +
                            " --quiet --mutators EqualityOperator --mutant 1 --cases 20 --since " +
                            since,
                        Err::kKept);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("--since " + since + ": "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(said), std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Tampered, MutateReportFields, ::testing::ValuesIn(kTampers),
                         [](const auto& info) { return std::string(info.param.name); });

// The control: the untampered reports merge, so each refusal above is the field's.
TEST(MutateReportFields, TheUntamperedReportsMerge) {
  const std::string dir = TempDir("mutate_fields_none");
  const Cli r = Shell(kBin + " mutate --merge " + Write(dir + "/s0.json", ShardReport(0, 2)) + " " +
                          Write(dir + "/s1.json", ShardReport(1, 2)),
                      Err::kKept);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("merged 2 shards"), std::string::npos) << r.out;
}

// --balance with a report whose every mutant took no time (0 ms each, as a run of
// mutants all decided without a run reports them): dealt in turn, each shard its share,
// not all to shard 0.
TEST(MutateBalance, MutantsOfNoTimeAreDealtInTurn) {
  std::vector<gc::mutate::Point> points(8);
  gc::mutate::MutantTimes times;
  std::vector<std::size_t> all;
  for (std::size_t i = 0; i < points.size(); ++i) {
    points[i].mutator = "M";
    points[i].line = points[i].end_line = static_cast<unsigned>(i + 1);
    times.seconds[gc::mutate::TimeKey("M", points[i].line, 0, points[i].line, 0, "")] = 0;
    all.push_back(i);
  }
  std::vector<double> loads;
  for (std::uint64_t k = 0; k < 4; ++k)
    EXPECT_EQ(gc::mutate::BalancedShard(points, all, times, {k, 4}, &loads).size(), 2u) << k;
}

// A time below zero or a field of another type in the --balance report: refused, with
// the field's pointer (the reader takes any report of the schema, not only gamecheck's).
TEST(MutateBalance, ANegativeTimeOrAWrongFieldIsRefused) {
  gc::mutate::MutantTimes t;
  for (const auto& [mutant, pointer] :
       {std::pair{R"({"mutatorName": "M", "location": {}, "duration": -5})",
                  "/files/a.cpp/mutants/0/duration"},
        {R"({"mutatorName": 5, "location": {}, "duration": 5})",
         "/files/a.cpp/mutants/0/mutatorName"},
        {R"({"mutatorName": "M", "location": {"start": {"line": "3"}}, "duration": 5})",
         "/files/a.cpp/mutants/0/location/start/line"}}) {
    std::string err;
    bool read = true;
    try {
      read = gc::mutate::ReadMutantTimes(
          std::string(R"({"files": {"a.cpp": {"mutants": [)") + mutant + "]}}}", "old.json", &t,
          &err);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "threw " << e.what();
    }
    EXPECT_FALSE(read) << mutant;
    EXPECT_NE(err.find(std::string("old.json: field ") + pointer), std::string::npos) << err;
  }
}

}  // namespace
