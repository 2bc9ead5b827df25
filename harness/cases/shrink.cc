// harness/cases/shrink.cc — see shrink.h.
// Every accepted step makes the instance strictly smaller in the order
// (n, edges, tokens, sum of the ids in edges, tokens and start), so the loop ends; the
// passes run in a fixed order with no randomness, so the result is a function of the input
// and the predicate (and of the budget, if it runs out). Cost per round: O(m log m + n +
// n^2 + m n + k n) predicate calls, the quadratic passes only once the cheap deletions
// have made the instance small.
#include "harness/cases/shrink.h"

#include "harness/cases/input_kind.h"

#include <algorithm>
#include <numeric>

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;

// An instance as plain lists, easy to edit; Graphs are built only to call the predicate.
struct Work {
  Vertex n = 0;
  std::vector<Edge> left, right;  // right: partizan only
  std::vector<Vertex> tokens;
  Vertex start = 0;
};

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

class Shrinker {
 public:
  Shrinker(const Problem& p, const Instance& x,
           const std::function<bool(const Instance&)>& still_fails, const ShrinkOptions& o,
           ShrinkStats* stats)
      : p_(p),
        kind_(OpsOf(p.input)),
        still_fails_(still_fails),
        stats_(stats),
        deadline_(o.deadline) {
    cur_.n = x.g.n();
    cur_.left = x.g.edges();
    if (kind_.right) cur_.right = x.right.edges();
    if (kind_.tokens) cur_.tokens = x.tokens;
    if (kind_.start) cur_.start = x.start;
    keep_dag_ = p.prefers_dag && IsDag(cur_.n, cur_.left);
    base_ = x;
  }

  Instance Run() {
    bool changed = true;
    while (changed && !Done()) {
      changed = false;
      changed |= Compact();
      changed |= LowerN();
      changed |= DeleteEdges(&Work::left);
      changed |= DeleteEdges(&Work::right);
      changed |= Compact();
      changed |= DeleteVertices();
      changed |= MergeVertices();
      changed |= DropTokens();
      changed |= LowerTokens();
      changed |= LowerStart();
      changed |= RedirectEdges(&Work::left);
      changed |= RedirectEdges(&Work::right);
    }
    if (stats_) {
      stats_->minimal = !out_of_time_;
      stats_->interrupted = deadline_.Stopped();
    }
    return Build(cur_);
  }

 private:
  Instance Build(const Work& w) const {
    Instance x = base_;
    x.g = Graph(w.n, w.left);
    if (kind_.right) x.right = Graph(w.n, w.right);
    x.tokens = w.tokens;
    x.start = w.start;
    return x;
  }

  bool Valid(const Work& w) const {
    if (kind_.start && w.start >= w.n) return false;
    for (Vertex t : w.tokens)
      if (t >= w.n) return false;
    if (keep_dag_ && !IsDag(w.n, w.left)) return false;
    return true;
  }

  // Whether the shrink must end now (time is up or the caller said stop). Every loop asks
  // before it builds a candidate: building one costs O(n + m), and a big case has many.
  bool Done() {
    if (!out_of_time_ && deadline_.Over()) out_of_time_ = true;
    return out_of_time_;
  }

  // Accepts w as the current instance if it is valid and still fails.
  bool Try(Work w) {
    if (Done() || !Valid(w)) return false;
    if (stats_) ++stats_->attempts;
    const bool fails = still_fails_(Build(w));
    // A run stopped by the caller says nothing about the candidate; one that ended past
    // the deadline still counts.
    if (deadline_.Stopped()) out_of_time_ = true;
    if (out_of_time_ || !fails) return false;
    if (stats_) ++stats_->accepted;
    cur_ = std::move(w);
    return true;
  }

  // Compact: every vertex no edge, token or start uses removed and the rest renumbered,
  // in one candidate. First, so that a large case with few edges (300 vertices, 5 edges)
  // shrinks at the cost of one run, which a slow program (Python's start-up) needs.
  bool Compact() {
    std::vector<char> gone(cur_.n, 1);
    for (Edge e : cur_.left) gone[e.u] = gone[e.v] = 0;
    for (Edge e : cur_.right) gone[e.u] = gone[e.v] = 0;
    for (Vertex t : cur_.tokens) gone[t] = 0;
    if (kind_.start && cur_.start < cur_.n) gone[cur_.start] = 0;
    Vertex unused = 0;
    Vertex last_used = 0;
    for (Vertex v = 0; v < cur_.n; ++v) {
      unused += gone[v] ? 1 : 0;
      if (!gone[v]) last_used = v + 1;
    }
    // Only the trailing ones unused: LowerN's candidate, the same step.
    if (unused == 0 || unused == cur_.n - last_used) return false;
    return Try(Remove(cur_, gone));
  }

  // Lower n: drop every trailing vertex no edge, token or start uses, in one step.
  bool LowerN() {
    Vertex used = 0;
    auto use = [&](Vertex v) { used = std::max(used, v + 1); };
    for (Edge e : cur_.left) use(e.u), use(e.v);
    for (Edge e : cur_.right) use(e.u), use(e.v);
    for (Vertex t : cur_.tokens) use(t);
    if (kind_.start) use(cur_.start);
    if (used >= cur_.n) return false;
    Work w = cur_;
    w.n = used;
    return Try(std::move(w));
  }

  // Delete edges of one list: chunks of half the list, a quarter, ..., one edge (ddmin).
  bool DeleteEdges(std::vector<Edge> Work::*list) {
    bool any = false;
    for (std::size_t chunk = std::max<std::size_t>((cur_.*list).size() / 2, 1); chunk >= 1;
         chunk /= 2) {
      for (std::size_t i = 0; i < (cur_.*list).size() && !Done();) {
        Work w = cur_;
        auto& es = w.*list;
        es.erase(es.begin() + i, es.begin() + std::min(es.size(), i + chunk));
        if (Try(std::move(w)))
          any = true;  // the list shifted: same i again
        else
          i += chunk;
      }
      // The vertices these deletions left unused go at once, not after the whole pass
      // (which a slow program may never finish).
      if (any && !Done()) Compact();
      if (chunk == 1 || Done()) break;
    }
    return any;
  }

  // w without the vertices in `gone` (sorted), renumbered; tokens on them are dropped.
  static Work Remove(const Work& cur, const std::vector<char>& gone) {
    std::vector<Vertex> id(cur.n);
    Vertex next = 0;
    for (Vertex v = 0; v < cur.n; ++v) id[v] = gone[v] ? 0 : next++;
    Work w;
    w.n = next;
    for (Edge e : cur.left)
      if (!gone[e.u] && !gone[e.v]) w.left.push_back({id[e.u], id[e.v]});
    for (Edge e : cur.right)
      if (!gone[e.u] && !gone[e.v]) w.right.push_back({id[e.u], id[e.v]});
    for (Vertex t : cur.tokens)
      if (!gone[t]) w.tokens.push_back(id[t]);
    w.start = cur.start < cur.n ? id[cur.start] : 0;
    return w;
  }

  // Delete vertices with their edges: runs of half the vertices, ..., one vertex. The
  // start vertex is never deleted (it moves down with the renumbering).
  bool DeleteVertices() {
    bool any = false;
    for (Vertex chunk = std::max<Vertex>(cur_.n / 2, 1); chunk >= 1; chunk /= 2) {
      for (Vertex i = 0; i < cur_.n && !Done();) {
        std::vector<char> gone(cur_.n, 0);
        bool touches_start = false;
        for (Vertex v = i; v < std::min<Vertex>(cur_.n, i + chunk); ++v) {
          gone[v] = 1;
          touches_start |= kind_.start && v == cur_.start;
        }
        if (!touches_start && Try(Remove(cur_, gone)))
          any = true;
        else
          i += chunk;
      }
      if (chunk == 1 || Done()) break;
    }
    return any;
  }

  // Merge b into a (a < b): every use of b becomes a, then b is removed.
  bool MergeVertices() {
    bool any = false;
    for (Vertex a = 0; a < cur_.n && !Done(); ++a)
      for (Vertex b = a + 1; b < cur_.n && !Done();) {
        Work w = cur_;
        auto to_a = [&](Vertex& v) { v = v == b ? a : v; };
        for (Edge& e : w.left) to_a(e.u), to_a(e.v);
        for (Edge& e : w.right) to_a(e.u), to_a(e.v);
        for (Vertex& t : w.tokens) to_a(t);
        to_a(w.start);
        std::vector<char> gone(w.n, 0);
        gone[b] = 1;
        if (Try(Remove(w, gone)))
          any = true;  // b now names the next vertex
        else
          ++b;
      }
    return any;
  }

  bool DropTokens() {
    bool any = false;
    for (std::size_t i = 0; i < cur_.tokens.size() && !Done();) {
      Work w = cur_;
      w.tokens.erase(w.tokens.begin() + i);
      if (Try(std::move(w)))
        any = true;
      else
        ++i;
    }
    return any;
  }

  // Move a token to a lower vertex, the lowest that keeps the failure.
  bool LowerTokens() {
    bool any = false;
    for (std::size_t i = 0; i < cur_.tokens.size() && !Done(); ++i)
      for (Vertex t = 0; t < cur_.tokens[i] && !Done(); ++t) {
        Work w = cur_;
        w.tokens[i] = t;
        if (Try(std::move(w))) {
          any = true;
          break;
        }
      }
    return any;
  }

  bool LowerStart() {
    if (!kind_.start) return false;
    for (Vertex s = 0; s < cur_.start && !Done(); ++s) {
      Work w = cur_;
      w.start = s;
      if (Try(std::move(w))) return true;
    }
    return false;
  }

  // Redirect an edge: its head, else its tail, to the lowest vertex that keeps the failure.
  bool RedirectEdges(std::vector<Edge> Work::*list) {
    bool any = false;
    for (std::size_t i = 0; i < (cur_.*list).size() && !Done(); ++i) {
      for (int end = 0; end < 2; ++end) {
        const Vertex was = end ? (cur_.*list)[i].u : (cur_.*list)[i].v;
        for (Vertex t = 0; t < was && !Done(); ++t) {
          Work w = cur_;
          (end ? (w.*list)[i].u : (w.*list)[i].v) = t;
          if (Try(std::move(w))) {
            any = true;
            break;
          }
        }
      }
    }
    return any;
  }

  const Problem& p_;
  const InputKindOps& kind_;
  const std::function<bool(const Instance&)>& still_fails_;
  ShrinkStats* stats_;
  const std::atomic<bool>* stop_;
  Deadline deadline_;
  Instance base_;
  Work cur_;
  bool keep_dag_ = false;
  bool out_of_time_ = false;
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
