// impl/loopy/answer.cc — see answer.h.
#include "impl/loopy/answer.h"

#include <ostream>

#include "impl/answer_text.h"

namespace gc {

using namespace answer_text;

std::string FormatLoopyValue(const LoopyValue& v) {
  if (v.finite()) return std::to_string(v.value);
  std::string out = "inf{";
  for (std::size_t i = 0; i < v.k.size(); ++i) {
    if (i) out += ',';
    AppendNumber(out, v.k[i]);
  }
  return out + '}';
}
std::string FormatAnswer(const LoopyAnswer& a) {
  std::string out;
  AppendJoined(out, a.values,
               [](std::string& o, const LoopyValue& v) { o += FormatLoopyValue(v); });
  return out + ToString(a.sum) + '\n';
}

LoopyAnswer ParseLoopyAnswer(std::string_view text, Vertex n) {
  Lines in(text);
  LoopyAnswer a;
  for (std::string_view f : Fields(in, n, "loopy values")) {
    LoopyValue v;
    if (f.substr(0, 4) == "inf{" && f.back() == '}') {
      v.value = LoopyValue::kInfinite;
      std::string_view body = f.substr(4, f.size() - 5);
      std::size_t p = 0;
      while (!body.empty() && p <= body.size()) {
        std::size_t c = body.find(',', p);
        std::string_view item = body.substr(p, c == std::string_view::npos ? c : c - p);
        std::int64_t x = Integer(in, item, 0, std::int64_t{n});
        if (!v.k.empty() && static_cast<std::uint32_t>(x) <= v.k.back())
          throw TextError(in.line(), in.Column(f),
                          "the set K in '" + Shown(f) + "' is not sorted and distinct");
        v.k.push_back(static_cast<std::uint32_t>(x));
        if (c == std::string_view::npos) break;
        p = c + 1;
      }
    } else {
      v.value = Integer(in, f, 0, std::int64_t{n});
    }
    a.values.push_back(std::move(v));
  }
  a.sum = Word(in, true);
  in.End();
  return a;
}

void PrintTo(const LoopyAnswer& a, std::ostream* os) { *os << FormatAnswer(a); }

}  // namespace gc
