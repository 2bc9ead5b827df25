// mutate/decide/contract.h — the bad-input contract of the spec (formats.md: bad input is
// rejected with exit status 2, no partial answer, and a one-line message on standard error
// naming the line), judged as the original keeps it. The original is probed first, twice,
// on malformed inputs: check's bad-input cases and the reader probes of
// harness/cases/malformed.h (an error past line 32,768, long tokens, bytes outside ASCII,
// numbers past 2^31 and 2^63, ...). Then every mutant is held, case by case, to what the
// original did there, byte for byte where its two runs agree: its exit status, its
// standard output, and, after exit status 2 (a message written on purpose), its standard
// error, the program's own path in it read as a placeholder (a mutant built on its own
// runs from another directory). Where the two runs wrote different messages, naming the
// same line as the original (the line gamecheck's reader, impl/text_io.h, reports) is
// what is required. So a mutant that accepts trailing garbage, names another line, or
// words its message otherwise is killed, and an original that crashes on bad input asks
// only for the same crash status and output.
// Cost: two runs per case for the original, at most one per case for each mutant (it
// stops at the first breach). Status: properties/mutate_contract_test.cc.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "harness/check/check.h"
#include "harness/problems/problem.h"
#include "mutate/points/points.h"

namespace gc::mutate {

/// One malformed input and what the original did with it.
struct ContractProbe {
  Case c;
  int line = 0;             // the line of the first error, as gamecheck's reader finds it
  bool exit2 = false;       // the original exited with status 2
  bool no_output = false;   // ... printed nothing on standard output
  bool names_line = false;  // ... and its standard error names `line` (LineNamed)
  // What its two runs did alike, byte for byte (nullopt where they differ, or a run
  // did not exit): the exit status, standard output, and standard error after status 2,
  // with the program's path read as "{program}" (Normalised).
  std::optional<int> status;
  std::optional<std::string> out, err;
};

/// The contract as the original keeps it; empty when not probed.
struct Contract {
  std::vector<ContractProbe> probes;
  bool interrupted = false;  // the probe was stopped before every case ran
};

/// The first `count` bad-input cases of check's schedule for (p, seed), sizes capped at
/// max_n (0: none), in schedule order, with their case numbers. O(count) small cases.
std::vector<Case> BadInputCases(const Problem& p, std::uint64_t seed, std::size_t count,
                                std::uint64_t max_n);

/// The `count` malformed inputs the original is probed on: the first reader probes of
/// harness/cases/malformed.h, up to half of them (all of them for the default 64), and
/// BadInputCases for the rest, the reader probes numbered after those; then, for a count
/// of 16 or more, up to 2 * `count` of the integer bands of every number (BandProbes: 2^k - 1,
/// 2^k, -2^k, -2^k - 1 for k = 31, 63, 15, 7, ten-digit values in range, ...); then up to
/// `count`
/// more at the program's own bounds (BoundProbes of `numbers`, BoundNumbers of its points),
/// numbered after all of them.
std::vector<Case> ContractCases(const Problem& p, std::uint64_t seed, std::size_t count,
                                std::uint64_t max_n, const std::vector<std::uint64_t>& numbers = {});

/// The numbers a program's source compares with, for BoundProbes: the values of its
/// integer literals (decimal, hexadecimal, octal or binary, with digit separators and
/// suffixes) from 2 up to 2^62, each once, largest first.
std::vector<std::uint64_t> BoundNumbers(const std::vector<Point>& points);

/// The line the first line of standard error names: the number after the first word
/// "line" (any case; spaces, ':', '=' or '#' between), e.g. "line 3: ..." or
/// "error at Line: 3"; 0 when it names none.
int LineNamed(std::string_view err);

/// `err` with each path among `words` (a word holding '/') and its directory replaced
/// by "{program}" and "{dir}": a program that prints argv[0] or __FILE__ says the same
/// from another directory.
std::string Normalised(std::string err, const std::vector<std::string>& words);

/// Runs the original, the command `words`, twice on every case (stopping early when
/// *stop is raised).
Contract ProbeContract(const Problem& p, const Subject& original,
                       const std::vector<std::string>& words, const std::vector<Case>& cases,
                       const std::atomic<bool>* stop);

/// Holds a mutant to the contract: nothing when it meets, on every probed case, each part
/// the original met there; else a check result whose failure is the first breach (kind
/// bad-input-accepted, or the crash or timeout the judge names), or, when stopped, an
/// interrupted result without failure.
/// The probes where the original rejected the input (exit status 2 in both runs, or runs
/// that agree on no status), and the others (it exited with another status both times:
/// it took the input for a valid one, say, and answered). A mutant meets the first before
/// its passes, the second after them: a mutant whose answers differ is better shown on a
/// valid case, shrunk, than on a malformed one.
std::pair<Contract, Contract> SplitByRejection(const Contract& contract);

/// How many of the contract's probes BreachOf holds a mutant to (those where the original
/// kept some part).
std::size_t RequiredProbes(const Contract& contract);

/// `words` is the mutant's command.
std::optional<CheckResult> BreachOf(const Problem& p, const Contract& contract,
                                    const Subject& mutant, const std::vector<std::string>& words,
                                    const std::atomic<bool>* stop);

/// "contract: ..." for the text report: which parts the original met on how many of the
/// malformed inputs, and that those were required of every mutant. A run with no mutant
/// (`no_mutants`) does not probe the original, and says so.
std::string ContractText(const Contract& contract, std::size_t asked, bool no_mutants = false);
/// The same as a JSON object: {"cases": N, "exitStatus2": a, "noOutput": b, "namesLine":
/// c, "sameStatus": d, "sameOutput": e, "sameError": f, "required": [...]} (null when not
/// probed).
std::string ContractJson(const Contract& contract, std::size_t asked);

}  // namespace gc::mutate
