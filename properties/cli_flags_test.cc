// properties/cli_flags_test.cc — the shared flag parser of the command line (cli/flags.h)
// on both flag tables, cli/check_flags.def and cli/mutants_flags.def: defaults, values in
// both spellings, bool flags that take no value, unknown flags, missing values and bad
// numbers as one-line errors, and a --help that lists every row of each table (in process
// and from the built gamecheck, whose usage errors must exit 2 with a one-line message);
// the man page (`gamecheck help --man`) lists every row of each table too, escaped for
// roff, and --version prints the project version.
#include "cli/flags.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "harness/check/check.h"
#include "harness/check/kill_matrix.h"
#include "properties/cli_util.h"

namespace gc {
namespace {

#define GC_FLAGS_STRUCT CheckFlags
#define GC_FLAGS_FILE "cli/check_flags.def"
#include "cli/flags_struct.inc"

#define GC_FLAGS_STRUCT MutantsFlags
#define GC_FLAGS_FILE "cli/mutants_flags.def"
#include "cli/flags_struct.inc"

#define GC_FLAGS_STRUCT MutateFlags
#define GC_FLAGS_FILE "cli/mutate_flags.def"
#include "cli/flags_struct.inc"

// The flag names of each table, read from the .def files apart from the parser's own rows.
const std::vector<std::string> kCheckNames = {
#define GC_FLAG(type, member, flag, def, meta, help) flag,
#include "cli/check_flags.def"
#undef GC_FLAG
};
const std::vector<std::string> kMutantsNames = {
#define GC_FLAG(type, member, flag, def, meta, help) flag,
#include "cli/mutants_flags.def"
#undef GC_FLAG
};
const std::vector<std::string> kMutateNames = {
#define GC_FLAG(type, member, flag, def, meta, help) flag,
#include "cli/mutate_flags.def"
#undef GC_FLAG
};

// Parses a command line of flags (words split on spaces) into opts; "" or the error.
template <class Opts>
std::string Parse(const std::vector<std::string_view>& words, Opts* opts,
                  std::string_view stray_hint = "") {
  return cli::ParseFlags(words, 0, words.size(), opts, stray_hint);
}

using cli_test::Cli;  // out: standard output and standard error together

// The built gamecheck with `args`, through the shell: its stdout and stderr, exit status.
Cli Shell(const std::string& args) {
  return cli_test::Shell(cli_test::kBin + " " + args, cli_test::Err::kKept);
}

TEST(CliFlags, DefaultsAreTheTablesOwn) {
  const CheckFlags c;
  EXPECT_EQ(c.seed, kDefaultCheckSeed);
  EXPECT_EQ(c.cases, 5000u);
  EXPECT_EQ(c.tiers, "all");
  EXPECT_EQ(c.only_case, -1);
  EXPECT_EQ(c.timeout, 2.0);
  EXPECT_EQ(c.output_limit, 64u);
  EXPECT_FALSE(c.quiet);
  EXPECT_TRUE(c.builtin.empty());
  const MutantsFlags m;
  EXPECT_EQ(m.seed, 1u);
  EXPECT_EQ(m.cases, 2000u);
  EXPECT_EQ(m.corpus, "corpus");
  EXPECT_EQ(m.repeat, 1u);
  EXPECT_FALSE(m.no_shrink);
  EXPECT_TRUE(m.layers.empty());
  EXPECT_TRUE(m.mutants.empty());
  MutantsFlags parsed;
  EXPECT_EQ(Parse({}, &parsed), "");
  EXPECT_EQ(parsed.cases, 2000u);
}

TEST(CliFlags, ValuesInBothSpellings) {
  CheckFlags c;
  ASSERT_EQ(Parse({"--cases", "7", "--seed=9", "--timeout", "0.5", "--case", "-3", "--quiet",
                   "--tiers=random,shapes", "--builtin", "mutant:multi-edge"},
                  &c),
            "");
  EXPECT_EQ(c.cases, 7u);
  EXPECT_EQ(c.seed, 9u);
  EXPECT_EQ(c.timeout, 0.5);
  EXPECT_EQ(c.only_case, -3);
  EXPECT_TRUE(c.quiet);
  EXPECT_EQ(c.tiers, "random,shapes");
  EXPECT_EQ(c.builtin, "mutant:multi-edge");
  MutantsFlags m;
  ASSERT_EQ(Parse({"--layers", "exhaustive,random", "--mutants=multi-edge", "--repeat", "3",
                   "--no-shrink", "--json", "out.json"},
                  &m),
            "");
  EXPECT_EQ(m.layers, "exhaustive,random");
  EXPECT_EQ(m.mutants, "multi-edge");
  EXPECT_EQ(m.repeat, 3u);
  EXPECT_TRUE(m.no_shrink);
  EXPECT_EQ(m.json, "out.json");
  EXPECT_EQ(m.cases, 2000u);  // untouched flags keep their defaults
}

TEST(CliFlags, ABoolFlagTakesNoValue) {
  MutantsFlags m;
  // The word after --no-shrink is not its value: here it is the next flag...
  ASSERT_EQ(Parse({"--no-shrink", "--seed", "4"}, &m), "");
  EXPECT_TRUE(m.no_shrink);
  EXPECT_EQ(m.seed, 4u);
  // ... and here a stray argument.
  MutantsFlags m2;
  EXPECT_EQ(Parse({"--no-shrink", "yes"}, &m2), "unexpected argument 'yes'");
  // A value only after '='.
  CheckFlags c;
  c.quiet = true;
  EXPECT_EQ(Parse({"--quiet=no"}, &c), "");
  EXPECT_FALSE(c.quiet);
  EXPECT_EQ(Parse({"--quiet=maybe"}, &c), "bad value 'maybe' for --quiet");
}

TEST(CliFlags, UnknownFlagsMissingValuesAndStrayArguments) {
  CheckFlags c;
  EXPECT_EQ(Parse({"--nonsense"}, &c), "unknown option --nonsense");
  EXPECT_EQ(Parse({"--nonsense=3"}, &c), "unknown option --nonsense");
  EXPECT_EQ(Parse({"--no-shrink"}, &c), "unknown option --no-shrink");  // mutants' only
  EXPECT_EQ(Parse({"--cases"}, &c), "--cases needs a value");
  EXPECT_EQ(Parse({"prog"}, &c, " (a program goes after '--')"),
            "unexpected argument 'prog' (a program goes after '--')");
  MutantsFlags m;
  EXPECT_EQ(Parse({"--nonsense"}, &m), "unknown option --nonsense");
  EXPECT_EQ(Parse({"--nonsense", "x"}, &m), "unknown option --nonsense");
  EXPECT_EQ(Parse({"--quiet"}, &m), "unknown option --quiet");  // check's only
  EXPECT_EQ(Parse({"--seed"}, &m), "--seed needs a value");
  EXPECT_EQ(Parse({"--layers", "a", "--json"}, &m), "--json needs a value");
  EXPECT_EQ(Parse({"-x"}, &m), "unexpected argument '-x'");
  // -h is --help.
  EXPECT_EQ(Parse({"-h"}, &m), "");
  EXPECT_TRUE(m.help);
}

TEST(CliFlags, BadNumbers) {
  for (std::string_view bad : {"x", "", "-1", "+1", "1x", " 1", "0x10", "1.5",
                               "99999999999999999999"}) {
    MutantsFlags m;
    EXPECT_EQ(Parse({"--cases", bad}, &m), "bad value '" + std::string(bad) + "' for --cases")
        << bad;
    CheckFlags c;
    EXPECT_EQ(Parse({"--seed=" + std::string(bad)}, &c),
              "bad value '" + std::string(bad) + "' for --seed")
        << bad;
  }
  for (std::string_view bad : {"x", "-1", "1s", "nan", ""}) {
    CheckFlags c;
    EXPECT_EQ(Parse({"--timeout", bad}, &c), "bad value '" + std::string(bad) + "' for --timeout")
        << bad;
  }
  CheckFlags c;
  EXPECT_EQ(Parse({"--case", "1e3"}, &c), "bad value '1e3' for --case");
  EXPECT_EQ(Parse({"--timeout", "1e-1"}, &c), "");
  EXPECT_EQ(c.timeout, 0.1);
}

// One name per concept: "budget" is the whole run's time (check --budget). mutate's time
// for one mutant is --mutant-time (and --survivor-time for the second pass); the earlier
// names still work, and --help names them.
TEST(CliFlags, AnEarlierNameStillSetsTheFlag) {
  MutateFlags now, before;
  EXPECT_EQ(Parse({"--mutant-time", "7", "--survivor-time=4"}, &now), "");
  EXPECT_EQ(Parse({"--budget=7", "--survivor-budget", "4"}, &before),
            "");
  EXPECT_EQ(now.mutant_time, 7);
  EXPECT_EQ(before.mutant_time, 7);
  EXPECT_EQ(now.survivor_time, 4);
  EXPECT_EQ(before.survivor_time, 4);
  EXPECT_EQ(Parse({"--budge", "1"}, &now), "unknown option --budge");
  EXPECT_EQ(Parse({"--budget"}, &now), "--budget needs a value");
  const std::string help = cli::FlagsHelp<MutateFlags>();
  EXPECT_NE(help.find("  --mutant-time SECONDS"), std::string::npos) << help;
  EXPECT_NE(help.find("(default 3) (earlier name: --budget)\n"), std::string::npos) << help;
  EXPECT_NE(help.find("(earlier name: --survivor-budget)\n"), std::string::npos) << help;
  EXPECT_EQ(help.find("--budget SECONDS"), std::string::npos) << help;
  // The command line finds SOURCE after an earlier name's value too.
  for (const char* flag : {"--budget", "--mutant-time"}) {
    const Cli list = Shell(std::string("mutate outcome ") + flag + " 2 " GAMECHECK_SOURCE_DIR
                           "/properties/programs/plain_outcome.cpp --list");
    EXPECT_EQ(list.status, 0) << flag << "\n" << list.out;
    EXPECT_NE(list.out.find("plain_outcome.cpp:"), std::string::npos) << flag << "\n" << list.out;
  }
}

TEST(CliFlags, HelpListsEveryFlagOfEachTable) {
  ASSERT_EQ(kCheckNames.size(), CheckFlags::Flags().size());
  ASSERT_EQ(kMutantsNames.size(), MutantsFlags::Flags().size());
  const std::string check = cli::FlagsHelp<CheckFlags>();
  const std::string mutants = cli::FlagsHelp<MutantsFlags>();
  for (const std::string& n : kCheckNames)
    EXPECT_NE(check.find("  --" + n + " "), std::string::npos) << n << "\n" << check;
  for (const std::string& n : kMutantsNames)
    EXPECT_NE(mutants.find("  --" + n + " "), std::string::npos) << n << "\n" << mutants;
  EXPECT_NE(check.find("--shrink-time SECONDS"), std::string::npos) << check;
  EXPECT_NE(check.find("--bad-input  "), std::string::npos) << check;  // a bool: no VALUE
  EXPECT_NE(mutants.find("cases per random layer (default 2000)\n"), std::string::npos);
  EXPECT_NE(mutants.find("(default corpus)\n"), std::string::npos);
  // A '\n' in a help text continues at the help column.
  EXPECT_NE(mutants.find("counterexamples to\n" + std::string(26, ' ') + "DIR/fuzz_"),
            std::string::npos)
      << mutants;

  // The built command prints the same lines.
  for (const char* how : {"--help", "-h"}) {
    const Cli m = Shell(std::string("mutants ") + how);
    EXPECT_EQ(m.status, 0) << how;
    EXPECT_NE(m.out.find(mutants), std::string::npos) << m.out;
    const Cli c = Shell(std::string("check outcome ") + how);
    EXPECT_EQ(c.status, 0) << how;
    EXPECT_NE(c.out.find(check), std::string::npos) << c.out;
  }
}

TEST(CliFlags, TheCommandsReportUsageErrorsInOneLineWithStatusTwo) {
  const struct {
    const char* args;
    const char* first_line;
  } kCases[] = {
      {"mutants --nonsense", "gamecheck mutants: unknown option --nonsense"},
      {"mutants --seed", "gamecheck mutants: --seed needs a value"},
      {"mutants --cases x", "gamecheck mutants: bad value 'x' for --cases"},
      {"mutants --repeat 0", "gamecheck mutants: bad value '0' for --repeat (at least 1)"},
      {"mutants --no-shrink stray", "gamecheck mutants: unexpected argument 'stray'"},
      {"mutants --layers nonsense", "gamecheck mutants: unknown layer 'nonsense'"},
      {"check outcome --nonsense --builtin solver", "gamecheck check: unknown option --nonsense"},
      {"check outcome --builtin solver --cases", "gamecheck check: --cases needs a value"},
      {"check outcome --cases x --builtin solver", "gamecheck check: bad value 'x' for --cases"},
  };
  for (const auto& k : kCases) {
    const Cli r = Shell(k.args);
    EXPECT_EQ(r.status, 2) << k.args;
    const std::string cmd = std::string(k.args).substr(0, std::string(k.args).find(' '));
    EXPECT_EQ(r.out, std::string(k.first_line) + "\n(see 'gamecheck " + cmd + " --help')\n")
        << k.args;
  }
}

TEST(CliFlags, RoffEscapeKeepsTextOutOfRequests) {
  EXPECT_EQ(cli::RoffEscape("--seed N"), "\\-\\-seed N");
  EXPECT_EQ(cli::RoffEscape("per-vertex, -h (--max-n)"), "per-vertex, \\-h (\\-\\-max\\-n)");
  EXPECT_EQ(cli::RoffEscape("a\\b"), "a\\eb");
  EXPECT_EQ(cli::RoffEscape(".SH x\n'br y\nz. w"), "\\&.SH x\n\\&'br y\nz. w");
}

TEST(CliFlags, TheManPageListsEveryFlagOfEachTable) {
  const Cli man = Shell("help --man");
  EXPECT_EQ(man.status, 0);
  EXPECT_EQ(Shell("--man").out, man.out);
  EXPECT_EQ(man.out.rfind(".\\\" gamecheck(1)", 0), 0u) << man.out.substr(0, 200);
  for (const char* section : {".SH NAME\n", ".SH SYNOPSIS\n", ".SH DESCRIPTION\n",
                              ".SH COMMANDS\n", ".SH \"CHECK OPTIONS\"\n",
                              ".SH \"MUTATE OPTIONS\"\n", ".SH \"MUTANTS OPTIONS\"\n",
                              ".SH \"EXIT STATUS\"\n",
                              ".SH EXAMPLES\n", ".SH \"SEE ALSO\"\n"})
    EXPECT_NE(man.out.find(section), std::string::npos) << section;
  const std::size_t check = man.out.find(".SH \"CHECK OPTIONS\"");
  const std::size_t mutate = man.out.find(".SH \"MUTATE OPTIONS\"");
  const std::size_t mutants = man.out.find(".SH \"MUTANTS OPTIONS\"");
  const std::size_t exit = man.out.find(".SH \"EXIT STATUS\"");
  // Each flag is an item of its own section: ".TP", then \fB\-\-name\fR.
  auto item = [](const std::string& n) {
    return ".TP\n\\fB" + cli::RoffEscape("--" + std::string(cli::FlagName(n))) + "\\fR";
  };
  for (const std::string& n : kCheckNames)
    EXPECT_NE(man.out.substr(check, mutate - check).find(item(n)), std::string::npos) << n;
  for (const std::string& n : kMutateNames)
    EXPECT_NE(man.out.substr(mutate, mutants - mutate).find(item(n)), std::string::npos) << n;
  for (const std::string& n : kMutantsNames)
    EXPECT_NE(man.out.substr(mutants, exit - mutants).find(item(n)), std::string::npos) << n;
  EXPECT_NE(man.out.find("\\fB\\-\\-shrink\\-time\\fR \\fISECONDS\\fR\n"),
            std::string::npos);
}

TEST(CliFlags, VersionIsTheProjectVersion) {
  for (const char* how : {"--version", "version"}) {
    const Cli v = Shell(how);
    EXPECT_EQ(v.status, 0) << how;
    EXPECT_EQ(v.out, "gamecheck " GAMECHECK_VERSION "\n") << how;
  }
}

}  // namespace
}  // namespace gc
