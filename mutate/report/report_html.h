// mutate/report/report_html.h — the report of a mutation run as one self-contained HTML page:
// the mutation-testing-elements web component (Stryker's viewer; its one-file bundle is
// compiled into gamecheck from the npm package, see mutate/CMakeLists.txt) with the
// report of SchemaJson inside, so the page opens offline from a file and shows each
// mutant on the source, filterable by status, with the viewer's score.
// O(bundle + report).
// Status: properties/html_report_test.py opens the page in headless Chromium and counts
// the mutants the viewer shows against the JSON report of the same run.
#pragma once

#include <cstddef>
#include <string>

#include "mutate/mutate.h"

namespace gc::mutate {

/// The embedded bundle (empty when the build had none) and its package version.
extern const char kElementsBundle[];
extern const std::size_t kElementsBundleSize;
extern const char kElementsVersion[];

/// Whether this build embeds the viewer; without it HtmlPage cannot be written.
bool HtmlViewerAvailable();

/// What a person is told when the viewer is missing (for the exit-2 message).
std::string HtmlViewerMissing();

/// The page around a report in the mutation-testing-report-schema (SchemaJson's output,
/// embedded unchanged but with every '<' written \u003c, so that nothing in it can end
/// its <script> element). `title` follows the viewer's own in the page's title.
/// Precondition: HtmlViewerAvailable().
std::string HtmlPage(const std::string& schema_json, const std::string& title);

/// HtmlPage(SchemaJson(o, r)) titled by the problem and the source.
std::string HtmlReport(const Options& o, const Result& r);

}  // namespace gc::mutate
