// mutants/geosum/geosum_mutants.cc — wrong geosum solvers, one per classic mistake of
// formats.md "## geosum". Each computes each token's value by the same memoised search —
// G(v, S) = mex over v -> u, u not in S, of G(u, S + u), memoised on (v, S) — and decides
// the sum from the values, with one mistake planted in the visited set, the values or the
// rule. Like the row's solver each answers exit status 2 and no output when n > 64 (sets of
// vertices are 64-bit masks).
// Status: each is killed by the kill matrix (docs/mutants.md); each differs from
// oracles/geosum on its witness (properties/mutants_test.cc, properties/geosum_test.cc).
#include <map>
#include <utility>
#include <vector>

#include "impl/geosum/answer.h"
#include "mutants/mutant.h"

namespace gc::mutant {

namespace {

using Set = std::uint64_t;

// One token's geography on g, memoised on (vertex, visited set).
struct Search {
  const Graph& g;
  std::map<std::pair<Vertex, Set>, std::uint32_t> memo;

  std::uint32_t Value(Vertex v, Set visited) {
    if (auto it = memo.find({v, visited}); it != memo.end()) return it->second;
    Set seen = 0;  // bit i: some option has value i (values < 64)
    for (Vertex u : g.out(v))
      if ((visited >> u & 1) == 0) seen |= Set{1} << Value(u, visited | Set{1} << u);
    std::uint32_t mex = 0;
    while (mex < 64 && (seen >> mex & 1) != 0) ++mex;
    return memo[{v, visited}] = mex;
  }
};

enum class Rule { kXor, kSum, kOr };

// What the mistakes change: the set every token starts with visited (beyond or instead of
// its own start), the values as win/lose, and the rule that decides line 2.
struct Mistake {
  bool start_unvisited = false;  // the token's start is not in its visited set
  bool shared_starts = false;    // every token's start is visited for every token
  bool win_lose = false;         // a value is printed and summed as 1 (win) or 0 (lose)
  unsigned count_bits = 64;      // the token count kept in this many bits
  Rule rule = Rule::kXor;
};

int Solve(const Instance& x, const Mistake& m, std::string* out) {
  if (x.g.n() > 64) return out->clear(), 2;
  Search s{x.g, {}};
  Set shared = 0;
  for (Vertex t : x.tokens) shared |= Set{1} << t;
  GeosumAnswer a;
  std::uint64_t total = 0;
  const std::uint64_t k = m.count_bits >= 64 ? x.tokens.size()
                                             : x.tokens.size() % (std::uint64_t{1} << m.count_bits);
  for (std::uint64_t i = 0; i < k; ++i) {
    const Vertex t = x.tokens[i];
    const Set own = m.start_unvisited ? 0 : Set{1} << t;
    std::uint32_t v = s.Value(t, m.shared_starts ? shared : own);
    if (m.win_lose) v = v != 0 ? 1 : 0;
    a.values.push_back(v);
    total = m.rule == Rule::kXor ? total ^ v : m.rule == Rule::kOr ? total | v : total + v;
  }
  a.sum = total != 0 ? SumResult::kFirst : SumResult::kSecond;
  *out = FormatAnswer(a);
  return 0;
}

}  // namespace

int GeosumSharedVisited(const Instance& x, std::string* out) {
  return Solve(x, {.shared_starts = true}, out);
}

int GeosumSumOfValues(const Instance& x, std::string* out) {
  return Solve(x, {.rule = Rule::kSum}, out);
}

int GeosumOrOfValues(const Instance& x, std::string* out) {
  return Solve(x, {.rule = Rule::kOr}, out);
}

int GeosumWinLose(const Instance& x, std::string* out) {
  return Solve(x, {.win_lose = true}, out);
}

int GeosumStartUnvisited(const Instance& x, std::string* out) {
  return Solve(x, {.start_unvisited = true}, out);
}

int GeosumCountBits(const Instance& x, unsigned bits, std::string* out) {
  return Solve(x, {.count_bits = bits == 0 ? 64 : bits}, out);
}

int GeosumCount8(const Instance& x, std::string* out) { return GeosumCountBits(x, 8, out); }

}  // namespace gc::mutant
