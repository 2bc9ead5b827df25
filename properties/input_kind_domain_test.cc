// properties/input_kind_domain_test.cc — the input kinds as domains (harness/cases/input_kind.h),
// for every kind: parts and back give the instance, print and parse are the spec text's,
// the size is what the strict reader counts, validate accepts the kind's instances and
// names what is wrong with others, every shrink step offers only smaller candidates (and
// shrinks each part the kind has), and union and duplication build what the relations say.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <numeric>
#include <tuple>

#include "harness/cases/enumerate.h"
#include "harness/cases/input_kind.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;

Instance Completed(const InputKindOps& kind, const Graph& g, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  return kind.complete(rng, g);
}

// The size the strict reader asks its SizeCheck about, for the printed text of x.
InstanceSize ReadersSize(InputKind k, const Instance& x) {
  InstanceSize seen;
  ReadInstance(k, WriteInstance(k, x), [&](const InstanceSize& s) {
    seen = s;
    return std::string();
  });
  return seen;
}

RC_GTEST_PROP(InputKindDomain, PartsPrintParseSizeAndValidateAgree, ()) {
  const Graph g = *GenGraph(1, 9, 20);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const Instance x = Completed(kind, g, seed);
    RC_ASSERT(kind.from_parts(kind.to_parts(x)) == x);
    RC_ASSERT(kind.print(x) == WriteInstance(k, x));
    RC_ASSERT(kind.parse(kind.print(x), {}) == x);
    const InstanceSize s = kind.size(x), r = ReadersSize(k, x);
    RC_ASSERT(std::tie(s.n, s.m, s.tokens) == std::tie(r.n, r.m, r.tokens));
    RC_ASSERT(kind.moves(x) == s.m);
    RC_ASSERT(kind.validate(x) == "");
  }
}

TEST(InputKindDomain, EveryTinyInstanceIsValid) {
  const TinyLimits limits;
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    for (Vertex n = 0; n <= 3; ++n)
      kind.for_each_tiny(n, 2, limits, false, [&](const Instance& x) {
        EXPECT_EQ(kind.validate(x), "") << kind.name << "\n" << WriteInstance(k, x);
        EXPECT_GE(x.g.n(), kind.min_n) << kind.name;
        return false;
      });
  }
}

TEST(InputKindDomain, ValidateNamesWhatIsWrong) {
  Instance x;
  x.g = Graph(2, std::vector<Edge>{{0, 1}});
  EXPECT_EQ(OpsOf(InputKind::kGraph).validate(x), "");
  Instance tokens = x;
  tokens.tokens = {1, 2};
  EXPECT_EQ(OpsOf(InputKind::kGraphTokens).validate(tokens), "token 2 is out of range 0..1");
  EXPECT_EQ(OpsOf(InputKind::kGraph).validate(tokens), "tokens, which this kind has not");
  Instance start = x;
  start.start = 5;
  EXPECT_EQ(OpsOf(InputKind::kGraphStart).validate(start), "start vertex 5 is out of range 0..1");
  EXPECT_EQ(OpsOf(InputKind::kGraphTokens).validate(start),
            "a start vertex, which this kind has not");
  Instance empty;
  EXPECT_EQ(OpsOf(InputKind::kGraphStart).validate(empty),
            "start vertex 0 is out of range (no vertex)");
  Instance right = x;
  right.right = Graph(3, std::vector<Edge>{});
  EXPECT_EQ(OpsOf(InputKind::kPartizan).validate(right),
            "Right's moves are on 3 vertices, Left's on 2");
  EXPECT_EQ(OpsOf(InputKind::kGraphStart).validate(right),
            "a second move list, which this kind has not");
  right.right = Graph(2, std::vector<Edge>{{1, 0}});
  EXPECT_EQ(OpsOf(InputKind::kPartizan).validate(right), "");
  Instance reach = x;
  reach.agent = {1};
  reach.targets = {0, 2};
  EXPECT_EQ(OpsOf(InputKind::kGraphAgentTargets).validate(reach), "target 2 is out of range 0..1");
  reach.agent = {3};
  EXPECT_EQ(OpsOf(InputKind::kGraphAgentTargets).validate(reach),
            "agent's vertex 3 is out of range 0..1");
  for (InputKind k : {InputKind::kGraph, InputKind::kGraphTokens, InputKind::kGraphStart})
    EXPECT_EQ(OpsOf(k).validate(reach), "agent's vertices, which this kind has not");
  reach.agent.clear();
  EXPECT_EQ(OpsOf(InputKind::kGraph).validate(reach), "targets, which this kind has not");
  EXPECT_EQ(OpsOf(InputKind::kGraphAgentTargets).validate(tokens),
            "tokens, which this kind has not");
}

TEST(InputKindDomain, DescriptionsOfTheTableAgreeWithItsOperations) {
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    EXPECT_EQ(kind.min_n, kind.needs_vertex ? 1u : 0u) << kind.name;
    EXPECT_EQ(kind.pairs, kind.right ? "moves" : "edges") << kind.name;
    // A plain graph input has a predecessor-half reader, and so has reach's (its solver
    // walks only predecessors, as outcome's does).
    EXPECT_EQ(kind.read_predecessors != nullptr, !kind.tokens && !kind.start && !kind.right)
        << kind.name;
    const Parts empty = kind.to_parts(Instance{});
    EXPECT_EQ(empty.moves.size(), kind.right ? 2u : 1u) << kind.name;
  }
}

// ---- shrink steps --------------------------------------------------------------------

// The order every accepted step goes down in: n, moves, marks, then the sum of the ids.
std::tuple<Vertex, std::size_t, std::size_t, std::uint64_t> Measure(const Parts& p) {
  std::size_t moves = 0, marks = 0;
  std::uint64_t ids = 0;
  for (const std::vector<Edge>& es : p.moves) {
    moves += es.size();
    for (Edge e : es) ids += e.u + e.v;
  }
  for (const std::vector<Vertex>& vs : p.marks) {
    marks += vs.size();
    ids = std::accumulate(vs.begin(), vs.end(), ids);
  }
  ids = std::accumulate(p.anchors.begin(), p.anchors.end(), ids);
  return {p.n, moves, marks, ids};
}

// A search that records every candidate and takes the first `take` of them.
class Recorder final : public ShrinkSearch {
 public:
  Recorder(Parts p, std::size_t take) : cur_(std::move(p)), take_(take) {}
  const Parts& current() const override { return cur_; }
  bool Done() override { return false; }
  bool Try(Parts candidate) override {
    EXPECT_LT(Measure(candidate), Measure(cur_)) << "a candidate is not smaller";
    seen.push_back(candidate);
    if (taken_ == take_) return false;
    ++taken_;
    cur_ = std::move(candidate);
    return true;
  }
  std::vector<Parts> seen;

 private:
  Parts cur_;
  std::size_t take_, taken_ = 0;
};

RC_GTEST_PROP(InputKindDomain, EveryShrinkCandidateIsSmallerAndBuildsAValidInstance, ()) {
  const Graph g = *GenGraph(1, 7, 12);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  const std::size_t take = *rc::gen::inRange<std::size_t>(0, 3);
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const Instance x = Completed(kind, g, seed);
    for (const ShrinkStep& step : kind.shrink_steps) {
      Recorder r(kind.to_parts(x), take);
      step.run(r, step.list);
      for (const Parts& p : r.seen) {
        bool in_range = true;
        for (const std::vector<Vertex>& vs : p.marks)
          for (Vertex v : vs) in_range &= v < p.n;
        for (Vertex v : p.anchors) in_range &= v < p.n;
        // The shrinker takes only candidates in range (shrink.cc's Valid).
        if (in_range) RC_ASSERT(kind.validate(kind.from_parts(p)) == "");
      }
    }
  }
}

// Whether some step of `kind` offers a candidate with `less` true against x's parts.
bool SomeStepOffers(const InputKindOps& kind, const Instance& x,
                    const std::function<bool(const Parts& from, const Parts& to)>& less) {
  for (const ShrinkStep& step : kind.shrink_steps) {
    Recorder r(kind.to_parts(x), 0);
    step.run(r, step.list);
    for (const Parts& p : r.seen)
      if (less(kind.to_parts(x), p)) return true;
  }
  return false;
}

TEST(InputKindDomain, EachPartTheKindHasIsShrunkBySomeStep) {
  const Instance tokens = ReadInstance(InputKind::kGraphTokens, "3 2  0 1 1 2  2  2 1\n");
  const InputKindOps& t = OpsOf(InputKind::kGraphTokens);
  EXPECT_TRUE(SomeStepOffers(t, tokens, [](const Parts& a, const Parts& b) {
    return b.n == a.n && b.moves == a.moves && b.marks[0].size() < a.marks[0].size();
  }));
  EXPECT_TRUE(SomeStepOffers(t, tokens, [](const Parts& a, const Parts& b) {
    return b.n == a.n && b.moves == a.moves && b.marks[0].size() == 2 &&
           b.marks[0][0] < a.marks[0][0];
  }));
  // reach: each of its two lists dropped from and lowered on its own, the other kept.
  const Instance reach =
      ReadInstance(InputKind::kGraphAgentTargets, "3 2  0 1 1 2  2  2 1  2  2 1\n");
  const InputKindOps& r = OpsOf(InputKind::kGraphAgentTargets);
  for (std::size_t list : {0, 1}) {
    const std::size_t other = 1 - list;
    EXPECT_TRUE(SomeStepOffers(r, reach, [&](const Parts& a, const Parts& b) {
      return b.n == a.n && b.moves == a.moves && b.marks[other] == a.marks[other] &&
             b.marks[list].size() < a.marks[list].size();
    })) << list;
    EXPECT_TRUE(SomeStepOffers(r, reach, [&](const Parts& a, const Parts& b) {
      return b.n == a.n && b.moves == a.moves && b.marks[other] == a.marks[other] &&
             b.marks[list].size() == 2 && b.marks[list][0] < a.marks[list][0];
    })) << list;
  }
  const Instance start = ReadInstance(InputKind::kGraphStart, "3 2  0 1 1 2  2\n");
  const InputKindOps& s = OpsOf(InputKind::kGraphStart);
  EXPECT_TRUE(SomeStepOffers(s, start, [](const Parts& a, const Parts& b) {
    return b.n == a.n && b.moves == a.moves && b.anchors[0] < a.anchors[0];
  }));
  // The start is never deleted: no candidate has lost vertex 2 while keeping the others'
  // moves.
  EXPECT_FALSE(SomeStepOffers(s, start, [](const Parts&, const Parts& b) {
    return b.n == 2 && b.moves[0] == std::vector<Edge>{{0, 1}} && b.anchors[0] != 1;
  }));
  const Instance partizan = ReadInstance(InputKind::kPartizan, "2  1  0 1  2  1 0 1 1\n");
  const InputKindOps& p = OpsOf(InputKind::kPartizan);
  EXPECT_TRUE(SomeStepOffers(p, partizan, [](const Parts& a, const Parts& b) {
    return b.moves[0] == a.moves[0] && b.moves[1].size() < a.moves[1].size();
  }));
  EXPECT_TRUE(SomeStepOffers(p, partizan, [](const Parts& a, const Parts& b) {
    return b.moves[0] == a.moves[0] && b.moves[1].size() == 2 && b.moves[1] != a.moves[1];
  }));
}

// ---- union and duplication -----------------------------------------------------------

TEST(InputKindDomain, DisjointUnionNumbersTheSecondPartAfterTheFirst) {
  struct Case {
    InputKind kind;
    const char *x, *z, *union_, *z_alone;
  };
  const Case cases[] = {
      {InputKind::kGraph, "2 1 0 1", "1 1 0 0", "3 2\n0 1\n2 2\n", "1 1\n0 0\n"},
      {InputKind::kGraphTokens, "2 1 0 1 1 1", "1 1 0 0 2 0 0", "3 2\n0 1\n2 2\n1 1\n",
       "1 1\n0 0\n0\n"},
      {InputKind::kGraphStart, "2 1 0 1 1", "2 1 1 0 1", "4 2\n0 1\n3 2\n1\n", "2 1\n1 0\n1\n"},
      {InputKind::kPartizan, "2 1 0 1 0", "1 0 1 0 0", "3\n1\n0 1\n1\n2 2\n", "1\n0\n1\n0 0\n"},
      // z's agent's vertex and target are dropped with its tokens: its vertices are the
      // environment's and no target, as z_alone says.
      {InputKind::kGraphAgentTargets, "2 1 0 1 1 0 1 1", "1 1 0 0 1 0 1 0",
       "3 2\n0 1\n2 2\n1 0\n1 1\n", "1 1\n0 0\n0\n0\n"},
  };
  for (const Case& c : cases) {
    const InputKindOps& kind = OpsOf(c.kind);
    Instance z_alone;
    const Instance y =
        kind.DisjointUnion(ReadInstance(c.kind, c.x), ReadInstance(c.kind, c.z), &z_alone);
    EXPECT_EQ(WriteInstance(c.kind, y), c.union_) << kind.name;
    EXPECT_EQ(WriteInstance(c.kind, z_alone), c.z_alone) << kind.name;
  }
}

TEST(InputKindDomain, DuplicateMovePicksAListThenAMoveFromTheRng) {
  const InputKindOps& p = OpsOf(InputKind::kPartizan);
  const Instance both = ReadInstance(InputKind::kPartizan, "3  2  0 1 1 2  3  2 0 2 1 1 0\n");
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    std::mt19937_64 rng(seed), copy(seed);
    const std::optional<Instance> y = p.DuplicateMove(both, rng);
    ASSERT_TRUE(y);
    const bool right = copy() % 2 == 0;  // two non-empty lists: 0 picks the second
    const Graph& list = right ? both.right : both.g;
    std::vector<Edge> want = list.edges();
    want.push_back(want[copy() % want.size()]);
    EXPECT_EQ((right ? y->right : y->g), Graph(3, want)) << seed;
    EXPECT_EQ((right ? y->g : y->right), (right ? both.g : both.right)) << seed;
    EXPECT_EQ(rng(), copy()) << "draws as many numbers as it says";
  }
  // One non-empty list: no draw for the list.
  const Instance left_only = ReadInstance(InputKind::kPartizan, "2  1  0 1  0\n");
  std::mt19937_64 rng(7), copy(7);
  const std::optional<Instance> y = p.DuplicateMove(left_only, rng);
  ASSERT_TRUE(y);
  EXPECT_EQ(y->g.m(), 2u);
  copy();
  EXPECT_EQ(rng(), copy());
  EXPECT_FALSE(p.DuplicateMove(ReadInstance(InputKind::kPartizan, "2 0 0"), rng));
}

TEST(InputKindDomain, DuplicateEveryMoveDoublesEachListAndKeepsTheRest) {
  const Instance x = ReadInstance(InputKind::kGraphTokens, "2 2  0 1 1 1  1  1\n");
  const std::optional<Instance> y = OpsOf(InputKind::kGraphTokens).DuplicateEveryMove(x);
  ASSERT_TRUE(y);
  EXPECT_EQ(WriteInstance(InputKind::kGraphTokens, *y), "2 4\n0 1\n0 1\n1 1\n1 1\n1 1\n");
  const Instance none = ReadInstance(InputKind::kGraphStart, "1 0 0");
  EXPECT_FALSE(OpsOf(InputKind::kGraphStart).DuplicateEveryMove(none));
}

}  // namespace
}  // namespace gc
