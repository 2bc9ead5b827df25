// cli/commands.h — the longer subcommands (check, mutants, ...) live in their own files
// and are dispatched from here, so main.cc stays a switchboard.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gc::cli {

/// Runs args[0] as a subcommand; returns its exit status, or -1 if args[0] is unknown.
int RunCommand(const std::vector<std::string_view>& args);

/// What the man page says of a subcommand, from the same texts and flag table as its
/// --help: its name, usage lines (one a line, without "usage: "), what it does, and its
/// options as roff (FlagsMan of cli/flags.h).
struct CommandDoc {
  std::string name;
  std::string usage;
  std::string about;
  std::string options_roff;
};
CommandDoc CheckDoc();    // cli/check_args.cc
CommandDoc MutantsDoc();  // cli/mutants_cmd.cc
CommandDoc MutateDoc();   // cli/mutate_cmd.cc
CommandDoc JudgeDoc();    // cli/judge_cmd.cc
CommandDoc CasesDoc();    // cli/cases_cmd.cc

/// Prints the man page gamecheck(1) as roff on standard output (`gamecheck help --man`,
/// hidden; the build writes gamecheck.1 with it); returns 0.
int PrintManPage();

}  // namespace gc::cli
