// harness/check/kill_matrix.cc — see kill_matrix.h. The layers are a table: each is a name and a
// function that feeds cases to one judge call (harness/judge/judge.h) until the first kill.
#include "harness/check/kill_matrix.h"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <stdexcept>

#include "harness/cases/enumerate.h"
#include "harness/cases/generators.h"
#include "harness/cases/input_kind.h"
#include "harness/cases/schedule.h"
#include "harness/judge/metamorphic.h"

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

double MsSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// A portable string hash (std::hash differs between libraries), for seeding.
std::uint64_t Fnv1a(std::string_view s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (char ch : s) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;
  return h;
}

// ---- instances --------------------------------------------------------------------------

// The largest instance a mutant is given: the row's and the mutant's limits, and 12
// vertices for rows with a small max_n (their solvers and oracles are exponential).
Vertex Cap(const Problem& p, const KnownMutant& m) {
  std::uint64_t cap = std::min<std::uint64_t>(p.max_n, m.max_n);
  if (p.max_n < 1000 || p.GenerateMaxM() < 1000) cap = std::min<std::uint64_t>(cap, 12);
  return static_cast<Vertex>(std::min<std::uint64_t>(cap, 400));
}

// The exhaustive layer's reach: n <= 3 with up to 4 moves, n = 4 with up to 3; tokens
// (up to 2) and starts every one; partizan n <= 2 with 3 moves a side, n = 3 with 2.
constexpr TinyLimits kTiny{.moves_small = 4, .moves_four = 3, .tokens = 2, .partizan_moves = 2};

// The shaped families the random layers take in turn. Every kill in docs/mutants.md follows
// from this order with the seed, so it stays as measured: a family added later (kEulerian,
// which check's schedule has, and edgegeo's own tests) would reshuffle every pinned kill,
// and two late metamorphic kills (int8-counter at case 911, loser-min at 1,845 of 2,000)
// were lost when it was tried.
constexpr Shape kShapesInTurn[] = {
    Shape::kRandom,     Shape::kChain, Shape::kCycle,     Shape::kStar,       Shape::kDeepDag,
    Shape::kComponents, Shape::kDense, Shape::kSelfLoops, Shape::kMultiEdges, Shape::kSinkOnly};

// A case of the random layers: every other case a small random instance, the others the
// shaped families in turn, a quarter of them large (a star of out-degree 100-300).
Instance RandomCase(Rng& rng, const Problem& p, std::uint64_t i, Vertex cap) {
  if (i % 2 == 0) return RandomInstance(rng, p, std::min<Vertex>(cap, 8), 16);
  const Shape shape = kShapesInTurn[(i / 2) % std::size(kShapesInTurn)];
  const bool large = Below(rng, 4) == 0;
  std::uint32_t size = large ? 20 + static_cast<std::uint32_t>(Below(rng, 100))
                             : 1 + static_cast<std::uint32_t>(Below(rng, 10));
  if (shape == Shape::kStar) {
    if (large) size = 100 + static_cast<std::uint32_t>(Below(rng, 201));
  } else {
    size = std::min<std::uint32_t>(size, cap > 1 ? cap - 1 : 1);
  }
  const bool dag = p.prefers_dag && Below(rng, 100) < 85;
  Graph g = ShapedGraph(rng, shape, size, dag);
  if (g.m() > p.GenerateMaxM()) g = FirstEdges(g, p.GenerateMaxM());
  Instance x = CompleteInstance(rng, p, std::move(g));
  if (x.g.n() > cap) return RandomInstance(rng, p, std::min<Vertex>(cap, 8), 16);
  return x;
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

// ---- layers -----------------------------------------------------------------------------

struct Ctx {
  const Problem& p;
  const KnownMutant& m;
  Vertex cap;
  const KillMatrixOptions& o;
  RunResult Run(const Instance& x) const {
    return RunInProcess([&] { return RunMutant(p, m, x); });
  }
  Verdict AgainstReference(const Instance& x) const { return Judge(p, x, Run(x)); }
};

// A layer's judgement of one case: a verdict and the instances to shrink from on a kill
// (those on which the mutant may disagree with the references).
using Kill = std::function<bool(const Verdict&, std::vector<Instance> witnesses)>;

struct Layer {
  const char* name;
  /// Feeds cases to `kill` until it returns true; sets cell->note when the layer does not
  /// apply to the row (and then runs nothing).
  void (*run)(const Ctx& c, Rng& rng, const Kill& kill, Cell* cell, std::vector<std::string>* notes);
};

void Exhaustive(const Ctx& c, Rng&, const Kill& kill, Cell*, std::vector<std::string>*) {
  ForEachTinyInstance(c.p, kTiny, c.cap,
                      [&](const Instance& x) { return kill(c.AgainstReference(x), {x}); });
}

void Random(const Ctx& c, Rng& rng, const Kill& kill, Cell*, std::vector<std::string>*) {
  for (std::uint64_t i = 0; i < c.o.cases; ++i) {
    const Instance x = RandomCase(rng, c.p, i, c.cap);
    if (kill(c.AgainstReference(x), {x})) return;
  }
}

void Verifier(const Ctx& c, Rng& rng, const Kill& kill, Cell* cell, std::vector<std::string>*) {
  if (!c.p.verify) {
    cell->note = "no verifier";
    return;
  }
  for (std::uint64_t i = 0; i < c.o.cases; ++i) {
    const Instance x = RandomCase(rng, c.p, i, c.cap);
    const Verdict v =
        Judge(c.p, x, c.Run(x), JudgeOptions::Only(JudgeOptions::Evidence::kCertificate));
    if (kill(v, {x})) return;
  }
}

void Metamorphic(const Ctx& c, Rng& rng, const Kill& kill, Cell*, std::vector<std::string>*) {
  for (std::uint64_t i = 0; i < c.o.cases; ++i) {
    const Instance x = RandomCase(rng, c.p, i / 4, std::min<Vertex>(c.cap, 60));
    const Relation rel = kAllRelations[i % std::size(kAllRelations)];
    if (!Holds(c.p, rel)) {
      kill({}, {});
      continue;
    }
    Instance z;
    if (rel == Relation::kDisjointUnion) {
      if (x.g.n() == 0 || x.g.n() >= c.cap) {
        kill({}, {});
        continue;
      }
      z = RandomCase(rng, c.p, 0, std::min<Vertex>(c.cap - x.g.n(), 6));
    }
    const std::optional<Related> r = Relate(c.p, rel, x, rng, z);
    if (!r) {
      kill({}, {});
      continue;
    }
    std::vector<Instance> witnesses = r->parts;
    witnesses.push_back(r->y);
    if (kill(CheckRelation(c.p, *r, [&](const Instance& y) { return c.Run(y); }),
             std::move(witnesses)))
      return;
  }
}

void Corpus(const Ctx& c, Rng&, const Kill& kill, Cell* cell, std::vector<std::string>* notes) {
  bool present = false;
  const std::vector<fs::path> files = CorpusFiles(c.o.corpus_dir, c.p, &present);
  if (!present) {
    cell->note = "no corpus";
    const std::string note = "corpus: no " + c.o.corpus_dir + "/fuzz_" + std::string(c.p.name) +
                             "/{seed,regress}/ (layer skipped for " + std::string(c.p.name) + ")";
    if (std::find(notes->begin(), notes->end(), note) == notes->end()) notes->push_back(note);
    return;
  }
  for (const fs::path& f : files) {
    Instance x;
    try {
      x = ReadInstance(c.p.input, ReadFile(f));
    } catch (const TextError&) {
      continue;  // a file meant to be rejected: nothing to compare
    }
    if (x.g.n() > c.cap) continue;
    if (kill(c.AgainstReference(x), {x})) {
      cell->how += " (" + f.filename().string() + ")";
      return;
    }
  }
}

// The width families of check's schedule (harness/cases/schedule.cc), the ones that take a
// quantity past 8, 16 or 32 bits where the answer changes.
constexpr std::string_view kWidthFamilies[] = {"mixed-star", "top-ids",     "long-stall",
                                               "value-ladder", "many-tokens", "wide-edges"};

// `gamecheck check`'s default run as far as it is about widths: its worked examples and
// the cases of its width families before the scale tier (2^8 + 1 and 2^16 + 1 moves,
// vertices and tokens, 33 and 64 edges), in its order with its seed. A row whose solvers
// are exponential in n (max_n < 1000) skips the value ladder, a complete DAG of 64 vertices.
void CheckRun(const Ctx& c, Rng&, const Kill& kill, Cell*, std::vector<std::string>*) {
  const Schedule s(c.p, kDefaultCheckSeed, 5000, kAllTiers, false);
  for (std::uint64_t i = 0; i < s.size(); ++i) {
    const Case k = s.At(i);
    if (k.tier == Tier::kScale) return;
    const bool width =
        std::find(std::begin(kWidthFamilies), std::end(kWidthFamilies), k.family) !=
        std::end(kWidthFamilies);
    if (k.tier != Tier::kExamples && !width) continue;
    if (k.family == "value-ladder" && c.p.max_n < 1000) continue;
    if (k.x.g.n() > c.m.max_n) continue;
    if (kill(c.AgainstReference(k.x), {k.x})) return;
  }
}

// The layers, cheapest evidence last (the order of KillLayers()).
constexpr Layer kLayers[] = {
    {"exhaustive", Exhaustive}, {"random", Random},   {"verifier", Verifier},
    {"metamorphic", Metamorphic}, {"corpus", Corpus},     {"check", CheckRun},
};

const Layer* FindLayer(std::string_view name) {
  for (const Layer& l : kLayers)
    if (name == l.name) return &l;
  return nullptr;
}

// Runs one layer for one mutant until the first kill.
Cell RunLayer(const Ctx& c, const Layer& layer, std::vector<Instance>* witnesses,
              std::vector<std::string>* notes) {
  Cell cell;
  const auto t0 = Clock::now();
  // Each layer and mutant gets its own stream, so a filtered run finds the same kills.
  Rng rng(c.o.seed * 0x9E3779B97F4A7C15ull ^ Fnv1a(layer.name) * 31 ^ Fnv1a(c.m.name));
  layer.run(
      c, rng,
      [&](const Verdict& v, std::vector<Instance> ws) {
        ++cell.cases;
        if (v.ok()) return false;
        cell.state = CellState::kKilled;
        cell.how = v.Summary();
        cell.ms = MsSince(t0);
        *witnesses = std::move(ws);
        return true;
      },
      &cell, notes);
  if (!cell.note.empty()) return cell;
  if (cell.state != CellState::kKilled) cell.state = CellState::kSurvived, cell.ms = MsSince(t0);
  return cell;
}

// Shrinks the first witness on which the mutant disagrees with the references.
Counterexample ShrinkFirst(const Ctx& c, const std::vector<std::string>& layers,
                           const std::vector<std::vector<Instance>>& witnesses) {
  Counterexample cx;
  // The check layer's cases are check's own, past the random layers' cap (33 vertices for
  // an edge limit of 64): they are shrunk within the mutant's limit.
  Vertex cap = c.cap;
  for (std::size_t l = 0; l < layers.size() && !cx.found; ++l)
    for (const Instance& w : witnesses[l]) {
      cap = layers[l] == "check" ? static_cast<Vertex>(std::min<std::uint64_t>(
                                       c.m.max_n, std::max<std::uint64_t>(c.cap, w.g.n())))
                                 : c.cap;
      if (w.g.n() > cap) continue;
      Verdict v = c.AgainstReference(w);
      if (v.ok()) continue;
      cx.found = true;
      cx.layer = layers[l];
      cx.verdict = std::move(v);
      cx.original_n = w.g.n();
      cx.original_m = OpsOf(c.p.input).moves(w);
      cx.x = w;
      break;
    }
  if (!cx.found) return cx;
  if (c.o.shrink) {
    const std::string signature = cx.verdict.Signature();
    auto still_fails = [&](const Instance& y) {
      return y.g.n() <= cap && c.AgainstReference(y).Signature() == signature;
    };
    // A witness of the check layer is past a width (2^16 + 1 moves, 33 edges): single
    // deletions cannot finish on it, so it gets 2 s of the shrink time at most.
    const auto budget = cx.layer == "check"
                            ? std::min<std::chrono::milliseconds>(c.o.shrink_time,
                                                                  std::chrono::seconds(2))
                            : c.o.shrink_time;
    cx.x = Shrink(c.p, cx.x, still_fails, {.deadline = Deadline().Within(budget)}, &cx.stats);
  }
  const RunResult run = c.Run(cx.x);
  cx.verdict = Judge(c.p, cx.x, run);
  cx.actual = {run.status, run.out};
  return cx;
}

// One control per row: the row's own solver under the mutant interface (solve == nullptr).
const std::vector<KnownMutant>& Controls() {
  static const std::vector<KnownMutant> controls = [] {
    static std::deque<std::string> names;  // the string_views below point here
    std::vector<KnownMutant> cs;
    for (const Problem& p : Problems()) {
      names.push_back("control:" + std::string(p.name));
      cs.push_back({names.back(), p.name, "the row's own solver: no layer may kill it", nullptr});
    }
    return cs;
  }();
  return controls;
}

}  // namespace

const std::vector<std::string>& KillLayers() {
  static const std::vector<std::string> layers = [] {
    std::vector<std::string> names;
    for (const Layer& l : kLayers) names.emplace_back(l.name);
    return names;
  }();
  return layers;
}

Output RunMutant(const Problem& p, const KnownMutant& m, const Instance& x) {
  if (!m.solve) return p.Solve(x);  // a control: the row's own solver
  Output o;
  o.status = m.solve(x, &o.out);
  return o;
}

bool KnownMutantResult::killed() const {
  return std::any_of(cells.begin(), cells.end(),
                     [](const Cell& c) { return c.state == CellState::kKilled; });
}

double KnownMutantResult::first_kill_ms() const {
  double best = -1;
  for (const Cell& c : cells)
    if (c.state == CellState::kKilled && (best < 0 || c.ms < best)) best = c.ms;
  return best;
}

std::vector<std::string> KillMatrix::Survivors() const {
  std::vector<std::string> out;
  for (const KnownMutantResult& r : rows)
    if (r.problem && !r.control && !r.killed()) out.emplace_back(r.mutant->name);
  return out;
}

std::vector<std::string> KillMatrix::FalseAlarms() const {
  std::vector<std::string> out;
  for (const KnownMutantResult& r : rows)
    if (r.control && r.killed()) out.emplace_back(r.mutant->name);
  return out;
}

KillMatrix RunKillMatrix(const KillMatrixOptions& o) {
  KillMatrix km;
  km.seed = o.seed;
  km.layers = o.layers.empty() ? KillLayers() : o.layers;
  for (const std::string& l : km.layers)
    if (!FindLayer(l)) throw std::invalid_argument("unknown layer '" + l + "'");
  for (const std::string& name : o.mutants)
    if (!FindKnownMutant(name) && std::none_of(Controls().begin(), Controls().end(),
                                          [&](const KnownMutant& c) { return c.name == name; }))
      throw std::invalid_argument("unknown mutant '" + name + "'");
  // Every row's mutants, then the controls, each with its row.
  std::vector<std::pair<const KnownMutant*, const Problem*>> run;
  for (const Problem& p : Problems())
    for (const KnownMutant& m : p.mutants) run.push_back({&m, &p});
  if (o.controls)
    for (std::size_t i = 0; i < Controls().size(); ++i)
      run.push_back({&Controls()[i], &Problems()[i]});
  for (const auto& [mp, row] : run) {
    const KnownMutant& m = *mp;
    if (!o.mutants.empty() &&
        std::find(o.mutants.begin(), o.mutants.end(), m.name) == o.mutants.end())
      continue;
    KnownMutantResult r;
    r.mutant = &m;
    r.control = m.solve == nullptr;
    r.problem = row;
    const Ctx c{*r.problem, m, Cap(*r.problem, m), o};
    std::vector<std::vector<Instance>> witnesses(km.layers.size());
    for (std::size_t l = 0; l < km.layers.size(); ++l)
      r.cells.push_back(RunLayer(c, *FindLayer(km.layers[l]), &witnesses[l], &km.notes));
    r.cx = ShrinkFirst(c, km.layers, witnesses);
    km.rows.push_back(std::move(r));
  }
  return km;
}

}  // namespace gc
