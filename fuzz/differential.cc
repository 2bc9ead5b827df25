// fuzz/differential.cc — see differential.h.
#include "fuzz/differential.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/decode.h"
#include "harness/problem.h"

namespace gc::fuzz {

namespace {

[[noreturn]] void Report(const Problem& p, const FuzzInput& in, std::string_view against,
                         const Output& want, const Output& got, const std::string& what) {
  std::fprintf(stderr,
               "gamecheck fuzz: %.*s: the solver disagrees with %.*s: %s\n"
               "--- instance in formats.md text (the input was %s) ---\n%s"
               "--- %.*s (status %d) ---\n%s"
               "--- solver (status %d) ---\n%s",
               static_cast<int>(p.name.size()), p.name.data(), static_cast<int>(against.size()),
               against.data(), what.c_str(), ToString(in.source),
               WriteInstance(p.input, in.x).c_str(), static_cast<int>(against.size()),
               against.data(), want.status, want.out.c_str(), got.status, got.out.c_str());
  std::abort();
}

}  // namespace

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
  const Output got = p.solve(x);
  for (const OracleRow& o : p.oracles) {
    if (!o.Fits(x)) continue;
    // Decoded large instances stay with the verifier even when an oracle could take them:
    // it keeps the exec rate of the large mode up.
    if (in->source == Source::kLarge && x.g.n() > kOracleLimits.max_n) continue;
    const Output want = o.run(x);
    Difference d;
    try {
      d = p.compare(x, want, got);
    } catch (const TextError& e) {
      d = {true, std::string("malformed output: ") + e.what()};
    }
    if (d.differs) Report(p, *in, o.name, want, got, d.what);
  }
  if (p.verify != nullptr) {
    std::string why;
    try {
      why = p.verify(x, got);
    } catch (const TextError& e) {
      why = std::string("malformed output: ") + e.what();
    }
    if (!why.empty()) Report(p, *in, "the certificate verifier", {0, "(no output)\n"}, got, why);
  }
  return 0;
}

}  // namespace gc::fuzz
