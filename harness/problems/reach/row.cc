// harness/problems/reach/row.cc — the row of reach (reachability games with owners,
// formats.md "## reach", seed 000's opening question): how its answers compare, its
// examples, its oracles, verifier and known mutants (harness/problems/problem.h).
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/reach/reach.h"
#include "oracles/reach/fixpoint.h"
#include "oracles/reach/horizon.h"
#include "oracles/reach/verify.h"

namespace gc {

// Why the expected answer is right (explain.cc of this folder).
std::string ExplainReach(const Instance& x, const Output& expected, int line,
                         std::int64_t vertex);

// The known mutants of this row (mutants/reach/reach_mutants.cc): each one classic mistake.
namespace mutant {
int ReachDeadEndWon(const Instance& x, std::string* out);
int ReachOncePerPredecessor(const Instance& x, std::string* out);
int ReachBreadthFirst(const Instance& x, std::string* out);
int ReachOwnersSwapped(const Instance& x, std::string* out);
int ReachTargetAfterMove(const Instance& x, std::string* out);
int ReachTargetPerEntry(const Instance& x, std::string* out);
int ReachTargetPerEntryBits(const Instance& x, unsigned bits, std::string* out);
int ReachOwnerToggled(const Instance& x, unsigned bits, std::string* out);
int ReachCounter16(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

// formats.md's first example: the agent's 0 moves to 1 or 2; the environment's 1 moves to
// the target 3 (rank 1), its 2 only loops (L); 0 hurries through 1: rank 2.
constexpr KnownMutant::Witness kFirstExample{"4 4  0 1 0 2 1 3 2 2  1  0  1  3\n",
                                             "WWLW\n2 1 -1 0\n"};
// formats.md's third: the environment's 0 has two edges to 1 and one to the target 3; it
// stalls through 1 (rank 1): rank 2. Counted once per predecessor, 0 is never won.
constexpr KnownMutant::Witness kThirdExample{"4 6  0 1 0 1 0 3 1 3 1 2 2 3  1  1  1  3\n",
                                             "WWWW\n2 1 1 0\n"};

const std::vector<Example> kReachExamples = {
    {"formats.md", "4 4  0 1 0 2 1 3 2 2  1  0  1  3\n", "WWLW\n2 1 -1 0\n"},
    {"formats.md an environment's dead end is lost", "3 2  0 1 0 2  0  1  2\n", "LLW\n-1 -1 0\n"},
    {"formats.md every edge counted", "4 6  0 1 0 1 0 3 1 3 1 2 2 3  1  1  1  3\n",
     "WWWW\n2 1 1 0\n"},
    {"formats.md the environment keeps the token away", "3 3  0 1 1 0 1 2  1  0  1  2\n",
     "LLW\n-1 -1 0\n"},
    {"formats.md n = 0", "0 0  0  0\n", "\n\n"},
    // Worked by hand: a target with no move is won at once, whoever owns it.
    {"worked by hand, a target is won with 0 moves", "1 0  1 0  1 0\n", "W\n0\n"},
    // Worked by hand: the environment's only move is a loop: it never reaches a target.
    {"worked by hand, a loop forever is lost", "1 1  0 0  0  0\n", "L\n-1\n"},
    // Worked by hand: the environment's 0 moves to the target 1 (rank 0) or to the agent's
    // 2, which moves to 1 (rank 1); the environment stalls through 2: rank 1 + 1 = 2.
    {"worked by hand, the environment stalls", "3 3  0 1 0 2 2 1  1  2  1  1\n", "WWW\n2 0 1\n"},
    // Worked by hand: both lists repeat an entry, which the spec allows and which changes
    // nothing. The target 1 is won (rank 0); the environment's 2 only loops: lost. The
    // environment's 0 can move to 2: lost, though a target counted twice would make it
    // won (its two moves counted down by the one target). The agent's 3 moves to 1: won,
    // rank 1, though an owner flag toggled per entry would give 3 to the environment, who
    // moves to 2.
    {"worked by hand, repeated targets and agent's vertices",
     "4 5  0 1 0 2 2 2 3 1 3 2  2  3 3  2  1 1\n", "LWLW\n-1 0 -1 1\n"},
};

Difference DifferReach(const Instance&, const ReachAnswer& want, const ReachAnswer& got) {
  if (Difference d = row::FirstLetter(want.labels, got.labels, "label", 1); d.differs) return d;
  return row::FirstValue(want.ranks, got.ranks, "rank", 2,
                         [](std::int64_t r) { return std::to_string(r); });
}

// The mixed star of out-degree 2^16 + 1 as the schedule's `mixed-star` family gives it
// to reach (harness/cases/kinds/graph_agent_targets.cc): 4 -> 0, 1 -> 2, 0 -> 1, a loop at
// 3 and 2^16 moves 0 -> 3; every vertex the environment's, the targets 2 and 4. Worked by
// hand: 2 and 4 are won (rank 0), 1 moves only to 2 (rank 1), 3 only loops (lost), 0 can
// move to 3 (lost). A 16-bit counter holds 1 for 0's moves: run out when 1 is won, it
// makes 0 won (rank 2).
const std::string kStar65537 = [] {
  std::string s = "5 65540\n4 0\n1 2\n0 1\n3 3\n";
  for (int i = 0; i < 65536; ++i) s += "0 3\n";
  return s + "0\n2 2 4\n";
}();
// The worked example with repeated entries (kReachExamples' last).
constexpr KnownMutant::Witness kRepeats{"4 5  0 1 0 2 2 2 3 1 3 2  2  3 3  2  1 1\n",
                                        "LWLW\n-1 0 -1 1\n"};

const std::vector<KnownMutant> kReachMutants = {
    // Its witness: formats.md's second; the environment's dead end 1 is taken as won, so 0
    // (both moves won) is won too.
    {"dead-end-won", "reach", "an environment's vertex with no move taken as won (every successor "
     "won, vacuously)", mutant::ReachDeadEndWon, kMutantAnyN,
     {"3 2  0 1 0 2  0  1  2\n", "LLW\n-1 -1 0\n"}, kFirstExample},
    {"per-predecessor", "reach",
     "the environment's counter decreased once per predecessor instead of once per edge",
     mutant::ReachOncePerPredecessor, kMutantAnyN, kThirdExample, kFirstExample},
    // Its witness: the third example, where 0's first won successor is the target (rank
    // 0): breadth-first gives 1, the stall through 1 gives 2.
    {"breadth-first-ranks", "reach",
     "ranks from a breadth-first distance: the environment's stalling ignored",
     mutant::ReachBreadthFirst, kMutantAnyN, kThirdExample, kFirstExample},
    // Its witness: the first example with the owners swapped, 0 is the environment's and
    // can move to the loop at 2: L. Right on a single move, whoever owns it.
    {"owners-swapped", "reach", "the listed vertices taken as the environment's, the rest as "
     "the agent's", mutant::ReachOwnersSwapped, kMutantAnyN, kFirstExample,
     {"2 1  0 1  1  0  1  1\n", "WW\n1 0\n"}},
    // Its witness: the first example, whose target 3 has no move: never won after one.
    // Its witness: the example with repeats. The target 1, listed twice, is won and queued
    // twice: its predecessor 0 (the environment's, two moves) is counted down twice by it.
    {"target-twice", "reach", "a repeated target processed twice (each entry of the list won "
     "and queued)", mutant::ReachTargetPerEntry, kMutantAnyN, kRepeats, kFirstExample},
    {"env-counter16", "reach", "the environment's counters kept in 16 bits (unsigned short)",
     mutant::ReachCounter16, kMutantAnyN, {kStar65537, "LWWLW\n-1 1 0 -1 0\n"}, kFirstExample},
    {"target-after-move", "reach", "a target won only after a move, not at once",
     mutant::ReachTargetAfterMove, kMutantAnyN, kFirstExample,
     {"2 1  0 1  0  0\n", "LL\n-1 -1\n"}},
};

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kReachQuantities = {
    VertexIdQuantity(kMaxVertices - 1),
    {"environment's counter", QuantityKind::kCounter, UINT64_MAX, kCounterReach, kCounterWhy, 0,
     0, narrow::CutMoves},
    {"rank", QuantityKind::kValue, kMaxVertices - 1, kLengthReach, kLengthWhy, 2, 0,
     narrow::Modulo},
    {"agent's count a", QuantityKind::kCount, UINT64_MAX, kCountReach, kCountWhy, 0, 0,
     narrow::CutList},
    {"target count t", QuantityKind::kCount, UINT64_MAX, kCountReach, kCountWhy, 1, 0,
     narrow::CutList},
    {"repeated agent's vertex", QuantityKind::kRepeats, 1, UINT64_MAX, "", 0, 0,
     row::Planted<mutant::ReachOwnerToggled>},
    {"repeated target", QuantityKind::kRepeats, 1, UINT64_MAX, "", 1, 0,
     row::Planted<mutant::ReachTargetPerEntryBits>},
};

}  // namespace

Problem ReachRow() {
  return {
      .name = "reach",
      .summary = "reachability games with owners: the agent's attractor and its ranks (seed 000)",
      .input = InputKind::kGraphAgentTargets,
      .answer = [](const Instance& x) { return row::Keep(SolveReach(x.g, x.agent, x.targets)); },
      .solve_predecessors =
          [](const Predecessors& g, const Instance& rest) {
            return row::Emit(SolveReach(g, rest.agent, rest.targets));
          },
      .oracles = {{"reach_fixpoint", 64, 4096,
                   [](const Instance& x) {
                     return row::Keep(oracle::ReachFixpoint(x.g, x.agent, x.targets));
                   }},
                  {"reach_bounded_horizon", 6, 8,
                   [](const Instance& x) {
                     return row::Keep(oracle::ReachBoundedHorizon(x.g, x.agent, x.targets));
                   }}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyReach(x.g, x.agent, x.targets,
                                       std::any_cast<const ReachAnswer&>(a.value));
          },
      .answers = row::Answers<ReachAnswer, ParseReachAnswer, DifferReach>(),
      .lines = {LineShape::kLetters, LineShape::kValues},
      .explain = ExplainReach,
      .examples = kReachExamples,
      .mutants = kReachMutants,
      .quantities = kReachQuantities,
      .footprint = {56, 16},
  };
}

}  // namespace gc
