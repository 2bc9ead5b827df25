// harness/cases/shrink.cc — see shrink.h. The search loop: the steps are the input kind's
// (harness/cases/input_kind.h's shrink_steps; harness/cases/kinds/steps.h), run in its
// order each round until a round takes nothing.
// Every accepted step makes the instance strictly smaller in the order
// (n, edges, tokens, sum of the ids in edges, tokens and start), so the loop ends; the
// passes run in a fixed order with no randomness, so the result is a function of the input
// and the predicate (and of the budget, if it runs out). Cost per round: O(m log m + n +
// n^2 + m n + k n) predicate calls, the quadratic passes only once the cheap deletions
// have made the instance small.
#include "harness/cases/shrink.h"

#include "harness/cases/input_kind.h"

#include <utility>
#include <vector>

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;

bool IsDag(Vertex n, const std::vector<Edge>& es) {
  std::vector<std::uint32_t> indeg(n, 0);
  std::vector<std::vector<Vertex>> out(n);
  for (Edge e : es) ++indeg[e.v], out[e.u].push_back(e.v);
  std::vector<Vertex> q;
  for (Vertex v = 0; v < n; ++v)
    if (indeg[v] == 0) q.push_back(v);
  std::size_t seen = 0;
  while (!q.empty()) {
    Vertex u = q.back();
    q.pop_back();
    ++seen;
    for (Vertex v : out[u])
      if (--indeg[v] == 0) q.push_back(v);
  }
  return seen == n;
}

// Whether the first move list is acyclic: the graph g that a row preferring DAGs gets
// acyclic from the generators (a second list, Right's, is drawn apart from it).
bool FirstIsDag(const Parts& w) { return w.moves.empty() || IsDag(w.n, w.moves[0]); }

// The search the input kind's shrink steps run in: the current case as parts (easy to
// edit; Graphs are built only to call the predicate), the time and the stop flag.
class Shrinker final : public ShrinkSearch {
 public:
  Shrinker(const Problem& p, const Instance& x,
           const std::function<bool(const Instance&)>& still_fails, const ShrinkOptions& o,
           ShrinkStats* stats)
      : kind_(OpsOf(p.input)),
        still_fails_(still_fails),
        stats_(stats),
        deadline_(o.deadline),
        stall_after_(o.stall_after),
        stall_size_(o.stall_size) {
    cur_ = kind_.to_parts(x);
    keep_dag_ = p.prefers_dag && FirstIsDag(cur_);
  }

  Instance Run() {
    bool changed = true;
    while (changed && !Done()) {
      changed = false;
      for (const ShrinkStep& step : kind_.shrink_steps) changed |= step.run(*this, step.list);
    }
    if (stats_) {
      stats_->minimal = !out_of_time_;
      stats_->interrupted = deadline_.Stopped();
      stats_->stalled = stalled_;
    }
    return kind_.from_parts(cur_);
  }

  const Parts& current() const override { return cur_; }

  // Whether the shrink must end now (time is up or the caller said stop). Every loop asks
  // before it builds a candidate: building one costs O(n + m), and a big case has many.
  bool Done() override {
    if (!out_of_time_ && deadline_.Over()) out_of_time_ = true;
    return out_of_time_;
  }

  // Accepts w as the current instance if it is valid and still fails.
  bool Try(Parts w) override {
    if (Done() || !Valid(w)) return false;
    if (stats_) ++stats_->attempts;
    const bool fails = still_fails_(kind_.from_parts(w));
    // A run stopped by the caller says nothing about the candidate; one that ended past
    // the deadline still counts.
    if (deadline_.Stopped()) out_of_time_ = true;
    if (out_of_time_) return false;
    if (!fails) {
      if (stall_after_ > 0 && ++rejected_ >= stall_after_ && Size(cur_) > stall_size_)
        out_of_time_ = stalled_ = true;
      return false;
    }
    rejected_ = 0;
    if (stats_) ++stats_->accepted;
    cur_ = std::move(w);
    return true;
  }

 private:
  bool Valid(const Parts& w) const {
    for (Vertex a : w.anchors)
      if (a >= w.n) return false;
    for (const std::vector<Vertex>& vs : w.marks)
      for (Vertex t : vs)
        if (t >= w.n) return false;
    return !keep_dag_ || FirstIsDag(w);
  }

  static std::uint64_t Size(const Parts& w) {
    std::uint64_t s = w.n;
    for (const std::vector<Edge>& list : w.moves) s += list.size();
    return s;
  }

  const InputKindOps& kind_;
  const std::function<bool(const Instance&)>& still_fails_;
  ShrinkStats* stats_;
  Deadline deadline_;
  std::uint64_t stall_after_, stall_size_;
  std::uint64_t rejected_ = 0;  // candidates in a row that did not fail
  Parts cur_;
  bool keep_dag_ = false;
  bool out_of_time_ = false;
  bool stalled_ = false;
};

}  // namespace

Instance Shrink(const Problem& p, Instance x,
                const std::function<bool(const Instance&)>& still_fails,
                const ShrinkOptions& options, ShrinkStats* stats) {
  if (stats) *stats = {};
  Shrinker s(p, x, still_fails, options, stats);
  return s.Run();
}

}  // namespace gc
