// properties/api_test.cc — the in-process C++ API (include/gamecheck/): a correct function
// passes, planted bugs fail with the right kind, a shrunk input and the command's report,
// an exception is a crash that says "threw", an unknown problem is a setup error, the
// GoogleTest macro fails a test with the report, jobs do not change the verdict, and the
// RapidCheck generators give inputs gamecheck's own reader accepts.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <string_view>

#include "gamecheck/check.h"
#include "gamecheck/gen.h"
#include "gamecheck/gtest.h"
#include "harness/problems/problem.h"
#include "impl/text_io.h"

namespace {

const gc::Problem& Row(std::string_view name) { return *gc::FindProblem(name); }

// Small, fast options: no scale tier (10^6 vertices), a second of shrinking at most.
gamecheck::Options Quick(std::uint64_t cases = 1500) {
  gamecheck::Options o;
  o.cases = cases;
  o.tiers = gamecheck::kExamples | gamecheck::kExhaustive | gamecheck::kRandom | gamecheck::kShapes;
  o.shrink_seconds = 5;
  return o;
}

// A correct outcome solver, as a user's function: text in, text out.
std::string GoodOutcome(std::string_view input) {
  std::string err;
  return gc::SolveText(Row("outcome"), input, &err).out;
}

// Planted bug: every sink is labelled W (it is L: the player to move cannot move).
std::string SinksWin(std::string_view input) {
  std::string out = GoodOutcome(input);
  const gc::Instance x = gc::ReadInstance(gc::InputKind::kGraph, input);
  for (gc::Vertex v = 0; v < x.g.n(); ++v)
    if (x.g.out_degree(v) == 0) out[v] = 'W';
  return out;
}

TEST(Api, ACorrectFunctionPasses) {
  const gamecheck::Result r = gamecheck::Check("outcome", GoodOutcome, Quick());
  EXPECT_TRUE(r) << r.report;
  EXPECT_EQ(r.cases_run, 1500u);
  EXPECT_EQ(r.seed, gamecheck::Options{}.seed);
  EXPECT_EQ(r.report.rfind("gamecheck check outcome: in-process function\n", 0), 0u) << r.report;
  EXPECT_NE(r.report.find("PASS: 1500 cases"), std::string::npos) << r.report;
}

TEST(Api, APlantedBugFailsShrunkWithTheCommandsReport) {
  const gamecheck::Result r = gamecheck::Check("outcome", SinksWin, Quick());
  ASSERT_FALSE(r) << r.report;
  const gamecheck::Failure& f = *r.failure;
  EXPECT_EQ(f.verdict.kind, gamecheck::FailureKind::kWrongAnswer);
  EXPECT_EQ(f.verdict.Signature(), "wrong-answer:label:L>W");
  // The smallest graph with a sink: one vertex, no move.
  EXPECT_EQ(f.minimal_input, "1 0\n") << r.report;
  EXPECT_EQ(f.expected, (gamecheck::Output{0, "L\n"}));
  EXPECT_EQ(f.got, (gamecheck::Output{0, "W\n"}));
  EXPECT_FALSE(f.original_input.empty());
  EXPECT_NE(r.report.find("FAIL: wrong answer on case " + std::to_string(f.case_index)),
            std::string::npos)
      << r.report;
  EXPECT_NE(r.report.find("first difference: " + f.verdict.detail), std::string::npos) << r.report;
  EXPECT_EQ(r.report.find("by hand:"), std::string::npos) << "no shell line for a function";
}

TEST(Api, AKnownMutantFailsOnARepeatedEdge) {
  const gc::KnownMutant* m = gc::FindKnownMutant("multi-edge");
  ASSERT_NE(m, nullptr);
  const gamecheck::Result r = gamecheck::Check(
      "outcome",
      [m](std::string_view input) {
        gamecheck::Output o;
        o.status = m->solve(gc::ReadInstance(gc::InputKind::kGraph, input), &o.out);
        return o;
      },
      Quick());
  ASSERT_FALSE(r) << r.report;
  EXPECT_EQ(r.failure->verdict.kind, gamecheck::FailureKind::kWrongAnswer);
  const gc::Instance x = gc::ReadInstance(gc::InputKind::kGraph, r.failure->minimal_input);
  std::vector<gc::Edge> es = x.g.edges();
  std::sort(es.begin(), es.end(), [](gc::Edge a, gc::Edge b) { return a.u != b.u ? a.u < b.u : a.v < b.v; });
  EXPECT_NE(std::adjacent_find(es.begin(), es.end()), es.end())
      << "the minimal case repeats an edge:\n" << r.report;
  EXPECT_LE(x.g.n(), 3u) << r.report;
}

TEST(Api, AnExceptionIsACrashThatSaysThrew) {
  const gamecheck::Result r = gamecheck::Check(
      "outcome",
      [](std::string_view input) -> std::string {
        if (gc::ReadInstance(gc::InputKind::kGraph, input).g.n() >= 3)
          throw std::out_of_range("three is a crowd");
        return GoodOutcome(input);
      },
      Quick());
  ASSERT_FALSE(r) << r.report;
  const gamecheck::Failure& f = *r.failure;
  EXPECT_EQ(f.verdict.kind, gamecheck::FailureKind::kCrash);
  EXPECT_EQ(f.verdict.Signature(), "crash:exception");
  EXPECT_EQ(f.verdict.detail, "threw std::out_of_range: three is a crowd");
  EXPECT_EQ(f.minimal_input, "3 0\n") << r.report;
  EXPECT_NE(r.report.find("actual, threw std::out_of_range: three is a crowd"), std::string::npos)
      << r.report;
}

// An exception whose what() is a null pointer (allowed by nothing, written by someone) is
// reported as thrown, not a crash of the test process.
struct NullWhat : std::exception {
  const char* what() const noexcept override { return nullptr; }
};

TEST(Api, AnExceptionWithANullWhatIsReportedAsThrown) {
  const gamecheck::Result r = gamecheck::Check(
      "outcome",
      [](std::string_view input) -> std::string {
        if (gc::ReadInstance(gc::InputKind::kGraph, input).g.n() >= 2) throw NullWhat();
        return GoodOutcome(input);
      },
      Quick());
  ASSERT_FALSE(r) << r.report;
  const gamecheck::Failure& f = *r.failure;
  EXPECT_EQ(f.verdict.Signature(), "crash:exception");
  EXPECT_NE(f.verdict.detail.find("threw "), std::string::npos) << f.verdict.detail;
  EXPECT_NE(f.verdict.detail.find("NullWhat"), std::string::npos) << f.verdict.detail;
  EXPECT_NE(f.verdict.detail.find("what() is a null pointer"), std::string::npos)
      << f.verdict.detail;
  EXPECT_EQ(f.minimal_input, "2 0\n") << r.report;
}

TEST(Api, AStatusSolverIsHeldToTheStatusToo) {
  // grundy exits 1 on a cycle, and 2 with no output on malformed input (--bad-input).
  const gamecheck::StatusSolver good = [](std::string_view input) {
    std::string err;
    return gc::SolveText(Row("grundy"), input, &err);
  };
  gamecheck::Options o = Quick(800);
  o.bad_input = true;
  const gamecheck::Result pass = gamecheck::Check("grundy", good, o);
  EXPECT_TRUE(pass) << pass.report;
  // The same answers printed with status 0 always: a cycle is a wrong status.
  const gamecheck::Result fail = gamecheck::Check(
      "grundy", [&](std::string_view input) { return good(input).out; }, Quick(800));
  ASSERT_FALSE(fail) << fail.report;
  EXPECT_EQ(fail.failure->verdict.Signature(), "wrong-status:1>0") << fail.report;
}

TEST(Api, AnUnknownProblemIsASetupError) {
  const gamecheck::Result r = gamecheck::Check("outcom", GoodOutcome);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.failure->verdict.kind, gamecheck::FailureKind::kSetupError);
  EXPECT_EQ(r.cases_run, 0u);
  EXPECT_NE(r.report.find("unknown problem 'outcom' (problems: outcome, lengths"),
            std::string::npos)
      << r.report;
  EXPECT_THROW(gamecheck::gen::instance("outcom"), std::invalid_argument);
  const gamecheck::Result empty = gamecheck::Check("outcome", gamecheck::TextSolver());
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.failure->verdict.kind, gamecheck::FailureKind::kSetupError);
}

// No tier, or a bit of none: a setup error that names the tiers in the words every
// binding of the API has (the Python module's tiers=[] reaches it as 0), not C++'s.
TEST(Api, ASetOfNoTierIsASetupErrorNamingTheTiers) {
  for (const unsigned tiers : {0u, gamecheck::kAllTiers + 1}) {
    gamecheck::Options o = Quick();
    o.tiers = tiers;
    const gamecheck::Result r = gamecheck::Check("outcome", GoodOutcome, o);
    ASSERT_FALSE(r) << tiers;
    EXPECT_EQ(r.failure->verdict.kind, gamecheck::FailureKind::kSetupError);
    const std::string why = r.report.substr(r.report.find("FAIL: "));
    EXPECT_NE(why.find("examples, exhaustive, random, shapes, scale"), std::string::npos) << why;
    EXPECT_EQ(why.find("gamecheck::"), std::string::npos) << why;
  }
}

TEST(Api, JobsDoNotChangeTheVerdict) {
  gamecheck::Options o = Quick();
  const gamecheck::Result one = gamecheck::Check("outcome", SinksWin, o);
  o.jobs = 4;
  const gamecheck::Result four = gamecheck::Check("outcome", SinksWin, o);
  ASSERT_FALSE(one);
  ASSERT_FALSE(four);
  EXPECT_EQ(one.failure->case_index, four.failure->case_index);
  EXPECT_EQ(one.failure->minimal_input, four.failure->minimal_input);
  EXPECT_NE(four.report.find(", 4 jobs\n"), std::string::npos) << four.report;
}

TEST(Api, TheGoogleTestMacro) {
  GAMECHECK_EXPECT_PASSES("outcome", GoodOutcome, Quick(500));
  // And it fails a test with the report when the function is wrong.
  EXPECT_NONFATAL_FAILURE(GAMECHECK_EXPECT_PASSES("outcome", SinksWin, Quick(500)),
                          "first difference: vertex 0, label: expected L, got W");
}

// Every generated text is an input gamecheck's own reader accepts, within the row's limit,
// and prints back to itself.
RC_GTEST_PROP(ApiGen, InstancesAreValidInputs, ()) {
  std::vector<std::string> names;  // every row of the table (harness/problems/problems.def)
  for (const gc::Problem& row : gc::Problems()) names.emplace_back(row.name);
  const auto name = *rc::gen::elementOf(names);
  const gc::Problem& p = Row(name);
  const std::string text = *gamecheck::gen::instance(name);
  const gc::Instance x = gc::ReadInstance(p.input, text);
  RC_ASSERT(p.Beyond(x).empty());
  RC_ASSERT(gc::WriteInstance(p.input, x) == text);
  std::string err;
  RC_ASSERT(gc::SolveText(p, text, &err).status != 2);
}

// gen::graph with dag: every graph is acyclic (Kahn's algorithm removes every vertex).
RC_GTEST_PROP(ApiGen, DagGraphsAreAcyclic, ()) {
  gamecheck::gen::GraphSpec spec;
  spec.dag = true;
  spec.max_n = 10;
  const gc::Graph g = *gamecheck::gen::graph(spec);
  std::vector<std::uint32_t> indeg(g.n());
  std::vector<gc::Vertex> ready;
  for (gc::Vertex v = 0; v < g.n(); ++v)
    if ((indeg[v] = g.in_degree(v)) == 0) ready.push_back(v);
  std::size_t removed = 0;
  while (!ready.empty()) {
    const gc::Vertex v = ready.back();
    ready.pop_back();
    ++removed;
    for (gc::Vertex w : g.out(v))
      if (--indeg[w] == 0) ready.push_back(w);
  }
  RC_ASSERT(removed == g.n());
}

// The families are there: among generated outcome graphs, self-loops and repeated edges.
TEST(ApiGen, SelfLoopsAndRepeatedEdgesAreGenerated) {
  bool loop = false, repeat = false;
  const auto gen = gamecheck::gen::graph();
  for (int i = 0; i < 200 && !(loop && repeat); ++i) {
    const gc::Graph g = gen(rc::Random(static_cast<std::uint64_t>(i)), 50).value();
    std::vector<gc::Edge> es = g.edges();
    for (gc::Edge e : es) loop |= e.u == e.v;
    std::sort(es.begin(), es.end(), [](gc::Edge a, gc::Edge b) { return a.u != b.u ? a.u < b.u : a.v < b.v; });
    repeat |= std::adjacent_find(es.begin(), es.end()) != es.end();
  }
  EXPECT_TRUE(loop);
  EXPECT_TRUE(repeat);
}

}  // namespace
