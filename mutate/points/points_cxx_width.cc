// mutate/points/points_cxx_width.cc — the IntegerWidth points of C and C++ declarations: a
// wide integer type narrowed one step, a type argument in every place that spells its
// template-id; see points_cxx.h.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_cxx.h"

namespace gc::mutate::internal::cxx {
namespace {

// The narrower type for a wide integer type kind, or nullptr.
const char* WiderIntegerTo(CXTypeKind kind) {
  switch (kind) {
    case CXType_Int:
      return "short";
    case CXType_UInt:
      return "unsigned short";
    case CXType_Long:
    case CXType_LongLong:
      return "int";
    case CXType_ULong:
    case CXType_ULongLong:
      return "unsigned";
    default:
      return nullptr;
  }
}

// The same for the standard typedef names, or nullptr.
const char* StandardIntegerTo(const std::string& name) {
  if (name == "int32_t" || name == "int_least32_t" || name == "int_fast32_t") return "short";
  if (name == "uint32_t" || name == "uint_least32_t") return "unsigned short";
  if (name == "int64_t" || name == "int_least64_t" || name == "int_fast64_t" ||
      name == "intmax_t" || name == "ptrdiff_t" || name == "ssize_t") {
    return "int";
  }
  if (name == "uint64_t" || name == "uint_least64_t" || name == "uint_fast64_t" ||
      name == "uintmax_t" || name == "size_t") {
    return "unsigned";
  }
  return nullptr;
}

}  // namespace

void Finder::IntegerWidth(const Node& n) {
  const std::size_t name = Offset(clang_getCursorLocation(n.cursor));
  if (name <= n.begin) return;
  const std::size_t region_end = TypeRegionEnd(n, name);
  Guarded(Guard::kNone, 0, 0);  // a declaration's type: built on its own
  KeywordWidths(n, region_end);
  TypedefWidths(n, region_end);
}

std::size_t Finder::TypeRegionEnd(const Node& n, std::size_t name) const {
  int angle = 0;
  for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].begin < name; ++i) {
    const std::string& x = tokens_[i].text;
    if (x == "<") ++angle;
    if (x == ">") angle = std::max(0, angle - 1);
    if (x == ">>") angle = std::max(0, angle - 2);
    if (angle == 0 && (x == "=" || x == "," || x == "(" || x == "{" || x == "[" || x == ";")) {
      return tokens_[i].begin;
    }
  }
  return name;
}

void Finder::KeywordWidths(const Node& n, std::size_t region_end) {
  for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].end <= region_end;) {
    auto is_word = [&](std::size_t j) {
      const std::string& x = tokens_[j].text;
      return tokens_[j].kind == CXToken_Keyword &&
             (x == "int" || x == "long" || x == "short" || x == "unsigned" || x == "signed" ||
              x == "char" || x == "double" || x == "float");
    };
    if (!is_word(i)) {
      ++i;
      continue;
    }
    std::size_t j = i;
    int longs = 0;
    bool is_unsigned = false, skip = false;
    for (; j < tokens_.size() && tokens_[j].end <= region_end && is_word(j); ++j) {
      longs += tokens_[j].text == "long";
      is_unsigned |= tokens_[j].text == "unsigned";
      const std::string& x = tokens_[j].text;  // short, char: narrow already; not integers
      skip |= x == "short" || x == "char" || x == "double" || x == "float";
    }
    if (!skip) {
      AddWidth(i, j - 1, longs > 0 ? (is_unsigned ? "unsigned" : "int")
                                   : (is_unsigned ? "unsigned short" : "short"));
    }
    i = j;
  }
}

void Finder::TypedefWidths(const Node& n, std::size_t region_end) {
  // By the type a type reference names; names brought in by a using-declaration
  // (std::int64_t from <cstdint>) have no type reference in libclang 14, so the standard
  // ones are also known by name.
  std::vector<std::pair<std::size_t, const char*>> refs;  // token begin -> replacement
  for (const Node& c : n.children) {
    if (c.kind != CXCursor_TypeRef) continue;
    const CXType t = clang_getCanonicalType(clang_getCursorType(c.cursor));
    refs.emplace_back(c.begin, WiderIntegerTo(t.kind));
  }
  for (std::size_t k = TokenFrom(n.begin); k < tokens_.size() && tokens_[k].end <= region_end;
       ++k) {
    if (tokens_[k].kind != CXToken_Identifier) continue;
    const char* to = nullptr;
    bool referenced = false;
    for (const auto& [at, narrower] : refs) {
      if (at == tokens_[k].begin) referenced = true, to = narrower;
    }
    if (!referenced) to = StandardIntegerTo(tokens_[k].text);
    if (to == nullptr) continue;
    // Take in a qualifier: `std::int64_t`, `::size_t`.
    std::size_t first = k;
    while (first >= 1 && tokens_[first - 1].text == "::") {
      if (first >= 2 && tokens_[first - 2].kind == CXToken_Identifier) {
        first -= 2;
      } else {
        first -= 1;
        break;
      }
    }
    AddWidth(first, k, to);
  }
}

// In a template argument (`std::vector<int>`), the innermost template-id around it is the
// type narrowed: every place in the file that spells it (a parameter, a return type, an
// expression, another declaration) is narrowed with it, as a function that takes a
// std::vector<int>& cannot take a std::vector<short>. One point for all of them, at the
// first place (a point per declaration would be stillborn wherever the type is passed):
// each declaration of the type adds the same point, which FinishPoints keeps once.
void Finder::AddWidth(std::size_t first, std::size_t last, const std::string& to) {
  const std::string what = "'" + Text(tokens_[first].begin, tokens_[last].end) + "' -> '" + to + "'";
  std::vector<std::size_t> at;  // the token index where each place's run begins
  std::string spelling;
  SameTemplateArgument(first, last, &at, &spelling);
  if (at.size() <= 1) {
    Add("IntegerWidth", tokens_[first].begin, tokens_[last].end, to, what);
    return;
  }
  const std::size_t n = last - first;
  std::vector<std::pair<std::size_t, std::size_t>> also;
  for (std::size_t k = 1; k < at.size(); ++k) {
    const std::size_t b = tokens_[at[k]].begin, e = tokens_[at[k] + n].end;
    if (Replaceable(b, e)) also.emplace_back(b, e);
  }
  const std::size_t size = out_->size();
  Add("IntegerWidth", tokens_[at[0]].begin, tokens_[at[0] + n].end, to,
      what + " in every '" + spelling + "' (" + std::to_string(also.size() + 1) + " places)");
  if (out_->size() > size) out_->back().also = std::move(also);
}

// For tokens [first, last] inside a template argument list: the innermost template-id
// around them (`std::vector<int>`, `pair<int, long long>`) as one spelling, and the
// token index of the run in every place the file spells that template-id the same way,
// in order. Nothing when the tokens are in no template argument list.
void Finder::SameTemplateArgument(std::size_t first, std::size_t last,
                                  std::vector<std::size_t>* at, std::string* spelling) const {
  auto stops = [](const std::string& x) {
    return x == ";" || x == "{" || x == "}" || x == "(" || x == ")" || x == "=";
  };
  std::size_t open = first;
  for (int depth = 0; open > 0;) {
    const std::string& x = tokens_[--open].text;
    if (stops(x)) return;
    if (x == ">") ++depth;
    if (x == ">>") depth += 2;
    if (x == "<" && depth-- == 0) break;
  }
  if (open == 0 || tokens_[open].text != "<" || tokens_[open - 1].kind != CXToken_Identifier) return;
  std::size_t name = open - 1;  // the template's name, with its qualifiers (std::)
  while (name >= 2 && tokens_[name - 1].text == "::" && tokens_[name - 2].kind == CXToken_Identifier) {
    name -= 2;
  }
  std::size_t close = last + 1;  // the `>` (or `>>`) that closes the list
  for (int depth = 0; close < tokens_.size(); ++close) {
    const std::string& x = tokens_[close].text;
    if (stops(x)) return;
    if (x == "<") ++depth;
    if ((x == ">" || x == ">>") && depth-- == 0) break;
  }
  if (close >= tokens_.size()) return;
  const std::size_t len = close - name, offset = first - name;
  for (std::size_t k = name; k < close; ++k) {
    const bool words = k > name && tokens_[k].kind != CXToken_Punctuation &&
                       tokens_[k - 1].kind != CXToken_Punctuation;
    *spelling += words || (k > name && tokens_[k - 1].text == ",") ? " " : "";
    *spelling += tokens_[k].text;
  }
  *spelling += ">";
  for (std::size_t s = 0; s + len < tokens_.size(); ++s) {
    bool same = tokens_[s + len].text[0] == '>';
    for (std::size_t k = 0; same && k < len; ++k) same = tokens_[s + k].text == tokens_[name + k].text;
    if (same) at->push_back(s + offset);
  }
}

}  // namespace gc::mutate::internal::cxx
