// properties/mutate_contract_test.cc — the bad-input contract in `gamecheck mutate`
// (mutate/contract.h): the original is probed on malformed inputs first, and each mutant
// is held to the parts the original keeps. The fixture properties/programs/strict_outcome.cpp
// keeps all of them: every error goes through Fail, which names the line the line counter
// has reached (the line of the token at fault, as gamecheck's reader counts it: checked
// by hand for trailing data, a vertex out of range, a letter, a cut text, an empty text, a
// negative and an overflowing count) and exits 2 before anything is printed. So its
// reader mutants — that accept trailing data, name no line or the wrong line — are killed
// by the contract, where without it they were likely equivalent (their answers on valid
// inputs are the original's).
#include <gtest/gtest.h>

#include <string>

#include "properties/mutate_util.h"

namespace {

using namespace cli_test;

const std::string kStrict = kSource + "/properties/programs/strict_outcome.cpp";

TEST(MutateContract, ReaderMutantsAreKilledByTheContractTheOriginalKeeps) {
  const std::string dir = TempDir("mutate_contract");
  const std::string json = dir + "/report.json";
  // --all: the `Fail("trailing data")` of an error path is a mutation point too.
  // --timeout 10: no run is cut short by the load of a shared machine.
  const Cli run =
      Shell(kBin + " mutate outcome --quiet --all --mutators StatementDeletion " +
            "--mutant-time 1 --survivor-time 1 --max-n 5000 --timeout 10 --jobs 2 --json " + json +
            " " + kStrict);
  const std::string& out = run.out;
  EXPECT_EQ(run.status, 0) << out;
  const std::string at = "strict_outcome.cpp:";
  {
    SCOPED_TRACE("the report says which parts the original keeps: all, on every case");
    EXPECT_NE(
        out.find("contract: on 64 malformed inputs the original exits with status 2 on 64 "
                 "(all), prints no answer on 64 (all), names the line of the first error "
                 "on 64 (all); each part is required of every mutant where the original met it"),
        std::string::npos)
        << out;
  }
  {
    // `if (pos < in.size()) Fail("trailing data");` -> `if (pos < in.size()) ;`: a
    // trailing number is read past and the answer printed, exit status 0.
    SCOPED_TRACE("a mutant that accepts trailing garbage is killed");
    const std::string where = at + "50:24  StatementDeletion";
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (exit status 0)"), std::string::npos) << e;
  }
  {
    // `line++;` deleted: every message says line 1. The first malformed input of the
    // schedule whose error is past line 1 kills it.
    SCOPED_TRACE("a mutant that names the wrong line is killed");
    const std::string where = at + "24:26  StatementDeletion";
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (named line 1, not "), std::string::npos) << e;
  }
  {
    // The message itself deleted: exit 2 and no answer still, but no line named.
    SCOPED_TRACE("a mutant that names no line is killed");
    const std::string where = at + "18:3  StatementDeletion";
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (named no line, not "), std::string::npos) << e;
  }
  {
    // Nothing here changes an answer on a valid input without being killed for it, and
    // every reader mutant breaks the contract somewhere.
    SCOPED_TRACE("no reader mutant is left likely equivalent");
    EXPECT_EQ(out.find("LIKELY EQUIVALENT ("), std::string::npos) << out;
    EXPECT_EQ(out.find("SURVIVED ("), std::string::npos) << out;
  }
  {
    SCOPED_TRACE("the JSON carries the contract and validates against the schema");
    ASSERT_TRUE(std::filesystem::exists(kSchema)) << kSchema << " is missing: run ci/bootstrap";
    const Cli v = Shell("python3 " + kSource + "/ci/validate_json.py " + kSchema + " " + json);
    EXPECT_EQ(v.status, 0) << v.out;
    const Cli c = Python(
        "import json,sys; k=json.load(open(sys.argv[1]))[\"config\"][\"contract\"]; "
        "print(k[\"cases\"], k[\"exitStatus2\"], k[\"noOutput\"], k[\"namesLine\"], "
        "*k[\"required\"])",
        json);
    EXPECT_EQ(c.out, "64 64 64 64 exitStatus2 noOutput namesLine\n");
  }
}

TEST(MutateContract, NoProbeAsksNothing) {
  // --contract-cases 0: the run says so, and the JSON's contract is null. (--list runs
  // nothing, so this is a real run of one mutant: the only BooleanNegation point.)
  const std::string dir = TempDir("mutate_nocontract");
  const std::string json = dir + "/report.json";
  const Cli run = Shell(
      kBin + " mutate outcome --quiet --contract-cases 0 --mutators BooleanNegation " +
      "--mutant-time 1 --survivor-time 1 --max-n 5000 --timeout 10 --json " + json + " " + kStrict);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("contract: not probed (--contract-cases 0)"), std::string::npos)
      << run.out;
  const Cli c = Python(
      "import json,sys; print(json.load(open(sys.argv[1]))[\"config\"][\"contract\"])", json);
  EXPECT_EQ(c.out, "None\n");
}

}  // namespace
