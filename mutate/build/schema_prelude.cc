// mutate/build/schema_prelude.cc — what a schema program starts with: the switch that reads
// GAMECHECK_MUTANT (and records coverage and infection), and where it goes; see schema.h.
#include <algorithm>
#include <sstream>
#include <string>

#include "mutate/build/schema.h"

namespace gc::mutate::internal {
namespace {

// The C and C++ helpers, before the first line of code (after the leading #include and
// #define lines, so that feature-test macros still come first).
std::string CPrelude(std::size_t groups, Language lang) {
  std::ostringstream o;
  o << "#include <stdlib.h>\n#include <fcntl.h>\n#include <unistd.h>\n"
       "/* gamecheck mutate: the mutant schema's switch (GAMECHECK_MUTANT) */\n"
       "static int gc_mut_v_ __attribute__((unused)) = -1;\n"
       "static int gc_mut_fd_ __attribute__((unused)) = -1;\n"
       "static unsigned char gc_mut_seen_["
    << groups + 1
    << "] __attribute__((unused));\n"
       "static __attribute__((unused, noinline, cold)) void gc_mut_init_(void) {\n"
       "  const char* s = getenv(\"GAMECHECK_MUTANT\");\n"
       "  const char* c = getenv(\"GAMECHECK_MUTANT_COVERAGE\");\n"
       "  gc_mut_v_ = s ? atoi(s) : 0;\n"
       "  if (c && *c) gc_mut_fd_ = open(c, O_WRONLY | O_APPEND | O_CREAT, 0644);\n"
       "}\n"
       "static __attribute__((unused, noinline, cold)) void gc_mut_hit_(int g) {\n"
       "  char t[16], b[16];\n"
       "  int k = 0, n = 0;\n"
       "  unsigned v = (unsigned)g;\n"
       "  if (gc_mut_seen_[g]) return;\n"
       "  gc_mut_seen_[g] = 1;\n"
       "  do { t[k++] = (char)('0' + v % 10); v /= 10; } while (v);\n"
       "  while (k) b[n++] = t[--k];\n"
       "  b[n++] = '\\n';\n"
       "  if (write(gc_mut_fd_, b, (size_t)n) < 0) {}\n"
       "}\n"
       "static inline __attribute__((unused)) int gc_mut_at_(int g) {\n"
       "  if (__builtin_expect(gc_mut_v_ < 0, 0)) gc_mut_init_();\n"
       "  if (__builtin_expect(gc_mut_fd_ >= 0, 0)) gc_mut_hit_(g);\n"
       "  return gc_mut_v_;\n"
       "}\n";
  if (lang == Language::kCxx)  // an observed value of a type without != is always infected
    o << "template <class A, class B> static inline __attribute__((unused)) auto\n"
         "gc_mut_ne_(const A& a, const B& b, int) -> decltype(static_cast<bool>(a != b)) {\n"
         "  return static_cast<bool>(a != b);\n"
         "}\n"
         "template <class A, class B> static inline __attribute__((unused)) bool\n"
         "gc_mut_ne_(const A&, const B&, long) { return true; }\n";
  return o.str();
}

std::string PyPrelude() {
  return "import os as _gc_os  # gamecheck mutate: the mutant schema's switch\n"
         "_GC = int(_gc_os.environ.get('GAMECHECK_MUTANT') or 0)\n"
         "_gc_cov = _gc_os.environ.get('GAMECHECK_MUTANT_COVERAGE') or None\n"
         "_gc_nc = _gc_cov is None\n"
         "_gc_seen = set()\n"
         "def _gc_hit(g):\n"
         "    if g not in _gc_seen:\n"
         "        _gc_seen.add(g)\n"
         "        fd = _gc_os.open(_gc_cov, _gc_os.O_WRONLY | _gc_os.O_APPEND | _gc_os.O_CREAT, "
         "0o644)\n"
         "        _gc_os.write(fd, b'%d\\n' % g)\n"
         "        _gc_os.close(fd)\n"
         "    return _GC\n"
         "def _gc_obs(o, alts, b=False):\n"
         "    for i, f in alts:\n"
         "        try:\n"
         "            a = f()\n"
         "            if ((bool(a) != bool(o)) if b else (a != o)) is not False:\n"
         "                _gc_hit(i)\n"
         "        except Exception:\n"
         "            _gc_hit(i)\n"
         "    return o\n";
}

// JavaScript's, as function declarations and vars (hoisted: the switch works from any
// line). The coverage file through fs (require in CommonJS, process.getBuiltinModule in a
// module), written synchronously: a process.exit loses nothing.
std::string JsPrelude(std::size_t numbers) {
  return "/* gamecheck mutate: the mutant schema's switch (GAMECHECK_MUTANT) */\n"
         "var gc_mut_v_ = -1, gc_mut_fd_ = -1, gc_mut_fs_ = null, gc_mut_seen_ = null;\n"
         "function gc_mut_init_() {\n"
         "  const s = process.env.GAMECHECK_MUTANT, c = process.env.GAMECHECK_MUTANT_COVERAGE;\n"
         "  gc_mut_v_ = (s && parseInt(s, 10)) || 0;\n"
         "  if (!c) return;\n"
         "  gc_mut_fs_ = typeof require === \"function\" ? require(\"fs\")\n"
         "                                             : process.getBuiltinModule(\"fs\");\n"
         "  gc_mut_fd_ = gc_mut_fs_.openSync(c, \"a\", 0o644);\n"
         "  gc_mut_seen_ = new Uint8Array(" +
         std::to_string(numbers + 1) +
         ");\n"
         "}\n"
         "function gc_mut_hit_(g) {\n"
         "  if (gc_mut_seen_[g]) return;\n"
         "  gc_mut_seen_[g] = 1;\n"
         "  gc_mut_fs_.writeSync(gc_mut_fd_, g + \"\\n\");\n"
         "}\n"
         "function gc_mut_at_(g) {\n"
         "  if (gc_mut_v_ < 0) gc_mut_init_();\n"
         "  if (gc_mut_fd_ >= 0) gc_mut_hit_(g);\n"
         "  return gc_mut_v_;\n"
         "}\n"
         "function gc_mut_obs_(o, alts) {\n"
         "  for (const [i, f] of alts) {\n"
         "    let d = true;\n"
         "    try { d = f() !== o; } catch (e) {}\n"
         "    if (d) gc_mut_hit_(i);\n"
         "  }\n"
         "  return o;\n"
         "}\n";
}

// Where JavaScript's prelude goes: after a shebang, the comments and blank lines and the
// directives ("use strict"; which must stay first to apply), at the start of a line.
std::size_t JsPreludeAt(const std::string& s) {
  std::size_t at = s.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0, last = at;
  bool in_comment = false;
  while (at < s.size()) {
    std::size_t nl = s.find('\n', at);
    if (nl == std::string::npos) nl = s.size();
    const std::string line = s.substr(at, nl - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    const std::string t = first == std::string::npos ? "" : line.substr(first);
    const bool directive = !t.empty() && (t[0] == '"' || t[0] == '\'') &&
                           t.find(t[0], 1) != std::string::npos &&
                           t.find_first_not_of(" \t\r;", t.find(t[0], 1) + 1) == std::string::npos;
    if (in_comment) {
      in_comment = t.find("*/") == std::string::npos;
    } else if (t.rfind("/*", 0) == 0) {
      in_comment = t.find("*/", 2) == std::string::npos;
    } else if (directive || (at == last && t.rfind("#!", 0) == 0)) {
      last = std::min(s.size(), nl + 1);  // the prelude after it
    } else if (!t.empty() && t.rfind("//", 0) != 0) {
      break;
    }
    at = std::min(s.size(), nl + 1);
  }
  return last;
}

}  // namespace

std::size_t PreludeAt(const std::string& s, Language lang) {
  if (IsJs(lang)) return JsPreludeAt(s);
  if (lang == Language::kRust) return RustPreludeAt(s);
  if (lang == Language::kGo) return GoPreludeAt(s);
  if (lang == Language::kJava) return JavaPreludeAt(s);
  std::size_t at = 0, last = 0;
  if (s.compare(0, 3, "\xef\xbb\xbf") == 0) at = last = 3;
  bool in_comment = false;
  while (at < s.size()) {
    std::size_t nl = s.find('\n', at);
    if (nl == std::string::npos) nl = s.size();
    std::string line = s.substr(at, nl - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    const std::string t = first == std::string::npos ? "" : line.substr(first);
    if (lang == Language::kPython) {
      if (t.rfind("from __future__", 0) == 0) {
        last = nl + 1;
      } else if (!(t.empty() || t[0] == '#')) {
        break;
      } else if (at == last && t.rfind("#", 0) == 0 &&
                 (at == 0 || t.find("coding") != std::string::npos || t.rfind("#!", 0) == 0)) {
        last = nl + 1;
      }
    } else {
      bool code = false;
      if (in_comment) {
        if (t.find("*/") != std::string::npos) in_comment = false;
      } else if (t.empty() || t.rfind("//", 0) == 0) {
      } else if (t[0] == '#') {
        while (!line.empty() && line.back() == '\\' && nl < s.size()) {  // continued
          const std::size_t next = s.find('\n', nl + 1);
          nl = next == std::string::npos ? s.size() : next;
          line = s.substr(at, nl - at);
        }
      } else if (t.rfind("/*", 0) == 0) {
        in_comment = t.find("*/", 2) == std::string::npos;
      } else {
        code = true;
      }
      if (code) return at;
    }
    at = std::min(s.size(), nl + 1);
  }
  return lang == Language::kPython ? std::min(last, s.size()) : at;
}

std::string Prelude(Language lang, std::size_t numbers) {
  return lang == Language::kPython       ? PyPrelude()
         : IsJs(lang)                    ? JsPrelude(numbers)
         : lang == Language::kRust       ? RustPrelude(numbers)
         : lang == Language::kGo         ? GoPrelude(numbers)
         : lang == Language::kJava       ? JavaPrelude(numbers)
                                         : CPrelude(numbers, lang);
}

}  // namespace gc::mutate::internal
