// harness/judge/judge.cc — see judge.h.
#include "harness/judge/judge.h"

#include <cxxabi.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <typeinfo>

#include "harness/cases/input_kind.h"
#include "harness/cases/layout.h"
#include "harness/run/cpu_clock.h"
#include "harness/run/program_setup.h"

namespace gc {

namespace {

std::string Sec(double s) {
  char t[32];
  std::snprintf(t, sizeof t, "%.2f", s);
  return t;
}

// What a timeout was: the CPU time it used against the wall time it took. A run stopped
// by wall time with little CPU spent was waiting, not working.
std::string TimeoutDetail(const RunResult& run) {
  if (run.by_wall)
    return "still running after " + Sec(run.wall_seconds) + " s of wall time, having used " +
           Sec(run.seconds) + " s of CPU time (it waited, or the machine was too busy); killed " +
           "with its process group";
  return "still running after " + Sec(run.seconds) + " s of CPU time (" + Sec(run.wall_seconds) +
         " s of wall time); killed with its process group";
}

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A type's readable name from its mangled one ("std::runtime_error").
std::string TypeName(const char* mangled) {
  int status = 0;
  char* readable = abi::__cxa_demangle(mangled, nullptr, nullptr, &status);
  std::string name = status == 0 && readable ? readable : mangled;
  std::free(readable);
  return name;
}

// "SIGSEGV" for 11: the signal's abbreviation from its number ("signal 77" for one the
// C library does not name).
std::string SignalAbbrev(int sig) {
  const char* abbrev = ::sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

// What the subject produced, as the verdict carries it (judge.h).
Verdict WithActual(Verdict v, const RunResult& run) {
  v.actual = {run.status, run.out};
  v.signal = run.end == RunResult::End::kSignaled ? run.signal : 0;
  return v;
}

bool Contains(const std::string& s, std::string_view what) {
  return s.find(what) != std::string::npos;
}

Verdict Fail(Verdict v, FailureKind kind, std::string detail, std::string cause = "") {
  v.kind = kind;
  v.detail = std::move(detail);
  v.cause = std::move(cause);
  return v;
}

// Malformed output: what the row's strict reader said of it.
Verdict Malformed(Verdict v, const TextError& e) {
  return Fail(std::move(v), FailureKind::kMalformedOutput,
              "output line " + std::to_string(e.line()) + ", column " + std::to_string(e.column()) +
                  ": " + e.detail());
}

// The subject's output read once and compared with the expected answer in its type: a
// TextError is malformed output.
Verdict Compare(const Problem& p, const Instance& x, Verdict v, const Answer& expected,
                const RunResult& run, const std::string& stderr_note) {
  if (run.status != v.expected.status) {
    v.diff = {true,
              "exit status",
              0,
              -1,
              std::to_string(v.expected.status),
              std::to_string(run.status),
              std::to_string(v.expected.status),
              std::to_string(run.status)};
    return Fail(std::move(v), FailureKind::kWrongStatus,
                "exit status " + std::to_string(run.status) + ", expected " +
                    std::to_string(v.expected.status) + stderr_note);
  }
  try {
    v.diff = p.Compare(x, expected, p.Read(x, run.status, run.out));
  } catch (const TextError& e) {
    return Malformed(std::move(v), e);
  }
  if (v.diff.differs) {
    std::string sentence = v.diff.Sentence();
    return Fail(std::move(v), FailureKind::kWrongAnswer, std::move(sentence));
  }
  return v;
}

std::string StderrNote(const RunResult& run) {
  // The last non-empty line: a Python traceback ends with its exception line.
  const std::string line = LastStderrLine(run.err);
  return line.empty() ? "" : " (standard error: " + line.substr(0, 200) + ")";
}

// The verifier's verdict on an answer: "" when it accepts, else why not.
std::string Certify(const Problem& p, const Instance& x, const Answer& a) {
  if (a.status != 0 && a.status != 1) return "";  // no answer to certify
  return p.verify(x, a);
}

// Where the text the subject read first departs from the canonical layout, if it was
// given and does; O(text), so asked only of a run that failed.
std::optional<LayoutMark> Departure(const Problem& p, const Instance& x, const JudgeOptions& o) {
  if (o.input.empty() || o.bad_input) return std::nullopt;
  return FirstDeparture(o.input, WriteInstance(p.input, x));
}

// "; the input is valid, with a tab at line 2" for a run that failed on a text whose
// layout is not the canonical one, else "".
std::string LayoutNote(const Problem& p, const Instance& x, const JudgeOptions& o) {
  const std::optional<LayoutMark> mark = Departure(p, x, o);
  return mark ? "; the input is valid, with " + mark->Sentence() : "";
}

// A valid input answered with exit status 2, the spec's status for bad input: named by
// the first departure of its text from the canonical layout (the feature is the cause),
// or, in the canonical layout, by the status.
Verdict RejectsValidInput(const Problem& p, const Instance& x, Verdict v, const JudgeOptions& o,
                          const std::string& stderr_note) {
  const std::optional<LayoutMark> mark = Departure(p, x, o);
  std::string what = mark ? mark->Sentence()
                          : "exit status 2, expected " + std::to_string(v.expected.status) +
                                " (the text in the canonical layout)";
  return Fail(std::move(v), FailureKind::kRejectsValidInput,
              "rejects valid input: " + what + stderr_note, mark ? Slug(mark->feature) : "");
}

// Without a reference: the output is judged well-formed by reading it against itself,
// and certified by the row's verifier (statuses 0 and 1 are the spec's answers).
Verdict JudgeAlone(const Problem& p, const Instance& x, Verdict v, const RunResult& run,
                   const JudgeOptions& o, const std::string& stderr_note) {
  if (run.status != 0 && run.status != 1) {
    const std::string got = std::to_string(run.status);
    v.diff = {true, "exit status", 0, -1, "0 or 1", got, "0 or 1", got};
    return Fail(std::move(v), FailureKind::kWrongStatus, "exit status " + got + stderr_note);
  }
  v.expected = {run.status, run.out};
  Answer actual;
  try {
    actual = p.Read(x, v.expected);
  } catch (const TextError& e) {
    return Malformed(std::move(v), e);
  }
  if (run.status != 0 || p.verify == nullptr || o.evidence == JudgeOptions::Evidence::kWellFormed)
    return v;
  if (std::string why = Certify(p, x, actual); !why.empty())
    return Fail(std::move(v), FailureKind::kCertificateRejected, "certificate rejected: " + why);
  return v;
}

// Everything after the reference (`expected`, unused when the options judge without one):
// how the run ended, then its output.
Verdict JudgeRun(const Problem& p, const Instance& x, Verdict v, const Answer& expected,
                 const RunResult& run, const JudgeOptions& o) {
  const std::string stderr_note = StderrNote(run);
  // The memory limit is known by the limit itself: a run that crashed or exited came
  // within a quarter of it (the runner measures, harness/run/runner.h). What the program
  // said on standard error is a second sign, for a request so large it failed far below
  // the limit.
  const std::string low = Lower(run.err);
  const bool says_oom =
      o.memory_limited &&
      (run.hit_memory_limit || Contains(low, "bad_alloc") || Contains(low, "memoryerror") ||
       Contains(low, "out of memory") || Contains(low, "cannot allocate memory") ||
       Contains(low, "memory exhausted"));
  switch (run.end) {
    case RunResult::End::kCancelled:
      return v;  // no verdict: the run was stopped by the caller
    case RunResult::End::kSpawnFailed:
      return Fail(std::move(v), FailureKind::kSetupError,
                  "the program could not be started: " + run.error);
    case RunResult::End::kTimeout:
      // Never a memory failure: a program still running has not run out of memory, and
      // a correct one slow near the limit is slow.
      return Fail(std::move(v), FailureKind::kTimeout, TimeoutDetail(run));
    case RunResult::End::kOutputLimit:
      return Fail(std::move(v), FailureKind::kOutputFlood,
                  "printed more than " +
                      std::to_string(run.flood_cap ? run.flood_cap : run.out.size()) +
                      " bytes; killed with its process group");
    case RunResult::End::kSignaled: {
      if (!run.exception.empty())  // in process: an exception escaped the solver
        return Fail(std::move(v), FailureKind::kCrash,
                    "threw " + run.exception + stderr_note + LayoutNote(p, x, o), "exception");
      const std::string name = SignalName(run.signal);
      if (says_oom)
        return Fail(std::move(v), FailureKind::kMemoryLimit,
                    "ran out of memory under the limit and died of " + name + stderr_note);
      return Fail(std::move(v), FailureKind::kCrash,
                  "killed by " + name + stderr_note + LayoutNote(p, x, o),
                  SignalAbbrev(run.signal));
    }
    case RunResult::End::kExited:
      break;
  }
  if (o.bad_input) {
    if (run.status != 2 || !run.out.empty())
      return Fail(std::move(v), FailureKind::kBadInputAccepted,
                  "malformed input (" + std::string(o.about) + ") gave exit status " +
                      std::to_string(run.status) +
                      (run.out.empty() ? " with no output" : " and printed an answer") +
                      "; expected exit status 2 and no output");
    return v;
  }
  if (o.evidence != JudgeOptions::Evidence::kReference)
    return JudgeAlone(p, x, std::move(v), run, o, stderr_note);
  if (says_oom && run.status != v.expected.status)
    return Fail(std::move(v), FailureKind::kMemoryLimit,
                "ran out of memory under the limit and exited with status " +
                    std::to_string(run.status) + stderr_note);
  if (run.status != v.expected.status && v.expected.status != 2) {
    if (run.status == 2) return RejectsValidInput(p, x, std::move(v), o, stderr_note);
    if (run.status != 0)  // an error: perhaps the program could not read the layout
      return Compare(p, x, std::move(v), expected, run, stderr_note + LayoutNote(p, x, o));
  }
  return Compare(p, x, std::move(v), expected, run, stderr_note);
}

}  // namespace

const char* ToString(FailureKind k) {
  const EnumName<FailureKind>* n = Words(kFailureKindNames, k);
  return n ? n->text : "?";
}

const char* Slug(FailureKind k) {
  const EnumName<FailureKind>* n = Words(kFailureKindNames, k);
  return n ? n->slug : "?";
}

std::optional<FailureKind> FailureKindOfSlug(std::string_view slug) {
  return FromSlug(kFailureKindNames, slug);
}

std::string Verdict::Signature() const {
  std::string s = Slug(kind);
  switch (kind) {
    case FailureKind::kWrongAnswer:
      return s + ":" + diff.field + ":" + diff.expected_class + ">" + diff.actual_class;
    case FailureKind::kWrongStatus:
      return s + ":" + diff.expected + ">" + diff.actual;
    case FailureKind::kRelationBroken:
      return s + ":" + cause + ":" + diff.field + ":" + diff.expected_class + ">" + diff.actual_class;
    case FailureKind::kCrash:
    case FailureKind::kReferenceDisagreement:
      return s + ":" + cause;
    default:
      return s;
  }
}

std::string Verdict::Summary() const {
  std::string s = ToString(kind);
  if (!cause.empty()) s += " (" + cause + ")";
  // A wrong exit status names its field already: "wrong exit status: expected 0 got 1".
  if (diff.differs)
    s += (kind == FailureKind::kWrongStatus ? "" : ": " + diff.field) + ": expected " +
         diff.expected_class + " got " + diff.actual_class;
  return s;
}

Reference ReferenceOf(const Problem& p, const Instance& x, Vertex oracle_max_n) {
  Reference r;
  r.answer = p.AnswerOf(x);
  r.out = p.Print(r.answer);
  r.judged_by = "fast solver";
  r.disagreement.expected = r.out;
  auto disagree = [&](std::string who, std::string what, Difference d = {}) {
    r.disagreement.diff = std::move(d);
    r.disagreement = Fail(std::move(r.disagreement), FailureKind::kReferenceDisagreement,
                          std::move(what), std::move(who));
    return r;
  };
  for (const OracleRow& o : p.oracles) {
    if (!o.Fits(OpsOf(p.input).size(x)) || x.g.n() > oracle_max_n) continue;
    const Difference d = p.Compare(x, o.run(x), r.answer);
    if (d.differs)
      return disagree(
          std::string(o.name),
          "the fast solver and the oracle " + std::string(o.name) + " disagree: " + d.Sentence(),
          d);
    r.judged_by += " + " + std::string(o.name);
  }
  if (p.verify != nullptr && (r.out.status == 0 || r.out.status == 1)) {
    if (std::string why = Certify(p, x, r.answer); !why.empty())
      return disagree("verify", "the certificate check rejects the fast solver's answer: " + why);
    r.judged_by += " + certificate check";
  }
  r.disagreement.judged_by = r.judged_by;
  return r;
}

Verdict JudgeAgainst(const Problem& p, const Instance& x, const Output& expected,
                     const RunResult& run) {
  Verdict v;
  v.expected = expected;
  Answer want;
  try {
    want = p.Read(x, expected);
  } catch (const TextError& e) {  // a prediction made of a malformed output
    return Malformed(WithActual(std::move(v), run), e);
  }
  return JudgeRun(p, x, WithActual(std::move(v), run), want, run, {});
}

Verdict Judge(const Problem& p, const Instance& x, const RunResult& run, const JudgeOptions& o) {
  Verdict v;
  if (o.bad_input) {
    v.expected = {2, ""};
    v.judged_by = "the spec (bad input: exit 2, no output)";
  } else if (o.evidence != JudgeOptions::Evidence::kReference) {
    v.judged_by = o.evidence == JudgeOptions::Evidence::kCertificate ? "certificate check"
                                                                     : "the spec's form";
  } else {
    // The reference is established first, so that every report (a crash too) shows what
    // was due, and a disagreement among references is never blamed on the subject.
    Reference ref = ReferenceOf(p, x, o.oracle_max_n);
    if (!ref.disagreement.ok()) return WithActual(std::move(ref.disagreement), run);
    v.expected = ref.out;
    v.judged_by = ref.judged_by;
    return JudgeRun(p, x, WithActual(std::move(v), run), ref.answer, run, o);
  }
  return JudgeRun(p, x, WithActual(std::move(v), run), Answer{}, run, o);
}

RunResult RunInProcess(const std::function<Output()>& solve) {
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = ThreadCpuSeconds();
  RunResult r;
  try {
    Output o = solve();
    r.status = o.status;
    r.out = std::move(o.out);
  } catch (const std::exception& e) {
    r.end = RunResult::End::kSignaled;
    r.signal = SIGABRT;
    // what() is the solver's code too: a null pointer is reported, not dereferenced.
    const char* what = e.what();
    r.exception = TypeName(typeid(e).name()) + ": " + (what ? what : "(what() is a null pointer)");
  } catch (...) {
    r.end = RunResult::End::kSignaled;
    r.signal = SIGABRT;
    const std::type_info* t = abi::__cxa_current_exception_type();
    r.exception = t ? TypeName(t->name()) : "an exception of unknown type";
  }
  r.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.seconds = ThreadCpuSeconds() - cpu0;  // the solver's work, whatever the load
  return r;
}

}  // namespace gc
