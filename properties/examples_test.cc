// properties/examples_test.cc — every worked example of the spec and the seeds, for every
// row of the problem table: the in-process solver and the gamecheck binary both print the
// expected text byte for byte, with the expected exit status. The expected outputs are
// copied from shared/spec/formats.md and the seeds, never produced by the code under test.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "harness/problems/problem.h"

namespace gc {
namespace {

TEST(Examples, EveryRowHasExamples) {
  for (const Problem& p : Problems()) EXPECT_FALSE(p.examples.empty()) << p.name;
}

TEST(Examples, SolverPrintsEveryExampleByteForByte) {
  for (const Problem& p : Problems())
    for (const Example& e : p.examples) {
      std::string err;
      Output o = SolveText(p, e.input, &err);
      EXPECT_EQ(err, "") << p.name << " " << e.source;
      EXPECT_EQ(o.out, e.output) << p.name << " " << e.source << "\ninput: " << e.input;
      EXPECT_EQ(o.status, e.status) << p.name << " " << e.source;
    }
}

// Runs the built command on a file; returns stdout and sets *status to the exit status.
// `shell` is put before the command (e.g. a ulimit).
std::string RunCli(const std::string& args, const std::string& input, int* status,
                   const std::string& shell = "") {
  // Unique per process: ctest runs the tests of this file in parallel processes.
  const std::string path =
      ::testing::TempDir() + "gamecheck_example_" + std::to_string(getpid()) + ".txt";
  std::ofstream(path) << input;
  std::string cmd = shell + std::string(GAMECHECK_BIN) + " " + args + " " + path + " 2>/dev/null";
  FILE* f = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  std::size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, got);
  int rc = pclose(f);
  *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  std::remove(path.c_str());
  return out;
}

TEST(Examples, CommandPrintsEveryExampleByteForByte) {
  for (const Problem& p : Problems())
    for (const Example& e : p.examples) {
      int status = -1;
      std::string out = RunCli("solve " + std::string(p.name), std::string(e.input), &status);
      EXPECT_EQ(out, e.output) << p.name << " " << e.source;
      EXPECT_EQ(status, e.status) << p.name << " " << e.source;
    }
}

TEST(Examples, CommandRejectsBadInputWithStatus2AndNoOutput) {
  for (const Problem& p : Problems()) {
    int status = -1;
    std::string out = RunCli("solve " + std::string(p.name), "3 1\n0 x\n", &status);
    EXPECT_EQ(status, 2) << p.name;
    EXPECT_EQ(out, "") << p.name;
  }
}

// A legal header whose graph cannot fit: a clear error and status 2, never an abort.
// The address space is capped at 2 GB so the outcome is the same on any machine.
TEST(Examples, CommandOutOfMemoryIsStatus2AndNoOutput) {
#if defined(GAMECHECK_UNDER_ASAN)
  GTEST_SKIP() << "ASan reserves terabytes of address space: a ulimit -v cannot apply";
#endif
  for (const char* name : {"outcome", "lengths", "grundy", "undirected"}) {
    int status = -1;
    std::string out = RunCli(std::string("solve ") + name, "4294967294 0\n", &status,
                             "ulimit -v 2000000; ");
    EXPECT_EQ(status, 2) << name;
    EXPECT_EQ(out, "") << name;
  }
}

TEST(Examples, UnknownProblemIsAUsageError) {
  int status = -1;
  RunCli("solve no-such-problem", "1 0\n", &status);
  EXPECT_EQ(status, 2);
}

}  // namespace
}  // namespace gc
