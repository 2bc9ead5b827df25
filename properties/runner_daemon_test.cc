// properties/runner_daemon_test.cc — containment under the race that matters: a program
// that answers and exits at once, leaving a daemon that is still forking when the run is
// put down (properties/programs/daemon_forker). A thousand runs in a row, then /proc must
// show no process of any of them: none with the tag in its command line, none with this
// process's GAMECHECK_RUN in its environment.
// ctest: runs alone
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "harness/run/runner.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

const std::string kForker =
    (fs::path(GAMECHECK_BIN).parent_path() / "properties/programs/daemon_forker").string();

using cli_test::ReadFile;  // a /proc file of a process that exits meanwhile reads as ""

// The processes (this one aside) with `tag` in their command line or a GAMECHECK_RUN of
// this process's runs in their environment.
std::vector<pid_t> Survivors(const std::string& tag) {
  const std::string marker = "GAMECHECK_RUN=" + std::to_string(::getpid()) + ".";
  std::vector<pid_t> found;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator("/proc", ec)) {
    const std::string name = e.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const pid_t pid = std::stoi(name);
    if (pid == ::getpid()) continue;
    if (ReadFile(e.path() / "cmdline").find(tag) != std::string::npos ||
        ReadFile(e.path() / "environ").find(marker) != std::string::npos)
      found.push_back(pid);
  }
  return found;
}

// Runs `mode` `runs` times; the number of runs that did not end as "exited 0, printed
// ok", and whether any process of them is left (then killed, to spare the next test).
void RunMany(const std::string& mode, const std::string& tag, int runs) {
  ASSERT_TRUE(fs::exists(kForker)) << kForker << ": build the daemon_forker target";
  const ProgramRunner runner({kForker, mode, tag});
  // A time limit no load reaches: the runs are about containment, and a program that
  // prints and exits at once took over the default 2 s under ctest -j4 beside builds.
  RunLimits limits;
  limits.timeout = std::chrono::seconds(120);
  int wrong = 0;
  std::string first_wrong;
  for (int i = 0; i < runs; ++i) {
    const RunResult r = runner.Run("", limits);
    const bool bad = r.end != RunResult::End::kExited || r.status != 0 || r.out != "ok\n";
    if (bad && wrong++ == 0)
      first_wrong = "run " + std::to_string(i) + ": end " + std::to_string(static_cast<int>(r.end)) +
                    ", status " + std::to_string(r.status) + ", out '" + r.out + "', " + r.error;
  }
  EXPECT_EQ(wrong, 0) << "of " << runs << " runs; the first: " << first_wrong;
  const std::vector<pid_t> left = Survivors(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) outlived " << runs << " runs of "
                            << mode;
  for (pid_t p : left) ::kill(p, SIGKILL);
  errno = 0;
  EXPECT_TRUE(::waitpid(-1, nullptr, WNOHANG | __WALL) == -1 && errno == ECHILD)
      << "a process of the runs was left a zombie";
  while (::waitpid(-1, nullptr, WNOHANG | __WALL) > 0) {
  }
}

TEST(RunnerDaemons, NoDoubleForkedDaemonOutlivesAThousandRuns) {
  RunMany("daemon", "3602." + std::to_string(::getpid()) + "1", 1000);
}

TEST(RunnerDaemons, NoDaemonForkingInALoopOutlivesAThousandRuns) {
  RunMany("loop", "3602." + std::to_string(::getpid()) + "2", 1000);
}

}  // namespace
}  // namespace gc
