// harness/kill_matrix.cc — see kill_matrix.h.
#include "harness/kill_matrix.h"
#include "harness/report.h"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "harness/generators.h"

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

double MsSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

std::uint64_t Below(Rng& rng, std::uint64_t n) {
  return std::uniform_int_distribution<std::uint64_t>(0, n - 1)(rng);
}

std::uint64_t Moves(const Instance& x) { return x.g.m() + x.right.m(); }

// A portable string hash (std::hash differs between libraries), for seeding.
std::uint64_t Fnv1a(std::string_view s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (char ch : s) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;
  return h;
}

// ---- instances --------------------------------------------------------------------------

// The largest instance a mutant is given: the row's and the mutant's limits, and 12
// vertices for rows with a small max_n (their solvers and oracles are exponential).
Vertex Cap(const Problem& p, const Mutant& m) {
  std::uint64_t cap = std::min<std::uint64_t>(p.max_n, m.max_n);
  if (p.max_n < 1000) cap = std::min<std::uint64_t>(cap, 12);
  return static_cast<Vertex>(std::min<std::uint64_t>(cap, 400));
}

// Calls f on every multiset of `k <= max_k` items out of `choices`, by increasing k, in
// lexicographic order; stops and returns true as soon as f does.
bool ForEachMultiset(std::size_t choices, std::size_t max_k,
                     const std::function<bool(const std::vector<std::size_t>&)>& f) {
  std::vector<std::size_t> cur;
  std::function<bool(std::size_t, std::size_t)> rec = [&](std::size_t from, std::size_t k) {
    if (cur.size() == k) return f(cur);
    for (std::size_t i = from; i < choices; ++i) {
      cur.push_back(i);
      if (rec(i, k)) return true;
      cur.pop_back();
    }
    return false;
  };
  for (std::size_t k = 0; k <= max_k; ++k)
    if (rec(0, k)) return true;
  return false;
}

// Every possible move on n vertices: all ordered pairs, or pairs u <= v when undirected.
std::vector<Edge> AllPairs(Vertex n, bool undirected) {
  std::vector<Edge> all;
  for (Vertex u = 0; u < n; ++u)
    for (Vertex v = undirected ? u : 0; v < n; ++v) all.push_back({u, v});
  return all;
}

bool ForEachGraph(Vertex n, std::size_t max_m, bool undirected,
                  const std::function<bool(std::vector<Edge>)>& f) {
  const std::vector<Edge> all = AllPairs(n, undirected);
  return ForEachMultiset(all.size(), max_m, [&](const std::vector<std::size_t>& pick) {
    std::vector<Edge> es;
    for (std::size_t i : pick) es.push_back(all[i]);
    return f(std::move(es));
  });
}

// The exhaustive tier: every instance of p up to a tiny size, smallest first.
bool ForEachTinyInstance(const Problem& p, Vertex cap,
                         const std::function<bool(const Instance&)>& f) {
  auto sizes = [&](auto each) {  // (n, max moves) pairs
    for (Vertex n = 0; n <= std::min<Vertex>(cap, 4); ++n)
      if (each(n, std::size_t{n <= 3 || p.undirected ? 4u : 3u})) return true;
    return false;
  };
  switch (p.input) {
    case InputKind::kGraph:
      return sizes([&](Vertex n, std::size_t mm) {
        return ForEachGraph(n, mm, p.undirected, [&](std::vector<Edge> es) {
          Instance x;
          x.g = Graph(n, es);
          return f(x);
        });
      });
    case InputKind::kGraphStart:
      return sizes([&](Vertex n, std::size_t mm) {
        return ForEachGraph(n, mm, false, [&](std::vector<Edge> es) {
          Instance x;
          x.g = Graph(n, es);
          for (Vertex s = 0; s < n; ++s) {
            x.start = s;
            if (f(x)) return true;
          }
          return false;
        });
      });
    case InputKind::kGraphTokens:
      for (Vertex n = 0; n <= std::min<Vertex>(cap, 3); ++n)
        if (ForEachGraph(n, 3, false, [&](std::vector<Edge> es) {
              Instance x;
              x.g = Graph(n, es);
              return ForEachMultiset(n, 2, [&](const std::vector<std::size_t>& ts) {
                x.tokens.assign(ts.begin(), ts.end());
                return f(x);
              });
            }))
          return true;
      return false;
    case InputKind::kPartizan:
      for (Vertex n = 0; n <= std::min<Vertex>(cap, 3); ++n) {
        const std::size_t mm = n <= 2 ? 3 : 2;
        if (ForEachGraph(n, mm, false, [&](std::vector<Edge> left) {
              return ForEachGraph(n, mm, false, [&](std::vector<Edge> right) {
                Instance x;
                x.g = Graph(n, left);
                x.right = Graph(n, right);
                return f(x);
              });
            }))
          return true;
      }
      return false;
  }
  return false;
}

// A case of the random layers: every other case a small random instance, the others the
// shaped families in turn, a quarter of them large (a star of out-degree 100-300).
Instance RandomCase(Rng& rng, const Problem& p, std::uint64_t i, Vertex cap) {
  if (i % 2 == 0) return RandomInstance(rng, p, std::min<Vertex>(cap, 8), 16);
  const Shape shape = kAllShapes[(i / 2) % std::size(kAllShapes)];
  const bool large = Below(rng, 4) == 0;
  std::uint32_t size = large ? 20 + static_cast<std::uint32_t>(Below(rng, 100))
                             : 1 + static_cast<std::uint32_t>(Below(rng, 10));
  if (shape == Shape::kStar) {
    if (large) size = 100 + static_cast<std::uint32_t>(Below(rng, 201));
  } else {
    size = std::min<std::uint32_t>(size, cap > 1 ? cap - 1 : 1);
  }
  const bool dag = p.prefers_dag && Below(rng, 100) < 85;
  Instance x = CompleteInstance(rng, p, ShapedGraph(rng, shape, size, dag));
  if (x.g.n() > cap) return RandomInstance(rng, p, std::min<Vertex>(cap, 8), 16);
  return x;
}

std::vector<Edge> Shift(const Graph& g, Vertex by) {
  std::vector<Edge> es = g.edges();
  for (Edge& e : es) e.u += by, e.v += by;
  return es;
}

// ---- outputs as lines -------------------------------------------------------------------

enum class LineKind { kLetters, kFields, kOther };

std::vector<std::string> SplitLines(const std::string& s) {
  std::vector<std::string> lines;
  std::size_t p = 0;
  while (p < s.size()) {
    std::size_t e = s.find('\n', p);
    if (e == std::string::npos) e = s.size();
    lines.push_back(s.substr(p, e - p));
    p = e + 1;
  }
  return lines;
}

std::string JoinLines(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + '\n';
  return s;
}

std::vector<std::string> SplitFields(const std::string& line) {
  std::vector<std::string> f;
  std::istringstream in(line);
  for (std::string w; in >> w;) f.push_back(w);
  return f;
}

std::string JoinFields(const std::vector<std::string>& f) {
  std::string s;
  for (std::size_t i = 0; i < f.size(); ++i) s += (i ? " " : "") + f[i];
  return s;
}

// Which lines of a status-0 output are indexed by vertex (formats.md).
std::vector<LineKind> LineKinds(const Problem& p, const std::vector<std::string>& lines, Vertex n) {
  using K = LineKind;
  if (p.name == "outcome" || p.name == "undirected") return {K::kLetters};
  if (p.name == "lengths") return {K::kLetters, K::kFields};
  if (p.name == "grundy" || p.name == "loopy") return {K::kFields, K::kOther};
  if (p.name == "geography") return {K::kOther, K::kOther};
  if (p.name == "partizan") return {K::kLetters, K::kLetters};
  std::vector<K> kinds;  // a row this table does not know: guess from the shape
  for (const std::string& l : lines)
    kinds.push_back(l.size() == n && l.find(' ') == std::string::npos ? K::kLetters
                    : n >= 2 && SplitFields(l).size() == n            ? K::kFields
                                                                      : K::kOther);
  return kinds;
}

// The output expected of relabel(x) from the output on x; nullopt if it is not of the
// expected shape.
std::optional<std::string> PermuteOutput(const Problem& p, const Output& o, Vertex n,
                                         const std::vector<Vertex>& perm) {
  if (o.status != 0) return o.out;
  std::vector<std::string> lines = SplitLines(o.out);
  std::vector<LineKind> kinds = LineKinds(p, lines, n);
  if (kinds.size() != lines.size()) return std::nullopt;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (kinds[i] == LineKind::kLetters) {
      if (lines[i].size() != n) return std::nullopt;
      std::string t(n, '?');
      for (Vertex v = 0; v < n; ++v) t[perm[v]] = lines[i][v];
      lines[i] = t;
    } else if (kinds[i] == LineKind::kFields) {
      std::vector<std::string> f = SplitFields(lines[i]);
      if (f.size() != n) return std::nullopt;
      std::vector<std::string> t(n);
      for (Vertex v = 0; v < n; ++v) t[perm[v]] = f[v];
      lines[i] = JoinFields(t);
    }
  }
  return JoinLines(lines);
}

// The output expected of the disjoint union x + y (y has no tokens, geography's start is
// in x) from the outputs on x and y.
std::optional<std::string> UnionOutput(const Problem& p, const Output& ox, Vertex nx,
                                       const Output& oy, Vertex ny, int* status) {
  if (ox.status != 0 || oy.status != 0) {
    *status = ox.status != 0 ? ox.status : oy.status;
    return ox.status != 0 ? ox.out : oy.out;
  }
  *status = 0;
  std::vector<std::string> lx = SplitLines(ox.out), ly = SplitLines(oy.out);
  std::vector<LineKind> kinds = LineKinds(p, lx, nx);
  if (lx.size() != ly.size() || kinds.size() != lx.size()) return std::nullopt;
  for (std::size_t i = 0; i < lx.size(); ++i) {
    if (kinds[i] == LineKind::kLetters) {
      if (lx[i].size() != nx || ly[i].size() != ny) return std::nullopt;
      lx[i] += ly[i];
    } else if (kinds[i] == LineKind::kFields) {
      std::vector<std::string> f = SplitFields(lx[i]), g = SplitFields(ly[i]);
      if (f.size() != nx || g.size() != ny) return std::nullopt;
      f.insert(f.end(), g.begin(), g.end());
      lx[i] = JoinFields(f);
    }
  }
  return JoinLines(lx);
}

// ---- layers -----------------------------------------------------------------------------

// What a layer reports for one case: nothing, or a kill with a sentence, and the
// instances on which the mutant might disagree with the oracle (to shrink).
struct Verdict {
  bool kill = false;
  std::string how;
  std::vector<Instance> witnesses;
};

struct Ctx {
  const Problem& p;
  const Mutant& m;
  Vertex cap;
  const KillMatrixOptions& o;
};

Verdict AgainstOracle(const Ctx& c, const Instance& x) {
  FailureSignature s = Classify(c.p, x, ExpectedOutput(c.p, x), RunMutant(c.m, x));
  if (!s.failed()) return {};
  return {true, s.ToString(), {x}};
}

// Whether the output on x is well-formed (the row's reader accepts it).
std::optional<std::string> Malformed(const Ctx& c, const Instance& x, const Output& o) {
  if (o.status != 0 && o.status != 1) return "exit status " + std::to_string(o.status);
  try {
    c.p.compare(x, o, o);
  } catch (const TextError& e) {
    return std::string("malformed output: ") + e.what();
  }
  return std::nullopt;
}

Verdict Verifier(const Ctx& c, const Instance& x) {
  Output o = RunMutant(c.m, x);
  if (auto bad = Malformed(c, x, o)) return {true, *bad, {x}};
  if (o.status != 0) return {};  // e.g. grundy's cycle answer: nothing to certify
  std::string why;
  try {
    why = c.p.verify(x, o);
  } catch (const TextError& e) {
    why = std::string("malformed output: ") + e.what();
  }
  if (why.empty()) return {};
  return {true, "certificate rejected: " + why, {x}};
}

Verdict Metamorphic(const Ctx& c, Rng& rng, std::uint64_t i, const Instance& x) {
  const Vertex n = x.g.n();
  const Output ox = RunMutant(c.m, x);
  if (auto bad = Malformed(c, x, ox)) return {true, *bad, {x}};
  auto edges = [](const Graph& g) { return g.edges(); };
  Instance y = x;
  std::string relation;
  std::optional<std::string> want;
  int want_status = ox.status;
  switch (i % 4) {
    case 0: {  // relabelling permutes the answer
      std::vector<Vertex> perm(n);
      std::iota(perm.begin(), perm.end(), 0);
      std::shuffle(perm.begin(), perm.end(), rng);
      std::vector<Edge> l = edges(x.g), r = edges(x.right);
      for (Edge& e : l) e = {perm[e.u], perm[e.v]};
      for (Edge& e : r) e = {perm[e.u], perm[e.v]};
      y.g = Graph(n, l);
      if (c.p.input == InputKind::kPartizan) y.right = Graph(n, r);
      for (Vertex& t : y.tokens) t = perm[t];
      if (c.p.input == InputKind::kGraphStart) y.start = perm[x.start];
      relation = "relabelling the vertices does not permute the answer";
      want = PermuteOutput(c.p, ox, n, perm);
      break;
    }
    case 1:
    case 2: {  // a duplicated edge (one, or every one) changes nothing
      std::vector<Edge> l = edges(x.g), r = edges(x.right);
      const bool one = i % 4 == 1;
      if (one) {
        const bool use_right =
            c.p.input == InputKind::kPartizan && !r.empty() && (l.empty() || Below(rng, 2) == 0);
        std::vector<Edge>& es = use_right ? r : l;
        if (es.empty()) return {};
        es.push_back(es[Below(rng, es.size())]);
      } else {
        if (l.empty() && r.empty()) return {};
        std::vector<Edge> l2 = l, r2 = r;
        l.insert(l.end(), l2.begin(), l2.end());
        r.insert(r.end(), r2.begin(), r2.end());
      }
      y.g = Graph(n, l);
      if (c.p.input == InputKind::kPartizan) y.right = Graph(n, r);
      relation = one ? "duplicating an edge changes the answer"
                     : "duplicating every edge changes the answer";
      want = ox.out;
      break;
    }
    default: {  // a disjoint union concatenates the answers
      if (n == 0 || n >= c.cap) return {};
      Instance z = RandomCase(rng, c.p, 0, std::min<Vertex>(c.cap - n, 6));
      z.tokens.clear();
      if (z.g.n() == 0) return {};
      const Output oz = RunMutant(c.m, z);
      if (auto bad = Malformed(c, z, oz)) return {true, *bad, {z}};
      std::vector<Edge> l = edges(x.g), r = edges(x.right);
      for (Edge e : Shift(z.g, n)) l.push_back(e);
      for (Edge e : Shift(z.right, n)) r.push_back(e);
      const Vertex nu = n + z.g.n();
      y.g = Graph(nu, l);
      if (c.p.input == InputKind::kPartizan) y.right = Graph(nu, r);
      relation = "a disjoint union does not concatenate the answers";
      want = UnionOutput(c.p, ox, n, oz, z.g.n(), &want_status);
      if (!want) return {true, relation + " (outputs of different shapes)", {x, z}};
      const Output oy = RunMutant(c.m, y);
      if (oy.status == want_status && oy.out == *want) return {};
      return {true, relation, {x, z, y}};
    }
  }
  if (!want) return {true, relation + " (output of an unexpected shape)", {x}};
  const Output oy = RunMutant(c.m, y);
  if (oy.status == want_status && oy.out == *want) return {};
  return {true, relation, {x, y}};
}

std::vector<fs::path> CorpusFiles(const std::string& dir, const Problem& p, bool* present) {
  std::vector<fs::path> files;
  *present = false;
  for (const char* sub : {"seed", "regress"}) {
    fs::path d = fs::path(dir) / ("fuzz_" + std::string(p.name)) / sub;
    std::error_code ec;
    if (!fs::is_directory(d, ec)) continue;
    *present = true;
    for (const fs::directory_entry& e : fs::directory_iterator(d, ec))
      if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs one layer for one mutant until the first kill.
Cell RunLayer(const Ctx& c, const std::string& layer, std::vector<Instance>* witnesses,
              std::vector<std::string>* notes) {
  Cell cell;
  const auto t0 = Clock::now();
  auto judge = [&](const Verdict& v) {
    ++cell.cases;
    if (!v.kill) return false;
    cell.state = CellState::kKilled;
    cell.how = v.how;
    cell.ms = MsSince(t0);
    *witnesses = v.witnesses;
    return true;
  };
  auto finish = [&]() {
    if (cell.state != CellState::kKilled) cell.state = CellState::kSurvived, cell.ms = MsSince(t0);
    return cell;
  };
  // Each layer and mutant gets its own stream, so a filtered run finds the same kills.
  Rng rng(c.o.seed * 0x9E3779B97F4A7C15ull ^ Fnv1a(layer) * 31 ^ Fnv1a(c.m.name));
  if (layer == "exhaustive") {
    ForEachTinyInstance(c.p, c.cap, [&](const Instance& x) { return judge(AgainstOracle(c, x)); });
    return finish();
  }
  if (layer == "random") {
    for (std::uint64_t i = 0; i < c.o.cases; ++i)
      if (judge(AgainstOracle(c, RandomCase(rng, c.p, i, c.cap)))) break;
    return finish();
  }
  if (layer == "verifier") {
    if (!c.p.verify) {
      cell.note = "no verifier";
      return cell;
    }
    for (std::uint64_t i = 0; i < c.o.cases; ++i)
      if (judge(Verifier(c, RandomCase(rng, c.p, i, c.cap)))) break;
    return finish();
  }
  if (layer == "metamorphic") {
    for (std::uint64_t i = 0; i < c.o.cases; ++i) {
      Instance x = RandomCase(rng, c.p, i / 4, std::min<Vertex>(c.cap, 60));
      if (judge(Metamorphic(c, rng, i, x))) break;
    }
    return finish();
  }
  if (layer == "corpus") {
    bool present = false;
    std::vector<fs::path> files = CorpusFiles(c.o.corpus_dir, c.p, &present);
    if (!present) {
      cell.note = "no corpus";
      std::string note = "corpus: no " + c.o.corpus_dir + "/fuzz_" + std::string(c.p.name) +
                         "/{seed,regress}/ (layer skipped for " + std::string(c.p.name) + ")";
      if (std::find(notes->begin(), notes->end(), note) == notes->end()) notes->push_back(note);
      return cell;
    }
    for (const fs::path& f : files) {
      Instance x;
      try {
        x = ReadInstance(c.p.input, ReadFile(f));
      } catch (const TextError&) {
        continue;  // a file meant to be rejected: nothing to compare
      }
      if (x.g.n() > c.cap) continue;
      if (judge(AgainstOracle(c, x))) {
        cell.how += " (" + f.filename().string() + ")";
        break;
      }
    }
    return finish();
  }
  throw std::invalid_argument("unknown layer '" + layer + "'");
}

// Shrinks the first witness on which the mutant disagrees with the oracle.
Counterexample ShrinkFirst(const Ctx& c, const std::vector<std::string>& layers,
                           const std::vector<std::vector<Instance>>& witnesses) {
  Counterexample cx;
  for (std::size_t l = 0; l < layers.size() && !cx.found; ++l)
    for (const Instance& w : witnesses[l]) {
      if (w.g.n() > c.cap) continue;
      FailureSignature s = Classify(c.p, w, ExpectedOutput(c.p, w), RunMutant(c.m, w));
      if (!s.failed()) continue;
      cx.found = true;
      cx.layer = layers[l];
      cx.signature = s;
      cx.original_n = w.g.n();
      cx.original_m = Moves(w);
      cx.x = w;
      break;
    }
  if (!cx.found) return cx;
  if (c.o.shrink) {
    auto still_fails = [&](const Instance& y) {
      if (y.g.n() > c.cap) return false;
      return Classify(c.p, y, ExpectedOutput(c.p, y), RunMutant(c.m, y)) == cx.signature;
    };
    cx.x = Shrink(c.p, cx.x, still_fails, {.budget = c.o.shrink_budget}, &cx.stats);
  }
  cx.expected = ExpectedOutput(c.p, cx.x);
  cx.actual = RunMutant(c.m, cx.x);
  cx.signature = Classify(c.p, cx.x, cx.expected, cx.actual);
  return cx;
}

// ---- reports ----------------------------------------------------------------------------

std::string Fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::string Pad(std::string s, std::size_t w) {
  if (s.size() < w) s.resize(w, ' ');
  return s;
}

std::string CellText(const Cell& c) {
  switch (c.state) {
    case CellState::kKilled:
      return "kill@" + std::to_string(c.cases) + " " + Fixed(c.ms, 1) + "ms";
    case CellState::kSurvived:
      return "-  (" + std::to_string(c.cases) + ")";
    case CellState::kNotApplicable:
      return "n/a";
  }
  return "?";
}

// The text indented; past `max_lines` lines the rest is summarised (--save and --json
// hold the whole text).
std::string Indent(const std::string& text, const std::string& by, std::size_t max_lines = 24) {
  std::string out;
  const std::vector<std::string> lines = SplitLines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == max_lines && lines.size() > max_lines + 1) {
      out += by + "... " + std::to_string(lines.size() - i) + " more lines\n";
      break;
    }
    out += by + lines[i] + '\n';
  }
  return out;
}


}  // namespace

const std::vector<std::string>& KillLayers() {
  static const std::vector<std::string> layers = {"exhaustive", "random", "verifier", "metamorphic",
                                                  "corpus"};
  return layers;
}

Output RunMutant(const Mutant& m, const Instance& x) {
  Output o;
  try {
    if (!m.solve) return FindProblem(m.problem)->solve(x);
    o.status = m.solve(x, &o.out);
  } catch (const std::exception& e) {
    return {-1, std::string("exception: ") + e.what()};
  }
  return o;
}

Output ExpectedOutput(const Problem& p, const Instance& x) {
  for (const OracleRow& o : p.oracles)
    if (o.Fits(x)) return o.run(x);
  return p.solve(x);
}

bool MutantResult::killed() const {
  return std::any_of(cells.begin(), cells.end(),
                     [](const Cell& c) { return c.state == CellState::kKilled; });
}

double MutantResult::first_kill_ms() const {
  double best = -1;
  for (const Cell& c : cells)
    if (c.state == CellState::kKilled && (best < 0 || c.ms < best)) best = c.ms;
  return best;
}

std::vector<std::string> KillMatrix::Survivors() const {
  std::vector<std::string> out;
  for (const MutantResult& r : rows)
    if (r.problem && !r.control && !r.killed()) out.emplace_back(r.mutant->name);
  return out;
}

std::vector<std::string> KillMatrix::FalseAlarms() const {
  std::vector<std::string> out;
  for (const MutantResult& r : rows)
    if (r.control && r.killed()) out.emplace_back(r.mutant->name);
  return out;
}

namespace {

// One control per row: the row's own solver under the mutant interface (solve == nullptr).
const std::vector<Mutant>& Controls() {
  static const std::vector<Mutant> controls = [] {
    static std::deque<std::string> names;  // the string_views below point here
    std::vector<Mutant> cs;
    for (const Problem& p : Problems()) {
      names.push_back("control:" + std::string(p.name));
      cs.push_back({names.back(), p.name, "the row's own solver: no layer may kill it", nullptr});
    }
    return cs;
  }();
  return controls;
}

}  // namespace

KillMatrix RunKillMatrix(const KillMatrixOptions& o) {
  KillMatrix km;
  km.seed = o.seed;
  km.layers = o.layers.empty() ? KillLayers() : o.layers;
  for (const std::string& l : km.layers)
    if (std::find(KillLayers().begin(), KillLayers().end(), l) == KillLayers().end())
      throw std::invalid_argument("unknown layer '" + l + "'");
  for (const std::string& name : o.mutants)
    if (!FindMutant(name) && std::none_of(Controls().begin(), Controls().end(),
                                          [&](const Mutant& c) { return c.name == name; }))
      throw std::invalid_argument("unknown mutant '" + name + "'");
  std::vector<const Mutant*> run;
  for (const Mutant& m : Mutants()) run.push_back(&m);
  if (o.controls)
    for (const Mutant& m : Controls()) run.push_back(&m);
  for (const Mutant* mp : run) {
    const Mutant& m = *mp;
    const bool control = m.solve == nullptr;
    if (!o.mutants.empty() &&
        std::find(o.mutants.begin(), o.mutants.end(), m.name) == o.mutants.end())
      continue;
    MutantResult r;
    r.mutant = &m;
    r.control = control;
    r.problem = FindProblem(m.problem);
    if (!r.problem) {
      r.cells.resize(km.layers.size());
      for (Cell& c : r.cells) c.note = "no row";
      km.notes.push_back("row '" + std::string(m.problem) + "' is not in this build: mutant " +
                         std::string(m.name) + " not run");
      km.rows.push_back(std::move(r));
      continue;
    }
    const Ctx c{*r.problem, m, Cap(*r.problem, m), o};
    std::vector<std::vector<Instance>> witnesses(km.layers.size());
    for (std::size_t l = 0; l < km.layers.size(); ++l)
      r.cells.push_back(RunLayer(c, km.layers[l], &witnesses[l], &km.notes));
    r.cx = ShrinkFirst(c, km.layers, witnesses);
    km.rows.push_back(std::move(r));
  }
  return km;
}

std::string FormatKillMatrix(const KillMatrix& km) {
  constexpr std::size_t kName = 20, kProblem = 11, kCell = 17;
  std::string out = "kill matrix (seed " + std::to_string(km.seed) +
                    "): kill@N T = killed by the N-th case after T; - (N) = survived N cases\n\n";
  out += Pad("mutant", kName) + Pad("problem", kProblem);
  for (const std::string& l : km.layers) out += Pad(l, kCell);
  out += "first kill\n";
  for (const MutantResult& r : km.rows) {
    out += Pad(std::string(r.mutant->name), kName) + Pad(std::string(r.mutant->problem), kProblem);
    for (const Cell& c : r.cells) out += Pad(r.problem ? CellText(c) : "(no row)", kCell);
    const double first = r.first_kill_ms();
    if (r.control)
      out += first < 0 ? "ok (control)" : "FALSE ALARM";
    else
      out += first < 0 ? std::string(r.problem ? "SURVIVED" : "not run") : Fixed(first, 2) + " ms";
    out += '\n';
  }
  // Mutants that one layer alone kills: removing that layer would let them through.
  std::string only;
  for (const MutantResult& r : km.rows) {
    std::vector<std::string> killers;
    for (std::size_t l = 0; l < r.cells.size(); ++l)
      if (r.cells[l].state == CellState::kKilled) killers.push_back(km.layers[l]);
    if (killers.size() == 1 && !r.control)
      only += "  " + std::string(r.mutant->name) + ": only " + killers[0] + "\n";
  }
  std::size_t run = 0, killed = 0;
  for (const MutantResult& r : km.rows)
    if (r.problem && !r.control) ++run, killed += r.killed();
  out += "\nkilled " + std::to_string(killed) + " of " + std::to_string(run) + " mutants run\n";
  const std::vector<std::string> survivors = km.Survivors();
  if (!survivors.empty()) {
    out += "survivors (no layer run kills them):";
    for (const std::string& s : survivors) out += " " + s;
    out += '\n';
  }
  const std::vector<std::string> false_alarms = km.FalseAlarms();
  if (!false_alarms.empty()) {
    out += "FALSE ALARMS (a layer kills a correct solver):";
    for (const std::string& s : false_alarms) out += " " + s;
    out += '\n';
  }
  if (!only.empty()) out += "killed by one layer alone (of the layers run):\n" + only;
  for (const std::string& n : km.notes) out += "note: " + n + '\n';
  out += "\ncounterexamples (shrunk, spec text):\n";
  for (const MutantResult& r : km.rows) {
    if (!r.problem || (r.control && !r.killed())) continue;
    const Counterexample& cx = r.cx;
    out += "\n" + std::string(r.mutant->name) + " (" + std::string(r.mutant->problem) +
           "): " + std::string(r.mutant->description) + "\n";
    if (!cx.found) {
      out += r.killed() ? "  killed, but no instance on which it disagrees with the oracle\n"
                        : "  no counterexample\n";
      continue;
    }
    const Problem& p = *r.problem;
    out += "  " + cx.signature.ToString() + "; found by " + cx.layer +
           " on n=" + std::to_string(cx.original_n) + " m=" + std::to_string(cx.original_m) +
           ", shrunk to n=" + std::to_string(cx.x.g.n()) + " m=" + std::to_string(Moves(cx.x)) +
           " in " + std::to_string(cx.stats.attempts) + " attempts" +
           (cx.stats.minimal ? " (1-minimal)" : " (budget ran out)") + "\n";
    if (!cx.signature.message.empty()) out += "  " + cx.signature.message + "\n";
    out += "  input:\n" + Indent(WriteInstance(p.input, cx.x), "    ");
    out += "  expected (status " + std::to_string(cx.expected.status) + "):\n" +
           Indent(cx.expected.out, "    ");
    out += "  mutant (status " + std::to_string(cx.actual.status) + "):\n" +
           Indent(cx.actual.out, "    ");
  }
  return out;
}

std::string KillMatrixJson(const KillMatrix& km) {
  std::string j = "{\n  \"seed\": " + std::to_string(km.seed) + ",\n  \"layers\": [";
  for (std::size_t i = 0; i < km.layers.size(); ++i)
    j += (i ? ", " : "") + JsonQuote(km.layers[i]);
  j += "],\n  \"mutants\": [";
  for (std::size_t i = 0; i < km.rows.size(); ++i) {
    const MutantResult& r = km.rows[i];
    j += std::string(i ? "," : "") + "\n    {\"name\": " + JsonQuote(r.mutant->name) +
         ", \"problem\": " + JsonQuote(r.mutant->problem) +
         ", \"description\": " + JsonQuote(r.mutant->description) +
         ", \"row_present\": " + (r.problem ? "true" : "false") +
         ", \"control\": " + (r.control ? "true" : "false") +
         ", \"killed\": " + (r.killed() ? "true" : "false") +
         ", \"first_kill_ms\": " + Fixed(r.first_kill_ms(), 3) + ",\n     \"cells\": {";
    for (std::size_t l = 0; l < r.cells.size(); ++l) {
      const Cell& c = r.cells[l];
      const char* state = c.state == CellState::kKilled     ? "killed"
                          : c.state == CellState::kSurvived ? "survived"
                                                            : "n/a";
      j += std::string(l ? ", " : "") + JsonQuote(km.layers[l]) + ": {\"state\": \"" + state +
           "\", \"cases\": " + std::to_string(c.cases) + ", \"ms\": " + Fixed(c.ms, 3) +
           ", \"how\": " + JsonQuote(c.how) + ", \"note\": " + JsonQuote(c.note) + "}";
    }
    j += "}";
    if (r.cx.found) {
      j += ",\n     \"counterexample\": {\"layer\": " + JsonQuote(r.cx.layer) +
           ", \"signature\": " + JsonQuote(r.cx.signature.ToString()) +
           ", \"input\": " + JsonQuote(WriteInstance(r.problem->input, r.cx.x)) +
           ", \"expected\": " + JsonQuote(r.cx.expected.out) +
           ", \"expected_status\": " + std::to_string(r.cx.expected.status) +
           ", \"actual\": " + JsonQuote(r.cx.actual.out) +
           ", \"actual_status\": " + std::to_string(r.cx.actual.status) +
           ", \"n\": " + std::to_string(r.cx.x.g.n()) +
           ", \"m\": " + std::to_string(Moves(r.cx.x)) +
           ", \"original_n\": " + std::to_string(r.cx.original_n) +
           ", \"original_m\": " + std::to_string(r.cx.original_m) +
           ", \"shrink_attempts\": " + std::to_string(r.cx.stats.attempts) +
           ", \"minimal\": " + (r.cx.stats.minimal ? "true" : "false") + "}";
    }
    j += "}";
  }
  j += "\n  ],\n  \"survivors\": [";
  const std::vector<std::string> s = km.Survivors();
  for (std::size_t i = 0; i < s.size(); ++i) j += (i ? ", " : "") + JsonQuote(s[i]);
  j += "],\n  \"false_alarms\": [";
  const std::vector<std::string> fa = km.FalseAlarms();
  for (std::size_t i = 0; i < fa.size(); ++i) j += (i ? ", " : "") + JsonQuote(fa[i]);
  j += "],\n  \"notes\": [";
  for (std::size_t i = 0; i < km.notes.size(); ++i) j += (i ? ", " : "") + JsonQuote(km.notes[i]);
  return j + "]\n}\n";
}

std::vector<std::string> SaveCounterexamples(const KillMatrix& km, const std::string& dir) {
  std::vector<std::string> written;
  for (const MutantResult& r : km.rows) {
    if (!r.problem || r.control || !r.cx.found) continue;
    fs::path d = fs::path(dir) / ("fuzz_" + std::string(r.problem->name)) / "regress";
    std::error_code ec;
    fs::create_directories(d, ec);
    if (ec) throw std::runtime_error("cannot create " + d.string() + ": " + ec.message());
    fs::path f = d / ("mutant-" + std::string(r.mutant->name) + ".txt");
    std::ofstream out(f, std::ios::binary);
    out << WriteInstance(r.problem->input, r.cx.x);
    if (!out) throw std::runtime_error("cannot write " + f.string());
    written.push_back(f.string());
  }
  return written;
}

}  // namespace gc
