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

/// Prints `commands` to standard output and appends `markdown` to the file
/// GITHUB_STEP_SUMMARY names, when set. False, after "gamecheck COMMAND: cannot write ..."
/// on standard error, when the summary cannot be written.
bool EmitGithub(const char* command, const std::string& commands, const std::string& markdown);

}  // namespace gc::cli
