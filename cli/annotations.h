// cli/annotations.h — `--annotations github` of check and mutate (and mutate --merge):
// the workflow commands on standard output, after the text report, and the Markdown
// summary appended to GITHUB_STEP_SUMMARY when it is set (GitHub sets it for every step).
// The reports themselves: harness/report/github.h, mutate/report/github.h.
#pragma once

#include <string>

namespace gc::cli {

/// "" when `value` names a format --annotations knows ("" for none, "github"), else the
/// usage error.
std::string CheckAnnotationsArg(const std::string& value);

/// `text` (a command's text report) as it goes to the log of a GitHub Actions step under
/// --annotations github: between `::stop-commands::TOKEN` and `::TOKEN::`, TOKEN random
/// and found nowhere in the text, so that no line of it runs as a workflow command. The
/// report echoes what the program printed, and the runner takes a line for a command
/// after trimming its leading whitespace (and `##[...]` anywhere in it): a solver's
/// `::stop-commands::`, `::add-mask::` or forged `::error` would act otherwise.
std::string WithoutCommands(const std::string& text);

/// Prints `commands` to standard output and appends `markdown` to the file
/// GITHUB_STEP_SUMMARY names, when set. A summary that cannot be written is a warning
/// ("gamecheck COMMAND: warning: cannot write ..." on standard error, and a ::warning
/// command), never a failure: the step's verdict stays the run's.
void EmitGithub(const char* command, const std::string& commands, const std::string& markdown);

}  // namespace gc::cli
