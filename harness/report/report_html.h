// harness/report/report_html.h — the report of a check as one self-contained HTML page (UTF-8,
// no script, nothing loaded from anywhere): the verdict, the minimal counterexample drawn
// as a picture (an SVG that Graphviz made from DotReport, inlined) and as a table of its
// vertices with the expected and the actual answer of each, the first difference and the
// why sentence, the replay line, and what the schedule covered (families, first cases,
// seed, shard, slowness); the whole text report at the end.
// O(size of the case + the SVG).
// Status: properties/html_report_test.py loads the page in headless Chromium and reads
// what a person sees against the JSON report of the same run.
#pragma once

#include <string>
#include <string_view>

#include "harness/check/check.h"
#include "harness/report/report.h"

namespace gc {

/// Text for HTML element content and quoted attributes: markup characters as entities,
/// valid UTF-8 kept, any other byte (a program's output need not be UTF-8) and control
/// bytes but newline and tab as U+FFFD. O(|s|).
std::string Html(std::string_view s);

/// The page. `svg` is the picture of the minimal case (Graphviz's SVG of DotReport, from
/// its "<svg" on), or "" when there is none; the page then says so and shows the table.
std::string HtmlReport(const Problem& p, const ReportContext& ctx, const CheckResult& r,
                       const std::string& svg);

/// Whether the minimal case of r is worth a picture: a failure on a well-formed case of
/// at most 60 vertices and 200 moves. (Graphviz lays such a case out in well under a
/// second; a random graph of 150 vertices and 400 edges took it 15 s, one of 300 and 2000
/// more than ten minutes.)
bool WantsPicture(const CheckResult& r);

}  // namespace gc
