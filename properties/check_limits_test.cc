// properties/check_limits_test.cc — the limits of `gamecheck check` and `gamecheck
// mutate` (--timeout, --memory, --output-limit, --jobs and the other numbers) as the
// built binary applies them: a verdict about a limit only on evidence of that limit, and
// a value no run could use is a usage error (exit 2, one line), never a finding about
// the program nor a crash of gamecheck.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;

const std::string kSolver =
    (fs::path(kBin).parent_path() / "properties/programs/outcome_solver").string();

// Runs a command line through the shell (test code only): its standard output, and its
// standard error (Cli::err) by way of a file. GoogleTest's sharding variables are dropped:
// gamecheck check reads them.
Cli Shell(const std::string& cmd) {
  const fs::path err_file =
      fs::path(::testing::TempDir()) / ("check_limits_err_" + std::to_string(::getpid()));
  Cli r = cli_test::Popen(cli_test::Unsharded(cmd) + " 2>" + err_file.string());
  r.err = cli_test::Slurp(err_file.string());
  fs::remove(err_file);
  return r;
}

std::string Check(const std::string& args) { return kBin + " check outcome --quiet " + args; }

// ---- a memory verdict needs evidence of the limit ----

TEST(CheckMemoryVerdict, SlownessNearTheLimitIsSlownessNotMemory) {
  // Correct, and slow on 200 vertices or more after filling 160 of the 200 MiB: each slow
  // case is still running at the time limit, which says nothing about memory. (On a
  // loaded machine a small case may run out of time too: a timeout, still not memory.)
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  const Cli r = Shell(
      Check("--cases 300 --timeout 1 --shrink-time 2 --memory 200 -- " + kSolver + " heavy-slow"));
  EXPECT_EQ(r.out.find("memory limit"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("out of memory"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SLOW:"), std::string::npos) << r.out;
  if (r.status != 3) {  // slow, not wrong; or a small case timed out on a loaded machine
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("FAIL: timeout"), std::string::npos) << r.out;
  }
}

// ---- a value no run could use is a usage error ----

// Runs `command` with TMPDIR a fresh directory; the result, and whether that directory is
// still empty afterwards (no scratch directory left behind).
Cli InFreshTmp(const std::string& command, bool* left_nothing) {
  const fs::path tmp =
      fs::path(::testing::TempDir()) / ("check_limits_tmp_" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  const Cli r = Shell("TMPDIR=" + tmp.string() + " " + command);
  *left_nothing = fs::is_empty(tmp);
  fs::remove_all(tmp);
  return r;
}

// The first line of `s`.
std::string FirstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

TEST(CheckUsage, EveryNumberOutOfRangeIsExitTwoWithOneLine) {
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  // flag and value, then what the message names.
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"--jobs 100000", "--jobs 100000"},
      {"--jobs 257", "--jobs 257"},
      {"--timeout 0", "--timeout 0"},
      {"--timeout 0.0001", "--timeout 0.0001"},
      {"--timeout 1e300", "--timeout 1e+300"},
      {"--timeout inf", "--timeout inf"},
      {"--output-limit 0", "--output-limit 0"},
      {"--output-limit 99999999999999", "--output-limit 99999999999999"},
      {"--memory 99999999999999999", "--memory 99999999999999999"},
      {"--cases 0", "--cases 0"},
      {"--case -5", "--case -5"},
      {"--cases 10 --case 10", "--case 10"},
      {"--budget inf", "--budget inf"},
      {"--shrink-time 1e300", "--shrink-time 1e+300"},
  };
  for (const auto& [args, named] : bad) {
    SCOPED_TRACE(args);
    bool clean = false;
    // --budget first: the value under test overrides it, and a gamecheck that took a bad
    // value for a good one still ends.
    const Cli r = InFreshTmp(Check("--budget 5 " + args + " -- " + kSolver), &clean);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(FirstLine(r.err).rfind("gamecheck check: " + named + ": ", 0), 0u) << r.err;
    EXPECT_TRUE(clean) << "a scratch directory was left in TMPDIR";
  }
}

TEST(CheckUsage, MutateChecksItsNumbersToo) {
  const std::string source =
      std::string(GAMECHECK_SOURCE_DIR) + "/properties/programs/plain_outcome.cpp";
  for (const std::string args :
       {"--jobs 100000", "--timeout 0", "--memory 99999999999999999", "--cases 0",
        "--mutant-time inf", "--survivor-time 1e300", "--min-score 101"}) {
    SCOPED_TRACE(args);
    bool clean = false;
    const Cli r = InFreshTmp(
        kBin + " mutate outcome " + source + " --quiet --mutant-time 1 --survivor-time 1 " + args,
        &clean);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(FirstLine(r.err).rfind("gamecheck mutate: " + args.substr(0, args.find(' ')), 0), 0u)
        << r.err;
    EXPECT_TRUE(clean) << "a scratch directory was left in TMPDIR";
  }
}

TEST(CheckUsage, AMemoryLimitTheProgramCannotStartUnderIsASetupError) {
  // No program starts in 1 MB (the loader alone maps more): every case would fail, which
  // says nothing about the program.
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  const Cli r = Shell(Check("--memory 1 -- " + kSolver));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_EQ(r.out.find("FAIL"), std::string::npos) << r.out;
  EXPECT_EQ(
      FirstLine(r.err).rfind("gamecheck check: the program cannot start under --memory 1:", 0), 0u)
      << r.err;
  // A limit it starts under is no setup error.
  const Cli fine = Shell(Check("--memory 64 --cases 20 -- " + kSolver));
  EXPECT_EQ(fine.status, 0) << fine.out << fine.err;
}

}  // namespace
}  // namespace gc
