// mutate/build/schema_blame.cc — a schema that does not build: the compiler's (or Python's)
// errors read back to the guards and mutants they lie in; see schema.h.
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "mutate/build/schema.h"

namespace gc::mutate {
namespace {

// The offset in `text` at which each of its lines starts.
std::vector<std::size_t> LineStarts(const std::string& text) {
  std::vector<std::size_t> line_start{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') line_start.push_back(i + 1);
  return line_start;
}

// The line and column (0: none given) of an error at `file_name` that a line of the
// build's output reports; false when it reports none.
// gcc/clang: PATH:LINE:COL: error: ...; Python: File "PATH", line N; node --check: PATH:LINE
// alone on its line (the column is the caret's two lines below: NodeCaret); TypeScript
// (tsc, transpileModule's diagnostics): PATH(LINE,COL): error TS..., whose COL counts a tab
// as one character (*tab 1; the others' 8); go build (`go`): ./PATH:LINE:COL: what, which
// says no "error" (every such line under `# command-line-arguments` is one), its COL a
// byte's (*tab 1).
bool ErrorAt(const std::string& l, const std::string& file_name, bool go, std::size_t* line,
             std::size_t* col, std::size_t* tab) {
  *line = 0, *col = 0, *tab = go ? 1 : 8;
  const std::string key = file_name + ":";
  std::size_t at = l.find(key);
  const std::size_t ts = l.find(file_name + "(");
  if (ts != std::string::npos && l.find("): error") != std::string::npos) {
    char* end = nullptr;
    *line = std::strtoul(l.c_str() + ts + file_name.size() + 1, &end, 10);
    if (end && *end == ',') *col = std::strtoul(end + 1, nullptr, 10);
    *tab = 1;
  } else if (at != std::string::npos && (go || l.find("error") != std::string::npos)) {
    char* end = nullptr;
    *line = std::strtoul(l.c_str() + at + key.size(), &end, 10);
    if (end && *end == ':') *col = std::strtoul(end + 1, nullptr, 10);
  } else if (l.find("File \"") != std::string::npos &&
             l.find(file_name + "\", line ") != std::string::npos) {
    *line = std::strtoul(l.c_str() + l.find("\", line ") + 8, nullptr, 10);
  } else if (at != std::string::npos && (at == 0 || l[at - 1] == '/') &&
             at + key.size() < l.size() &&
             l.find_first_not_of("0123456789", at + key.size()) == std::string::npos) {
    *line = std::strtoul(l.c_str() + at + key.size(), nullptr, 10);
  } else {
    return false;
  }
  return true;
}

// The byte offset in text[bol, eol) of display column `col` (tabs to `tab`, 1-based), or npos.
std::size_t ByteOfColumn(const std::string& text, std::size_t bol, std::size_t eol,
                         std::size_t col, std::size_t tab) {
  std::size_t c = 1;
  for (std::size_t i = bol; i < eol; ++i) {
    if (c >= col) return i;
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    if (ch == '\t')
      c = (c - 1) / tab * tab + tab + 1;
    else if ((ch & 0xC0) != 0x80)
      ++c;
  }
  return std::string::npos;
}

// The innermost span of the schema (a mutant's branch or a whole guard) around offset
// `off`, or nullptr.
const Schema::Span* InnermostSpan(const Schema& s, std::size_t off) {
  const Schema::Span* best = nullptr;
  for (const Schema::Span& sp : s.spans)
    if (sp.begin <= off && off < sp.end && (!best || sp.end - sp.begin < best->end - best->begin))
      best = &sp;
  return best;
}

// node's caret under the source line after its PATH:LINE: the 1-based column of the first
// '^' of `caret` when the line is only blanks and carets, 0 otherwise.
std::size_t NodeCaret(const std::string& caret) {
  const std::size_t at = caret.find('^');
  if (at == std::string::npos || caret.find_first_not_of(" \t^") != std::string::npos) return 0;
  return at + 1;
}

// rustc's: an `error...` header, then ` --> PATH:LINE:COL` (its primary span; a warning's,
// a note's or a help's are not blamed). *in_error: whether the header last read is an
// error's whose span is still to come.
bool RustErrorAt(const std::string& l, const std::string& file_name, bool* in_error,
                 std::size_t* line, std::size_t* col) {
  if (l.rfind("error", 0) == 0) *in_error = true;
  if (l.rfind("warning", 0) == 0 || l.rfind("note", 0) == 0 || l.rfind("help", 0) == 0)
    *in_error = false;
  const std::size_t arrow = l.find_first_not_of(' ');
  if (!*in_error || arrow == std::string::npos || l.compare(arrow, 4, "--> ") != 0) return false;
  const std::size_t at = l.find(file_name + ":", arrow);
  if (at == std::string::npos) return false;
  char* end = nullptr;
  *line = std::strtoul(l.c_str() + at + file_name.size() + 1, &end, 10);
  *col = end && *end == ':' ? std::strtoul(end + 1, nullptr, 10) : 0;
  *in_error = false;
  return true;
}

}  // namespace

std::size_t BlameSchemaErrors(const Schema& s, const std::vector<Point>& points,
                              const std::string& file_name, const std::string& build_output,
                              std::vector<bool>* allowed) {
  const std::vector<std::size_t> line_start = LineStarts(s.text);
  std::size_t taken = 0;
  auto take = [&](std::size_t i) {
    if ((*allowed)[i]) (*allowed)[i] = false, ++taken;
  };
  auto take_group = [&](int g) {
    for (std::size_t i = 0; i < points.size(); ++i)
      if (s.group_of[i] == g) take(i);
  };
  std::istringstream lines(build_output);
  std::string l;
  bool rust_error = false;
  // go build's errors, `./PATH:LINE:COL: what` under `# command-line-arguments`, say no "error".
  const bool go = build_output.find("# command-line-arguments") != std::string::npos;
  while (std::getline(lines, l)) {
    // rustc's and go's columns count a tab as one character, as tsc's do.
    std::size_t line = 0, col = 0, tab = 1;
    if (!RustErrorAt(l, file_name, &rust_error, &line, &col) &&
        !ErrorAt(l, file_name, go, &line, &col, &tab))
      continue;
    if (col == 0 && l.find("File \"") == std::string::npos) {  // node: the caret, if any
      std::string source_line, caret;
      const std::streampos back = lines.tellg();
      if (std::getline(lines, source_line) && std::getline(lines, caret)) col = NodeCaret(caret);
      lines.clear();
      lines.seekg(back);
    }
    if (line == 0 || line > line_start.size()) continue;
    const std::size_t bol = line_start[line - 1];
    const std::size_t eol = line < line_start.size() ? line_start[line] : s.text.size();
    const std::size_t off = col > 0 ? ByteOfColumn(s.text, bol, eol, col, tab) : std::string::npos;
    const Schema::Span* best = off != std::string::npos ? InnermostSpan(s, off) : nullptr;
    if (best) {
      if (best->point != Schema::Span::kWholeGuard)
        take(best->point);
      else
        take_group(best->group);
      continue;
    }
    for (const Schema::Span& sp : s.spans)  // every guard on the line
      if (sp.begin < eol && bol < sp.end && sp.point == Schema::Span::kWholeGuard) {
        bool inner = true;  // not one that merely contains the line
        if (sp.begin < bol && sp.end > eol) inner = false;
        if (inner) take_group(sp.group);
      }
  }
  return taken;
}

}  // namespace gc::mutate
