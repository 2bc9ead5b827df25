// impl/lengths/answer.cc — see answer.h.
#include "impl/lengths/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const LengthsAnswer& a) {
  std::string out = a.labels + '\n';
  AppendJoined(out, a.lengths, AppendInteger);
  return out;
}

LengthsAnswer ParseLengthsAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  LengthsAnswer a;
  a.labels = Letters(in, n, "WLD");
  for (std::string_view f : Fields(in, n, "lengths"))
    a.lengths.push_back(Integer(in, f, -1, std::int64_t{n}));
  in.End();
  return a;
}

void PrintTo(const LengthsAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
