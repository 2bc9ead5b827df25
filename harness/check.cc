// harness/check.cc — see check.h.
#include "harness/check.h"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>

#include "harness/enumerate.h"
#include "harness/generators.h"
#include "harness/input_kind.h"
#include "harness/program_setup.h"

namespace gc {

namespace {

using Clock = std::chrono::steady_clock;

double Since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

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
};
constexpr Family kFamilies[] = {
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
    ForEachGraph(n, (n <= 3 ? 3 : 2) + (wide ? 1 : 0), undirected, [&](const std::vector<Edge>& es) {
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

Subject ProgramSubject(ProgramRunner runner, RunLimits limits) {
  return
      [runner = std::move(runner), limits](std::string_view input, const std::atomic<bool>* stop) {
        return runner.Run(input, limits, stop);
      };
}

Subject ProgramSubject(ProgramRunner runner, RunLimits limits, TimeLimit time) {
  return [runner = std::move(runner), limits, time](std::string_view input,
                                                    const std::atomic<bool>* stop) {
    RunLimits l = limits;
    l.timeout = time.For(PairsOf(input));
    return runner.Run(input, l, stop);
  };
}

Subject BuiltinSubject(const Problem& p, std::string_view name, std::string* err) {
  if (name == "solver") {
    const Problem* row = &p;
    return [row](std::string_view input, const std::atomic<bool>*) {
      std::string message;
      RunResult r = RunInProcess([&] { return SolveText(*row, input, &message); });
      r.err += message;
      return r;
    };
  }
  if (name.rfind("mutant:", 0) == 0) {
    const std::string_view wanted = name.substr(7);
    const Mutant* m = nullptr;
    std::string known;
    for (const Mutant& candidate : p.mutants) {
      if (candidate.name == wanted) m = &candidate;
      known += (known.empty() ? "" : ", ") + std::string(candidate.name);
    }
    if (!m) {
      const Mutant* other = FindMutant(wanted);
      *err = other ? "mutant '" + std::string(wanted) + "' is a wrong " +
                         std::string(other->problem) + " solver, not " + std::string(p.name)
                   : "unknown mutant '" + std::string(wanted) + "' (" + std::string(p.name) +
                         "'s: " + known + ")";
      return {};
    }
    const InputKind kind = p.input;
    return [m, kind](std::string_view input, const std::atomic<bool>*) {
      std::string message;
      RunResult r = RunInProcess([&]() -> Output {
        Instance x;
        try {
          x = ReadInstance(kind, input);
        } catch (const TextError& e) {
          message = std::string("input ") + e.what();
          return {2, ""};
        }
        Output o;
        o.status = m->solve(x, &o.out);
        return o;
      });
      r.err += message;
      return r;
    };
  }
  *err = "unknown builtin '" + std::string(name) + "' (use 'solver' or 'mutant:NAME')";
  return {};
}

// ---- the schedule ----

Schedule::Schedule(const Problem& p, std::uint64_t seed, std::uint64_t cases, unsigned tiers,
                   bool bad_input, std::uint64_t max_n, bool wide_exhaustive)
    : p_(&p), seed_(seed), size_(cases), max_n_(std::min<std::uint64_t>(max_n ? max_n : p.max_n, p.max_n)),
      tiers_(tiers), bad_input_(bad_input) {
  auto on = [&](Tier t) { return (tiers & static_cast<unsigned>(t)) != 0; };
  if (on(Tier::kExamples)) {
    examples_ = p.examples.size();
    for (const Example& e : p.examples) examples_n_.push_back(ReadInstance(p.input, e.input).g.n());
  }
  if (on(Tier::kExhaustive)) {
    SmallGraphs(p.undirected, wide_exhaustive, &small_graphs_, &small_n_);
    for (std::size_t i = 0; i < small_n_.size();) {
      // Geography needs a start vertex, so an empty graph is no instance of it.
      const bool drop = small_n_[i] > max_n_ || (OpsOf(p.input).needs_vertex && small_n_[i] == 0);
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
    const bool random = std::find(pattern_.begin(), pattern_.end(), Tier::kRandom) != pattern_.end();
    return {random ? Tier::kRandom : Tier::kShapes, (1ull << 40) + j};
  }
  return {t, k};
}

std::uint32_t Schedule::ShapeSize(std::uint64_t k, bool* scale) const {
  const Family& f = kFamilies[k % kFamilyCount];
  unsigned round = RoundOf(k);
  const bool scale_on = (tiers_ & static_cast<unsigned>(Tier::kScale)) != 0;
  const bool shapes_on = (tiers_ & static_cast<unsigned>(Tier::kShapes)) != 0;
  if (!scale_on) round = round >= 2 ? round % 2 : round;  // stay below the scale rungs
  if (!shapes_on && round < 2) round = 2 + (k / kFamilyCount) % 2;
  if (round == 3 && f.sizes[3] == 0) round = 2;
  std::uint64_t size = f.sizes[round];
  *scale = size >= 200000;
  // A cycle adds an exit vertex and a star 4 more: keep them under the row's limit.
  const std::uint64_t extra = f.shape == Shape::kStar ? 0 : 1;
  if (f.shape != Shape::kStar && size + extra > max_n_) size = std::max<std::uint64_t>(max_n_, 2) - extra;
  // A star's size is its out-degree (it has 5 vertices): --max-n caps it as well.
  if (f.shape == Shape::kStar) size = std::min<std::uint64_t>(size, max_n_);
  return static_cast<std::uint32_t>(size);
}

std::uint64_t Schedule::PlannedN(std::uint64_t i) const {
  if (i < examples_) return examples_n_[i];
  const std::uint64_t j = i - examples_;
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) return 6;
  const Slot s = SlotOf(j);
  if (s.tier == Tier::kExhaustive) return small_n_[s.k];
  if (s.tier == Tier::kRandom) return std::min<std::uint64_t>({64, max_n_, 2 + s.k / 8});
  bool scale = false;
  const std::uint32_t size = ShapeSize(s.k, &scale);
  // A star's size is its out-degree: it has 5 vertices but `size` moves.
  return kFamilies[s.k % kFamilyCount].shape == Shape::kStar ? std::max<std::uint32_t>(size, 5)
                                                             : size + 1;
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
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) {
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
  const Slot s = SlotOf(j);
  if (s.tier == Tier::kExhaustive) {
    c.tier = Tier::kExhaustive;
    c.family = "exhaustive";
    c.about =
        "n = " + std::to_string(small_n_[s.k]) + ", m = " + std::to_string(small_graphs_[s.k].size());
    c.x = CompleteInstance(rng, *p_, Graph(small_n_[s.k], small_graphs_[s.k]));
  } else if (s.tier == Tier::kShapes) {
    const Family& f = kFamilies[s.k % kFamilyCount];
    bool scale = false;
    const std::uint32_t size = ShapeSize(s.k, &scale);
    const unsigned round = RoundOf(s.k);
    // DAG-preferring rows get acyclic rounds (every scale round among them) and cyclic ones.
    const bool dag = p_->prefers_dag && (round != 1 || (s.k / kFamilyCount) % 2 == 0);
    c.tier = scale ? Tier::kScale : Tier::kShapes;
    c.family = f.name;
    c.about = std::string(f.name) + (f.shape == Shape::kStar ? ", out-degree " : ", size ") +
              std::to_string(size) + (p_->prefers_dag ? (dag ? ", acyclic" : ", cyclic") : "");
    Graph g = f.shape == Shape::kRandom && scale
                  ? RandomGraph(rng, {.n = size, .m = 2ull * size, .dag = dag,
                                      .undirected = p_->undirected})
                  : ShapedGraph(rng, f.shape, std::max<std::uint32_t>(size, 1), dag);
    c.x = CompleteInstance(rng, *p_, std::move(g));
  } else {
    // Random cases grow: n up to 2 + k/8, reaching 64 after about 500 random cases.
    const Vertex max_n = static_cast<Vertex>(std::min<std::uint64_t>({64, max_n_, 2 + s.k / 8}));
    c.tier = Tier::kRandom;
    c.family = "random";
    c.x = RandomInstance(rng, *p_, max_n, 3ull * max_n);
    c.about = "n <= " + std::to_string(max_n);
  }
  c.text = WriteInstance(p_->input, c.x);
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
    if (c.x.g.n() > p.max_n) c.bad_input = true;
  } catch (const TextError&) {
    c.bad_input = true;
  }
  c.text = std::move(text);
  return c;
}

// ---- the driver ----

bool IsHangSized(const Instance& x) { return x.g.n() <= 10 && x.g.m() + x.right.m() <= 30; }

namespace {

// Judges a run on case c under the check's options (the one judge, harness/judge.h).
Verdict JudgeCase(const Problem& p, const CheckOptions& o, const Case& c, const RunResult& r) {
  if (o.known_good && o.known_good(c, r)) return Verdict{};
  JudgeOptions jo;
  jo.memory_limited = o.memory_limited;
  jo.bad_input = c.bad_input;
  jo.about = c.about;
  return Judge(p, c.x, r, jo);
}

// What the workers found: the lowest failing case, slowness, coverage.
struct Found {
  std::optional<Case> fail_case;
  Verdict fail_verdict;
  RunResult fail_run;
  double fail_time = 0;
};

// The cases a check runs: first, first + step, ... below last.
struct CaseRange {
  std::uint64_t first = 0, last = 0;  // [first, last) of the schedule (or replay list)
  Shard shard;                        // count 1 unless sharded
  // The j-th case to run, in increasing order. Sharded (then first is 0): one case of each
  // block of `count` consecutive cases, at a position drawn from the block's number
  // (Turn), so every shard gets as many cases, and none keeps to one place of the
  // schedule's repeating patterns (tiers every 4 cases, bad input every 8th, ten shaped
  // families): a plain i mod 4 gave two of 4 shards no shaped case at all, and a
  // position turning by one each block still met the period of 8.
  static std::uint64_t Turn(std::uint64_t block) {
    std::uint64_t z = block + 0x9e3779b97f4a7c15ull;  // splitmix64's finaliser
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::uint64_t At(std::uint64_t j) const {
    if (!shard.sharded()) return first + j;
    const std::uint64_t n = shard.count;
    return j * n + (shard.index + Turn(j) % n) % n;
  }
  std::uint64_t size() const {
    if (!shard.sharded()) return last > first ? last - first : 0;
    const std::uint64_t blocks = last / shard.count;
    return blocks + (At(blocks) < last ? 1 : 0);
  }
};

}  // namespace

std::uint64_t ShardOf(std::uint64_t i, std::uint64_t count) {
  if (count <= 1) return 0;
  const std::uint64_t turn = CaseRange::Turn(i / count) % count;
  return (i % count + count - turn) % count;
}

namespace {

// The one place sharding is decided: of the schedule's cases (or the replay list's) [0, n),
// a shard runs one case of each block of `count` (CaseRange::At), the smallest first; --case's one case runs whichever shard it belongs to.
CaseRange CasesToRun(const Schedule& schedule, const CheckOptions& o) {
  CaseRange r;
  r.last = !o.replay.empty()  ? o.replay.size()
           : !o.order.empty() ? o.order.size()
                              : schedule.size();
  if (o.replay.empty() && o.order.empty() && o.only_case >= 0) {
    r.first = static_cast<std::uint64_t>(o.only_case);
    r.last = std::min(r.last, r.first + 1);
  } else if (o.shard.sharded()) {
    r.shard = o.shard;
  }
  return r;
}

// Runs the cases of the range on `jobs` threads, in order, until the first failure, the
// budget, the stop flag or the end. Cases at least as large as a slow one are skipped.
Found RunCases(const Problem& p, const Subject& subject, const CheckOptions& o,
               const std::function<Case(std::uint64_t)>& case_at,
               const std::function<std::uint64_t(std::uint64_t)>& planned_n,
               const CaseRange& cases, Clock::time_point t0, CheckResult* res) {
  const std::vector<std::string>& families = Schedule::Families();
  std::vector<std::atomic<std::uint64_t>> seen(families.size());
  std::vector<FirstSeen> first_seen(families.size(), {UINT64_MAX, 0});
  std::atomic<std::uint64_t> next{0}, done{0}, largest_n{0};
  std::atomic<std::uint64_t> slow_n{UINT64_MAX};
  std::mutex mu;
  std::condition_variable cv;
  std::uint64_t fail_index = UINT64_MAX;
  Found found;
  Performance& perf = res->performance;
  unsigned running = std::max(1u, o.jobs);
  auto over_budget = [&] { return o.budget_seconds > 0 && Since(t0) > o.budget_seconds; };
  auto judge = [&](const Case& c, const RunResult& r) { return JudgeCase(p, o, c, r); };

  auto worker = [&] {
    while (!(o.stop && o.stop->load())) {
      const std::uint64_t j = next.fetch_add(1);
      if (j >= cases.size()) break;
      const std::uint64_t i = cases.At(j);
      {
        // After a failure, cases below it still run so the lowest failure is reported
        // whatever the number of jobs; cases above it are skipped.
        std::lock_guard<std::mutex> lock(mu);
        if (i > fail_index) break;
        if (over_budget()) {
          res->budget_exhausted = true;
          break;
        }
      }
      if (planned_n(i) >= slow_n.load() && planned_n(i) > 10) {
        std::lock_guard<std::mutex> lock(mu);
        ++perf.skipped;
        continue;
      }
      Case c = case_at(i);
      RunResult r = subject(c.text, o.stop);
      if (r.end == RunResult::End::kCancelled) break;
      Verdict v = judge(c, r);
      if (o.on_case) o.on_case(c, r, v);
      const std::uint64_t n = c.bad_input ? 0 : c.x.g.n();
      for (std::uint64_t l = largest_n.load(); n > l && !largest_n.compare_exchange_weak(l, n);) {
      }
      auto fam = std::find(families.begin(), families.end(), c.family);
      ++done;
      std::lock_guard<std::mutex> lock(mu);
      if (fam != families.end()) {
        const std::size_t f = static_cast<std::size_t>(fam - families.begin());
        ++seen[f];
        if (i < first_seen[f].index) first_seen[f] = {i, Since(t0)};
      }
      if (v.kind == FailureKind::kTimeout && over_budget()) {
        // Its limit may have been cut to the budget's end: no evidence either way.
        res->budget_exhausted = true;
        break;
      }
      if (v.kind == FailureKind::kTimeout && !c.bad_input && !IsHangSized(c.x)) {
        // Slow, not wrong: remember the smallest such case and search below its size.
        ++perf.slow_cases;
        const auto size = [](const Instance& x) { return x.g.n() + x.g.m() + x.right.m(); };
        if (!perf.smallest_slow || size(c.x) < size(perf.smallest_slow->x)) {
          perf.smallest_slow = c;
          perf.timeout_seconds = r.seconds;
        }
        slow_n = std::min<std::uint64_t>(slow_n.load(), std::max<std::uint64_t>(n, 11));
        continue;
      }
      if (v.kind != FailureKind::kTimeout) {
        perf.largest_n_in_time = std::max(perf.largest_n_in_time, n);
        perf.n_in_time.push_back(n);
      }
      if (!v.ok() && i < fail_index) {
        fail_index = i;
        found.fail_case = std::move(c);
        found.fail_verdict = std::move(v);
        found.fail_run = std::move(r);
        found.fail_time = Since(t0);
      }
    }
    std::lock_guard<std::mutex> lock(mu);
    --running;
    cv.notify_all();
  };
  auto snapshot = [&] {
    Progress pr;
    pr.done = done.load();
    pr.total = res->planned;
    pr.seconds = Since(t0);
    for (std::size_t f = 0; f < families.size(); ++f)
      if (std::uint64_t k = seen[f].load()) pr.families.push_back({families[f], k});
    return pr;
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, o.jobs); ++t) threads.emplace_back(worker);
  {
    std::unique_lock<std::mutex> lock(mu);
    while (running > 0) {
      cv.wait_for(lock, std::chrono::milliseconds(100));
      if (o.on_progress && running > 0) {
        lock.unlock();
        o.on_progress(snapshot());
        lock.lock();
      }
    }
  }
  for (std::thread& t : threads) t.join();
  const Progress final_progress = snapshot();
  res->cases_run = final_progress.done;
  res->families = final_progress.families;
  res->largest_n = largest_n.load();
  for (std::size_t f = 0; f < families.size(); ++f)
    if (first_seen[f].index != UINT64_MAX) res->first_seen.push_back({families[f], first_seen[f]});
  return found;
}

// Shrinks the failure within `time` (the shrink time, cut to what the budget leaves),
// keeping its signature, and fills in the run and verdict of the case reported.
Failure ShrinkFailure(const Problem& p, const Subject& subject, const CheckOptions& o,
                      const Found& found, std::chrono::milliseconds time,
                      const std::string& not_shrunk) {
  Failure f;
  f.original = *found.fail_case;
  f.original_verdict = found.fail_verdict;
  f.found_after_seconds = found.fail_time;
  f.minimal = f.original;
  f.verdict = found.fail_verdict;
  f.run = found.fail_run;
  f.not_shrunk = not_shrunk;
  const std::string signature = found.fail_verdict.Signature();
  auto judge = [&](const Case& c, const RunResult& r) { return JudgeCase(p, o, c, r); };
  // The last failing candidate, so that the case reported comes with the run that failed
  // on it: no rerun is needed, and a stop cannot make it look flaky.
  struct Seen {
    Instance x;
    RunResult run;
    Verdict verdict;
  };
  std::optional<Seen> last;
  // The layout is kept: a case given on one line (the worked examples, a replayed file) has
  // its candidates printed on one line too, so that a reader that depends on the layout
  // fails on them as on the case; otherwise one edge a line (WriteInstance).
  const std::string& text = f.original.text;
  const bool one_line = !text.empty() && text.find('\n') >= text.size() - 1;
  auto print = [&](const Instance& x) {
    std::string t = WriteInstance(p.input, x);
    if (one_line)
      for (std::size_t i = 0; i + 1 < t.size(); ++i)
        if (t[i] == '\n') t[i] = ' ';
    return t;
  };
  const Clock::time_point s0 = Clock::now();
  std::optional<Failure> now;  // what on_failure is told
  if (o.on_failure) o.on_failure(*(now = f));
  if (f.not_shrunk.empty()) {
    f.shrunk = true;
    std::uint64_t tried = 0;
    auto still_fails = [&](const Instance& x) {
      if (o.stop && o.stop->load()) return false;
      ++tried;
      Case c = f.original;
      c.x = x;
      c.text = print(x);
      RunResult r = subject(c.text, o.stop);
      // A stopped run is no evidence, and the shrinker will not accept this candidate.
      if (r.end == RunResult::End::kCancelled || (o.stop && o.stop->load())) return false;
      Verdict v = judge(c, r);
      if (v.ok() || v.Signature() != signature) return false;
      if (now) {
        now->minimal.x = x;
        now->minimal.text = c.text;
        now->verdict = v;
        now->run = r;
        now->shrink.attempts = tried;
        now->shrink_seconds = Since(s0);
        o.on_failure(*now);
      }
      last = Seen{x, std::move(r), std::move(v)};
      return true;
    };
    ShrinkOptions so;
    so.budget = time;
    so.stop = o.stop;
    Instance small = Shrink(p, f.original.x, still_fails, so, &f.shrink);
    if (!(small == f.original.x)) {
      f.minimal.x = std::move(small);
      f.minimal.text = print(f.minimal.x);
      if (last && last->x == f.minimal.x) {
        f.run = std::move(last->run);
        f.verdict = std::move(last->verdict);
      } else {
        // The shrinker accepted it, so it failed; keep the report honest with a rerun.
        f.run = subject(f.minimal.text, o.stop);
        f.verdict = judge(f.minimal, f.run);
        if (f.verdict.ok() || f.verdict.Signature() != signature) {
          f.flaky = f.run.end != RunResult::End::kCancelled;
          f.minimal = f.original;
          f.run = found.fail_run;
          f.verdict = found.fail_verdict;
        }
      }
    }
  }
  f.shrink_seconds = Since(s0);
  const Verdict& v = f.verdict;
  if (p.explain && v.diff.differs && !f.minimal.bad_input)
    f.why = p.explain(f.minimal.x, v.expected, v.diff.line, v.diff.vertex);
  return f;
}

// A program that fails the same way on every worked example before printing anything
// (a missing file, a syntax error, a wrong interpreter) is a setup error, not a finding:
// found on an example with no output, the examples are run again, one after the other,
// and compared (harness/program_setup.h). Not shrunk.
std::optional<Failure> SetupFailure(const Problem& p, const Subject& subject, const CheckOptions& o,
                                    const Schedule& schedule, const Found& found) {
  const Case& c = *found.fail_case;
  // A wrong status or a crash only: a memory limit, a timeout or a flood says more.
  const FailureKind kind = found.fail_verdict.kind;
  if (!o.setup_errors || c.tier != Tier::kExamples || !found.fail_run.out.empty() || !o.replay.empty() ||
      (kind != FailureKind::kWrongStatus && kind != FailureKind::kCrash))
    return std::nullopt;
  std::vector<RunResult> runs;
  for (std::uint64_t i = 0; i < p.examples.size(); ++i) {
    RunResult r = subject(schedule.At(i).text, o.stop);
    if (r.end == RunResult::End::kCancelled || (o.stop && o.stop->load())) return std::nullopt;
    runs.push_back(std::move(r));
  }
  const std::optional<std::string> why = SetupErrorOf(runs);
  if (!why) return std::nullopt;
  Failure f;
  f.original = f.minimal = c;
  f.original_verdict = found.fail_verdict;
  f.verdict = found.fail_verdict;
  f.verdict.kind = FailureKind::kSetupError;
  f.verdict.detail = *why;
  f.run = found.fail_run;
  f.found_after_seconds = found.fail_time;
  f.not_shrunk = "the program fails the same way on every example";
  return f;
}

// A likely cause when the signal says so: a segmentation fault on a deep instance is
// most often a stack overflow from recursion as deep as the graph.
std::string LikelyCause(const Failure& f) {
  if (f.verdict.kind != FailureKind::kCrash || f.verdict.cause != "SIGSEGV") return "";
  const Vertex n = f.minimal.x.g.n();
  if (n < 10000) return "";
  return "likely a stack overflow: a recursion as deep as the graph (n = " + std::to_string(n) +
         ") needs more stack than a process gets by default; use an explicit stack or a "
         "queue";
}

}  // namespace

CheckResult PlannedCheck(const Problem& p, const CheckOptions& o) {
  CheckResult planned;
  planned.seed = o.seed;
  const CaseRange cases =
      CasesToRun(Schedule(p, o.seed, o.cases, o.tiers, o.bad_input, o.max_n), o);
  planned.shard = cases.shard;
  planned.planned = cases.size();
  return planned;
}

CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& o) {
  CheckResult res;
  res.seed = o.seed;
  const Clock::time_point t0 = Clock::now();
  const bool replay = !o.replay.empty();
  const Schedule schedule(p, o.seed, o.cases, o.tiers, o.bad_input, o.max_n,
                          o.wide_exhaustive);
  const CaseRange cases = CasesToRun(schedule, o);
  res.shard = cases.shard;
  res.planned = cases.size();
  // o.order: position i runs the schedule's case o.order[i].
  auto at = [&](std::uint64_t i) { return replay || o.order.empty() ? i : o.order[i]; };
  const Found found = RunCases(
      p, subject, o, [&](std::uint64_t i) { return replay ? o.replay[i] : schedule.At(at(i)); },
      [&](std::uint64_t i) { return replay ? 0 : schedule.PlannedN(at(i)); }, cases, t0, &res);
  res.interrupted = o.stop && o.stop->load();
  if (found.fail_case && !res.interrupted) {
    if (std::optional<Failure> setup = SetupFailure(p, subject, o, schedule, found)) {
      res.failure = std::move(setup);
      res.seconds = Since(t0);
      return res;
    }
  }
  if (found.fail_case) {
    // The shrink gets its own time, cut to what the budget leaves (with a moment kept for
    // the reports); a stop or bad input is reported as found.
    std::chrono::milliseconds time = o.shrink_time;
    std::string not_shrunk;
    if (o.budget_seconds > 0) {
      const double left = o.budget_seconds - Since(t0) - 0.3;
      time = std::min(time, std::chrono::milliseconds(static_cast<std::int64_t>(std::max(left, 0.0) * 1000)));
      if (left <= 0) not_shrunk = "the time budget was spent";
    }
    if (found.fail_case->bad_input) not_shrunk = "a malformed input is reported as it is";
    if (found.fail_verdict.kind == FailureKind::kSetupError)
      not_shrunk = "the program could not be started";
    if (res.interrupted) not_shrunk = "the run was stopped";
    if (o.on_progress && not_shrunk.empty()) {
      Progress pr;
      pr.done = res.cases_run;
      pr.total = res.planned;
      pr.seconds = Since(t0);
      pr.families = res.families;
      pr.shrinking = true;
      o.on_progress(pr);
    }
    res.failure = ShrinkFailure(p, subject, o, found, time, not_shrunk);
    if (std::string cause = LikelyCause(*res.failure); !cause.empty())
      res.failure->verdict.detail += "; " + cause;
  }
  res.interrupted = o.stop && o.stop->load();
  res.seconds = Since(t0);
  return res;
}

}  // namespace gc
