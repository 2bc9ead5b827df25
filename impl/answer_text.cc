// impl/answer_text.cc — see answer_text.h.
#include "impl/answer_text.h"

#include <algorithm>
#include <charconv>

namespace gc::answer_text {

std::string Shown(std::string_view s) {
  std::string t(s.substr(0, 40));
  for (char& c : t)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
  return s.size() > 40 ? t + "..." : t;
}

std::string Letters(Lines& in, Vertex n, std::string_view allowed) {
  std::string what = std::to_string(n) + " letters from " + std::string(allowed);
  std::string_view l = in.Next(what.c_str());
  for (std::size_t i = 0; i < l.size() && i < n; ++i)
    if (allowed.find(l[i]) == std::string_view::npos)
      throw TextError(
          in.line(), static_cast<TextPosition>(i) + 1,
          "expected one of " + std::string(allowed) + ", found '" + Shown(l.substr(i, 1)) + "'");
  if (l.size() != n)
    throw TextError(in.line(), static_cast<TextPosition>(std::min<std::size_t>(l.size(), n)) + 1,
                    "expected " + what + ", found " + std::to_string(l.size()) + " characters");
  return std::string(l);
}

// Splits a line on single spaces into exactly n fields.
std::vector<std::string_view> Fields(Lines& in, Vertex n, const char* what) {
  std::string_view l = in.Next(what);
  std::vector<std::string_view> f;
  if (n == 0) {
    if (!l.empty()) throw TextError(in.line(), 1, std::string("expected an empty line (n = 0)"));
    return f;
  }
  std::size_t p = 0;
  while (true) {
    std::size_t sp = l.find(' ', p);
    std::string_view field = l.substr(p, sp == std::string_view::npos ? sp : sp - p);
    if (field.empty())
      throw TextError(in.line(), static_cast<TextPosition>(p) + 1,
                      std::string("empty field (two spaces in a row, or a leading space)"));
    f.push_back(field);
    if (sp == std::string_view::npos) break;
    p = sp + 1;
  }
  if (f.size() != n)
    throw TextError(
        in.line(), 1,
        "expected " + std::to_string(n) + " " + what + ", found " + std::to_string(f.size()));
  return f;
}

std::int64_t Integer(Lines& in, std::string_view field, std::int64_t min, std::int64_t max) {
  std::int64_t x = 0;
  auto [ptr, ec] = std::from_chars(field.data(), field.data() + field.size(), x);
  if (ec != std::errc() || ptr != field.data() + field.size() || x < min || x > max ||
      (field.size() > 1 && (field[0] == '0' || (field[0] == '-' && field[1] == '0'))))
    throw TextError(in.line(), in.Column(field),
                    "expected an integer from " + std::to_string(min) + " to " +
                        std::to_string(max) + ", found '" + Shown(field) + "'");
  return x;
}

SumResult Word(Lines& in, bool draw_allowed) {
  std::string_view l = in.Next(draw_allowed ? "first, second or draw" : "first or second");
  if (l == "first") return SumResult::kFirst;
  if (l == "second") return SumResult::kSecond;
  if (draw_allowed && l == "draw") return SumResult::kDraw;
  throw TextError(in.line(), 1,
                  std::string("expected ") +
                      (draw_allowed ? "first, second or draw" : "first or second") + ", found '" +
                      Shown(l) + "'");
}

}  // namespace gc::answer_text
