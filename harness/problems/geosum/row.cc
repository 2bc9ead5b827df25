// harness/problems/geosum/row.cc — the row of geosum (sums of directed vertex geography games,
// formats.md "## geosum", seed 004's "the other direction is the sum").
// Line 1 holds one value per TOKEN, not per vertex, so its shape is kWhole: relabelling the
// vertices relabels the tokens and keeps their order (the line is kept), a disjoint union
// with a tokenless graph adds no token (kept), and a kValues line would be rearranged as if
// it had one item per vertex. Repeated edges and self-loops change no token's game
// (vertex geography), so the duplicate-edge relations hold.
#include "harness/problems/geosum/explain.h"
#include "harness/problems/row_util.h"
#include "harness/problems/rows.h"
#include "impl/geosum/geosum.h"
#include "oracles/geosum/tuple.h"
#include "oracles/geosum/verify.h"
#include "oracles/geosum/xor.h"

namespace gc {

// The known mutants of this row (mutants/geosum/geosum_mutants.cc): each one classic mistake.
namespace mutant {
int GeosumSharedVisited(const Instance& x, std::string* out);
int GeosumSumOfValues(const Instance& x, std::string* out);
int GeosumOrOfValues(const Instance& x, std::string* out);
int GeosumWinLose(const Instance& x, std::string* out);
int GeosumStartUnvisited(const Instance& x, std::string* out);
int GeosumCount8(const Instance& x, std::string* out);
}  // namespace mutant

namespace {

// Where no mutant's mistake matters: one token on 0 of the path 0 -> 1; its one move ends
// on a sink, so its value is mex{0} = 1 and the first player wins.
constexpr KnownMutant::Witness kOneToken{"2 1  0 1  1  0\n", "1\nfirst\n"};

const std::vector<Example> kGeosumExamples = {
    {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  2  0 3\n", "1 1\nsecond\n"},
    {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  2  0 2\n", "1 2\nfirst\n"},
    {"formats.md", "5 6  0 1 0 2 1 3 2 3 3 4 2 4  2  2 2\n", "2 2\nsecond\n"},
    {"formats.md no token", "2 2  0 1 1 0  0\n", "\nsecond\n"},
    // Worked by hand: a token on 0 of 0 <-> 1 moves to 1, then 1 -> 0 is no move (0 is
    // its start, visited): value mex{0} = 1. The token on 1 likewise: 1. Each token has
    // its own visited set, so neither blocks the other; 1 xor 1 = 0, second wins.
    {"worked by hand, tokens never block each other", "2 2  0 1 1 0  2  0 1\n",
     "1 1\nsecond\n"},
    // Worked by hand: 1 is a sink (0); 2 -> 1 only (mex{0} = 1); 0 -> 1 and 0 -> 2 give
    // options 0 and 1, so 0 is worth 2. Tokens on 0 and 2: 2 xor 1 = 3, first wins by
    // moving the token on 0 along 0 -> 2 (value 2 to 1: 2 -> 1 is still open for it),
    // leaving 1 xor 1 = 0. As win/lose values it would read 1 xor 1 = 0.
    {"worked by hand, values 2 and 1 are a first player win", "3 3  0 1 0 2 2 1  2  0 2\n",
     "2 1\nfirst\n"},
    // Worked by hand: a self-loop is no move (the token's vertex is visited); the repeated
    // edge 0 -> 1 is one move to a sink. Values 1 (on 0) and 0 (on 1): first wins.
    {"worked by hand, loops and repeats", "2 3  0 0 0 1 0 1  2  1 0\n", "0 1\nfirst\n"},
};

// Each mutant's witness of its mistake, worked by hand:
//  - shared visited set: on 0 -> 1 with tokens on 0 and 1, the token on 0 may move to 1
//    (only the other token's start is there): values 1 0, first wins; with the starts of
//    all tokens visited for all, the token on 0 is stuck: 0 0, second.
//  - sum / OR of the values: two tokens of value 1 (0 -> 1, both on 0): XOR 0, second
//    wins; the sum 2 and the OR 1 are nonzero.
//  - win/lose: the hand-worked "values 2 and 1" above: as 1 and 1 the XOR is 0.
//  - start not visited: on 0 <-> 1 from 0 the token moves to 1 and cannot come back
//    (value 1); with 0 unvisited it can, 0 -> 1 -> 0, and the start is worth mex{1} = 0.
// The schedule's `many-tokens` family at its small rung: 0 -> 1 with 257 tokens, two on 0
// (value 1 each: the one move, then none) and 255 on 1 (value 0). Worked by hand: the XOR
// is 0, second. A count kept in 8 bits reads one token, of value 1: first.
const std::string kTokens257 = [] {
  std::string s = "2 1  0 1  257 ";
  for (int i = 0; i < 257; ++i) s += i < 2 ? " 0" : " 1";
  return s + "\n";
}();
const std::string kValues257 = [] {
  std::string s;
  for (int i = 0; i < 257; ++i) s += i == 0 ? "1" : i < 2 ? " 1" : " 0";
  return s + "\nsecond\n";
}();

const std::vector<KnownMutant> kGeosumMutants = {
    {"sum-shared-visited",
     "geosum",
     "one visited set shared by all tokens: every token's start is visited for every token",
     mutant::GeosumSharedVisited,
     kMutantAnyN,
     {"2 1  0 1  2  0 1\n", "1 0\nfirst\n"},
     kOneToken},
    {"sum-of-values",
     "geosum",
     "the sum decided by the sum of the values instead of their XOR",
     mutant::GeosumSumOfValues,
     kMutantAnyN,
     {"2 1  0 1  2  0 0\n", "1 1\nsecond\n"},
     kOneToken},
    {"sum-or-of-values",
     "geosum",
     "the sum decided by the OR of the values instead of their XOR",
     mutant::GeosumOrOfValues,
     kMutantAnyN,
     {"2 1  0 1  2  0 0\n", "1 1\nsecond\n"},
     kOneToken},
    {"sum-win-lose",
     "geosum",
     "a token's value taken as win/lose (1/0) instead of its Grundy value",
     mutant::GeosumWinLose,
     kMutantAnyN,
     {"3 3  0 1 0 2 2 1  2  0 2\n", "2 1\nfirst\n"},
     kOneToken},
    {"sum-start-unvisited",
     "geosum",
     "a token's start vertex not counted as visited: the token may come back to it",
     mutant::GeosumStartUnvisited,
     kMutantAnyN,
     {"2 2  0 1 1 0  1  0\n", "1\nfirst\n"},
     kOneToken},
    {"sum-count8",
     "geosum",
     "the token count kept in 8 bits (an unsigned char loop): k = 257 reads one token",
     mutant::GeosumCount8,
     kMutantAnyN,
     {kTokens257, kValues257},
     kOneToken},
};

// Line 1 per token (a difference names the token's vertex: every token there has that
// value), then line 2.
Difference DifferGeosum(const Instance& x, const GeosumAnswer& want, const GeosumAnswer& got) {
  for (std::size_t i = 0; i < want.values.size() && i < got.values.size(); ++i)
    if (want.values[i] != got.values[i])
      return row::Differ("Grundy value of the token", 1,
                         i < x.tokens.size() ? std::int64_t{x.tokens[i]} : -1,
                         std::to_string(want.values[i]), std::to_string(got.values[i]));
  if (want.values.size() != got.values.size())
    return row::Differ("number of values", 1, -1, std::to_string(want.values.size()),
                       std::to_string(got.values.size()));
  return row::SumDiffers(want.sum, got.sum, 2);
}

}  // namespace

namespace {

// The quantities its solvers keep (harness/problems/quantity.h), with the spec's ranges.
const std::vector<Quantity> kGeosumQuantities = {
    {"vertex id", QuantityKind::kVertexId, kGeosumMaxN - 1, UINT64_MAX, "", 0, 0, narrow::FoldIds},
    {"token count k", QuantityKind::kCount, UINT64_MAX, kCountReach, kCountWhy, 0, 2,
     narrow::CutList},
    {"repeated token", QuantityKind::kRepeats, 1, UINT64_MAX, "", 0, 2, narrow::AsSet},
};

}  // namespace

Problem GeosumRow() {
  return {
      .name = "geosum",
      .summary = "sums of directed vertex geography games: tokens' values and the winner (seed 004)",
      .input = InputKind::kGraphTokens,
      .max_n = kGeosumMaxN,
      // Generated cases keep to 48 edges: a plain memoised search on (vertex, visited set),
      // a correct solver a user may well write, then answers each well within a second (in
      // Python too), where a dense graph of 24 vertices and 96 edges takes it seconds in
      // C++ and 288 edges take even the fast solver seconds per start. Its reader still
      // takes any m.
      .generate_max_m = 48,
      .answer = [](const Instance& x) { return row::Keep(SolveGeosum(x.g, x.tokens)); },
      // The tuple search's positions are products of the tokens' simple paths: 5 vertices,
      // 8 edges and 4 tokens keep it to thousands. The XOR oracle's memo is n * 2^n.
      .oracles = {{"geosum_tuple_search", 5, 8,
                   [](const Instance& x) {
                     return row::Keep(oracle::GeosumByTupleSearch(x.g, x.tokens));
                   },
                   /*max_tokens=*/4},
                  {"geosum_xor", 12, 48,
                   [](const Instance& x) { return row::Keep(oracle::GeosumByXor(x.g, x.tokens)); },
                   /*max_tokens=*/1000000}},
      .verify =
          [](const Instance& x, const Answer& a) {
            return oracle::VerifyGeosum(x.g, x.tokens, std::any_cast<const GeosumAnswer&>(a.value));
          },
      .answers = row::Answers<GeosumAnswer, ParseGeosumAnswer, DifferGeosum>(),
      .lines = {LineShape::kWhole, LineShape::kWhole},
      .explain = ExplainGeosum,
      .examples = kGeosumExamples,
      .mutants = kGeosumMutants,
      .quantities = kGeosumQuantities,
      .footprint = {96, 32},
  };
}

}  // namespace gc
