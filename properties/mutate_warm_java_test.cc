// properties/mutate_warm_java_test.cc — the warm JVMs of Java schema programs
// (mutate/run/warm.h, warm_java.java, warm_js_client.cc): each idiom of standard input,
// output and exit a careful Java solver uses ends as a plain start of java ends it (the
// same status, output and standard error), without a start of java (counted by a wrapper
// that every start goes through), with its static fields fresh each run and the stack of
// the run's -Xss; what it cannot emulate (a thread, an uncaught exception) is a plain
// start; a runaway loop is a timeout by its CPU time, and the next run is served; and a
// mutate run on careful_outcome.java starts java a few times and decides every sampled
// mutant as the same run with a plain start for every run (--cold-start).
// ctest: long
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
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

bool HasJdk() {
  return std::system("command -v java >/dev/null 2>&1 && command -v javac >/dev/null 2>&1") ==
         0;
}

// A directory with `java`: a script that counts its starts in `starts` and runs java.
std::string JavaWrapper(const std::string& dir) {
  std::string err;
  const std::string java = gc::ResolveProgram("java", &err);
  std::ofstream(dir + "/java") << "#!/bin/sh\necho x >> " << dir << "/starts\nexec " << java
                               << " \"$@\"\n";
  fs::permissions(dir + "/java", fs::perms::owner_all);
  return dir + "/java";
}

long Starts(const std::string& dir) {
  const std::string text = cli_test::Slurp(dir + "/starts");
  return static_cast<long>(std::count(text.begin(), text.end(), '\n'));
}

// One program of the idioms careful readers use, chosen by the input's first word: each
// prints how many runs its static field has seen (1 when it starts fresh).
const char kIdioms[] = R"java(
import java.io.*;
import java.util.*;

class Idioms {
  static int runs = 0;
  static final StringBuilder seen = new StringBuilder();

  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

  public static void main(String[] args) throws IOException {
    ++runs;
    seen.append('x');
    BufferedInputStream in = new BufferedInputStream(System.in);
    StringBuilder w = new StringBuilder();
    for (int c; (c = in.read()) > ' ';) w.append((char) c);
    String mode = w.toString();
    if (mode.equals("br")) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in));
      PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
      long sum = 0;
      int lines = 0;
      for (String line; (line = r.readLine()) != null; ++lines)
        for (String t : line.trim().split("\\s+")) if (!t.isEmpty()) sum += Long.parseLong(t);
      out.printf("sum %d lines %d runs %d seen %s%n", sum, lines, runs, seen);
      out.flush();
    } else if (mode.equals("st")) {
      StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(in)));
      double sum = 0;
      int n = 0;
      while (st.nextToken() != StreamTokenizer.TT_EOF) { sum += st.nval; ++n; }
      System.out.println("tokens " + n + " sum " + (long) sum + " runs " + runs);
    } else if (mode.equals("dis")) {
      DataInputStream d = new DataInputStream(in);
      byte[] buf = new byte[7];
      int total = 0, k;
      BufferedOutputStream out = new BufferedOutputStream(System.out);
      while ((k = d.read(buf, 0, buf.length)) > 0) {
        total += k;
        for (int i = 0; i < k; ++i) if (buf[i] >= '0' && buf[i] <= '9') out.write(buf[i]);
      }
      out.write(("|" + total + " runs " + runs + "\n").getBytes());
      out.flush();
    } else if (mode.equals("bad")) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in));
      PrintWriter lost = new PrintWriter(System.out);  // never flushed: lost at the exit
      lost.print("lost");
      System.out.print("partial ");
      for (String line; (line = r.readLine()) != null;) {
        try {
          System.out.println(Integer.parseInt(line.trim()) * 2);
        } catch (NumberFormatException e) {
          System.err.println("bad line: '" + line + "'");
          System.exit(2);
        }
      }
      System.out.println("all good");
    } else if (mode.equals("fdout")) {
      BufferedOutputStream o = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
      System.out.println("via System.out");
      o.write("via the descriptor\n".getBytes());
      o.flush();
      System.out.println("again " + runs);
      new FileOutputStream(FileDescriptor.err).write("to fd 2\n".getBytes());
      o.write("unflushed".getBytes());  // lost at the exit both ways
      System.exit(3);
    } else if (mode.equals("deep")) {
      System.out.println("depth " + depth(150000));
    } else if (mode.equals("spin")) {
      for (long i = 0;; ++i) if (i == -7) System.out.println(i);
    } else if (mode.equals("throw")) {
      System.out.println("before");
      throw new IllegalStateException("thrown");
    } else if (mode.equals("thread")) {
      Thread t = new Thread(() -> System.out.println("from a thread"));
      t.start();
    } else {
      System.out.println("mode? '" + mode + "' runs " + runs);
    }
  }
}
)java";

// The idioms' program compiled once, served by two warm JVMs of its own (started through
// the wrapper, so that the test's runs count only their own starts).
struct ServedJava {
  std::string dir, classes, java;
  gc::mutate::internal::WarmServers warm;
  std::string why;

  ServedJava() {
    dir = cli_test::TempDir("warmjava");
    classes = dir + "/classes";
    fs::create_directories(classes);
    std::ofstream(dir + "/Idioms.java") << kIdioms;
    if (std::system(("javac -d " + classes + " " + dir + "/Idioms.java").c_str()) != 0) {
      why = "javac failed";
      return;
    }
    java = JavaWrapper(dir);
    std::string err;
    const std::string javac = gc::ResolveProgram("javac", &err);
    why = warm.StartJava(Words(), java, javac, dir + "/sock", kBin, 2);
    warm.UsePool(true);
  }
  std::vector<std::string> Words() const {
    return {"java", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xss64m", "-cp", classes,
            "Idioms"};
  }
  RunResult Run(bool warm_path, const std::string& input, double timeout = 30) const {
    RunLimits l;
    l.timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
    std::vector<std::string> argv = {"env", "GAMECHECK_MUTANT=3"};
    const std::vector<std::string> words = Words();
    argv.insert(argv.end(), words.begin(), words.end());
    if (warm_path) {
      argv = warm.Launch(argv);
    } else {
      argv[2] = java;
    }
    return ProgramRunner(argv).Run(input, l);
  }
};

std::string Describe(const RunResult& r) {
  return "end " + std::to_string(static_cast<int>(r.end)) + " status " + std::to_string(r.status) +
         " signal " + std::to_string(r.signal) + "\nout: " + r.out + "\nerr: " + r.err;
}

class MutateWarmJava : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (HasJdk()) served_ = std::make_unique<ServedJava>();
  }
  static void TearDownTestSuite() { served_.reset(); }
  void SetUp() override {
    if (!HasJdk()) GTEST_SKIP() << "java or javac is not on PATH";
    ASSERT_EQ(served_->why, "") << "the warm JVM did not start";
  }

  // The program both ways on `input`: the same end, status, output and standard error, and
  // the warm run started no java (`warm`: false where it must start one itself).
  static RunResult ExpectSameEnd(const std::string& input, bool warm = true) {
    const long before = Starts(served_->dir);
    const RunResult w = served_->Run(true, input);
    EXPECT_EQ(Starts(served_->dir) - before, warm ? 0 : 1) << Describe(w);
    const RunResult plain = served_->Run(false, input);
    EXPECT_EQ(w.end, plain.end) << Describe(w) << "\n--- plain:\n" << Describe(plain);
    EXPECT_EQ(w.status, plain.status) << Describe(w) << "\n--- plain:\n" << Describe(plain);
    EXPECT_EQ(w.out, plain.out);
    EXPECT_EQ(w.err, plain.err);
    return w;
  }

  static std::unique_ptr<ServedJava> served_;
};

std::unique_ptr<ServedJava> MutateWarmJava::served_;

const char kNumbers[] = "3 4\n10 20\r\n\n7 8";

// Twice each: the second run's static fields start fresh too (runs 1, one 'x' seen).
TEST_F(MutateWarmJava, BufferedReaderAndPrintWriterWithFreshStatics) {
  for (int i = 0; i < 2; ++i) {
    const RunResult r = ExpectSameEnd(std::string("br\n") + kNumbers);
    EXPECT_EQ(r.out, "sum 52 lines 4 runs 1 seen x\n");
  }
}

TEST_F(MutateWarmJava, StreamTokenizer) {
  for (int i = 0; i < 2; ++i) {
    const RunResult r = ExpectSameEnd(std::string("st ") + kNumbers);
    EXPECT_EQ(r.out, "tokens 6 sum 52 runs 1\n");
  }
}

TEST_F(MutateWarmJava, DataInputStreamAndBufferedOutputStream) {
  const RunResult r = ExpectSameEnd(std::string("dis ") + kNumbers);
  EXPECT_EQ(r.out, "34102078|15 runs 1\n");
}

// System.exit(2) after a bad line, its message on standard error; what was printed through
// System.out is kept, what the program's own PrintWriter held is lost (as at a plain exit).
TEST_F(MutateWarmJava, ExitAfterABadLineWithAMessage) {
  const RunResult r = ExpectSameEnd("bad\n4\nfive\n6\n");
  EXPECT_EQ(r.status, 2) << Describe(r);
  EXPECT_EQ(r.out, "partial 8\n");
  EXPECT_EQ(r.err, "bad line: 'five'\n");
  const RunResult good = ExpectSameEnd("bad\n4\n");
  EXPECT_EQ(good.out, "partial 8\nall good\n");
}

// The descriptors themselves (FileDescriptor.out, .err), between System.out's lines, as
// careful_outcome.java writes its answer.
TEST_F(MutateWarmJava, FileDescriptorOutBetweenSystemOutsLines) {
  for (int i = 0; i < 2; ++i) {
    const RunResult r = ExpectSameEnd("fdout");
    EXPECT_EQ(r.status, 3) << Describe(r);
    EXPECT_EQ(r.out, "via System.out\nvia the descriptor\nagain 1\n");
    EXPECT_EQ(r.err, "to fd 2\n");
  }
}

// A recursion of 150000 calls: within the run's -Xss64m both ways.
TEST_F(MutateWarmJava, DeepRecursionWithinTheStack) {
  const RunResult r = ExpectSameEnd("deep");
  EXPECT_EQ(r.out, "depth 150000\n") << Describe(r);
}

// An uncaught exception's trace has no frames of the server in a plain start: one gives it.
// So does a thread (its run could outlive the case's).
TEST_F(MutateWarmJava, AnUncaughtExceptionOrAThreadStartsJavaItself) {
  const RunResult thrown = ExpectSameEnd("throw", false);
  EXPECT_EQ(thrown.status, 1);
  EXPECT_NE(thrown.err.find("IllegalStateException: thrown"), std::string::npos);
  const RunResult thread = ExpectSameEnd("thread", false);
  EXPECT_EQ(thread.out, "from a thread\n");
}

// A runaway loop is stopped by its CPU time (told by the client while it runs), not by the
// wall, and its server is succeeded by another on its socket: three warm loops in a row
// on two servers, so one of them was a successor's (a run that finds no server ready, a
// successor still starting, starts java itself: counted, and tried again).
TEST_F(MutateWarmJava, ARunawayLoopIsATimeoutByCpuTimeAndTheServerIsSucceeded) {
  for (int k = 0; k < 3; ++k) {
    bool warm = false;
    for (int attempt = 0; attempt < 20 && !warm; ++attempt) {
      const long before = Starts(served_->dir);
      const RunResult hang = served_->Run(true, "spin", 0.4);
      EXPECT_EQ(hang.end, RunResult::End::kTimeout) << Describe(hang);
      EXPECT_FALSE(hang.by_wall) << Describe(hang);
      EXPECT_GE(hang.seconds, 0.4) << Describe(hang);
      // Stopped at its CPU limit, not long past it (the runner reads the told time every
      // 10 ms, the client the thread's every 5 ms).
      EXPECT_LT(hang.seconds, 4.0) << Describe(hang);
      warm = Starts(served_->dir) == before;
    }
    ASSERT_TRUE(warm) << "loop " << k << " was never served warm";
  }
  bool warm = false;
  for (int attempt = 0; attempt < 40 && !warm; ++attempt) {
    const long before = Starts(served_->dir);
    const RunResult next = served_->Run(true, "other");
    EXPECT_EQ(next.out, "mode? 'other' runs 1\n") << Describe(next);
    warm = Starts(served_->dir) == before;
  }
  EXPECT_TRUE(warm);
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

// A mutate run of careful_outcome.java: its runs through warm JVMs, counted by the wrapper
// every java start goes through (the plain ones are one a run), and every sampled mutant's
// status the same both ways. Times far beyond what the cases need, so that the load decides
// nothing.
TEST(MutateWarmJavaRun, AMutateRunStartsJavaAFewTimesAndDecidesAsAColdStart) {
  if (!HasJdk()) GTEST_SKIP() << "java or javac is not on PATH";
  const std::string source = kSource + "/properties/programs/careful_outcome.java";
  const cli_test::Cli list = cli_test::Shell(kBin + " mutate outcome --list " + source,
                                             cli_test::Err::kKept);
  ASSERT_EQ(list.status, 0) << list.out;
  std::string ids;
  for (int id = 1; id <= 127; id += 9) ids += (ids.empty() ? "" : ",") + std::to_string(id);
  const std::string dir = cli_test::TempDir("warmjava_mutate");
  JavaWrapper(dir);
  std::map<std::string, std::map<std::string, std::string>> statuses;
  std::map<std::string, long> starts;
  for (const std::string flags : {"", "--cold-start"}) {
    fs::remove(dir + "/starts");
    const std::string json = dir + (flags.empty() ? "/warm.json" : "/cold.json");
    const cli_test::Cli c = cli_test::UnshardedShell(
        "PATH=" + dir + ":$PATH " + kBin + " mutate outcome --quiet --jobs 2 --cases 20 " +
        "--survivor-cases 6 --contract-cases 6 --max-n 100 --mutant-time 300 " +
        "--survivor-time 300 --timeout 5 --mutant " + ids + " --json " + json + " " + flags +
        " " + source);
    EXPECT_EQ(c.status, 0) << c.out;
    statuses[flags] = StatusesById(cli_test::Slurp(json));
    starts[flags] = Starts(dir);
  }
  ASSERT_GE(statuses[""].size(), 8u);
  EXPECT_EQ(statuses[""], statuses["--cold-start"]);
  // Warm: the servers (one a job and one more) and the plain runs that confirm a kill (one
  // a detected mutant) and the original's cases' check; cold: one a run.
  std::cout << "java starts: warm " << starts[""] << ", cold " << starts["--cold-start"] << "\n";
  EXPECT_LT(starts[""] * 3, starts["--cold-start"]);
}

}  // namespace
