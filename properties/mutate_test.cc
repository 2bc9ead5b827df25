// properties/mutate_test.cc — `gamecheck mutate` (mutate/mutate.h, cli/mutate_cmd.cc) on
// small correct solvers written for the purpose (properties/programs/tiny_outcome.cpp and
// .py): the mutants that change what the solver prints are killed, with a minimal
// counterexample; the one that does not build is stillborn; the one that loops forever
// is timed out; the ones whose value never differs are not infected, never kills.
// The expected verdict of each mutant named here was worked out by hand from the source
// (the comments say why), not taken from a run. Also: the source is never touched, the
// JSON report validates against the mutation-testing-report-schema from its package, the
// JUnit report has one test case per mutant, a failing original stops the run, and
// SIGTERM still leaves what was decided printed and saved.
// ctest: long
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "properties/cli_util.h"

namespace {

namespace fs = std::filesystem;

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::LinesWith;
using cli_test::Slurp;
using cli_test::TempDir;

const std::string kTinyCpp = kSource + "/properties/programs/tiny_outcome.cpp";
const std::string kTinyPy = kSource + "/properties/programs/tiny_outcome.py";

// Runs a command line through the shell (test code only): its stdout and exit status;
// ` 2>/dev/null` is appended (cli_test::Err::kLastDropped).
Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

// The block of the text summary that describes the mutant at `where` (file:line:col),
// from its line to the next mutant's.
std::string Entry(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  std::size_t end = summary.find("\n  #", at);
  return summary.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// The section header ("killed (12):") that comes before `where` in the summary: the last
// line before it that starts in column 0 and ends in "):", without its count.
std::string SectionOf(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  std::istringstream lines(summary.substr(0, at));
  std::string line, last;
  while (std::getline(lines, line))
    if (!line.empty() && line[0] != ' ' && line.size() > 2 && line.ends_with("):") &&
        line.find(" (") != std::string::npos)
      last = line.substr(0, line.rfind(" ("));
  return last;
}

// The number just before " word" in the summary's last line ("92 mutants of F: 78 killed,
// 3 timed out, 0 survived, 11 likely equivalent, ..."); -1 when there is none.
long CountBefore(const std::string& summary, const std::string& word) {
  const std::size_t line = summary.rfind(" mutants of ");
  if (line == std::string::npos) return -1;
  const std::size_t start = summary.rfind('\n', line) + 1;
  const std::string l = summary.substr(start, summary.find('\n', line) - start);
  const std::size_t w = word == "mutants" ? l.find(" mutants of ") : l.find(" " + word);
  if (w == std::string::npos) return -1;
  std::size_t b = w;
  while (b > 0 && std::isdigit(static_cast<unsigned char>(l[b - 1]))) --b;
  return b == w ? -1 : std::stol(l.substr(b, w - b));
}

// Entry() and SectionOf() of one mutant: its location and mutator, as the summary prints
// them ("tiny_outcome.cpp:44:18  UpdateOperator").
std::string At(const std::string& where, const std::string& mutator) { return where + "  " + mutator; }

// The one-line case a summary shows after "; minimal: " or "; smallest found: " at `at`,
// as numbers to read: the report escapes the layout's tabs, CRs and newlines ("\t"), and
// the schedule writes cases in any layout the spec allows.
std::istringstream CaseShownAt(const std::string& out, std::size_t at) {
  std::string text = out.substr(out.find(": ", at + 2) + 2);
  text = text.substr(0, text.find('\n'));
  for (std::size_t i = 0; (i = text.find('\\', i)) != std::string::npos;) text.replace(i, 2, " ");
  return std::istringstream(text);
}

// One run of mutate on the C++ fixture (it takes a while, so one test looks at all of it).
TEST(MutateOriginal, ASlowOriginalCapsTheMutantsSizesAfterOneCheck) {
  // The tiny solver, spinning without end on every graph of over 3000 vertices: its one
  // check finds it slow there, and the mutants get its cases up to the largest size it
  // answered in time. The passes end by their 600 cases (the value ladder's rungs among
  // them), not at a time a loaded machine reaches first; --timeout 0.5 is the CPU time the
  // spin meets.
  const std::string dir = TempDir("mutate_slow");
  std::string text = Slurp(kTinyCpp);
  const std::string read = "    return 2;\n  }\n  std::vector<std::vector<int>> pred(n);\n";
  ASSERT_NE(text.find(read), std::string::npos);
  text.insert(text.find(read) + std::string("    return 2;\n  }\n").size(),
              "  if (n > 3000) for (volatile unsigned spin = 0;; spin = spin + 1) {}\n");
  text = "#include <unistd.h>\n" + text;  // every line after it one further down
  std::ofstream(dir + "/slow.cpp") << text;
  // --contract-cases 0: the contract's integer bands kill `short n, m` at once (n =
  // -2^31 read as 0), and the kill on a valid case under the cap is what is measured here.
  const Cli r = cli_test::Shell(
      kBin + " mutate outcome --jobs 2 --cases 600 --mutant-time 300 --survivor-time 300 " +
          "--timeout 0.5 --contract-cases 0 --mutators IntegerWidth --mutant 2 " + dir +
          "/slow.cpp",
      cli_test::Err::kKept);
  EXPECT_EQ(r.status, 0) << r.out;
  // The original is checked again on the capped schedule's cases its first check met too
  // large (a rung cut to the cap), so that the mutants meet every size up to the cap.
  EXPECT_NE(r.out.find("; checking it again on the cases the caps change"), std::string::npos)
      << r.out;
  // Capped family by family: the chain (10^5 vertices in its second rung) is slow, and
  // capped at the largest size answered in time below that; the dense family (24
  // vertices) never is, and is not named.
  const std::string chain = "chain at n = ";
  const std::size_t capped = r.out.find("sizes capped ");
  ASSERT_NE(capped, std::string::npos) << r.out;
  ASSERT_NE(r.out.find(chain, capped), std::string::npos) << r.out;
  const long cap = std::atol(r.out.c_str() + r.out.find(chain, capped) + chain.size());
  EXPECT_GT(cap, 64) << r.out;  // above every random and exhaustive case
  EXPECT_LE(cap, 3000) << r.out;
  EXPECT_EQ(r.out.find("dense at n = ", capped), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the original ran out of CPU time above them"), std::string::npos) << r.out;
  const std::string reach = "the mutants' cases reach n = ";
  ASSERT_NE(r.out.find(reach), std::string::npos) << r.out;
  const long met = std::atol(r.out.c_str() + r.out.find(reach) + reach.size());
  EXPECT_GE(met, cap) << r.out;  // the largest size under the caps, met
  // `int n, m` -> `short n, m` is told apart by over 32767 vertices or moves: under the
  // cap, the value ladder of 257 vertices has 1 + 2 + ... + 256 = 32896 moves (of 300
  // vertices, 44850), which a short m cannot hold, and the mutant rejects that input.
  // Which rung kills first follows the kill-first order; each has over 32767 moves.
  const std::string where = At("slow.cpp:14:3", "IntegerWidth");
  EXPECT_EQ(SectionOf(r.out, where), "killed") << r.out;
  std::size_t found = r.out.find("; smallest found: ");
  if (found == std::string::npos) found = r.out.find("; minimal: ");
  ASSERT_NE(found, std::string::npos) << r.out;
  long n = 0, m = 0;
  CaseShownAt(r.out, found) >> n >> m;
  EXPECT_GE(n, 257) << r.out;
  EXPECT_LE(n, 400) << r.out;
  EXPECT_GT(m, 32767) << r.out;
}

TEST(MutateCpp, OnATinySolver) {
  const std::string dir = TempDir("mutate_cpp");
  const std::string before = Slurp(kTinyCpp);
  // Limits that no load reaches, so that every verdict below follows the cases alone: a
  // pass ends when its 600 cases (every rung of the shapes' ladder among them) are run, not
  // at a time; a shrink ends at its fixpoint; every size is capped at 40,000 vertices
  // (--max-n), which the original answers in milliseconds, so no load makes it slow there
  // and caps the sizes below the 32,768 vertices the width mutant needs (every large family
  // is met at 40,000).
  const Cli run = Shell(kBin + " mutate outcome --quiet --jobs 2 --cases 600 --mutant-time 300 " +
                        "--survivor-time 300 --shrink-time 20 --timeout 10 --max-n 40000 --json " + dir +
                        "/report.json --junit " + dir + "/junit.xml " + kTinyCpp);
  const std::string& out = run.out;
  const std::string cpp = "tiny_outcome.cpp:";
  {
    SCOPED_TRACE("finishes, and never touches the source");
    EXPECT_EQ(run.status, 0) << out;
    EXPECT_EQ(Slurp(kTinyCpp), before);
    EXPECT_NE(out.find("mutation score"), std::string::npos) << out;
  }
  {
    // `--moves[u] == 0` -> `++moves[u] == 0`: a vertex whose every move reaches a W vertex
    // is never labelled L (reported D), so its predecessors are not W either (D too). Which
    // symptom the run meets first depends on the kill-first order, which follows measured
    // times: an L reported D needs a chain 0 -> 1 -> 2 (1 is W, 0 is L only by its
    // counter), a W reported D the chain 0 -> 1 -> 2 -> 3. Shrinking keeps the kind of
    // difference, so the minimal case has at most 4 vertices.
    SCOPED_TRACE("the counter decrement is killed with a small counterexample");
    const std::string where = At(cpp + "44:18", "UpdateOperator");
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_TRUE(e.find("wrong answer: label: expected W got D") != std::string::npos ||
                e.find("wrong answer: label: expected L got D") != std::string::npos)
        << e;
    // "minimal:" at a fixpoint of the shrinker, else "smallest found:" (a loaded machine
    // may cut the shrink short); either way the case is small.
    std::size_t minimal = e.find("; minimal: ");
    if (minimal == std::string::npos) minimal = e.find("; smallest found: ");
    ASSERT_NE(minimal, std::string::npos) << e;
    int n = -1;
    CaseShownAt(e, minimal) >> n;
    EXPECT_GE(n, 1) << e;
    EXPECT_LE(n, 4) << e;
  }
  {
    // Without `q.push(u)` after labelling u W, u's predecessors never count that move.
    SCOPED_TRACE("deleting the push of a win is killed");
    const std::string where = At(cpp + "43:9", "StatementDeletion");
    EXPECT_EQ(SectionOf(out, where), "killed") << Entry(out, where);
  }
  {
    // `int n, m` -> `short n, m`: scanf's %d writes an int into a short; a graph of more
    // than 32767 vertices (the shapes' ladder) is read wrong.
    SCOPED_TRACE("the width of the vertex count is killed");
    const std::string where = At(cpp + "13:3", "IntegerWidth");
    EXPECT_EQ(SectionOf(out, where), "killed") << Entry(out, where);
  }
  {
    // `std::vector<int>` -> `std::vector<short>` wherever it is spelt (CountMove's parameter,
    // pred's rows, moves): a vertex of out-degree 32768 wraps its counter, a vertex id past
    // 32767 its predecessor lists. Narrowed in moves alone, it did not build.
    SCOPED_TRACE("the width of a container passed by reference is killed");
    const std::string where = At(cpp + "10:35", "IntegerWidth");
    EXPECT_EQ(SectionOf(out, where), "killed") << Entry(out, where);
  }
  {
    // `int u, v` -> `short u, v`: CountMove takes int&, which no short binds.
    SCOPED_TRACE("a mutant that does not build is stillborn");
    const std::string where = At(cpp + "21:5", "IntegerWidth");
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "stillborn") << e;
    EXPECT_NE(e.find("error"), std::string::npos) << e;
  }
  {
    // Without `q.pop()` the first vertex stays at the front of the queue for ever.
    SCOPED_TRACE("an endless loop is timed out");
    const std::string where = At(cpp + "38:5", "StatementDeletion");
    EXPECT_EQ(SectionOf(out, where), "timed out") << Entry(out, where);
  }
  {
    // `i < m` -> `i != m`: i starts at 0 and steps by one, and m >= 0 (checked above), so
    // the two comparisons agree at every test of them and the loop stops at the same i.
    // The original's recording runs see it (weak mutation, mutate/decide/infection.h): not
    // infected, decided without a run. (So is `v < n` -> `v != n` on line 31.)
    SCOPED_TRACE("an index counting up to an exact bound is not infected");
    for (const std::string at : {"20:21", "31:21"}) {
      const std::string where = cpp + at + "  EqualityOperator  '<' -> '!='";
      EXPECT_EQ(SectionOf(out, where), "not infected") << out;
    }
    EXPECT_NE(out.find(" 2 not infected;"), std::string::npos) << out;
  }
  {
    // Every answer of outcome is unique, so a mutant the judge accepts prints what the
    // original prints: "survived" (accepted with different output) cannot happen here.
    SCOPED_TRACE("no mutant survives with a different answer");
    EXPECT_EQ(out.find("SURVIVED ("), std::string::npos) << out;
    EXPECT_NE(out.find(" 0 survived"), std::string::npos) << out;
  }
  {
    SCOPED_TRACE("no mutant in the reader's error paths (lines 14-16 and 22-24)");
    for (int line : {14, 15, 16, 22, 23, 24})
      EXPECT_EQ(out.find(cpp + std::to_string(line) + ":"), std::string::npos) << line;
  }
  {
    SCOPED_TRACE("the JSON validates against the schema from its package");
    const std::string schema = GAMECHECK_MUTATION_SCHEMA;
    ASSERT_TRUE(fs::exists(schema)) << schema << " is missing: run ci/bootstrap";
    const Cli v = Shell("python3 " + kSource + "/ci/validate_json.py " + schema + " " + dir +
                        "/report.json");
    EXPECT_EQ(v.status, 0) << v.out;
    // ... and says what the text says, mutant by mutant.
    const Cli counts = Shell(
        "python3 -c \"import json,sys,collections; r=json.load(open(sys.argv[1])); "
        "ms=list(r['files'].values())[0]['mutants']; "
        "print(len(ms), collections.Counter(m['status'] for m in ms)['Killed'])\" " +
        dir + "/report.json");
    ASSERT_GT(CountBefore(out, "mutants"), 0) << out;
    EXPECT_EQ(counts.out, std::to_string(CountBefore(out, "mutants")) + " " +
                              std::to_string(CountBefore(out, "killed")) + "\n");
    // The source is UTF-8 as written (the header's dash), not byte by byte.
    EXPECT_NE(Slurp(dir + "/report.json").find("tiny_outcome.cpp \xe2\x80\x94 a small"), std::string::npos);
  }
  {
    SCOPED_TRACE("JUnit has one test case per mutant, survivors failing");
    const Cli c = Shell(
        "python3 -c \"import sys,xml.etree.ElementTree as E; t=E.parse(sys.argv[1]); "
        "print(len(t.findall('.//testcase')), len(t.findall('.//failure')))\" " +
        dir + "/junit.xml");
    ASSERT_GE(CountBefore(out, "survived"), 0) << out;
    ASSERT_GE(CountBefore(out, "likely"), 0) << out;
    const long failures = CountBefore(out, "survived") + CountBefore(out, "likely");
    EXPECT_EQ(c.out, std::to_string(CountBefore(out, "mutants")) + " " + std::to_string(failures) + "\n");
  }
}

TEST(MutatePython, KillsAndFindsTheEquivalentInAPythonSolver) {
  const std::string before = Slurp(kTinyPy);
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --mutant-time 3 --survivor-time 3 " +
                      "--max-n 5000 --mutators EqualityOperator,StatementDeletion " + kTinyPy);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(Slurp(kTinyPy), before);
  const std::string py = "tiny_outcome.py:";
  // `moves[u] -= 1` deleted: a vertex whose moves all reach W vertices stays D.
  EXPECT_EQ(SectionOf(r.out, py + "41:17  StatementDeletion"), "killed") << r.out;
  // `label[u] != "D"` -> `==`: every answer changes.
  EXPECT_EQ(SectionOf(r.out, py + "35:25  EqualityOperator  '!=' -> '=='"), "killed") << r.out;
  EXPECT_EQ(r.out.find("SURVIVED ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("sizes capped at n = 5000: --max-n"), std::string::npos) << r.out;
}

// The default build links -static where the compiler has the static libraries (a static
// solver starts several times faster, and most of mutate's runs are small cases): the
// kept schema program of a run has no dynamic section then, and one otherwise.
TEST(MutateCpp, TheDefaultBuildIsStaticWhereTheToolchainCan) {
  auto has = [](const std::string& compiler, const std::string& lib) {
    const std::string path = cli_test::Shell(compiler + " -print-file-name=" + lib).out;
    return path.find('/') != std::string::npos &&
           fs::exists(path.substr(0, path.find_last_not_of("\n") + 1));
  };
  const bool can = has("c++", "libstdc++.a") && has("c++", "libc.a");
  const std::string dir = TempDir("mutate_static");
  const Cli run = cli_test::Shell("cd " + dir + " && TMPDIR=" + dir + " " + kBin +
                                  " mutate outcome --mutant 1 --keep --quiet --timeout 10 " +
                                  "--mutant-time 1 --survivor-time 1 " + kTinyCpp);
  ASSERT_EQ(run.status, 0) << run.out;
  const std::string key = "scratch directory kept: ";
  const std::size_t at = run.out.find(key);
  ASSERT_NE(at, std::string::npos) << run.out;
  const std::string kept =
      run.out.substr(at + key.size(), run.out.find('\n', at) - at - key.size());
  const Cli ldd = cli_test::Shell("ldd " + kept + "/schema0/solver 2>&1");
  EXPECT_EQ(ldd.out.find("not a dynamic executable") != std::string::npos ||
                ldd.out.find("statically linked") != std::string::npos,
            can)
      << ldd.out;
  fs::remove_all(kept);
}

TEST(MutateOriginal, AFailingOriginalStopsTheRun) {
  // The multi-edge bug of seed 000: the reverse list keeps each predecessor once while the
  // counter counts every move, so a vertex with a repeated move is never labelled L.
  const std::string dir = TempDir("mutate_bad");
  std::string text = Slurp(kTinyCpp);
  const std::string good = "    pred[v].push_back(u);\n    CountMove(moves, u);\n";
  const std::string bad =
      "    bool seen = false;\n    for (int w : pred[v]) seen = seen || w == u;\n"
      "    if (!seen) pred[v].push_back(u);\n    CountMove(moves, u);\n";
  ASSERT_NE(text.find(good), std::string::npos);
  text.replace(text.find(good), good.size(), bad);
  std::ofstream(dir + "/bad.cpp") << text;
  const Cli r = Shell(kBin + " mutate outcome --quiet --mutant-time 5 " + dir + "/bad.cpp");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("The original fails its check"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("wrong answer"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("mutation score"), std::string::npos) << r.out;
  // Runnable after the run, whose scratch directory is gone: the case saved, the build
  // of the user's own source, and a replay line that fails the same way.
  const std::string saved = LinesWith(r.out, "saved: ");
  ASSERT_FALSE(saved.empty()) << r.out;
  const std::string file = saved.substr(saved.find(": ") + 2, saved.find('\n') - saved.find(": ") - 2);
  EXPECT_FALSE(Slurp(file).empty()) << file;
  const std::string build = LinesWith(r.out, "build first: "), replay = LinesWith(r.out, "replay: ");
  ASSERT_FALSE(build.empty()) << r.out;
  ASSERT_FALSE(replay.empty()) << r.out;
  EXPECT_NE(replay.find(" -- ./bad\n"), std::string::npos) << replay;
  const std::string again = "cd " + dir + " && " + build.substr(13, build.size() - 14) + " && " +
                            kBin + replay.substr(replay.find(" check "), replay.size() - replay.find(" check ") - 1);
  const Cli rerun = Shell(again + " 2>&1");
  EXPECT_EQ(rerun.status, 1) << again << "\n" << rerun.out;
  EXPECT_NE(rerun.out.find("wrong answer"), std::string::npos) << rerun.out;
}

// A correct Python original that starts too slowly for mutate's --timeout fails its check
// with the limit named and the way to raise it.
TEST(MutateOriginal, ASlowStartSaysWhichLimitItHit) {
  const std::string dir = TempDir("mutate_slow_start");
  std::ofstream(dir + "/slow.py") << "import time\nwhile time.process_time() < 1.5: pass\n" << Slurp(kSource + "/properties/programs/tiny_outcome.py");
  const Cli r = Shell(kBin + " mutate outcome --quiet --timeout 0.5 " + dir + "/slow.py");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("The original fails its check"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("limit hit: mutate's --timeout of 0.5 s a run"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("give mutate --timeout SECONDS"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("replay: gamecheck check outcome --replay "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("gamecheck-mutate-"), std::string::npos) << "names the scratch: " << r.out;
}

TEST(MutateUsage, BadInvocationsAreUsageErrors) {
  EXPECT_EQ(Shell(kBin + " mutate outcome").status, 2);
  EXPECT_EQ(Shell(kBin + " mutate nosuch " + kTinyCpp).status, 2);
  EXPECT_EQ(Shell(kBin + " mutate outcome " + kSource + "/README.md").status, 2);
  EXPECT_EQ(Shell(kBin + " mutate outcome --mutant-time " + kTinyCpp).status, 2);
  const std::string dir = TempDir("mutate_syntax");
  std::ofstream(dir + "/broken.cpp") << "int main() { return 0 }\n";
  const Cli r = Shell(kBin + " mutate outcome " + dir + "/broken.cpp 2>&1");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("broken.cpp:1"), std::string::npos) << r.out;
}

// Runs mutate on the tiny solver and sends SIGTERM `times` times, 10 ms apart, once a
// mutant has been decided (its progress line says so, whatever the load): the mutants
// decided are still printed and saved, and the status is 130 (interrupted). With three
// signals, the forced end either finds the run's own reports written in time (all
// mutants, the undecided ones "not run"), or writes the decided ones itself and says so.
void StopMutateAfterAKill(const std::string& name, int times) {
  const std::string dir = TempDir(name);
  const std::string out = dir + "/out.txt", err = dir + "/err.txt", json = dir + "/report.json",
                    junit = dir + "/junit.xml";
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    if (!freopen(out.c_str(), "w", stdout)) _exit(99);
    if (!freopen(err.c_str(), "w", stderr)) _exit(99);
    execl(kBin.c_str(), kBin.c_str(), "mutate", "outcome", "--jobs", "1", "--mutant-time", "3",
          "--survivor-time", "60", "--json", json.c_str(), "--junit", junit.c_str(),
          kTinyCpp.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  // Until the event: a kill on the progress line, or mutate's end without one (a failure).
  // The only bound is an outer one below ctest's timeout: beside busy loops under ctest -j6
  // (load 26 on 2 CPUs) the original's check alone took more than two minutes.
  bool ended = false;
  for (int tenths = 0; tenths < 5000 && Slurp(err).find("] killed") == std::string::npos;
       ++tenths) {
    if (::waitpid(pid, nullptr, WNOHANG) == pid) {
      ended = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  if (!ended && Slurp(err).find("] killed") == std::string::npos) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
  ASSERT_FALSE(ended) << "mutate ended before a kill:\n" << Slurp(out) << Slurp(err);
  ASSERT_NE(Slurp(err).find("] killed"), std::string::npos) << Slurp(err);
  for (int i = 0; i < times; ++i) {
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    kill(pid, SIGTERM);
  }
  int status = 0;
  const auto t0 = std::chrono::steady_clock::now();
  waitpid(pid, &status, 0);
  const double waited =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_LT(waited, 10) << "mutate did not stop promptly";
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 130);
  const std::string text = Slurp(out);
  const bool forced = text.find("third stop signal") != std::string::npos;
  EXPECT_TRUE(times == 3 || !forced) << text;
  if (!forced) {
    EXPECT_NE(text.find("not run (the run was stopped)"), std::string::npos) << text;
  }
  EXPECT_NE(text.find("killed ("), std::string::npos) << text;  // decided before the stop
  const std::string report = Slurp(json);
  if (!forced) {
    EXPECT_NE(report.find("\"Pending\""), std::string::npos) << report.substr(0, 500);
  }
  EXPECT_NE(report.find("\"Killed\""), std::string::npos) << report.substr(0, 500);
  // CI must not read an interrupted run as a pass: an <error>, as check's JUnit has.
  const std::string xml = Slurp(junit);
  EXPECT_NE(xml.find("<error type=\"interrupted\""), std::string::npos) << xml.substr(0, 500);
  EXPECT_NE(xml.find(" errors=\"1\""), std::string::npos) << xml.substr(0, 500);
}

TEST(MutateStops, SigtermKeepsWhatWasDecided) { StopMutateAfterAKill("mutate_term", 1); }

TEST(MutateStops, ThreeSigtermsKeepWhatWasDecided) { StopMutateAfterAKill("mutate_term3", 3); }

}  // namespace
