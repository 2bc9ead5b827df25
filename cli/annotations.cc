// cli/annotations.cc — --annotations github; see annotations.h.
#include "cli/annotations.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>

#include "harness/report/github.h"

namespace gc::cli {

std::string CheckAnnotationsArg(const std::string& value) {
  if (value.empty() || value == "github") return "";
  return "bad --annotations '" + value + "' (the one format is 'github')";
}

std::string WithoutCommands(const std::string& text) {
  // A token no one can guess from the program's side (GitHub asks for one that is random
  // and unique to the run), drawn again in the unlikely case that the text holds it.
  std::random_device rd;
  std::string token;
  do {
    char hex[33];
    std::snprintf(hex, sizeof hex, "%08x%08x%08x%08x", rd(), rd(), rd(), rd());
    token = std::string("gamecheck-") + hex;
  } while (text.find(token) != std::string::npos);
  const bool open_line = !text.empty() && text.back() != '\n';
  return "::stop-commands::" + token + "\n" + text + (open_line ? "\n" : "") + "::" + token +
         "::\n";
}

void EmitGithub(const char* command, const std::string& commands, const std::string& markdown) {
  std::fwrite(commands.data(), 1, commands.size(), stdout);
  std::fflush(stdout);
  const char* path = std::getenv("GITHUB_STEP_SUMMARY");
  if (!path || !*path || markdown.empty()) return;
  // Appended, as GitHub asks: every step of a job writes to the file it is given, and a
  // command run twice in one step keeps both summaries.
  errno = 0;
  std::ofstream out(path, std::ios::app | std::ios::binary);
  out << markdown;
  if (out.flush()) return;
  const std::string why = std::string("cannot write ") + path + " (GITHUB_STEP_SUMMARY)" +
                          (errno ? std::string(": ") + std::strerror(errno) : "") +
                          "; the verdict stands";
  std::fprintf(stderr, "gamecheck %s: warning: %s\n", command, why.c_str());
  GithubAnnotation a;
  a.level = "warning";
  a.title = std::string("gamecheck ") + command;
  a.message = why;
  const std::string warning = GithubCommand(a);
  std::fwrite(warning.data(), 1, warning.size(), stdout);
  std::fflush(stdout);
}

}  // namespace gc::cli
