// mutate/decide/decide.cc — each mutant's verdict, and the workers that decide them all; see
// runner.h.
#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <mutex>
#include <map>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report/report.h"
#include "mutate/run/runner.h"

namespace gc::mutate::internal {

CheckResult Runner::RunPass(const Subject& s, int pass, Pass* out,
                            std::vector<std::uint64_t> order) {
  CheckOptions c = pass == 1 ? FirstPass() : SecondPass();
  c.setup_errors = false;  // the original runs: a mutant failing every example is killed
  c.order = std::move(order);
  const auto& hashes = pass == 1 ? hashes1_ : hashes2_;
  const auto& good = pass == 1 ? good1_ : good2_;
  c.known_good = [&good](const Case& k, const RunResult& run) {
    const auto it = good.find(std::hash<std::string>{}(k.text));
    return it != good.end() && it->second == OutputHash(run);
  };
  std::atomic<std::uint64_t> compared{0}, differing{0};
  std::mutex sizes_mu;
  std::set<std::uint64_t> sizes;
  c.on_case = [&](const Case& k, const RunResult& run, const Verdict& v) {
    if (!v.ok()) return;
    auto it = hashes.find(k.index);
    if (it == hashes.end()) return;
    ++compared;
    {
      std::lock_guard<std::mutex> lock(sizes_mu);
      sizes.insert(k.x.g.n());
      auto& [n, m] = out->families[k.family];
      n = std::max<std::uint64_t>(n, k.x.g.n());
      m = std::max<std::uint64_t>(m, k.x.g.m() + k.x.right.m());
    }
    if (it->second != OutputHash(run)) ++differing;
  };
  CheckResult res = RunCheck(*o_.problem, s, c);
  out->seed = c.seed;
  out->wide_exhaustive = c.wide_exhaustive;
  out->scale = (c.tiers & static_cast<unsigned>(Tier::kScale)) != 0;
  out->time_limit_seconds = c.time_limit_seconds;
  out->cases = res.cases_run;
  out->seconds = res.seconds;
  out->largest_n = res.largest_n;
  out->compared = compared.load();
  out->differing = differing.load();
  out->sizes = sizes.size();
  return res;
}

std::vector<std::uint64_t> Runner::OrderFor(const std::vector<BaseCase>& cases, int g, int pass,
                                            const Point& p) {
  std::vector<Kill> kills;
  {
    std::lock_guard<std::mutex> lock(mu_);
    kills = kills_;
  }
  return KillFirstOrder(cases, g, kills, pass, p.line, p.begin);
}

std::optional<Status> Runner::LateObjectVerdict(MutantResult* m) {
  if (!o_.object_equivalence || !IsC(o_.lang)) return std::nullopt;
  // Before any run, only a batch looked at it (its copy compiled unlike the original's
  // there, where the std templates are shared by every copy): now its own compile.
  const auto index = static_cast<std::size_t>(m - r_->mutants.data());
  if (o_.object_first && !(index < batched_.size() && batched_[index])) return std::nullopt;
  const std::string tmp = (scratch_ / "tmp").string();
  auto compile = [&](const std::string& text, const std::string& dir) {
    ++object_compiles_;
    std::string bytes =
        ObjectCode(late_command_, scratch_ / dir, base_name_, text, o_.build_timeout, tmp, &halt_);
    std::error_code ec;
    if (!o_.keep) std::filesystem::remove_all(scratch_ / dir, ec);
    return bytes;
  };
  std::call_once(late_object_, [&] {
    late_command_ = ObjectCommand(BuildCommand(o_));
    if (late_command_.empty()) return;
    if (const std::string& pch = PchWords(); !pch.empty())
      late_command_ = AfterCompiler(late_command_, pch);
    late_original_ = compile(r_->source, "object0");
  });
  if (late_original_.empty()) return std::nullopt;
  const std::string mine = compile(Apply(r_->source, m->point), "object" + std::to_string(m->id));
  if (mine.empty()) return std::nullopt;
  if (mine == late_original_) return Status::kSameCode;
  std::lock_guard<std::mutex> lock(mu_);
  const auto [it, fresh] = late_objects_.emplace(mine, m->id);
  if (fresh) return std::nullopt;
  m->duplicate_of = it->second;
  return Status::kDuplicate;
}

std::string Runner::OwnBuildCommand() const {
  std::call_once(own_build_once_, [&] {
    own_build_ = BuildCommand(o_);
    if (!IsC(o_.lang) || ObjectCommand(own_build_).empty()) return;
    if (const std::string& pch = PchWords(); !pch.empty())
      own_build_ = AfterCompiler(own_build_, pch);
  });
  return own_build_;
}

void Runner::StartPch() {
  // One header for the object compiles and the builds of mutants on their own, made
  // while the schema compiles (on the second core): it had been two of them, each made
  // when first needed, in the way of the run.
  const std::string object = ObjectCommand(BuildCommand(o_));
  if (!IsC(o_.lang) || object.empty()) return;  // pch_ stays without one
  pch_ = std::async(std::launch::async, [this, object] {
           return PrecompiledInclude(object, o_.lang, r_->source, scratch_ / "pch",
                                     o_.build_timeout, (scratch_ / "tmp").string(), &halt_);
         }).share();
}

const std::string& Runner::PchWords() const {
  static const std::string none;
  return pch_.valid() ? pch_.get() : none;
}

void Runner::KillFirst(Contract* contract, const Point& p) {
  std::vector<BaseCase> cases;
  for (const ContractProbe& pr : contract->probes) {
    BaseCase c;
    c.index = pr.c.index;
    cases.push_back(c);
  }
  const std::vector<std::uint64_t> order = OrderFor(cases, -1, 0, p);
  std::unordered_map<std::uint64_t, std::size_t> rank;
  for (std::size_t i = 0; i < order.size(); ++i) rank.emplace(order[i], i);
  std::stable_sort(contract->probes.begin(), contract->probes.end(),
                   [&](const ContractProbe& a, const ContractProbe& b) {
                     return rank.at(a.c.index) < rank.at(b.c.index);
                   });
}

std::string Runner::ReachedBy(int g) const {
  std::size_t first = 0, second = 0, malformed = 0;
  for (const BaseCase& c : cases1_) first += c.Reaches(g);
  for (const BaseCase& c : cases2_) second += c.Reaches(g);
  for (const ContractProbe& pr : r_->contract.probes) malformed += coverage_.Reaches(pr.c.text, g);
  if (first + second + malformed == 0) return "";
  return std::to_string(first + second + malformed) + " cases (" + std::to_string(first) +
         " of the first pass, " + std::to_string(second) + " of the second, " +
         std::to_string(malformed) + " malformed inputs)";
}

void Runner::RecordKill(const MutantResult& m, int pass, const CheckResult& res) {
  if (!res.failure) return;
  std::lock_guard<std::mutex> lock(mu_);
  kills_.push_back({m.point.line, m.point.begin, pass, res.failure->original.index});
}

void Runner::DecideMutant(MutantResult* m) {
  const Clock::time_point t0 = Clock::now();
  if (m->status == Status::kIgnored) return;  // a person's mark: never run
  if (Stopped()) return;                      // not run
  const std::filesystem::path dir = scratch_ / ("m" + std::to_string(m->id));
  const Status verdict = Try(m, dir);
  m->status = verdict;
  m->seconds = Since(t0);
  std::error_code ec;
  if (!o_.keep) std::filesystem::remove_all(dir, ec);
}

Status Runner::Try(MutantResult* m, const std::filesystem::path& dir) {
  Trial t;
  t.m = m;
  // Its place in the run (the schema's tables follow r_->mutants; ids stay those of the
  // whole file when --diff, --shard or --mutant select some).
  const auto index = static_cast<std::size_t>(m - r_->mutants.data());
  std::string built;
  if (m->in_schema)
    t.argv = SchemaArgv(index, m->id);
  else
    built = Build(dir, Apply(r_->source, m->point), &t.argv, true);
  // Its guard in the first schema, whose runs of the original recorded per case what they
  // reached (-1: not known; it then runs every case).
  t.guard =
      covered_ && m->in_schema && schema_.program_of[index] == 0 ? schema_.group_of[index] : -1;
  // Observed (mutate/decide/infection.h): it runs the cases that made its value differ (its
  // infection number among what they recorded), not all that reach it.
  t.infection = t.guard >= 0 ? schema_.infection_of[index] : -1;
  t.selector = t.infection >= 0 ? t.infection : t.guard;
  if (Stopped()) return Status::kNotRun;
  if (!built.empty()) {
    m->build_output = built;
    return Status::kStillborn;
  }
  t.subject = MutantSubject(t.argv);
  const Status st = Examine(t);
  // A warm node or JVM emulates a plain start (a Python run is a fork of a whole
  // interpreter): what it detected, a plain start must (TypeScript's runs too, node's).
  const bool warm = warm_.HasPool() && warm_.Launch(t.argv) != t.argv;
  return warm && (st == Status::kKilled || st == Status::kTimedOut) ? ConfirmedCold(t, st) : st;
}

Status Runner::Examine(const Trial& t) {
  MutantResult* m = t.m;
  // Kill first: where the original rejects a malformed input, so must the mutant, as the
  // original does, and these are the cheapest cases (they reach the reader's error paths,
  // which no pass's valid case does). The inputs the original answers are held after the
  // passes. Only those that reach its point are run.
  Contract contract = r_->contract;
  if (t.selector >= 0)
    std::erase_if(contract.probes, [&](const ContractProbe& pr) {
      return !coverage_.Reaches(pr.c.text, t.selector);
    });
  const bool probed = !contract.probes.empty();
  auto [rejected, answered] = SplitByRejection(contract);
  if (auto st = HoldToContract(t, &rejected)) return *st;
  // The first pass: the original's good cases that reach the point, kill-first. None: its
  // program would run the original's code on every case.
  const bool scheduled = t.guard < 0 && cases1_.empty();  // nothing recorded: the whole schedule
  std::vector<std::uint64_t> order1 = OrderFor(cases1_, t.selector, 1, m->point);
  if (!order1.empty() || scheduled) {
    if (auto st = RunMutantPass(t, 1, std::move(order1))) return *st;
  }
  // It passed: (--object-code-late) its machine code, and a second, stronger look before
  // calling it a survivor.
  if (auto st = LateObjectVerdict(m)) return *st;
  if (Stopped()) return Status::kNotRun;
  std::call_once(second_baseline_, [&] {
    if (o_.on_note) o_.on_note("checking the original on the stronger pass");
    second_ok_ = Baseline(SecondPass(), &hashes2_, &cases2_);
    r_->largest_n[1] = LargestN(cases2_, 2);
  });
  if (!second_ok_ || Stopped()) return Status::kNotRun;
  std::vector<std::uint64_t> order2 = OrderFor(cases2_, t.selector, 2, m->point);
  if (t.guard >= 0 && m->passes.empty() && !probed && order2.empty()) {
    const std::string reached = t.infection >= 0 ? ReachedBy(t.guard) : "";
    if (reached.empty()) return Status::kNoCoverage;
    m->note = "on the " + reached + " that reach its point, its expression never evaluated "
              "otherwise than the original's (weak mutation): no run of them can tell it apart";
    return Status::kNotInfected;
  }
  if (!order2.empty() || (t.guard < 0 && cases2_.empty())) {
    if (auto st = RunMutantPass(t, 2, std::move(order2))) return *st;
  }
  if (auto st = HoldToContract(t, &answered)) return *st;
  const Status st = SurvivorVerdict(m);
  if (st == Status::kEquivalent && m->point.mutator == "IntegerWidth" && NeverLostAValue(t))
    return Status::kNotInfected;
  if (st == Status::kEquivalent && m->point.resource != Resource::kNone) {
    // A page of a frame that is never touched is not in the peak memory: a smaller stack
    // must also hold where the figure was taken.
    std::size_t held = 0;
    const bool smaller = m->point.resource == Resource::kStackSize &&
                         m->point.resource_mutated < m->point.resource_value;
    if (smaller)
      if (auto decided = AtTheLargest(t, &held)) return *decided;
    if ((!smaller || held > 0) && UseBelowTheLimit(m)) {
      if (smaller)
        m->note = "the mutant answered the " + std::to_string(held) +
                  " largest cases (each family's largest of both passes) as the original did; " +
                  m->note;
      return Status::kNotInfected;
    }
  }
  return st;
}

std::optional<Status> Runner::Judge(const Trial& t, int pass, const CheckResult& res) {
  std::optional<Status> st = Decide(res);
  // Slowness alone counts only when the original, timed beside it, is not slow too.
  if (st == Status::kTimedOut && !res.failure &&
      !SlownessIsTheMutants(*res.performance.smallest_slow))
    st = std::nullopt;
  if (st == Status::kNotRun && Stopped()) return st;
  if (st && st != Status::kNotRun) {
    t.m->check = res;
    if (res.failure) {
      ReportContext ctx;
      ctx.problem = std::string(o_.problem->name);
      ctx.program = t.argv;
      t.m->report = TextReport(*o_.problem, ctx, res);
      if (*st == Status::kStillborn) t.m->build_output = res.failure->verdict.Summary();
    }
  }
  if (st && Detected(*st)) RecordKill(*t.m, pass, res);
  return st;
}

std::optional<Status> Runner::HoldToContract(const Trial& t, Contract* k) {
  KillFirst(k, t.m->point);
  if (auto breach = BreachOf(*o_.problem, *k, t.subject, t.argv, &halt_))
    return Judge(t, 0, *breach);
  return std::nullopt;
}

std::optional<Status> Runner::RunMutantPass(const Trial& t, int pass,
                                            std::vector<std::uint64_t> order) {
  t.m->passes.emplace_back();
  const CheckResult res = RunPass(t.subject, pass, &t.m->passes.back(), std::move(order));
  return Judge(t, pass, res);
}

Status Runner::SurvivorVerdict(MutantResult* m) const {
  std::uint64_t differing = 0, compared = 0, sizes = 0;
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> met;
  for (const Pass& p : m->passes) {
    differing += p.differing, compared += p.compared, sizes = std::max(sizes, p.sizes);
    for (const auto& [family, nm] : p.families) {
      auto& [n, moves] = met[family];
      n = std::max(n, nm.first);
      moves = std::max(moves, nm.second);
    }
  }
  // What it met, so that a person sees which widths and structures it was compared on.
  std::string families;
  for (const auto& [family, nm] : met)
    families += (families.empty() ? "" : ", ") + family + " (n " + std::to_string(nm.first) +
                ", m " + std::to_string(nm.second) + ")";
  auto with_met = [&] {
    if (!families.empty()) m->note += (m->note.empty() ? "" : "; ") + ("met: " + families);
  };
  // Equal output is evidence only where outputs were compared, on enough cases of enough
  // sizes.
  if (differing == 0 && compared > 0 &&
      (compared < o_.equivalence_cases || sizes < o_.equivalence_sizes)) {
    m->note = "not called likely equivalent: its output equals the original's on only " +
              std::to_string(compared) + " cases of " + std::to_string(sizes) +
              " distinct sizes (at least " + std::to_string(o_.equivalence_cases) + " cases of " +
              std::to_string(o_.equivalence_sizes) + " sizes needed)";
    with_met();
    return Status::kSurvived;
  }
  with_met();
  return differing == 0 && compared > 0 ? Status::kEquivalent : Status::kSurvived;
}

std::vector<long> Runner::CompareObjects() {
  if (o_.on_note && o_.object_equivalence && o_.object_first && IsC(o_.lang))
    o_.on_note("compiling every mutant to object code (the same machine code needs no run)");
  std::vector<long> twin =
      CompareObjectCode(o_, *r_, scratch_, base_name_, PchWords(), &halt_, &object_compiles_,
                        &object_batches_, &batched_, &compared_);
  for (std::size_t i = 0; i < twin.size(); ++i) {
    if (twin[i] != kSameAsOriginal) continue;
    r_->mutants[i].status = Status::kSameCode;
    twin[i] = kRunIt - 1;  // decided
  }
  return twin;
}

void Runner::TakeTwinsVerdict(MutantResult* m, const MutantResult& twin) {
  m->duplicate_of = twin.id;
  if (twin.status == Status::kNotRun) return;
  if (!Detected(twin.status) && twin.status != Status::kStillborn) {
    m->status = Status::kDuplicate;
    return;
  }
  // The same machine code fails the same way: its twin's run decides it too.
  m->status = twin.status;
  m->check = twin.check;
  m->report = twin.report;
  m->build_output = twin.build_output;
  m->note = "the same machine code as #" + std::to_string(twin.id) + ": decided by its run";
}

void Runner::RunMutants() {
  std::vector<MutantResult>& ms = r_->mutants;
  const std::vector<long> twin = CompareObjects();
  std::atomic<std::size_t> next{0};
  std::size_t decided = 0;
  auto report = [&](const MutantResult& m) {
    std::lock_guard<std::mutex> lock(mu_);
    ++decided;
    if (o_.on_mutant) o_.on_mutant(m, decided, ms.size());
  };
  for (const MutantResult& m : ms)
    if (m.status == Status::kSameCode) report(m);
  auto worker = [&] {
    for (std::size_t i = next++; i < ms.size(); i = next++) {
      if (twin[i] != kRunIt) continue;  // decided, or its twin's run decides it
      DecideMutant(&ms[i]);
      if (ms[i].status != Status::kNotRun) report(ms[i]);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, o_.jobs); ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  for (std::size_t i = 0; i < ms.size(); ++i) {
    if (twin[i] < 0) continue;
    TakeTwinsVerdict(&ms[i], ms[static_cast<std::size_t>(twin[i])]);
    if (ms[i].status != Status::kNotRun) report(ms[i]);
  }
}

}  // namespace gc::mutate::internal
