// properties/replay_test.cc — what `gamecheck check` takes to check (cli/check_cmd.cc,
// cli/io.h): a run that checks no case is no pass, and what --replay reads is bounded. A path that
// is not a regular file (a device such as /dev/zero, a FIFO nobody writes to) is refused at once,
// without reading from it or waiting on it, and a file larger than a case can be (a sparse file: no
// disk is spent) is refused before it is read; each is a usage error (exit 2) saying why, well
// within the budget.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "harness/check/check.h"
#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;

using cli_test::Cli;  // out: standard output and error
using cli_test::kBin;
using cli_test::TempDir;

// The 1 GB bound on memory (under ASan, 1 GB on any one allocation: an unbounded
// reader's growing buffer passes it).
const std::string kMemoryBound = cli_test::MemoryBound(1000, 1000);

// Runs a command line through the shell (test code only), with a 1 GB memory bound
// (so that a reader without a bound fails instead of taking the machine's memory) and a
// time limit of 60 s (so that one that blocks ends, as timeout's status 124).
Cli Shell(const std::string& cmd) {
  return cli_test::Shell(
      cli_test::Unsharded(kMemoryBound + "timeout 60 " + cmd),
      cli_test::Err::kKept);
}

std::string Replay(const std::string& path) {
  return kBin + " check outcome --quiet --budget 5 --replay " + path + " --builtin solver";
}

// `--cases 0`, or a shard that gets none of the cases planned, checks nothing: a usage
// error saying so, never a pass (of /bin/false, which fails every case).
TEST(NothingChecked, NoCasePlannedIsAnError) {
  Cli r = Shell(kBin + " check outcome --quiet --cases 0 -- /bin/false");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("nothing to check"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("PASS"), std::string::npos) << r.out;
  const std::string idle = std::to_string((gc::ShardOf(0, 4) + 1) % 4);  // not case 0's shard
  r = Shell(kBin + " check outcome --quiet --cases 1 --shard " + idle + "/4 -- /bin/false");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("nothing to check"), std::string::npos) << r.out;
  // One case is something: a program printing a malformed answer fails it. (Not
  // /bin/false: a program failing every worked example before any output is a setup
  // error, exit 2.)
  EXPECT_EQ(Shell(kBin + " check outcome --quiet --cases 1 -- sh -c 'echo Z'").status, 1);
}

TEST(ReplayBounds, ADeviceIsRefusedUnread) {
  const Cli r = Shell(Replay("/dev/zero"));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("/dev/zero: not a regular file"), std::string::npos) << r.out;
}

TEST(ReplayBounds, AFifoIsRefusedWithoutWaiting) {
  const std::string dir = TempDir("replay_fifo");
  ASSERT_EQ(mkfifo((dir + "/case.txt").c_str(), 0600), 0);
  const Cli r = Shell(Replay(dir + "/case.txt"));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("case.txt: not a regular file"), std::string::npos) << r.out;
}

TEST(ReplayBounds, AFileLargerThanACaseIsRefusedUnread) {
  const std::string dir = TempDir("replay_big");
  const std::string file = dir + "/case.txt";
  std::ofstream(file) << "1 0\n";
  fs::resize_file(file, (std::uintmax_t{256} << 20) + 1);  // sparse
  const Cli r = Shell(Replay(file));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("larger than a case may be (256 MiB)"), std::string::npos) << r.out;
}

// A valid case too large for this process's memory (300,000,000 vertices under the 1 GB
// bound): exit 2 saying so, as `gamecheck solve` says it of the same file, never an abort
// (an uncaught std::bad_alloc in a worker, exit 134, before).
TEST(ReplayBounds, AValidCaseTooLargeForMemoryIsRefusedNotAnAbort) {
#if defined(GAMECHECK_UNDER_ASAN)
  GTEST_SKIP() << "ASan reports an allocation it cannot make and ends the process: the "
                  "refusal is a std::bad_alloc caught, which only the dev build can show";
#endif
  const std::string dir = TempDir("replay_huge");
  std::ofstream(dir + "/huge.txt") << "300000000 0\n";
  const Cli r = Shell(Replay(dir + "/huge.txt"));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("outcome would run out of memory"), std::string::npos) << r.out;
  const Cli solve = Shell(kBin + " solve outcome " + dir + "/huge.txt");
  EXPECT_EQ(solve.status, 2) << solve.out;
  EXPECT_NE(solve.out.find("outcome would run out of memory"), std::string::npos) << solve.out;
}

TEST(ReplayBounds, ARegularFileAndADirectoryStillReplay) {
  const std::string dir = TempDir("replay_ok");
  std::ofstream(dir + "/a.txt") << "3 3\n0 1\n0 1\n1 2\n";
  ASSERT_EQ(mkfifo((dir + "/b.fifo").c_str(), 0600), 0);  // not a case: skipped
  EXPECT_EQ(Shell(Replay(dir + "/a.txt")).status, 0);
  const Cli r = Shell(Replay(dir));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("PASS: 1 cases"), std::string::npos) << r.out;
}

}  // namespace
