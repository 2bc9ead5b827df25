// mutants/reach/reach_mutants.cc — wrong reachability solvers, one per classic mistake of
// formats.md "## reach". Each is the same pass backwards from the targets (the row's
// algorithm, written again here: mutants never call impl/) with one mistake planted.
// Status: each is wrong on its witness in harness/problems/reach/row.cc and killed by
// the kill matrix (properties/mutants_test.cc, docs/mutants.md).
#include <deque>
#include <vector>

#include "impl/reach/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

struct Mistakes {
  bool dead_end_won = false;       // an environment's vertex with no move taken as won
  bool once_per_predecessor = false;  // the counter decreased once per predecessor
  bool breadth_first = false;      // ranks: distance, the environment's stalling ignored
  bool owners_swapped = false;     // the listed vertices taken as the environment's
  bool target_after_move = false;  // a target won only after a move (rank 1 and up)
  bool target_per_entry = false;   // each entry of the target list won and queued, repeats too
  unsigned counter_bits = 64;      // the environment's counters kept in this many bits
  bool owner_toggled = false;      // each entry of the agent's list toggles its owner
};

ReachAnswer Solve(const Instance& x, const Mistakes& m) {
  const Graph& g = x.g;
  const Vertex n = g.n();
  std::vector<char> owned(n, m.owners_swapped ? 1 : 0), target(n, 0);
  for (Vertex v : x.agent) owned[v] = m.owner_toggled ? !owned[v] : m.owners_swapped ? 0 : 1;
  for (Vertex t : x.targets) target[t] = 1;
  ReachAnswer a{std::string(n, 'L'), std::vector<std::int64_t>(n, -1)};
  const std::uint64_t mask =
      m.counter_bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << m.counter_bits) - 1;
  std::vector<std::uint64_t> left(n);
  for (Vertex v = 0; v < n; ++v) left[v] = g.out_degree(v) & mask;
  std::vector<std::int64_t> first(n, -1);  // 1 + the rank of p's first won successor
  std::deque<Vertex> queue;
  auto win = [&](Vertex v, std::int64_t rank) {
    a.labels[v] = 'W', a.ranks[v] = rank;
    queue.push_back(v);
  };
  if (m.target_per_entry)
    for (Vertex t : x.targets) win(t, 0);
  for (Vertex v = 0; v < n; ++v) {
    if (target[v] && !m.target_after_move && !m.target_per_entry) win(v, 0);
    if (m.dead_end_won && !owned[v] && !target[v] && g.out_degree(v) == 0) win(v, 0);
  }
  if (m.target_after_move)  // the targets seed the pass but are not won themselves
    for (Vertex v = 0; v < n; ++v)
      if (target[v]) queue.push_back(v), a.ranks[v] = 0;
  while (!queue.empty()) {
    const Vertex v = queue.front();
    queue.pop_front();
    std::vector<char> seen(m.once_per_predecessor ? n : 0, 0);
    for (Vertex p : g.in(v)) {
      if (m.once_per_predecessor) {
        if (seen[p]) continue;
        seen[p] = 1;
      }
      if (a.labels[p] == 'W') continue;
      // Counted as the row does; the breadth-first mistake keeps the first won
      // successor's rank (the least) for the environment too.
      if (first[p] < 0) first[p] = a.ranks[v] + 1;
      if (!owned[p] && (left[p] = (left[p] - 1) & mask) != 0) continue;
      win(p, m.breadth_first ? first[p] : a.ranks[v] + 1);
    }
  }
  for (Vertex v = 0; v < n; ++v)
    if (a.labels[v] != 'W') a.ranks[v] = -1;
  return a;
}

int Emit(const ReachAnswer& a, std::string* out) {
  *out = FormatAnswer(a);
  return 0;
}

}  // namespace

int ReachDeadEndWon(const Instance& x, std::string* out) {
  return Emit(Solve(x, {.dead_end_won = true}), out);
}
int ReachOncePerPredecessor(const Instance& x, std::string* out) {
  return Emit(Solve(x, {.once_per_predecessor = true}), out);
}
int ReachBreadthFirst(const Instance& x, std::string* out) {
  return Emit(Solve(x, {.breadth_first = true}), out);
}
int ReachOwnersSwapped(const Instance& x, std::string* out) {
  return Emit(Solve(x, {.owners_swapped = true}), out);
}
int ReachTargetAfterMove(const Instance& x, std::string* out) {
  return Emit(Solve(x, {.target_after_move = true}), out);
}

int ReachTargetPerEntryBits(const Instance& x, unsigned, std::string* out) {
  return Emit(Solve(x, {.target_per_entry = true}), out);
}
int ReachTargetPerEntry(const Instance& x, std::string* out) {
  return ReachTargetPerEntryBits(x, 0, out);
}
int ReachCounterBits(const Instance& x, unsigned bits, std::string* out) {
  return Emit(Solve(x, {.counter_bits = bits == 0 ? 64 : bits}), out);
}
int ReachOwnerToggled(const Instance& x, unsigned, std::string* out) {
  return Emit(Solve(x, {.owner_toggled = true}), out);
}
int ReachCounter16(const Instance& x, std::string* out) { return ReachCounterBits(x, 16, out); }

}  // namespace gc::mutant
