// impl/answer_text.h — what every problem's answer reader and printer share
// (impl/<problem>/answer.cc): a program's output split into lines that must each end in
// '\n', with the line and column of every error, and the fields such lines hold.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "impl/text_io.h"

namespace gc::answer_text {


// Splits a program's output into lines; every line must end in '\n'.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}

  /// The next line without its '\n'; `what` says what it should hold.
  std::string_view Next(const char* what) {
    ++line_;
    if (pos_ >= text_.size())
      throw TextError(line_, 1, std::string("missing line: expected ") + what);
    std::size_t nl = text_.find('\n', pos_);
    if (nl == std::string_view::npos)
      throw TextError(line_, text_.size() - pos_ + 1, "the last line does not end with a newline");
    std::string_view l = text_.substr(pos_, nl - pos_);
    pos_ = nl + 1;
    line_begin_ = l.data();
    if (!l.empty() && (l.back() == ' ' || l.back() == '\t' || l.back() == '\r'))
      throw TextError(line_, l.size(), "trailing whitespace");
    return l;
  }
  void End() {
    if (pos_ < text_.size()) throw TextError(line_ + 1, 1, "unexpected extra output");
  }
  TextPosition line() const { return line_; }
  /// Column (1-based) of a view into the current line.
  TextPosition Column(std::string_view part) const {
    return static_cast<TextPosition>(part.data() - line_begin_) + 1;
  }

 private:
  const char* line_begin_ = nullptr;
  std::string_view text_;
  std::size_t pos_ = 0;
  TextPosition line_ = 0;
};

/// At most 40 characters of s, control characters shown as '?', for an error message.
std::string Shown(std::string_view s);
/// The next line: exactly n letters, each one of `allowed`.
std::string Letters(Lines& in, Vertex n, std::string_view allowed);
/// The next line split on single spaces into exactly n fields (`what` names them).
std::vector<std::string_view> Fields(Lines& in, Vertex n, const char* what);
/// A field holding an integer in [min, max], without leading zeros.
std::int64_t Integer(Lines& in, std::string_view field, std::int64_t min, std::int64_t max);
/// The next line: "first" or "second" (or "draw" when allowed).
SumResult Word(Lines& in, bool draw_allowed);
/// Appends the decimal digits of x.
void AppendNumber(std::string& out, std::uint64_t x);
/// Appends the decimal digits of x, with a '-' before a negative one ("-1" for L or D).
void AppendInteger(std::string& out, std::int64_t x);
/// Appends xs, one space between items, each written by each(out, x), and a newline.
template <class T, class F>
inline void AppendJoined(std::string& out, const std::vector<T>& xs, F each) {
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (i) out += ' ';
    each(out, xs[i]);
  }
  out += '\n';
}

}  // namespace gc::answer_text
