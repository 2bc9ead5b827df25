// mutate/contract.h — the bad-input contract of the spec (formats.md: bad input is
// rejected with exit status 2, no partial answer, and a one-line message on standard error
// naming the line), judged as the original keeps it. The original is probed first on
// malformed inputs of check's schedule (its bad-input cases); then every mutant is held,
// case by case, to exactly the parts the original met on that case: exit status 2, an
// empty standard output, and naming the line of the first error (the line gamecheck's
// own reader, impl/text_io.h, reports). So a mutant that accepts trailing garbage, or
// names the wrong line, is killed when the original does better, and an original that
// keeps no part of the contract asks nothing of its mutants.
// Cost: one run per case for the original, at most one per case for each mutant (it
// stops at the first breach). Status: properties/mutate_contract_test.cc.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/check/check.h"
#include "harness/problems/problem.h"

namespace gc::mutate {

/// One malformed input and what the original did with it.
struct ContractProbe {
  Case c;
  int line = 0;             // the line of the first error, as gamecheck's reader finds it
  bool exit2 = false;       // the original exited with status 2
  bool no_output = false;   // ... printed nothing on standard output
  bool names_line = false;  // ... and its standard error names `line` (LineNamed)
};

/// The contract as the original keeps it; empty when not probed.
struct Contract {
  std::vector<ContractProbe> probes;
  bool interrupted = false;  // the probe was stopped before every case ran
  std::size_t Met(bool ContractProbe::*part) const;
};

/// The first `count` bad-input cases of check's schedule for (p, seed), sizes capped at
/// max_n (0: none), in schedule order, with their case numbers. O(count) small cases.
std::vector<Case> BadInputCases(const Problem& p, std::uint64_t seed, std::size_t count,
                                std::uint64_t max_n);

/// The line the first line of standard error names: the number after the first word
/// "line" (any case; spaces, ':', '=' or '#' between), e.g. "line 3: ..." or
/// "error at Line: 3"; 0 when it names none.
int LineNamed(std::string_view err);

/// Runs the original on every case (stopping early when *stop is raised).
Contract ProbeContract(const Problem& p, const Subject& original, const std::vector<Case>& cases,
                       const std::atomic<bool>* stop);

/// Holds a mutant to the contract: nothing when it meets, on every probed case, each part
/// the original met there; else a check result whose failure is the first breach (kind
/// bad-input-accepted, or the crash or timeout the judge names), or, when stopped, an
/// interrupted result without failure.
std::optional<CheckResult> BreachOf(const Problem& p, const Contract& contract,
                                    const Subject& mutant, const std::atomic<bool>* stop);

/// "contract: ..." for the text report: which parts the original met on how many of the
/// malformed inputs, and that those were required of every mutant. A run with no mutant
/// (`no_mutants`) does not probe the original, and says so.
std::string ContractText(const Contract& contract, std::size_t asked, bool no_mutants = false);
/// The same as a JSON object: {"cases": N, "exitStatus2": a, "noOutput": b, "namesLine":
/// c, "required": [...]} (null when not probed).
std::string ContractJson(const Contract& contract, std::size_t asked);

}  // namespace gc::mutate
