// properties/mutate_resource_test.cc — resource constants in `gamecheck mutate`
// (mutate/decide/resource.h): a mutant of a recursion limit or a thread's stack size that
// answers as the original does is "not infected" when the original's own use on its
// largest cases stays below both limits, and says so with the figure; where it is not,
// the mutants are left for a person, with the figure that says why (the rule itself, on
// figures written by hand: properties/mutate_units_test.cc).
#include <gtest/gtest.h>

#include <fstream>
#include <initializer_list>
#include <string>

#include "properties/mutate_util.h"

namespace {

using namespace cli_test;

// The mutants of `wheres` (parts of --list lines) of the program `src`, run with small
// budgets: the summary, and the JSON report in *json.
Cli MutateAt(const std::string& src, std::initializer_list<std::string> wheres,
             std::string* json) {
  const Cli list = Shell(kBin + " mutate grundy --list " + src);
  const std::string ids = IdsAt(list.out, wheres);
  EXPECT_NE(ids, "") << list.out;
  const std::string report = TempDir("mutate_resource") + "/report.json";
  const Cli run = Shell(kBin + " mutate grundy --quiet --mutant " + ids +
                        " --contract-cases 0 --mutant-time 1 --survivor-time 1 --max-n 2000" +
                        " --timeout 10 --jobs 2 --json " + report + " " + src);
  *json = Slurp(report);
  return run;
}

// properties/programs/recursive_grundy.py raises the recursion limit to 10**6 and the
// thread stack to 1 << 27 for a search whose deepest stack on a chain of 2,000 vertices
// is about 2,000 frames, in about 30 MB: `10**6` -> `9**6` (531,441), `10**6` -> `10**5`
// and `1 << 27` -> `1 << 26` can be told apart by no case, and are not infected, with the
// figures. `0 << 27` asks for the platform's default stack: no figure decides it.
TEST(MutateResource, LimitsFarAboveTheOriginalsUseAreNotInfected) {
  std::string json;
  const Cli run = MutateAt(kSource + "/properties/programs/recursive_grundy.py",
                           {"63:23  IntegerLiteral         '10' -> '9'",
                            "63:27  IntegerLiteral         '6' -> '5'",
                            "64:22  IntegerLiteral         '1' -> '0'",
                            "64:27  IntegerLiteral         '27' -> '26'"},
                           &json);
  EXPECT_EQ(run.status, 0) << run.out;
  for (const std::string where : {"63:23  IntegerLiteral  '10' -> '9'",
                                  "63:27  IntegerLiteral  '6' -> '5'",
                                  "64:27  IntegerLiteral  '27' -> '26'"})
    EXPECT_EQ(SectionOf(run.out, "recursive_grundy.py:" + where), "not infected")
        << where << "\n" << run.out;
  EXPECT_EQ(SectionOf(run.out, "recursive_grundy.py:64:22  IntegerLiteral  '1' -> '0'"),
            "LIKELY EQUIVALENT")
      << run.out;
  EXPECT_NE(json.find("\"statusReason\": \"not infected: the original's "), std::string::npos)
      << json;
  for (const std::string figure :
       {"frames; the mutated limit 531,441 and the original's 1,000,000 are both above twice "
        "that",
        "frames; the mutated limit 100,000 and the original's 1,000,000 are both above twice "
        "that",
        " bytes, every thread's stack in it; the mutated stack size 67,108,864 and the "
        "original's 134,217,728 are both above that"})
    EXPECT_NE(json.find(figure), std::string::npos) << figure << "\n" << json;
}

// The same solver with the limit at 3,000, as one that counted its need closely: its
// deepest stack on a chain of 2,000 vertices is about 2,000 frames, so the mutants 2,999
// and 3,001 answer as it does, but twice its depth is above them: CPython may count a
// frame twice, and the figure cannot tell that they never reach the limit. They are left
// for a person, each saying why.
TEST(MutateResource, ALimitWithinTwiceTheOriginalsDepthIsLeftForAPerson) {
  const std::string dir = TempDir("mutate_resource_close");
  std::string text = Slurp(kSource + "/properties/programs/recursive_grundy.py");
  const std::string limit = "sys.setrecursionlimit(10**6)";
  ASSERT_NE(text.find(limit), std::string::npos);
  text.replace(text.find(limit), limit.size(), "sys.setrecursionlimit(3000)");
  std::ofstream(dir + "/close_grundy.py") << text;
  std::string json;
  const Cli run = MutateAt(dir + "/close_grundy.py",
                           {"63:23  IntegerLiteral         '3000' -> '2999'",
                            "63:23  IntegerLiteral         '3000' -> '3001'"},
                           &json);
  EXPECT_EQ(run.status, 0) << run.out;
  for (const std::string where : {"63:23  IntegerLiteral  '3000' -> '2999'",
                                  "63:23  IntegerLiteral  '3000' -> '3001'"}) {
    const std::string at = "close_grundy.py:" + where;
    EXPECT_EQ(SectionOf(run.out, at), "LIKELY EQUIVALENT") << run.out;
    EXPECT_NE(Entry(run.out, at).find(" frames; the mutated limit "), std::string::npos)
        << run.out;
    EXPECT_NE(Entry(run.out, at).find(" are not both above twice that"), std::string::npos)
        << run.out;
  }
}

}  // namespace
