// properties/judge_test.cc — the one judge (harness/judge/judge.h): every failure kind, signatures
// made from typed fields, the reference policy (a planted wrong oracle or verifier is a
// reference disagreement, whatever the subject printed), the certificate and well-formed
// modes. Expected verdicts come from the spec (formats.md, seed 000's multi-edge case).
#include "harness/judge/judge.h"

#include <gtest/gtest.h>

#include <any>
#include <csignal>

#include "impl/outcome/answer.h"

namespace gc {
namespace {

RunResult Printed(std::string out, int status = 0) {
  RunResult r;
  r.status = status;
  r.out = std::move(out);
  return r;
}

const Problem& Row(std::string_view name) {
  const Problem* p = FindProblem(name);
  EXPECT_NE(p, nullptr) << name;
  return *p;
}

TEST(Judge, EveryRowAcceptsItsExamplesAndClassifiesEachFailure) {
  std::size_t examples = 0;
  for (const Problem& p : Problems())
    for (const Example& e : p.examples) {
      ++examples;
      const Instance x = ReadInstance(p.input, e.input);
      const RunResult good = Printed(std::string(e.output), e.status);
      Verdict v = Judge(p, x, good);
      EXPECT_TRUE(v.ok()) << p.name << " " << e.source << ": " << v.detail;

      RunResult bad = good;
      bad.out += "?\n";
      EXPECT_EQ(Judge(p, x, bad).kind, FailureKind::kMalformedOutput) << p.name;
      bad = good;
      bad.status = e.status + 3;
      EXPECT_EQ(Judge(p, x, bad).Signature(),
                "wrong-status:" + std::to_string(e.status) + ">" + std::to_string(e.status + 3))
          << p.name;
      bad = good;
      bad.end = RunResult::End::kSignaled;
      bad.signal = SIGSEGV;
      EXPECT_EQ(Judge(p, x, bad).Signature(), "crash:SIGSEGV") << p.name;
      bad.signal = SIGABRT;
      bad.err = "terminate called after throwing an instance of 'std::bad_alloc'";
      JudgeOptions limited;
      limited.memory_limited = true;
      EXPECT_EQ(Judge(p, x, bad, limited).kind, FailureKind::kMemoryLimit) << p.name;
      EXPECT_EQ(Judge(p, x, bad).kind, FailureKind::kCrash) << p.name;
      bad = good;
      bad.end = RunResult::End::kTimeout;
      EXPECT_EQ(Judge(p, x, bad).kind, FailureKind::kTimeout) << p.name;
      bad.end = RunResult::End::kOutputLimit;
      EXPECT_EQ(Judge(p, x, bad).kind, FailureKind::kOutputFlood) << p.name;
      bad.end = RunResult::End::kSpawnFailed;
      EXPECT_EQ(Judge(p, x, bad).kind, FailureKind::kSetupError) << p.name;
    }
  EXPECT_GE(examples, Problems().size()) << "every row has examples to judge";
}

TEST(Judge, AWrongLetterIsTypedAndItsSignatureLeavesOutTheVertex) {
  // Seed 000's case: correct LWL; the multi-edge bug prints DWL.
  const Problem& p = Row("outcome");
  const Instance x = ReadInstance(p.input, "3 3  0 1 0 1 1 2\n");
  const Verdict v = Judge(p, x, Printed("DWL\n"));
  EXPECT_EQ(v.kind, FailureKind::kWrongAnswer);
  EXPECT_EQ(v.diff.line, 1);
  EXPECT_EQ(v.diff.vertex, 0);
  EXPECT_EQ(v.diff.expected, "L");
  EXPECT_EQ(v.diff.actual, "D");
  EXPECT_EQ(v.Signature(), "wrong-answer:label:L>D");
  EXPECT_EQ(v.Summary(), "wrong answer: label: expected L got D");
  EXPECT_EQ(v.detail, "vertex 0, label: expected L, got D");
  EXPECT_EQ(v.expected.out, "LWL\n");
  // The same mistake at another vertex is the same failure; another letter is not.
  EXPECT_EQ(JudgeAgainst(p, x, {0, "WWL\n"}, Printed("WWD\n")).Signature(), v.Signature());
  EXPECT_NE(Judge(p, x, Printed("LDL\n")).Signature(), v.Signature());  // W -> D
  EXPECT_TRUE(Judge(p, x, Printed("LWL\n")).ok());
  EXPECT_EQ(Judge(p, x, Printed("LW\n")).kind, FailureKind::kMalformedOutput);
  EXPECT_EQ(Judge(p, x, Printed("LWL")).kind, FailureKind::kMalformedOutput);
  // Exit status 2, the status of bad input, on a valid input is its rejection.
  EXPECT_EQ(Judge(p, x, Printed("", 2)).Signature(), "rejects-valid-input");
  EXPECT_EQ(Judge(p, x, Printed("", 3)).Signature(), "wrong-status:0>3");
}

// A valid input answered with exit status 2 is rejected, named by its layout
// (harness/cases/layout.h); the layout's feature is the cause, not the signature.
TEST(Judge, ARejectedValidInputIsNamedByItsLayout) {
  const Problem& p = Row("grundy");
  const std::string canonical = "3 2\n0 1\n1 2\n2 0 2\n";
  const Instance x = ReadInstance(p.input, canonical);
  JudgeOptions o;
  const std::string tabbed = "3 2\n0\t1\n1 2\n2 0 2\n";
  o.input = tabbed;
  const Verdict v = Judge(p, x, Printed("", 2), o);
  EXPECT_EQ(v.kind, FailureKind::kRejectsValidInput);
  EXPECT_EQ(v.detail, "rejects valid input: a tab at line 2");
  EXPECT_EQ(v.cause, "tab");
  EXPECT_EQ(v.Signature(), "rejects-valid-input");  // the feature is not: layouts shrink
  // In the canonical layout it is still a rejection, of the same signature.
  o.input = canonical;
  const Verdict c = Judge(p, x, Printed("", 2), o);
  EXPECT_EQ(c.kind, FailureKind::kRejectsValidInput);
  EXPECT_EQ(c.detail,
            "rejects valid input: exit status 2, expected 0 (the text in the canonical layout)");
  EXPECT_EQ(c.Signature(), v.Signature());
  // Another failing status says where the text departs; an answer is judged as before.
  o.input = tabbed;
  const Verdict e = Judge(p, x, Printed("", 1), o);
  EXPECT_EQ(e.kind, FailureKind::kWrongStatus);
  EXPECT_EQ(e.detail, "exit status 1, expected 0; the input is valid, with a tab at line 2");
  EXPECT_TRUE(Judge(p, x, Printed("0 1 0\nsecond\n"), o).ok());
  // Bad input exits 2 as it should.
  o.bad_input = true;
  EXPECT_TRUE(Judge(p, x, Printed("", 2), o).ok());
}

TEST(Judge, AWrongStatusIsSummedUpOnce) {
  // Not "wrong exit status: exit status: expected 0 got 1": the kind names the field.
  // (Status 2 on a valid input is "rejects valid input", a kind of its own.)
  const Problem& p = Row("outcome");
  const Instance x = ReadInstance(p.input, "3 3  0 1 0 1 1 2\n");
  EXPECT_EQ(Judge(p, x, Printed("", 1)).Summary(), "wrong exit status: expected 0 got 1");
}

TEST(Judge, LengthsKeepTheLineButNotTheNumbers) {
  const Problem& p = Row("lengths");
  const Instance x = ReadInstance(p.input, "5 4  1 3 2 0 2 4 4 1");
  const Output want{0, "LWWLL\n0 1 1 0 2\n"};
  const Verdict a = JudgeAgainst(p, x, want, Printed("LWWLL\n0 1 3 0 2\n"));
  const Verdict b = JudgeAgainst(p, x, want, Printed("LWWLL\n0 1 1 0 4\n"));
  EXPECT_EQ(a.Signature(), "wrong-answer:length:n>n");
  EXPECT_EQ(a.diff.line, 2);
  EXPECT_EQ(a.diff.vertex, 2);
  EXPECT_EQ(a.Signature(), b.Signature());
  EXPECT_EQ(JudgeAgainst(p, x, want, Printed("LWWLD\n0 1 1 0 -1\n")).Signature(),
            "wrong-answer:label:L>D");
}

TEST(Judge, ClassesOfGrundyAndLoopyValues) {
  const Problem& g = Row("grundy");
  const Instance two_cycle = ReadInstance(g.input, "2 2  0 1 1 0  0\n");
  const Verdict c =
      JudgeAgainst(g, two_cycle, {1, "graph has a cycle\n"}, Printed("0 0\nsecond\n", 1));
  EXPECT_EQ(c.Signature(), "wrong-answer:cycle:cycle>values");
  const Instance dag = ReadInstance(g.input, "6 6  0 1 0 2 1 3 2 3 2 4 4 5  2  0 2\n");
  EXPECT_EQ(Judge(g, dag, Printed("0 1 2 0 1 0\nsecond\n")).Signature(),
            "wrong-answer:sum:first>second");
  const Problem& l = Row("loopy");
  const Instance loop = ReadInstance(l.input, "2 2  0 1 1 0  1  0\n");
  const Verdict v = Judge(l, loop, Printed("0 inf{}\ndraw\n"));
  EXPECT_EQ(v.Signature(), "wrong-answer:value:inf>n");
  EXPECT_EQ(v.diff.expected, "inf{}");
}

TEST(Judge, AWrongOracleIsAReferenceDisagreementWhateverTheSubjectSays) {
  Problem p = Row("outcome");
  ASSERT_FALSE(p.oracles.empty());
  p.oracles[0].run = [](const Instance& x) {
    return Answer{0, OutcomeAnswer{std::string(x.g.n(), 'W')}};
  };
  const Instance x = ReadInstance(p.input, "3 3  0 1 0 1 1 2\n");
  for (const char* out : {"LWL\n", "DWL\n"}) {
    const Verdict v = Judge(p, x, Printed(out));
    EXPECT_EQ(v.kind, FailureKind::kReferenceDisagreement) << out;
    EXPECT_EQ(v.Signature(), "reference-disagreement:outcome_fixpoint") << out;
  }
  // A verifier that rejects the fast solver's answer is one too.
  Problem q = Row("outcome");
  q.verify = [](const Instance&, const Answer&) { return std::string("planted rejection"); };
  EXPECT_EQ(Judge(q, x, Printed("LWL\n")).Signature(), "reference-disagreement:verify");
  // An oracle too small for the instance is not asked.
  Problem r = p;
  r.oracles[0].max_n = 2;
  EXPECT_TRUE(Judge(r, x, Printed("LWL\n")).ok());
}

// Typed to the end: the references are compared in their own type, so a case reads text
// once, the subject's output, however many oracles and verifiers judge it. (Printing the
// reference and parsing it back for every oracle, the verifier and the comparison read
// five texts per case for undirected.)
int reads = 0;
std::any (*row_read)(std::string_view, Vertex) = nullptr;

TEST(Judge, ReadsOnlyTheSubjectsOutputAndComparesTheReferenceTyped) {
  Problem p = Row("undirected");
  ASSERT_GE(p.oracles.size(), 2u);
  ASSERT_NE(p.verify, nullptr);
  row_read = p.answers.read;
  p.answers.read = [](std::string_view text, Vertex n) {
    ++reads;
    return row_read(text, n);
  };
  const Instance x = ReadInstance(p.input, "3 2  0 1 1 2\n");
  reads = 0;
  const Verdict v = Judge(p, x, Printed("LWL\n"));
  EXPECT_TRUE(v.ok()) << v.detail;
  EXPECT_EQ(v.judged_by,
            "fast solver + undirected_game_search + undirected_matchings + certificate check");
  EXPECT_EQ(reads, 1);
  reads = 0;
  EXPECT_EQ(Judge(p, x, Printed("LLL\n")).Signature(), "wrong-answer:label:W>L");
  EXPECT_EQ(reads, 1);
}

TEST(Judge, CertificateAndWellFormedModesNeedNoReference) {
  const Problem& p = Row("outcome");
  const Instance x = ReadInstance(p.input, "3 3  0 1 0 1 1 2\n");
  const JudgeOptions cert = JudgeOptions::Only(JudgeOptions::Evidence::kCertificate);
  const JudgeOptions form = JudgeOptions::Only(JudgeOptions::Evidence::kWellFormed);
  EXPECT_TRUE(Judge(p, x, Printed("LWL\n"), cert).ok());
  // A sink labelled W breaks the rules: the verifier sees it without any reference.
  EXPECT_EQ(Judge(p, x, Printed("LWW\n"), cert).kind, FailureKind::kCertificateRejected);
  EXPECT_TRUE(Judge(p, x, Printed("LWW\n"), form).ok());
  EXPECT_EQ(Judge(p, x, Printed("LW\n"), form).kind, FailureKind::kMalformedOutput);
  EXPECT_EQ(Judge(p, x, Printed("", 3), form).Signature(), "wrong-status:0 or 1>3");
}

TEST(Judge, BadInputMustBeRejectedWithStatus2AndNoOutput) {
  const Problem& p = Row("outcome");
  JudgeOptions o;
  o.bad_input = true;
  o.about = "a letter for n";
  EXPECT_TRUE(Judge(p, {}, Printed("", 2), o).ok());
  EXPECT_EQ(Judge(p, {}, Printed("L\n", 2), o).kind, FailureKind::kBadInputAccepted);
  EXPECT_EQ(Judge(p, {}, Printed("", 0), o).kind, FailureKind::kBadInputAccepted);
}

TEST(Judge, AnExceptionInProcessIsACrash) {
  const RunResult r = RunInProcess([]() -> Output { throw std::runtime_error("boom"); });
  EXPECT_EQ(r.end, RunResult::End::kSignaled);
  EXPECT_EQ(r.signal, SIGABRT);
  EXPECT_EQ(r.exception, "std::runtime_error: boom");
  const Verdict v = Judge(Row("outcome"), {}, r);
  EXPECT_EQ(v.Signature(), "crash:exception");
  EXPECT_EQ(v.detail, "threw std::runtime_error: boom");
}

TEST(Judge, AnExceptionOfAnyTypeInProcessIsACrash) {
  const RunResult r = RunInProcess([]() -> Output { throw 7; });
  EXPECT_EQ(r.end, RunResult::End::kSignaled);
  EXPECT_EQ(r.exception, "int");
  EXPECT_EQ(Judge(Row("outcome"), {}, r).Signature(), "crash:exception");
}

}  // namespace
}  // namespace gc

namespace gc {
namespace {

// ---- the rows: complete, and named as in harness/problems/problems.def ----

TEST(Rows, AreTheListInItsOrderAndEachIsComplete) {
  std::vector<std::string_view> listed = {
#define GAMECHECK_PROBLEM(name, row) #name,
#include "harness/problems/problems.def"
#undef GAMECHECK_PROBLEM
  };
  ASSERT_EQ(Problems().size(), listed.size());
  for (std::size_t i = 0; i < listed.size(); ++i) {
    const Problem& p = Problems()[i];
    EXPECT_EQ(p.name, listed[i]);
    EXPECT_NE(p.answer, nullptr) << p.name;
    EXPECT_NE(p.answers.read, nullptr) << p.name;
    EXPECT_NE(p.answers.differ, nullptr) << p.name;
    EXPECT_NE(p.answers.print, nullptr) << p.name;
    EXPECT_NE(p.explain, nullptr) << p.name;
    EXPECT_FALSE(p.lines.empty()) << p.name;
    EXPECT_FALSE(p.oracles.empty()) << p.name;
    EXPECT_FALSE(p.examples.empty()) << p.name;
  }
}

TEST(Rows, ExplainEveryLineOfEveryExample) {
  for (const Problem& p : Problems())
    for (const Example& e : p.examples) {
      if (p.explain == nullptr) {
        ADD_FAILURE() << p.name << " has no explain";
        break;
      }
      const Instance x = ReadInstance(p.input, e.input);
      if (x.g.n() == 0) continue;  // no vertex to speak of
      const Output want{e.status, std::string(e.output)};
      if (e.status != 0) {
        EXPECT_NE(p.explain(x, want, 1, -1), "") << p.name << " " << e.source;
        continue;
      }
      for (std::size_t line = 0; line < p.lines.size(); ++line) {
        const std::int64_t v = p.lines[line] == LineShape::kWhole ? -1 : 0;
        EXPECT_NE(p.explain(x, want, static_cast<int>(line + 1), v), "")
            << p.name << " " << e.source << " line " << line + 1;
      }
    }
}

}  // namespace
}  // namespace gc
