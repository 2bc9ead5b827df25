// properties/mutate_layout_test.cc — `gamecheck mutate` meets valid input in every layout
// (harness/cases/layout.h): the mutant of properties/programs/picky_outcome.cc's reader
// that stops taking tabs and CRs as separators ('|| c == '\t' && c == '\r''), which answers
// every canonically laid-out input as the original does (it was "likely equivalent" when
// the schedule wrote that layout alone), is killed as a reader that rejects valid input.
// The mutant is found by its place in the source, worked out here from the text.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "properties/cli_util.h"
#include "properties/mutate_util.h"

namespace {

using cli_test::Cli;
using cli_test::kBin;
using cli_test::kSource;

const std::string kPicky = kSource + "/properties/programs/picky_outcome.cc";

Cli Shell(const std::string& cmd) { return cli_test::Shell(cmd, cli_test::Err::kLastDropped); }

// "picky_outcome.cc:L:C  LogicalOperator": the '||' before "c == '\r'" in IsSep.
std::string TabAndCrMutant() {
  std::ifstream f(kPicky);
  std::string line;
  for (int l = 1; std::getline(f, line); ++l)
    if (line.starts_with("bool IsSep"))
      return "picky_outcome.cc:" + std::to_string(l) + ":" +
             std::to_string(line.rfind("|| c == '\\r'") + 1) + "  LogicalOperator";
  return "IsSep not found";
}

// The id of the mutant at `where`, from the run's --list ("#60 path:L:C  Mutator ...").
std::string IdOf(const std::string& where) {
  std::istringstream lines(Shell(kBin + " mutate outcome --list " + kPicky).out);
  std::string line;
  while (std::getline(lines, line))
    if (line.find(where) != std::string::npos && line.starts_with("#"))
      return line.substr(1, line.find(' ') - 1);
  return "";
}

TEST(MutateLayout, AReaderMutantThatDropsTabsAndCrsIsKilledAsRejectingValidInput) {
  const std::string where = TabAndCrMutant();
  const std::string id = IdOf(where);
  ASSERT_NE(id, "") << where;
  const Cli r = Shell(kBin + " mutate outcome --mutant " + id + " " + kPicky);
  const std::string entry = cli_test::Entry(r.out, where);
  ASSERT_NE(entry, "") << where << "\n" << r.out;
  EXPECT_EQ(cli_test::SectionOf(r.out, where), "killed") << r.out;
  EXPECT_NE(entry.find("rejects valid input ("), std::string::npos) << entry;
}

}  // namespace
