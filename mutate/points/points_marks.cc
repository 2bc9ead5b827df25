// mutate/points/points_marks.cc — a person's marks in the source (mutate/points/points.h): comments that
// say a mutant was judged (equivalent, or not worth testing), so that it is reported as
// ignored and never run. The comments come from the language's own lexer (libclang's
// tokens, Python's tokenize), so a mark inside a string literal is no mark.
//   // gamecheck: equivalent [MUTATORS] [: reason]      the points on this comment's line
//   // Stryker disable next-line all|MUTATORS [: reason]  the points on the next line
//   // Stryker disable all|MUTATORS [: reason]            the points after it, up to
//   // Stryker restore all|MUTATORS                       (Stryker's own conventions)
// MUTATORS is a comma-separated list of mutator names (case-insensitive, as Stryker's).
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "mutate/points/points_internal.h"

namespace gc::mutate::internal {

namespace {

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// The comment's words without its delimiters.
std::string_view Body(std::string_view text) {
  if (text.starts_with("/*")) {
    text.remove_prefix(2);
    if (text.ends_with("*/")) text.remove_suffix(2);
    while (!text.empty() && text.front() == '*') text.remove_prefix(1);  // `/**`
  } else {
    while (!text.empty() && (text.front() == '/' || text.front() == '#')) text.remove_prefix(1);
  }
  return Trim(text);
}

bool KnownMutator(std::string_view name) {
  for (const std::string& m : MutatorNames())
    if (Lower(m) == Lower(name)) return true;
  return false;
}

// A mark: which mutators (empty: all), why, and what it does.
struct Mark {
  enum Kind { kSameLine, kNextLine, kRestoreNextLine, kDisable, kRestore } kind = kSameLine;
  unsigned line = 0, end_line = 0;
  std::set<std::string> mutators;  // lower case; empty for all
  std::string reason;
};

// "all" or "A,B" then optionally ": reason". False when the list is not one: an empty
// list, or (strict) a name that is no mutator's.
bool ParseSelection(std::string_view s, bool strict, Mark* m) {
  s = Trim(s);
  const std::size_t colon = s.find(':');
  const std::string_view head = Trim(s.substr(0, colon));
  if (colon != std::string_view::npos) m->reason = std::string(Trim(s.substr(colon + 1)));
  if (head.empty()) return false;
  if (Lower(head) == "all") return true;
  for (std::string_view rest = head; !rest.empty();) {
    const std::size_t comma = rest.find(',');
    const std::string_view name = Trim(rest.substr(0, comma));
    if (name.empty() || name.find(' ') != std::string_view::npos) return false;
    if (strict && !KnownMutator(name)) return false;
    m->mutators.insert(Lower(name));
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  return true;
}

// The mark a comment makes, if any.
bool ParseMark(const Comment& c, Mark* m) {
  std::string_view body = Body(c.text);
  m->line = c.line;
  m->end_line = c.end_line;
  if (Lower(body.substr(0, 10)) == "gamecheck:") {
    body = Trim(body.substr(10));
    if (Lower(body.substr(0, 10)) != "equivalent") return false;
    body.remove_prefix(10);
    if (!body.empty() && body.front() != ':' &&
        !std::isspace(static_cast<unsigned char>(body.front())))
      return false;
    m->kind = Mark::kSameLine;
    // Mutator names, else free text: `// gamecheck: equivalent because n >= 1` is a reason.
    if (Trim(body).empty() || Trim(body).front() == ':') {
      const std::string_view r = Trim(body);
      m->reason = std::string(Trim(r.empty() ? r : r.substr(1)));
    } else if (!ParseSelection(body, true, m)) {
      m->mutators.clear();
      m->reason = std::string(Trim(body));
    }
    return true;
  }
  if (!body.starts_with("Stryker ")) return false;
  body = Trim(body.substr(8));
  if (body.starts_with("disable")) {
    m->kind = Mark::kDisable;
    body.remove_prefix(7);
  } else if (body.starts_with("restore")) {
    m->kind = Mark::kRestore;
    body.remove_prefix(7);
  } else {
    return false;
  }
  body = Trim(body);
  // next-line (StrykerJS) or once (Stryker.NET): only the following line.
  for (std::string_view once : {"next-line", "once"}) {
    if (body.starts_with(once) && (body.size() == once.size() || body[once.size()] == ' ')) {
      m->kind = m->kind == Mark::kDisable ? Mark::kNextLine : Mark::kRestoreNextLine;
      body.remove_prefix(once.size());
      break;
    }
  }
  return ParseSelection(body, false, m);
}

bool Names(const Mark& m, const std::string& mutator) {
  return m.mutators.empty() || m.mutators.count(Lower(mutator)) > 0;
}

std::string Why(const Mark& m, const char* what) {
  return std::string(what) + " on line " + std::to_string(m.line) +
         (m.reason.empty() ? "" : ": " + m.reason);
}

}  // namespace

void ApplyMarks(const std::vector<Comment>& comments, std::vector<Point>* points) {
  std::vector<Mark> marks;
  for (const Comment& c : comments) {
    Mark m;
    if (ParseMark(c, &m)) marks.push_back(std::move(m));
  }
  if (marks.empty()) return;
  std::stable_sort(marks.begin(), marks.end(),
                   [](const Mark& a, const Mark& b) { return a.line < b.line; });
  for (Point& p : *points) {
    // The ranges first: every disable and restore ending before the point's line, in order.
    bool off = false;
    std::string why;
    for (const Mark& m : marks) {
      if (m.end_line >= p.line || !Names(m, p.mutator)) continue;
      if (m.kind == Mark::kDisable) {
        off = true;
        why = Why(m, "disabled by 'Stryker disable'");
      } else if (m.kind == Mark::kRestore) {
        off = false;
      }
    }
    // Then the marks of this one line.
    for (const Mark& m : marks) {
      if (m.end_line + 1 != p.line || !Names(m, p.mutator)) continue;
      if (m.kind == Mark::kNextLine) {
        off = true;
        why = Why(m, "disabled by 'Stryker disable next-line'");
      } else if (m.kind == Mark::kRestoreNextLine) {
        off = false;
      }
    }
    for (const Mark& m : marks) {
      if (m.kind == Mark::kSameLine && m.line <= p.line && p.line <= m.end_line &&
          Names(m, p.mutator)) {
        off = true;
        why = Why(m, "marked equivalent");
      }
    }
    p.ignored = off;
    p.ignore_reason = off ? why : "";
  }
}

}  // namespace gc::mutate::internal
