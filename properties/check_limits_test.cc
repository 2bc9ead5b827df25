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

namespace gc {
namespace {

namespace fs = std::filesystem;

const std::string kBin = GAMECHECK_BIN;
const std::string kSolver =
    (fs::path(kBin).parent_path() / "properties/programs/outcome_solver").string();

struct Cli {
  int status = -1;
  std::string out;  // standard output
  std::string err;  // standard error
};

// Runs a command line through the shell (test code only). GoogleTest's sharding variables
// are dropped: gamecheck check reads them.
Cli Shell(const std::string& cmd) {
  const fs::path err_file =
      fs::path(::testing::TempDir()) / ("check_limits_err_" + std::to_string(::getpid()));
  Cli r;
  FILE* f = popen(("unset GTEST_TOTAL_SHARDS GTEST_SHARD_INDEX GTEST_SHARD_STATUS_FILE; " + cmd +
                   " 2>" + err_file.string())
                      .c_str(),
                  "r");
  char buf[4096];
  std::size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0) r.out.append(buf, got);
  const int rc = pclose(f);
  r.status = WIFEXITED(rc) ? WEXITSTATUS(rc) : 128 + WTERMSIG(rc);
  if (FILE* e = std::fopen(err_file.c_str(), "r")) {
    while ((got = fread(buf, 1, sizeof buf, e)) > 0) r.err.append(buf, got);
    std::fclose(e);
  }
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

}  // namespace
}  // namespace gc
