// fuzz/differential.cc — see differential.h.
#include "fuzz/differential.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/decode.h"
#include "harness/judge/judge.h"
#include "harness/problems/problem.h"

namespace gc::fuzz {

int FuzzOne(std::string_view problem, const std::uint8_t* data, std::size_t size) {
  static const Problem* const row = FindProblem(problem);
  if (row == nullptr || row->name != problem) {
    std::fprintf(stderr, "gamecheck fuzz: no problem row named '%.*s'\n",
                 static_cast<int>(problem.size()), problem.data());
    std::abort();
  }
  const Problem& p = *row;
  const std::optional<FuzzInput> in = ReadFuzzInput(p, {data, size});
  if (!in) return 0;
  const Instance& x = in->x;
  // The row's own solver is the subject: the judge cross-checks its answer with every
  // oracle that fits and with the verifier, so any disagreement among them is a finding.
  // Decoded large instances stay with the verifier even when an oracle could take them:
  // it keeps the exec rate of the large mode up.
  const RunResult run = RunInProcess([&] { return p.Solve(x); });
  JudgeOptions options;
  if (in->source == Source::kLarge) options.oracle_max_n = kOracleLimits.max_n;
  const Verdict v = Judge(p, x, run, options);
  if (v.ok()) return 0;
  std::fprintf(stderr,
               "gamecheck fuzz: %.*s: %s (%s): %s\n"
               "--- instance in formats.md text (the input was %s) ---\n%s"
               "--- reference, %s (status %d) ---\n%s"
               "--- solver (status %d) ---\n%s%s",
               static_cast<int>(p.name.size()), p.name.data(), ToString(v.kind),
               v.Signature().c_str(), v.detail.c_str(), ToString(in->source),
               WriteInstance(p.input, x).c_str(), v.judged_by.c_str(), v.expected.status,
               v.expected.out.c_str(), run.status, run.out.c_str(), run.err.c_str());
  std::abort();
}

}  // namespace gc::fuzz
