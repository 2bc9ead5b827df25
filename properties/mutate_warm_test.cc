// properties/mutate_warm_test.cc — the warm interpreters of Python schema programs
// (mutate/run/warm.h): a run through the warm path ends as the same program started plainly
// (`env NAME=VALUE python3 PROGRAM`) ends — output, standard error, exit status, signal —
// for a normal end, an uncaught exception, sys.exit with a number and with a message,
// os._exit, a signal, KeyboardInterrupt, an atexit function and a file flushed at the
// interpreter's end; a hang is stopped at the time limit and nothing of it is left; what
// a run leaves behind (a daemon) does not outlive it, nor does a run its client (killed
// alone) or its server, and what another run still going left is left to it; a run is one
// fork of the server; a run that changes the interpreter's state leaves the next run a
// pristine one.
// And `gamecheck mutate` on a Python solver starts python3 a few times, not once per run
// (but once per run under --memory), and decides its mutants as --cold-start does.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "harness/run/program_setup.h"
#include "harness/run/runner.h"
#include "mutate/run/warm.h"
#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;
using cli_test::kBin;
using cli_test::kSource;
using gc::ProgramRunner;
using gc::RunLimits;
using gc::RunResult;

// Waits for `done` (an event) up to a minute, far beyond what any run here takes on a
// loaded machine; false when it did not come.
template <class F>
bool WaitFor(F done) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::minutes(1);
  while (!done()) {
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::yield();
  }
  return true;
}

// The first line a background client's program writes to `file`, once it has ("" when
// none came within WaitFor's minute).
std::string FirstLineOf(const std::string& file) {
  std::string text;
  if (!WaitFor([&] { return (text = cli_test::Slurp(file)).find('\n') != std::string::npos; }))
    return "";
  return text.substr(0, text.find('\n') + 1);
}

// A program written into a fresh directory, served by a warm interpreter of its own.
struct Served {
  std::string dir, path, python = gc::PythonExecutable("python3", nullptr);
  gc::mutate::internal::WarmServers warm;
  std::string why;

  Served(const std::string& name, const std::string& text) {
    dir = cli_test::TempDir("warm_" + name);
    path = dir + "/" + name + ".py";
    std::ofstream(path) << text;
    why = warm.Start({python, path}, dir + "/sock", kBin);
  }
  std::vector<std::string> Plain() const { return {"env", "GAMECHECK_MUTANT=3", python, path}; }
  // The warm path's command line, quoted for the shell.
  std::string Line() const {
    std::string line;
    for (const std::string& w : warm.Launch(Plain())) line += "'" + w + "' ";
    return line;
  }
  RunResult Run(bool warm_path, const std::string& input, double timeout = 20) const {
    RunLimits l;
    l.timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
    const std::vector<std::string> argv = warm_path ? warm.Launch(Plain()) : Plain();
    return ProgramRunner(argv).Run(input, l);
  }
};

std::string Describe(const RunResult& r) {
  return "end " + std::to_string(static_cast<int>(r.end)) + " status " + std::to_string(r.status) +
         " signal " + std::to_string(r.signal) + "\nout: " + r.out + "\nerr: " + r.err;
}

// The same program both ways: the same end, status, signal, output and standard error.
// Its first output line says whether it ran as a fork (its parent is not the runner).
void ExpectSameEnd(const std::string& name, const std::string& body) {
  const std::string text =
      "import os, sys\n"
      "print('forked' if os.getppid() != int(os.environ['GAMECHECK_RUN'].split('.')[0])"
      " else 'plain', flush=True)\n" +
      body;
  Served s(name, text);
  ASSERT_EQ(s.why, "") << "the warm interpreter did not start";
  ASSERT_NE(s.warm.Launch(s.Plain()), s.Plain());
  const RunResult warm = s.Run(true, "7 8\n"), plain = s.Run(false, "7 8\n");
  ASSERT_EQ(warm.out.substr(0, 7), "forked\n") << Describe(warm);
  ASSERT_EQ(plain.out.substr(0, 6), "plain\n") << Describe(plain);
  EXPECT_EQ(warm.end, plain.end) << Describe(warm) << "\n--- plain:\n" << Describe(plain);
  EXPECT_EQ(warm.status, plain.status) << Describe(warm) << "\n--- plain:\n" << Describe(plain);
  EXPECT_EQ(warm.signal, plain.signal) << Describe(warm) << "\n--- plain:\n" << Describe(plain);
  EXPECT_EQ(warm.out.substr(7), plain.out.substr(6));
  EXPECT_EQ(warm.err, plain.err);
}

TEST(MutateWarm, AnswerReadFromStandardInput) {
  ExpectSameEnd("answer",
                "xs = sys.stdin.read().split()\n"
                "print(int(xs[0]) + int(xs[1]), os.environ['GAMECHECK_MUTANT'], __name__,\n"
                "      sys.argv == [__file__], os.getcwd() == os.environ['GAMECHECK_CWD'])\n"
                "sys.stderr.write('to stderr\\n')\n");
}

// The run's CPU time counts though the run is the server's child, not the client's (the
// server tells the client, which tells the runner: harness/run/cpu_clock.h): a program that
// works 0.3 s of CPU time takes as much through the warm path as started plainly, and a
// hang is stopped by its CPU time, not waited for by the wall.
TEST(MutateWarm, TheRunsCpuTimeCounts) {
  Served s("work", "import time\nwhile time.process_time() < 0.3: pass\nprint('done')\n");
  ASSERT_EQ(s.why, "") << "the warm interpreter did not start";
  const RunResult warm = s.Run(true, "");
  EXPECT_EQ(warm.out, "done\n") << Describe(warm);
  EXPECT_GE(warm.seconds, 0.25) << Describe(warm);  // its fork's CPU time: 0.3 s less the start
  Served h("spin", "while True: pass\n");
  ASSERT_EQ(h.why, "");
  const RunResult hang = h.Run(true, "", 0.4);
  EXPECT_EQ(hang.end, RunResult::End::kTimeout) << Describe(hang);
  EXPECT_FALSE(hang.by_wall) << Describe(hang);
}

TEST(MutateWarm, AnUncaughtExceptionHasThePlainTraceback) {
  ExpectSameEnd("exception", "def f(x):\n    return 1 // x\nprint('before')\nf(0)\n");
}

TEST(MutateWarm, SysExitWithANumberAndWithAMessage) {
  ExpectSameEnd("exit3", "print('x')\nsys.exit(3)\n");
  ExpectSameEnd("exit_message", "sys.exit('no such vertex')\n");
  ExpectSameEnd("exit_none", "sys.exit()\n");
  ExpectSameEnd("exit_256", "sys.exit(256)\n");
}

TEST(MutateWarm, OsExitAndASignal) {
  ExpectSameEnd("os_exit", "sys.stdout.write('unflushed')\nos._exit(7)\n");
  ExpectSameEnd("segv", "import signal\nos.kill(os.getpid(), signal.SIGSEGV)\n");
  ExpectSameEnd("interrupt", "raise KeyboardInterrupt\n");
}

TEST(MutateWarm, TheInterpretersEndRunsAtexitAndFlushesOpenFiles) {
  ExpectSameEnd("atexit",
                "import atexit\n"
                "atexit.register(lambda: print('at exit'))\n"
                "out = open(1, 'w', closefd=False)\n"
                "out.write('written, flushed only at the end\\n')\n"
                "class Noisy:\n"
                "    def __del__(self):\n"
                "        sys.stderr.write('finalized\\n')\n"
                "keep = Noisy()\n");
}

TEST(MutateWarm, AHangIsStoppedAtTheTimeLimitAndNothingOfItIsLeft) {
  Served s("hang", "import os\nprint(os.getpid(), flush=True)\nwhile True:\n    pass\n");
  ASSERT_EQ(s.why, "");
  const RunResult r = s.Run(true, "", 0.5);
  EXPECT_EQ(r.end, RunResult::End::kTimeout) << Describe(r);
  ASSERT_FALSE(r.out.empty()) << Describe(r);
  const pid_t pid = std::stoi(r.out);
  // Killed with the client's process group: gone once its parent (the server) has reaped
  // it, which it does at once; waited for as an event, whatever the machine's speed.
  EXPECT_TRUE(WaitFor([&] {
    return ::kill(pid, 0) != 0 ||
           cli_test::Slurp("/proc/" + std::to_string(pid) + "/stat").find(") Z") !=
               std::string::npos;
  })) << "the hanging run "
      << pid << " outlived its time limit by a minute";
}

TEST(MutateWarm, WhatARunLeavesBehindDoesNotOutliveIt) {
  // A daemon: a child that leaves the process group (setsid) and would sleep on.
  Served s("daemon",
           "import os, time\n"
           "pid = os.fork()\n"
           "if pid == 0:\n"
           "    os.setsid()\n"
           "    time.sleep(1000)\n"
           "    os._exit(0)\n"
           "print(pid, flush=True)\n");
  ASSERT_EQ(s.why, "");
  const RunResult r = s.Run(true, "");
  ASSERT_EQ(r.end, RunResult::End::kExited) << Describe(r);
  const pid_t pid = std::stoi(r.out);
  // The server killed and reaped it before it reported the end of the run.
  EXPECT_NE(::kill(pid, 0), 0) << "the daemon " << pid << " outlived its run";
}

TEST(MutateWarm, ARunWhoseClientDiesIsKilled) {
  // The runner kills the client's group at a limit, which may come before the run has
  // joined it: the run's parent kills it when the client is gone. Here the client alone is
  // killed, its group left alone: only that can end the run.
  Served s("orphan", "import os, time\nprint(os.getpid(), flush=True)\ntime.sleep(1000)\n");
  ASSERT_EQ(s.why, "");
  const std::string out = s.dir + "/out";
  const cli_test::Cli c =
      cli_test::Popen("GAMECHECK_RUN=1.1 " + s.Line() + "> " + out + " 2>/dev/null & echo $!");
  const pid_t client = std::stoi(c.out);
  const std::string text = FirstLineOf(out);
  ASSERT_FALSE(text.empty());
  const pid_t run = std::stoi(text);  // the run is up
  ASSERT_EQ(::kill(client, SIGKILL), 0);
  // Gone once its parent has killed and reaped it: waited for as an event.
  EXPECT_TRUE(WaitFor([&] { return ::kill(run, 0) != 0; }))
      << "the run " << run << " outlived its client by a minute";
  ::kill(run, SIGKILL);
}

// Field `k` (1-based, the pid being 1) of /proc/PID/stat, or -1 when it is gone.
long StatField(pid_t pid, int k) {
  const std::string stat = cli_test::Slurp("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream rest(stat.substr(close + 2));  // field 3 on
  std::string field;
  for (int i = 3; i <= k && rest >> field; ++i) {
  }
  return k == 3 ? (field == "Z" ? 0 : 1) : std::atol(field.c_str());
}

// Whether pid is gone or a zombie (its parent may be a PID 1 that reaps nothing).
bool Gone(pid_t pid) { return ::kill(pid, 0) != 0 || StatField(pid, 3) == 0; }

// A background client of the warm path (the shell's child) in the program's directory, its
// standard output and error in files there; its pid.
pid_t Background(const Served& s, const std::string& input, const std::string& name) {
  const cli_test::Cli c =
      cli_test::Popen("cd " + s.dir + "; echo " + input + " | " + s.Line() + "> " + s.dir + "/" +
                      name + ".out 2> " + s.dir + "/" + name + ".err & echo $!");
  return std::stoi(c.out);
}

TEST(MutateWarm, ARunIsAForkOfTheServerItself) {
  // One fork a run: its parent is the server this process started (no handler between).
  Served s("parent", "import os\nprint(os.getppid())\n");
  ASSERT_EQ(s.why, "");
  const RunResult r = s.Run(true, "");
  ASSERT_EQ(r.end, RunResult::End::kExited) << Describe(r);
  const pid_t parent = std::stoi(r.out);
  EXPECT_EQ(StatField(parent, 4), ::getpid()) << "the run's parent " << parent;
}

TEST(MutateWarm, ARunEndsWithItsServerAndItsClientSaysSo) {
  Served s("lost",
           "import os, time\nprint(os.getpid(), os.getppid(), flush=True)\n"
           "time.sleep(1000)\n");
  ASSERT_EQ(s.why, "");
  const pid_t client = Background(s, "", "lost");
  const std::string text = FirstLineOf(s.dir + "/lost.out");
  ASSERT_FALSE(text.empty());
  std::istringstream ids(text);
  pid_t run = 0, server = 0;
  ids >> run >> server;
  ASSERT_EQ(::kill(server, SIGKILL), 0);
  // The run's parent-death signal; the client sees its connection end mid-run.
  EXPECT_TRUE(WaitFor([&] { return Gone(run); })) << "the run " << run << " outlived its server";
  EXPECT_TRUE(WaitFor([&] { return Gone(client); }));
  EXPECT_TRUE(WaitFor([&] {
    return cli_test::Slurp(s.dir + "/lost.err").find("lost during the run") != std::string::npos;
  })) << cli_test::Slurp(s.dir + "/lost.err");
  ::kill(run, SIGKILL);
}

TEST(MutateWarm, WhatARunLeftBehindIsKilledAtItsEndNotAtAnotherRunsEnd) {
  // "hold": two grandchildren orphaned to the server, one in the run's group, one that
  // left it (setsid), their pids in files; the run then waits for the file "release".
  // "quick": ends at once, meanwhile.
  Served s("strays",
           "import os, sys, time\n"
           "def orphan(name, leave):\n"
           "    if os.fork() == 0:\n"
           "        if os.fork() == 0:\n"
           "            if leave:\n"
           "                os.setsid()\n"
           "            n = os.open(os.devnull, os.O_RDWR)\n"
           "            for fd in (0, 1, 2):\n"
           "                os.dup2(n, fd)\n"
           "            with open(name + '.tmp', 'w') as f:\n"
           "                f.write(str(os.getpid()))\n"
           "            os.rename(name + '.tmp', name)\n"
           "            time.sleep(1000)\n"
           "        os._exit(0)\n"
           "if sys.stdin.read().strip() == 'hold':\n"
           "    orphan('in_group', False)\n"
           "    orphan('left_group', True)\n"
           "    while not os.path.exists('release'):\n"
           "        time.sleep(0.01)\n"
           "print('done')\n");
  ASSERT_EQ(s.why, "");
  const pid_t hold = Background(s, "hold", "hold");
  std::vector<pid_t> grandchildren;
  for (const char* name : {"in_group", "left_group"}) {
    std::string text;
    ASSERT_TRUE(WaitFor([&] { return !(text = cli_test::Slurp(s.dir + "/" + name)).empty(); }));
    grandchildren.push_back(std::stoi(text));
  }
  EXPECT_EQ(s.Run(true, "quick").out, "done\n");
  // The quick run's end was reported after its strays were killed: the hold run's
  // grandchildren, in the group of a run still going or made after that run started, are
  // not among them.
  for (pid_t g : grandchildren) EXPECT_FALSE(Gone(g)) << g << " killed at another run's end";
  std::ofstream(s.dir + "/release") << "";
  EXPECT_TRUE(WaitFor([&] { return Gone(hold); }));
  EXPECT_EQ(cli_test::Slurp(s.dir + "/hold.out"), "done\n");
  for (pid_t g : grandchildren) {
    EXPECT_TRUE(WaitFor([&] { return Gone(g); })) << "the grandchild " << g << " outlived its run";
    ::kill(g, SIGKILL);
  }
}

TEST(MutateWarm, AClientInAnotherSessionStartsTheProgramPlainly) {
  // A run cannot join a group of another session: the server says no before the run
  // begins, and the client starts the program itself (not an empty "exit 0").
  Served s("session", "import os\nprint('ran', os.getppid() != 1)\n");
  ASSERT_EQ(s.why, "");
  const cli_test::Cli c = cli_test::Popen("setsid --wait " + s.Line() + "< /dev/null");
  EXPECT_EQ(c.status, 0);
  EXPECT_EQ(c.out, "ran True\n");
}

TEST(MutateWarm, TheServersEndKillsWhatItsRunsMade) {
  // A run with a child of its own, still going when the server is ended.
  Served s("end",
           "import os, time\nif os.fork() == 0:\n    print(os.getpid(), flush=True)\n"
           "    time.sleep(1000)\ntime.sleep(1000)\n");
  ASSERT_EQ(s.why, "");
  const pid_t client = Background(s, "", "end");
  const std::string text = FirstLineOf(s.dir + "/end.out");
  ASSERT_FALSE(text.empty());
  const pid_t child = std::stoi(text);
  s.warm.Stop();  // closes the server's standard input, waits a moment, then kills it
  EXPECT_TRUE(WaitFor([&] { return Gone(child); })) << "the run's child outlived the server";
  EXPECT_TRUE(WaitFor([&] { return Gone(client); }));
  ::kill(child, SIGKILL);
}

TEST(MutateWarm, EachRunGetsAPristineInterpreter) {
  Served s("state",
           "import collections, os\n"
           "print(getattr(collections, 'gc_mark', 0), os.environ.get('LEFT', '-'))\n"
           "collections.gc_mark = 1\n"
           "os.environ['LEFT'] = 'here'\n");
  ASSERT_EQ(s.why, "");
  for (int i = 0; i < 3; ++i) {
    const RunResult r = s.Run(true, "");
    EXPECT_EQ(r.out, "0 -\n") << "run " << i << ": " << Describe(r);
  }
}

TEST(MutateWarm, AProgramItDoesNotServeStartsPlainly) {
  Served s("other", "print('served')\n");
  ASSERT_EQ(s.why, "");
  const std::string other = s.dir + "/other2.py";
  std::ofstream(other) << "print('the other one')\n";
  // The client given the server's socket and another program: the server says no, and
  // the client starts the program itself.
  const std::vector<std::string> argv = s.warm.Launch(s.Plain());
  std::vector<std::string> swapped = argv;
  swapped.back() = other;
  RunLimits l;
  l.timeout = std::chrono::seconds(20);
  const RunResult r = ProgramRunner(swapped).Run("", l);
  EXPECT_EQ(r.out, "the other one\n") << Describe(r);
}

// The interpreter starts of a mutate run on a Python solver, counted by a sitecustomize
// module that appends a line to a file at each start.
long Starts(const std::string& dir, const std::string& flags) {
  const std::string log = dir + "/starts";
  std::ofstream(dir + "/sitecustomize.py")
      << "import os\nwith open(" << '"' << log << '"' << ", 'a') as f:\n    f.write('x\\n')\n";
  fs::remove(log);
  // --timeout 10: a cold start of python3 on a loaded machine may take over the default
  // second, and the original would fail its check on the first example.
  const cli_test::Cli c = cli_test::Shell(
      "PYTHONPATH=" + dir + " " + kBin + " mutate outcome --quiet --jobs 2 --mutant-time 30 " +
      "--survivor-time 30 --cases 60 --survivor-cases 40 --max-n 200 --contract-cases 8 " +
      "--timeout 10 " +
      "--mutant 5,14,28,33 --json " + dir + "/" +
      (flags.empty()             ? "warm"
       : flags == "--cold-start" ? "cold"
                                 : "limited") +
      ".json " + flags + " " + kSource + "/properties/programs/tiny_outcome.py");
  EXPECT_EQ(c.status, 0) << c.out;
  const std::string text = cli_test::Slurp(log);
  return static_cast<long>(std::count(text.begin(), text.end(), '\n'));
}

TEST(MutateWarm, AMutateRunStartsPython3AFewTimesAndDecidesAsAColdStart) {
  const std::string dir = cli_test::TempDir("warm_starts");
  const long warm = Starts(dir, ""), cold = Starts(dir, "--cold-start");
  // Warm: the starts that find python3, check the schema's syntax and serve (3 measured);
  // cold: one per run (the original's 60 cases and 8 malformed inputs at least; 106).
  EXPECT_LE(warm, 4) << "cold: " << cold;
  EXPECT_GE(cold, 60);
  // Under a memory limit every run starts python3 itself (the runner reads the memory of
  // the process it started).
  EXPECT_GE(Starts(dir, "--memory 2048"), 60);
  // The same verdicts, mutant by mutant.
  const cli_test::Cli diff = cli_test::Popen(
      "python3 -c \"import json,sys\n"
      "s=lambda f: [(m['id'], m['status']) for v in json.load(open(f))['files'].values()"
      " for m in v['mutants']]\n"
      "a, b = s(sys.argv[1]), s(sys.argv[2])\n"
      "print(len(a), a == b)\" " +
      dir + "/warm.json " + dir + "/cold.json");
  EXPECT_EQ(diff.out, "4 True\n") << cli_test::Slurp(dir + "/warm.json");
}

}  // namespace
