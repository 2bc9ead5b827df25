// mutate/decide/resource.cc — a resource constant's mutant decided by the original's own
// use of the limit; see resource.h.
#include "mutate/decide/resource.h"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>

#include "mutate/run/runner.h"

namespace gc::mutate {

// The frames are counted per thread by a profile hook that each thread installs at its
// first event (threading.setprofile), starting from the frames it already has; "call" and
// "return" come for every Python frame, a generator's resumption and an exception's unwind
// included. The script is exec'd in this module's frame, so the count has one frame of ours
// (runpy would add three). Should the hook itself meet the recursion limit, CPython removes
// it: the deepest then stays near the limit, which no mutant is decided by.
const char kObservedUseScript[] = R"gcpy(import atexit, os, sys, threading
deepest = [0]
def counter(depth):
    def profile(frame, event, arg):
        nonlocal depth
        if event == "call":
            depth += 1
            if depth > deepest[0]:
                deepest[0] = depth
        elif event == "return":
            depth -= 1
    return profile
def start(frame, event, arg):
    depth, f = 0, frame
    while f is not None:
        depth, f = depth + 1, f.f_back
    profile = counter(depth - (event == "call"))
    sys.setprofile(profile)
    profile(frame, event, arg)
def report():
    sys.setprofile(None)
    peak = 0
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    os.write(2, b"\ngamecheck-use: %d frames, %d kB\n" % (deepest[0], peak))
atexit.register(report)
path = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path[0] = os.path.dirname(os.path.abspath(path))
with open(path, "rb") as f:
    code = compile(f.read(), path, "exec")
threading.setprofile(start)
sys.setprofile(start)
exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__})
)gcpy";

// The child is forked, not spawned: its peak starts at this process's few megabytes. The
// signals Python ignores (SIGPIPE, SIGXFSZ) are given back their default before the exec.
const char kObservedPeakScript[] = R"gcpy(import os, signal, sys
pid = os.fork()
if pid == 0:
    try:
        for s in (signal.SIGPIPE, signal.SIGXFSZ):
            signal.signal(s, signal.SIG_DFL)
        os.execvp(sys.argv[1], sys.argv[1:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
os.write(2, b"\ngamecheck-use: 0 frames, %d kB\n" % usage.ru_maxrss)
if os.WIFSIGNALED(status):
    signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
    os.kill(os.getpid(), os.WTERMSIG(status))
sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)
)gcpy";

bool UseOf(const std::string& err, ResourceUse* use) {
  const std::size_t at = err.rfind("gamecheck-use: ");
  if (at == std::string::npos) return false;
  unsigned long long deepest = 0, peak = 0;
  if (std::sscanf(err.c_str() + at, "gamecheck-use: %llu frames, %llu kB", &deepest, &peak) != 2)
    return false;
  use->deepest = deepest;
  use->peak_kb = peak;
  return true;
}

namespace {

// 1234567 as "1,234,567".
std::string Grouped(std::uint64_t v) {
  std::string digits = std::to_string(v), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

std::string AgainstTheUse(const Point& p, const ResourceUse& use, bool* below) {
  // Both limits, the original's and the mutant's, must be above the use: an original
  // that reaches its own limit (and catches the RecursionError) runs otherwise than a
  // mutant with a higher one.
  const std::uint64_t least = std::min(p.resource_value, p.resource_mutated);
  const std::string on = "on its " + std::to_string(use.cases) +
                         " largest cases (each family's largest of both passes)";
  const std::string limits = Grouped(p.resource_mutated) + " and the original's " +
                             Grouped(p.resource_value);
  *below = false;
  if (p.resource == Resource::kRecursionLimit && use.deepest > 0) {
    *below = 2 * use.deepest < least;
    return "the original's deepest recursion " + on + " is " + Grouped(use.deepest) +
           " frames; the mutated limit " + limits + " are " +
           (*below ? "" : "not ") + "both above twice that (CPython counts a frame up to "
           "twice against the limit: a call through a class or a C function)" +
           (*below ? ": neither reaches its limit on them" : ": a run may reach one");
  }
  if (p.resource == Resource::kStackSize && use.peak_kb > 0) {
    const std::uint64_t peak = use.peak_kb * 1024;
    const bool above = peak < least;
    // A stack that fills crashes, so the original's held on every case it answered: a
    // larger one is not reached before it would be. Either must be a size the runs get.
    const bool larger = p.resource_mutated > p.resource_value;
    const bool given = least >= kLeastStack &&
                       std::max(p.resource_value, p.resource_mutated) <= use.stack_ceiling;
    *below = given && (above || larger);
    const std::string why = "the original's peak resident memory " + on + " is " +
                            Grouped(peak) + " bytes, every thread's stack in it; the mutated " +
                            "stack size " + limits + " are " + (above ? "" : "not ") +
                            "both above that";
    const std::string refused =
        least < kLeastStack
            ? "a size below " + Grouped(kLeastStack) +
                  " bytes may not be the stack a program gets (pthread_attr_setstacksize "
                  "refuses one below 16 KiB, the default staying)"
            : "a size above the " + Grouped(use.stack_ceiling) +
                  " bytes a run can be given (the hard RLIMIT_STACK, the memory limit less the "
                  "peak) may be refused, the default staying";
    if (above) return why + (given ? ": no stack of either fills on them" : ", but " + refused);
    if (!larger) return why + ": a stack may fill";
    return why + "; the mutated one is the larger" +
           (given ? ", and the original's held on every case it answered (a stack that fills "
                    "crashes): a larger one fills only after it would have"
                  : ", but " + refused);
  }
  if (p.resource == Resource::kBuffer && use.inputs > 0) {
    // A read fills the buffer from its start with no more than the input; a reader may
    // read one byte past what it read (a terminator).
    *below = use.input_bytes + 1 < least;
    return "the largest input the original was given (of its " + std::to_string(use.inputs) +
           " cases of both passes and " + std::to_string(use.malformed) +
           " malformed inputs) is " + Grouped(use.input_bytes) +
           " bytes; the mutated read buffer " + limits + " are " + (*below ? "" : "not ") +
           "both above it and a terminator" +
           (*below ? ": no read fills either on them" : ": a read may fill one");
  }
  return "";
}

namespace internal {
namespace {

// The case of each family with the most vertices and edges, of a pass's recorded cases.
std::vector<std::uint64_t> LargestOfEachFamily(const std::vector<BaseCase>& cases) {
  std::map<std::string, const BaseCase*> largest;
  for (const BaseCase& c : cases) {
    const BaseCase*& l = largest[c.family];
    if (!l || c.size > l->size) l = &c;
  }
  std::vector<std::uint64_t> order;
  for (const auto& [family, c] : largest) order.push_back(c->index);
  return order;
}

}  // namespace

void Runner::InputSizes(ResourceUse* use) const {
  for (const std::vector<BaseCase>* cases : {&cases1_, &cases2_})
    for (const BaseCase& c : *cases) {
      use->input_bytes = std::max(use->input_bytes, c.bytes);
      ++use->inputs;
    }
  for (const ContractProbe& probe : r_->contract.probes) {
    use->input_bytes = std::max<std::uint64_t>(use->input_bytes, probe.c.text.size());
    ++use->malformed;
  }
}

CheckOptions Runner::AtTheLargestOf(int pass) const {
  CheckOptions c = pass == 1 ? FirstPass() : SecondPass();
  c.order = LargestOfEachFamily(pass == 1 ? cases1_ : cases2_);
  c.time_limit_seconds = 0;  // every one of them
  c.setup_errors = false;
  return c;
}

ResourceUse Runner::ObserveUse() {
  std::vector<std::string> argv;
  const std::filesystem::path dir = scratch_ / "observed";
  if (IsC(o_.lang)) {
    // The original's own words (the schema's, mutant 0: the program its stack's mutants
    // run as), in a forked child of a small Python process that reads its peak.
    argv = {python_.empty() ? "python3" : python_, "-c", kObservedPeakScript};
    argv.insert(argv.end(), original_argv_.begin(), original_argv_.end());
  } else {
    if (o_.lang != Language::kPython || !Build(dir, r_->source, &argv).empty()) return {};
    // Only `python3 FILE ...`: other RUN words may start the script some other way.
    if (argv.size() < 2 || argv[1] != (dir / base_name_).string()) return {};
    argv.insert(argv.begin() + 1, {"-c", kObservedUseScript});
  }
  RunLimits limits = mutant_limits_;
  limits.timeout *= 2;  // the profile hook about doubles a run's time
  const Subject observed = SubjectOf(argv, limits);
  ResourceUse use;
  for (const int pass : {1, 2}) {
    CheckOptions c = AtTheLargestOf(pass);
    const std::vector<std::uint64_t>& order = c.order;
    if (order.empty()) continue;
    std::mutex mu;
    std::set<std::uint64_t> unseen(order.begin(), order.end());
    c.on_case = [&](const Case& k, const RunResult& run, const Verdict& v) {
      ResourceUse one;
      if (!v.ok() || !UseOf(run.err, &one)) return;
      std::lock_guard<std::mutex> lock(mu);
      unseen.erase(k.index);
      use.deepest = std::max(use.deepest, one.deepest);
      use.peak_kb = std::max(use.peak_kb, one.peak_kb);
    };
    const CheckResult res = RunCheck(*o_.problem, observed, c);
    if (res.failure || res.interrupted || !unseen.empty()) return {};
    use.cases += order.size();
  }
  std::error_code ec;
  if (!o_.keep) std::filesystem::remove_all(dir, ec);
  return use;
}

std::optional<Status> Runner::AtTheLargest(const Trial& t, std::size_t* held) {
  *held = 0;
  for (const int pass : {1, 2}) {
    CheckOptions c = AtTheLargestOf(pass);
    const std::size_t cases = c.order.size();
    if (cases == 0) continue;
    const auto& hashes = pass == 1 ? hashes1_ : hashes2_;
    std::atomic<std::size_t> same{0};
    c.on_case = [&](const Case& k, const RunResult& run, const Verdict& v) {
      const auto it = hashes.find(k.index);
      if (v.ok() && it != hashes.end() && it->second == OutputHash(run)) ++same;
    };
    const CheckResult res = RunCheck(*o_.problem, t.subject, c);
    if (auto st = Judge(t, pass, res)) return st;  // a crash, a wrong answer: killed
    if (res.interrupted || same.load() != cases) {
      *held = 0;
      return std::nullopt;
    }
    *held += cases;
  }
  return std::nullopt;
}

bool Runner::UseBelowTheLimit(MutantResult* m) {
  // A read buffer needs the sizes of the inputs alone, known without a run.
  const bool buffer = m->point.resource == Resource::kBuffer;
  if (buffer) std::call_once(sizes_once_, [&] { InputSizes(&sizes_); });
  if (!buffer) std::call_once(use_once_, [&] {
    if (o_.on_note) o_.on_note("observing the original's use of its limits on its largest cases");
    use_ = ObserveUse();
    // The largest stack a run gets: the hard RLIMIT_STACK its runs inherit, and within the
    // memory limit beside the original's peak.
    struct rlimit stack;
    if (::getrlimit(RLIMIT_STACK, &stack) == 0 && stack.rlim_max != RLIM_INFINITY)
      use_.stack_ceiling = stack.rlim_max;
    const std::uint64_t memory = o_.limits.memory_mb << 20, peak = use_.peak_kb * 1024;
    if (memory > 0)
      use_.stack_ceiling = std::min(use_.stack_ceiling, memory > peak ? memory - peak : 0);
  });
  bool below = false;
  const std::string why = AgainstTheUse(m->point, buffer ? sizes_ : use_, &below);
  if (below)
    m->note = why;
  else if (!why.empty())
    m->note += (m->note.empty() ? "" : "; ") + why;
  return below;
}

}  // namespace internal

}  // namespace gc::mutate
