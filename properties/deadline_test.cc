// properties/deadline_test.cc — one Deadline (harness/deadline.h) from --budget to every
// loop, run and report of `gamecheck check`: the cases, the shrinker's runs, the rerun
// after shrinking, the reports and Graphviz's `dot` all end by it, and a finding is still
// printed and saved. Timing bounds are asserted only where the deadline is what makes
// them hold: the same command without it would run for half a minute or more.
#include "harness/deadline.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>

#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::TempDir;

void WriteScript(const fs::path& path, const std::string& body) {
  std::ofstream(path) << "#!/bin/sh\n" << body;
  fs::permissions(path, fs::perms::owner_all);
}

double SecondsOf(const std::function<void()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// A program that is wrong on every case and takes 3 s on every run, and a `dot` that never
// finishes (first in PATH), under --budget 8 with a shrink time of 600 s: without the
// deadline the shrink's last candidate runs past the budget and `dot` gets 20 s of its own
// (about 29 s in all; 60 s is what the slow runs alone would take for the shrink time); with
// it, every run, the shrink and `dot` end by the budget. The finding is printed and saved
// whichever way a loaded machine cuts the shrink: as found, as a minimal case or as the
// smallest case found.
TEST(DeadlineCheck, TheBudgetBoundsShrinkRerunAndDot) {
  const fs::path dir = TempDir("deadline_check");
  WriteScript(dir / "slow.sh", "cat >/dev/null\nsleep 3\necho nonsense\n");
  fs::create_directories(dir / "bin");
  WriteScript(dir / "bin" / "dot", "exec sleep 600\n");
  const double budget = 8, slack = 10;
  Cli r;
  const double secs = SecondsOf([&] {
    r = cli_test::Shell(cli_test::Unsharded(
        "PATH=" + (dir / "bin").string() + ":$PATH " + kBin +
        " check outcome --quiet --jobs 1 --budget 8 --timeout 60 --shrink-time 600 --dot " +
        (dir / "case.dot").string() + " --save " + (dir / "saved").string() + " -- " +
        (dir / "slow.sh").string()));
  });
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("FAIL"), std::string::npos) << r.out;
  EXPECT_LT(secs, budget + slack) << r.out;
  const bool as_found = r.out.find("the time budget was spent") != std::string::npos;
  const bool cut = r.out.find("smallest case found") != std::string::npos;
  const bool minimal = r.out.find("minimal case") != std::string::npos;
  EXPECT_TRUE(as_found || cut || minimal) << r.out;
  EXPECT_TRUE(fs::exists(dir / "case.dot")) << r.out;
  bool saved = false;
  for (const auto& e : fs::directory_iterator(dir / "saved"))
    saved |= e.path().string().ends_with(".minimal.txt");
  EXPECT_TRUE(saved) << r.out;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gc
