// properties/runner_test.cc — what harness/run/runner.h promises beyond "run it and read its
// output" (that part is in check_test.cc): every process a run starts is gone when Run
// returns, even one that left the process group and its session; the program runs in a
// scratch directory of its own that is removed afterwards; and a run that came up to the
// memory limit says so without the program having to say it, whichever way the limit was
// set (prlimit, the small shim beside gamecheck, gamecheck itself). The programs are shell
// one-liners and properties/programs/outcome_solver (its memory modes).
#include "harness/run/runner.h"

#include "harness/run/cpu_clock.h"
#include "harness/run/proc_read.h"
#include "harness/run/run_child.h"
#include "harness/run/run_procs.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <shared_mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "properties/cli_util.h"

namespace gc {
namespace {

namespace fs = std::filesystem;

// A number no other process on the machine has in its command line: `sleep <Tag(n)>`
// sleeps 30 s and can be found in /proc by it.
std::string Tag(int n) { return "30." + std::to_string(::getpid()) + "0" + std::to_string(n); }

using cli_test::ReadFile;  // a /proc file of a process that exits meanwhile reads as ""

// The processes (other than this one) with `tag` in their command line.
std::vector<pid_t> WithArgument(const std::string& tag) {
  std::vector<pid_t> found;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator("/proc", ec)) {
    const std::string name = e.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const pid_t pid = std::stoi(name);
    if (pid != ::getpid() && ReadFile(e.path() / "cmdline").find(tag) != std::string::npos)
      found.push_back(pid);
  }
  return found;
}

// Cleans up after a failing run so one failure does not leak into the next test.
void KillAll(const std::vector<pid_t>& pids) {
  for (pid_t p : pids) ::kill(p, SIGKILL);
}

// Whether this process has no child at all, running or zombie (the tests start none but
// through the runner, and the runner makes this process the reaper of orphans).
bool NoChildrenLeft() {
  errno = 0;
  return ::waitpid(-1, nullptr, WNOHANG | __WALL) == -1 && errno == ECHILD;
}

// /bin/true spawned in a process group of its own, as a run's program is, and waited for
// until it has exited, left unreaped: pid, or -1 when it could not be run.
pid_t DeadUnreapedTrue() {
  pid_t pid = -1;
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  char* argv[] = {const_cast<char*>("/bin/true"), nullptr};
  const int rc = ::posix_spawn(&pid, "/bin/true", nullptr, &attr, argv, environ);
  posix_spawnattr_destroy(&attr);
  siginfo_t dead{};
  if (rc != 0 || ::waitid(P_PID, static_cast<id_t>(pid), &dead, WEXITED | WNOWAIT) != 0) return -1;
  return pid;
}

// A fresh empty directory made the current one for the life of this object.
class InFreshDirectory {
 public:
  explicit InFreshDirectory(const std::string& name)
      : old_(fs::current_path()),
        dir_(fs::path(::testing::TempDir()) / (name + "_" + std::to_string(::getpid()))) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    dir_ = fs::canonical(dir_);
    fs::current_path(dir_);
  }
  ~InFreshDirectory() {
    fs::current_path(old_);
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  const fs::path& dir() const { return dir_; }

 private:
  fs::path old_, dir_;
};

std::string FirstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

// ---- containment: nothing a run started survives it ----

TEST(RunnerContainment, KillsADescendantThatLeftTheProcessGroup) {
  // setsid puts the sleep in a session of its own, out of reach of the group kill (the
  // pause lets it get there before the program ends).
  const std::string tag = Tag(1);
  RunResult r = ProgramRunner({"/bin/sh", "-c", "setsid sleep " + tag + " & sleep 0.2; echo LWL"})
                    .Run("", {});
  EXPECT_EQ(r.end, RunResult::End::kExited);
  EXPECT_EQ(r.out, "LWL\n");
  const std::vector<pid_t> left = WithArgument(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) of the run outlived it";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft()) << "a process of the run was left a zombie";
}

TEST(RunnerContainment, KillsADaemonsChildrenEvenWithoutTheirEnvironment) {
  // The daemon starts a child with an empty environment: it is found as the daemon's
  // descendant, not by anything it inherited.
  const std::string tag = Tag(2);
  RunResult r =
      ProgramRunner({"/bin/sh", "-c",
                     "setsid sh -c 'env -i sleep " + tag + "; exit 0' & sleep 0.3; echo LWL"})
          .Run("", {});
  EXPECT_EQ(r.out, "LWL\n");
  const std::vector<pid_t> left = WithArgument(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) of the run outlived it";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(RunnerContainment, KillsADaemonThatKeepsStartingDaemons) {
  // Every 10 ms the daemon starts another one, each in a session of its own: whatever it
  // starts while the run is being put down is found by looking again.
  const std::string tag = Tag(6);
  RunResult r = ProgramRunner({"/bin/sh", "-c",
                               "setsid sh -c 'while :; do setsid sleep " + tag +
                                   " & sleep 0.01; done' & sleep 0.3; echo LWL"})
                    .Run("", {});
  EXPECT_EQ(r.out, "LWL\n");
  const std::vector<pid_t> left = WithArgument(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) of the run outlived it";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(RunnerContainment, CatchesADaemonInTheMiddleOfItsExec) {
  // The program ends at once, so the run is put down while its daemon is still starting:
  // often between setsid and the exec of sleep, when its environment reads empty.
  const std::string tag = Tag(7);
  for (int i = 0; i < 300; ++i) {
    RunResult r =
        ProgramRunner({"/bin/sh", "-c", "setsid sleep " + tag + " & exec true"}).Run("", {});
    ASSERT_EQ(r.end, RunResult::End::kExited);
  }
  const std::vector<pid_t> left = WithArgument(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " of 300 runs left their daemon running";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(RunnerContainment, ReapsAnOrphanThatLeftTheGroupAndDiedBeforeTheRunEnded) {
  // A daemon and its child, both gone before the program ends: they come to this process
  // (the subreaper) as zombies whose environment can no longer be read.
  RunResult r =
      ProgramRunner({"/bin/sh", "-c", "(setsid sh -c 'true & exit 0' &); sleep 0.2; echo LWL"})
          .Run("", {});
  EXPECT_EQ(r.out, "LWL\n");
  EXPECT_TRUE(NoChildrenLeft()) << "a process of the run was left a zombie";
  while (::waitpid(-1, nullptr, WNOHANG | __WALL) > 0) {
  }
}

// A program that exits at once is no orphan between its spawn and its registration as a
// run in progress: another run's ReapOrphanZombies waits for that (procs::Spawning), and
// leaves it to its runner. (It took one from its runner under load, which then saw it
// "run" on to the wall bound, no CPU time spent: a timeout.) Here the spawn is held open as
// a run's is, the program dead and unreaped, and the reap started on another thread: once
// it has ended or waits (its thread asleep), the program is registered, the spawn ends,
// and the program must still be there for its runner.
TEST(RunnerContainment, AProgramThatExitsAtOnceIsNoOrphanBeforeItsRunKnowsIt) {
  pid_t pid = -1;
  std::atomic<bool> done{false};
  std::atomic<long> tid{0};
  {
    std::shared_lock<std::shared_mutex> spawning(gc::procs::Spawning());
    pid = DeadUnreapedTrue();
    ASSERT_GT(pid, 0);
    std::thread reap([&] {
      tid = ::syscall(SYS_gettid);
      gc::procs::ReapOrphanZombies();
      done = true;
    });
    auto asleep = [&] {
      const std::string s = ReadFile("/proc/self/task/" + std::to_string(tid) + "/stat");
      const std::size_t close = s.rfind(')');
      return close != std::string::npos && close + 2 < s.size() && s[close + 2] == 'S';
    };
    while (!done && !(tid != 0 && asleep())) std::this_thread::yield();
    gc::procs::AddRunning(pid);
    spawning.unlock();
    reap.join();
  }
  siginfo_t info{};
  EXPECT_EQ(::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT), 0)
      << "reaped as an orphan";
  EXPECT_EQ(info.si_pid, pid);
  gc::procs::RemoveRunning(pid);
  ::waitpid(pid, nullptr, 0);
}

TEST(RunnerContainment, ATimeoutKillsWhatLeftTheGroupToo) {
  const std::string tag = Tag(3);
  RunLimits quick;
  quick.timeout = std::chrono::milliseconds(300);
  RunResult r =
      ProgramRunner({"/bin/sh", "-c", "setsid sleep " + tag + " & sleep 30"}).Run("", quick);
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  EXPECT_LT(r.seconds, 2.0);
  const std::vector<pid_t> left = WithArgument(tag);
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) of the run outlived it";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft());
}

TEST(RunnerContainment, ConcurrentRunsKeepTheirOwnProcesses) {
  // While one thread's runs keep leaving daemons behind (each killed when its run ends),
  // another run's daemon must live until that run ends: containment is per run.
  const std::string mine = Tag(4), theirs = Tag(5);
  RunResult longer;
  std::thread other([&] {
    longer = ProgramRunner({"/bin/sh", "-c",
                            "setsid sleep " + theirs +
                                " & p=$!; sleep 1; grep -q 'State:.*[RS]' /proc/$p/status && "
                                "echo alive"})
                 .Run("", {});
  });
  for (int i = 0; i < 8; ++i) {
    RunResult r =
        ProgramRunner({"/bin/sh", "-c", "setsid sleep " + mine + " & sleep 0.1; echo LWL"})
            .Run("", {});
    EXPECT_EQ(r.out, "LWL\n");
  }
  other.join();
  EXPECT_EQ(longer.end, RunResult::End::kExited);
  EXPECT_EQ(longer.out, "alive\n") << "another run killed this run's daemon";
  std::vector<pid_t> left = WithArgument(mine), left2 = WithArgument(theirs);
  left.insert(left.end(), left2.begin(), left2.end());
  EXPECT_TRUE(left.empty()) << left.size() << " process(es) outlived their runs";
  KillAll(left);
  EXPECT_TRUE(NoChildrenLeft());
}

// ---- the scratch directory ----

TEST(RunnerScratch, TheProgramCannotLitterTheCallersDirectory) {
  InFreshDirectory here("runner_litter");
  RunResult r =
      ProgramRunner({"/bin/sh", "-c", "pwd; echo x > litter.txt; mkdir sub; echo y > sub/z"})
          .Run("", {});
  EXPECT_EQ(r.end, RunResult::End::kExited);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::is_empty(here.dir())) << "the program wrote into the caller's directory";
  const fs::path ran_in = FirstLine(r.out);
  EXPECT_NE(ran_in, here.dir());
  // The runner was a temporary: its directories went with it.
  EXPECT_FALSE(fs::exists(ran_in)) << ran_in << " was not removed";
}

TEST(RunnerScratch, EveryRunOfARunnerStartsInAnEmptyDirectory) {
  // The runner keeps its directories for its next runs: each is emptied, even of a
  // directory its owner may not enter.
  ProgramRunner litterer(
      {"/bin/sh", "-c",
       "ls -A; echo x > left.txt; mkdir -p d/e; touch d/e/f; chmod 0 d/e; echo done"});
  for (int i = 0; i < 3; ++i) {
    RunResult r = litterer.Run("", {});
    EXPECT_EQ(r.out, "done\n") << "run " << i << " found what an earlier run left";
  }
}

TEST(RunnerScratch, AProgramThatPutsALinkInPlaceOfItsDirectoryCannotAimTheCleanup) {
  InFreshDirectory here("runner_swap");
  fs::create_directory(here.dir() / "precious");
  std::ofstream(here.dir() / "precious" / "keep.txt") << "keep\n";
  // The first run removes its directory and puts a link to precious/ in its place; the
  // second lists where it runs.
  const std::string program =
      "if [ -e \"$GAMECHECK_CWD/swapped\" ]; then ls -A; else touch \"$GAMECHECK_CWD/swapped\"; "
      "d=$PWD; cd /; rmdir \"$d\" && ln -s \"$GAMECHECK_CWD/precious\" \"$d\" && echo \"$d\"; fi";
  fs::path link;
  {
    ProgramRunner swapper({"/bin/sh", "-c", program});
    RunResult first = swapper.Run("", {});
    link = FirstLine(first.out);
    ASSERT_FALSE(link.empty()) << first.err;
    RunResult second = swapper.Run("", {});
    EXPECT_EQ(second.out, "") << "the second run ran in the link's target";
  }
  EXPECT_TRUE(fs::exists(here.dir() / "precious" / "keep.txt")) << "the cleanup followed the link";
  EXPECT_FALSE(fs::exists(fs::symlink_status(link))) << link << " was left behind";
}

TEST(RunnerScratch, TheScratchDirectoryGoesEvenAfterATimeout) {
  InFreshDirectory here("runner_scratch_timeout");
  RunLimits quick;
  quick.timeout = std::chrono::milliseconds(300);
  // A directory the owner may not write into: removing it needs its mode put back.
  RunResult r =
      ProgramRunner({"/bin/sh", "-c", "pwd; mkdir -p d/e; touch d/e/f; chmod 500 d/e d; sleep 30"})
          .Run("", quick);
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  EXPECT_TRUE(fs::is_empty(here.dir()));
  const fs::path ran_in = FirstLine(r.out);
  EXPECT_NE(ran_in, here.dir());
  EXPECT_FALSE(fs::exists(ran_in)) << ran_in << " was not removed";
}

TEST(RunnerScratch, ARelativeProgramRunsAndFindsTheCallersDirectory) {
  InFreshDirectory here("runner_relative");
  {
    std::ofstream prog("prog.sh");
    prog << "#!/bin/sh\necho \"$GAMECHECK_CWD\"\ncat \"$GAMECHECK_CWD/$1\"\n";
    std::ofstream("data.txt") << "data\n";
  }
  ::chmod("prog.sh", 0755);
  RunResult r = ProgramRunner({"./prog.sh", "data.txt"}).Run("", {});
  EXPECT_EQ(r.end, RunResult::End::kExited) << r.error;
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, here.dir().string() + "\ndata\n");
}

TEST(RunnerScratch, CanBeTurnedOffForAProgramThatWorksOnRelativePaths) {
  InFreshDirectory here("runner_no_scratch");
  RunLimits in_place;
  in_place.scratch_dir = false;
  RunResult r = ProgramRunner({"/bin/sh", "-c", "pwd; echo x > made.txt"}).Run("", in_place);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(fs::path(FirstLine(r.out)), here.dir());
  EXPECT_TRUE(fs::exists(here.dir() / "made.txt"));
}

TEST(RunnerScratch, AScratchDirectoryThatCannotBeMadeIsASpawnFailure) {
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  ::setenv("TMPDIR", "/no/such/directory", 1);
  RunResult r = ProgramRunner({"/bin/true"}).Run("", {});
  if (old)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  EXPECT_EQ(r.end, RunResult::End::kSpawnFailed);
  EXPECT_NE(r.error.find("scratch directory"), std::string::npos) << r.error;
}

// ---- the memory limit ----

const std::string kSolver =
    (fs::path(GAMECHECK_BIN).parent_path() / "properties/programs/outcome_solver").string();

RunLimits Memory(std::uint64_t mb) {
  RunLimits l;
  l.memory_mb = mb;
  l.timeout = std::chrono::seconds(20);
  return l;
}

// A link to gamecheck alone in a fresh directory, removed with this object: the runner,
// not finding the small shim beside it, sets the limit through gamecheck itself (`check
// --exec-limited`).
class GamecheckAlone {
 public:
  GamecheckAlone()
      : dir_(fs::path(::testing::TempDir()) / ("gamecheck_alone_" + std::to_string(::getpid()))) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    fs::create_symlink(GAMECHECK_BIN, dir_ / "gamecheck");
  }
  ~GamecheckAlone() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  const fs::path& dir() const { return dir_; }
  std::string path() const { return (dir_ / "gamecheck").string(); }

 private:
  fs::path dir_;
};

// The three ways a memory limit is set: prlimit after the spawn (no shim), the small shim
// beside gamecheck, gamecheck itself.
std::vector<std::pair<std::string, std::string>> Shims(const GamecheckAlone& alone) {
  return {{"", "limit set with prlimit"},
          {GAMECHECK_BIN, "limit set by the small shim beside gamecheck"},
          {alone.path(), "limit set by gamecheck --exec-limited"}};
}

TEST(RunnerMemory, ARunThatRanIntoTheLimitSaysSoWithOrWithoutTheShim) {
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  const GamecheckAlone alone;
  for (const auto& [shim, how] : Shims(alone)) {
    SCOPED_TRACE(how);
    RunResult r = ProgramRunner({kSolver, "oom-exit"}, shim).Run("", Memory(256));
    EXPECT_EQ(r.end, RunResult::End::kExited);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.err, "malloc failed\n");
    EXPECT_TRUE(r.hit_memory_limit)
        << "peak " << r.peak_vm_kb << " kB mapped, " << r.max_rss_kb << " kB resident, of 262144";
  }
}

TEST(RunnerMemory, TheSmallShimSetsTheLimitBeforeTheProgramStarts) {
  const fs::path small = fs::path(GAMECHECK_BIN).parent_path() / "gamecheck-exec-limited";
  ASSERT_TRUE(fs::exists(small)) << small << ": built with the harness, beside gamecheck";
  RunResult r =
      ProgramRunner({small.string(), "64", "/bin/sh", "-c", "ulimit -v; ulimit -c"}).Run("", {});
  EXPECT_EQ(r.end, RunResult::End::kExited);
  EXPECT_EQ(r.out, "65536\n0\n") << r.err;  // KiB of address space; no core dumps
  RunResult missing = ProgramRunner({small.string(), "64", "/nonexistent/program"}).Run("", {});
  EXPECT_EQ(missing.status, 127);
  EXPECT_NE(missing.err.find("cannot run /nonexistent/program"), std::string::npos) << missing.err;
}

TEST(RunnerMemory, TheShimRunIsTheOneBesideTheGamecheckGiven) {
  // A stand-in for the small shim, beside a link to gamecheck: it says it ran, and execs.
  const GamecheckAlone alone;
  const fs::path stand_in = alone.dir() / "gamecheck-exec-limited";
  {
    std::ofstream f(stand_in);
    f << "#!/bin/sh\necho \"small shim $1\" >&2\nshift\nexec \"$@\"\n";
  }
  fs::permissions(stand_in, fs::perms::owner_all);
  RunResult r = ProgramRunner({"/bin/sh", "-c", "echo ran"}, alone.path()).Run("", Memory(256));
  EXPECT_EQ(r.err, "small shim 256\n");
  EXPECT_EQ(r.out, "ran\n");
}

TEST(RunnerMemory, AReservationNeverTouchedIsSeenWhileTheProgramRuns) {
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  RunResult r = ProgramRunner({kSolver, "oom-linger"}).Run("", Memory(256));
  EXPECT_EQ(r.status, 1);
  EXPECT_LT(r.max_rss_kb, 64 * 1024) << "the resident peak alone cannot tell";
  EXPECT_TRUE(r.hit_memory_limit) << "peak " << r.peak_vm_kb << " kB mapped, " << r.max_rss_kb
                                  << " kB resident, of 262144";
}

TEST(RunnerMemory, AFailureFarFromTheLimitIsNotBlamedOnIt) {
  ASSERT_TRUE(fs::exists(kSolver)) << kSolver << ": build the outcome_solver target";
  // Exits 1 having allocated nothing, though its message blames memory: text is not
  // evidence.
  RunResult said =
      ProgramRunner({"/bin/sh", "-c", "echo 'std::bad_alloc: out of memory' >&2; exit 1"})
          .Run("", Memory(256));
  EXPECT_EQ(said.status, 1);
  EXPECT_FALSE(said.hit_memory_limit) << said.peak_vm_kb << " kB mapped";
  // Exits 1 having used a quarter of the limit.
  RunResult some = ProgramRunner({kSolver, "hold-64"}).Run("", Memory(256));
  EXPECT_EQ(some.status, 1);
  EXPECT_GE(some.max_rss_kb, 64 * 1024);
  EXPECT_FALSE(some.hit_memory_limit) << some.peak_vm_kb << " kB mapped";
  // No limit, nothing to hit.
  RunResult unlimited = ProgramRunner({kSolver, "hold-64"}).Run("", {});
  EXPECT_FALSE(unlimited.hit_memory_limit);
}

TEST(RunnerMemory, NeitherTheCallersMemoryNorTheShimsIsTheProgramsPeak) {
  // This process holds 200 MiB resident; a program that uses almost nothing runs under a
  // 256 MiB limit. Its ru_maxrss starts from ours (posix_spawn's child runs in our memory
  // until its exec), and the shim (gamecheck) maps some 200 MiB of libraries before it
  // execs the program: neither is a sign of the program's memory.
  std::vector<char> held(std::size_t{200} << 20);
  for (std::size_t i = 0; i < held.size(); i += 4096) held[i] = 1;
  const GamecheckAlone alone;
  for (const auto& [shim, how] : Shims(alone)) {
    SCOPED_TRACE(how);
    RunResult r = ProgramRunner({"/bin/sh", "-c", "exit 1"}, shim).Run("", Memory(256));
    EXPECT_EQ(r.status, 1);
    EXPECT_FALSE(r.hit_memory_limit)
        << r.peak_vm_kb << " kB mapped, " << r.max_rss_kb << " kB resident, of 262144";
  }
  EXPECT_EQ(held[4096], 1);
}


// ---- the clock that decides: CPU time (harness/run/cpu_clock.h) ----

// A program that works past its limit is stopped by its CPU time, and says how much it
// used; one that works less than its limit ends on its own however long that takes by
// the wall: burn_cpu's slowness is CPU time, as a solver's is.
TEST(RunnerCpu, TheLimitIsCpuTime) {
  RunLimits l;
  l.timeout = std::chrono::milliseconds(300);
  const RunResult slow = ProgramRunner({cli_test::kPrograms + "/burn_cpu", "30"}).Run("", l);
  EXPECT_EQ(slow.end, RunResult::End::kTimeout);
  EXPECT_FALSE(slow.by_wall);
  EXPECT_GE(slow.seconds, 0.3);
  EXPECT_LT(slow.seconds, 5.0);  // stopped, not let run its 30 s
  l.timeout = std::chrono::milliseconds(2000);
  const RunResult done = ProgramRunner({cli_test::kPrograms + "/burn_cpu", "0.2"}).Run("", l);
  EXPECT_EQ(done.end, RunResult::End::kExited);
  EXPECT_EQ(done.status, 0);
  EXPECT_GE(done.seconds, 0.2);  // its own clock said 0.2 s when it exited
  EXPECT_LT(done.seconds, 2.0);
}

// A program that waits (spends no CPU time) is stopped by the wall bound, and the run
// says so: not before its limit by the wall, and with its CPU time near nothing.
TEST(RunnerCpu, AWaitIsStoppedByTheWallBound) {
  RunLimits l;
  l.timeout = std::chrono::milliseconds(100);
  const auto t0 = std::chrono::steady_clock::now();
  const RunResult r = ProgramRunner({"/bin/sleep", "30"}).Run("", l);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.end, RunResult::End::kTimeout);
  EXPECT_TRUE(r.by_wall);
  EXPECT_GE(r.wall_seconds, 0.3);  // three times the limit at least (WallFactor)
  EXPECT_LT(r.seconds, 0.1);
  EXPECT_LT(secs, 25.0);  // not the 30 s of the sleep, however loaded the machine
}

// The CPU time of the process tree: the work of a child the program waits for counts
// while it runs (a wrapper: sh -c, a launcher), so the child is stopped at the limit too,
// and after it was waited for (wait4's rusage).
TEST(RunnerCpu, TheTreesWorkCounts) {
  RunLimits l;
  l.timeout = std::chrono::milliseconds(400);
  const std::string burn = cli_test::kPrograms + "/burn_cpu";
  const RunResult stopped = ProgramRunner({"/bin/sh", "-c", burn + " 30; echo after"}).Run("", l);
  EXPECT_EQ(stopped.end, RunResult::End::kTimeout);
  EXPECT_FALSE(stopped.by_wall);
  EXPECT_GE(stopped.seconds, 0.4);
  EXPECT_EQ(stopped.out, "");
  l.timeout = std::chrono::milliseconds(5000);
  const RunResult waited =
      ProgramRunner({"/bin/sh", "-c", burn + " 0.15; " + burn + " 0.15; echo done"}).Run("", l);
  EXPECT_EQ(waited.end, RunResult::End::kExited);
  EXPECT_EQ(waited.out, "done\n");
  EXPECT_GE(waited.seconds, 0.3);
}

// A program that exited before the runner looked (the runner's thread waited for a CPU
// past the wall bound, on a loaded machine) ended by itself: its exit decides, never the
// bound it was not there to see. Pump is given the program exited, unreaped, and a start
// a minute ago.
TEST(RunnerCpu, AnExitSeenOnlyAfterTheBoundIsNoTimeout) {
  run_internal::Child c;
  c.marker = "GAMECHECK_RUN=exit-seen-late-" + std::to_string(::getpid());
  c.pid = DeadUnreapedTrue();
  ASSERT_GT(c.pid, 0);
  c.t0 = run_internal::Clock::now() - std::chrono::seconds(60);
  RunLimits l;
  l.timeout = std::chrono::milliseconds(100);
  RunResult r;
  run_internal::Pump(&c, "", l, nullptr, &r);
  run_internal::Reap(&c, l, &r);
  EXPECT_EQ(r.end, RunResult::End::kExited);
  EXPECT_EQ(r.status, 0);
  EXPECT_FALSE(r.by_wall);
}

// What a process wanted of the CPUs (schedstat: on a CPU or waiting for one), which tells
// a program starved by the load (it wants, and is moved on past its wall bound) from one
// that waits (it is stopped there): at least this thread's CPU time after some work, and
// nothing more for a while asleep.
TEST(RunnerCpu, ADemandCountsWorkNotSleep) {
  volatile unsigned long spin = 0;
  const double t0 = ThreadCpuSeconds();
  while (ThreadCpuSeconds() - t0 < 0.05) spin = spin + 1;
  const double before = procs::CpuDemandSeconds(::getpid());
  EXPECT_GE(before, ThreadCpuSeconds() - t0);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_LT(procs::CpuDemandSeconds(::getpid()) - before, 0.2);  // asleep: nothing wanted
}

// The wall bound grows with the load: three times the limit on an idle machine, more
// when the tasks that want a CPU outnumber the CPUs.
TEST(RunnerCpu, TheWallBoundFollowsTheLoad) {
  Load idle;
  idle.per_cpu = 0.2;
  EXPECT_EQ(WallFactor(idle), 3.0);
  Load busy;
  busy.per_cpu = 4;  // e.g. 8 busy loops on 2 CPUs
  EXPECT_EQ(WallFactor(busy), 9.0);
  EXPECT_GE(WallBound(std::chrono::milliseconds(1000)).count(), 3000);
  const Load now = MachineLoad();
  EXPECT_GE(now.cpus, 1u);
  EXPECT_NE(ClockLine(now).find("CPU time decides"), std::string::npos);
}

}  // namespace
}  // namespace gc
