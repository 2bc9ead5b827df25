// properties/fuzz_decode_test.cc — the fuzz decoder (fuzz/decode.h) is total, stays within
// its caps, and reaches every graph shape from random bytes (libFuzzer's FoundMask idea:
// assert that every outcome was seen, not only that nothing crashed).
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <functional>
#include <queue>
#include <random>

#include "fuzz/decode.h"

namespace gc::fuzz {
namespace {

enum Shape {
  kSelfLoop,
  kMultiEdge,
  kSink,
  kCycle,          // a directed cycle through two or more vertices
  kDag,            // at least one edge and no cycle
  kLongChain,      // some vertex has another at BFS distance >= 8
  kHighOutDegree,  // some vertex with >= 16 moves
  kDisconnected,   // at least one edge and two or more weak components
  kLargeN,         // n >= 200, beyond every oracle
  kEmpty,          // n = 0
  kShapes
};
constexpr const char* kShapeNames[kShapes] = {
    "self-loop",  "multi-edge",      "sink",         "cycle",   "DAG",
    "long chain", "high out-degree", "disconnected", "large n", "empty"};

// Colours by DFS: true when some cycle (self-loops aside) exists.
bool HasCycleOfTwoOrMore(const Graph& g) {
  std::vector<int> colour(g.n(), 0);  // 0 new, 1 on stack, 2 done
  std::function<bool(Vertex)> dfs = [&](Vertex v) {
    colour[v] = 1;
    for (Vertex w : g.out(v)) {
      if (w == v) continue;
      if (colour[w] == 1 || (colour[w] == 0 && dfs(w))) return true;
    }
    colour[v] = 2;
    return false;
  };
  for (Vertex v = 0; v < g.n(); ++v)
    if (colour[v] == 0 && dfs(v)) return true;
  return false;
}

std::uint32_t MaxBfsDistance(const Graph& g) {
  std::uint32_t best = 0;
  for (Vertex s = 0; s < g.n(); ++s) {
    std::vector<std::uint32_t> dist(g.n(), ~0u);
    std::queue<Vertex> q;
    dist[s] = 0, q.push(s);
    while (!q.empty()) {
      Vertex v = q.front();
      q.pop();
      best = std::max(best, dist[v]);
      for (Vertex w : g.out(v))
        if (dist[w] == ~0u) dist[w] = dist[v] + 1, q.push(w);
    }
  }
  return best;
}

std::uint32_t WeakComponents(const Graph& g) {
  std::vector<Vertex> parent(g.n());
  for (Vertex v = 0; v < g.n(); ++v) parent[v] = v;
  std::function<Vertex(Vertex)> find = [&](Vertex v) {
    return parent[v] == v ? v : parent[v] = find(parent[v]);
  };
  std::uint32_t comps = g.n();
  for (Edge e : g.edges())
    if (find(e.u) != find(e.v)) parent[find(e.u)] = find(e.v), --comps;
  return comps;
}

std::array<bool, kShapes> ShapesOf(const Graph& g) {
  std::array<bool, kShapes> s{};
  std::vector<Edge> es = g.edges();
  for (std::size_t i = 0; i < es.size(); ++i) {
    s[kSelfLoop] = s[kSelfLoop] || es[i].u == es[i].v;
    // edges() keeps input order within a source only; compare every pair of one source.
    for (std::size_t j = i + 1; j < es.size() && es[j].u == es[i].u; ++j)
      s[kMultiEdge] = s[kMultiEdge] || es[j] == es[i];
  }
  for (Vertex v = 0; v < g.n(); ++v) {
    s[kSink] = s[kSink] || (g.m() > 0 && g.out_degree(v) == 0);
    s[kHighOutDegree] = s[kHighOutDegree] || g.out_degree(v) >= 16;
  }
  const bool cycle = HasCycleOfTwoOrMore(g);
  s[kCycle] = cycle;
  s[kDag] = g.m() > 0 && !cycle && !s[kSelfLoop];
  s[kLongChain] = g.n() <= 64 ? MaxBfsDistance(g) >= 8 : false;
  s[kDisconnected] = g.m() > 0 && WeakComponents(g) >= 2;
  s[kLargeN] = g.n() >= 200;
  s[kEmpty] = g.n() == 0;
  return s;
}

std::vector<std::uint8_t> RandomBytes(std::mt19937_64& rng) {
  std::vector<std::uint8_t> b(rng() % 64);
  for (auto& x : b) x = static_cast<std::uint8_t>(rng());
  return b;
}

constexpr std::uint64_t kSeed = 20261129;

TEST(FuzzDecode, EmptyInputIsTheEmptyGraph) {
  Instance x = Decode(InputKind::kGraph, kOracleLimits, {});
  EXPECT_EQ(x.g.n(), 0u);
  EXPECT_EQ(x.g.m(), 0u);
}

TEST(FuzzDecode, ChosenBytesGiveTheExpectedGraph) {
  // n = 3, no flags, one edge 0 -> 1 (op 0), repeat it once (op 4, byte 0), edge 1 -> 2:
  // the seed's multi-edge case `3 3  0 1 0 1 1 2`.
  const std::uint8_t bytes[] = {3, 0, 0, 0, 1, 4, 0, 1, 1, 2};
  Instance x = Decode(InputKind::kGraph, kOracleLimits, bytes);
  EXPECT_EQ(WriteInstance(InputKind::kGraph, x), "3 3\n0 1\n0 1\n1 2\n");
  // The DAG flag orients 2 -> 0 as 0 -> 2 and drops the self-loop 1 -> 1 (op 3).
  const std::uint8_t dag[] = {3, 1, 0, 2, 0, 3, 1};
  EXPECT_EQ(WriteInstance(InputKind::kGraph, Decode(InputKind::kGraph, kOracleLimits, dag)),
            "3 1\n0 2\n");
}

TEST(FuzzDecode, EveryDecodedInstanceIsValidAndWithinItsCaps) {
  std::printf("seed %llu\n", static_cast<unsigned long long>(kSeed));
  std::mt19937_64 rng(kSeed);
  for (InputKind kind :
       {InputKind::kGraph, InputKind::kGraphTokens, InputKind::kGraphStart, InputKind::kPartizan})
    for (const DecodeLimits& lim : {kOracleLimits, kVerifierLimits})
      for (int i = 0; i < 300; ++i) {
        std::vector<std::uint8_t> b = RandomBytes(rng);
        Instance x = Decode(kind, lim, b);
        ASSERT_LE(x.g.n(), lim.max_n);
        ASSERT_LE(EdgeCount(x), lim.max_m);
        ASSERT_LE(x.tokens.size(), lim.max_tokens);
        ASSERT_EQ(x.right.n(), kind == InputKind::kPartizan ? x.g.n() : 0u);
        // Valid: the spec text of it reads back as the same instance.
        ASSERT_EQ(ReadInstance(kind, WriteInstance(kind, x)), x) << WriteInstance(kind, x);
        ASSERT_EQ(Decode(kind, lim, b), x) << "not deterministic";
      }
}

// Every row's fuzz target gets instances its generators would give: within max_n and
// GenerateMaxM() (edgegeo's solvers are exponential in m: 1200 decoded edges would hang
// its target), and beyond them spec text is skipped rather than judged.
TEST(FuzzDecode, EveryRowsInputsKeepToItsLimits) {
  std::mt19937_64 rng(kSeed);
  for (const Problem& p : Problems())
    for (int i = 0; i < 300; ++i) {
      std::vector<std::uint8_t> b = RandomBytes(rng);
      b.insert(b.begin(), static_cast<std::uint8_t>(i % 2 ? 0xc3 : 0xc0));  // large, small
      const std::optional<FuzzInput> in = ReadFuzzInput(p, b);
      ASSERT_TRUE(in.has_value()) << p.name;
      ASSERT_LE(in->x.g.n(), p.max_n) << p.name;
      ASSERT_LE(EdgeCount(in->x), p.GenerateMaxM()) << p.name;
      ASSERT_EQ(p.Beyond(in->x), "") << p.name;
    }
  const Problem& edgegeo = *FindProblem("edgegeo");
  std::string text = "1 65 ";
  for (int e = 0; e < 65; ++e) text += " 0 0";
  text += "  0\n";
  const std::span<const std::uint8_t> bytes(reinterpret_cast<const std::uint8_t*>(text.data()),
                                            text.size());
  EXPECT_FALSE(ReadFuzzInput(edgegeo, bytes).has_value()) << "65 edges: beyond max_m";
}

TEST(FuzzDecode, ReachesEveryShape) {
  std::mt19937_64 rng(kSeed);
  std::array<int, kShapes> found{};
  bool tokens_repeat = false, start_not_zero = false, both_players_move = false;
  for (int i = 0; i < 4000; ++i) {
    std::vector<std::uint8_t> b = RandomBytes(rng);
    const DecodeLimits& lim = i % 2 ? kVerifierLimits : kOracleLimits;
    std::array<bool, kShapes> s = ShapesOf(Decode(InputKind::kGraph, lim, b).g);
    for (int k = 0; k < kShapes; ++k) found[k] += s[k];
    Instance t = Decode(InputKind::kGraphTokens, lim, b);
    for (std::size_t a = 0; a < t.tokens.size(); ++a)
      for (std::size_t c = a + 1; c < t.tokens.size(); ++c)
        tokens_repeat = tokens_repeat || t.tokens[a] == t.tokens[c];
    start_not_zero = start_not_zero || Decode(InputKind::kGraphStart, lim, b).start != 0;
    Instance p = Decode(InputKind::kPartizan, lim, b);
    both_players_move = both_players_move || (p.g.m() > 0 && p.right.m() > 0);
  }
  for (int k = 0; k < kShapes; ++k) {
    std::printf("%-16s %d of 4000\n", kShapeNames[k], found[k]);
    EXPECT_GT(found[k], 0) << "the decoder never produced a " << kShapeNames[k] << " graph";
  }
  EXPECT_TRUE(tokens_repeat);
  EXPECT_TRUE(start_not_zero);
  EXPECT_TRUE(both_players_move);
}

TEST(FuzzDecode, SpecTextIsReadAsText) {
  const Problem& p = *FindProblem("outcome");
  const std::string text = "3 3\n0 1\n0 1\n1 2\n";
  auto in = ReadFuzzInput(p, {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
  ASSERT_TRUE(in.has_value());
  EXPECT_EQ(in->source, Source::kText);
  EXPECT_EQ(WriteInstance(p.input, in->x), text);
}

TEST(FuzzDecode, TextThatDoesNotParseIsDecoded) {
  const Problem& p = *FindProblem("outcome");
  const std::string text = "3 1\n0 x\n";  // '3' = 0x33: bit 0 set, the large mode
  auto in = ReadFuzzInput(p, {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
  ASSERT_TRUE(in.has_value());
  EXPECT_EQ(in->source, Source::kLarge);
}

TEST(FuzzDecode, TextWithTooManyVerticesIsSkipped) {
  const Problem& p = *FindProblem("outcome");
  const std::string text = "4000000000 0\n";
  EXPECT_FALSE(ReadFuzzInput(p, {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()})
                   .has_value());
}

TEST(FuzzDecode, LeadingNumberSaturates) {
  EXPECT_EQ(LeadingNumber("  12 3", 100), 12u);
  EXPECT_EQ(LeadingNumber("99999999999999999999999", 100), 101u);
  EXPECT_FALSE(LeadingNumber("x1", 100).has_value());
  EXPECT_FALSE(LeadingNumber("", 100).has_value());
}

}  // namespace
}  // namespace gc::fuzz
