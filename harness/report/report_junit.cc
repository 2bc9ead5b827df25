// harness/report/report_junit.cc — the JUnit XML report of a check (report.h): one test
// suite per check (per shard), one test case per family of cases run, the failure on the
// failing case's family, an interruption as an error and slowness as a skipped case.
#include "harness/report/report_parts.h"

namespace gc {

namespace {

// The <testsuites> and <testsuite> opening lines with their counts, and the properties.
std::string SuiteHead(const ReportContext& ctx, const CheckResult& r, const std::string& suite,
                      std::size_t tests, int failures, int errors, int skipped) {
  const std::string counts = "tests=\"" + std::to_string(tests) + "\" failures=\"" +
                             std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
                             "\"";
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s +=
      "<testsuites name=\"gamecheck check\" " + counts + " time=\"" + Fixed(r.seconds, 3) + "\">\n";
  s += "  <testsuite name=\"" + Xml(suite) + "\" " + counts + " skipped=\"" +
       std::to_string(skipped) + "\" time=\"" + Fixed(r.seconds, 3) + "\">\n";
  s += "    <properties>\n";
  s += "      <property name=\"seed\" value=\"" + std::to_string(r.seed) + "\"/>\n";
  s += "      <property name=\"subject\" value=\"" + Xml(SubjectText(ctx)) + "\"/>\n";
  s += "      <property name=\"cases_run\" value=\"" + std::to_string(r.cases_run) + "\"/>\n";
  if (r.shard.sharded())
    s += "      <property name=\"shard\" value=\"" + Xml(ShardText(r.shard)) + "\"/>\n";
  return s + "    </properties>\n";
}

}  // namespace

std::string JunitReport(const Problem& p, const ReportContext& ctx, const CheckResult& r) {
  // Each shard its own suite, so that CI merging the shards' files keeps them apart.
  const std::string suite = "gamecheck.check." + std::string(p.name) +
                            (r.shard.sharded() ? ".shard-" + std::to_string(r.shard.index) +
                                                     "-of-" + std::to_string(r.shard.count)
                                               : "");
  std::vector<std::pair<std::string, std::uint64_t>> families = r.families;
  if (r.failure) {
    bool present = false;
    for (auto& [fam, k] : families) present |= fam == r.failure->original.family;
    if (!present) families.push_back({r.failure->original.family, 1});
  }
  // Beside one test case per family: an interrupted run is an error (CI must not read it
  // as a pass), slowness a skipped "performance" case (the exit status lets CI choose).
  const bool interrupted = r.interrupted && !r.failure;
  const int failures = r.failure ? 1 : 0, errors = interrupted ? 1 : 0, skipped = r.slow() ? 1 : 0;
  const std::size_t tests = families.size() + errors + skipped;
  std::string s = SuiteHead(ctx, r, suite, tests, failures, errors, skipped);
  for (const auto& [family, k] : families) {
    s += "    <testcase classname=\"" + Xml(suite) + "\" name=\"" + Xml(family) + " (" +
         std::to_string(k) + " cases)\" time=\"0\"";
    if (r.failure && r.failure->original.family == family) {
      s += ">\n      <failure type=\"" + std::string(Slug(r.failure->verdict.kind)) +
           "\" message=\"" + Xml(r.failure->verdict.detail) + "\">" + Xml(TextReport(p, ctx, r)) +
           "</failure>\n    </testcase>\n";
    } else {
      s += "/>\n";
    }
  }
  if (interrupted)
    s += "    <testcase classname=\"" + Xml(suite) +
         "\" name=\"interrupted\" time=\"0\">\n      <error type=\"interrupted\" message=\"the run "
         "was interrupted after " +
         std::to_string(r.cases_run) + " of " + std::to_string(r.planned) +
         " cases\"/>\n    </testcase>\n";
  if (r.slow())
    s += "    <testcase classname=\"" + Xml(suite) +
         "\" name=\"performance\" time=\"0\">\n      <skipped message=\"" +
         Xml("slow: " + PerformanceText(p, ctx, r)) + "\"/>\n    </testcase>\n";
  return s + "  </testsuite>\n</testsuites>\n";
}

}  // namespace gc
