// harness/judge/judge.h — the one judge. Given a problem row, an instance and what a subject
// produced on it (an exit status and standard output, or a signal, timeout or limit), it
// returns a typed verdict: the kind of failure, the output line and vertex that differ,
// the expected and actual classes of value, and a sentence for people. The failure
// signature is computed from those typed fields. `gamecheck check`, the fuzz targets and
// the kill matrix all judge through here.
//
// One reference policy: the row's fast solver, cross-checked on every instance by every
// oracle of the row that fits it and by the row's certificate verifier. When the references
// disagree among themselves the verdict is a reference disagreement (our bug, not the
// subject's), whatever the subject printed.
// Status: properties/judge_test.cc (every kind, signatures, reference disagreement with a
// planted wrong oracle); properties/check_test.cc judges real programs through it.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "harness/judge/enum_names.h"
#include "harness/problems/problem.h"
#include "harness/run/runner.h"

namespace gc {

/// Every way a subject can fail (and kNone), for every layer: the list and what each
/// means are in harness/judge/failure_kinds.def.
enum class FailureKind {
#define GC_FAILURE_KIND(value, text, slug) value,
#include "harness/judge/failure_kinds.def"
#undef GC_FAILURE_KIND
};
/// Each FailureKind with its words, in the enum's order (from failure_kinds.def).
inline constexpr EnumName<FailureKind> kFailureKindNames[] = {
#define GC_FAILURE_KIND(value, text, slug) {FailureKind::value, text, slug},
#include "harness/judge/failure_kinds.def"
#undef GC_FAILURE_KIND
};
static_assert(Dense(kFailureKindNames));
/// "wrong answer", "crash", ...
const char* ToString(FailureKind k);
/// "wrong-answer", "crash", ... (file names, JSON, JUnit, signatures).
const char* Slug(FailureKind k);
/// The kind whose Slug is `slug` ("wrong-answer"), if any.
std::optional<FailureKind> FailureKindOfSlug(std::string_view slug);

/// The judgement of one run.
struct Verdict {
  FailureKind kind = FailureKind::kNone;
  /// Wrong answer, wrong status, relation or reference disagreement: where and which values.
  Difference diff;
  /// Crash: the signal's name ("SIGSEGV", from `signal`); reference disagreement: the
  /// reference that disagrees ("outcome_fixpoint", "verify"); relation: its name
  /// ("relabelling").
  std::string cause;
  std::string detail;  // one or two sentences for people, made from the fields above
  Output expected;     // the reference output (status and text)
  /// What the subject produced on the case, as judged: its exit status (0 when it did not
  /// exit) and its standard output (after a flood, the first 64 KiB). The reports show
  /// and draw this; they never go back to the run for it.
  Output actual;
  /// The number of the signal that ended the run (SIGSEGV is 11; an exception escaping
  /// an in-process solver is SIGABRT), 0 when no signal ended it.
  int signal = 0;
  std::string judged_by;  // e.g. "fast solver + outcome_fixpoint + certificate check"

  bool ok() const { return kind == FailureKind::kNone; }
  /// Same signature = same failure, for the shrinker. From typed fields only:
  /// "wrong-answer:label:L>D", "wrong-status:0>2", "crash:SIGSEGV", "timeout".
  std::string Signature() const;
  /// "wrong answer: label: expected L got D" (kill matrix cells, counterexamples).
  std::string Summary() const;
};

struct JudgeOptions {
  /// The subject ran under a memory limit: dying of it is a memory-limit failure.
  bool memory_limited = false;
  /// The input was malformed on purpose (`about` says how): exit 2 and no output are due.
  bool bad_input = false;
  std::string_view about;
  /// The text the subject read, when the judge is to name its layout (empty: not known).
  /// A valid input it answers with exit status 2 is a kRejectsValidInput, named by the
  /// text's first departure from the canonical layout (harness/cases/layout.h); another
  /// failing status or a crash on such a text says where the text departs.
  std::string_view input;
  /// What the output is held to: the references (the default), or, without any
  /// reference, the row's certificate verifier (the kill matrix's verifier layer) or only
  /// the spec's form (a metamorphic relation's parts, judged against each other after).
  enum class Evidence { kReference, kCertificate, kWellFormed } evidence = Evidence::kReference;
  /// Oracles are asked only up to this many vertices (the fuzz targets' large mode keeps
  /// its exec rate with the verifier alone).
  Vertex oracle_max_n = kMaxVertices;

  /// Options that hold the output to `e` alone.
  static JudgeOptions Only(Evidence e) {
    JudgeOptions o;
    o.evidence = e;
    return o;
  }
};

/// The reference answer of x and how it was established. `disagreement` is not ok when the
/// fast solver and an oracle or the verifier disagree. The answer is compared in its type;
/// `out` is its text, printed once for the reports.
struct Reference {
  Answer answer;
  Output out;
  std::string judged_by;
  Verdict disagreement;
};
Reference ReferenceOf(const Problem& p, const Instance& x, Vertex oracle_max_n = kMaxVertices);

/// Judges what a subject produced on x. O(reference + verifier + parsing the output).
Verdict Judge(const Problem& p, const Instance& x, const RunResult& run,
              const JudgeOptions& options = {});

/// The comparison step alone, against a given expected output (a metamorphic relation's
/// prediction): malformed output, wrong status or a wrong answer, as Judge reports them.
Verdict JudgeAgainst(const Problem& p, const Instance& x, const Output& expected,
                     const RunResult& run);

/// Runs an in-process solver as a subject: an escaping exception (of any type) is the
/// in-process analogue of a crash: kSignaled with SIGABRT, its type and message in
/// RunResult::exception, judged a crash "threw TYPE: what()" with cause "exception".
RunResult RunInProcess(const std::function<Output()>& solve);

}  // namespace gc
