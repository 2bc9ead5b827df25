// impl/reach/answer.cc — see answer.h.
#include "impl/reach/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatAnswer(const ReachAnswer& a) {
  std::string out = a.labels + '\n';
  AppendJoined(out, a.ranks, AppendInteger);
  return out;
}

ReachAnswer ParseReachAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  ReachAnswer a;
  a.labels = Letters(in, n, "WL");
  for (std::string_view f : Fields(in, n, "ranks"))
    a.ranks.push_back(Integer(in, f, -1, std::int64_t{n}));
  in.End();
  return a;
}

void PrintTo(const ReachAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
