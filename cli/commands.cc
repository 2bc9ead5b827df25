// cli/commands.cc — dispatch of the longer subcommands; see commands.h.
// Each subcommand lives in its own cli/<name>_cmd.cc and adds one line to the table.
#include "cli/commands.h"

#include <string_view>

namespace gc::cli {

struct Command {
  std::string_view name;
  int (*run)(const std::vector<std::string_view>& args);  // args[0] is the command name
};

// Declarations of the subcommands (one line each).
int CheckCommand(const std::vector<std::string_view>& args);  // cli/check_cmd.cc
int RunMutants(const std::vector<std::string_view>& args);   // cli/mutants_cmd.cc
int MutateCommand(const std::vector<std::string_view>& args);  // cli/mutate_cmd.cc
int ProblemsCommand(const std::vector<std::string_view>& args);  // cli/problems_cmd.cc
int JudgeCommand(const std::vector<std::string_view>& args);  // cli/judge_cmd.cc
int CasesCommand(const std::vector<std::string_view>& args);  // cli/cases_cmd.cc

int RunCommand(const std::vector<std::string_view>& args) {
  static const Command kCommands[] = {
      {"check", CheckCommand},
      {"mutants", RunMutants},
      {"mutate", MutateCommand},
      {"problems", ProblemsCommand},
      {"judge", JudgeCommand},
      {"cases", CasesCommand},
  };
  for (const Command& c : kCommands)
    if (c.run && c.name == args[0]) return c.run(args);
  return -1;
}

}  // namespace gc::cli
