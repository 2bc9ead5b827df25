// properties/report_escape_test.cc — the reports' shared mechanisms: the verdict carries
// the actual output and the signal's number (harness/judge/judge.h) and the reports read
// them from it; each enum's words come from one table (harness/judge/enum_names.h,
// failure_kinds.def, harness/report/report_parts.h) that names every value both ways;
// one markup escape for XML and HTML and one JSON writer (harness/report/escape.h,
// json_writer.h). Expected texts are written out by hand from the formats' rules.
#include <gtest/gtest.h>

#include <csignal>
#include <set>
#include <string>

#include "harness/judge/judge.h"
#include "harness/report/escape.h"
#include "harness/report/github.h"
#include "harness/report/json_writer.h"
#include "harness/report/report.h"
#include "harness/report/report_html.h"
#include "harness/report/report_parts.h"

namespace gc {
namespace {

RunResult Killed(int sig, std::string out) {
  RunResult r;
  r.end = RunResult::End::kSignaled;
  r.signal = sig;
  r.out = std::move(out);
  return r;
}

TEST(VerdictFields, ACrashCarriesTheSignalNumberAndTheOutput) {
  const Problem& p = *FindProblem("outcome");
  const Instance x = ReadInstance(p.input, "2 1\n0 1\n");
  const Verdict v = Judge(p, x, Killed(SIGSEGV, "W\n"));
  EXPECT_EQ(v.kind, FailureKind::kCrash);
  EXPECT_EQ(v.signal, SIGSEGV);
  EXPECT_EQ(v.actual.out, "W\n");
  EXPECT_EQ(v.cause, "SIGSEGV");
  EXPECT_EQ(v.Signature(), "crash:SIGSEGV");
  // A run that exited carries its status and no signal.
  RunResult exited;
  exited.status = 1;
  exited.out = "LW\n";
  const Verdict w = Judge(p, x, exited);
  EXPECT_EQ(w.signal, 0);
  EXPECT_EQ(w.actual.status, 1);
  EXPECT_EQ(w.actual.out, "LW\n");
}

// The cause comes from the number, not from cutting the signal's sentence at its first
// space: two real-time signals (no abbreviation: "signal 40 (Real-time signal 6)") were
// both "crash:signal", one failure to the shrinker.
TEST(VerdictFields, SignalsWithoutAnAbbreviationKeepTheirNumberInTheSignature) {
  const Problem& p = *FindProblem("outcome");
  const Instance x = ReadInstance(p.input, "1 0\n");
  const Verdict a = Judge(p, x, Killed(SIGRTMIN + 6, ""));
  const Verdict b = Judge(p, x, Killed(SIGRTMIN + 7, ""));
  EXPECT_EQ(a.signal, SIGRTMIN + 6);
  EXPECT_EQ(a.Signature(), "crash:signal " + std::to_string(SIGRTMIN + 6));
  EXPECT_NE(a.Signature(), b.Signature());
}

// A failure whose run holds other bytes than its verdict: every report shows the
// verdict's.
Failure StaleRun(const Problem& p) {
  Failure f;
  f.original.x = f.minimal.x = ReadInstance(p.input, "2 1\n0 1\n");
  f.original.text = f.minimal.text = "2 1\n0 1\n";
  f.verdict = Judge(p, f.minimal.x, Killed(SIGSEGV, "DD\n"));
  f.run = Killed(SIGSEGV, "stale\n");
  return f;
}

TEST(VerdictFields, TheReportsReadTheVerdictNotTheRun) {
  const Problem& p = *FindProblem("outcome");
  CheckResult r;
  r.failure = StaleRun(p);
  ReportContext ctx;
  ctx.problem = "outcome";
  ctx.builtin = "solver";
  const std::string json = JsonReport(p, ctx, r);
  EXPECT_NE(json.find("\"output\": \"DD\\n\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"signal\": \"SIGSEGV"), std::string::npos) << json;
  EXPECT_NE(json.find("\"signal_number\": " + std::to_string(SIGSEGV) + "}"), std::string::npos)
      << json;
  EXPECT_EQ(json.find("stale"), std::string::npos) << json;
  const std::string text = TextReport(p, ctx, r);
  EXPECT_NE(text.find("actual, killed by SIGSEGV"), std::string::npos) << text;
  EXPECT_NE(text.find("\n  DD\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("stale"), std::string::npos) << text;
  const std::string dot = DotReport(p, *r.failure);
  EXPECT_NE(dot.find("0 [label=\"0\\nexp W\\ngot D\""), std::string::npos) << dot;
  EXPECT_EQ(dot.find("stale"), std::string::npos) << dot;
  const std::string html = HtmlReport(p, ctx, r, "");
  EXPECT_NE(html.find("<pre id=\"actual\">DD\n</pre>"), std::string::npos) << html;
  EXPECT_EQ(html.find("stale"), std::string::npos) << html;
}

// Every value of each table has a text and a slug, the slugs are distinct and read back
// to the value. FailureKind's values are those of failure_kinds.def: counted here again.
template <typename E, std::size_t N>
void ExpectRoundTrip(const EnumName<E> (&table)[N], std::size_t values) {
  ASSERT_EQ(N, values) << "a value of the enum has no entry in its table";
  std::set<std::string> slugs;
  for (std::size_t i = 0; i < N; ++i) {
    const E e = static_cast<E>(i);
    const EnumName<E>* n = Words(table, e);
    ASSERT_NE(n, nullptr) << i;
    EXPECT_EQ(n->value, e) << i;
    EXPECT_STRNE(n->text, "") << i;
    EXPECT_STRNE(n->slug, "") << i;
    EXPECT_TRUE(slugs.insert(n->slug).second) << "slug used twice: " << n->slug;
    EXPECT_EQ(FromSlug(table, n->slug), e) << n->slug;
  }
  EXPECT_EQ(Words(table, static_cast<E>(N)), nullptr);
  EXPECT_EQ(FromSlug(table, "no-such-slug"), std::nullopt);
}

TEST(EnumNames, EveryTableNamesEveryValueBothWays) {
  constexpr std::size_t kFailureKinds = 0
#define GC_FAILURE_KIND(value, text, slug) +1
#include "harness/judge/failure_kinds.def"
#undef GC_FAILURE_KIND
      ;
  ExpectRoundTrip(kFailureKindNames,
                  static_cast<std::size_t>(FailureKind::kReferenceDisagreement) + 1);
  EXPECT_EQ(std::size(kFailureKindNames), kFailureKinds);
  ExpectRoundTrip(kEndNames, static_cast<std::size_t>(RunResult::End::kSpawnFailed) + 1);
  ExpectRoundTrip(kCellStateNames, static_cast<std::size_t>(CellState::kNotApplicable) + 1);
  for (const auto& n : kFailureKindNames) {
    EXPECT_STREQ(ToString(n.value), n.text);
    EXPECT_STREQ(Slug(n.value), n.slug);
    EXPECT_EQ(FailureKindOfSlug(n.slug), n.value);
  }
  // The words the reports have always used (docs/check.md's schema).
  EXPECT_STREQ(Slug(FailureKind::kWrongAnswer), "wrong-answer");
  EXPECT_STREQ(ToString(FailureKind::kWrongStatus), "wrong exit status");
  EXPECT_STREQ(EndSlug(RunResult::End::kOutputLimit), "output-limit");
  RunResult spawn;
  spawn.end = RunResult::End::kSpawnFailed;
  spawn.error = "no such file";
  EXPECT_EQ(EndText(spawn), "not started: no such file");
}

TEST(Escape, OneMarkupEscapeForXmlAndHtml) {
  const std::string s = "<a b='c' & \"d\">\t\n\x01\x7f\xc3\xa9\xff";
  const std::string both = "&lt;a b=";
  EXPECT_EQ(Xml(s), both + "&apos;c&apos; &amp; &quot;d&quot;&gt;\t\n?????");
  EXPECT_EQ(Html(s), both +
                         "&#39;c&#39; &amp; &quot;d&quot;&gt;\t\n\xEF\xBF\xBD\xEF\xBF\xBD"
                         "\xc3\xa9\xEF\xBF\xBD");
  EXPECT_TRUE(IsUtf8("\xc3\xa9\xe2\x82\xac"));
  EXPECT_FALSE(IsUtf8("\xc0\xaf"));      // overlong
  EXPECT_FALSE(IsUtf8("\xed\xa0\x80"));  // a surrogate
}

TEST(JsonWriter, KeepsEveryByteAndTheReportsLayout) {
  EXPECT_EQ(JsonQuote("a\"\\\n\x01\xff"), "\"a\\\"\\\\\\n\\u0001\\u00ff\"");
  EXPECT_EQ(JsonUtf8("\xc3\xa9"), "\xc3\xa9");
  EXPECT_EQ(JsonUtf8("\xc3\xa9\xff"), JsonBytes("\xc3\xa9\xff"));
  Json j = Json::object();
  j["z"] = 1;
  j["a"] = {{"x", Rounded(0.12345, 3)}, {"y", Json::array({"p", nullptr})}};
  j["open"] = {{"k", true}, {"l", Json::object()}};
  j["list"] = Json::array();
  EXPECT_EQ(JsonLayout(j, {"open"}),
            "{\n"
            "  \"z\": 1,\n"
            "  \"a\": {\"x\": 0.123, \"y\": [\"p\", null]},\n"
            "  \"open\": {\n"
            "    \"k\": true,\n"
            "    \"l\": {}\n"
            "  },\n"
            "  \"list\": []\n"
            "}\n");
}

// Paths open nested members: mutate's report is laid out this way (files, each file, its
// mutants, each mutant on a line).
TEST(JsonWriter, OpensTheMembersWhosePathMatches) {
  Json mutants = Json::array({Json{{"id", "1"}}, Json{{"id", "2"}}});
  Json j = {{"v", "2"},
            {"files", {{"a.c", {{"language", "c"}, {"mutants", mutants}}}}},
            {"other", {{"mutants", mutants}}}};
  EXPECT_EQ(JsonLayout(j, {"files", "files/*", "files/*/mutants"}),
            "{\n"
            "  \"v\": \"2\",\n"
            "  \"files\": {\n"
            "    \"a.c\": {\n"
            "      \"language\": \"c\",\n"
            "      \"mutants\": [\n"
            "        {\"id\": \"1\"},\n"
            "        {\"id\": \"2\"}\n"
            "      ]\n"
            "    }\n"
            "  },\n"
            "  \"other\": {\"mutants\": [{\"id\": \"1\"}, {\"id\": \"2\"}]}\n"
            "}\n");
}

}  // namespace
}  // namespace gc

namespace gc {
namespace {

// GitHub's workflow commands ("Workflow commands for GitHub Actions"): in a message %, CR
// and LF are written %25, %0D and %0A; in a property's value : and , also, as %3A and
// %2C. Each expected line below is written out by hand from that rule.
TEST(GithubCommands, EscapeEachByteTheSyntaxReserves) {
  EXPECT_EQ(GithubData("50% done\r\nnext: a, b"), "50%25 done%0D%0Anext: a, b");
  EXPECT_EQ(GithubProperty("50% done\r\nnext: a, b"), "50%25 done%0D%0Anext%3A a%2C b");
  // '%' is escaped once: the %0A of a line end is not read again.
  EXPECT_EQ(GithubData("%0A\n"), "%250A%0A");
  GithubAnnotation a;
  a.file = "src/a,b:c.cpp";
  a.line = 12;
  a.end_line = 12;
  a.column = 5;
  a.end_column = 7;
  a.title = "gamecheck mutate outcome: mutant #3 survived";
  a.message = "i < n -> i <= n\n- x\n+ y";
  EXPECT_EQ(GithubCommand(a),
            "::error file=src/a%2Cb%3Ac.cpp,line=12,endLine=12,col=5,endColumn=7,"
            "title=gamecheck mutate outcome%3A mutant #3 survived::i < n -> i <= n%0A- x%0A+ y\n");
  // Columns only on a one-line span; no line, no place at all.
  a.end_line = 13;
  EXPECT_EQ(GithubCommand(a).substr(0, 50), "::error file=src/a%2Cb%3Ac.cpp,line=12,endLine=13,");
  EXPECT_EQ(GithubCommand(a).find("col="), std::string::npos);
  EXPECT_EQ(GithubCommand({"warning", "", 0, 0, 0, 0, "", "x"}), "::warning::x\n");
}

// A fenced block no line of the text can close: longer than its longest run of backticks.
TEST(GithubCommands, MarkdownCodeFencesOutrunTheText) {
  EXPECT_EQ(MarkdownCode("a\n"), "```text\na\n```\n");
  EXPECT_EQ(MarkdownCode("x ```` y"), "`````text\nx ```` y\n`````\n");
  EXPECT_EQ(MarkdownCell("a|b\nc"), "a\\|b c");
}

}  // namespace
}  // namespace gc
