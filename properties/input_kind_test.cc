// properties/input_kind_test.cc — the table of input kinds (harness/cases/input_kind.h), for
// every kind: relabelling by a permutation and then by its inverse gives the instance
// back, moves every part the kind reads as an independent renaming says, and keeps the
// instance readable; complete instances and tiny instances read back unchanged; the size
// sentence names the kind's parts; the decoder's extras and the DOT marks are what the
// header says.
#include "harness/cases/input_kind.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "harness/cases/enumerate.h"
#include "properties/gen.h"

namespace gc {
namespace {

using testing::GenGraph;
using testing::GenPermutation;

// An instance of `kind` around a random graph, its other parts from `seed`.
Instance Completed(const InputKindOps& kind, const Graph& g, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  return kind.complete(rng, g);
}

std::vector<Vertex> Inverse(const std::vector<Vertex>& perm) {
  std::vector<Vertex> inv(perm.size());
  for (Vertex v = 0; v < perm.size(); ++v) inv[perm[v]] = v;
  return inv;
}

// Reads back what is printed; nullopt (with the message in *why) when the reader rejects it.
std::optional<Instance> ReadBack(InputKind kind, const Instance& x, std::string* why) {
  try {
    return ReadInstance(kind, WriteInstance(kind, x));
  } catch (const TextError& e) {
    *why = e.what();
    return std::nullopt;
  }
}

// The renaming written out here: vertex v's moves, in order, are perm[v]'s in y.
bool SameMovesRenamed(const Graph& x, const Graph& y, const std::vector<Vertex>& perm) {
  if (x.n() != y.n() || x.m() != y.m()) return false;
  for (Vertex v = 0; v < x.n(); ++v) {
    std::vector<Vertex> want;
    for (Vertex w : x.out(v)) want.push_back(perm[w]);
    const auto got = y.out(perm[v]);
    if (!std::equal(want.begin(), want.end(), got.begin(), got.end())) return false;
  }
  return true;
}

TEST(InputKind, OneRowPerKindInTheOrderOfTheEnum) {
  std::set<std::string_view> names;
  for (InputKind k : kAllInputKinds) {
    EXPECT_EQ(OpsOf(k).kind, k);
    names.insert(OpsOf(k).name);
  }
  EXPECT_EQ(names.size(), std::size(kAllInputKinds));
  // The parts as formats.md gives them: each kind reads its own, and only a start needs
  // a vertex.
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    EXPECT_EQ(kind.tokens, k == InputKind::kGraphTokens) << kind.name;
    EXPECT_EQ(kind.start, k == InputKind::kGraphStart) << kind.name;
    EXPECT_EQ(kind.needs_vertex, k == InputKind::kGraphStart) << kind.name;
    EXPECT_EQ(kind.right, k == InputKind::kPartizan) << kind.name;
    EXPECT_EQ(kind.agent_targets, k == InputKind::kGraphAgentTargets) << kind.name;
  }
}

RC_GTEST_PROP(InputKindProp, RelabelThenInverseGivesTheInstanceBack, ()) {
  const Graph g = *GenGraph(1, 9, 20);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  const std::vector<Vertex> perm = *GenPermutation(g.n());
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const Instance x = Completed(kind, g, seed);
    RC_ASSERT(kind.relabel(kind.relabel(x, perm), Inverse(perm)) == x);
  }
}

RC_GTEST_PROP(InputKindProp, RelabelRenamesEveryPartTheKindReads, ()) {
  const Graph g = *GenGraph(1, 9, 20);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  const std::vector<Vertex> perm = *GenPermutation(g.n());
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const Instance x = Completed(kind, g, seed);
    const Instance y = kind.relabel(x, perm);
    RC_ASSERT(SameMovesRenamed(x.g, y.g, perm));
    if (kind.right) RC_ASSERT(SameMovesRenamed(x.right, y.right, perm));
    RC_ASSERT(y.tokens.size() == x.tokens.size());
    for (std::size_t i = 0; i < x.tokens.size(); ++i) RC_ASSERT(y.tokens[i] == perm[x.tokens[i]]);
    if (kind.start) RC_ASSERT(y.start == perm[x.start]);
    for (auto list : {&Instance::agent, &Instance::targets}) {
      RC_ASSERT((y.*list).size() == (x.*list).size());
      for (std::size_t i = 0; i < (x.*list).size(); ++i)
        RC_ASSERT((y.*list)[i] == perm[(x.*list)[i]]);
    }
  }
}

RC_GTEST_PROP(InputKindProp, RelabelKeepsTheInstanceReadable, ()) {
  const Graph g = *GenGraph(1, 9, 20);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  const std::vector<Vertex> perm = *GenPermutation(g.n());
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const Instance y = kind.relabel(Completed(kind, g, seed), perm);
    std::string why;
    const std::optional<Instance> z = ReadBack(k, y, &why);
    RC_ASSERT(z.has_value());
    RC_ASSERT(*z == y);
  }
}

RC_GTEST_PROP(InputKindProp, CompleteGivesAReadableInstance, ()) {
  const Graph g = *GenGraph(0, 12, 30);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    if (kind.needs_vertex && g.n() == 0) continue;  // no instance of this kind
    const Instance x = Completed(kind, g, seed);
    RC_ASSERT(x.g == g);
    RC_ASSERT(kind.moves(x) == x.g.m() + x.right.m());
    std::string why;
    const std::optional<Instance> z = ReadBack(k, x, &why);
    RC_ASSERT(z.has_value());
    RC_ASSERT(*z == x);
  }
}

TEST(InputKind, CompleteDrawsTheKindsParts) {
  // Over many seeds every part shows up, and only in its own kind.
  const Graph g(5, std::vector<Edge>{{0, 1}, {1, 2}, {2, 3}});
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    bool tokens = false, start = false, right = false;
    // reach's shapes: every vertex the agent's, none of them, no target, the vertices no
    // edge enters (0 and 4 here) as the targets.
    bool all_agent = false, no_agent = false, no_target = false, unentered = false;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
      const Instance x = Completed(kind, g, seed);
      EXPECT_LE(x.tokens.size(), 4u);
      tokens |= !x.tokens.empty(), start |= x.start != 0, right |= x.right.m() > 0;
      all_agent |= x.agent == std::vector<Vertex>{0, 1, 2, 3, 4};
      no_agent |= x.agent.empty();
      no_target |= x.targets.empty();
      unentered |= x.targets == std::vector<Vertex>{0, 4};
    }
    EXPECT_EQ(tokens, kind.tokens) << kind.name;
    EXPECT_EQ(start, kind.start) << kind.name;
    EXPECT_EQ(right, kind.right) << kind.name;
    EXPECT_EQ(all_agent && unentered, kind.agent_targets) << kind.name;
    EXPECT_TRUE(no_agent && no_target) << kind.name;
  }
}

TEST(InputKind, DescribeNamesTheKindsParts) {
  Instance x;
  x.g = Graph(3, std::vector<Edge>{{0, 1}, {1, 2}});
  x.tokens = {0, 2};
  x.right = Graph(3, std::vector<Edge>{{2, 0}});
  EXPECT_EQ(OpsOf(InputKind::kGraph).describe(x), "3 vertices, 2 edges");
  EXPECT_EQ(OpsOf(InputKind::kGraphStart).describe(x), "3 vertices, 2 edges");
  EXPECT_EQ(OpsOf(InputKind::kGraphTokens).describe(x), "3 vertices, 2 edges, 2 tokens");
  EXPECT_EQ(OpsOf(InputKind::kPartizan).describe(x), "3 vertices, 2 Left moves, 1 Right moves");
  x.agent = {1};
  x.targets = {2, 0};
  EXPECT_EQ(OpsOf(InputKind::kGraphAgentTargets).describe(x),
            "3 vertices, 2 edges, 1 agent's vertex, 2 targets");
  Instance one;
  one.g = Graph(1, std::vector<Edge>{{0, 0}});
  EXPECT_EQ(OpsOf(InputKind::kGraph).describe(one), "1 vertex, 1 edge");
  EXPECT_EQ(OpsOf(InputKind::kPartizan).moves(x), 3u);
  EXPECT_EQ(OpsOf(InputKind::kGraph).moves(one), 1u);
}

TEST(InputKind, DrawExtrasTakesTokensThenVerticesFromTheSource) {
  // A scripted source: it answers 3, then 4, 1, 2, each clamped to the range asked.
  const std::vector<std::uint64_t> script = {3, 4, 1, 2};
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    std::size_t next = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> asked;
    const DrawInt draw = [&](std::uint64_t lo, std::uint64_t hi) {
      asked.emplace_back(lo, hi);
      return std::clamp(script[next++ % script.size()], lo, hi);
    };
    Instance x;
    kind.draw_extras(5, 6, draw, &x);
    if (kind.tokens) {
      EXPECT_EQ(x.tokens, (std::vector<Vertex>{4, 1, 2}));
      ASSERT_EQ(asked.size(), 4u);
      EXPECT_EQ(asked[0], (std::pair<std::uint64_t, std::uint64_t>{0, 6}));  // how many
      EXPECT_EQ(asked[1], (std::pair<std::uint64_t, std::uint64_t>{0, 4}));  // a vertex
    } else if (kind.start) {
      EXPECT_EQ(x.start, 3u);
      EXPECT_EQ(asked, (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{0, 4}}));
    } else if (kind.agent_targets) {
      // How many agent's vertices (3, at most min(n, 6) = 5), which (4, 1, 2), how many
      // targets (3), which (4, 1, 2).
      EXPECT_EQ(x.agent, (std::vector<Vertex>{4, 1, 2}));
      EXPECT_EQ(x.targets, (std::vector<Vertex>{4, 1, 2}));
      ASSERT_EQ(asked.size(), 8u);
      EXPECT_EQ(asked[0], (std::pair<std::uint64_t, std::uint64_t>{0, 5}));
      EXPECT_EQ(asked[1], (std::pair<std::uint64_t, std::uint64_t>{0, 4}));
      EXPECT_EQ(asked[4], (std::pair<std::uint64_t, std::uint64_t>{0, 5}));
    } else {
      EXPECT_TRUE(asked.empty()) << kind.name;
      EXPECT_EQ(x, Instance{});
    }
  }
}

TEST(InputKind, DotMarksTokensStartAndBothPlayersMoves) {
  Instance x;
  x.g = Graph(3, std::vector<Edge>{{0, 1}});
  x.right = Graph(3, std::vector<Edge>{{1, 2}});
  x.tokens = {2, 2, 0};
  x.start = 1;
  x.agent = {0, 0};
  x.targets = {2};
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    const std::vector<DotMarks> marks = kind.dot_vertices(x);
    ASSERT_EQ(marks.size(), 3u);
    if (kind.agent_targets) {
      // The agent's vertex a box, the environment's plain, the target twice outlined.
      EXPECT_EQ(marks[0].label, "\\nagent");
      EXPECT_EQ(marks[1].label, "\\nenvironment");
      EXPECT_EQ(marks[2].label, "\\nenvironment\\ntarget");
      EXPECT_EQ(marks[0].attributes, ", shape=box");
      EXPECT_EQ(marks[1].attributes, "");
      EXPECT_EQ(marks[2].attributes, ", peripheries=2");
      continue;
    }
    EXPECT_EQ(marks[0].label, kind.tokens ? "\\n1 token" : "");
    EXPECT_EQ(marks[2].label, kind.tokens ? "\\n2 tokens" : "");
    EXPECT_EQ(marks[1].attributes, kind.start ? ", shape=doublecircle" : "");
    EXPECT_EQ(marks[0].attributes + marks[2].attributes, "");
    EXPECT_EQ(kind.dot_edges(x), kind.right
                                     ? "  0 -> 1 [label=\"L\", color=blue];\n"
                                       "  1 -> 2 [label=\"R\", color=darkgreen, style=dashed];\n"
                                     : "  0 -> 1;\n");
  }
}

TEST(InputKind, EveryTinyInstanceReadsBackUnchanged) {
  const TinyLimits limits;
  for (InputKind k : kAllInputKinds) {
    const InputKindOps& kind = OpsOf(k);
    for (Vertex n = 0; n <= 3; ++n) {
      std::size_t count = 0;
      kind.for_each_tiny(n, limits.moves_small, limits, false, [&](const Instance& x) {
        ++count;
        EXPECT_EQ(x.g.n(), n);
        std::string why;
        const std::optional<Instance> z = ReadBack(k, x, &why);
        EXPECT_TRUE(z && *z == x) << kind.name << ": " << why << "\n" << WriteInstance(k, x);
        return false;
      });
      // None on n = 0 when a start is due; some on every other size.
      EXPECT_EQ(count == 0, kind.needs_vertex && n == 0) << kind.name << " n=" << n;
    }
  }
}

}  // namespace
}  // namespace gc
