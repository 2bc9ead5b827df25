// impl/geosum/answer.cc — see answer.h.
#include "impl/geosum/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const GeosumAnswer& a) {
  std::string out;
  AppendJoined(out, a.values, [](std::string& o, std::uint32_t x) { AppendNumber(o, x); });
  return out + ToString(a.sum) + '\n';
}

GeosumAnswer ParseGeosumAnswer(std::string_view text) {
  Lines in(text);
  GeosumAnswer a;
  const std::string_view l = in.Next("the tokens' Grundy values");
  // An empty line is no token; otherwise fields between single spaces.
  for (std::size_t p = 0; !l.empty();) {
    const std::size_t sp = l.find(' ', p);
    const std::string_view field = l.substr(p, sp == std::string_view::npos ? sp : sp - p);
    if (field.empty())
      throw TextError(in.line(), static_cast<TextPosition>(p) + 1,
                      "empty field (two spaces in a row, or a leading space)");
    a.values.push_back(static_cast<std::uint32_t>(Integer(in, field, 0, 64)));
    if (sp == std::string_view::npos) break;
    p = sp + 1;
  }
  a.sum = Word(in, false);
  in.End();
  return a;
}

void PrintTo(const GeosumAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
