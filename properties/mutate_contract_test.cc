// properties/mutate_contract_test.cc — the bad-input contract in `gamecheck mutate`
// (mutate/decide/contract.h): the original is probed on malformed inputs first, and each mutant
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
  // --contract-cases' default: 64 malformed inputs, the reader probes among them, then the
  // integer bands of each number (2^k - 1, 2^k, -2^k, -2^k - 1 for k = 7, 15, 31, 63, ten
  // digits in range, 5,000, 2^16 + 1 and 2^20 + 1 digits, 40,000 and 70,000 blank
  // lines): 16 and more for each of n, m and the last number that the reader rejects.
  const std::size_t on = out.find("contract: on ");
  ASSERT_NE(on, std::string::npos) << out;
  const std::string n = out.substr(on + 13, out.find(' ', on + 13) - on - 13);
  EXPECT_GE(std::stoul(n), 64u + 3 * 16) << out;
  const std::string all = n + " (all)";
  {
    SCOPED_TRACE("the report says which parts the original keeps: all, on every case");
    // A band past the reader's own limit (m = 2^31, which this reader refuses on line 1
    // where gamecheck's reader runs out of input on line 3) names another line than
    // gamecheck's: the line is kept on most inputs, not all.
    EXPECT_NE(out.find("contract: on " + n + " malformed inputs the original exits with status 2 on " +
                       all + ", prints no answer on " + all + ", names the line of the first error on "),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("; required of every mutant, byte for byte where the original's two "
                       "runs agree: the exit status on " + all + ", the standard output on " + all +
                       ", the message after status 2 on " + all + "\n"),
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
    EXPECT_NE(e.find("bad input accepted (exit status 0, not 2)"), std::string::npos) << e;
  }
  {
    // `line++;` deleted: every message says line 1. The first malformed input of the
    // schedule whose error is past line 1 kills it.
    SCOPED_TRACE("a mutant that names the wrong line is killed");
    const std::string where = at + "24:26  StatementDeletion";
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (wrote 'line 1: "), std::string::npos) << e;
    EXPECT_NE(e.find("on standard error where the original wrote 'line "), std::string::npos) << e;
  }
  {
    // The message itself deleted: exit 2 and no answer still, but no line named.
    SCOPED_TRACE("a mutant that names no line is killed");
    const std::string where = at + "18:3  StatementDeletion";
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (wrote '' on standard error where the original wrote 'line "),
              std::string::npos)
        << e;
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
    EXPECT_EQ(c.out.substr(0, 3 * (n.size() + 1)), n + " " + n + " " + n + " ") << c.out;
    EXPECT_NE(c.out.find(" exitStatus output error\n"), std::string::npos) << c.out;
  }
}

// An assistant's careful reader (properties/programs/assistant_outcome.cpp): a line
// counter in an `int`, messages that quote the token at fault, cut after 20 characters.
// Its answers on valid inputs never depend on these, so only its own messages can judge
// them: each mutant is held to the original's bytes on the malformed inputs.
TEST(MutateContract, AnAssistantsReaderIsHeldToItsOwnMessagesByteForByte) {
  const std::string src = kSource + "/properties/programs/assistant_outcome.cpp";
  const Cli list = Shell(kBin + " mutate outcome --list " + src);
  ASSERT_EQ(list.status, 0) << list.out;
  const std::string counter = "assistant_outcome.cpp:75:3  IntegerWidth           'int' -> 'short'";
  const std::string cut = "assistant_outcome.cpp:65:53  IntegerLiteral         '20' -> '19'";
  const std::string dots = "assistant_outcome.cpp:69:28  StatementDeletion      deleted 's += \"...\";'";
  // The reader's own bound: n at most 10^8.
  const std::string limit = "assistant_outcome.cpp:82:66  IntegerLiteral         '100000000' -> '99999999'";
  const std::string ids = IdsAt(list.out, {counter, cut, dots, limit});
  ASSERT_NE(ids, "") << list.out;
  const std::string json = TempDir("mutate_assistant") + "/report.json";
  const Cli run = Shell(kBin + " mutate outcome --quiet --mutant " + ids +
                        " --mutant-time 1 --survivor-time 1 --max-n 5000 --timeout 10 --json " +
                        json + " " + src);
  const std::string& out = run.out;
  EXPECT_EQ(run.status, 0) << out;
  {
    SCOPED_TRACE("the original words every message the same in its two runs: all of it is required");
    EXPECT_NE(out.find("required of every mutant, byte for byte where the original's two runs "
                       "agree: the exit status on "),
              std::string::npos)
        << out;
  }
  {
    // No valid case and no fixed probe tells it apart (it was likely equivalent before the
    // probes at the program's own bounds): only n = 10^8, a literal of the source, where the
    // original reads on to the end of the input and the mutant calls n out of range.
    SCOPED_TRACE("a mutant of the reader's own bound is killed at that bound");
    const std::string e8 =
        Entry(out, "assistant_outcome.cpp:82:66  IntegerLiteral  '100000000' -> '99999999'");
    EXPECT_EQ(SectionOf(out, "assistant_outcome.cpp:82:66  IntegerLiteral  '100000000' -> '99999999'"),
              "killed")
        << e8;
    EXPECT_NE(e8.find("input: 100000000"), std::string::npos) << e8;
  }
  {
    // `short line_`: past line 32,767 the counter has wrapped to a negative number.
    SCOPED_TRACE("a 16-bit line counter is killed by an error past line 32,768");
    const std::string e = Entry(out, "assistant_outcome.cpp:75:3  IntegerWidth");
    EXPECT_EQ(SectionOf(out, "assistant_outcome.cpp:75:3  IntegerWidth"), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (wrote 'error: line -"), std::string::npos) << e;
    // The input: blank lines, then a small instance with a letter for its last number.
    EXPECT_NE(e.find("; input: ("), std::string::npos) << e;
    EXPECT_NE(e.find(" line ends) "), std::string::npos) << e;
  }
  {
    SCOPED_TRACE("the JSON report is valid UTF-8 and valid JSON, control bytes and all");
    const Cli c = Python(
        "import json,sys; print(len(json.load(open(sys.argv[1], encoding=\"utf-8\"))[\"files\"]))",
        json);
    EXPECT_EQ(c.out, "1\n") << c.out;
  }
  for (const std::string where : {"assistant_outcome.cpp:65:53  IntegerLiteral",
                                  "assistant_outcome.cpp:69:28  StatementDeletion"}) {
    SCOPED_TRACE("a mutant that changes only the wording of a message is killed: " + where);
    const std::string e = Entry(out, where);
    EXPECT_EQ(SectionOf(out, where), "killed") << e;
    EXPECT_NE(e.find("bad input accepted (wrote '"), std::string::npos) << e;
    EXPECT_NE(e.find("' on standard error where the original wrote '"),
              std::string::npos)
        << e;
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

// Issue 43: an assistant's Python reader (properties/programs/overflow_outcome.py) refuses
// a number of more than 10 digits, or past a 32-bit int either way, as "overflows". The
// mutants of those checks answer otherwise only on a number of exactly 10 digits in range
// (-2147483648: "must not be negative"), on 2147483647 ("out of range") and on -2147483648:
// the contract's integer bands hold them, where the schedule's bad inputs left them
// likely equivalent.
TEST(MutateContract, APythonReadersOverflowChecksAreKilledOnTheIntegerBands) {
  const std::string src = kSource + "/properties/programs/overflow_outcome.py";
  const Cli list = Shell(kBin + " mutate outcome --all --list " + src);
  ASSERT_EQ(list.status, 0) << list.out;
  const std::string digits = "overflow_outcome.py:30:24  EqualityOperator       '>' -> '>='";
  const std::string above = "overflow_outcome.py:33:18  EqualityOperator       '>' -> '>='";
  const std::string below = "overflow_outcome.py:35:18  EqualityOperator       '<' -> '<='";
  const std::string ids = IdsAt(list.out, {digits, above, below});
  ASSERT_NE(ids, "") << list.out;
  const Cli run = Shell(kBin + " mutate outcome --quiet --all --mutant " + ids +
                        " --mutant-time 1 --survivor-time 1 --max-n 5000 --timeout 10 " + src);
  EXPECT_EQ(run.status, 0) << run.out;
  for (const std::string where : {"30:24  EqualityOperator  '>' -> '>='",
                                  "33:18  EqualityOperator  '>' -> '>='",
                                  "35:18  EqualityOperator  '<' -> '<='"})
    EXPECT_EQ(SectionOf(run.out, "overflow_outcome.py:" + where), "killed") << where << "\n"
                                                                            << run.out;
}

}  // namespace
