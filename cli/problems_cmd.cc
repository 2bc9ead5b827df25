// cli/problems_cmd.cc — `gamecheck problems [PROBLEM]`: the problems of the table
// (harness/problems/problems.def) with their input formats, and one problem's input and
// output formats with its examples, then the rules common to every input (what "the graph"
// is). The formats are the sections of docs/formats.md, compiled in by the build
// (cmake/embed_text.cmake), so the page and the command say the same thing; the docs test
// (docs/test/) runs the examples of that page.
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "harness/problems/problem.h"

namespace gc::cli {

namespace {

constexpr std::string_view kFormatsMd =
#include "formats_md.inc"
    ;

// The section "## NAME — ..." of docs/formats.md, up to the next "## " heading; "" if the
// page has none.
std::string_view Section(std::string_view name) {
  const std::string head = "\n## " + std::string(name) + " ";
  std::size_t at = kFormatsMd.find(head);
  if (at == std::string_view::npos) return {};
  std::string_view s = kFormatsMd.substr(at + 1);
  std::size_t end = s.find("\n## ");
  return end == std::string_view::npos ? s : s.substr(0, end + 1);
}

// The page's rules for every input, from "Common rules for every input:" to the first
// problem's section: what "the graph" of every section's "Input:" is. Without the page's
// note on its own notation of exit statuses, which Plain() puts in words.
std::string CommonRules() {
  std::size_t at = kFormatsMd.find("Common rules for every input:");
  if (at == std::string_view::npos) return {};
  std::string s(kFormatsMd.substr(at));
  s.resize(s.find("\n## ") + 1);
  if (std::size_t note = s.find(" (In the examples, a line"); note != std::string::npos)
    s.erase(note, s.find(')', note) + 1 - note);
  return s;
}

// The section as a terminal shows it: the heading without "## ", the code blocks
// indented by two spaces instead of fenced, and an exit status line "[N]" of an example
// (the docs test's notation) in words.
std::string Plain(std::string_view section) {
  std::string out;
  bool code = false;
  while (!section.empty()) {
    std::size_t nl = section.find('\n');
    std::string_view line = section.substr(0, nl);
    section.remove_prefix(nl == std::string_view::npos ? section.size() : nl + 1);
    if (line.substr(0, 3) == "```") {
      code = !code;
      continue;
    }
    if (line.substr(0, 3) == "## ") line.remove_prefix(3);
    if (code) out += "  ";
    if (code && line.size() > 2 && line.front() == '[' && line.back() == ']') {
      out += "(exit status " + std::string(line.substr(1, line.size() - 2)) + ")\n";
      continue;
    }
    out.append(line);
    out += '\n';
  }
  return out;
}

// The first sentence of the paragraph "Input: ..." of a section, on one line.
std::string InputLine(std::string_view section) {
  std::size_t at = section.find("\nInput: ");
  if (at == std::string_view::npos) return "";
  std::string_view s = section.substr(at + 8);
  s = s.substr(0, std::min({s.find("\nOutput:"), s.find("\n\n"), s.find(". ")}));
  std::string out;
  for (char c : s) {
    if (c == '\n') c = ' ';
    if (c != '`') out += c;
  }
  return out.empty() || out.back() == '.' ? out : out + ".";
}

int List() {
  for (const Problem& p : Problems())
    std::printf("%-11.*s %.*s\n            input: %s\n", static_cast<int>(p.name.size()),
                p.name.data(), static_cast<int>(p.summary.size()), p.summary.data(),
                InputLine(Section(p.name)).c_str());
  std::printf(
      "\n'gamecheck problems PROBLEM' prints its input and output formats with examples\n"
      "(docs/formats.md, installed with the docs).\n");
  return 0;
}

}  // namespace

/// `gamecheck problems [PROBLEM]`: exit 0; 2 for an unknown problem or a row whose
/// section docs/formats.md lacks (a build defect the docs test catches).
int ProblemsCommand(const std::vector<std::string_view>& args) {
  if (args.size() == 1) return List();
  if (args.size() > 2 || args[1] == "--help" || args[1] == "-h") {
    std::fprintf(args.size() > 2 ? stderr : stdout,
                 "usage: gamecheck problems [PROBLEM]\n"
                 "Lists the problems and their input formats; with PROBLEM, prints its input\n"
                 "and output formats with examples (docs/formats.md).\n");
    return args.size() > 2 ? 2 : 0;
  }
  const Problem* p = FindProblem(args[1]);
  if (!p) {
    std::fprintf(stderr, "gamecheck: unknown problem '%.*s' (try 'gamecheck problems')\n",
                 static_cast<int>(args[1].size()), args[1].data());
    return 2;
  }
  std::string_view section = Section(p->name);
  if (section.empty()) {
    std::fprintf(stderr, "gamecheck: docs/formats.md has no section '## %.*s'\n",
                 static_cast<int>(p->name.size()), p->name.data());
    return 2;
  }
  std::fputs((Plain(section) + Plain(CommonRules())).c_str(), stdout);
  return 0;
}

}  // namespace gc::cli
