// cli/commands.h — the longer subcommands (check, mutants, ...) live in their own files
// and are dispatched from here, so main.cc stays a switchboard.
#pragma once

#include <string_view>
#include <vector>

namespace gc::cli {

/// Runs args[0] as a subcommand; returns its exit status, or -1 if args[0] is unknown.
int RunCommand(const std::vector<std::string_view>& args);

}  // namespace gc::cli
