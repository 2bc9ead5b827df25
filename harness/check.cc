// harness/check.cc — see check.h.
#include "harness/check.h"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>

#include "harness/enumerate.h"
#include "harness/generators.h"
#include "mutants/mutant.h"

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

std::uint64_t Below(Rng& rng, std::uint64_t n) {
  return std::uniform_int_distribution<std::uint64_t>(0, n - 1)(rng);
}

struct ShapeCase {
  Shape shape;
  std::uint32_t size;
  const char* about;
};

// The shaped families, cycled through; each reaches a bug small random graphs miss.
constexpr ShapeCase kShapeCases[] = {
    {Shape::kChain, 300, "chain of 300"},
    {Shape::kStar, 128, "star, out-degree 128"},
    {Shape::kCycle, 300, "cycle of 300"},
    {Shape::kStar, 256, "star, out-degree 256"},
    {Shape::kMultiEdges, 300, "300 vertices, many repeated edges"},
    {Shape::kRandom, 1000, "random, n = 1000"},
    {Shape::kSelfLoops, 300, "300 vertices, half the edges self-loops"},
    {Shape::kStar, 65536, "star, out-degree 65536"},
    {Shape::kDense, 24, "dense, 24 vertices"},
    {Shape::kComponents, 2000, "many components, n = 2000"},
    {Shape::kDeepDag, 500, "deep DAG of 500"},
    {Shape::kRandom, 10000, "random, n = 10000"},
    {Shape::kSinkOnly, 1000, "1000 sinks"},
    {Shape::kChain, 100000, "chain of 100000"},
    {Shape::kCycle, 5000, "cycle of 5000"},
    {Shape::kRandom, 100000, "random, n = 100000"},
};
constexpr std::uint64_t kShapeEvery = 16;
constexpr std::uint64_t kBadEvery = 8;

// Edge lists of every small graph: n <= 3 with m <= 3 and n = 4 with m <= 2, counting
// multisets of edges (repeats and self-loops included) once each.
void SmallGraphs(bool undirected, std::vector<std::vector<Edge>>* graphs, std::vector<Vertex>* ns) {
  for (Vertex n = 0; n <= 4; ++n)
    ForEachGraph(n, n <= 3 ? 3 : 2, undirected, [&](const std::vector<Edge>& es) {
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
  }
  return "?";
}

std::optional<unsigned> ParseTiers(std::string_view list) {
  unsigned mask = 0;
  while (!list.empty()) {
    std::size_t c = list.find(',');
    std::string_view name = list.substr(0, c);
    bool known = false;
    for (Tier t : {Tier::kExamples, Tier::kExhaustive, Tier::kRandom, Tier::kShapes})
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
    const Mutant* m = FindMutant(name.substr(7));
    if (!m) {
      *err = "unknown mutant '" + std::string(name.substr(7)) + "'";
      return {};
    }
    if (m->problem != p.name) {
      *err = "mutant '" + std::string(m->name) + "' is a wrong " + std::string(m->problem) +
             " solver, not " + std::string(p.name);
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
                   bool bad_input)
    : p_(&p), seed_(seed), size_(cases), tiers_(tiers), bad_input_(bad_input) {
  if (tiers & static_cast<unsigned>(Tier::kExhaustive)) {
    SmallGraphs(p.undirected, &small_graphs_, &small_n_);
    // Geography needs a start vertex, so an empty graph is no instance of it.
    if (p.input == InputKind::kGraphStart) {
      // n = 0 comes first in the enumeration: drop those graphs.
      std::size_t empty = 0;
      while (empty < small_n_.size() && small_n_[empty] == 0) ++empty;
      small_n_.erase(small_n_.begin(), small_n_.begin() + static_cast<std::ptrdiff_t>(empty));
      small_graphs_.erase(small_graphs_.begin(),
                          small_graphs_.begin() + static_cast<std::ptrdiff_t>(empty));
    }
  }
  if (!(tiers & (static_cast<unsigned>(Tier::kRandom) | static_cast<unsigned>(Tier::kShapes)))) {
    std::uint64_t fixed = small_graphs_.size();
    if (tiers & static_cast<unsigned>(Tier::kExamples)) fixed += p.examples.size();
    size_ = std::min(size_, fixed);
  }
}

const std::vector<std::string>& Schedule::Families() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> f = {"example", "exhaustive", "random"};
    for (Shape s : kAllShapes)
      if (s != Shape::kRandom) f.push_back(ToString(s));
    f.push_back("large-random");
    f.push_back("bad-input");
    f.push_back("replay");
    return f;
  }();
  return all;
}

Case Schedule::At(std::uint64_t i) const {
  Case c;
  c.index = i;
  Rng rng(Mix(seed_ ^ Mix(i)));
  std::uint64_t j = i;
  if (tiers_ & static_cast<unsigned>(Tier::kExamples)) {
    if (j < p_->examples.size()) {
      const Example& e = p_->examples[j];
      c.tier = Tier::kExamples;
      c.family = "example";
      c.about = std::string(e.source);
      c.x = ReadInstance(p_->input, e.input);
      c.text = WriteInstance(p_->input, c.x);
      return c;
    }
    j -= p_->examples.size();
  }
  if (j < small_graphs_.size()) {
    c.tier = Tier::kExhaustive;
    c.family = "exhaustive";
    c.about =
        "n = " + std::to_string(small_n_[j]) + ", m = " + std::to_string(small_graphs_[j].size());
    c.x = CompleteInstance(rng, *p_, Graph(small_n_[j], small_graphs_[j]));
    c.text = WriteInstance(p_->input, c.x);
    return c;
  }
  j -= small_graphs_.size();
  const bool random = tiers_ & static_cast<unsigned>(Tier::kRandom);
  const bool shapes = tiers_ & static_cast<unsigned>(Tier::kShapes);
  if (bad_input_ && j % kBadEvery == kBadEvery - 1) {
    Instance x =
        RandomInstance(rng, *p_, static_cast<Vertex>(std::min<std::uint64_t>(p_->max_n, 6)), 8);
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
  if (shapes && (!random || j % kShapeEvery == kShapeEvery - 1)) {
    const std::uint64_t k = random ? j / kShapeEvery : j;
    const ShapeCase& s = kShapeCases[k % std::size(kShapeCases)];
    // DAG-preferring problems get acyclic and cyclic rounds alternately.
    const bool dag = p_->prefers_dag && (k / std::size(kShapeCases)) % 2 == 0;
    std::uint32_t size = s.size;
    // A cycle adds an exit vertex: keep one vertex free under the row's limit.
    if (s.shape != Shape::kStar && size >= p_->max_n)
      size = static_cast<std::uint32_t>(std::max<std::uint64_t>(p_->max_n, 2) - 1);
    c.tier = Tier::kShapes;
    c.family = s.shape == Shape::kRandom ? "large-random" : ToString(s.shape);
    c.about = std::string(s.about) + (p_->prefers_dag ? (dag ? ", acyclic" : ", cyclic") : "");
    if (size != s.size) c.about += " (capped at " + std::to_string(size) + ")";
    c.x = CompleteInstance(rng, *p_, ShapedGraph(rng, s.shape, size, dag));
    c.text = WriteInstance(p_->input, c.x);
    return c;
  }
  // Random cases grow: n up to 2 + j/16, reaching 64 after about a thousand cases.
  const Vertex max_n = static_cast<Vertex>(std::min<std::uint64_t>(64, 2 + j / 16));
  c.tier = Tier::kRandom;
  c.family = "random";
  c.x = RandomInstance(rng, *p_, max_n, 3ull * max_n);
  c.about = "n <= " + std::to_string(max_n);
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

CheckResult RunCheck(const Problem& p, const Subject& subject, const CheckOptions& o) {
  CheckResult res;
  res.seed = o.seed;
  const Clock::time_point t0 = Clock::now();
  const bool replay = !o.replay.empty();
  Schedule schedule(p, o.seed, o.cases, o.tiers, o.bad_input);
  std::uint64_t first = 0, last = replay ? o.replay.size() : schedule.size();
  if (!replay && o.only_case >= 0) {
    first = static_cast<std::uint64_t>(o.only_case);
    last = std::min(last, first + 1);
  }
  res.planned = last > first ? last - first : 0;
  auto case_at = [&](std::uint64_t i) { return replay ? o.replay[i] : schedule.At(i); };
  auto judge = [&](const Case& c, const RunResult& r) {
    return Judge(p, c.x, r, {.memory_limited = o.memory_limited, .bad_input = c.bad_input,
                             .about = c.about});
  };

  const std::vector<std::string>& families = Schedule::Families();
  std::vector<std::atomic<std::uint64_t>> seen(families.size());
  std::atomic<std::uint64_t> next{first}, done{0};
  std::mutex mu;
  std::condition_variable cv;
  std::uint64_t fail_index = UINT64_MAX;
  std::optional<Case> fail_case;
  Verdict fail_verdict;
  RunResult fail_run;
  double fail_time = 0;
  unsigned running = std::max(1u, o.jobs);

  auto worker = [&] {
    while (true) {
      const bool stopped = o.stop && o.stop->load();
      const bool over_budget = o.budget_seconds > 0 && Since(t0) > o.budget_seconds;
      if (stopped) break;
      const std::uint64_t i = next.fetch_add(1);
      if (i >= last) break;
      {
        // After a failure, cases below it still run so the lowest failure is reported
        // whatever the number of jobs; cases above it are skipped.
        std::lock_guard<std::mutex> lock(mu);
        if (i > fail_index) break;
        if (over_budget && fail_index == UINT64_MAX) {
          res.budget_exhausted = true;
          break;
        }
      }
      Case c = case_at(i);
      RunResult r = subject(c.text, o.stop);
      if (r.end == RunResult::End::kCancelled) break;
      Verdict v = judge(c, r);
      auto fam = std::find(families.begin(), families.end(), c.family);
      if (fam != families.end()) ++seen[static_cast<std::size_t>(fam - families.begin())];
      ++done;
      if (!v.ok()) {
        std::lock_guard<std::mutex> lock(mu);
        if (i < fail_index) {
          fail_index = i;
          fail_case = std::move(c);
          fail_verdict = std::move(v);
          fail_run = std::move(r);
          fail_time = Since(t0);
        }
      }
    }
    std::lock_guard<std::mutex> lock(mu);
    --running;
    cv.notify_all();
  };
  auto snapshot = [&] {
    Progress pr;
    pr.done = done.load();
    pr.total = res.planned;
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
  Progress final_progress = snapshot();
  res.cases_run = final_progress.done;
  res.families = final_progress.families;
  res.interrupted = o.stop && o.stop->load();

  if (fail_case) {
    Failure f;
    f.original = *fail_case;
    f.original_verdict = fail_verdict;
    f.found_after_seconds = fail_time;
    f.minimal = *fail_case;
    f.verdict = fail_verdict;
    const Clock::time_point s0 = Clock::now();
    if (!fail_case->bad_input && !res.interrupted) {
      if (o.on_progress) {
        Progress pr = final_progress;
        pr.shrinking = true;
        o.on_progress(pr);
      }
      const std::string signature = fail_verdict.Signature();
      auto still_fails = [&](const Instance& x) {
        if (o.stop && o.stop->load()) return false;
        Case c = *fail_case;
        c.x = x;
        c.text = WriteInstance(p.input, x);
        RunResult r = subject(c.text, o.stop);
        if (r.end == RunResult::End::kCancelled) return false;
        Verdict v = judge(c, r);
        return !v.ok() && v.Signature() == signature;
      };
      ShrinkOptions so;
      so.budget = o.shrink_time;
      Instance small = Shrink(p, fail_case->x, still_fails, so, &f.shrink);
      f.minimal.x = small;
      f.minimal.text = WriteInstance(p.input, small);
    }
    f.shrink_seconds = Since(s0);
    // One more run of the minimal case, for the report (and to catch a flaky program:
    // if it passes now, the original case is reported as found).
    f.run = subject(f.minimal.text, o.stop);
    Verdict v = judge(f.minimal, f.run);
    if (v.ok() || v.Signature() != fail_verdict.Signature()) {
      f.minimal = f.original;
      f.run = subject(f.minimal.text, o.stop);
      v = judge(f.minimal, f.run);
      if (v.ok() || v.Signature() != fail_verdict.Signature()) {
        // Flaky (a timeout on a loaded machine, say): report what was seen first.
        f.flaky = true;
        f.run = fail_run;
        v = fail_verdict;
      }
    }
    f.verdict = v;
    if (p.explain && v.diff.differs && !f.minimal.bad_input)
      f.why = p.explain(f.minimal.x, v.expected, v.diff.line, v.diff.vertex);
    res.failure = std::move(f);
  }
  res.interrupted = o.stop && o.stop->load();
  res.seconds = Since(t0);
  return res;
}

}  // namespace gc
