// harness/check/shrink_failure.cc — shrinking the failure a check found, keeping its
// signature, under the shrink's deadline (see driver.h).
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

#include "harness/check/driver.h"
#include "harness/run/cpu_clock.h"

namespace gc::driver {

namespace {

class FailureShrinker {
 public:
  FailureShrinker(const Problem& p, const Subject& subject, const CheckOptions& o,
                  const Found& found, const Deadline& shrink)
      : p_(p),
        subject_(subject),
        o_(o),
        shrink_(shrink),
        signature_(found.fail_verdict.Signature()) {
    f_.original = *found.fail_case;
    f_.original_verdict = found.fail_verdict;
    f_.found_after_seconds = found.fail_time;
    f_.minimal = f_.original;
    f_.verdict = found.fail_verdict;
    f_.run = found.fail_run;
    // The layout is kept (harness/cases/layout.h): the candidates are printed in the
    // case's layout, so that a reader that depends on it fails on them as on the case.
    // It is the one the schedule drew, or the one a text given whole has (a worked
    // example on one line, a replayed file with tabs); a drawn one is shrunk too, after
    // the instance: each feature the failure does not need is dropped.
    const Case& c = f_.original;
    drop_features_ = c.layout.has_value();
    layout_ = c.layout ? *c.layout
                       : LayoutOf(c.text, WriteInstance(p_.input, c.x)).value_or(Layout{});
  }

  Failure* failure() { return &f_; }

  // Runs the shrinker on the original case; the smallest case that still failed the same
  // way becomes f_.minimal, with the run that failed on it when that run is at hand.
  void Shrink(const std::function<void()>& started) {
    if (o_.on_failure) o_.on_failure(*(now_ = f_));
    if (started) started();  // after on_failure: whoever hears it has the finding
    f_.shrunk = true;
    ShrinkOptions so;
    so.deadline = shrink_;
    so.stall_after = o_.shrink_stall;
    Instance small = gc::Shrink(
        p_, f_.original.x, [this](const Instance& x) { return StillFails(x, layout_); }, so,
        &f_.shrink);
    const bool dropped = drop_features_ && DropFeatures(small);
    if (small == f_.original.x && !dropped) return;  // the case as found, in its own text
    f_.minimal.text = Print(small, layout_);
    f_.minimal.x = std::move(small);
    if (drop_features_) f_.minimal.layout = layout_;
    if (last_ && last_->text == f_.minimal.text) {
      f_.run = std::move(last_->run);
      f_.verdict = std::move(last_->verdict);
    } else {
      kept_ = false;
    }
  }

  // Whether the case reported still needs the rerun that keeps the report honest.
  bool NeedsRerun() const { return !kept_; }

 private:
  std::string Print(const Instance& x, Layout l) const {
    return LaidOut(WriteInstance(p_.input, x), l);
  }

  // The layout's features one at a time, to a fixpoint: each that the failure does not
  // need is dropped (a candidate as any other, counted in the attempts), so a failure
  // that is not about the layout ends in the canonical one, and one that is keeps only
  // what it needs.
  // True when one was dropped.
  bool DropFeatures(const Instance& x) {
    const std::uint64_t tried_before = tried_;
    std::uint64_t dropped = 0;
    for (bool changed = true; changed && !shrink_.Over();) {
      changed = false;
      for (unsigned k = 0; k < kLayoutFeatures && !shrink_.Over(); ++k) {
        const LayoutFeature f = static_cast<LayoutFeature>(k);
        if (!layout_.Has(f) || !StillFails(x, layout_.Without(f))) continue;
        layout_ = layout_.Without(f);
        changed = true;
        ++dropped;
      }
    }
    f_.shrink.attempts += tried_ - tried_before;
    f_.shrink.accepted += dropped;
    if (shrink_.Over()) f_.shrink.minimal = false;
    f_.shrink.interrupted |= shrink_.Stopped();
    return dropped > 0;
  }

  // The shrinker's predicate: the candidate, printed in layout l, fails with the same
  // signature, by a run that the deadline did not cut (a stopped or cut run is no
  // evidence).
  // A text already run to an answer that did not fail so is not run again: the shrinker
  // makes the same candidate many times over where a case repeats itself (a width
  // witness's hundreds of equal edges, each deleted in turn, give one text), and the runs
  // saved are CPU time the shrink's budget keeps for steps that can still succeed.
  bool StillFails(const Instance& x, Layout l) {
    if (shrink_.Over()) return false;
    const double cpu0 = ThreadCpuSeconds();
    Case c = f_.original;
    c.x = x;
    c.text = Print(x, l);
    const TextKey key{std::hash<std::string_view>{}(c.text), c.text.size()};
    if (passed_.count(key)) {
      shrink_.Charge(ThreadCpuSeconds() - cpu0);
      return false;
    }
    ++tried_;
    if (drop_features_) c.layout = l;
    RunResult r = subject_(c.text, shrink_);
    if (r.end == RunResult::End::kCancelled || shrink_.Stopped()) return false;
    if (r.end == RunResult::End::kTimeout && shrink_.Passed()) return false;
    Verdict v = JudgeCase(p_, o_, c, r);
    shrink_.Charge(r.seconds + (ThreadCpuSeconds() - cpu0));
    if (v.ok() || v.Signature() != signature_) {
      passed_.insert(key);
      return false;
    }
    if (now_) {
      now_->minimal.x = x;
      now_->minimal.text = c.text;
      now_->minimal.layout = c.layout;
      now_->verdict = v;
      now_->run = r;
      now_->shrink.attempts = tried_;
      now_->shrink_spent_seconds = Since(s0_);
      o_.on_failure(*now_);
    }
    last_ = Seen{std::move(c.text), std::move(r), std::move(v)};
    return true;
  }

  // The last failing candidate, so that the case reported comes with the run that failed
  // on it: no rerun is needed, and a stop cannot make it look flaky.
  struct Seen {
    std::string text;
    RunResult run;
    Verdict verdict;
  };

  const Problem& p_;
  const Subject& subject_;
  const CheckOptions& o_;
  const Deadline& shrink_;
  const std::string signature_;
  const Clock::time_point s0_ = Clock::now();
  Failure f_;
  Layout layout_;               // the layout the candidates are printed in
  bool drop_features_ = false;  // whether its features may be dropped (a drawn layout)
  bool kept_ = true;
  std::uint64_t tried_ = 0;
  // The texts run to an answer that was not the failure (their hash and length: a large
  // case's texts are megabytes each).
  using TextKey = std::pair<std::size_t, std::size_t>;
  struct TextKeyHash {
    std::size_t operator()(const TextKey& k) const { return k.first ^ (k.second * 0x9E3779B97F4A7C15ull); }
  };
  std::unordered_set<TextKey, TextKeyHash> passed_;
  std::optional<Seen> last_;
  std::optional<Failure> now_;  // what on_failure is told
};

}  // namespace

Failure ShrinkFailure(const Problem& p, const Subject& subject, const CheckOptions& o,
                      const Found& found, const Deadline& shrink, const Deadline& after,
                      const std::string& not_shrunk, const std::function<void()>& started) {
  const Clock::time_point s0 = Clock::now();
  FailureShrinker shrinker(p, subject, o, found, shrink);
  Failure& f = *shrinker.failure();
  f.not_shrunk = not_shrunk;
  if (not_shrunk.empty()) {
    shrinker.Shrink(started);
  } else if (o.on_failure) {
    o.on_failure(f);
  }
  if (shrinker.NeedsRerun()) {
    // The shrinker accepted it, so it failed; keep the report honest with a rerun, by the
    // run's deadline. A rerun that was stopped or cut is no evidence of flakiness.
    const std::string signature = found.fail_verdict.Signature();
    f.run = subject(f.minimal.text, after);
    f.verdict = JudgeCase(p, o, f.minimal, f.run);
    if (f.verdict.ok() || f.verdict.Signature() != signature) {
      const bool cut = f.run.end == RunResult::End::kCancelled ||
                       (f.run.end == RunResult::End::kTimeout && after.Passed());
      f.flaky = !cut;
      f.minimal = f.original;
      f.run = found.fail_run;
      f.verdict = found.fail_verdict;
    }
  }
  f.shrink_spent_seconds = Since(s0);
  const Verdict& v = f.verdict;
  if (p.explain && v.diff.differs && !f.minimal.bad_input)
    f.why = p.explain(f.minimal.x, v.expected, v.diff.line, v.diff.vertex);
  return f;
}

}  // namespace gc::driver
