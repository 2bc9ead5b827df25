// impl/partizan/answer.cc — see answer.h.
#include "impl/partizan/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const PartizanAnswer& a) { return a.left + '\n' + a.right + '\n'; }

PartizanAnswer ParsePartizanAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  PartizanAnswer a;
  a.left = Letters(in, n, "WLD");
  a.right = Letters(in, n, "WLD");
  in.End();
  return a;
}

void PrintTo(const PartizanAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
