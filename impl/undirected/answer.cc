// impl/undirected/answer.cc — see answer.h.
#include "impl/undirected/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const UndirectedAnswer& a) { return a.labels + '\n'; }

UndirectedAnswer ParseUndirectedAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  UndirectedAnswer a{Letters(in, n, "WL")};
  in.End();
  return a;
}

void PrintTo(const UndirectedAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
