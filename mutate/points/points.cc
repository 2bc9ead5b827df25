// mutate/points/points.cc — the language-independent part of mutate/points/points.h: languages by
// extension, applying a point, and the common finishing of the points a front end found.
#include "mutate/points/points.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <tuple>

#include "mutate/points/points_internal.h"

namespace gc::mutate {

bool LanguageOf(std::string_view path, Language* out) {
  const auto slash = path.find_last_of('/');
  const std::string_view base = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const auto dot = base.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0) return false;
  const std::string_view ext = base.substr(dot + 1);
  if (ext == "c") {
    *out = Language::kC;
  } else if (ext == "cc" || ext == "cpp" || ext == "cxx" || ext == "c++" || ext == "C") {
    *out = Language::kCxx;
  } else if (ext == "py") {
    *out = Language::kPython;
  } else if (ext == "js" || ext == "mjs" || ext == "cjs") {
    *out = Language::kJavaScript;
  } else if (ext == "go") {
    *out = Language::kGo;
  } else if (ext == "java") {
    *out = Language::kJava;
  } else if (ext == "rs") {
    *out = Language::kRust;
  } else if (ext == "ts" || ext == "mts" || ext == "cts") {
    *out = Language::kTypeScript;
  } else {
    return false;
  }
  return true;
}

const std::vector<std::string>& MutatorNames() {
  static const std::vector<std::string> names = {
      "EqualityOperator",      "ArithmeticOperator", "UpdateOperator", "AssignmentOperator",
      "LogicalOperator",       "BooleanNegation",    "IntegerLiteral", "StatementDeletion",
      "ConditionalExpression", "JumpStatement",      "IntegerWidth"};
  return names;
}

std::string Apply(const std::string& source, const Point& p) {
  std::string out;
  out.reserve(source.size() + (1 + p.also.size()) * p.replacement.size());
  out.append(source, 0, p.begin);
  out += p.replacement;
  std::size_t at = p.end;
  for (const auto& [begin, end] : p.also) {  // in order, after [p.begin, p.end)
    out.append(source, at, begin - at);
    out += p.replacement;
    at = end;
  }
  out.append(source, at, std::string::npos);
  return out;
}

bool FindPoints(const std::string& path, const std::string& source, Language lang,
                const PointOptions& options, std::vector<Point>* out, std::string* err,
                SourceLayout* layout) {
  out->clear();
  std::vector<Point> points;
  std::vector<internal::Comment> comments;
  internal::Ranges functions;
  const bool ok =
      lang == Language::kPython
          ? internal::FindPointsPy(path, source, options, &points, &comments, &functions, err)
      : IsC(lang)
          ? internal::FindPointsCxx(path, source, lang, options, &points, &comments, &functions,
                                    err)
          : internal::FindPointsTs(path, source, lang, options, &points, &comments, &functions,
                                   err);
  if (!ok) return false;
  if (layout) {
    std::sort(functions.begin(), functions.end());
    layout->functions = std::move(functions);
    layout->comments.clear();
    for (const internal::Comment& c : comments) layout->comments.emplace_back(c.begin, c.end);
    std::sort(layout->comments.begin(), layout->comments.end());
  }
  internal::FinishPoints(source, &points);
  internal::ApplyMarks(comments, &points);
  *out = std::move(points);
  return true;
}

namespace internal {

void FinishPoints(const std::string& source, std::vector<Point>* points) {
  std::vector<std::size_t> line_start{0};
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\n') line_start.push_back(i + 1);
  }
  auto position = [&](std::size_t offset, unsigned* line, unsigned* column) {
    const auto it = std::upper_bound(line_start.begin(), line_start.end(), offset);
    const std::size_t row = static_cast<std::size_t>(it - line_start.begin());  // 1-based
    *line = static_cast<unsigned>(row);
    *column = static_cast<unsigned>(offset - line_start[row - 1] + 1);
  };
  std::vector<Point> kept;
  kept.reserve(points->size());
  for (Point& p : *points) {
    if (p.begin > p.end || p.end > source.size()) continue;
    p.original = source.substr(p.begin, p.end - p.begin);
    if (p.original == p.replacement) continue;
    position(p.begin, &p.line, &p.column);
    position(p.end, &p.end_line, &p.end_column);
    kept.push_back(std::move(p));
  }
  std::sort(kept.begin(), kept.end(), [](const Point& a, const Point& b) {
    return std::tie(a.begin, a.mutator, a.replacement, a.end) <
           std::tie(b.begin, b.mutator, b.replacement, b.end);
  });
  std::vector<Point> unique;
  unique.reserve(kept.size());
  for (Point& p : kept) {
    bool dup = false;  // sorted by begin: only the points at the same begin can be equal
    for (auto q = unique.rbegin(); q != unique.rend() && q->begin == p.begin && !dup; ++q) {
      dup = q->end == p.end && q->replacement == p.replacement;
    }
    if (!dup) unique.push_back(std::move(p));
  }
  *points = std::move(unique);
}

std::string OneLine(const std::string& text, std::size_t max) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return CutWithEllipsis(out, max);
}

bool ParseIntegerLiteral(const std::string& text, std::uint64_t* value, std::string* suffix) {
  std::string digits;
  for (char c : text) {
    if (c != '\'' && c != '_') digits += c;  // C++14's and Python's digit separators
  }
  std::size_t end = digits.size();
  while (end > 0 && std::string_view("uUlLzZ").find(digits[end - 1]) != std::string_view::npos) {
    --end;
  }
  *suffix = digits.substr(end);
  digits.resize(end);
  unsigned base = 10;
  std::size_t i = 0;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    base = 16, i = 2;
  } else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B')) {
    base = 2, i = 2;
  } else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'o' || digits[1] == 'O')) {
    base = 8, i = 2;  // Python's octal
  } else if (digits.size() > 1 && digits[0] == '0') {
    base = 8, i = 1;
  }
  if (i >= digits.size()) return false;
  std::uint64_t v = 0;
  for (; i < digits.size(); ++i) {
    const char c = digits[i];
    unsigned d;
    if (c >= '0' && c <= '9') {
      d = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      d = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      d = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return false;
    }
    if (d >= base || v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  *value = v;
  return true;
}

std::string EscapedByte(unsigned char c) {
  static const char* const kHex = "0123456789abcdef";
  return std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
}

std::string CutWithEllipsis(const std::string& text, std::size_t max) {
  if (text.size() <= max) return text;
  std::size_t cut = max > 3 ? max - 3 : 0;
  // Not inside a UTF-8 sequence: back off over continuation bytes.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "...";
}

}  // namespace internal
}  // namespace gc::mutate
