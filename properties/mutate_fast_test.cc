// properties/mutate_fast_test.cc — the work a mutation run saves (mutate/fast.h), seen
// from outside: a mutant with the original's machine code is decided by the compiler
// before any run (its program never starts), ... Each test runs `gamecheck mutate` on a
// variant of the tiny solver with a RUN program that records every start of a mutant
// (GAMECHECK_MUTANT) in a log, so that "not run" is an observed fact, not a claim.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "properties/mutate_util.h"

namespace {

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;
using cli_test::Slurp;
using cli_test::TempDir;

const std::string kTinyCpp = kSource + "/properties/programs/tiny_outcome.cpp";

Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

// Each mutant's status, from the JSON report: id -> status.
std::map<std::string, std::string> Statuses(const std::string& json) {
  std::map<std::string, std::string> out;
  for (std::size_t at = json.find("{\"id\": \""); at != std::string::npos;
       at = json.find("{\"id\": \"", at + 1)) {
    const std::size_t b = at + 8, e = json.find('"', b);
    const std::size_t s = json.find("\"status\": \"", e) + 11;
    out[json.substr(b, e - b)] = json.substr(s, json.find('"', s) - s);
  }
  return out;
}

// The run words that log each start's mutant number (GAMECHECK_MUTANT; "" for a program
// built on its own) to `log`, then run the program.
std::string LoggingRun(const std::string& log) {
  return " -- sh -c 'echo \"m$GAMECHECK_MUTANT\" >> " + log + "; exec \"$0\"' {out}";
}

// The mutant numbers the log saw start.
std::set<std::string> Started(const std::string& log) {
  std::set<std::string> out;
  std::istringstream in(Slurp(log));
  for (std::string w; in >> w;) out.insert(w.substr(1));
  return out;
}

// The tiny solver with a dead store: `int spare = 40;` compiles to the original's code.
std::string WithDeadStore(const std::string& dir) {
  std::string text = Slurp(kTinyCpp);
  const std::string anchor = "  std::vector<char> label(n, 'D');\n";
  const std::size_t at = text.find(anchor);
  if (at == std::string::npos) return "";
  text.insert(at + anchor.size(), "  int spare = 40;\n  (void)spare;\n");
  std::ofstream(dir + "/dead.cpp") << text;
  return dir + "/dead.cpp";
}

TEST(MutateFast, SameMachineCodeIsDecidedBeforeAnyRun) {
  const std::string dir = TempDir("mutate_fast_tce");
  const std::string src = WithDeadStore(dir);
  ASSERT_FALSE(src.empty());
  const std::string log = dir + "/starts.log";
  const Cli r = Shell(kBin + " mutate outcome --quiet --jobs 2 --budget 2 --survivor-budget 2 " +
                      "--max-n 3000 --mutators IntegerLiteral --json " + dir + "/r.json " + src +
                      LoggingRun(log));
  ASSERT_EQ(r.status, 0) << r.out;
  const auto st = Statuses(Slurp(dir + "/r.json"));
  const std::set<std::string> started = Started(log);
  ASSERT_TRUE(started.count("0")) << "the original's runs are not in the log";
  std::size_t same = 0, ran = 0;
  const std::string json = Slurp(dir + "/r.json");
  for (const auto& [id, status] : st) {
    const std::size_t at = json.find("{\"id\": \"" + id + "\"");
    const bool same_code = json.find("\"gamecheckStatus\": \"equivalent (same machine code)\"",
                                     at) == json.find("\"gamecheckStatus\": ", at);
    if (same_code) {
      ++same;
      EXPECT_EQ(started.count(id), 0u) << "mutant " << id << " has the original's machine code "
                                       << "but was started";
    } else if (status == "Killed") {
      ran += started.count(id);
    }
  }
  // 40 -> 41 and 40 -> 39 at least; and the log does see the mutants that were run.
  EXPECT_GE(same, 2u) << r.out;
  EXPECT_GT(ran, 0u) << r.out;
  EXPECT_NE(r.out.find("dead.cpp:30:15  IntegerLiteral  '40' -> '41'"), std::string::npos) << r.out;
}

}  // namespace
