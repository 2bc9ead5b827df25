// properties/mutate_select_test.cc — which mutants `gamecheck mutate` decides
// (mutate/select/select.h): --diff REF keeps the points on the lines `git diff REF` changes (in a
// temporary git repository holding a copy of properties/programs/tiny_outcome.cpp), and
// --shard K/N (or GoogleTest's variables) keeps one of each block of N mutant numbers, so
// the N shards' lists are the whole list, each point once. Usage errors name the flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "properties/cli_util.h"

namespace {

using namespace cli_test;

const std::string kTiny = kSource + "/properties/programs/tiny_outcome.cpp";

// The point lines of `--list` (without the count line), sorted.
std::vector<std::string> Points(const std::string& listing) {
  std::vector<std::string> out;
  std::istringstream lines(listing);
  std::string line;
  while (std::getline(lines, line))
    if (!line.ends_with(" mutation points")) out.push_back(line);
  std::sort(out.begin(), out.end());
  return out;
}

// A git repository in dir with tiny_outcome.cpp committed; git with a fixed identity.
std::string Git(const std::string& dir) {
  return "git -C " + dir + " -c user.name=t -c user.email=t@t -c commit.gpgsign=false ";
}

std::string MakeRepo(const std::string& name) {
  const std::string dir = TempDir(name);
  std::filesystem::copy_file(kTiny, dir + "/tiny_outcome.cpp");
  EXPECT_EQ(Shell(Git(dir) + "init -q").status, 0);
  EXPECT_EQ(Shell(Git(dir) + "add tiny_outcome.cpp").status, 0);
  EXPECT_EQ(Shell(Git(dir) + "commit -q -m base").status, 0);
  return dir;
}

// Replaces the one occurrence of `from` in the file.
void Edit(const std::string& path, const std::string& from, const std::string& to) {
  std::string text = Slurp(path);
  const std::size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  ASSERT_EQ(text.find(from, at + 1), std::string::npos) << from;
  text.replace(at, from.size(), to);
  std::ofstream(path, std::ios::binary) << text;
}

TEST(MutateDiff, AOneLineChangeMutatesOnlyThatLine) {
  const std::string dir = MakeRepo("mutate_diff");
  const std::string src = dir + "/tiny_outcome.cpp";
  // Line 31, `for (int v = 0; v < n; v++)`, changed to an equal loop (so the solver
  // still passes): only its points are left.
  Edit(src, "  for (int v = 0; v < n; v++)\n", "  for (int v = 0; v < n; ++v)\n");
  const Cli all = Shell(kBin + " mutate outcome --list " + src);
  ASSERT_EQ(all.status, 0);
  std::vector<std::string> line31;
  for (const std::string& p : Points(all.out))
    if (p.find("tiny_outcome.cpp:31:") != std::string::npos) line31.push_back(p);
  ASSERT_GE(line31.size(), 3u) << all.out;  // '<' three ways, 0 -> 1, '++' -> '--', ...
  const Cli diff = Shell(kBin + " mutate outcome --list --diff HEAD " + src);
  ASSERT_EQ(diff.status, 0) << diff.out;
  EXPECT_EQ(Points(diff.out), line31) << diff.out;
  EXPECT_NE(diff.out.find(std::to_string(line31.size()) + " mutation points"), std::string::npos);

  // A run decides those and only those, numbered as in the whole list, and says so.
  const std::string json = dir + "/report.json";
  const Cli run = Shell(
      kBin + " mutate outcome --quiet --diff HEAD --mutant-time 3 --survivor-time 1 --timeout 10 " +
      "--max-n 2000 --jobs 2 --json " + json + " " + src);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(
      run.out.find("--diff HEAD: 1 changed line in the source, " + std::to_string(line31.size()) +
                   " of " + std::to_string(Points(all.out).size()) + " mutants on them"),
      std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find(std::to_string(line31.size()) + " mutants of "), std::string::npos)
      << run.out;
  const Cli lines = Python(
      "import json,sys; r=json.load(open(sys.argv[1])); "
      "ms=list(r[\"files\"].values())[0][\"mutants\"]; "
      "print(sorted(set(m[\"location\"][\"start\"][\"line\"] for m in ms)), "
      "r[\"config\"][\"selection\"][\"diff\"])",
      json);
  EXPECT_EQ(lines.out, "[31] {'ref': 'HEAD', 'lines': [31]}\n");
  // The numbers are the positions in the whole list (source order, 1-based).
  const Cli ids = Python(
      "import json,sys; r=json.load(open(sys.argv[1])); "
      "print(*[m[\"id\"] for m in list(r[\"files\"].values())[0][\"mutants\"]])",
      json);
  std::string want;
  const Cli full = Shell(kBin + " mutate outcome --list " + src);  // in source order
  std::istringstream ls(full.out);
  std::string l;
  for (int i = 1; std::getline(ls, l); ++i)
    if (l.find("tiny_outcome.cpp:31:") != std::string::npos)
      want += (want.empty() ? "" : " ") + std::to_string(i);
  EXPECT_EQ(ids.out, want + "\n");
}

// A pull request that touches no mutation point scores 100 % and passes --min-score (CI
// must not fail it); the original was not probed, and nothing stopped the run.
TEST(MutateDiff, NoChangeIsNoMutantAndNothingBuilt) {
  const std::string dir = MakeRepo("mutate_nodiff");
  const Cli run = Shell(kBin + " mutate outcome --quiet --diff HEAD --min-score 90 " + dir +
                        "/tiny_outcome.cpp");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("--diff HEAD: 0 changed lines in the source, 0 of "), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("0 mutants of "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("mutation score 100.0% (no mutant in this run: --diff touches no "
                         "mutation point)"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("stopped"), std::string::npos) << run.out;
}

// An empty shard, as a CI matrix wider than the run's mutants has, passes --min-score too.
TEST(MutateShard, AnEmptyShardScores100AndPassesMinScore) {
  const Cli run = Shell(kBin + " mutate outcome --quiet --shard 999/1000 --min-score 90 " + kTiny);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("0 mutants of "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("mutation score 100.0% (no mutant in this run: an empty shard)"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("stopped"), std::string::npos) << run.out;
}

TEST(MutateDiff, GitErrorsAreSetupErrors) {
  const std::string dir = MakeRepo("mutate_diff_errors");
  const Cli bad_ref =
      Shell(kBin + " mutate outcome --list --diff no-such-ref " + dir + "/tiny_outcome.cpp 2>&1");
  EXPECT_EQ(bad_ref.status, 2) << bad_ref.out;
  EXPECT_NE(bad_ref.out.find("--diff no-such-ref: "), std::string::npos) << bad_ref.out;
  std::filesystem::copy_file(kTiny, dir + "/untracked.cpp");
  const Cli untracked =
      Shell(kBin + " mutate outcome --list --diff HEAD " + dir + "/untracked.cpp 2>&1");
  EXPECT_EQ(untracked.status, 2) << untracked.out;
  EXPECT_NE(untracked.out.find("is not a file git tracks"), std::string::npos) << untracked.out;
}

// No value of --diff reaches git as an option: one that looks like git's --output=FILE is
// not a revision (exit 2), and the file it names is neither made nor truncated.
TEST(MutateDiff, ARefIsNeverAnOptionOfGit) {
  const std::string dir = MakeRepo("mutate_diff_option");
  const std::string victim = dir + "/victim.txt";
  std::ofstream(victim) << "precious\n";
  for (const std::string& ref : {"--output=" + victim, "--output=" + dir + "/made.txt"}) {
    const Cli r = Shell(kBin + " mutate outcome --list --diff=" + ref + " " + dir +
                        "/tiny_outcome.cpp 2>&1");
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("--diff " + ref + ": not a revision"), std::string::npos) << r.out;
  }
  EXPECT_EQ(Slurp(victim), "precious\n");
  EXPECT_FALSE(std::filesystem::exists(dir + "/made.txt"));
}

TEST(MutateShard, TheShardsListsAreTheWholeListEachPointOnce) {
  const std::vector<std::string> all = Points(Shell(kBin + " mutate outcome --list " + kTiny).out);
  ASSERT_GT(all.size(), 40u);
  std::vector<std::string> shards;
  for (int k = 0; k < 4; ++k) {
    const Cli s =
        Shell(kBin + " mutate outcome --list --shard " + std::to_string(k) + "/4 " + kTiny);
    ASSERT_EQ(s.status, 0) << s.out;
    const std::vector<std::string> mine = Points(s.out);
    // One of each block of 4 numbers: as many each, to within one.
    EXPECT_GE(mine.size(), all.size() / 4) << k;
    EXPECT_LE(mine.size(), all.size() / 4 + 1) << k;
    shards.insert(shards.end(), mine.begin(), mine.end());
    // GoogleTest's variables name the same shard.
    const Cli g = Shell("GTEST_SHARD_INDEX=" + std::to_string(k) + " GTEST_TOTAL_SHARDS=4 " + kBin +
                        " mutate outcome --list " + kTiny);
    EXPECT_EQ(Points(g.out), mine) << k;
  }
  std::sort(shards.begin(), shards.end());
  EXPECT_EQ(shards, all);
}

TEST(MutateShard, BadShardsAreUsageErrors) {
  for (const auto& [args, says] : std::map<std::string, std::string>{
           {"--shard 4/4", "bad --shard '4/4': the shard index must be below the number of shards"},
           {"--shard 0/0", "bad --shard '0/0': there must be at least 1 shard"},
           {"--shard x", "bad --shard 'x' (give K/N"},
       }) {
    const Cli r = Shell(kBin + " mutate outcome --list " + args + " " + kTiny + " 2>&1");
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_NE(r.out.find(says), std::string::npos) << r.out;
  }
  const Cli half =
      Shell("GTEST_TOTAL_SHARDS=4 " + kBin + " mutate outcome --list " + kTiny + " 2>&1");
  EXPECT_EQ(half.status, 2);
  EXPECT_NE(half.out.find("GTEST_TOTAL_SHARDS is set but GTEST_SHARD_INDEX is not"),
            std::string::npos)
      << half.out;
}

}  // namespace
