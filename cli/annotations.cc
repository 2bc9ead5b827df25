// cli/annotations.cc — --annotations github; see annotations.h.
#include "cli/annotations.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>

namespace gc::cli {

std::string CheckAnnotationsArg(const std::string& value) {
  if (value.empty() || value == "github") return "";
  return "bad --annotations '" + value + "' (the one format is 'github')";
}

bool EmitGithub(const char* command, const std::string& commands, const std::string& markdown) {
  std::fwrite(commands.data(), 1, commands.size(), stdout);
  std::fflush(stdout);
  const char* path = std::getenv("GITHUB_STEP_SUMMARY");
  if (!path || !*path || markdown.empty()) return true;
  // Appended, as GitHub asks: every step of a job writes to the file it is given, and a
  // command run twice in one step keeps both summaries.
  std::ofstream out(path, std::ios::app | std::ios::binary);
  out << markdown;
  if (out.flush()) return true;
  std::fprintf(stderr, "gamecheck %s: cannot write %s (GITHUB_STEP_SUMMARY)\n", command, path);
  return false;
}

}  // namespace gc::cli
