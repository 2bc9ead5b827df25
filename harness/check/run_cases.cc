// harness/check/run_cases.cc — the workers of a check: each takes the next case of the
// range, runs it under the deadline, judges it and records coverage, slowness and the
// lowest failure (see driver.h).
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "harness/check/driver.h"
#include "harness/run/cpu_clock.h"

namespace gc::driver {

namespace {

// Raises (lowers) `a` to `v` when v is larger (smaller), against other threads doing the same.
template <class T>
void RaiseTo(std::atomic<T>& a, T v) {
  for (T x = a.load(); v > x && !a.compare_exchange_weak(x, v);) {
  }
}
template <class T>
void LowerTo(std::atomic<T>& a, T v) {
  for (T x = a.load(); v < x && !a.compare_exchange_weak(x, v);) {
  }
}

// Vertices + moves (of both players): what a case costs to write, run and judge.
std::uint64_t SizeOf(const Instance& x) { return x.g.n() + x.g.m() + x.right.m(); }

class CaseRunner {
 public:
  CaseRunner(const Problem& p, const Subject& subject, const CheckOptions& o,
             const CaseSource& source, const CaseRange& cases, const Deadline& d,
             const SoftEnd& soft, Clock::time_point t0, CheckResult* res)
      : p_(p),
        subject_(subject),
        o_(o),
        source_(source),
        cases_(cases),
        d_(d),
        soft_(soft),
        t0_(t0),
        res_(res),
        families_(Schedule::Families()),
        seen_(families_.size()),
        first_seen_(families_.size(), {UINT64_MAX, 0}),
        slow_n_(families_.size()),
        running_(std::max(1u, o.jobs)) {
    for (auto& n : slow_n_) n = UINT64_MAX;
    res_->performance.family_slow_n.assign(families_.size(), 0);
  }

  Found Run() {
    std::vector<std::thread> threads;
    if (o_.jobs <= 1 && !o_.on_progress) {
      // One job and no progress to report: the calling thread runs the cases, as the
      // in-process API promises (a Python solver's signals reach the main thread only).
      Work();
    } else {
      for (unsigned t = 0; t < std::max(1u, o_.jobs); ++t) threads.emplace_back([this] { Work(); });
    }
    {
      std::unique_lock<std::mutex> lock(mu_);
      while (running_ > 0) {
        cv_.wait_for(lock, std::chrono::milliseconds(100));
        if (o_.on_progress && running_ > 0) {
          lock.unlock();
          o_.on_progress(Snapshot());
          lock.lock();
        }
      }
    }
    for (std::thread& t : threads) t.join();
    // A worker's exception (out of memory for a case's references) reaches the caller,
    // where it would have ended the process in the worker's thread.
    if (error_) std::rethrow_exception(error_);
    const Progress final_progress = Snapshot();
    res_->cases_run = final_progress.done;
    res_->families = final_progress.families;
    res_->largest_n = largest_n_.load();
    for (std::size_t f = 0; f < families_.size(); ++f)
      if (first_seen_[f].index != UINT64_MAX)
        res_->first_seen.push_back({families_[f], first_seen_[f]});
    return std::move(found_);
  }

 private:
  // One worker: cases in order until the end, the deadline (or the soft end, past the
  // first round), a failure below them or an exception (kept for Run to rethrow; the
  // other workers stop at their next case).
  void Work() {
    try {
      WorkCases();
    } catch (...) {
      std::lock_guard<std::mutex> lock(mu_);
      if (!error_) error_ = std::current_exception();
      fail_index_ = 0;
    }
    std::lock_guard<std::mutex> lock(mu_);
    --running_;
    cv_.notify_all();
  }

  void WorkCases() {
    while (!d_.Stopped()) {
      const std::uint64_t j = next_.fetch_add(1);
      if (j >= cases_.size()) break;
      const std::uint64_t i = cases_.At(j);
      // Past the first round, a soft budget is a deadline too.
      const bool soft = soft_.end && j > soft_.first_round;
      const Deadline d = soft ? d_.By(*soft_.end) : d_;
      {
        // After a failure, cases below it still run so the lowest failure is reported
        // whatever the number of jobs; cases above it are skipped.
        std::lock_guard<std::mutex> lock(mu_);
        if (i > fail_index_) break;
        if (d.Passed() || d.Spent()) {
          res_->budget_exhausted = true;
          break;
        }
      }
      const std::uint64_t planned = source_.planned_n(i);
      const std::size_t family = source_.family(i);
      if ((planned >= slow_n_[family].load() || planned >= slow_any_n_.load()) && planned > 10) {
        std::lock_guard<std::mutex> lock(mu_);
        ++res_->performance.skipped;
        continue;
      }
      if (planned >= outlast_n_.load()) continue;  // as large as a case held back below
      Case c = source_.at(i);
      if (WouldOutlast(c, d)) {
        // Not started; nor is any case as large (small ones still fit in the time left).
        LowerTo(outlast_n_, planned);
        std::lock_guard<std::mutex> lock(mu_);
        res_->budget_exhausted = true;
        continue;
      }
      const Clock::time_point started = Clock::now();
      RunResult r;
      Verdict v;
      if (!RunAndJudge(c, d, &r, &v)) {
        std::lock_guard<std::mutex> lock(mu_);
        res_->budget_exhausted = true;
        break;
      }
      if (r.end == RunResult::End::kCancelled) break;
      if (r.end != RunResult::End::kTimeout) LearnRate(c, Since(started));
      if (o_.on_case) o_.on_case(c, r, v);
      if (!Record(i, family, std::move(c), std::move(r), std::move(v), d)) break;
    }
  }

  // Runs case c on the subject and judges the run, charging the deadline's CPU budget
  // with the work (the run's CPU time and the checking thread's own). A large case under
  // a deadline with an end runs on a thread of its own (CheckOptions::abandon_at_deadline),
  // abandoned when the end comes first: the judge's reference and an in-process subject cannot be cut short, and the
  // user's budget must bind however busy the machine is (its result is dropped, and the
  // thread ends when its work does: AbandonedWork). False then; nothing is counted.
  bool RunAndJudge(const Case& c, const Deadline& d, RunResult* r, Verdict* v) {
    if (!o_.abandon_at_deadline || !d.end() || SizeOf(c.x) < kRateSize) {
      const double cpu0 = ThreadCpuSeconds();
      *r = subject_(c.text, d);
      if (r->end != RunResult::End::kCancelled) *v = JudgeCase(p_, o_, c, *r);
      d.Charge(r->seconds + (ThreadCpuSeconds() - cpu0));
      return true;
    }
    struct Job {
      Case c;
      Subject subject;
      CheckOptions judging;  // what JudgeCase reads of the check's options
      RunResult r;
      Verdict v;
      double cpu = 0;
      bool done = false;
      std::mutex mu;
      std::condition_variable cv;
    };
    auto job = std::make_shared<Job>();
    job->c = c;
    job->subject = subject_;
    job->judging.known_good = o_.known_good;
    job->judging.memory_limited = o_.memory_limited;
    AbandonedWorkStarted();
    std::thread([job, p = &p_, d] {
      const double cpu0 = ThreadCpuSeconds();
      RunResult r = job->subject(job->c.text, d);
      Verdict v;
      // Past the end its result is dropped: what the judge reads of the caller's
      // (known_good) may be gone by the time it would finish.
      if (r.end != RunResult::End::kCancelled && !d.Passed())
        v = JudgeCase(*p, job->judging, job->c, r);
      std::lock_guard<std::mutex> lock(job->mu);
      job->r = std::move(r);
      job->v = std::move(v);
      job->cpu = ThreadCpuSeconds() - cpu0;
      job->done = true;
      job->cv.notify_all();
      AbandonedWorkEnded();
    }).detach();
    std::unique_lock<std::mutex> lock(job->mu);
    while (!job->done && !d.Stopped() && !d.Passed())
      job->cv.wait_for(lock, std::chrono::milliseconds(20));
    if (!job->done) return false;
    *r = std::move(job->r);
    *v = std::move(job->v);
    d.Charge(r->seconds + job->cpu);
    return true;
  }

  // The judge's own work (the reference solve, the oracles that fit, the certificate
  // check) runs in this process and cannot be cut short, nor can an in-process subject's
  // (a builtin solver, the C++ API's): a case is not started when its run and judging, at
  // the highest rate per unit of size a large case has shown in this run, would outlast
  // the deadline `d`. Small cases, whose time is mostly fixed costs, neither teach the
  // rate nor are held back by it.
  static constexpr std::uint64_t kRateSize = 10000;  // vertices + moves
  bool WouldOutlast(const Case& c, const Deadline& d) const {
    const double rate = rate_.load();
    if (!d.end() || rate == 0 || SizeOf(c.x) < kRateSize) return false;
    const double left = std::chrono::duration<double>(*d.end() - Clock::now()).count();
    return rate * static_cast<double>(SizeOf(c.x)) > left;
  }
  void LearnRate(const Case& c, double seconds) {
    if (SizeOf(c.x) >= kRateSize) RaiseTo(rate_, seconds / static_cast<double>(SizeOf(c.x)));
  }

  // Counts a judged case run by `d`; false when the worker must stop (a timeout the
  // deadline cut).
  bool Record(std::uint64_t i, std::size_t family, Case c, RunResult r, Verdict v,
              const Deadline& d) {
    const std::uint64_t n = c.bad_input ? 0 : c.x.g.n();
    std::lock_guard<std::mutex> lock(mu_);
    if (v.kind == FailureKind::kTimeout && d.Passed()) {
      // Its limit may have been cut to the deadline: no evidence either way, and not a
      // case run (a check that ran none does not pass).
      res_->budget_exhausted = true;
      return false;
    }
    RaiseTo(largest_n_, n);
    auto fam = std::find(families_.begin(), families_.end(), c.family);
    ++done_;
    if (fam != families_.end()) {
      const std::size_t f = static_cast<std::size_t>(fam - families_.begin());
      ++seen_[f];
      if (i < first_seen_[f].index) first_seen_[f] = {i, Since(t0_)};
    }
    Performance& perf = res_->performance;
    if (v.kind == FailureKind::kTimeout && !c.bad_input && !IsHangSized(c.x)) {
      // Slow, not wrong: remember the smallest such case and search below its size.
      ++perf.slow_cases;
      if (!perf.smallest_slow || SizeOf(c.x) < SizeOf(perf.smallest_slow->x)) {
        perf.smallest_slow = c;
        perf.timeout_seconds = r.seconds;
      }
      const std::uint64_t at_least = std::max<std::uint64_t>(n, 11);
      LowerTo(slow_n_[family], at_least);
      if (n >= kSizeBoundSlowness) LowerTo(slow_any_n_, at_least);
      std::uint64_t& fam_slow = perf.family_slow_n[family];
      fam_slow = fam_slow == 0 ? at_least : std::min(fam_slow, at_least);
      return true;
    }
    if (v.kind != FailureKind::kTimeout) {
      perf.largest_n_in_time = std::max(perf.largest_n_in_time, n);
      perf.n_in_time.push_back(n);
    }
    if (!v.ok() && i < fail_index_) {
      fail_index_ = i;
      found_.fail_case = std::move(c);
      found_.fail_verdict = std::move(v);
      found_.fail_run = std::move(r);
      found_.fail_time = Since(t0_);
    }
    return true;
  }

  Progress Snapshot() const {
    Progress pr;
    pr.done = done_.load();
    pr.total = res_->planned;
    pr.seconds = Since(t0_);
    for (std::size_t f = 0; f < families_.size(); ++f)
      if (std::uint64_t k = seen_[f].load()) pr.families.push_back({families_[f], k});
    return pr;
  }

  const Problem& p_;
  const Subject& subject_;
  const CheckOptions& o_;
  const CaseSource& source_;
  const CaseRange& cases_;
  const Deadline& d_;
  const SoftEnd soft_;
  const Clock::time_point t0_;
  CheckResult* res_;
  const std::vector<std::string>& families_;
  std::vector<std::atomic<std::uint64_t>> seen_;
  std::vector<FirstSeen> first_seen_;  // under mu_
  std::atomic<std::uint64_t> next_{0}, done_{0}, largest_n_{0};
  // Per family, the least planned n of a slow case (cases as large are skipped); and the
  // least of those at kSizeBoundSlowness or more (cases of every family as large too).
  std::vector<std::atomic<std::uint64_t>> slow_n_;
  std::atomic<std::uint64_t> slow_any_n_{UINT64_MAX};
  std::atomic<double> rate_{0};  // seconds of a case's run and judging per unit of SizeOf, most
  std::atomic<std::uint64_t> outlast_n_{UINT64_MAX};  // the least planned n held back
  std::mutex mu_;
  std::condition_variable cv_;
  std::uint64_t fail_index_ = UINT64_MAX;  // under mu_, as found_ and res_'s performance
  Found found_;
  unsigned running_;
  std::exception_ptr error_;  // under mu_: the first worker's exception
};

}  // namespace

Found RunCases(const Problem& p, const Subject& subject, const CheckOptions& o,
               const CaseSource& source, const CaseRange& cases, const Deadline& d,
               const SoftEnd& soft, Clock::time_point t0, CheckResult* res) {
  return CaseRunner(p, subject, o, source, cases, d, soft, t0, res).Run();
}

}  // namespace gc::driver
