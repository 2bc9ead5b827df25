// properties/shrink_test.cc — the shrinker: 1-minimality (checked by an independent
// enumeration of single steps written here), hand-derived minimal results, determinism,
// and the problem invariants (DAG kept, start vertex valid, tokens in range, both partizan
// move lists shrunk).
#include "harness/cases/shrink.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>

#include "harness/cases/generators.h"

namespace gc {
namespace {

using Pred = std::function<bool(const Instance&)>;

// A row with only what the shrinker reads: the input kind and whether DAGs are kept.
Problem Row(InputKind kind, bool prefers_dag = false) {
  Problem p = *FindProblem("outcome");
  p.input = kind;
  p.prefers_dag = prefers_dag;
  return p;
}

bool IsDag(const Graph& g) {
  std::vector<std::uint32_t> indeg(g.n());
  for (Vertex v = 0; v < g.n(); ++v) indeg[v] = g.in_degree(v);
  std::vector<Vertex> q;
  for (Vertex v = 0; v < g.n(); ++v)
    if (!indeg[v]) q.push_back(v);
  Vertex seen = 0;
  while (!q.empty()) {
    Vertex u = q.back();
    q.pop_back();
    ++seen;
    for (Vertex w : g.out(u))
      if (--indeg[w] == 0) q.push_back(w);
  }
  return seen == g.n();
}

// ---- an independent list of every single step ----------------------------------------

struct Parts {
  Vertex n;
  std::vector<Edge> l, r;
  std::vector<Vertex> tokens;
  Vertex start;
};

Parts Split(const Instance& x) {
  return {x.g.n(), x.g.edges(), x.right.edges(), x.tokens, x.start};
}

Instance Join(const Parts& s, const Problem& p) {
  Instance x;
  x.g = Graph(s.n, s.l);
  if (p.input == InputKind::kPartizan) x.right = Graph(s.n, s.r);
  x.tokens = s.tokens;
  x.start = s.start;
  return x;
}

// Every instance one step smaller than x: one edge deleted, one vertex deleted or merged
// into a lower one, one token dropped or moved lower, the start moved lower, one edge end
// moved to a lower vertex. Invariants as the shrinker promises.
std::vector<Instance> OneStep(const Problem& p, const Instance& x, bool keep_dag) {
  const Parts s = Split(x);
  std::vector<Parts> out;
  for (std::vector<Edge> Parts::*list : {&Parts::l, &Parts::r})
    for (std::size_t i = 0; i < (s.*list).size(); ++i) {
      Parts t = s;
      (t.*list).erase((t.*list).begin() + i);
      out.push_back(t);
      for (int end = 0; end < 2; ++end) {
        const Vertex was = end ? (s.*list)[i].u : (s.*list)[i].v;
        for (Vertex to = 0; to < was; ++to) {
          Parts u = s;
          (end ? (u.*list)[i].u : (u.*list)[i].v) = to;
          out.push_back(u);
        }
      }
    }
  // Vertex b removed after every use of b became `into` (none: deleted with its edges).
  auto remove = [&](Vertex b, std::optional<Vertex> into) {
    Parts t;
    t.n = s.n - 1;
    auto id = [&](Vertex v) { return v == b ? *into - (*into > b) : v - (v > b); };
    for (auto [from, to] : {std::pair{&Parts::l, &t.l}, std::pair{&Parts::r, &t.r}})
      for (Edge e : s.*from)
        if (into || (e.u != b && e.v != b)) to->push_back({id(e.u), id(e.v)});
    for (Vertex k : s.tokens)
      if (into || k != b) t.tokens.push_back(id(k));
    if (!into && p.input == InputKind::kGraphStart && s.start == b) return;
    t.start = id(s.start);
    out.push_back(t);
  };
  for (Vertex b = 0; b < s.n; ++b) {
    remove(b, std::nullopt);
    for (Vertex a = 0; a < b; ++a) remove(b, a);
  }
  for (std::size_t i = 0; i < s.tokens.size(); ++i) {
    Parts t = s;
    t.tokens.erase(t.tokens.begin() + i);
    out.push_back(t);
    for (Vertex to = 0; to < s.tokens[i]; ++to) {
      Parts u = s;
      u.tokens[i] = to;
      out.push_back(u);
    }
  }
  if (p.input == InputKind::kGraphStart)
    for (Vertex to = 0; to < s.start; ++to) {
      Parts u = s;
      u.start = to;
      out.push_back(u);
    }
  std::vector<Instance> xs;
  for (const Parts& t : out) {
    Instance y = Join(t, p);
    if (keep_dag && !IsDag(y.g)) continue;
    if (p.input == InputKind::kGraphStart && y.start >= y.g.n()) continue;
    xs.push_back(y);
  }
  return xs;
}

void ExpectOneMinimal(const Problem& p, const Instance& y, const Pred& fails, bool keep_dag) {
  ASSERT_TRUE(fails(y));
  for (const Instance& z : OneStep(p, y, keep_dag))
    EXPECT_FALSE(fails(z)) << "a single step still fails:\n"
                           << WriteInstance(p.input, z) << "from\n"
                           << WriteInstance(p.input, y);
}

Instance Big(std::uint64_t seed, const Problem& p, Vertex n, std::uint64_t m, bool dag = false) {
  Rng rng(seed);
  return CompleteInstance(rng, p, RandomGraph(rng, {.n = n, .m = m, .dag = dag}));
}

bool HasCycle(const Instance& x) { return !IsDag(x.g); }

// ---- hand-derived minimal results ------------------------------------------------------

TEST(Shrink, ACycleShrinksToOneSelfLoop) {
  const Problem p = Row(InputKind::kGraph);
  ShrinkStats st;
  const Instance y = Shrink(p, Big(1, p, 40, 120), HasCycle, {}, &st);
  EXPECT_EQ(WriteInstance(p.input, y), "1 1\n0 0\n");
  EXPECT_TRUE(st.minimal);
  EXPECT_GT(st.accepted, 0u);
  ExpectOneMinimal(p, y, HasCycle, false);
}

TEST(Shrink, OutDegreeThreeMergesIntoThreeSelfLoops) {
  const Problem p = Row(InputKind::kGraph);
  const Pred fails = [](const Instance& x) {
    for (Vertex v = 0; v < x.g.n(); ++v)
      if (x.g.out_degree(v) >= 3) return true;
    return false;
  };
  const Instance y = Shrink(p, Big(2, p, 30, 90), fails);
  EXPECT_EQ(WriteInstance(p.input, y), "1 3\n0 0\n0 0\n0 0\n");
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, SingleEdgesGoWhenNoChunkCan) {
  // Halves of four loops leave two, which is too few: only single deletions get to three.
  const Problem p = Row(InputKind::kGraph);
  const Pred fails = [](const Instance& x) { return x.g.n() > 0 && x.g.out_degree(0) >= 3; };
  const Instance y = Shrink(p, ReadInstance(InputKind::kGraph, "1 4  0 0 0 0 0 0 0 0"), fails);
  EXPECT_EQ(WriteInstance(p.input, y), "1 3\n0 0\n0 0\n0 0\n");
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, ThreeDistinctSuccessorsNeedThreeVertices) {
  const Problem p = Row(InputKind::kGraph);
  const Pred fails = [](const Instance& x) {
    for (Vertex v = 0; v < x.g.n(); ++v) {
      std::vector<Vertex> s(x.g.out(v).begin(), x.g.out(v).end());
      std::sort(s.begin(), s.end());
      if (std::unique(s.begin(), s.end()) - s.begin() >= 3) return true;
    }
    return false;
  };
  const Instance y = Shrink(p, Big(3, p, 30, 90), fails);
  EXPECT_EQ(y.g.n(), 3u);
  EXPECT_EQ(y.g.m(), 3u);
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, ADagStaysADagWhenTheRowPrefersDags) {
  const Pred fails = [](const Instance& x) {
    for (Vertex v = 0; v < x.g.n(); ++v)
      if (x.g.out_degree(v) >= 2) return true;
    return false;
  };
  const Problem dag_row = Row(InputKind::kGraphTokens, true);
  const Instance x = Big(4, dag_row, 30, 60, true);
  ASSERT_TRUE(IsDag(x.g));
  const Instance y = Shrink(dag_row, x, fails);
  EXPECT_TRUE(IsDag(y.g));
  EXPECT_EQ(y.g.n(), 2u);  // two parallel edges, in whichever direction the input had
  EXPECT_EQ(y.g.m(), 2u);
  ExpectOneMinimal(dag_row, y, fails, true);
  // Without the preference the same failure shrinks further, into self-loops.
  const Problem any_row = Row(InputKind::kGraphTokens, false);
  EXPECT_EQ(WriteInstance(InputKind::kGraph, Shrink(any_row, x, fails)), "1 2\n0 0\n0 0\n");
}

TEST(Shrink, TokensStayInRangeAndAreDroppedOrMovedLower) {
  const Problem p = Row(InputKind::kGraphTokens);
  // Two tokens on vertices that have a move.
  const Pred fails = [](const Instance& x) {
    int moving = 0;
    for (Vertex t : x.tokens) {
      if (t >= x.g.n()) ADD_FAILURE() << "token out of range";
      moving += x.g.out_degree(t) > 0;
    }
    return moving >= 2;
  };
  Instance x = Big(5, p, 20, 50);
  x.tokens = {17, 3, 9, 12, 17, 5};
  ASSERT_TRUE(fails(x));
  const Instance y = Shrink(p, x, fails);
  EXPECT_EQ(WriteInstance(p.input, y), "1 1\n0 0\n2 0 0\n");
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, GeographyStartStaysValid) {
  const Problem p = Row(InputKind::kGraphStart);
  // The start has a move to another vertex.
  const Pred fails = [](const Instance& x) {
    if (x.start >= x.g.n()) ADD_FAILURE() << "start out of range";
    for (Vertex w : x.g.out(x.start))
      if (w != x.start) return true;
    return false;
  };
  Instance x = Big(6, p, 25, 70);
  x.start = 0;
  for (Vertex v = 0; v < x.g.n(); ++v)
    if (x.g.out_degree(v) > 0 && x.g.out(v)[0] != v) x.start = v;
  ASSERT_TRUE(fails(x));
  const Instance y = Shrink(p, x, fails);
  ASSERT_EQ(y.g.n(), 2u);  // the start and the vertex it moves to, in the input's order
  ASSERT_EQ(y.g.m(), 1u);
  EXPECT_EQ(y.g.edges()[0].u, y.start);
  EXPECT_NE(y.g.edges()[0].v, y.start);
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, PartizanShrinksBothMoveLists) {
  const Problem p = Row(InputKind::kPartizan);
  // Left and Right both have a move out of some vertex, to different places.
  const Pred fails = [](const Instance& x) {
    for (Vertex v = 0; v < x.g.n(); ++v)
      for (Vertex a : x.g.out(v))
        for (Vertex b : x.right.out(v))
          if (a != b) return true;
    return false;
  };
  const Instance x = Big(7, p, 20, 40);
  ASSERT_TRUE(fails(x));
  const Instance y = Shrink(p, x, fails);
  EXPECT_EQ(y.g.m(), 1u);
  EXPECT_EQ(y.right.m(), 1u);
  EXPECT_EQ(y.g.n(), 2u);
  ExpectOneMinimal(p, y, fails, false);
}

TEST(Shrink, IsDeterministic) {
  const Problem p = Row(InputKind::kGraph);
  const Pred fails = [](const Instance& x) { return HasCycle(x) && x.g.m() >= 4; };
  int shrunk = 0;
  for (std::uint64_t seed = 10; seed < 15; ++seed) {
    const Instance x = Big(seed, p, 30, 80);
    if (!fails(x)) continue;
    ++shrunk;
    ShrinkStats a, b;
    const Instance y1 = Shrink(p, x, fails, {}, &a), y2 = Shrink(p, x, fails, {}, &b);
    EXPECT_EQ(y1, y2);
    EXPECT_EQ(a.attempts, b.attempts);
    ExpectOneMinimal(p, y1, fails, false);
  }
  EXPECT_GE(shrunk, 3) << "most seeds must give a failing instance, or nothing was tested";
}

TEST(Shrink, AZeroBudgetReturnsAFailingInstanceNotMarkedMinimal) {
  const Problem p = Row(InputKind::kGraph);
  const Instance x = Big(8, p, 30, 90);
  ShrinkStats st;
  const Deadline now = Deadline().Within(std::chrono::milliseconds(0));
  const Instance y = Shrink(p, x, HasCycle, {.deadline = now}, &st);
  EXPECT_FALSE(st.minimal);
  EXPECT_TRUE(HasCycle(y));
}

TEST(Shrink, AStallEndsTheShrinkOfALargeCaseButNotOfASmallOne) {
  const Problem p = Row(InputKind::kGraph);
  // Fails only with at least 1050 vertices: the shrink gets near that by halves, then
  // every single deletion is tried in vain.
  const Pred large = [](const Instance& x) { return x.g.n() >= 1050; };
  const Instance x = Big(9, p, 1500, 1500);
  ShrinkStats free_run, stalled;
  ShrinkOptions after8;
  after8.stall_after = 8;
  after8.stall_size = 1000;
  const Instance a = Shrink(p, x, large, {}, &free_run);
  const Instance b = Shrink(p, x, large, after8, &stalled);
  EXPECT_EQ(a.g.n(), 1050u);
  EXPECT_TRUE(free_run.minimal);
  EXPECT_FALSE(free_run.stalled);
  EXPECT_TRUE(large(b));
  EXPECT_LT(b.g.n(), x.g.n());
  EXPECT_TRUE(stalled.stalled);
  EXPECT_FALSE(stalled.minimal);
  EXPECT_LT(stalled.attempts * 4, free_run.attempts);
  // At or below stall_size the stall never ends it: the small case is still 1-minimal.
  const Pred cycle = HasCycle;
  ShrinkStats small;
  ShrinkOptions after1;
  after1.stall_after = 1;
  after1.stall_size = 1000;
  const Instance c = Shrink(p, Big(1, p, 40, 120), cycle, after1, &small);
  EXPECT_EQ(WriteInstance(p.input, c), "1 1\n0 0\n");
  EXPECT_TRUE(small.minimal);
  EXPECT_FALSE(small.stalled);
  // By default a case of a few thousand vertices + moves is below the stall's size: a
  // failure a medium case found ends as small as it can be, however many candidates fail.
  ShrinkStats medium;
  ShrinkOptions at_default_size;
  at_default_size.stall_after = 1;
  const Instance d = Shrink(p, Big(1, p, 600, 600), cycle, at_default_size, &medium);
  EXPECT_EQ(WriteInstance(p.input, d), "1 1\n0 0\n");
  EXPECT_TRUE(medium.minimal);
  EXPECT_FALSE(medium.stalled);
}

}  // namespace
}  // namespace gc
