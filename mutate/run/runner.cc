// mutate/run/runner.cc — a mutation run's setup: builds, the original's passes and contract;
// see runner.h (the programs the mutants run from: programs.cc).
#include "mutate/run/runner.h"

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report/report.h"
#include "harness/run/program_setup.h"

namespace gc::mutate::internal {

double Since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::string Replace(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
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

std::string Runner::Build(const std::filesystem::path& dir, const std::string& text,
                          std::vector<std::string>* argv, bool own,
                          const std::string& command) const {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string src = (dir / base_name_).string();
  const std::string out = (dir / "solver").string();
  {
    std::ofstream f(src, std::ios::binary);
    f << text;
    if (!f) return "cannot write " + src;
  }
  const std::string build = !command.empty() ? command : own ? OwnBuildCommand() : BuildCommand(o_);
  const std::string cmd =
      TmpdirPrefix(scratch_ / "tmp") +
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
  for (const std::string& w : o_.run.empty() ? DefaultRun(o_.lang, o_.source_path) : o_.run)
    argv->push_back(argv->empty() && !python_.empty()
                        ? python_
                        : Replace(Replace(w, "{src}", src), "{out}", out));
  return "";
}

Subject Runner::MutantSubject(const std::vector<std::string>& argv, bool cold) const {
  // A small input (a few dozen numbers) takes the original milliseconds: a mutant that
  // hangs on it is stopped at the hang limit, not at the limit the original's largest
  // cases need (which a hang would cost at every attempt of the shrinker).
  const Subject big = SubjectOf(argv, mutant_limits_, cold),
                small = SubjectOf(argv, hang_limits_, cold);
  return [big, small](std::string_view input, const Deadline& d) {
    return input.size() <= kSmallInput ? small(input, d) : big(input, d);
  };
}

Subject Runner::SubjectOf(const std::vector<std::string>& argv, const RunLimits& limits,
                          bool cold) const {
  std::vector<std::string> a = cold ? argv : warm_.Launch(argv);
  std::string err;
  if (std::string path = ResolveProgram(a[0], &err); !path.empty()) a[0] = path;
  return ProgramSubject(ProgramRunner(a, o_.limit_shim), limits);
}

bool Runner::SlownessIsTheMutants(const Case& slow) const {
  const RunResult r = SubjectOf(original_argv_, mutant_limits_)(slow.text, Deadline(&halt_));
  const double limit = std::chrono::duration<double>(mutant_limits_.timeout).count();
  return r.end == RunResult::End::kExited && r.seconds < limit / 2;
}

CheckOptions Runner::FirstPass() const {
  CheckOptions c = o_.check;
  c.jobs = 1;
  c.max_n = r_->max_n;
  c.family_max_n = family_max_n_;
  c.deadline = Deadline(&halt_);
  c.shrink_stall = o_.shrink_stall;
  return c;
}

CheckOptions Runner::SecondPass() const {
  CheckOptions c = FirstPass();
  c.seed = o_.check.seed + 1;
  c.cases = o_.survivor_cases;
  c.time_limit_seconds = o_.survivor_time;
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

Subject Runner::OriginalSubject() { return OriginalSubject(o_.limits); }

Subject Runner::OriginalSubject(const RunLimits& limits) {
  if (schema_.argv.empty()) return SubjectOf(original_argv_, limits);
  covered_ = true;
  return coverage_.Recording(warm_.Launch(original_argv_), limits, o_.limit_shim,
                             scratch_ / "coverage");
}

bool Runner::Baseline(const CheckOptions& pass,
                      std::unordered_map<std::uint64_t, std::uint64_t>* hashes,
                      std::vector<BaseCase>* cases) {
  CheckOptions c = pass;
  // The original covers more cases than any mutant's pass, so that every case a mutant
  // reaches has the original's output to compare with: twice a mutant's CPU time, on
  // --jobs threads.
  c.jobs = std::max(1u, o_.jobs);
  if (c.time_limit_seconds > 0) c.time_limit_seconds *= 2;
  std::mutex mu;
  auto* good = hashes == &hashes1_ ? &good1_ : &good2_;
  c.on_case = [&, good](const Case& k, const RunResult& run, const Verdict& v) {
    for (std::uint64_t r = reached_.load();
         k.index + 1 > r && !reached_.compare_exchange_weak(r, k.index + 1);) {
    }
    if (!v.ok()) return;  // a slow case, say: nothing to compare a mutant's answer with
    BaseCase bc;
    bc.index = k.index;
    bc.n = k.bad_input ? 0 : k.x.g.n();
    bc.text_hash = std::hash<std::string>{}(k.text);
    bc.seconds = run.seconds;
    bc.family = k.family;
    bc.size = k.x.g.n() + k.x.g.m();
    bc.bytes = k.text.size();
    bc.covered = coverage_.Get(k.text, &bc.guards);
    std::lock_guard<std::mutex> lock(mu);
    cases->push_back(std::move(bc));
    (*hashes)[k.index] = OutputHash(run);
    (*good)[std::hash<std::string>{}(k.text)] = OutputHash(run);
    if (warm_.HasPool() && hashes == &hashes1_) pool_texts_[k.index] = k.text;
    slowest_original_ = std::max(slowest_original_, run.seconds);
    if (k.text.size() <= kSmallInput) slowest_small_ = std::max(slowest_small_, run.seconds);
  };
  const CheckResult res = RunCheck(*o_.problem, OriginalSubject(), c);
  // In schedule order, so that the kill-first order breaks its ties the same way each run.
  std::sort(cases->begin(), cases->end(),
            [](const BaseCase& x, const BaseCase& y) { return x.index < y.index; });
  if (!res.failure) {
    if (!r_->original_check) r_->original_check = res;
    return true;
  }
  std::lock_guard<std::mutex> lock(mu_);
  r_->original_check = res;
  r_->original_report = OriginalFailureReport(res);
  halt_ = true;
  return false;
}

// The report of the original's failure in words the user can run after this run has
// removed its scratch directory: the user's own program (its source, for Python; the
// program its build makes, for C and C++), the case saved where check saves a case, a
// replay line, and which limit a timeout met and how to raise it.
std::string Runner::OriginalFailureReport(const CheckResult& res) const {
  const Failure& f = *res.failure;
  const double timeout = std::chrono::duration<double>(o_.limits.timeout).count();
  ReportContext ctx;
  ctx.problem = std::string(o_.problem->name);
  const std::string stem = std::filesystem::path(o_.source_path).stem().string();
  for (const std::string& w : o_.run.empty() ? DefaultRun(o_.lang, o_.source_path) : o_.run)
    ctx.program.push_back(Replace(Replace(w, "{src}", o_.source_path), "{out}", "./" + stem));
  ctx.timeout_seconds = timeout;
  ctx.memory_mb = o_.limits.memory_mb;
  std::error_code ec;
  const std::filesystem::path dir = std::filesystem::temp_directory_path(ec) / "gamecheck-cases";
  std::filesystem::create_directories(dir, ec);
  const std::string saved = (dir / (ctx.problem + "-mutate-original-seed" +
                                    std::to_string(res.seed) + "-case" +
                                    std::to_string(f.original.index) + ".txt"))
                                .string();
  {
    std::ofstream out(saved, std::ios::binary);
    out << f.minimal.text;
    out.close();
    if (out) ctx.saved = saved;
  }
  char t[32];
  std::snprintf(t, sizeof t, "%g", timeout);
  if (!ctx.saved.empty()) {
    ctx.replay = {"gamecheck", "check", ctx.problem, "--replay", ctx.saved, "--timeout", t};
    if (o_.limits.memory_mb) {
      ctx.replay.push_back("--memory");
      ctx.replay.push_back(std::to_string(o_.limits.memory_mb));
    }
    ctx.replay.push_back("--");
    ctx.replay.insert(ctx.replay.end(), ctx.program.begin(), ctx.program.end());
  }
  std::string s = TextReport(*o_.problem, ctx, res);
  if (IsC(o_.lang) || o_.lang == Language::kGo || o_.lang == Language::kJava ||
      o_.lang == Language::kRust || o_.lang == Language::kTypeScript) {
    // Go's build changes into the source's directory first: there a relative path would
    // name another file, so the source and ./stem (where the replay runs it) are named from
    // the root.
    const bool go = o_.lang == Language::kGo;
    std::error_code abs_ec;
    const std::string src = go ? std::filesystem::absolute(o_.source_path, abs_ec).string()
                               : o_.source_path;
    const std::string out = go ? std::filesystem::absolute(stem, abs_ec).string() : "./" + stem;
    s += "build first: " +
         Replace(Replace(BuildCommand(o_), "{src}", ShellQuote(src)), "{out}", ShellQuote(out)) +
         "\n";
  }
  if (f.verdict.kind == FailureKind::kTimeout)
    s += std::string("limit hit: mutate's --timeout of ") + t +
         " s a run (check's default is 2 s); a correct but slow original needs more: "
         "give mutate --timeout SECONDS\n";
  return s;
}

void Runner::FindPython() {
  const std::string word =
      !o_.run.empty() ? o_.run[0] : o_.lang == Language::kPython ? "python3" : "";
  if (word.empty() || IsJs(o_.lang) || o_.lang == Language::kGo)
    return;  // node, a Go program: no python3 behind
  std::string err;
  const std::string program = ResolveProgram(word, &err);
  const std::string behind = program.empty() ? "" : InterpreterBehindLauncher(program, &halt_);
  // Its own `python3 {src}` runs python3's sys.executable whatever python3 is; the RUN
  // words' program is replaced only when it is a launcher.
  python_ = !behind.empty() || !o_.run.empty() ? behind : PythonExecutable("python3", &halt_);
  if (behind.empty()) return;
  r_->launcher = word + " is a launcher (" + program +
                 "): each run starts the interpreter it starts here, " + behind;
  if (o_.on_note) o_.on_note(r_->launcher);
}

bool Runner::MakeScratch() {
  char tmpl[4096];
  const char* tmp = std::getenv("TMPDIR");
  std::snprintf(tmpl, sizeof tmpl, "%s/gamecheck-mutate-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!::mkdtemp(tmpl)) {
    r_->setup_error = std::string("cannot make a scratch directory under ") + (tmp ? tmp : "/tmp");
    return false;
  }
  scratch_ = tmpl;
  r_->scratch = scratch_.string();
  return true;
}

bool Runner::Setup() {
  if (!MakeScratch()) return false;
  base_name_ = std::filesystem::path(o_.source_path).filename().string();
  StartPch();
  auto note = [&](const std::string& s) {
    if (o_.on_note) o_.on_note(s);
  };
  r_->max_n = o_.check.max_n;
  if (r_->max_n) r_->max_n_reason = "--max-n";
  FindPython();
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
  if (base.slow()) {
    // Mutants are compared where the original answers in time, family by family: the
    // time is the shape's (an exponential geography solver slow on dense graphs of 24
    // vertices answers chains of 129 at once), and CPU time decides it, not the load.
    family_max_n_ = base.performance.FamilyCaps();
    std::string capped;
    const std::vector<std::string>& names = Schedule::Families();
    for (std::size_t f = 0; f < family_max_n_.size(); ++f) {
      if (family_max_n_[f] == 0) continue;
      r_->family_caps.push_back({names[f], family_max_n_[f]});
      capped += (capped.empty() ? "" : ", ") + names[f] + " above n = " +
                std::to_string(family_max_n_[f]);
    }
    note("the original is slow on " + capped + "; checking it again on the cases the caps change");
    if (!KeepCasesUnderTheCap()) return false;
  }
  TrustWarmPool();
  r_->largest_n[0] = LargestN(cases1_, 1);
  // On a small input a run is stopped sooner (order.h): a mutant's, and the original's
  // on a small malformed input, where a reader that allocates what an overflowing count
  // asks for hangs (it had cost the whole --timeout, twice).
  hang_limits_ = o_.limits;
  hang_limits_.timeout = HangLimit(o_.limits.timeout, slowest_small_);
  if (o_.contract_cases > 0 && !Stopped()) ProbeMalformedInputs();
  // A mutant's runs get room above the original's slowest answer, so that the load of the
  // machine does not pass for a slower mutant: three times it, and never less than the
  // time limit given.
  mutant_limits_ = o_.limits;
  mutant_limits_.timeout =
      std::max(o_.limits.timeout,
               std::chrono::milliseconds(static_cast<std::int64_t>(3000 * slowest_original_)));
  return !Stopped();
}

void Runner::ProbeMalformedInputs() {
  std::vector<Point> points;
  for (const MutantResult& m : r_->mutants) points.push_back(m.point);
  if (reused_)
    for (const MutantResult& m : *reused_) points.push_back(m.point);
  const std::vector<Case> bad = ContractCases(*o_.problem, o_.check.seed, o_.contract_cases,
                                              r_->max_n, BoundNumbers(points));
  if (o_.on_note)
    o_.on_note("probing the original twice on " + std::to_string(bad.size()) +
               " malformed inputs (the bad-input contract)");
  const Subject full = OriginalSubject(), small = OriginalSubject(hang_limits_);
  const Subject probe = [&](std::string_view input, const Deadline& d) {
    return input.size() <= kSmallInput ? small(input, d) : full(input, d);
  };
  r_->contract = ProbeContract(*o_.problem, probe, original_argv_, bad, &halt_);
}

bool Runner::KeepCasesUnderTheCap() {
  // Of the cases it answered, those the capped schedule has unchanged (all below the cap)
  // stay. The others of the cases it reached, its timeouts among them, are the capped
  // schedule's cases at and near the cap (a shape's rung cut to the cap, a star's
  // out-degree): the original is checked again on those alone, so that the mutants meet
  // every size up to the cap, the largest ones first of all (a narrow vertex id or counter
  // shows there).
  const Schedule capped = ScheduleOf(*o_.problem, FirstPass());
  const std::uint64_t reached = std::min<std::uint64_t>(reached_.load(), capped.size());
  cases1_ = UnchangedUnder(capped, std::move(cases1_));
  std::unordered_map<std::uint64_t, std::uint64_t> hashes, good;
  slowest_original_ = 0;
  std::vector<bool> kept(reached);
  for (const BaseCase& k : cases1_) {
    hashes[k.index] = hashes1_.at(k.index);
    good[k.text_hash] = good1_.at(k.text_hash);
    slowest_original_ = std::max(slowest_original_, k.seconds);
    if (k.index < reached) kept[k.index] = true;
  }
  hashes1_ = std::move(hashes);
  good1_ = std::move(good);
  CheckOptions again = FirstPass();
  for (std::uint64_t i = 0; i < reached; ++i)
    if (!kept[i]) again.order.push_back(i);
  return again.order.empty() || Baseline(again, &hashes1_, &cases1_);
}

}  // namespace gc::mutate::internal
