// harness/check/kill_matrix.h — the kill matrix: every check layer against every known mutant.
// Layers, cheapest evidence last:
//   exhaustive   every tiny instance (n <= 3 with up to 4 moves, n = 4 with up to 3, ...)
//   random       random instances and the shaped families of harness/cases/generators.h
//   verifier     the row's certificate verifier on the mutant's own output (no oracle)
//   metamorphic  relabelling permutes, a duplicated edge changes nothing, a disjoint union
//                concatenates: judged on the mutant's outputs alone, without an oracle
//   corpus       replay of corpus/fuzz_<problem>/{seed,regress}/ (spec text files)
//   check        `gamecheck check`'s default run: its worked examples and its width
//                families before the scale tier (2^16 + 1 moves, tokens; 33 and 64 edges)
// Each layer stops at its first kill; every case is judged by harness/judge/judge.h. The first
// kill whose instance disagrees with the references is shrunk (harness/cases/shrink.h) under the
// same failure signature. The reports are in harness/report/report.h.
// Deterministic for a given seed and case count; times are wall-clock.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "harness/judge/judge.h"
#include "harness/problems/problem.h"
#include "harness/cases/shrink.h"
#include "mutants/mutant.h"

namespace gc {

/// The layer names, in the order they run.
const std::vector<std::string>& KillLayers();

struct KillMatrixOptions {
  std::vector<std::string> layers;   // empty: every layer
  std::vector<std::string> mutants;  // empty: every mutant
  std::uint64_t seed = 1;
  /// Cases of each of the random, verifier and metamorphic layers (fewer on a kill).
  std::uint64_t cases = 2000;
  /// Directory holding fuzz_<problem>/{seed,regress}/.
  std::string corpus_dir = "corpus";
  bool shrink = true;
  /// Also run each row's own solver through every layer as a control: no layer may kill
  /// it (a kill would be a false alarm of the layer itself).
  bool controls = true;
  std::chrono::milliseconds shrink_time{std::chrono::seconds(10)};
};

enum class CellState { kKilled, kSurvived, kNotApplicable };

/// One mutant against one layer.
struct Cell {
  CellState state = CellState::kNotApplicable;
  std::uint64_t cases = 0;  // instances tried, up to and including the killing one
  double ms = 0;            // time to the first kill, or of the whole layer
  std::string how;          // the failure ("wrong answer: expected L got D", "relabelling ...")
  std::string note;         // why not applicable ("no verifier", "no corpus")
};

/// A shrunk counterexample: an instance on which the mutant disagrees with the references.
struct Counterexample {
  bool found = false;
  std::string layer;  // the layer whose kill it comes from
  Instance x;
  Verdict verdict;  // the judge's, on x: kind, difference, expected output
  Output actual;    // what the mutant printed on x
  ShrinkStats stats;
  Vertex original_n = 0;
  std::uint64_t original_m = 0;
};

struct KnownMutantResult {
  const KnownMutant* mutant = nullptr;  // a control has solve == nullptr
  bool control = false;
  const Problem* problem = nullptr;  // the row whose mutant (or control) this is
  std::vector<Cell> cells;           // one per KillMatrix::layers
  Counterexample cx;
  bool killed() const;
  /// Fastest kill over the layers, in ms (negative when none).
  double first_kill_ms() const;
};

struct KillMatrix {
  std::vector<std::string> layers;  // the layers run
  std::vector<KnownMutantResult> rows;
  std::vector<std::string> notes;  // absent rows, absent corpus directories
  std::uint64_t seed = 0;
  /// Mutants whose row is present and that no layer run killed.
  std::vector<std::string> Survivors() const;
  /// Controls (correct solvers) that some layer killed: false alarms.
  std::vector<std::string> FalseAlarms() const;
};

/// Runs the matrix. Unknown layer or mutant names throw std::invalid_argument.
KillMatrix RunKillMatrix(const KillMatrixOptions& options);

/// What the mutant of row p prints, run in-process (a control runs the row's solver).
Output RunMutant(const Problem& p, const KnownMutant& m, const Instance& x);

}  // namespace gc
