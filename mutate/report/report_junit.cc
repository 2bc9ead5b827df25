// mutate/report/report_junit.cc — the JUnit report of a mutation run, for CI: a test case
// a mutant, failed when it survived, is likely equivalent or had no coverage; see mutate.h.
#include <string>

#include "harness/report/report.h"
#include "mutate/build/fast.h"
#include "mutate/mutate.h"
#include "mutate/report/report_parts.h"

namespace gc::mutate {

using namespace internal;

std::string Junit(const Options& o, const Result& r) {
  const std::string suite = "gamecheck mutate " + std::string(o.problem ? o.problem->name : "") +
                            " " + FileName(o);
  std::size_t failures = 0, skipped = 0;
  for (const MutantResult& m : r.mutants) {
    failures += m.status == Status::kSurvived || m.status == Status::kEquivalent ||
                m.status == Status::kNoCoverage;
    skipped += m.status == Status::kStillborn || m.status == Status::kNotRun ||
               m.status == Status::kIgnored;
  }
  const std::size_t not_run = r.Count(Status::kNotRun);
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n";
  s += "  <testsuite name=\"" + Xml(suite) + "\" tests=\"" +
       std::to_string(r.mutants.size() + (r.interrupted ? 1 : 0)) + "\" failures=\"" +
       std::to_string(failures) + "\" errors=\"" + std::to_string(r.interrupted ? 1 : 0) +
       "\" skipped=\"" + std::to_string(skipped) + "\" time=\"" + Fixed(r.seconds, 3) + "\">\n";
  for (const MutantResult& m : r.mutants) {
    s += "    <testcase classname=\"" + Xml(suite) + "\" name=\"" +
         Xml("#" + std::to_string(m.id) + " " + Where(o, m) + " " + m.point.mutator + " " +
             m.point.description) +
         "\" time=\"" + Fixed(m.seconds, 3) + "\">";
    switch (m.status) {
      case Status::kKilled:
      case Status::kTimedOut:
        s += "<system-out>" + Xml(std::string(ToString(m.status)) + ": " + FailureLine(m)) +
             "</system-out>";
        break;
      case Status::kSurvived:
      case Status::kEquivalent:
        s += "<failure message=\"" + Xml(std::string(ToString(m.status))) + "\">" +
             Xml("- " + Trim(m.original_line) + "\n+ " + Trim(m.mutated_line) + "\n" +
                 (m.reused ? "reused from " + m.reused->from + ": " + m.reused->reason
                           : Tried(m) + "\n" + Compared(m))) +
             "</failure>";
        break;
      case Status::kStillborn:
        s += "<skipped message=\"" +
             Xml("stillborn: " + CaseLine(Unscratch(o, r, m, m.build_output), 200)) + "\"/>";
        break;
      case Status::kNotRun:
        s += "<skipped message=\"not run: the run was stopped\"/>";
        break;
      case Status::kIgnored:
        s += "<skipped message=\"" + Xml("ignored: " + m.point.ignore_reason) + "\"/>";
        break;
      case Status::kNoCoverage:
        s += "<failure message=\"no coverage\">" + Xml(internal::FastReason(m)) + "</failure>";
        break;
      case Status::kSameCode:
      case Status::kDuplicate:
      case Status::kNotInfected:
        s += "<system-out>" + Xml(internal::FastReason(m)) + "</system-out>";
        break;
    }
    s += "</testcase>\n";
  }
  // An interrupted run is an error beside its mutants, as in check's JUnit: CI must not
  // read the mutants it never decided as a pass.
  if (r.interrupted)
    s += "    <testcase classname=\"" + Xml(suite) +
         "\" name=\"interrupted\" time=\"0\">\n      <error type=\"interrupted\" message=\"" +
         Xml("the run was interrupted with " + std::to_string(not_run) + " of " +
             std::to_string(r.mutants.size()) + " mutants not run") +
         "\"/>\n    </testcase>\n";
  return s + "  </testsuite>\n</testsuites>\n";
}

}  // namespace gc::mutate
