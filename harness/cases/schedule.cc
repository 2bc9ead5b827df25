// harness/cases/schedule.cc — see schedule.h.
#include "harness/cases/schedule.h"

#include <algorithm>

#include "harness/cases/enumerate.h"
#include "harness/cases/generators.h"
#include "harness/cases/input_kind.h"

namespace gc {

namespace {

// SplitMix64: one independent generator per case, so case i does not depend on the
// cases before it (nor on which thread runs it).
std::uint64_t Mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// The shaped families and their size ladders: round 0 small, round 1 medium, round 2
// a contest limit (2*10^5), round 3 production scale (10^6; 0: the family stays at round
// 2). Rounds 2 and 3 belong to the scale tier. Each family reaches a bug small random
// graphs miss: recursion depth (chains, cycles, deep DAGs), narrow counters (stars of
// out-degree 128 and more), 32-bit products and O(n^2) loops (large random graphs).
struct Family {
  Shape shape;
  const char* name;
  std::uint32_t sizes[4];
  /// The size counts the moves (a closed walk): a row's move limit lowers the size, where
  /// another family is cut to its first moves.
  bool size_is_moves = false;
  /// The size counts the items of the input kind's own list (tokens), placed by its
  /// `many`; a kind without one gets the graph with `complete`'s parts.
  bool size_is_count = false;
  /// The size counts the moves up to the row's own limit on them (max_m), past the lower
  /// limit of its generated cases (generate_max_m): a forced walk every solver answers at
  /// once, so that a move-limited row meets edge ids up to its limit.
  bool size_to_max_m = false;
  /// The parts besides the moves are the kind's `aimed` ones where it has them (a start on
  /// the vertex the family decides; reach's owners and targets that make its answer turn
  /// on the family's quantity).
  bool aimed = false;
};
constexpr Family kFamilies[] = {
    // The width families first, so that a narrow integer fails on the case that takes it
    // just past its width, before a larger family (a chain of 10^5) takes it further: round
    // 0 takes its quantity past 8 bits, round 1 past 15 and 16 (2^k + 1 and so on:
    // harness/cases/generators.h). Past 31 bits would take 2^31 moves or vertices, beyond
    // what a check can give a program; a Grundy value past 16 bits takes 2^31 moves too, so
    // the value ladder stays at 8 bits.
    {Shape::kMixedStar, "mixed-star", {257, 65537, 262145, 1048577}, false, false, false, true},
    {Shape::kTopIds, "top-ids", {259, 65539, 200000, 1000000}, false, false, false, true},
    {Shape::kLongStall, "long-stall", {257, 65537, 200001, 0}, false, false, false, true},
    // Its moves grow as n^2 / 2: 400 vertices are 79,800 moves, where 1,025 had been 524,800,
    // slow for a Python solver under a cap on n that its size does not measure.
    {Shape::kValueLadder, "value-ladder", {257, 300, 400, 0}},
    {Shape::kManyTokens, "many-tokens", {257, 65537, 200001, 0}, false, true},
    // Edge ids past 31 where a row takes up to 64 moves (edgegeo, uedgegeo): 33 edges, then
    // the row's limit.
    {Shape::kWideEdges, "wide-edges", {33, 64, 64, 0}, false, false, true, true},
    {Shape::kChain, "chain", {300, 100000, 200000, 1000000}},
    {Shape::kStar, "star", {128, 65536, 200000, 1000000}},
    {Shape::kCycle, "cycle", {300, 5000, 200000, 1000000}},
    {Shape::kMultiEdges, "multi-edges", {300, 5000, 200000, 0}},
    {Shape::kRandom, "large-random", {1000, 100000, 200000, 1000000}},
    {Shape::kSelfLoops, "self-loops", {300, 5000, 200000, 0}},
    {Shape::kDense, "dense", {24, 24, 24, 0}},
    {Shape::kComponents, "components", {2000, 20000, 200000, 0}},
    {Shape::kDeepDag, "deep-dag", {500, 10000, 200000, 1000000}},
    {Shape::kSinkOnly, "sink-only", {1000, 10000, 200000, 0}},
    {Shape::kEulerian, "eulerian", {300, 5000, 200000, 0}, true},
};
constexpr std::uint64_t kFamilyCount = std::size(kFamilies);
constexpr std::uint64_t kBadEvery = 8;

// The size round of the k-th shaped case: one round of every family at each rung of the
// ladder first (0, 1, 2, 3), then small and medium sizes alternately with a contest-size
// round every eighth.
unsigned RoundOf(std::uint64_t k) {
  const std::uint64_t r = k / kFamilyCount;
  if (r < 4) return static_cast<unsigned>(r);
  return r % 8 == 6 ? 2 : static_cast<unsigned>(r % 2);
}

// Edge lists of every small graph: n <= 3 with m <= 3 and n = 4 with m <= 2 (wide: m <= 4
// and m <= 3), counting multisets of edges (repeats and self-loops included) once each.
void SmallGraphs(bool undirected, bool wide, std::vector<std::vector<Edge>>* graphs,
                 std::vector<Vertex>* ns) {
  for (Vertex n = 0; n <= 4; ++n)
    ForEachGraph(n, (n <= 3 ? 3 : 2) + (wide ? 1 : 0), undirected,
                 [&](const std::vector<Edge>& es) {
                   graphs->push_back(es);
                   ns->push_back(n);
                   return false;
                 });
}

// Malformed variants of a valid input text; each is rejected by the strict reader.
std::string Corrupt(Rng& rng, const std::string& text, Vertex n) {
  switch (Below(rng, 7)) {
    case 0:
      return "";
    case 1:
      return text + "7\n";  // trailing data
    case 2:
      return "-1" + text.substr(text.find(' '));  // negative count
    case 3:
      return "99999999999999999999" + text.substr(text.find(' '));  // overflow
    case 4: {  // a vertex out of range in the last number
      std::string t = text;
      while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
      std::size_t sp = t.find_last_of(" \n");
      return t.substr(0, sp + 1) + std::to_string(n + 1) + "\n";
    }
    case 5: {  // the text cut in the middle
      std::size_t cut = text.find_last_of(" \n", text.size() - 2);
      return cut == std::string::npos ? std::string("3") : text.substr(0, cut) + "\n";
    }
    default: {  // a letter in place of a number
      std::string t = text;
      t[0] = 'x';
      return t;
    }
  }
}

}  // namespace

const char* ToString(Tier t) {
  switch (t) {
    case Tier::kExamples:
      return "examples";
    case Tier::kExhaustive:
      return "exhaustive";
    case Tier::kRandom:
      return "random";
    case Tier::kShapes:
      return "shapes";
    case Tier::kReplay:
      return "replay";
    case Tier::kScale:
      return "scale";
  }
  return "?";
}

std::optional<unsigned> ParseTiers(std::string_view list) {
  unsigned mask = 0;
  while (!list.empty()) {
    std::size_t c = list.find(',');
    std::string_view name = list.substr(0, c);
    bool known = false;
    for (Tier t : {Tier::kExamples, Tier::kExhaustive, Tier::kRandom, Tier::kShapes, Tier::kScale})
      if (name == ToString(t)) mask |= static_cast<unsigned>(t), known = true;
    if (name == "all") mask |= kAllTiers, known = true;
    if (!known) return std::nullopt;
    list = c == std::string_view::npos ? std::string_view() : list.substr(c + 1);
  }
  return mask;
}

Schedule::Schedule(const Problem& p, std::uint64_t seed, std::uint64_t cases, unsigned tiers,
                   bool bad_input, std::uint64_t max_n, bool wide_exhaustive)
    : p_(&p),
      seed_(seed),
      size_(cases),
      max_n_(std::min<std::uint64_t>(max_n ? max_n : p.max_n, p.max_n)),
      tiers_(tiers),
      bad_input_(bad_input) {
  auto on = [&](Tier t) { return (tiers & static_cast<unsigned>(t)) != 0; };
  if (on(Tier::kExamples)) {
    examples_ = p.examples.size();
    for (const Example& e : p.examples) examples_n_.push_back(ReadInstance(p.input, e.input).g.n());
  }
  if (on(Tier::kExhaustive)) {
    SmallGraphs(p.undirected, wide_exhaustive, &small_graphs_, &small_n_);
    for (std::size_t i = 0; i < small_n_.size();) {
      // Geography needs a start vertex, so an empty graph is no instance of it.
      const bool drop = small_n_[i] > max_n_ || small_n_[i] < OpsOf(p.input).min_n;
      if (drop) {
        small_n_.erase(small_n_.begin() + static_cast<std::ptrdiff_t>(i));
        small_graphs_.erase(small_graphs_.begin() + static_cast<std::ptrdiff_t>(i));
      } else {
        ++i;
      }
    }
  }
  // The interleaving: every four cases one exhaustive, two shaped, one random (the
  // shapes twice, as they are what a slow subject would otherwise never meet).
  if (on(Tier::kExhaustive) && !small_graphs_.empty()) pattern_.push_back(Tier::kExhaustive);
  if (on(Tier::kShapes) || on(Tier::kScale)) pattern_.push_back(Tier::kShapes);
  if (on(Tier::kRandom)) pattern_.push_back(Tier::kRandom);
  if (on(Tier::kShapes) || on(Tier::kScale)) pattern_.push_back(Tier::kShapes);
  if (!on(Tier::kRandom) && !on(Tier::kShapes) && !on(Tier::kScale))
    size_ = std::min<std::uint64_t>(size_, examples_ + small_graphs_.size());
  if (pattern_.empty()) size_ = std::min<std::uint64_t>(size_, examples_);
}

const std::vector<std::string>& Schedule::Families() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> f = {"example", "exhaustive", "random"};
    for (const Family& fam : kFamilies) f.push_back(fam.name);
    f.push_back("bad-input");
    f.push_back("replay");
    return f;
  }();
  return all;
}

Schedule::Slot Schedule::SlotOf(std::uint64_t j) const {
  // A malformed input takes no tier's slot: the slots go on in order after it. (Had it taken
  // the slot of its position, every 8th case, a shaped family whose turn always fell there -
  // one in four when the families are a multiple of four - would never come.)
  if (bad_input_) j -= j / kBadEvery;
  const std::uint64_t period = pattern_.size(), round = j / period, pos = j % period;
  const Tier t = pattern_[pos];
  // How many slots of tier t come before this one.
  std::uint64_t per_round = 0, before = 0;
  for (std::uint64_t q = 0; q < period; ++q)
    if (pattern_[q] == t) per_round++, before += q < pos;
  const std::uint64_t k = round * per_round + before;
  if (t == Tier::kExhaustive && k >= small_graphs_.size()) {
    // The exhaustive tier is done: its slot goes to random cases (or shapes), numbered
    // after every random case the pattern has had.
    const bool random =
        std::find(pattern_.begin(), pattern_.end(), Tier::kRandom) != pattern_.end();
    return {random ? Tier::kRandom : Tier::kShapes, (1ull << 40) + j};
  }
  return {t, k};
}

// Families(): the example, exhaustive and random tiers' names, then kFamilies in order.
constexpr std::size_t kExampleFamily = 0, kExhaustiveFamily = 1, kRandomFamily = 2,
                      kFirstShape = 3, kBadInputFamily = kFirstShape + kFamilyCount;

std::size_t Schedule::FamilyOf(std::uint64_t i) const {
  if (i < examples_) return kExampleFamily;
  const std::uint64_t j = i - examples_;
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) return kBadInputFamily;
  const Slot s = SlotOf(j);
  if (s.tier == Tier::kExhaustive) return kExhaustiveFamily;
  if (s.tier == Tier::kRandom) return kRandomFamily;
  return kFirstShape + s.k % kFamilyCount;
}

// Random cases grow: n up to 2 + k/8, reaching 64 after about 500 random cases.
std::uint64_t Schedule::RandomMaxN(std::uint64_t k) const {
  return std::min<std::uint64_t>({64, CapOf(kRandomFamily), 2 + k / 8});
}

std::uint32_t Schedule::ShapeSize(std::uint64_t k, bool* scale) const {
  const Family& f = kFamilies[k % kFamilyCount];
  const std::uint64_t cap = CapOf(kFirstShape + k % kFamilyCount);  // max_n, or this family's
  unsigned round = RoundOf(k);
  const bool scale_on = (tiers_ & static_cast<unsigned>(Tier::kScale)) != 0;
  const bool shapes_on = (tiers_ & static_cast<unsigned>(Tier::kShapes)) != 0;
  if (!scale_on) round = round >= 2 ? round % 2 : round;  // stay below the scale rungs
  if (!shapes_on && round < 2) round = 2 + (k / kFamilyCount) % 2;
  if (round == 3 && f.sizes[3] == 0) round = 2;
  std::uint64_t size = f.sizes[round];
  *scale = size >= 200000;
  // A cycle adds an exit vertex, a long stall 4: keep them under the row's limit. A count
  // of the kind's own list (tokens) is no count of vertices: the row's n does not cap it.
  const std::uint64_t extra = ExtraVertices(f.shape);
  if (!SizeIsDegree(f.shape) && !f.size_is_count && size + extra > cap)
    size = std::max<std::uint64_t>(cap, extra + 1) - extra;
  // A star's size is its out-degree (it has a few vertices): --max-n caps it as well.
  if (SizeIsDegree(f.shape)) size = std::min<std::uint64_t>(size, cap);
  return static_cast<std::uint32_t>(size);
}

std::uint64_t Schedule::PlannedN(std::uint64_t i) const {
  if (i < examples_) return examples_n_[i];
  const std::uint64_t j = i - examples_;
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) return 6;
  const Slot s = SlotOf(j);
  if (s.tier == Tier::kExhaustive) return small_n_[s.k];
  if (s.tier == Tier::kRandom) return RandomMaxN(s.k);
  bool scale = false;
  const std::uint32_t size = ShapeSize(s.k, &scale);
  // A star's size is its out-degree: it has a few vertices but `size` moves; the many
  // tokens sit on two vertices (three for reach's lists).
  const Family& f = kFamilies[s.k % kFamilyCount];
  const Shape shape = f.shape;
  if (f.size_is_count) return 3;
  return SizeIsDegree(shape) ? std::max<std::uint32_t>(size, ExtraVertices(shape))
                             : size + ExtraVertices(shape);
}

// A malformed variant of a small random instance's text, rejected by the strict reader.
Case Schedule::BadInputCase(Rng& rng, Case c) const {
  Instance x = RandomInstance(rng, *p_, static_cast<Vertex>(std::min<std::uint64_t>(max_n_, 6)), 8);
  const std::string good = WriteInstance(p_->input, x);
  c.tier = Tier::kRandom;
  c.family = "bad-input";
  c.bad_input = true;
  for (int attempt = 0; attempt < 16; ++attempt) {
    c.text = Corrupt(rng, good, x.g.n());
    try {
      ReadInstance(p_->input, c.text);
    } catch (const TextError& e) {
      c.about = e.what();
      return c;
    }
  }
  c.text = "x\n";
  c.about = "a letter for n";
  return c;
}

// The k-th shaped case: its family at the size of its round, acyclic or cyclic for a row
// that prefers DAGs.
void Schedule::ShapedCase(std::uint64_t k, Rng& rng, Case* c) const {
  const Family& f = kFamilies[k % kFamilyCount];
  bool scale = false;
  const std::uint32_t size = ShapeSize(k, &scale);
  const unsigned round = RoundOf(k);
  // DAG-preferring rows get acyclic rounds (every scale round among them) and cyclic ones.
  const bool dag = p_->prefers_dag && (round != 1 || (k / kFamilyCount) % 2 == 0);
  c->tier = scale ? Tier::kScale : Tier::kShapes;
  c->family = f.name;
  c->about = std::string(f.name) + (SizeIsDegree(f.shape) ? ", out-degree " : ", size ") +
             std::to_string(size) + (p_->prefers_dag ? (dag ? ", acyclic" : ", cyclic") : "");
  const std::uint64_t move_limit = f.size_to_max_m ? p_->max_m : p_->GenerateMaxM();
  const std::uint32_t shape_size = static_cast<std::uint32_t>(
      f.size_is_moves || f.size_to_max_m ? std::min<std::uint64_t>(size, move_limit) : size);
  Graph g = f.shape == Shape::kRandom && scale
                ? RandomGraph(
                      rng, {.n = size, .m = 2ull * size, .dag = dag, .undirected = p_->undirected})
                : ShapedGraph(rng, f.shape, std::max<std::uint32_t>(shape_size, 1), dag);
  // A row with a limit on the moves it is given (edgegeo) gets the family's first ones.
  if (g.m() > move_limit) g = FirstEdges(g, move_limit);
  const InputKindOps& kind = OpsOf(p_->input);
  c->x = f.size_is_count && kind.many && g.n() >= 2 ? kind.many(std::move(g), size)
         : f.aimed && kind.aimed ? kind.aimed(g, FocusOf(f.shape, g))
                                                    : CompleteInstance(rng, *p_, std::move(g));
}

Case Schedule::At(std::uint64_t i) const {
  Case c;
  c.index = i;
  Rng rng(Mix(seed_ ^ Mix(i)));
  if (i < examples_) {
    const Example& e = p_->examples[i];
    c.tier = Tier::kExamples;
    c.family = "example";
    c.about = std::string(e.source);
    c.x = ReadInstance(p_->input, e.input);
    c.text = std::string(e.input);
    return c;
  }
  const std::uint64_t j = i - examples_;
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) return BadInputCase(rng, std::move(c));
  const Slot s = SlotOf(j);
  if (s.tier == Tier::kExhaustive) {
    c.tier = Tier::kExhaustive;
    c.family = "exhaustive";
    c.about = "n = " + std::to_string(small_n_[s.k]) +
              ", m = " + std::to_string(small_graphs_[s.k].size());
    c.x = CompleteInstance(rng, *p_, Graph(small_n_[s.k], small_graphs_[s.k]));
  } else if (s.tier == Tier::kShapes) {
    ShapedCase(s.k, rng, &c);
  } else {
    const Vertex max_n = static_cast<Vertex>(RandomMaxN(s.k));
    c.tier = Tier::kRandom;
    c.family = "random";
    c.x = RandomInstance(rng, *p_, max_n, 3ull * max_n);
    c.about = "n <= " + std::to_string(max_n);
  }
  c.layout = s.tier == Tier::kExhaustive ? Layout{} : DrawLayout(rng);
  c.text = LaidOut(WriteInstance(p_->input, c.x), *c.layout);
  return c;
}

Case ReplayCase(const Problem& p, std::uint64_t index, std::string name, std::string text) {
  Case c;
  c.index = index;
  c.tier = Tier::kReplay;
  c.family = "replay";
  c.about = std::move(name);
  try {
    c.x = ReadInstance(p.input, text);
    if (!p.Beyond(c.x).empty()) c.bad_input = true;
  } catch (const TextError&) {
    c.bad_input = true;
  }
  c.text = std::move(text);
  return c;
}

}  // namespace gc
