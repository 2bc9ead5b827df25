// properties/mutate_cli_util.h — what the tests of `gamecheck mutate`'s command line share
// (properties/mutate_contract_test.cc, mutate_select_test.cc, mutate_shard_test.cc): run a
// command, read a file, a fresh temporary directory, the parts of a text summary.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace mutate_cli {

inline const std::string kBin = GAMECHECK_BIN;
inline const std::string kSource = GAMECHECK_SOURCE_DIR;
inline const std::string kSchema = GAMECHECK_MUTATION_SCHEMA;

struct Cli {
  int status = -1;
  std::string out;
};

/// Runs a command line through the shell (test code only): its stdout and exit status;
/// stderr is dropped unless the command redirects it (2>&1 at its end keeps it).
inline Cli Shell(const std::string& cmd) {
  Cli r;
  FILE* f = popen(("{ " + cmd + "; } 2>/dev/null").c_str(), "r");
  char buf[4096];
  std::size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0) r.out.append(buf, got);
  const int rc = pclose(f);
  r.status = WIFEXITED(rc) ? WEXITSTATUS(rc) : 128 + WTERMSIG(rc);
  return r;
}

inline std::string TempDir(const std::string& name) {
  namespace fs = std::filesystem;
  const fs::path d = fs::path(::testing::TempDir()) / (name + "_" + std::to_string(getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d.string();
}

inline std::string Slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

/// The lines of text that contain `part`, joined by newlines.
inline std::string LinesWith(const std::string& text, const std::string& part) {
  std::istringstream lines(text);
  std::string line, out;
  while (std::getline(lines, line))
    if (line.find(part) != std::string::npos) out += line + "\n";
  return out;
}

/// The block of a text summary about the mutant at `where` ("file:line:col  Mutator"),
/// from its line to the next mutant's or the next section.
inline std::string Entry(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  const std::size_t end = std::min(summary.find("\n  #", at), summary.find("\n\n", at));
  return summary.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

/// The section header ("killed", "LIKELY EQUIVALENT") before `where` in the summary.
inline std::string SectionOf(const std::string& summary, const std::string& where) {
  const std::size_t at = summary.find(where);
  if (at == std::string::npos) return "";
  std::istringstream lines(summary.substr(0, at));
  std::string line, last;
  while (std::getline(lines, line))
    if (!line.empty() && line[0] != ' ' && line.ends_with("):") &&
        line.find(" (") != std::string::npos)
      last = line.substr(0, line.rfind(" ("));
  return last;
}

/// The count line of a summary ("22 mutants of F: 19 killed, ... stillborn"), without
/// what follows the counts (the time and jobs, which differ from run to run).
inline std::string CountLine(const std::string& summary) {
  const std::size_t at = summary.rfind(" mutants of ");
  if (at == std::string::npos) return "";
  const std::size_t start = summary.rfind('\n', at) + 1;
  std::string l = summary.substr(start, summary.find('\n', at) - start);
  return l.substr(0, l.find(';'));
}

/// python3 -c CODE ARGS: its output (for reading JSON in a test without a JSON library).
inline Cli Python(const std::string& code, const std::string& args) {
  return Shell("python3 -c '" + code + "' " + args);
}

}  // namespace mutate_cli
