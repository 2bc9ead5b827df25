// properties/programs/narrow_solver.cc — the retrograde analysis an outsider writes for
// outcome and lengths, with one integer it keeps planted in a type too narrow for the
// spec's limits, chosen by argv[1], so properties/check_test.cc can show that the default
// `gamecheck check` takes each past its width in a way that changes the answer:
//   outcome-ok         correct outcome solver (every quantity 32 or 64 bits)
//   outcome-counter16  move counters are unsigned short (the out-degree, counted down as
//                      moves to W are found): an out-degree of 2^16 + 1 starts the counter
//                      at 1, and one move to W makes the vertex L
//   outcome-counter8   move counters are unsigned char: the same at an out-degree of 2^8 + 1
//   outcome-id16       vertex ids in the move lists are unsigned short: a move between
//                      vertices 2^16 and up lands on vertices 0 and up
//   lengths-ok         correct lengths solver
//   lengths-length16   game lengths are unsigned short: a game of 2^16 moves is 0 moves long
//   grundy-ok          correct grundy solver (Kahn's order from the sinks, mex of values)
//   grundy-value8      Grundy values are unsigned char: a value of 256 is 0
//   grundy-tokens16    the token count k is unsigned short, and what follows the tokens it
//                      reads is not looked at: of 2^16 + 1 tokens it reads 1
// Each one is right on every input its narrow quantity fits: the widths, not the
// algorithm, are what is wrong.
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

namespace {

// Reads the graph part of the spec's input, and with `tokens` grundy's token list; false
// on anything malformed (with `narrow_count`, k is kept in an unsigned short and the input
// after the tokens it counts is not read).
bool ReadInput(long long* n, std::vector<long long>* es, std::vector<long long>* tokens,
               bool narrow_count = false) {
  long long m = 0;
  if (std::scanf("%lld %lld", n, &m) != 2 || *n < 0 || m < 0) return false;
  es->resize(static_cast<std::size_t>(2 * m));
  for (long long& x : *es)
    if (std::scanf("%lld", &x) != 1 || x < 0 || x >= *n) return false;
  if (tokens) {
    long long k = 0;
    if (std::scanf("%lld", &k) != 1 || k < 0) return false;
    if (narrow_count) k = static_cast<unsigned short>(k);
    tokens->resize(static_cast<std::size_t>(k));
    for (long long& t : *tokens)
      if (std::scanf("%lld", &t) != 1 || t < 0 || t >= *n) return false;
    if (narrow_count) return true;
  }
  char rest = 0;
  return std::scanf(" %c", &rest) != 1;
}

// Grundy values in the Value type, by Kahn's order from the sinks: a vertex is valued once
// all its moves are (the mex of its successors' values); a vertex never valued is on or
// before a cycle. Returns the exit status.
template <typename Value>
int Grundy(long long n, const std::vector<long long>& es, const std::vector<long long>& tokens) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(n)), rev(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < es.size(); i += 2) {
    out[es[i]].push_back(static_cast<int>(es[i + 1]));
    rev[es[i + 1]].push_back(static_cast<int>(es[i]));
  }
  std::vector<long long> left(static_cast<std::size_t>(n));
  std::vector<Value> value(static_cast<std::size_t>(n), 0);
  std::deque<int> q;
  for (long long v = 0; v < n; ++v)
    if ((left[v] = static_cast<long long>(out[v].size())) == 0) q.push_back(static_cast<int>(v));
  long long done = 0;
  while (!q.empty()) {
    const int u = q.front();
    q.pop_front();
    ++done;
    std::vector<char> seen(out[u].size() + 1, 0);
    for (int w : out[u])
      if (static_cast<std::size_t>(value[w]) < seen.size()) seen[value[w]] = 1;
    std::size_t mex = 0;
    while (seen[mex]) ++mex;
    value[u] = static_cast<Value>(mex);
    for (int p : rev[u])
      if (--left[p] == 0) q.push_back(p);
  }
  if (done < n) {
    std::printf("graph has a cycle\n");
    return 1;
  }
  std::string line;
  long long sum = 0;
  for (long long v = 0; v < n; ++v) line += (v ? " " : "") + std::to_string(value[v]);
  for (long long t : tokens) sum ^= value[t];
  std::printf("%s\n%s\n", line.c_str(), sum ? "first" : "second");
  return 0;
}

// Labels and lengths by retrograde analysis, with the counter, length and vertex id types
// given: a sink is L in 0 moves; a vertex with a move to L is W in 1 + that length (the
// first found: the queue is in order of length); a vertex whose every move leads to W is L
// in 1 + the last one's length (the longest).
// A sink is known by its empty move list, not by its counter.
template <typename Counter, typename Length, typename Id>
void Solve(long long n, const std::vector<long long>& es, bool lengths) {
  std::vector<std::vector<Id>> out(static_cast<std::size_t>(n)), rev(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < es.size(); i += 2) {
    const Id u = static_cast<Id>(es[i]), v = static_cast<Id>(es[i + 1]);
    out[u].push_back(v);
    rev[v].push_back(u);
  }
  std::vector<Counter> cnt(static_cast<std::size_t>(n), 0);
  for (long long v = 0; v < n; ++v) cnt[v] = static_cast<Counter>(out[v].size());
  std::string label(static_cast<std::size_t>(n), 'D');
  std::vector<Length> len(static_cast<std::size_t>(n), 0);
  std::deque<Id> q;
  for (long long v = 0; v < n; ++v)
    if (out[v].empty()) label[v] = 'L', q.push_back(static_cast<Id>(v));
  while (!q.empty()) {
    const Id u = q.front();
    q.pop_front();
    for (Id p : rev[u]) {
      if (label[p] != 'D') continue;
      if (label[u] == 'L')
        label[p] = 'W', len[p] = static_cast<Length>(len[u] + 1), q.push_back(p);
      else if (--cnt[p] == 0)
        label[p] = 'L', len[p] = static_cast<Length>(len[u] + 1), q.push_back(p);
    }
  }
  std::printf("%s\n", label.c_str());
  if (!lengths) return;
  std::string line;
  for (long long v = 0; v < n; ++v) {
    if (v) line += ' ';
    line += label[v] == 'D' ? "-1" : std::to_string(len[v]);
  }
  std::printf("%s\n", line.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "outcome-ok";
  const bool grundy = mode.rfind("grundy-", 0) == 0;
  long long n = 0;
  std::vector<long long> es, tokens;
  if (!ReadInput(&n, &es, grundy ? &tokens : nullptr, mode == "grundy-tokens16")) {
    std::fprintf(stderr, "bad input\n");
    return 2;
  }
  if (mode == "grundy-value8") return Grundy<unsigned char>(n, es, tokens);
  if (grundy) return Grundy<unsigned long long>(n, es, tokens);
  if (mode == "outcome-counter16")
    Solve<unsigned short, int, int>(n, es, false);
  else if (mode == "outcome-counter8")
    Solve<unsigned char, int, int>(n, es, false);
  else if (mode == "outcome-id16")
    Solve<int, int, unsigned short>(n, es, false);
  else if (mode == "lengths-ok")
    Solve<int, int, int>(n, es, true);
  else if (mode == "lengths-length16")
    Solve<int, unsigned short, int>(n, es, true);
  else
    Solve<int, int, int>(n, es, false);
  return 0;
}
