// cli/check_snapshot.cc — see check_snapshot.h.
#include "cli/check_snapshot.h"

#include <algorithm>

namespace gc::cli {

CheckSnapshot::CheckSnapshot(CheckResult planned) : r_(std::move(planned)) {}

void CheckSnapshot::Watch(CheckOptions* o) {
  o->on_case = [this](const Case& c, const RunResult&, const Verdict&) {
    std::lock_guard<std::mutex> lock(mu_);
    ++r_.cases_run;
    if (!c.bad_input) r_.largest_n = std::max<std::uint64_t>(r_.largest_n, c.x.g.n());
    auto at = std::find_if(r_.families.begin(), r_.families.end(),
                           [&](const auto& f) { return f.first == c.family; });
    if (at == r_.families.end())
      r_.families.push_back({c.family, 1});
    else
      ++at->second;
  };
  o->on_failure = [this](const Failure& f) {
    std::lock_guard<std::mutex> lock(mu_);
    if (!r_.failure) {
      r_.failure = f;  // the original is copied once; later calls change the minimal case
      return;
    }
    r_.failure->minimal = f.minimal;
    r_.failure->verdict = f.verdict;
    r_.failure->run = f.run;
    r_.failure->shrink = f.shrink;
    r_.failure->shrink_spent_seconds = f.shrink_spent_seconds;
  };
}

CheckResult CheckSnapshot::Result() const {
  std::lock_guard<std::mutex> lock(mu_);
  CheckResult r = r_;
  r.interrupted = true;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
  if (r.failure && r.failure->not_shrunk.empty()) {
    r.failure->shrunk = true;
    r.failure->shrink.minimal = false;
    r.failure->shrink.interrupted = true;
  }
  return r;
}

}  // namespace gc::cli
