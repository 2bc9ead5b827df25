// mutate/run/warm_js_trust.cc — the runner's use of a pool of warm servers
// (mutate/run/warm.h): JavaScript's warm nodes, Java's warm JVMs. Started for the schema
// program, trusted once the original's warm runs answer its first pass's cases as its
// plain ones did, and each kill a warm run made confirmed by a plain run of its case; see
// runner.h. Status: properties/mutate_warm_js_test.cc, mutate_warm_java_test.cc.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "harness/run/program_setup.h"
#include "mutate/run/runner.h"

namespace gc::mutate::internal {

namespace {

// What a run starts, and the warm server that runs it in its stead, for the notes.
const char* PlainName(Language lang) { return lang == Language::kJava ? "java" : "node"; }
const char* WarmName(Language lang) { return lang == Language::kJava ? "warm JVM" : "warm node"; }

}  // namespace

void Runner::StartWarmJava() {
  // As for JavaScript: java's own flags and {out} as gamecheck runs them, no memory limit.
  if (!o_.run.empty() || o_.limits.memory_mb > 0 || !o_.warm || schema_.argv.size() != 1 ||
      Stopped())
    return;
  std::string err;
  const std::string java = ResolveProgram(schema_.argv[0][0], &err);
  // javac beside java (the JDK's bin, through the alternatives' links), else on the PATH.
  std::error_code ec;
  std::filesystem::path javac;
  if (!java.empty()) {
    javac = std::filesystem::canonical(java, ec).parent_path() / "javac";
    if (ec || !std::filesystem::exists(javac, ec)) javac.clear();
  }
  if (javac.empty()) javac = ResolveProgram("javac", &err);
  const std::string why = warm_.StartJava(schema_.argv[0], java, javac.string(), scratch_ / "warm",
                                          o_.limit_shim, std::max(1u, o_.jobs) + 1);
  if (why.empty()) return;
  warm_.Stop();
  if (o_.on_note) o_.on_note("each run starts java itself (no warm JVM: " + why + ")");
}

void Runner::StartWarmJs() {
  // As for Python: node {src} as gamecheck runs it, no memory limit; one server a job (a
  // server runs one case at a time) and one for the original's check beside them.
  if (!o_.run.empty() || o_.limits.memory_mb > 0 || !o_.warm || schema_.argv.size() != 1 ||
      Stopped())
    return;
  std::string err;
  const std::string node = ResolveProgram(schema_.argv[0][0], &err);
  const std::string why = warm_.StartJs(schema_.argv[0], node, scratch_ / "warm", o_.limit_shim,
                                        std::max(1u, o_.jobs) + 1);
  if (why.empty()) return;
  warm_.Stop();
  if (o_.on_note) o_.on_note("each run starts node itself (no warm node: " + why + ")");
}

void Runner::TrustWarmPool() {
  // Warm runs stand for plain ones only where the original's answer each case of its
  // first pass as its plain runs did: the same exit status and output.
  if (!warm_.HasPool()) return;
  std::vector<std::string> a = warm_.Launch(original_argv_, true);
  const Subject warm = ProgramSubject(ProgramRunner(a, o_.limit_shim), o_.limits);
  std::size_t compared = 0;
  std::string differs;
  double slowest_small = 0;
  for (const BaseCase& c : cases1_) {
    const auto text = pool_texts_.find(c.index);
    if (text == pool_texts_.end() || Stopped()) continue;
    const RunResult r = warm(text->second, Deadline(&halt_));
    if (OutputHash(r) != hashes1_.at(c.index)) {
      differs = "case " + std::to_string(c.index) + " of the first pass";
      break;
    }
    if (text->second.size() <= kSmallInput) slowest_small = std::max(slowest_small, r.seconds);
    ++compared;
  }
  pool_texts_.clear();
  if (differs.empty() && compared > 0) {
    warm_.UsePool(true);
    // The original's runs on small inputs that the hang limit scales are now warm ones: a
    // plain run's node start (~60 ms of CPU time; a JVM's ~35) had made it 30 times that
    // (a hang that cost a mutant --timeout, and again for the plain run that confirms it).
    slowest_small_ = slowest_small;
    if (o_.on_note)
      o_.on_note(std::string("each run through a ") + WarmName(o_.lang) +
                 " (the original's warm runs answered its " + std::to_string(compared) +
                 " cases of the first pass as its plain ones)");
    return;
  }
  warm_.Stop();
  if (o_.on_note)
    o_.on_note(std::string("each run starts ") + PlainName(o_.lang) +
               " itself (the original's warm run answered " +
               (differs.empty() ? std::string("no case") : differs) + " otherwise)");
}

Status Runner::ConfirmedCold(const Trial& t, Status warm) {
  MutantResult* m = t.m;
  const Case* decided = nullptr;
  if (m->check && m->check->failure)
    decided = &m->check->failure->minimal;
  else if (m->check && m->check->performance.smallest_slow)
    decided = &*m->check->performance.smallest_slow;
  Trial cold = t;
  cold.subject = MutantSubject(t.argv, true);
  // A hang, or slowness alone: a plain run of the case must time out too (no second warm
  // run at the limit).
  const bool hang = warm == Status::kTimedOut;
  if (decided != nullptr && hang) {
    if (cold.subject(decided->text, Deadline(&halt_)).end == RunResult::End::kTimeout) return warm;
  } else if (decided != nullptr) {
    const RunResult a = t.subject(decided->text, Deadline(&halt_));
    const RunResult b = cold.subject(decided->text, Deadline(&halt_));
    const bool exited = a.end == RunResult::End::kExited;
    if (a.end == b.end && a.status == b.status && a.signal == b.signal &&
        (!exited || (a.out == b.out && a.err == b.err)))
      return warm;
  }
  if (Stopped()) return Status::kNotRun;
  // Decided again by plain runs alone, from the start.
  m->passes.clear();
  m->check.reset();
  m->report.clear();
  const Status st = Examine(cold);
  m->note += std::string(m->note.empty() ? "" : "; ") + "a plain run of " +
             PlainName(o_.lang) +
             " did not answer the case a warm run detected it on as that run did: decided by "
             "plain runs";
  return st;
}

}  // namespace gc::mutate::internal
