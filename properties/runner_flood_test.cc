// properties/runner_flood_test.cc — a flood of output through the runner: stopped once
// past the cap, with this process's memory grown by about the cap at most, and a
// writer faster than the reader cannot hold a run past its time limit. In a process of
// its own: the flood raises this process's resident peak for good, which other tests
// of the runner's memory readings would see (a spawned program's ru_maxrss starts from
// it, harness/run/runner.h).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "harness/run/runner.h"
#include "properties/cli_util.h"

// Under AddressSanitizer, freed memory waits in a quarantine (256 MB by default) before it
// is reused, so the 1 MiB pieces of a flood would stay resident after they are joined:
// ASan's holding, not the runner's. This binary runs this file's tests alone, so it turns
// the quarantine off (the function is ASan's documented hook; unused without ASan).
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=0"; }

namespace gc {
namespace {

using cli_test::ReadFile;  // a /proc file of a process that exits meanwhile reads as ""

// This process's resident peak (VmHWM), in kB.
std::uint64_t OwnPeakKb() {
  const std::string s = ReadFile("/proc/self/status");
  const std::size_t at = s.find("\nVmHWM:");
  return at == std::string::npos ? 0 : std::stoull(s.substr(at + 7));
}

TEST(RunnerFlood, AFloodIsStoppedPastTheCapAndHeldAboutOnce) {
  // A program that writes without end, under a 200 MiB cap: stopped once past it, with
  // this process's resident peak grown by about the cap at most (a string grown by
  // doubling held 1.3 times it, measured), and only the start of the output kept after.
  RunLimits l;
  l.output_cap = std::size_t{200} << 20;
  l.timeout = std::chrono::seconds(60);
  const std::uint64_t before = OwnPeakKb();
  RunResult r = ProgramRunner({"/bin/sh", "-c", "exec cat /dev/zero"}).Run("", l);
  const std::uint64_t grown = OwnPeakKb() - before;
  ASSERT_EQ(r.end, RunResult::End::kOutputLimit) << r.seconds << " s";
  EXPECT_EQ(r.flood_cap, l.output_cap);
  EXPECT_LE(r.out.size(), std::size_t{1} << 16);
  EXPECT_EQ(r.out, std::string(r.out.size(), '\0'));
  EXPECT_LT(grown, (l.output_cap >> 10) * 11 / 10) << "kB of resident peak for a 204800 kB cap";
}

TEST(RunnerFlood, AFloodOnStandardErrorCannotHoldTheRunPastItsTimeLimit) {
  // Standard error is read and dropped past its cap; a writer faster than the reader must
  // not keep the reading going: the time limit still ends the run.
  RunLimits l;
  l.timeout = std::chrono::milliseconds(500);
  RunResult r = ProgramRunner({"/bin/sh", "-c", "exec cat /dev/zero >&2"}).Run("", l);
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  EXPECT_EQ(r.err.size(), l.stderr_cap);
  EXPECT_LT(r.seconds, 10.0) << "the time limit was 0.5 s";
}

}  // namespace
}  // namespace gc
