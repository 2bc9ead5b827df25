// impl/grundy/answer.cc — see answer.h.
#include "impl/grundy/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const GrundyAnswer& a) {
  if (a.cycle) return "graph has a cycle\n";
  std::string out;
  AppendJoined(out, a.values, [](std::string& o, std::uint32_t x) { AppendNumber(o, x); });
  return out + ToString(a.sum) + '\n';
}

GrundyAnswer ParseGrundyAnswer(std::string_view text, Vertex n) {
  GrundyAnswer a;
  if (text == "graph has a cycle\n") {
    a.cycle = true;
    return a;
  }
  Lines in(text);
  for (std::string_view f : Fields(in, n, "Grundy values"))
    a.values.push_back(static_cast<std::uint32_t>(Integer(in, f, 0, std::int64_t{n})));
  a.sum = Word(in, false);
  in.End();
  return a;
}

void PrintTo(const GrundyAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
