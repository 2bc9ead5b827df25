// mutate/report/report_fast.cc — the report parts of the fast paths; see fast.h.
#include <cstdio>
#include <string>

#include "mutate/build/fast.h"
#include "mutate/mutate.h"

namespace gc::mutate::internal {

std::string FastReason(const MutantResult& m) {
  switch (m.status) {
    case Status::kNoCoverage:
      return "no coverage: no case of either pass reached this point (nothing ran it)";
    case Status::kSameCode:
      return "equivalent (same machine code): compiled with optimisation, its object code is "
             "the original's";
    case Status::kDuplicate:
      return "duplicate of #" + std::to_string(m.duplicate_of) + ": the same object code";
    case Status::kNotInfected:
      return "not infected: " + m.note;
    default:
      return "";
  }
}

std::string FastSections(const Options& o, const Result& r) {
  std::string s;
  for (Status st :
       {Status::kNoCoverage, Status::kNotInfected, Status::kSameCode, Status::kDuplicate}) {
    std::string lines;
    std::size_t n = 0;
    for (const MutantResult& m : r.mutants) {
      if (m.status != st) continue;
      ++n;
      lines += "  #" + std::to_string(m.id) + " " + o.source_path + ":" +
               std::to_string(m.point.line) + ":" + std::to_string(m.point.column) + "  " +
               m.point.mutator + "  " + m.point.description +
               (st == Status::kDuplicate ? "  (of #" + std::to_string(m.duplicate_of) + ")" : "") +
               "\n";
    }
    if (!n) continue;
    const char* head = st == Status::kNoCoverage ? "NO COVERAGE (no case reaches the point)"
                       : st == Status::kNotInfected ? "not infected"
                       : st == Status::kSameCode
                           ? "equivalent (same machine code)"
                           : "duplicate (the same machine code as another mutant)";
    s += std::string(head) + " (" + std::to_string(n) + "):\n" + lines + "\n";
  }
  return s;
}

std::string FastTotals(const Options& o, const Result& r) {
  char median[32];
  std::snprintf(median, sizeof median, "%.2f", r.MedianKillSeconds());
  const std::size_t left =
      r.Count(Status::kSurvived) + r.Count(Status::kEquivalent) + r.Count(Status::kNoCoverage);
  std::size_t twins = 0;  // decided by a twin's run (the same machine code)
  for (const MutantResult& m : r.mutants)
    twins += m.duplicate_of != 0 && m.status != Status::kNotRun;
  std::size_t contract = 0;  // killed on a malformed input: the contract rule's
  for (const MutantResult& m : r.mutants)
    contract += Detected(m.status) && ((m.check && m.check->failure &&
                                        m.check->failure->original.bad_input) ||
                                       (m.reused && m.reused->contract));
  std::size_t late = 0;  // decided by the compiler after their first pass
  for (const MutantResult& m : r.mutants)
    late += (m.status == Status::kSameCode || m.status == Status::kDuplicate) && !m.passes.empty();
  const std::string after =
      o.object_first && late > 0
          ? "; of them by the compiler after their first pass: " + std::to_string(late)
          : "";
  const std::string batched =
      r.object_batches == 0 ? ""
                            : " (" + std::to_string(r.object_batches) + " of them batches of " +
                                  std::to_string(r.batched_mutants) + " mutants)";
  const std::string copies =
      r.copies_programs == 0
          ? ""
          : ", " + std::to_string(r.copies_mutants) + " in " + std::to_string(r.copies_programs) +
                (r.copies_programs == 1 ? " program" : " programs") + " of copies";
  return std::to_string(r.builds) + " builds (" + std::to_string(r.schema_mutants) + " of " +
         std::to_string(r.mutants.size()) + " mutants in the schema" + copies + "), " +
         std::to_string(r.object_compiles) + " object compiles" + batched + "; decided " +
         (o.object_first ? "without a run: " : "without a second pass: ") +
         std::to_string(r.Count(Status::kSameCode)) + " same machine code, " +
         std::to_string(twins) + " duplicates (" + std::to_string(r.Count(Status::kDuplicate)) +
         " not detected), " + std::to_string(r.Count(Status::kNoCoverage)) + " no coverage, " +
         std::to_string(r.Count(Status::kNotInfected)) + " not infected" +
         after + "; killed by the bad-input contract: " + std::to_string(contract) +
         "; left for a person: " + std::to_string(left) + "; median time to a kill " + median +
         " s\n";
}

}  // namespace gc::mutate::internal
