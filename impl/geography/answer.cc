// impl/geography/answer.cc — see answer.h.
#include "impl/geography/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const GeographyAnswer& a) {
  return std::string(a.first_wins ? "first" : "second") + '\n' + std::to_string(a.grundy) + '\n';
}

GeographyAnswer ParseGeographyAnswer(std::string_view text) {
  Lines in(text);
  GeographyAnswer a;
  a.first_wins = Word(in, false) == SumResult::kFirst;
  std::string_view l = in.Next("the Grundy value");
  a.grundy = static_cast<std::uint32_t>(Integer(in, l, 0, 64));
  in.End();
  return a;
}

void PrintTo(const GeographyAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
