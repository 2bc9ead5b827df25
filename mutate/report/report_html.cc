// mutate/report/report_html.cc — see report_html.h.
#include "mutate/report/report_html.h"

#include <filesystem>

#include "harness/report/report_html.h"

namespace gc::mutate {

bool HtmlViewerAvailable() { return kElementsBundleSize > 0; }

std::string HtmlViewerMissing() {
  return "--html needs the mutation-testing-elements viewer, and this gamecheck was built "
         "without it (run ci/bootstrap, which fetches the npm package into .deps/npm, then "
         "configure and build again; or set GAMECHECK_MUTATION_ELEMENTS to its "
         "dist/mutation-test-elements.js)";
}

std::string HtmlPage(const std::string& schema_json, const std::string& title) {
  // '<' occurs in JSON only inside strings, where \u003c means the same character.
  std::string data;
  data.reserve(schema_json.size());
  for (char c : schema_json) data += c == '<' ? std::string("\\u003c") : std::string(1, c);
  std::string s = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n";
  s += "<meta name=\"generator\" content=\"gamecheck mutate --html\">\n";
  s += "<title>" + Html(title) + "</title>\n";
  s += "<!-- The viewer: mutation-testing-elements " + std::string(kElementsVersion) +
       " (Apache License 2.0, Stryker Mutator), embedded whole: the page loads nothing. -->\n";
  s += "</head>\n<body>\n<mutation-test-report-app title-postfix=\"" + Html(title) +
       "\"></mutation-test-report-app>\n<script>\n";
  s.append(kElementsBundle, kElementsBundleSize);
  s +=
      "\n</script>\n<script type=\"application/json\" id=\"gamecheck-report\">\n" + data +
      "</script>\n<script>\n"
      "const app = document.querySelector('mutation-test-report-app');\n"
      "app.report = JSON.parse(document.getElementById('gamecheck-report').textContent);\n"
      "function updateTheme() { document.body.style.backgroundColor = app.themeBackgroundColor; }\n"
      "app.addEventListener('theme-changed', updateTheme);\n"
      "updateTheme();\n"
      "</script>\n</body></html>\n";
  return s;
}

std::string HtmlReport(const Options& o, const Result& r) {
  const std::string file = std::filesystem::path(o.source_path).filename().string();
  return HtmlPage(SchemaJson(o, r),
                  "gamecheck mutate " + std::string(o.problem ? o.problem->name : "") + " " + file);
}

}  // namespace gc::mutate
