// impl/outcome/answer.cc — see answer.h.
#include "impl/outcome/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const OutcomeAnswer& a) { return a.labels + '\n'; }

OutcomeAnswer ParseOutcomeAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  OutcomeAnswer a{Letters(in, n, "WLD")};
  in.End();
  return a;
}

void PrintTo(const OutcomeAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
