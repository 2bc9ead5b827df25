// properties/cli_util.h — what the tests of the built gamecheck's command line share: run a
// command line through the shell (its stdout and exit status), read a file, a fresh
// temporary directory, the lines of a text that contain a part, python3 -c. The summary
// parsers of `gamecheck mutate` are in properties/mutate_util.h.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace cli_test {

inline const std::string kBin = GAMECHECK_BIN;

/// A shell command's prefix (ends in "; ") that bounds its memory: `address_mb` MB of
/// address space (ulimit -v). AddressSanitizer reserves terabytes of shadow address space
/// at start, so under it the bound is its own, `asan_allocation_mb` on any one allocation
/// (a buffer that grows with the input fails it).
inline std::string MemoryBound(unsigned address_mb, unsigned asan_allocation_mb) {
#if defined(GAMECHECK_UNDER_ASAN)
  (void)address_mb;
  return "export ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}max_allocation_size_mb=" +
         std::to_string(asan_allocation_mb) + "\"; ";
#else
  (void)asan_allocation_mb;
  return "ulimit -v " + std::to_string(address_mb * 1000) + "; ";
#endif
}
inline const std::string kSource = GAMECHECK_SOURCE_DIR;
/// The programs built with the tests (properties/programs/: outcome_solver, ...).
inline const std::string kPrograms =
    (std::filesystem::path(kBin).parent_path() / "properties/programs").string();
/// The interpreter the build found (GAMECHECK_PYTHON), else python3 from PATH.
inline const std::string kPython =
    std::string(GAMECHECK_PYTHON).empty() ? "python3" : GAMECHECK_PYTHON;

struct Cli {
  int status = -1;
  std::string out;  // standard output (and standard error where the command line says so)
  std::string err;  // standard error, where a caller reads it from a file of its own
};

/// Runs `line` through the shell exactly as given (test code only): its stdout and exit
/// status (128 + the signal when one ended it).
inline Cli Popen(const std::string& line) {
  Cli r;
  FILE* f = popen(line.c_str(), "r");
  char buf[4096];
  std::size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0) r.out.append(buf, got);
  const int rc = pclose(f);
  r.status = WIFEXITED(rc) ? WEXITSTATUS(rc) : 128 + WTERMSIG(rc);
  return r;
}

/// What becomes of the standard error of a command line given to Shell.
enum class Err {
  kDropped,      // `{ cmd; } 2>/dev/null`: every command's, unless cmd redirects it itself
                 // (2>&1 at its end keeps the last command's)
  kLastDropped,  // `cmd 2>/dev/null`: the last command's (a 2>&1 at cmd's end is undone)
  kKept,         // `cmd 2>&1`: the last command's, with its stdout
};

/// Runs a command line through the shell (test code only): its stdout and exit status.
inline Cli Shell(const std::string& cmd, Err err = Err::kDropped) {
  switch (err) {
    case Err::kLastDropped:
      return Popen(cmd + " 2>/dev/null");
    case Err::kKept:
      return Popen(cmd + " 2>&1");
    case Err::kDropped:
      break;
  }
  return Popen("{ " + cmd + "; } 2>/dev/null");
}

/// `cmd` without the sharding variables of this test's own environment, GoogleTest's and
/// Bazel's, nor Bazel's XML_OUTPUT_FILE (gamecheck check reads them: a sharded run of a
/// test must not shard the checks it starts, nor write its JUnit over the test's).
inline std::string Unsharded(const std::string& cmd) {
  return "unset GTEST_TOTAL_SHARDS GTEST_SHARD_INDEX GTEST_SHARD_STATUS_FILE TEST_TOTAL_SHARDS "
         "TEST_SHARD_INDEX TEST_SHARD_STATUS_FILE XML_OUTPUT_FILE; " +
         cmd;
}

/// Shell(Unsharded(cmd), err): a command line that runs gamecheck check, whose shards
/// must not follow this test's own.
inline Cli UnshardedShell(const std::string& cmd, Err err = Err::kLastDropped) {
  return Shell(Unsharded(cmd), err);
}

/// A parameterised test's name from its parameter's `mode` ("outcome-counter16" ->
/// "outcome_counter16": GoogleTest names take no dash).
struct NameByMode {
  template <class P>
  std::string operator()(const ::testing::TestParamInfo<P>& info) const {
    std::string name = info.param.mode;
    for (char& c : name)
      if (c == '-') c = '_';
    return name;
  }
};

/// A fresh, empty directory `name`_<pid> in GoogleTest's temporary directory.
inline std::string TempDir(const std::string& name) {
  namespace fs = std::filesystem;
  const fs::path d = fs::path(::testing::TempDir()) / (name + "_" + std::to_string(getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d.string();
}

/// The file's bytes ("" when it cannot be opened).
inline std::string Slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

/// The file's text, or "" when it cannot be read: a /proc file of a process that exits
/// while it is read fails with ESRCH (which libstdc++ throws from the stream buffer).
inline std::string ReadFile(const std::filesystem::path& p) {
  try {
    std::ifstream f(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), {});
  } catch (const std::exception&) {
    return "";
  }
}

/// The lines of text that contain `part`, joined by newlines.
inline std::string LinesWith(const std::string& text, const std::string& part) {
  std::istringstream lines(text);
  std::string line, out;
  while (std::getline(lines, line))
    if (line.find(part) != std::string::npos) out += line + "\n";
  return out;
}

/// python3 -c CODE ARGS: its output (for reading JSON in a test without a JSON library).
inline Cli Python(const std::string& code, const std::string& args) {
  return Shell("python3 -c '" + code + "' " + args);
}

}  // namespace cli_test
