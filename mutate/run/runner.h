// mutate/run/runner.h — the state of one mutation run that its workers share (used by
// mutate/mutate.cc, runner.cc: the original's setup, programs.cc: the programs the mutants
// run from, and decide.cc: each mutant's verdict); not part of the interface.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <future>
#include <mutex>
#include <optional>
#include <set>
#include <stop_token>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "mutate/build/copies.h"
#include "mutate/build/fast.h"
#include "mutate/decide/resource.h"
#include "mutate/mutate.h"
#include "mutate/run/order.h"
#include "mutate/run/warm.h"

namespace gc::mutate::internal {

using Clock = std::chrono::steady_clock;
double Since(Clock::time_point t0);
std::string Replace(std::string s, const std::string& from, const std::string& to);
// A hash of how a run ended: exit status and standard output.
std::uint64_t OutputHash(const RunResult& r);
// What a check says of a mutant, when it decides anything.
std::optional<Status> Decide(const CheckResult& c);

// The largest instance of the second pass (its cases are many and small).
constexpr std::uint64_t kSecondPassMaxN = 1000;

// One mutation run: the state its workers share.
class Runner {
 public:
  Runner(const Options& o, Result* r) : o_(o), r_(r) {}

  bool Setup();
  void RunMutants();
  // --since: the mutants decided by an earlier report, not run here; their points still
  // give the contract its probes at the program's bounds, as in a run of every mutant.
  void AlsoBoundsOf(const std::vector<MutantResult>* reused) { reused_ = reused; }
  void Totals() {
    warm_.Stop();
    r_->builds = builds_.load();
    r_->object_compiles = object_compiles_.load() + object_batches_.load();
    r_->object_batches = object_batches_.load();
    r_->batched_mutants = static_cast<std::size_t>(
        std::count_if(compared_.begin(), compared_.end(), [](bool b) { return b; }));
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
  // own: a mutant built on its own (OwnBuildCommand).
  // command: another build command than the run's (a checked build, narrowing.cc).
  std::string Build(const std::filesystem::path& dir, const std::string& text,
                    std::vector<std::string>* argv, bool own = false,
                    const std::string& command = "") const;
  // The build command of a mutant built on its own: --build with the #include <...> lines
  // the source starts with precompiled once (C, C++: mutate/decide/decide.cc).
  std::string OwnBuildCommand() const;
  mutable std::once_flag own_build_once_;
  mutable std::string own_build_;
  // The precompiled header of the source's leading #include <...> lines, begun at the
  // start of Setup (C, C++): the words a compile uses it with, "" when there is none.
  void StartPch();
  const std::string& PchWords() const;
  // cold: a plain start of the program, never through a warm server.
  Subject SubjectOf(const std::vector<std::string>& argv, const RunLimits& limits,
                    bool cold = false) const;
  Subject MutantSubject(const std::vector<std::string>& argv, bool cold = false) const;
  // Whether a mutant's slowness is its own: the original, run now on the same case under
  // the same limits, answers it in under half the time limit.
  bool SlownessIsTheMutants(const Case& slow) const;
  /// The text report of the original's failing check, runnable after the run (runner.cc).
  std::string OriginalFailureReport(const CheckResult& res) const;
  // The original's check of one pass, remembering each case's output; false when the
  // original failed it (r_->original_check then holds the failure).
  // With the schema, each run records the guards it reaches (coverage_), and *cases gets
  // every case judged good.
  bool Baseline(const CheckOptions& pass, std::unordered_map<std::uint64_t, std::uint64_t>* hashes,
                std::vector<BaseCase>* cases);
  // After a first check that found the original slow and set family_max_n_: its cases the
  // capped schedule has unchanged stay the first pass's; the original is checked again on
  // the capped schedule's others of those it reached. False when it fails them.
  bool KeepCasesUnderTheCap();
  // The original's subject, recording coverage per case when there is a schema.
  Subject OriginalSubject(const RunLimits& limits);
  Subject OriginalSubject();
  // The schema programs (mutate/build/fast.h), the original being mutant 0 of the first.
  void BuildSchemas();
  // The C++ mutants the schema cannot hold, those `which` takes, in programs of copies
  // (mutate/build/copies.h) built under scratch/name.
  std::vector<CopiesProgram> BuildCopies(const std::string& name,
                                         const std::function<bool(std::size_t)>& which);
  // The programs whose original answers the row's examples as the schema's: their
  // mutants run from them.
  void AdoptCopies(const std::vector<CopiesProgram>& programs);
  // Whether a program of copies answers the row's examples as the schema's original did
  // (`examples`: its runs of them).
  bool CopiesRunAsTheOriginal(const std::vector<std::string>& copies,
                              const std::vector<RunResult>& examples) const;
  // Python: a warm interpreter per schema program (mutate/run/warm.h), when it can serve.
  void StartWarm();
  // JavaScript: warm nodes for the schema program (mutate/run/warm.h), one a job and one
  // more, used once TrustWarmPool found the original's warm runs of its first pass's cases
  // answer as its plain ones did; Java: warm JVMs the same way.
  void StartWarmJs();
  void StartWarmJava();
  void TrustWarmPool();
  std::unordered_map<std::uint64_t, std::string> pool_texts_;  // first pass: index -> input
  std::vector<std::string> SchemaArgv(std::size_t i, std::size_t id) const;
  // Trivial compiler equivalence before any run (mutate/build/object.cc): decides the mutants
  // with the original's machine code, and returns per mutant the index of an earlier one
  // with the same code (kRunIt: none).
  std::vector<long> CompareObjects();
  // A mutant with the same machine code as `twin` (decided): its verdict.
  void TakeTwinsVerdict(MutantResult* m, const MutantResult& twin);
  CheckOptions FirstPass() const;
  CheckOptions SecondPass() const;
  // One pass of a mutant: its check, with its outputs compared with the original's.
  // pass: 1 or 2 (FirstPass, SecondPass), whose original outputs it is compared with.
  CheckResult RunPass(const Subject& s, int pass, Pass* out, std::vector<std::uint64_t> order);
  // The cases of a pass a mutant at guard g (-1: unknown) runs, kill-first.
  std::vector<std::uint64_t> OrderFor(const std::vector<BaseCase>& cases, int g, int pass,
                                      const Point& p);
  // The contract's malformed inputs in kill-first order (those that killed mutants nearby
  // first; pass 0 of the kill record).
  void KillFirst(Contract* contract, const Point& p);
  // Remembers where a detected mutant's pass found its failure.
  // "N cases (a of the first pass, b of the second, c malformed inputs)" that reach guard
  // g, "" when none does.
  std::string ReachedBy(int g) const;
  void RecordKill(const MutantResult& m, int pass, const CheckResult& res);
  // Runs a mutant as far as it takes to decide it, and sets its status and time.
  void DecideMutant(MutantResult* m);
  // A mutant on trial (decide.cc): the words that run it and its subject; its guard in
  // the first schema (-1: not known, it runs every case), its infection number (-1: not
  // observed) and the number whose recorded cases it runs (the infection number if any,
  // else the guard).
  struct Trial {
    MutantResult* m = nullptr;
    std::vector<std::string> argv;
    Subject subject;
    int guard = -1, infection = -1, selector = -1;
  };
  // A mutant a warm run detected (killed, timed out): its verdict once one plain run of
  // the case that decided it answers as a warm one; else the verdict of plain runs.
  Status ConfirmedCold(const Trial& t, Status warm);
  // The verdict of a mutant (its program built in dir when the schema does not hold it).
  Status Try(MutantResult* m, const std::filesystem::path& dir);
  // The verdict of a mutant whose program runs: the contract's rejected inputs, the first
  // pass, its object code, the second pass, the inputs the original answers.
  Status Examine(const Trial& t);
  // What a check of the mutant decides (pass 0: the contract's probes; 1, 2: the passes),
  // with its report; a kill is remembered for the kill-first order.
  std::optional<Status> Judge(const Trial& t, int pass, const CheckResult& res);
  // The contract's malformed inputs of *k (kill-first) against the mutant: its verdict
  // when it answers one otherwise than the original.
  std::optional<Status> HoldToContract(const Trial& t, Contract* k);
  // Pass 1 or 2 of the mutant on the cases `order` gives, and what it decides.
  std::optional<Status> RunMutantPass(const Trial& t, int pass, std::vector<std::uint64_t> order);
  // A mutant no check told apart: survived, or equivalent where its outputs were compared
  // on enough cases of enough sizes (else it says why not, in its note).
  Status SurvivorVerdict(MutantResult* m) const;
  // An IntegerWidth mutant whose outputs equal the original's: whether its build with
  // clang's integer checks as traps runs the same cases without one (mutate/decide/narrowing.h),
  // which then says so in its note.
  bool NeverLostAValue(const Trial& t);
  std::once_flag checked_build_once_;
  std::string checked_build_;  // "" when there is none
  // A resource constant's mutant whose outputs equal the original's: whether its limit and
  // the original's are above the original's own use on its largest cases (observed once,
  // mutate/decide/resource.h), which then says so in its note (and where they are not,
  // a person reads why in it).
  bool UseBelowTheLimit(MutantResult* m);
  // A smaller stack's mutant run on the largest case of each family of both passes (its
  // own passes keep at most kMostLarge of the large ones), as the original was for the
  // figure: its verdict where a case decides it (a stack that fills crashes: killed), else
  // in *held how many it answered as the original did (0: not all of them).
  std::optional<Status> AtTheLargest(const Trial& t, std::size_t* held);
  // A pass's options for the largest case of each family of its cases (c.order; empty when
  // it has none), with no time limit.
  CheckOptions AtTheLargestOf(int pass) const;
  // The original's use of its limits on the largest case of each family of both passes;
  // all zero when it could not be observed.
  ResourceUse ObserveUse();
  // The largest input of the cases of both passes and the malformed inputs (resource.cc).
  void InputSizes(ResourceUse* use) const;
  std::once_flag use_once_, sizes_once_;
  ResourceUse use_, sizes_;  // ObserveUse's; InputSizes' (a read buffer's)
  // Makes the run's scratch directory (false, with r_->setup_error, when it cannot).
  bool MakeScratch();
  // The bad-input contract (mutate/decide/contract.h): the original probed twice on
  // malformed inputs, those up to kSmallInput bytes under the hang limits.
  void ProbeMalformedInputs();
  // Sets python_ (and says so when it replaces a launcher).
  void FindPython();
  bool Stopped() const { return halt_.load() || (o_.stop && o_.stop->load()); }

  const Options& o_;
  Result* r_;
  const std::vector<MutantResult>* reused_ = nullptr;
  std::filesystem::path scratch_;
  std::string base_name_;  // the source's file name
  // The interpreter `python3` starts (sys.executable), found once, in place of the first
  // word of the run: a launcher in PATH (a pyenv shim is a shell script) would cost more
  // than the solver on every run. Of the RUN words too, when their program is such a
  // launcher (InterpreterBehindLauncher); "" to run the words as they are.
  std::string python_;
  std::vector<std::string> original_argv_;
  std::atomic<bool> halt_{false};  // raised by the user's stop, or when the original fails
  std::unordered_map<std::uint64_t, std::uint64_t> hashes1_, hashes2_;  // case -> output hash
  // Input text hash -> the output hash of the original's run judged ok on it: a mutant's
  // run with that output needs no judge (CheckOptions::known_good).
  std::unordered_map<std::uint64_t, std::uint64_t> good1_, good2_;
  double slowest_original_ = 0;  // the original's longest run answered in time, seconds
  double slowest_small_ = 0;     // the same of its runs on inputs of kSmallInput bytes or less
  std::vector<std::uint64_t> family_max_n_;  // per family, a slow original's cap (0: none)
  RunLimits mutant_limits_;      // the limits of a mutant's runs (see Setup)
  RunLimits hang_limits_;        // those of its runs on small inputs (see Setup)
  std::once_flag second_baseline_;
  // --object-code-late: the object code of the survivors of the first pass.
  std::optional<Status> LateObjectVerdict(MutantResult* m);
  std::once_flag late_object_;
  std::string late_command_, late_original_;
  std::unordered_map<std::string, std::size_t> late_objects_;  // object code -> first mutant
  std::vector<bool> batched_;  // per mutant: only a batch compared it before any run
  bool second_ok_ = true;
  std::mutex mu_;
  SchemaPrograms schema_;
  WarmServers warm_;  // the schema programs' runs through warm interpreters (Python)
  // Coverage per case of schema 0 (mutate/run/order.h): the original's good cases of each pass,
  // what each reached, and where mutants were killed.
  CaseCoverage coverage_;
  std::vector<BaseCase> cases1_, cases2_;
  std::atomic<std::uint64_t> reached_{0};  // 1 + the highest schedule index Baseline ran
  std::vector<Kill> kills_;  // under mu_
  bool covered_ = false;     // whether coverage_ was recorded
  mutable std::atomic<std::size_t> builds_{0};
  std::atomic<std::size_t> object_compiles_{0}, object_batches_{0};
  std::vector<bool> compared_;  // per mutant: a batch compared it
  // Last, so that it is the first destroyed: its build (which reads the members above)
  // is waited for before they go.
  std::shared_future<std::string> pch_;
};

}  // namespace gc::mutate::internal
