// properties/big_input_test.cc — the paths taken by big inputs give exactly what the plain
// ones give: ReadInstance from a FILE (a window sliding over the text, for files of any
// size) against ReadInstance over the whole text — same instances, same error messages,
// also when a token, a run of spaces or an error straddles the 1 MiB window — and the
// consuming CSR build Graph(n, sources, targets) against Graph(n, edges), in() order included;
// and ReadPredecessors (target buckets, for `gamecheck solve outcome`) against the in-lists
// and out-degrees of the Graph that ReadInstance reads from the same text.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "harness/problems/problem.h"
#include "impl/edge_buckets.h"
#include "impl/text_io.h"
#include "properties/gen.h"

namespace gc {
namespace {

// What reading `text` gives: the instance printed back, or the error message.
std::string FromText(InputKind kind, const std::string& text) {
  try {
    return "ok " + WriteInstance(kind, ReadInstance(kind, text));
  } catch (const TextError& e) {
    return e.what();
  }
}

// `read` (FILE* -> text) on `text` through a FILE: a temporary file (size known) or a
// memory stream (size unknown); the error message when it throws a TextError.
template <class Read>
std::string ThroughFile(const std::string& text, bool regular, Read read) {
  std::FILE* f =
      regular ? std::tmpfile() : fmemopen(const_cast<char*>(text.data()), text.size(), "r");
  if (!f) return "cannot open";
  if (regular) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::rewind(f);
  }
  std::string r;
  try {
    r = read(f);
  } catch (const TextError& e) {
    r = e.what();
  }
  std::fclose(f);
  return r;
}

std::string FromFile(InputKind kind, const std::string& text, bool regular) {
  return ThroughFile(text, regular, [kind](std::FILE* f) {
    return "ok " + WriteInstance(kind, ReadInstance(kind, f));
  });
}

// The predecessor half of a graph in words: per vertex its out-degree and in-list.
template <class G>
std::string HalfOf(const G& g) {
  std::string s = std::to_string(g.n()) + " vertices\n";
  for (Vertex v = 0; v < g.n(); ++v) {
    s += std::to_string(g.out_degree(v)) + " <-";
    for (Vertex p : g.in(v)) s += " " + std::to_string(p);
    s += '\n';
  }
  return s;
}

// What ReadPredecessors gives on `text` through a FILE, against the same read by
// ReadInstance over the whole text.
std::string HalfFromText(const std::string& text) {
  try {
    return "ok " + HalfOf(ReadInstance(InputKind::kGraph, text).g);
  } catch (const TextError& e) {
    return e.what();
  }
}
std::string HalfFromFile(const std::string& text, bool regular) {
  return ThroughFile(text, regular, [](std::FILE* f) { return "ok " + HalfOf(ReadPredecessors(f)); });
}

void ExpectSame(InputKind kind, const std::string& text) {
  std::string want = FromText(kind, text);
  EXPECT_EQ(FromFile(kind, text, true), want)
      << "regular file, input of " << text.size() << " bytes";
  if (!text.empty()) {
    EXPECT_EQ(FromFile(kind, text, false), want) << "memory stream";
  }
  if (kind != InputKind::kGraph) return;
  want = HalfFromText(text);
  EXPECT_EQ(HalfFromFile(text, true), want) << "predecessors, input of " << text.size() << " bytes";
  if (!text.empty()) {
    EXPECT_EQ(HalfFromFile(text, false), want) << "predecessors, memory stream";
  }
}

TEST(StreamReader, EveryRejectionOfTheSpecTestsReadsTheSame) {
  for (const char* t :
       {"3 2\n0 1\n1 3\n", "3 -1\n", "-3 0\n", "", "3\n", "3 2\n0 1\n",
        "99999999999999999999999 0\n", "4294967295 0\n", "2 1\n0 x\n", "2 1\n0 1x\n", "+2 0\n",
        "2.5 0\n", "2 1\n0 1\n7\n", "0 1\n0 0\n", "2 9000000000000000000\n0 1\n", "0 0",
        "\t2  1\r\n0\t1 \n\n", "7 7  0 1 1 2 2 1 2 3 4 0 4 5 6 6\n"})
    ExpectSame(InputKind::kGraph, t);
  ExpectSame(InputKind::kGraphTokens, "0 0 1 0\n");
  ExpectSame(InputKind::kGraphStart, "2 1\n0 1\n0 junk\n");
  ExpectSame(InputKind::kPartizan, "3  2  0 1 1 2  1  1 0");
}

// A text of about `bytes` bytes: many edges, so the window slides several times.
std::string BigText(std::size_t edges, Vertex n) {
  std::string t = std::to_string(n) + " " + std::to_string(edges) + "\n";
  for (std::size_t i = 0; i < edges; ++i)
    t += std::to_string(i * 7919 % n) + " " + std::to_string(i * 104729 % n) + "\n";
  return t;
}

TEST(StreamReader, BigInputsAndErrorsAcrossTheWindowReadTheSame) {
  std::string ok = BigText(300000, 100000);  // ~3.5 MB: three windows and more
  ASSERT_GT(ok.size(), std::size_t{3} << 20);
  ExpectSame(InputKind::kGraph, ok);
  // A bad vertex at every offset around the first window boundary, so the error's
  // token and its line straddle the edge of the window.
  for (std::size_t cut = (1 << 20) - 40; cut < (1 << 20) + 40; cut += 7) {
    std::string bad = ok;
    std::size_t at = bad.find('\n', cut) + 1;
    bad.replace(at, bad.find('\n', at) - at, "12 999999");
    ExpectSame(InputKind::kGraph, bad);
  }
  // A long run of spaces is legal; a token longer than 4096 characters (2 MB of leading
  // zeros, or of digits before an 'x') is rejected the same way across the window.
  ExpectSame(InputKind::kGraph,
             "2 1\n" + std::string(3 << 20, ' ') + "0 " + std::string(2 << 20, '0') + "1\n");
  ExpectSame(InputKind::kGraph, "2 1\n0 " + std::string(2 << 20, '1') + "x\n");
  // Trailing garbage after a big graph.
  ExpectSame(InputKind::kGraph, ok + "junk\n");
}

// A token is at most 4096 characters, leading zeros included: the longest is read, one
// more is an error at the token's start, in the whole-text reader and the stream reader.
TEST(StreamReader, ATokenHasABoundedLength) {
  const std::string longest = std::string(4095, '0') + "1";
  EXPECT_EQ(FromText(InputKind::kGraph, "2 1\n0 " + longest + "\n"), "ok 2 1\n0 1\n");
  ExpectSame(InputKind::kGraph, "2 1\n0 " + longest + "\n");
  EXPECT_EQ(FromText(InputKind::kGraph, "2 1\n0 0" + longest + "\n"),
            "line 2, column 3: edge target is longer than 4096 characters: "
            "'000000000000000000000000...'");
  ExpectSame(InputKind::kGraph, "2 1\n0 0" + longest + "\n");
  EXPECT_EQ(FromText(InputKind::kGraph, std::string(1 << 20, '7')),
            "line 1, column 1: vertex count n is longer than 4096 characters: "
            "'777777777777777777777777...'");
  ExpectSame(InputKind::kGraph, std::string(1 << 20, '7'));
}

// The size check of the stream readers names the vertex count where it stands, also
// when the window has slid past it (3 MiB of blank lines and spaces before it).
TEST(StreamReader, TheSizeCheckNamesTheVertexCountAcrossTheWindow) {
  const SizeCheck refuse = [](const InstanceSize& s) {
    return "n = " + std::to_string(s.n) + ", m = " + std::to_string(s.m) + ": too big";
  };
  const std::string text = std::string(3 << 20, '\n') + std::string(1000, ' ') + "429496729 2\n" +
                           std::string(3 << 20, ' ') + "0 1 1 2\n";
  const std::string want = "line 3145729, column 1001: n = 429496729, m = 2: too big";
  try {
    ReadInstance(InputKind::kGraph, text, refuse);
    ADD_FAILURE() << "accepted";
  } catch (const TextError& e) {
    EXPECT_EQ(std::string(e.what()), want);
  }
  for (bool regular : {true, false}) {
    EXPECT_EQ(ThroughFile(text, regular,
                          [&](std::FILE* f) {
                            ReadInstance(InputKind::kGraph, f, refuse);
                            return std::string("accepted");
                          }),
              want);
    EXPECT_EQ(ThroughFile(text, regular,
                          [&](std::FILE* f) {
                            ReadPredecessors(f, refuse);
                            return std::string("accepted");
                          }),
              want);
  }
}

// `text` read by `read` from a memory stream (size unknown, like a pipe): the error, and
// how many bytes the reader took from the stream before it gave up.
template <class Read>
std::string ErrorAndBytesRead(const std::string& text, Read read, long* bytes_read) {
  std::FILE* f = fmemopen(const_cast<char*>(text.data()), text.size(), "r");
  if (!f) return "cannot open";
  std::string r = "accepted";
  try {
    read(f);
  } catch (const TextError& e) {
    r = e.what();
  }
  *bytes_read = std::ftell(f);
  std::fclose(f);
  return r;
}

// An endless token (digits without a separator, NUL bytes from /dev/zero) is rejected
// after a bounded read: the reader never gathers the whole token in its window. 64 MiB
// stand for "endless"; the reader may take a few 1 MiB chunks of them, no more.
TEST(StreamReader, AnEndlessTokenIsRejectedAfterABoundedRead) {
  const std::size_t big = std::size_t{64} << 20;
  const long bound = 4 << 20;
  struct Case {
    std::string text, error;
  };
  const Case cases[] = {
      {std::string(big, '1'),
       "line 1, column 1: vertex count n is longer than 4096 characters: "
       "'111111111111111111111111...'"},
      {"3 1\n0 " + std::string(big, '2'),
       "line 2, column 3: edge target is longer than 4096 characters: "
       "'222222222222222222222222...'"},
      // A NUL byte is not a separator: a non-number at its position.
      {std::string(big, '\0'),
       "line 1, column 1: expected vertex count n (a decimal number), found "
       "'????????????????????????...'"},
      {"3 1\n0 1\n" + std::string(big, '\0'),
       "line 3, column 1: trailing data after the input: '????????????????????????...'"},
  };
  for (const Case& c : cases) {
    long read = 0;
    EXPECT_EQ(ErrorAndBytesRead(
                  c.text, [](std::FILE* f) { ReadInstance(InputKind::kGraph, f); }, &read),
              c.error);
    EXPECT_LT(read, bound) << "ReadInstance took " << read << " bytes of " << c.error;
    EXPECT_EQ(ErrorAndBytesRead(c.text, [](std::FILE* f) { ReadPredecessors(f); }, &read),
              c.error);
    EXPECT_LT(read, bound) << "ReadPredecessors took " << read << " bytes of " << c.error;
  }
}

// Runs `script` with bash; returns what it printed (standard output and error) and sets
// *status to its exit status.
std::string RunScript(const std::string& script, int* status) {
  const std::string path =
      ::testing::TempDir() + "gamecheck_big_input_" + std::to_string(getpid()) + ".sh";
  std::FILE* f = std::fopen(path.c_str(), "w");
  std::fputs(script.c_str(), f);
  std::fclose(f);
  FILE* p = popen(("bash " + path + " 2>&1").c_str(), "r");
  std::string out;
  char buf[4096];
  while (std::size_t got = std::fread(buf, 1, sizeof buf, p)) out.append(buf, got);
  const int rc = pclose(p);
  *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  std::remove(path.c_str());
  return out;
}

// The built command on endless inputs, with 1 GB of address space and 20 s: a clear
// error naming line 1, column 1, status 2, and no answer.
TEST(Command, EndlessTokenIsAnErrorAtOnce) {
#if defined(GAMECHECK_UNDER_ASAN)
  GTEST_SKIP() << "ASan reserves terabytes of address space: a ulimit -v cannot apply";
#endif
  const std::string bin = GAMECHECK_BIN;
  int status = -1;
  std::string out = RunScript(
      "ulimit -v 1000000; timeout 20 " + bin + " solve outcome /dev/zero; exit $?\n", &status);
  EXPECT_EQ(status, 2);
  EXPECT_EQ(out,
            "gamecheck: input line 1, column 1: expected vertex count n (a decimal number), "
            "found '????????????????????????...'\n");
  out = RunScript("ulimit -v 1000000; yes 1 | tr -d '\\n' | timeout 20 " + bin +
                      " solve outcome; exit ${PIPESTATUS[2]}\n",
                  &status);
  EXPECT_EQ(status, 2);
  EXPECT_EQ(out,
            "gamecheck: input line 1, column 1: vertex count n is longer than 4096 "
            "characters: '111111111111111111111111...'\n");
}

// What `gamecheck solve PROBLEM` does with `input` piped to it, with 4 GB of address space:
// its standard error, then "status S, B bytes out, T ms".
std::string SolveCapped(const std::string& problem, const std::string& input) {
  const std::string in =
      ::testing::TempDir() + "gamecheck_big_input_" + std::to_string(getpid()) + ".in";
  const std::string out = in + ".out";
  std::FILE* f = std::fopen(in.c_str(), "w");
  std::fwrite(input.data(), 1, input.size(), f);
  std::fclose(f);
  int status = -1;
  std::string r = RunScript("ulimit -v 4000000\nt0=$(date +%s%N)\ncat " + in + " | timeout 60 " +
                                GAMECHECK_BIN + " solve " + problem + " >" + out +
                                "\nrc=${PIPESTATUS[1]}\nt1=$(date +%s%N)\n"
                                "echo \"status $rc, $(stat -c %s " + out +
                                ") bytes out, $(( (t1 - t0) / 1000000 )) ms\"\n",
                            &status);
  std::remove(in.c_str());
  std::remove(out.c_str());
  return r;
}

// The milliseconds of SolveCapped's last line; its other lines.
long Millis(std::string* r) {
  const std::size_t comma = r->rfind(", ");
  const long ms = std::atol(r->c_str() + comma + 2);
  r->erase(comma);
  return ms;
}

// A 30-byte input that declares n = 429496729 vertices: the solve cannot fit in 4 GB. The
// command says so at once, at the vertex count's line and column, status 2, no answer;
// nothing is allocated for n before the whole text has been read. (Before: partizan
// filled gigabytes for 15 s, or without a cap was killed for lack of memory.)
TEST(Command, TooBigForMemoryIsAnErrorAtTheVertexCount) {
#if defined(GAMECHECK_UNDER_ASAN)
  GTEST_SKIP() << "ASan reserves terabytes of address space: a ulimit -v cannot apply";
#endif
  struct Case {
    const char* problem;
    std::string input, at;
  };
  // A layout of its own, then every row that takes n = 429496729: its first example with
  // that n (the example's vertices stay below it, so the text stays well formed).
  std::vector<Case> cases = {{"outcome", "\n  429496729 2\n0 1 1 2\n", "line 2, column 3"}};
  for (const Problem& p : Problems()) {
    if (p.max_n < 429496729 || p.examples.empty()) continue;
    const std::string text(p.examples[0].input);
    cases.push_back({p.name.data(), "429496729" + text.substr(text.find(' ')), "line 1, column 1"});
  }
  EXPECT_GE(cases.size(), 6u);
  for (const Case& c : cases) {
    std::string r = SolveCapped(c.problem, c.input);
    const long ms = Millis(&r);
    const std::string head = "gamecheck: input " + c.at + ": ";
    EXPECT_EQ(r.substr(0, head.size()), head) << c.problem << ": " << r;
    EXPECT_NE(r.find("n = 429496729 vertices"), std::string::npos) << c.problem << ": " << r;
    EXPECT_NE(r.find(" memory"), std::string::npos) << c.problem << ": " << r;
    EXPECT_EQ(r.substr(r.find('\n')), "\nstatus 2, 0 bytes out") << c.problem << ": " << r;
    EXPECT_LT(ms, 10000) << c.problem << ": " << r;
  }
}

// A fault of the text is reported before the size of the instance is looked at, so the
// same text gives the same error on every machine: here Right's last move is cut short.
TEST(Command, AnInputErrorIsNotHiddenByTheSize) {
#if defined(GAMECHECK_UNDER_ASAN)
  GTEST_SKIP() << "ASan reserves terabytes of address space: a ulimit -v cannot apply";
#endif
  std::string r = SolveCapped("partizan", "429496729  2  0 1 1 2  1  1\n");
  Millis(&r);
  EXPECT_EQ(r,
            "gamecheck: input line 2, column 1: unexpected end of input: expected edge target\n"
            "status 2, 0 bytes out");
  r = SolveCapped("outcome", "429496729 2  0 1 1 429496729\n");
  Millis(&r);
  EXPECT_EQ(r,
            "gamecheck: input line 1, column 20: edge target 429496729 is out of range "
            "0..429496728\nstatus 2, 0 bytes out");
  // A solver's own vertex limit is checked at the same point, before anything of size n.
  r = SolveCapped("geography", "4294967294 0 0\n");
  Millis(&r);
  EXPECT_EQ(r,
            "gamecheck: input line 1, column 1: geography: n = 4294967294 is beyond this "
            "solver's limit of 64 vertices\nstatus 2, 0 bytes out");
}

// `gamecheck solve --help` (or -h) prints the solve usage with every problem, exit 0.
TEST(Command, SolveHelpPrintsTheUsage) {
  for (const char* flag : {"--help", "-h"}) {
    int status = -1;
    const std::string out =
        RunScript(std::string(GAMECHECK_BIN) + " solve " + flag + " </dev/null\n", &status);
    EXPECT_EQ(status, 0) << flag;
    EXPECT_EQ(out.rfind("usage: gamecheck solve PROBLEM [FILE]\n", 0), 0u) << flag << ": " << out;
    for (const Problem& p : Problems())
      EXPECT_NE(out.find("\n  " + std::string(p.name) + " "), std::string::npos)
          << flag << " lists " << p.name << ": " << out;
    // On standard output, nothing on standard error.
    EXPECT_EQ(RunScript(std::string(GAMECHECK_BIN) + " solve " + flag + " 2>&1 >/dev/null\n",
                        &status),
              "")
        << flag;
  }
}

// The reader takes up to 7 digits a word at a time: every length, leading zeros and
// every separator must give the number written (checked against the ids themselves).
TEST(Reader, NumbersOfEveryLengthAndSeparator) {
  const Vertex n = 1u << 20;
  const char* seps[] = {" ", "\n", "\t", "\r\n", "  ", " \n\n"};
  std::vector<Edge> want;
  std::string body;
  std::uint64_t x = 12345;
  for (int i = 0; i < 4000; ++i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    Vertex ids[2] = {static_cast<Vertex>((x >> 20) % n),
                     static_cast<Vertex>((x >> 40) % (i % 7 == 0 ? 10 : n))};
    for (Vertex id : ids) {
      std::string digits = std::to_string(id);
      body += std::string((x >> 8) % 9, '0') + digits + seps[(x >> 12) % 6];
      x = x * 6364136223846793005ull + 1442695040888963407ull;
    }
    want.push_back({ids[0], ids[1]});
  }
  const std::string text = std::to_string(n) + " " + std::to_string(want.size()) + "\n" + body;
  Instance got = ReadInstance(InputKind::kGraph, text);
  EXPECT_TRUE(got.g == Graph(n, want));
  ExpectSame(InputKind::kGraph, text);
  // The largest id that fits in 7 digits and one beyond the range.
  EXPECT_EQ(ReadInstance(InputKind::kGraph, "10000000 1 9999999 0\n").g.out(9999999)[0], 0u);
  ExpectSame(InputKind::kGraph, "9999999 1 9999999 0\n");
}

RC_GTEST_PROP(StreamReaderProp, RandomInstancesReadTheSame, ()) {
  Instance x;
  x.g = *testing::GenGraph(0, 20, 40);
  const std::string text = WriteInstance(InputKind::kGraph, x);
  RC_ASSERT(FromFile(InputKind::kGraph, text, true) == FromText(InputKind::kGraph, text));
  RC_ASSERT(HalfFromFile(text, true) == HalfFromText(text));
}

// The independent expectation: in(v) lists the sources of the edges into v in input
// order (a stable sort by target), out_degree(v) counts the edges out of v.
std::string HalfByStableSort(Vertex n, std::vector<Edge> es) {
  std::string s = std::to_string(n) + " vertices\n";
  std::vector<std::uint64_t> out(n);
  for (Edge e : es) ++out[e.u];
  std::stable_sort(es.begin(), es.end(), [](Edge a, Edge b) { return a.v < b.v; });
  std::size_t i = 0;
  for (Vertex v = 0; v < n; ++v) {
    s += std::to_string(out[v]) + " <-";
    for (; i < es.size() && es[i].v == v; ++i) s += " " + std::to_string(es[i].u);
    s += '\n';
  }
  return s;
}

RC_GTEST_PROP(PredecessorsProp, BucketedBuildIsTheStableSortByTarget, ()) {
  const Vertex n = *rc::gen::inRange<Vertex>(0, 40);
  std::vector<Edge> es;
  if (n > 0)
    es = *rc::gen::container<std::vector<Edge>>(rc::gen::construct<Edge>(
        rc::gen::inRange<Vertex>(0, n), rc::gen::inRange<Vertex>(0, n)));
  const int width = *rc::gen::inRange(0, 7);  // buckets of 1, 2, ..., 64 vertices
  EdgeBuckets buckets(n, width);
  for (Edge e : es) buckets.Add({e.v, e.u});
  RC_ASSERT(HalfOf(Predecessors(std::move(buckets))) == HalfByStableSort(n, es));
}

// Past 2^16 vertices Graph(n, edges) takes the bucketed build: the same arrays as the
// plain counting sort of the consuming build, in both directions; ReadPredecessors' buckets
// hold thousands of pairs each here (the properties above stay within one chunk).
TEST(BucketedBuild, EqualsThePlainBuildOnABigGraph) {
  for (Vertex n : {Vertex{(1u << 16) + 1}, Vertex{300000}, Vertex{1u << 20}}) {
    std::vector<Edge> es;
    std::vector<Vertex> us, vs;
    std::uint64_t x = n;
    for (int i = 0; i < 200000; ++i) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      // Skewed: a quarter of the edges among 8 vertices, so buckets differ in size.
      const Vertex mod = i % 4 == 0 ? 8 : n;
      es.push_back({static_cast<Vertex>((x >> 33) % mod), static_cast<Vertex>((x >> 13) % n)});
      us.push_back(es.back().u), vs.push_back(es.back().v);
    }
    Graph bucketed(n, es);
    Graph plain(n, std::move(us), std::move(vs));
    // EXPECT_TRUE: a failure prints no megabytes of text.
    EXPECT_TRUE(bucketed == plain) << "n = " << n;
    const std::string want = HalfByStableSort(n, es);
    EXPECT_TRUE(HalfOf(bucketed) == want) << "n = " << n;
    EXPECT_TRUE(HalfOf(plain) == want) << "n = " << n;
    // The reader's target buckets, many chunks a bucket.
    std::string text = std::to_string(n) + " " + std::to_string(es.size()) + "\n";
    for (Edge e : es) text += std::to_string(e.u) + " " + std::to_string(e.v) + "\n";
    EXPECT_TRUE(HalfFromFile(text, true) == "ok " + want) << "n = " << n;
  }
}

RC_GTEST_PROP(ConsumingBuildProp, EqualsTheSpanBuildInEveryList, ()) {
  Graph g = *testing::GenGraph(1, 30, 80);
  // Shuffle the edge order away from "sorted by source", so input order matters.
  std::vector<Edge> es = g.edges();
  std::vector<Edge> input;
  for (std::size_t i = 0; i < es.size(); ++i) input.push_back(es[(i * 7) % es.size()]);
  if (es.size() % 7 == 0) input = es;  // 7 not invertible mod the size: keep the order
  std::vector<Vertex> us, vs;
  for (Edge e : input) us.push_back(e.u), vs.push_back(e.v);
  Graph a(g.n(), input);
  Graph b(g.n(), std::move(us), std::move(vs));
  RC_ASSERT(a == b);
  for (Vertex v = 0; v < g.n(); ++v) {
    std::vector<Vertex> ia(a.in(v).begin(), a.in(v).end()), ib(b.in(v).begin(), b.in(v).end());
    RC_ASSERT(ia == ib);
  }
}

TEST(ConsumingBuild, PredecessorsKeepInputOrder) {
  // in(1) must list 2, 0, 2 (the input order), not 0, 2, 2.
  Graph g(3, std::vector<Vertex>{2, 0, 0, 2}, std::vector<Vertex>{1, 1, 2, 1});
  std::vector<Vertex> in1(g.in(1).begin(), g.in(1).end());
  EXPECT_EQ(in1, (std::vector<Vertex>{2, 0, 2}));
  std::vector<Vertex> out0(g.out(0).begin(), g.out(0).end());
  EXPECT_EQ(out0, (std::vector<Vertex>{1, 2}));
}

}  // namespace
}  // namespace gc
