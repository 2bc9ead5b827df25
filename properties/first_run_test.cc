// properties/first_run_test.cc — a newcomer's first `gamecheck check` ends (issue 33): a
// Python launcher (a pyenv or asdf shim, a script that finds the version and execs it) is
// resolved once, in the user's directory, to the interpreter it starts, by check and
// mutate alike, and the header says so. No test here asserts a wall time.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kPrograms;
using cli_test::kPython;
using cli_test::kSource;

// A command line through the shell, without GoogleTest's sharding variables: stdout (and
// stderr, when kept) and the exit status.
Cli Command(const std::string& cmd, cli_test::Err err = cli_test::Err::kLastDropped) {
  return cli_test::Shell(cli_test::Unsharded(cmd), err);
}

bool Has(const std::string& s, const std::string& what) {
  return s.find(what) != std::string::npos;
}

// ---- a Python launcher ----

// A directory with a pyenv-like launcher bin/python3 (a script that counts its starts in
// `starts` and runs the interpreter only where a .python-version chooses one, as pyenv
// does) and, beside it, the version file and a correct outcome solver.
struct Launcher {
  std::string dir, bin, starts, real;
  explicit Launcher(const std::string& name) {
    dir = cli_test::TempDir("first_run_" + name);
    bin = dir + "/bin";
    starts = dir + "/starts";
    const Cli py = Command(kPython + " -c 'import sys; print(sys.executable)'");
    real = py.out.substr(0, py.out.find('\n'));
    fs::create_directories(bin);
    std::ofstream(bin + "/python3")
        << "#!/bin/sh\necho start >> " << starts << "\n"
        << "[ -f .python-version ] || { echo 'pyenv: no version chosen here' >&2; exit 127; }\n"
        << "exec " << real << " \"$@\"\n";
    fs::permissions(bin + "/python3", fs::perms::owner_all);
    std::ofstream(dir + "/.python-version") << "3\n";
    fs::copy_file(kSource + "/properties/programs/outcome.py", dir + "/outcome.py");
  }
  // `command` run in the directory with the launcher first in PATH.
  std::string In(const std::string& command) const {
    return "cd " + dir + " && PATH=" + bin + ":$PATH " + command;
  }
  int Starts() const {
    const std::string s = cli_test::Slurp(starts);
    return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
  }
};

TEST(FirstRunLauncher, CheckResolvesAPythonLauncherOnceInTheUsersDirectory) {
  const Launcher l("check");
  ASSERT_FALSE(l.real.empty());
  const Cli r = Command(l.In(kBin + " check outcome --cases 30 --quiet -- python3 outcome.py"));
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(Has(r.out, "PASS: 30 cases")) << r.out;
  EXPECT_TRUE(Has(r.out, "\npython3 is a launcher (" + l.bin + "/python3): each case runs the "
                         "interpreter it starts here, " + l.real + "\n"))
      << r.out;
  EXPECT_EQ(l.Starts(), 1) << "the launcher ran for every case";
  // The by-hand and replay lines keep the command as the user wrote it.
}

TEST(FirstRunLauncher, MutateRunsTheInterpreterBehindALauncherToo) {
  const Launcher l("mutate");
  ASSERT_FALSE(l.real.empty());
  const Cli r = Command(l.In(kBin + " mutate outcome --mutant 1 --cases 30 --contract-cases 0 "
                                   "--survivor-cases 20 --survivor-time 1 outcome.py -- python3 {src}"),
                      cli_test::Err::kKept);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(Has(r.out, "gamecheck mutate: python3 is a launcher (" + l.bin +
                             "/python3): each run starts the interpreter it starts here, " +
                             l.real + "\n"))
      << r.out;
}

}  // namespace
}  // namespace gc
