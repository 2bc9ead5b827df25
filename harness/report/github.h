// harness/report/github.h — reports for a pull request on GitHub: workflow commands
// (`::error file=F,line=L,title=T::MESSAGE`, GitHub's "Workflow commands for GitHub
// Actions": in a message %, CR and LF are written %25, %0D and %0A; in a property value
// : and , also, as %3A and %2C), so that a finding shows on the run and on its line of the
// diff; and the Markdown of the step summary (GITHUB_STEP_SUMMARY). check's here,
// mutate's in mutate/report/github.h on the same escapes. O(size of the report).
// Status: properties/github_test.cc (escapes, against a parser written from GitHub's
// syntax), examples/github/run_workflow.py (the example workflow run locally).
#pragma once

#include <string>
#include <string_view>

#include "harness/check/check.h"
#include "harness/report/report.h"

namespace gc {

/// A message of a workflow command: % CR LF escaped.
std::string GithubData(std::string_view s);
/// A property's value (file, title): % CR LF : , escaped.
std::string GithubProperty(std::string_view s);

/// One annotation. `level` is "error", "warning" or "notice"; line 0: none (then no
/// column either); columns only on a one-line span (GitHub ignores them otherwise).
struct GithubAnnotation {
  std::string level = "error";
  std::string file;
  unsigned line = 0, end_line = 0, column = 0, end_column = 0;
  std::string title;
  std::string message;
};
/// The workflow command of `a`, one line ending in '\n'.
std::string GithubCommand(const GithubAnnotation& a);

/// A Markdown fenced code block of `text`: a fence of backticks longer than any run of
/// them in the text (CommonMark), so no line of it can end the block.
std::string MarkdownCode(const std::string& text);
/// `text` in a Markdown table cell or a line: | escaped, line ends as spaces.
std::string MarkdownCell(const std::string& text);

/// check's annotations: for a failure one error (title: the verdict and the case; message:
/// the report with the minimal case and the why), for slowness alone a warning, for an
/// interruption a warning; nothing for a pass.
std::string CheckAnnotations(const Problem& p, const ReportContext& ctx, const CheckResult& r);
/// check's step summary: a heading with the verdict, then the minimal case, expected and
/// actual, the why and the replay line; for a pass the cases run and the families met.
std::string CheckSummary(const Problem& p, const ReportContext& ctx, const CheckResult& r);

}  // namespace gc
