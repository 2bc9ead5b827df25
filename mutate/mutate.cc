// mutate/mutate.cc — the mutation run; see mutate.h.
#include "mutate/mutate.h"

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report.h"
#include "mutate/fast.h"
#include "mutate/order.h"

namespace gc::mutate {

namespace {

using Clock = std::chrono::steady_clock;
double Since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::string Replace(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The lines of `text` that [begin, end) touches, without the final newline.
std::string LinesOf(const std::string& text, std::size_t begin, std::size_t end) {
  const std::size_t first = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  const std::size_t from = (first == std::string::npos || begin == 0) ? 0 : first + 1;
  std::size_t to = text.find('\n', std::max(end, begin));
  if (to == std::string::npos) to = text.size();
  return text.substr(from, to - from);
}

// A hash of how a run ended: exit status and standard output.
std::uint64_t OutputHash(const RunResult& r) {
  std::uint64_t h = std::hash<std::string>{}(r.out);
  const std::uint64_t end =
      static_cast<std::uint64_t>(r.end) * 1000 + static_cast<unsigned>(r.status);
  return h ^ (end * 0x9e3779b97f4a7c15ull);
}

// What a check says of a mutant, when it decides anything.
std::optional<Status> Decide(const CheckResult& c) {
  if (c.failure) {
    switch (c.failure->verdict.kind) {
      case FailureKind::kSetupError:
        return Status::kStillborn;
      case FailureKind::kTimeout:
        return Status::kTimedOut;
      default:
        return Status::kKilled;
    }
  }
  if (c.slow()) return Status::kTimedOut;
  if (c.interrupted) return Status::kNotRun;
  return std::nullopt;
}

// The parser arguments a build command implies: its -I, -D, -U, -std= and -isystem.
std::vector<std::string> ParserArgs(const std::string& build) {
  std::istringstream words(build);
  std::vector<std::string> out;
  std::string w;
  bool next_too = false;
  while (words >> w) {
    if (next_too) {
      out.push_back(w);
      next_too = false;
    } else if (w.rfind("-I", 0) == 0 || w.rfind("-D", 0) == 0 || w.rfind("-U", 0) == 0 ||
               w.rfind("-std=", 0) == 0) {
      out.push_back(w);
      next_too = w == "-I" || w == "-D" || w == "-U";
    } else if (w == "-isystem") {
      out.push_back(w);
      next_too = true;
    }
  }
  return out;
}

// The largest instance of the second pass (its cases are many and small).
constexpr std::uint64_t kSecondPassMaxN = 1000;

// One mutation run: the state its workers share.
class Runner {
 public:
  Runner(const Options& o, Result* r) : o_(o), r_(r) {}

  bool Setup();
  void RunMutants();
  void Totals() {
    r_->builds = builds_.load();
    r_->object_compiles = object_compiles_.load();
  }
  // Passes the user's stop on to every build and check of the run (which watch halt_).
  void Watch(std::stop_token done) {
    while (!done.stop_requested() && !halt_.load()) {
      if (o_.stop && o_.stop->load()) halt_ = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }

 private:
  // Writes `text` as the source of a program in dir and builds it; "" on success, else
  // what the build printed (or why it could not run).
  std::string Build(const std::filesystem::path& dir, const std::string& text,
                    std::vector<std::string>* argv) const;
  Subject SubjectOf(const std::vector<std::string>& argv, const RunLimits& limits) const;
  Subject MutantSubject(const std::vector<std::string>& argv) const;
  // Whether a mutant's slowness is its own: the original, run now on the same case under
  // the same limits, answers it in under half the time limit.
  bool SlownessIsTheMutants(const Case& slow) const;
  // The original's check of one pass, remembering each case's output; false when the
  // original failed it (r_->original_check then holds the failure).
  // With the schema, each run records the guards it reaches (coverage_), and *cases gets
  // every case judged good.
  bool Baseline(const CheckOptions& pass, std::unordered_map<std::uint64_t, std::uint64_t>* hashes,
                std::vector<internal::BaseCase>* cases);
  // The original's subject, recording coverage per case when there is a schema.
  Subject OriginalSubject();
  // The schema programs (mutate/fast.h), the original being mutant 0 of the first.
  void BuildSchemas();
  std::vector<std::string> SchemaArgv(std::size_t i, std::size_t id) const;
  // Trivial compiler equivalence before any run (mutate/object.cc): decides the mutants
  // with the original's machine code, and returns per mutant the index of an earlier one
  // with the same code (internal::kRunIt: none).
  std::vector<long> CompareObjects();
  // A mutant with the same machine code as `twin` (decided): its verdict.
  void TakeTwinsVerdict(MutantResult* m, const MutantResult& twin);
  CheckOptions FirstPass() const;
  CheckOptions SecondPass() const;
  // One pass of a mutant: its check, with its outputs compared with the original's.
  CheckResult RunPass(const Subject& s, const CheckOptions& pass,
                      const std::unordered_map<std::uint64_t, std::uint64_t>& hashes, Pass* out,
                      std::vector<std::uint64_t> order);
  // The cases of a pass a mutant at guard g (-1: unknown) runs, kill-first.
  std::vector<std::uint64_t> OrderFor(const std::vector<internal::BaseCase>& cases, int g, int pass,
                                      const Point& p);
  // The contract's malformed inputs in kill-first order (those that killed mutants nearby
  // first; pass 0 of the kill record).
  void KillFirst(Contract* contract, const Point& p);
  // Remembers where a detected mutant's pass found its failure.
  void RecordKill(const MutantResult& m, int pass, const CheckResult& res);
  void DecideMutant(MutantResult* m);
  bool Stopped() const { return halt_.load() || (o_.stop && o_.stop->load()); }

  const Options& o_;
  Result* r_;
  std::filesystem::path scratch_;
  std::string base_name_;  // the source's file name
  // The interpreter `python3` starts (sys.executable), found once: a launcher in PATH (a
  // pyenv shim is a shell script) would cost more than the solver on every run.
  std::string python_;
  std::vector<std::string> original_argv_;
  std::atomic<bool> halt_{false};  // raised by the user's stop, or when the original fails
  std::unordered_map<std::uint64_t, std::uint64_t> hashes1_, hashes2_;  // case -> output hash
  // Input text hash -> the output hash of the original's run judged ok on it: a mutant's
  // run with that output needs no judge (CheckOptions::known_good).
  std::unordered_map<std::uint64_t, std::uint64_t> good1_, good2_;
  double slowest_original_ = 0;  // the original's longest run answered in time, seconds
  RunLimits mutant_limits_;      // the limits of a mutant's runs (see Setup)
  std::once_flag second_baseline_;
  bool second_ok_ = true;
  std::mutex mu_;
  internal::SchemaPrograms schema_;
  // Coverage per case of schema 0 (mutate/order.h): the original's good cases of each pass,
  // what each reached, and where mutants were killed.
  internal::CaseCoverage coverage_;
  std::vector<internal::BaseCase> cases1_, cases2_;
  std::vector<internal::Kill> kills_;  // under mu_
  bool covered_ = false;               // whether coverage_ was recorded
  mutable std::atomic<std::size_t> builds_{0};
  std::atomic<std::size_t> object_compiles_{0};
};

std::string Runner::Build(const std::filesystem::path& dir, const std::string& text,
                          std::vector<std::string>* argv) const {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string src = (dir / base_name_).string();
  const std::string out = (dir / "solver").string();
  {
    std::ofstream f(src, std::ios::binary);
    f << text;
    if (!f) return "cannot write " + src;
  }
  const std::string build = o_.build.empty() ? DefaultBuild(o_.lang) : o_.build;
  const std::string cmd =
      internal::TmpdirPrefix(scratch_ / "tmp") +
      Replace(Replace(build, "{src}", ShellQuote(src)), "{out}", ShellQuote(out));
  ++builds_;
  RunLimits l;
  l.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(o_.build_timeout * 1000));
  l.scratch_dir = false;
  l.output_cap = std::size_t{1} << 20;
  const RunResult b = ProgramRunner({"/bin/sh", "-c", cmd}).Run("", l, &halt_);
  if (b.end == RunResult::End::kCancelled) return "the run was stopped";
  if (b.end != RunResult::End::kExited || b.status != 0) {
    std::string what = b.err + b.out;
    if (b.end == RunResult::End::kTimeout) what += "(the build timed out)";
    if (b.end == RunResult::End::kSpawnFailed) what += b.error;
    if (what.empty()) what = "the build exited with status " + std::to_string(b.status);
    return what;
  }
  argv->clear();
  for (const std::string& w : o_.run.empty() ? DefaultRun(o_.lang) : o_.run)
    argv->push_back(o_.run.empty() && w == "python3" && !python_.empty()
                        ? python_
                        : Replace(Replace(w, "{src}", src), "{out}", out));
  return "";
}

Subject Runner::MutantSubject(const std::vector<std::string>& argv) const {
  // A small input (a few dozen numbers) takes the original milliseconds: a mutant that
  // hangs on it is stopped at --timeout, not at the limit the original's largest cases
  // need (which a hang would cost at every attempt of the shrinker).
  const Subject big = SubjectOf(argv, mutant_limits_), small = SubjectOf(argv, o_.limits);
  return [big, small](std::string_view input, const std::atomic<bool>* stop) {
    return input.size() <= 256 ? small(input, stop) : big(input, stop);
  };
}

Subject Runner::SubjectOf(const std::vector<std::string>& argv, const RunLimits& limits) const {
  std::vector<std::string> a = argv;
  std::string err;
  if (std::string path = ResolveProgram(a[0], &err); !path.empty()) a[0] = path;
  return ProgramSubject(ProgramRunner(a, o_.limit_shim), limits);
}

bool Runner::SlownessIsTheMutants(const Case& slow) const {
  const RunResult r = SubjectOf(original_argv_, mutant_limits_)(slow.text, &halt_);
  const double limit = std::chrono::duration<double>(mutant_limits_.timeout).count();
  return r.end == RunResult::End::kExited && r.seconds < limit / 2;
}

CheckOptions Runner::FirstPass() const {
  CheckOptions c = o_.check;
  c.jobs = 1;
  c.max_n = r_->max_n;
  c.stop = &halt_;
  return c;
}

CheckOptions Runner::SecondPass() const {
  CheckOptions c = FirstPass();
  c.seed = o_.check.seed + 1;
  c.cases = o_.survivor_cases;
  c.budget_seconds = o_.survivor_budget;
  c.wide_exhaustive = true;
  // Small cases where the first pass had big ones: its time went mostly to large cases,
  // which a survivor has met already; this one works through the wider exhaustive tier,
  // random cases and the shapes up to 1000 vertices. The original runs these cases once;
  // a survivor runs those that reach its point.
  c.max_n = c.max_n ? std::min<std::uint64_t>(c.max_n, kSecondPassMaxN) : kSecondPassMaxN;
  if (c.tiers != static_cast<unsigned>(Tier::kScale))
    c.tiers &= ~static_cast<unsigned>(Tier::kScale);
  return c;
}

Subject Runner::OriginalSubject() {
  if (schema_.argv.empty()) return SubjectOf(original_argv_, o_.limits);
  covered_ = true;
  return coverage_.Recording(original_argv_, o_.limits, o_.limit_shim, scratch_ / "coverage");
}

bool Runner::Baseline(const CheckOptions& pass,
                      std::unordered_map<std::uint64_t, std::uint64_t>* hashes,
                      std::vector<internal::BaseCase>* cases) {
  CheckOptions c = pass;
  // The original covers more cases than any mutant's pass, so that every case a mutant
  // reaches has the original's output to compare with: a mutant's pass is one job, the
  // original's --jobs of them (with one job, twice the time).
  c.jobs = std::max(1u, o_.jobs);
  if (c.budget_seconds > 0 && c.jobs < 2) c.budget_seconds *= 2;
  std::mutex mu;
  auto* good = hashes == &hashes1_ ? &good1_ : &good2_;
  c.on_case = [&, good](const Case& k, const RunResult& run, const Verdict& v) {
    if (!v.ok()) return;  // a slow case, say: nothing to compare a mutant's answer with
    internal::BaseCase bc;
    bc.index = k.index;
    bc.text_hash = std::hash<std::string>{}(k.text);
    bc.seconds = run.seconds;
    bc.covered = coverage_.Get(k.text, &bc.guards);
    std::lock_guard<std::mutex> lock(mu);
    cases->push_back(std::move(bc));
    (*hashes)[k.index] = OutputHash(run);
    (*good)[std::hash<std::string>{}(k.text)] = OutputHash(run);
    slowest_original_ = std::max(slowest_original_, run.seconds);
  };
  const CheckResult res = RunCheck(*o_.problem, OriginalSubject(), c);
  // In schedule order, so that the kill-first order breaks its ties the same way each run.
  std::sort(
      cases->begin(), cases->end(),
      [](const internal::BaseCase& x, const internal::BaseCase& y) { return x.index < y.index; });
  if (!res.failure) {
    if (!r_->original_check) r_->original_check = res;
    return true;
  }
  std::lock_guard<std::mutex> lock(mu_);
  r_->original_check = res;
  ReportContext ctx;
  ctx.problem = std::string(o_.problem->name);
  ctx.program = original_argv_;
  ctx.timeout_seconds = std::chrono::duration<double>(o_.limits.timeout).count();
  ctx.memory_mb = o_.limits.memory_mb;
  r_->original_report = TextReport(*o_.problem, ctx, res);
  halt_ = true;
  return false;
}

bool Runner::Setup() {
  std::error_code ec;
  char tmpl[4096];
  const char* tmp = std::getenv("TMPDIR");
  std::snprintf(tmpl, sizeof tmpl, "%s/gamecheck-mutate-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!::mkdtemp(tmpl)) {
    r_->setup_error = std::string("cannot make a scratch directory under ") + (tmp ? tmp : "/tmp");
    return false;
  }
  scratch_ = tmpl;
  r_->scratch = scratch_.string();
  base_name_ = std::filesystem::path(o_.source_path).filename().string();
  auto note = [&](const std::string& s) {
    if (o_.on_note) o_.on_note(s);
  };
  r_->max_n = o_.check.max_n;
  if (r_->max_n) r_->max_n_reason = "--max-n";
  if (o_.lang == Language::kPython && o_.run.empty()) {
    RunLimits l;
    l.timeout = std::chrono::seconds(30);
    l.scratch_dir = false;
    const RunResult py =
        ProgramRunner({"python3", "-c", "import sys; print(sys.executable)"}).Run("", l, &halt_);
    std::string path = py.out.substr(0, py.out.find('\n'));
    if (py.end == RunResult::End::kExited && py.status == 0 && !path.empty() && path[0] == '/' &&
        std::filesystem::exists(path, ec))
      python_ = path;
  }
  if (o_.schema) {
    note("building the schema (one program for all mutants)");
    BuildSchemas();
  }
  if (schema_.argv.empty()) {
    note("building the original");
    if (std::string err = Build(scratch_ / "original", r_->source, &original_argv_); !err.empty()) {
      if (!Stopped()) r_->setup_error = "the original does not build:\n" + err;
      return false;
    }
  }
  note("checking the original (the cases every mutant is compared on)");
  if (!Baseline(FirstPass(), &hashes1_, &cases1_)) {
    const Verdict& v = r_->original_check->failure->verdict;
    if (v.kind == FailureKind::kSetupError)
      r_->setup_error = "the original cannot run: " + v.Summary();
    return false;
  }
  if (Stopped()) return false;
  const CheckResult& base = *r_->original_check;
  if (base.slow() && base.performance.suggested_max_n() > 0) {
    // Mutants are compared where the original answers in time.
    r_->max_n = r_->max_n ? std::min(r_->max_n, base.performance.suggested_max_n())
                          : base.performance.suggested_max_n();
    r_->max_n_reason = "the original timed out on larger cases";
    note("the original is slow above n = " + std::to_string(r_->max_n) +
         "; checking it again with --max-n " + std::to_string(r_->max_n));
    hashes1_.clear();
    r_->original_check.reset();
    slowest_original_ = 0;
    cases1_.clear();
    if (!Baseline(FirstPass(), &hashes1_, &cases1_)) return false;
  }
  if (o_.contract_cases > 0 && !Stopped()) {
    note("probing the original on " + std::to_string(o_.contract_cases) +
         " malformed inputs (the bad-input contract)");
    const std::vector<Case> bad =
        BadInputCases(*o_.problem, o_.check.seed, o_.contract_cases, r_->max_n);
    r_->contract = ProbeContract(*o_.problem, OriginalSubject(), bad, &halt_);
  }
  // A mutant's runs get room above the original's slowest answer, so that the load of the
  // machine does not pass for a slower mutant: three times it, and never less than the
  // time limit given.
  mutant_limits_ = o_.limits;
  mutant_limits_.timeout =
      std::max(o_.limits.timeout,
               std::chrono::milliseconds(static_cast<std::int64_t>(3000 * slowest_original_)));
  return !Stopped();
}

void Runner::BuildSchemas() {
  std::vector<Point> points;
  std::vector<std::size_t> ids;
  for (const MutantResult& m : r_->mutants) points.push_back(m.point), ids.push_back(m.id);
  schema_ = internal::BuildSchemas(
      r_->source, o_.lang, points, ids, base_name_, scratch_,
      [&](const std::filesystem::path& dir, const std::string& text,
          std::vector<std::string>* argv) { return Build(dir, text, argv); },
      &halt_);
  if (schema_.argv.empty()) return;
  for (std::size_t i = 0; i < r_->mutants.size(); ++i) {
    r_->mutants[i].in_schema = schema_.program_of[i] >= 0;
    r_->schema_mutants += r_->mutants[i].in_schema;
  }
  original_argv_ = {"env", "GAMECHECK_MUTANT=0"};
  original_argv_.insert(original_argv_.end(), schema_.argv[0].begin(), schema_.argv[0].end());
}

std::vector<std::string> Runner::SchemaArgv(std::size_t i, std::size_t id) const {
  std::vector<std::string> a{"env", "GAMECHECK_MUTANT=" + std::to_string(id)};
  const auto& prog = schema_.argv[static_cast<std::size_t>(schema_.program_of[i])];
  a.insert(a.end(), prog.begin(), prog.end());
  return a;
}

CheckResult Runner::RunPass(const Subject& s, const CheckOptions& pass,
                            const std::unordered_map<std::uint64_t, std::uint64_t>& hashes,
                            Pass* out, std::vector<std::uint64_t> order) {
  CheckOptions c = pass;
  c.setup_errors = false;  // the original runs: a mutant failing every example is killed
  c.order = std::move(order);
  const auto& good = &hashes == &hashes1_ ? good1_ : good2_;
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
    }
    if (it->second != OutputHash(run)) ++differing;
  };
  CheckResult res = RunCheck(*o_.problem, s, c);
  out->seed = c.seed;
  out->wide_exhaustive = c.wide_exhaustive;
  out->scale = (c.tiers & static_cast<unsigned>(Tier::kScale)) != 0;
  out->budget_seconds = c.budget_seconds;
  out->cases = res.cases_run;
  out->seconds = res.seconds;
  out->largest_n = res.largest_n;
  out->compared = compared.load();
  out->differing = differing.load();
  out->sizes = sizes.size();
  return res;
}

std::vector<std::uint64_t> Runner::OrderFor(const std::vector<internal::BaseCase>& cases, int g,
                                            int pass, const Point& p) {
  std::vector<internal::Kill> kills;
  {
    std::lock_guard<std::mutex> lock(mu_);
    kills = kills_;
  }
  return internal::KillFirstOrder(cases, g, kills, pass, p.line, p.begin);
}

void Runner::KillFirst(Contract* contract, const Point& p) {
  std::vector<internal::BaseCase> cases;
  for (const ContractProbe& pr : contract->probes) {
    internal::BaseCase c;
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
  std::vector<std::string> argv;
  // Its place in the run (the schema's tables follow r_->mutants; ids stay those of the
  // whole file when --diff, --shard or --mutant select some).
  const auto index = static_cast<std::size_t>(m - r_->mutants.data());
  std::string built;
  if (m->in_schema)
    argv = SchemaArgv(index, m->id);
  else
    built = Build(dir, Apply(r_->source, m->point), &argv);
  // Its guard in the first schema, whose runs of the original recorded per case what they
  // reached (-1: not known; it then runs every case).
  const int g =
      covered_ && m->in_schema && schema_.program_of[index] == 0 ? schema_.group_of[index] : -1;
  auto finish = [&](Status s) {
    m->status = s;
    m->seconds = Since(t0);
    std::error_code ec;
    if (!o_.keep) std::filesystem::remove_all(dir, ec);
  };
  if (Stopped()) return finish(Status::kNotRun);
  if (!built.empty()) {
    m->build_output = built;
    return finish(Status::kStillborn);
  }
  const Subject s = MutantSubject(argv);
  auto judge = [&](const CheckResult& res) -> std::optional<Status> {
    std::optional<Status> st = Decide(res);
    // Slowness alone counts only when the original, timed beside it, is not slow too.
    if (st == Status::kTimedOut && !res.failure &&
        !SlownessIsTheMutants(*res.performance.smallest_slow))
      st = std::nullopt;
    if (st == Status::kNotRun && Stopped()) return st;
    if (st && st != Status::kNotRun) {
      m->check = res;
      if (res.failure) {
        ReportContext ctx;
        ctx.problem = std::string(o_.problem->name);
        ctx.program = argv;
        m->report = TextReport(*o_.problem, ctx, res);
        if (*st == Status::kStillborn) m->build_output = res.failure->verdict.Summary();
      }
    }
    return st;
  };
  // Kill first: where the original keeps the bad-input contract, so must the mutant, and
  // its malformed inputs are the cheapest cases (they reach the reader's error paths, which
  // no pass's valid case does). Only those that reach its point are run.
  Contract contract = r_->contract;
  if (g >= 0)
    std::erase_if(contract.probes,
                  [&](const ContractProbe& pr) { return !coverage_.Reaches(pr.c.text, g); });
  const bool probed = !contract.probes.empty();
  KillFirst(&contract, m->point);
  if (auto breach = BreachOf(*o_.problem, contract, s, &halt_))
    if (auto st = judge(*breach)) {
      if (Detected(*st)) RecordKill(*m, 0, *breach);
      return finish(*st);
    }
  // The first pass: the original's good cases that reach the point, kill-first. None: its
  // program would run the original's code on every case.
  const bool scheduled = g < 0 && cases1_.empty();  // nothing recorded: the whole schedule
  std::vector<std::uint64_t> order1 = OrderFor(cases1_, g, 1, m->point);
  if (!order1.empty() || scheduled) {
    m->passes.emplace_back();
    const CheckResult res = RunPass(s, FirstPass(), hashes1_, &m->passes.back(), std::move(order1));
    if (auto st = judge(res)) {
      if (Detected(*st)) RecordKill(*m, 1, res);
      return finish(*st);
    }
  }
  // It passed: a second, stronger look before calling it a survivor.
  if (Stopped()) return finish(Status::kNotRun);
  std::call_once(second_baseline_, [&] {
    if (o_.on_note) o_.on_note("checking the original on the stronger pass");
    second_ok_ = Baseline(SecondPass(), &hashes2_, &cases2_);
  });
  if (!second_ok_ || Stopped()) return finish(Status::kNotRun);
  std::vector<std::uint64_t> order2 = OrderFor(cases2_, g, 2, m->point);
  if (g >= 0 && m->passes.empty() && !probed && order2.empty()) return finish(Status::kNoCoverage);
  if (!order2.empty() || (g < 0 && cases2_.empty())) {
    m->passes.emplace_back();
    const CheckResult res =
        RunPass(s, SecondPass(), hashes2_, &m->passes.back(), std::move(order2));
    if (auto st = judge(res)) {
      if (Detected(*st)) RecordKill(*m, 2, res);
      return finish(*st);
    }
  }
  std::uint64_t differing = 0, compared = 0, sizes = 0;
  for (const Pass& p : m->passes)
    differing += p.differing, compared += p.compared, sizes = std::max(sizes, p.sizes);
  // Equal output is evidence only where outputs were compared, on enough cases of enough
  // sizes.
  if (differing == 0 && compared > 0 &&
      (compared < o_.equivalence_cases || sizes < o_.equivalence_sizes)) {
    m->note = "not called likely equivalent: its output equals the original's on only " +
              std::to_string(compared) + " cases of " + std::to_string(sizes) +
              " distinct sizes (at least " + std::to_string(o_.equivalence_cases) + " cases of " +
              std::to_string(o_.equivalence_sizes) + " sizes needed)";
    return finish(Status::kSurvived);
  }
  finish(differing == 0 && compared > 0 ? Status::kEquivalent : Status::kSurvived);
}

// Every point as a mutant not run yet: what a stop before any is decided reports.
void AddMutants(std::vector<Point> points, Result* r) {
  for (Point& p : points) {
    MutantResult m;
    m.id = r->mutants.size() + 1;
    if (p.ignored) m.status = Status::kIgnored;
    m.original_line = LinesOf(r->source, p.begin, p.end);
    const std::string mutated = Apply(r->source, p);
    m.mutated_line = LinesOf(mutated, p.begin, p.begin + p.replacement.size());
    m.point = std::move(p);
    r->mutants.push_back(std::move(m));
  }
}

std::vector<long> Runner::CompareObjects() {
  if (o_.on_note && o_.object_equivalence && o_.lang != Language::kPython)
    o_.on_note("compiling every mutant to object code (the same machine code needs no run)");
  std::vector<long> twin =
      internal::CompareObjectCode(o_, *r_, scratch_, base_name_, &halt_, &object_compiles_);
  for (std::size_t i = 0; i < twin.size(); ++i) {
    if (twin[i] != internal::kSameAsOriginal) continue;
    r_->mutants[i].status = Status::kSameCode;
    twin[i] = internal::kRunIt - 1;  // decided
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
      if (twin[i] != internal::kRunIt) continue;  // decided, or its twin's run decides it
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

}  // namespace

const char* ToString(Status s) {
  switch (s) {
    case Status::kKilled:
      return "killed";
    case Status::kTimedOut:
      return "timed out";
    case Status::kSurvived:
      return "survived";
    case Status::kEquivalent:
      return "likely equivalent";
    case Status::kStillborn:
      return "stillborn";
    case Status::kNotRun:
      return "not run";
    case Status::kIgnored:
      return "ignored";
    case Status::kNoCoverage:
      return "no coverage";
    case Status::kSameCode:
      return "equivalent (same machine code)";
    case Status::kDuplicate:
      return "duplicate";
  }
  return "?";
}

const char* SchemaStatus(Status s) {
  switch (s) {
    case Status::kKilled:
      return "Killed";
    case Status::kTimedOut:
      return "Timeout";
    case Status::kSurvived:
      return "Survived";
    case Status::kEquivalent:
    case Status::kIgnored:
      return "Ignored";
    case Status::kStillborn:
      return "CompileError";
    case Status::kNotRun:
      return "Pending";
    case Status::kNoCoverage:
      return "NoCoverage";
    case Status::kSameCode:
    case Status::kDuplicate:
      return "Ignored";
  }
  return "Pending";
}

bool Detected(Status s) { return s == Status::kKilled || s == Status::kTimedOut; }

std::uint64_t MutantResult::cases() const {
  std::uint64_t n = 0;
  for (const Pass& p : passes) n += p.cases;
  return n;
}

std::size_t Result::Count(Status s) const {
  return static_cast<std::size_t>(std::count_if(
      mutants.begin(), mutants.end(), [&](const MutantResult& m) { return m.status == s; }));
}

double Result::MedianKillSeconds() const {
  std::vector<double> t;
  for (const MutantResult& m : mutants)
    if (Detected(m.status)) t.push_back(m.seconds);
  if (t.empty()) return 0;
  std::sort(t.begin(), t.end());
  return t.size() % 2 ? t[t.size() / 2] : (t[t.size() / 2 - 1] + t[t.size() / 2]) / 2;
}

double Result::Score() const {
  const double d = static_cast<double>(Count(Status::kKilled) + Count(Status::kTimedOut));
  const double all = d + static_cast<double>(Count(Status::kSurvived));
  return all > 0 ? d / all : 1.0;
}

double Result::ScoreCountingEquivalent() const {
  const double d = static_cast<double>(Count(Status::kKilled) + Count(Status::kTimedOut));
  const double all = d + static_cast<double>(Count(Status::kSurvived) + Count(Status::kEquivalent));
  return all > 0 ? d / all : 1.0;
}

std::string DefaultBuild(Language lang) {
  switch (lang) {
    case Language::kC:
      return "cc -O2 -o {out} {src}";
    case Language::kCxx:
      return "c++ -O2 -std=c++17 -o {out} {src}";
    case Language::kPython:
      return "python3 -m py_compile {src}";
  }
  return "";
}

std::vector<std::string> DefaultRun(Language lang) {
  if (lang == Language::kPython) return {"python3", "{src}"};
  return {"{out}"};
}

PointOptions EffectivePointOptions(const Options& o) {
  PointOptions po = o.points;
  if (po.parser_args.empty() && o.lang != Language::kPython)
    po.parser_args = ParserArgs(o.build.empty() ? DefaultBuild(o.lang) : o.build);
  return po;
}

Result Run(const Options& o) {
  Result r;
  const Clock::time_point t0 = Clock::now();
  {
    std::ifstream f(o.source_path, std::ios::binary);
    if (!f) {
      r.setup_error = "cannot read " + o.source_path;
      return r;
    }
    r.source.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  }
  std::vector<Point> points;
  std::string err;
  if (!FindPoints(o.source_path, r.source, o.lang, EffectivePointOptions(o), &points, &err)) {
    r.setup_error = err;
    return r;
  }
  if (!o.mutators.empty())
    std::erase_if(points, [&](const Point& p) {
      return std::find(o.mutators.begin(), o.mutators.end(), p.mutator) == o.mutators.end();
    });
  std::vector<std::size_t> keep;  // --diff and --shard; mutant numbers stay the full list's
  if (std::string e = SelectPoints(o.source_path, o.diff_ref, o.shard, points, &keep, &r.selection);
      !e.empty()) {
    r.setup_error = e;
    return r;
  }
  Runner runner(o, &r);
  {
    std::jthread watcher([&](std::stop_token done) { runner.Watch(done); });
    AddMutants(std::move(points), &r);
    const bool known = SelectMutants(o, &r);  // --mutant ids are those of the whole file
    std::erase_if(r.mutants, [&](const MutantResult& m) {
      return !std::binary_search(keep.begin(), keep.end(), m.id - 1);
    });
    const bool none_selected = r.mutants.empty() && r.selection.points > 0;
    if (known && !none_selected && runner.Setup()) runner.RunMutants();
    runner.Totals();
  }
  std::error_code ec;
  if (!o.keep && !r.scratch.empty()) std::filesystem::remove_all(r.scratch, ec);
  r.interrupted = o.stop && o.stop->load();
  r.seconds = Since(t0);
  return r;
}

}  // namespace gc::mutate
