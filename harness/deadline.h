// harness/deadline.h — the one deadline of a run: a time point (or none), a stop flag
// (Ctrl-C, SIGTERM; or none) and a CPU budget (or none: CpuBudget below). Made once, from --budget, when a command starts, and passed
// to everything that loops or waits: the cases, the shrinker, each run's limit (the
// sooner of its own timeout and this end), the rerun after shrinking, the reports and
// Graphviz. A part of a run gets a sooner one with Within (the shrink time), never a later
// one. A plain value (a time point and a pointer): copy it freely; the flag must outlive it.
// Status: properties/deadline_test.cc.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace gc {

/// A budget of CPU time, charged with the work a part of a run does (its subject's runs'
/// CPU time and the checking thread's own) and spent when that reaches its limit: a
/// bound that means the same work on an idle machine and on a busy one, where a wall-clock
/// bound means less work the busier the machine is (harness/run/cpu_clock.h). A part of
/// a part (a mutant's shrink within its check) has one of its own with the outer one as
/// its parent: charging it charges the parent, and it is spent when either is.
/// Thread-safe; it must outlive the Deadlines that point to it.
class CpuBudget {
 public:
  explicit CpuBudget(double seconds, const CpuBudget* parent = nullptr)
      : limit_(seconds), parent_(parent) {}
  void Charge(double seconds) const {
    for (const CpuBudget* b = this; b; b = b->parent_) {
      double x = b->spent_.load();
      while (!b->spent_.compare_exchange_weak(x, x + seconds)) {
      }
    }
  }
  bool Spent() const {
    return (limit_ > 0 && spent_.load() >= limit_) || (parent_ && parent_->Spent());
  }
  double seconds() const { return spent_.load(); }

 private:
  double limit_;
  const CpuBudget* parent_;
  mutable std::atomic<double> spent_{0};
};

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  /// No end and no stop flag: never over.
  Deadline() = default;
  /// No end; over when *stop is raised (stop may be null).
  explicit Deadline(const std::atomic<bool>* stop) : stop_(stop) {}
  /// Ends at `end` (nullopt: never), or earlier when *stop is raised.
  Deadline(std::optional<Clock::time_point> end, const std::atomic<bool>* stop)
      : end_(end), stop_(stop) {}
  /// Ends `seconds` from now (0 or less: no end), or earlier when *stop is raised.
  static Deadline After(double seconds, const std::atomic<bool>* stop = nullptr) {
    if (seconds <= 0) return Deadline(stop);
    return Deadline(Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(seconds)),
                    stop);
  }

  /// The sooner of this deadline and `d` from now, with the same stop flag and budget.
  Deadline Within(std::chrono::milliseconds d) const {
    const Clock::time_point t = Clock::now() + d;
    return Deadline(end_ ? std::min(*end_, t) : t, stop_).WithBudget(budget_);
  }
  /// The sooner of this deadline and the time point t, with the same stop flag and budget.
  Deadline By(Clock::time_point t) const {
    return Deadline(end_ ? std::min(*end_, t) : t, stop_).WithBudget(budget_);
  }
  /// This deadline moved `d` sooner (a moment kept for what comes after); no end stays none.
  Deadline Sooner(std::chrono::milliseconds d) const {
    return end_ ? Deadline(*end_ - d, stop_).WithBudget(budget_) : *this;
  }
  /// This deadline with a CPU budget (null: none), which must outlive it.
  Deadline WithBudget(const CpuBudget* budget) const {
    Deadline d = *this;
    d.budget_ = budget;
    return d;
  }
  const CpuBudget* budget() const { return budget_; }
  /// Charges the CPU budget, when there is one, with `seconds` of work.
  void Charge(double seconds) const {
    if (budget_) budget_->Charge(seconds);
  }
  /// Whether the CPU budget is spent (never, without one).
  bool Spent() const { return budget_ != nullptr && budget_->Spent(); }

  /// Whether the stop flag was raised.
  bool Stopped() const { return stop_ != nullptr && stop_->load(); }
  /// Whether the end has passed, to the millisecond, as the runner counts it (less than
  /// 1 ms left is none): a run stopped at the end finds it passed when it returns.
  bool Passed() const {
    return end_ &&
           std::chrono::duration_cast<std::chrono::milliseconds>(*end_ - Clock::now()).count() <= 0;
  }
  /// Stopped, passed or its CPU budget spent: nothing more should start.
  bool Over() const { return Stopped() || Passed() || Spent(); }

  std::optional<Clock::time_point> end() const { return end_; }
  const std::atomic<bool>* stop() const { return stop_; }

  /// `limit` cut to the time left (never below 0): the limit of a run or a wait.
  std::chrono::milliseconds Cap(std::chrono::milliseconds limit) const {
    if (!end_) return limit;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*end_ - Clock::now());
    return std::max(std::chrono::milliseconds(0), std::min(limit, left));
  }

 private:
  std::optional<Clock::time_point> end_;
  const std::atomic<bool>* stop_ = nullptr;
  const CpuBudget* budget_ = nullptr;
};

}  // namespace gc
