// cli/commands.cc — dispatch of the longer subcommands; see commands.h.
#include "cli/commands.h"

namespace gc::cli {

int RunCommand(const std::vector<std::string_view>& args) {
  (void)args;
  return -1;
}

}  // namespace gc::cli
