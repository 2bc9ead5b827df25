// properties/mutate_warm_js_test.cc — the warm nodes of JavaScript schema programs
// (mutate/run/warm.h, warm_js.js, warm_js_client.cc): each idiom of standard input, output
// and exit a solver uses ends as a plain start of node ends it (the same status, output and
// standard error), without a start of node (counted by a wrapper that every start goes
// through); a runaway loop is a timeout by its CPU time; and a mutate run on
// careful_outcome.js starts node a few times and decides every sampled mutant as the same
// run with a plain start for every run (--cold-start).
// ctest: long
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
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

bool HasNode() { return std::system("command -v node >/dev/null 2>&1") == 0; }

// A directory with `node`: a script that counts its starts in `starts` and runs node.
std::string NodeWrapper(const std::string& dir) {
  std::string err;
  const std::string node = gc::ResolveProgram("node", &err);
  std::ofstream(dir + "/node") << "#!/bin/sh\necho x >> " << dir << "/starts\nexec " << node
                               << " \"$@\"\n";
  fs::permissions(dir + "/node", fs::perms::owner_all);
  return dir + "/node";
}

long Starts(const std::string& dir) {
  const std::string text = cli_test::Slurp(dir + "/starts");
  return static_cast<long>(std::count(text.begin(), text.end(), '\n'));
}

// A program written into a fresh directory, served by two warm nodes of its own.
struct ServedJs {
  std::string dir, path, node;
  gc::mutate::internal::WarmServers warm;
  std::string why;

  ServedJs(const std::string& name, const std::string& text) {
    dir = cli_test::TempDir("warmjs_" + name);
    path = dir + "/" + name + ".js";
    std::ofstream(path) << text;
    node = NodeWrapper(dir);
    why = warm.StartJs({"node", path}, node, dir + "/sock", kBin, 2);
    warm.UsePool(true);
  }
  std::vector<std::string> Plain() const {
    return {"env", "GAMECHECK_MUTANT=3", node, path};
  }
  RunResult Run(bool warm_path, const std::string& input, double timeout = 20) const {
    RunLimits l;
    l.timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
    std::vector<std::string> plain = Plain();
    plain[2] = "node";  // the words the servers were started for
    std::vector<std::string> argv = warm_path ? warm.Launch(plain) : Plain();
    return ProgramRunner(argv).Run(input, l);
  }
};

std::string Describe(const RunResult& r) {
  return "end " + std::to_string(static_cast<int>(r.end)) + " status " + std::to_string(r.status) +
         " signal " + std::to_string(r.signal) + "\nout: " + r.out + "\nerr: " + r.err;
}

// The program both ways on `input`: the same end, status, output and standard error, and
// the warm run started no node (`warm`: false where it must start one itself).
void ExpectSameEnd(const std::string& name, const std::string& text, const std::string& input,
                   bool warm = true) {
  if (!HasNode()) GTEST_SKIP() << "node is not on PATH";
  ServedJs s(name, text);
  ASSERT_EQ(s.why, "") << "the warm node did not start";
  const long before = Starts(s.dir);
  const RunResult w = s.Run(true, input);
  EXPECT_EQ(Starts(s.dir) - before, warm ? 0 : 1) << Describe(w);
  const RunResult plain = s.Run(false, input);
  EXPECT_EQ(w.end, plain.end) << Describe(w) << "\n--- plain:\n" << Describe(plain);
  EXPECT_EQ(w.status, plain.status) << Describe(w) << "\n--- plain:\n" << Describe(plain);
  EXPECT_EQ(w.out, plain.out);
  EXPECT_EQ(w.err, plain.err);
}

const char kInput[] = "3 4\n10 20\r\n\n7 8";

TEST(MutateWarmJs, ReadFileSyncOfDescriptorZero) {
  ExpectSameEnd("fd0",
                "\"use strict\";\nconst data = require(\"fs\").readFileSync(0);\n"
                "const xs = data.toString().trim().split(/\\s+/).map(Number);\n"
                "process.stdout.write(xs.reduce((a, b) => a + b, 0) + ' ' + data.length + '\\n');\n"
                "console.log(process.env.GAMECHECK_MUTANT, process.argv.slice(2), typeof module,"
                " __filename.endsWith('fd0.js'));\n",
                kInput);
}

TEST(MutateWarmJs, ReadFileSyncOfDevStdinAsText) {
  ExpectSameEnd("devstdin",
                "const fs = require('node:fs');\n"
                "const lines = fs.readFileSync('/dev/stdin', 'utf8').split('\\n');\n"
                "console.log(lines.length, JSON.stringify(lines));\n"
                "process.stderr.write('to stderr\\n');\n",
                kInput);
}

TEST(MutateWarmJs, ReadSyncInChunks) {
  ExpectSameEnd("readsync",
                "const fs = require('fs');\nconst buf = Buffer.alloc(5);\nlet all = '';\n"
                "for (let n; (n = fs.readSync(0, buf, 0, 5, null)) > 0;)\n"
                "  all += buf.toString('latin1', 0, n);\n"
                "fs.writeSync(1, all.toUpperCase() + '|\\n');\n",
                kInput);
}

TEST(MutateWarmJs, StdinDataAndEndEvents) {
  ExpectSameEnd("events",
                "let s = '';\nprocess.stdin.setEncoding('utf8');\n"
                "process.stdin.on('data', (c) => { s += c; });\n"
                "process.stdin.on('end', () => {\n"
                "  console.log(s.split(/\\s+/).filter(Boolean).length); process.exitCode = 3; });\n"
                "console.log('first');\n",
                kInput);
}

TEST(MutateWarmJs, ReadlineLinesAndClose) {
  ExpectSameEnd("readline",
                "const rl = require('readline').createInterface({ input: process.stdin });\n"
                "const lines = [];\nrl.on('line', (l) => lines.push(l));\n"
                "rl.on('close', () => { console.log(JSON.stringify(lines)); process.exit(4); });\n",
                kInput);
}

TEST(MutateWarmJs, ExitInTheMiddleAndExitCode) {
  ExpectSameEnd("exit",
                "console.log('before');\nfunction f() { process.stdout.write('in f\\n'); "
                "process.exit(2); }\nf();\nconsole.log('after');\n",
                kInput);
  ExpectSameEnd("exitcode", "process.exitCode = 5;\nconsole.log('set');\n", kInput);
  ExpectSameEnd("exitnone", "process.exitCode = 6;\nprocess.exit();\n", "");
}

// An uncaught exception's report is node's own (its source line and caret): a plain start
// gives it.
TEST(MutateWarmJs, AnUncaughtExceptionStartsNodeItself) {
  ExpectSameEnd("throws", "console.log('x');\nnull.y;\n", kInput, false);
}

// What it does not emulate (here a timer) it leaves to a plain start.
TEST(MutateWarmJs, ATimerIsNotServed) {
  if (!HasNode()) GTEST_SKIP() << "node is not on PATH";
  ServedJs s("timer", "setTimeout(() => console.log('late'), 1);\n");
  EXPECT_NE(s.why, "");
}

// Nor a program that catches: a warm run's stack is shallower than a plain start's, and
// what it caught there would not have been thrown.
TEST(MutateWarmJs, AProgramThatCatchesIsNotServed) {
  if (!HasNode()) GTEST_SKIP() << "node is not on PATH";
  ServedJs s("catches", "try { f(); } catch (e) { console.log('deep'); }\n");
  EXPECT_NE(s.why, "");
}

// A runaway loop is stopped by its CPU time (told by the client while it runs), not by the
// wall; the server then serves the next run.
TEST(MutateWarmJs, ARunawayLoopIsATimeoutByCpuTime) {
  if (!HasNode()) GTEST_SKIP() << "node is not on PATH";
  ServedJs s("spin",
             "const d = require('fs').readFileSync(0, 'utf8');\n"
             "if (d.startsWith('spin')) for (;;) {}\nconsole.log('ok ' + d.length);\n");
  ASSERT_EQ(s.why, "");
  const long before = Starts(s.dir);
  const RunResult hang = s.Run(true, "spin", 0.4);
  EXPECT_EQ(hang.end, RunResult::End::kTimeout) << Describe(hang);
  EXPECT_FALSE(hang.by_wall) << Describe(hang);
  EXPECT_GE(hang.seconds, 0.4) << Describe(hang);
  // Stopped at its CPU limit, not long past it (CPU time: the runner's reading of the told
  // time every 10 ms, the client's every 5 ms).
  EXPECT_LT(hang.seconds, 4.0) << Describe(hang);
  const RunResult next = s.Run(true, "abc");
  EXPECT_EQ(next.out, "ok 3\n") << Describe(next);
  EXPECT_EQ(Starts(s.dir), before);
}

std::map<std::string, std::string> StatusesById(const std::string& json) {
  std::map<std::string, std::string> out;
  for (std::size_t at = json.find("\"id\": \""); at != std::string::npos;
       at = json.find("\"id\": \"", at + 1)) {
    const std::size_t id_at = at + 7;
    const std::string id = json.substr(id_at, json.find('"', id_at) - id_at);
    const std::size_t st = json.find("\"status\": \"", at);
    if (st == std::string::npos) break;
    out[id] = json.substr(st + 11, json.find('"', st + 11) - st - 11);
  }
  return out;
}

// A mutate run of careful_outcome.js: its runs through warm nodes, counted by the wrapper
// every node start goes through (the plain ones are one a run), and every sampled mutant's
// status the same both ways. Times far beyond what the cases need, so that the load decides
// nothing.
TEST(MutateWarmJs, AMutateRunStartsNodeAFewTimesAndDecidesAsAColdStart) {
  if (!HasNode()) GTEST_SKIP() << "node is not on PATH";
  const std::string source = kSource + "/properties/programs/careful_outcome.js";
  const cli_test::Cli list = cli_test::Shell(kBin + " mutate outcome --list " + source,
                                             cli_test::Err::kKept);
  if (list.status == 2 && list.out.find("pip install") != std::string::npos)
    GTEST_SKIP() << list.out;
  ASSERT_EQ(list.status, 0) << list.out;
  std::string ids;
  for (int id = 1; id <= 166; id += 11) ids += (ids.empty() ? "" : ",") + std::to_string(id);
  const std::string dir = cli_test::TempDir("warmjs_mutate");
  NodeWrapper(dir);
  std::map<std::string, std::map<std::string, std::string>> statuses;
  std::map<std::string, long> starts;
  for (const std::string flags : {"", "--cold-start"}) {
    fs::remove(dir + "/starts");
    const std::string json = dir + (flags.empty() ? "/warm.json" : "/cold.json");
    const cli_test::Cli c = cli_test::UnshardedShell(
        "PATH=" + dir + ":$PATH " + kBin + " mutate outcome --quiet --jobs 2 --cases 24 " +
        "--survivor-cases 10 --contract-cases 8 --max-n 100 --mutant-time 300 " +
        "--survivor-time 300 --timeout 5 --mutant " + ids + " --json " + json + " " + flags +
        " " + source);
    EXPECT_EQ(c.status, 0) << c.out;
    statuses[flags] = StatusesById(cli_test::Slurp(json));
    starts[flags] = Starts(dir);
  }
  ASSERT_GE(statuses[""].size(), 10u);
  EXPECT_EQ(statuses[""], statuses["--cold-start"]);
  // Warm: the build's syntax check, the servers (one a job and one more) and the plain
  // runs that confirm a kill (one a detected mutant) and the original's cases' check;
  // cold: one a run.
  std::cout << "node starts: warm " << starts[""] << ", cold " << starts["--cold-start"] << "\n";
  EXPECT_LT(starts[""] * 3, starts["--cold-start"]);
}

}  // namespace
