// mutate/run/order.h — coverage per case and the kill-first order (used by mutate/mutate.cc;
// not part of the interface). The original's runs of a schema program record, each in a
// file of its own (GAMECHECK_MUTANT_COVERAGE), the guards they reach: which cases reach
// which mutation points. A mutant then runs only the cases that reach its point (on the
// others its program runs the original's code), in an order that tries first the cases
// that killed mutants at the same or nearby points, then the cheapest (the original's
// time on them).
// Status: properties/mutate_fast_test.cc.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "harness/cases/schedule.h"
#include "harness/check/check.h"

namespace gc::mutate::internal {

/// The guards each input's run reached, by the hash of the input text.
class CaseCoverage {
 public:
  /// A subject that runs `argv` (env GAMECHECK_MUTANT=0 PROGRAM...: the schema's original)
  /// with a coverage file of its own per run, in `dir`, and records what the run reached.
  Subject Recording(const std::vector<std::string>& argv, const RunLimits& limits,
                    const std::string& limit_shim, const std::filesystem::path& dir);
  /// Whether the run on `text` reached guard g; true when that input was not recorded.
  bool Reaches(std::string_view text, int g) const;
  bool Recorded(std::string_view text) const;
  /// The guards the run on `text` reached, sorted; false when it was not recorded.
  bool Get(std::string_view text, std::vector<int>* guards) const;

 private:
  mutable std::mutex mu_;
  std::unordered_map<std::uint64_t, std::vector<int>> hits_;  // text hash -> guards, sorted
  std::atomic<std::uint64_t> runs_{0};
};

/// A case of the original's pass judged good, as a mutant's pass may run it again.
struct BaseCase {
  std::uint64_t index = 0;  // in the pass's schedule
  std::uint64_t text_hash = 0;
  double seconds = 0;       // the original's time on it (its cost)
  std::string family;       // the schedule's family ("chain", "random"...)
  std::uint64_t size = 0;   // vertices + edges
  std::uint64_t n = 0;      // vertices
  std::uint64_t bytes = 0;  // the input's size
  std::vector<int> guards;  // what it reached (empty and !covered: unknown)
  bool covered = false;
  bool Reaches(int g) const;
};

/// The largest number of vertices among the cases of `cases` a mutant of pass `pass` is
/// run on when it reaches every case (KillFirstOrder: of the large cases, only those it
/// keeps), before any kill; 0: none.
std::uint64_t LargestN(const std::vector<BaseCase>& cases, int pass);

/// The cases of `cases` that `capped` (the schedule of the same pass with a size cap)
/// generates unchanged: the same text at the same index. A cap changes only what it caps
/// (a shape above it, a star's out-degree, the exhaustive graphs above it), so a case
/// below it stays the original's answer for a mutant's pass under the cap. Generates
/// each case once: O(total size of the cases).
std::vector<BaseCase> UnchangedUnder(const Schedule& capped, std::vector<BaseCase> cases);

/// An input of at most this many bytes (a few dozen numbers) takes the original
/// milliseconds: a mutant's run on it is stopped at the hang limit.
inline constexpr std::size_t kSmallInput = 256;
inline constexpr std::chrono::milliseconds kLeastHangLimit{250};

/// The hang limit: thirty times the original's slowest run on a small input, never under
/// kLeastHangLimit (the machine's load slows the original's runs in the same measure, and
/// so this limit), and never over `timeout` (--timeout). A mutant's hang, and each shrink
/// step of it, had cost the whole --timeout.
std::chrono::milliseconds HangLimit(std::chrono::milliseconds timeout, double slowest_small);

/// Where a mutant killed: its point's line and place, the pass and the case.
struct Kill {
  unsigned line = 0;
  std::size_t begin = 0;
  int pass = 0;  // 1 or 2; 0: the contract's malformed inputs
  std::uint64_t index = 0;
};

/// A case of more vertices + edges is large: a mutant runs one of each family's, and
/// kMostLarge of those at most.
inline constexpr std::uint64_t kLargeCase = 100000;
inline constexpr std::size_t kMostLarge = 4;

/// The schedule indices of `cases` that reach guard g (every case when g < 0), kill-first:
/// by the original's time on the case divided by 1 + its kills of mutants of this pass (a
/// kill at the same place counts 100, within 3 lines 10, elsewhere 1): cheap cases first,
/// and those that killed nearby mutants far earlier. Of a family's large cases only one,
/// its smallest: what scale alone brings out (a narrow counter, an overflow, a quadratic loop)
/// shows at the first large rung, and the original's pass ran every rung (the larger ones
/// cost a survivor most of its pass: 1.7 s of plain_grundy.cpp's 3.1 s). And of those at
/// most kMostLarge: the ones that killed nearby first, then the smallest (a survivor of
/// plain_grundy.cpp ran ten, 1.6 to 2.4 s of its 3.5 s; with four, 0.2 to 0.3 s, every
/// mutant's status the same on the five solvers of properties/programs/ measured).
std::vector<std::uint64_t> KillFirstOrder(const std::vector<BaseCase>& cases, int g,
                                          const std::vector<Kill>& kills, int pass, unsigned line,
                                          std::size_t begin);

}  // namespace gc::mutate::internal
