// mutate/decide/infection.cc — which points the schema observes; see infection.h.
#include "mutate/decide/infection.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace gc::mutate {

namespace {

bool IdChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The text with the contents of string and character literals and of comments blanked
// (their quotes kept), so that no '(' or '=' inside one counts; false for a Python
// f-string (its braces hold expressions) or an unfinished literal.
bool Blanked(std::string_view text, bool py, std::string* out) {
  std::string s(text);
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if ((py && c == '#') || (!py && c == '/' && i + 1 < s.size() && s[i + 1] == '/')) {
      while (i < s.size() && s[i] != '\n') s[i++] = ' ';
      continue;
    }
    if (!py && c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      const std::size_t end = s.find("*/", i + 2);
      if (end == std::string::npos) return false;
      std::fill(s.begin() + static_cast<std::ptrdiff_t>(i),
                s.begin() + static_cast<std::ptrdiff_t>(end + 2), ' ');
      i = end + 1;
      continue;
    }
    if (c != '"' && c != '\'') continue;
    if (py && i > 0 && (s[i - 1] == 'f' || s[i - 1] == 'F')) return false;
    const bool triple = py && s.compare(i, 3, std::string(3, c)) == 0;
    const std::size_t open = triple ? 3 : 1;
    std::size_t j = i + open;
    for (; j < s.size(); ++j) {
      if (s[j] == '\\') {
        s[j] = ' ';
        if (j + 1 < s.size()) s[++j] = ' ';
        continue;
      }
      if (triple ? s.compare(j, 3, std::string(3, c)) == 0 : s[j] == c) break;
      s[j] = ' ';
    }
    if (j >= s.size()) return false;
    i = j + open - 1;
  }
  *out = std::move(s);
  return true;
}

// The identifier that ends just before `at` (spaces skipped), or "".
std::string WordBefore(const std::string& s, std::size_t at) {
  std::size_t e = at;
  while (e > 0 && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  std::size_t b = e;
  while (b > 0 && IdChar(s[b - 1])) --b;
  return s.substr(b, e - b);
}

// The character before `at`, spaces skipped ('\0' at the start).
char Before(const std::string& s, std::size_t at) {
  while (at > 0 && std::isspace(static_cast<unsigned char>(s[at - 1]))) --at;
  return at == 0 ? '\0' : s[at - 1];
}

char After(const std::string& s, std::size_t at) {
  while (at < s.size() && std::isspace(static_cast<unsigned char>(s[at]))) ++at;
  return at == s.size() ? '\0' : s[at];
}

bool Has(const char* const* words, const std::string& w) {
  for (; *words; ++words)
    if (w == *words) return true;
  return false;
}

// The words that make a text unobservable, and the calls it may make (see infection.h).
const char* const kCWords[] = {"new",       "delete", "throw",    "co_await", "co_yield",
                               "co_return", "asm",    "volatile", "operator", "typeid",
                               nullptr};
const char* const kPyWords[] = {"yield", "await", "lambda", "del", "global", "nonlocal", nullptr};
const char* const kJsWords[] = {"new",   "delete", "throw",  "await", "yield",
                                "async", "class",  "import", "super", "function", nullptr};
const char* const kCCalls[] = {"size", "length", "empty", "sizeof", "alignof", nullptr};
const char* const kPyCalls[] = {"len", nullptr};
const char* const kNoCalls[] = {nullptr};  // JavaScript: any call may have an effect

// What ObservableText has seen so far of a text: an operator that may skip what follows
// (&&, ||, ?:, and, or), and a subscript or -> that such skipping may have kept from
// being evaluated.
struct Seen {
  bool short_circuit = false, reaches = false;
};

// Whether the '(' at s[i] opens no call but one to a known pure function (size(),
// length(), empty(), sizeof, alignof; Python len()): a cast or a grouping.
bool ObservableParenthesis(const std::string& s, std::size_t i, bool py, bool js) {
  const char b = Before(s, i);
  if (b == ')' || b == ']' || (!py && b == '>')) return false;  // a call
  if (!IdChar(b)) return true;                                  // a cast, a grouping
  const std::string w = WordBefore(s, i);
  if (std::isdigit(static_cast<unsigned char>(w[0]))) return true;
  if (!Has(js ? kNoCalls : py ? kPyCalls : kCCalls, w)) return false;
  if (!py && w != "sizeof" && w != "alignof" && After(s, i + 1) != ')') return false;
  return true;
}

// Whether the punctuation at s[*i] leaves the text observable; steps *i over the second
// character of a two-character operator (==, &&, ||; JavaScript's ===, **) and notes in
// *seen what it is. JavaScript is C's syntax with Python's safety: its observation catches
// what a mutant's evaluation throws, and neither a division nor a subscript crashes.
bool ObservablePunctuation(const std::string& s, std::size_t* i, bool py, bool js, Seen* seen) {
  const char c = s[*i];
  const char next = *i + 1 < s.size() ? s[*i + 1] : '\0';
  switch (c) {
    case '(':
      return ObservableParenthesis(s, *i, py, js);
    case '=':
      if (next == '=') {
        ++*i;  // ==
        if (js && *i + 1 < s.size() && s[*i + 1] == '=') ++*i;  // ===
        return true;
      }
      if (*i > 0 && std::strchr("!<>", s[*i - 1]) &&
          !(*i > 1 && s[*i - 2] == s[*i - 1] && (s[*i - 1] == '<' || s[*i - 1] == '>')))
        return true;  // != <= >=, not <<= >>=
      return false;   // an assignment (or :=, +=, ...)
    case '+':
    case '-':
      if (!py && next == c) return false;  // ++ --
      if (!py && c == '-' && next == '>') seen->reaches = true;
      return true;
    case '/':
    case '%':
      return py || js;  // C, C++: a mutated divisor may be 0
    case '[':
      seen->reaches |= !py && !js;
      return true;
    case '&':
    case '|':
      if (next == c) {
        seen->short_circuit = true;
        ++*i;
        return true;
      }
      [[fallthrough]];
    case '*':
      if (js && c == '*' && next == '*') {
        ++*i;  // **
        return true;
      }
      if (!py && c != '|') {
        const char b = Before(s, *i);
        if (b == '\0' || std::strchr("([{,=!<>+-*/%&|^~?:", b)) return false;  // unary
      }
      return true;
    case '?':
      seen->short_circuit = true;
      return true;
    default:
      return true;
  }
}

}  // namespace

bool ObservableText(std::string_view text, Language lang) {
  const bool py = lang == Language::kPython, js = IsJs(lang), go = lang == Language::kGo;
  std::string s;
  if (js && text.find('`') != std::string_view::npos) return false;  // ${...} may call
  if (!Blanked(text, py, &s)) return false;
  // Go is C's rule (len and cap as Python's len), and a channel's receive (<-) is an
  // effect; a selector (p.n) reads through a pointer that may be nil, as C's -> does.
  if (go && s.find("<-") != std::string::npos) return false;
  Seen seen;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (go && s[i] == '.' && i > 0 && IdChar(s[i - 1]) &&
        !std::isdigit(static_cast<unsigned char>(s[i - 1])))
      seen.reaches = true;
    if (go && s[i] == '(' && (WordBefore(s, i) == "len" || WordBefore(s, i) == "cap"))
      continue;  // Go's builtins, as Python's len(): their argument is read on
    if (IdChar(s[i]) && (i == 0 || !IdChar(s[i - 1]))) {
      std::size_t e = i;
      while (e < s.size() && IdChar(s[e])) ++e;
      const std::string w = s.substr(i, e - i);
      if (Has(js ? kJsWords : py ? kPyWords : kCWords, w)) return false;
      seen.short_circuit |= w == "and" || w == "or";
      i = e - 1;
      continue;
    }
    if (!ObservablePunctuation(s, &i, py, js, &seen)) return false;
  }
  return !(seen.reaches && seen.short_circuit);
}

bool ObservablePoint(std::string_view guard, const Point& p, Language lang) {
  if (!ObservableText(guard, lang)) return false;
  if (lang == Language::kPython || IsJs(lang)) return true;
  if (p.replacement.find_first_of("/%") != std::string::npos) return false;
  if (p.begin < p.guard_begin) return false;
  const std::size_t rel = p.begin - p.guard_begin;
  int depth = 0;
  for (std::size_t i = 0; i < rel && i < guard.size(); ++i)
    depth += guard[i] == '[' ? 1 : guard[i] == ']' ? -1 : 0;
  return depth == 0;
}

}  // namespace gc::mutate
