// properties/report_html_test.cc — what no browser test can see by looking: the HTML pages
// of check and mutate stay well formed whatever a program prints or a report holds
// (markup, a "</script>", bytes that are not UTF-8), and the mutate page holds the JSON
// report as it was written. The pages as shown are tested in headless Chromium by
// properties/html_report_test.py.
#include "harness/report/report_html.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "mutate/report/report_html.h"

namespace gc {
namespace {

std::size_t Count(const std::string& s, std::string_view what) {
  std::size_t k = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++k;
  return k;
}

TEST(Html, EscapesMarkupAndKeepsUtf8) {
  EXPECT_EQ(Html("<a href=\"x\" title='y'>&</a>"),
            "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  EXPECT_EQ(Html("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x99\x82\n\t"),
            "caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x99\x82\n\t");
}

TEST(Html, ReplacesBytesThatAreNotUtf8AndControlBytes) {
  const std::string bad = "\xef\xbf\xbd";  // U+FFFD
  EXPECT_EQ(Html("a\xff"
                 "b"),
            "a" + bad + "b");
  EXPECT_EQ(Html("\xc0\xaf"), bad + bad);            // an overlong '/'
  EXPECT_EQ(Html("\xed\xa0\x80"), bad + bad + bad);  // a surrogate
  EXPECT_EQ(Html("\xe2\x80"), bad + bad);            // cut short
  EXPECT_EQ(Html(std::string("\x01\x1b[31m\x7f", 7)), bad + bad + "[31m" + bad);
}

// A program that answers the spec's first outcome example with markup and a byte that is
// not UTF-8: the page shows them as text, and nothing of them is a tag.
TEST(CheckHtml, WhatAProgramPrintsIsTextOnThePage) {
  const Problem& p = *FindProblem("outcome");
  const Subject liar = [](std::string_view, const Deadline&) {
    RunResult r;
    r.end = RunResult::End::kExited;
    r.status = 0;
    r.out = "<script>alert(1)</script>\xff\n";
    r.err = "</pre><b>bold</b>";
    return r;
  };
  CheckOptions o;
  o.cases = 1;
  o.tiers = static_cast<unsigned>(Tier::kExamples);
  o.shrink_time = std::chrono::milliseconds(0);
  const CheckResult r = RunCheck(p, liar, o);
  ASSERT_TRUE(r.failure);
  ReportContext ctx;
  ctx.problem = "outcome";
  ctx.program = {"./liar", "<arg>"};
  const std::string page = HtmlReport(p, ctx, r, "");
  EXPECT_EQ(page.rfind("<!doctype html>\n", 0), 0u);
  EXPECT_NE(page.find("<meta charset=\"utf-8\">"), std::string::npos);
  EXPECT_EQ(Count(page, "<script"), 0u) << page;
  EXPECT_EQ(Count(page, "<b>"), 0u);
  EXPECT_NE(page.find("&lt;script&gt;alert(1)&lt;/script&gt;\xef\xbf\xbd"), std::string::npos);
  EXPECT_NE(page.find("program ./liar &#39;&lt;arg&gt;&#39;"), std::string::npos);
  // Every <pre> is closed once: a program's "</pre>" is text.
  EXPECT_EQ(Count(page, "<pre"), Count(page, "</pre>"));
  EXPECT_NE(page.find("id=\"no-picture\""), std::string::npos);
}

// The JSON goes in whole, every '<' written \u003c, so that the three <script> elements
// (the viewer, the report, the line that hands it over) are all the page has.
TEST(MutateHtml, TheReportCannotEndItsScriptElement) {
  if (!mutate::HtmlViewerAvailable()) GTEST_SKIP() << mutate::HtmlViewerMissing();
  const std::string json = "{\"a\": \"</script><script>alert(1)</script><!--\", \"b\": [1, 2]}";
  const std::string page = mutate::HtmlPage(json, "t <1>");
  EXPECT_EQ(page.rfind("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">", 0), 0u);
  EXPECT_EQ(Count(page, "<script"), 3u);
  EXPECT_EQ(Count(page, "</script>"), 3u);
  EXPECT_NE(page.find("{\"a\": \"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--\", "
                      "\"b\": [1, 2]}"),
            std::string::npos);
  EXPECT_NE(page.find("<title>t &lt;1&gt;</title>"), std::string::npos);
  // The viewer's bundle, whole.
  EXPECT_NE(page.find(std::string_view(mutate::kElementsBundle, mutate::kElementsBundleSize)),
            std::string::npos);
}

}  // namespace
}  // namespace gc
