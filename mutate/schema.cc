// mutate/schema.cc — mutant schemata; see schema.h.
#include "mutate/schema.h"

#include "mutate/infection.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <tuple>

namespace gc::mutate {
namespace {

constexpr std::size_t kWhole = static_cast<std::size_t>(-1);

struct Group {
  std::size_t begin, end;
  Guard kind;
  std::vector<std::size_t> points;  // indices into the points
  std::vector<std::size_t> kids;    // nested groups, in source order
};

int Rank(Guard g) {  // of guards on the same range: the outer first
  switch (g) {
    case Guard::kStatement:
    case Guard::kLine:
      return 0;
    case Guard::kCondition:
      return 1;
    case Guard::kExpression:
      return 2;
    default:
      return 3;
  }
}

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

// Where the prelude goes: C/C++ at the start of the first line that is not blank, a
// comment or a preprocessor line; Python after a BOM, a shebang or coding line and any
// `from __future__` lines.
std::size_t PreludeAt(const std::string& s, Language lang) {
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

class Renderer {
 public:
  Renderer(const std::string& src, Language lang, const std::vector<Point>& pts,
           const std::vector<std::size_t>& ids, std::vector<Group>& groups, Schema* out)
      : src_(src), lang_(lang), pts_(pts), ids_(ids), groups_(groups), out_(out) {}

  // src[lo, hi) with the given groups (inside it, in order) rendered.
  void Range(std::size_t lo, std::size_t hi, const std::vector<std::size_t>& kids) {
    std::size_t at = lo;
    for (std::size_t g : kids) {
      out_->text.append(src_, at, groups_[g].begin - at);
      RenderGroup(g);
      at = groups_[g].end;
    }
    out_->text.append(src_, at, hi - at);
  }

 private:
  std::string Alt(const Group& g, const Point& p) const {
    return src_.substr(g.begin, p.begin - g.begin) + p.replacement +
           src_.substr(p.end, g.end - p.end);
  }
  std::string Id(std::size_t i) const { return std::to_string(ids_[i]); }
  std::string At(int g) const {
    return lang_ == Language::kPython ? "(_GC if _gc_nc else _gc_hit(" + std::to_string(g) + "))"
                                      : "gc_mut_at_(" + std::to_string(g) + ")";
  }
  void Put(const std::string& s) { out_->text += s; }
  // A mutant's branch, remembered for blaming build errors.
  void PutAlt(const Group& g, std::size_t i, int gi) {
    const std::size_t b = out_->text.size();
    Put(Alt(g, pts_[i]));
    out_->spans.push_back({b, out_->text.size(), i, gi});
  }
  // "(", or the opening that makes a condition's value a bool.
  std::string Wrap(const Group& g) const {
    if (g.kind != Guard::kCondition) return "(";
    return lang_ == Language::kCxx ? "static_cast<bool>(" : "!!(";
  }
  // The observation of a leaf guard's observed points (mutate/infection.h), between the
  // mutants' branches and the original's: in a recording run only, each mutant's value
  // beside the original's (C, C++: `gc_mut_fd_ >= 0 ? (NE(o, a) ? gc_mut_hit_(I) : (void)0,
  // ..., o) : `; Python: ` if _gc_nc else _gc_obs((o), ((I, lambda: (a)), ...))`).
  void Observe(const Group& g, int gi) {
    std::vector<std::size_t> seen;
    for (std::size_t i : g.points)
      if (out_->infection_of[i] >= 0) seen.push_back(i);
    if (seen.empty()) return;
    const std::string o = src_.substr(g.begin, g.end - g.begin);
    if (lang_ == Language::kPython) {
      Put(" if _gc_nc else _gc_obs((" + o + "), (");
      for (std::size_t i : seen) {
        Put("(" + std::to_string(out_->infection_of[i]) + ", lambda: (");
        PutAlt(g, i, gi);
        Put(")), ");
      }
      Put(g.kind == Guard::kCondition ? "), True)" : "))");
      return;
    }
    const bool cxx = lang_ == Language::kCxx;
    Put("gc_mut_fd_ >= 0 ? (");
    for (std::size_t i : seen) {
      Put(cxx ? "gc_mut_ne_(" : "(");
      Put(Wrap(g) + o + ")" + (cxx ? ", " : " != ") + Wrap(g));
      PutAlt(g, i, gi);
      Put(std::string(")") + (cxx ? ", 0)" : ")") + " ? gc_mut_hit_(" +
          std::to_string(out_->infection_of[i]) + ") : (void)0, ");
    }
    Put(Wrap(g) + o + ")) : ");
  }
  std::string Indent(std::size_t at) const {
    const std::size_t bol = src_.rfind('\n', at == 0 ? 0 : at - 1);
    const std::size_t from = (bol == std::string::npos || at == 0) ? 0 : bol + 1;
    return src_.substr(from, at - from);
  }

  void RenderGroup(std::size_t gi_) {
    const Group& g = groups_[gi_];
    const int gi = static_cast<int>(gi_);
    const std::size_t start = out_->text.size();
    const bool py = lang_ == Language::kPython;
    const std::vector<std::size_t>& ps = g.points;
    switch (g.kind) {
      case Guard::kExpression:
      case Guard::kCondition:
        if (py) {
          Put("(");
          for (std::size_t k = 0; k < ps.size(); ++k) {
            Put("(");
            PutAlt(g, ps[k], gi);
            Put(") if " + (k == 0 ? At(gi) : std::string("_GC")) + " == " + Id(ps[k]) + " else ");
          }
          Put("(");
          Range(g.begin, g.end, g.kids);
          Put(")");
          Observe(g, gi);
          Put(")");
        } else {
          Put("(");
          for (std::size_t k = 0; k < ps.size(); ++k) {
            Put((k == 0 ? At(gi) : std::string("gc_mut_v_")) + " == " + Id(ps[k]) + " ? (");
            PutAlt(g, ps[k], gi);
            Put(") : ");
          }
          Observe(g, gi);
          Put(Wrap(g));
          Range(g.begin, g.end, g.kids);
          Put("))");
        }
        break;
      case Guard::kStatement:  // one point: the deletion
        if (py) {
          Put("((");
          Range(g.begin, g.end, g.kids);
          Put(") if " + At(gi) + " != " + Id(ps[0]) + " else None)");
        } else {
          Put("{ if (" + At(gi) + " != " + Id(ps[0]) + ") { ");
          Range(g.begin, g.end, g.kids);
          Put(" } }");
        }
        break;
      case Guard::kJump:
        if (!py) {
          Put("if (" + At(gi) + " == " + Id(ps[0]) + ") ");
          PutAlt(g, ps[0], gi);
          Put("; else ");
          Range(g.begin, g.end, g.kids);
          break;
        }
        [[fallthrough]];
      case Guard::kLine: {  // Python, a statement alone on its line (checked by Build)
        const std::string indent = Indent(g.begin);
        for (std::size_t k = 0; k < ps.size(); ++k) {
          Put(std::string(k == 0 ? "if " : "\n" + indent + "elif ") +
              (k == 0 ? At(gi) : std::string("_GC")) + " == " + Id(ps[k]) + ": ");
          PutAlt(g, ps[k], gi);
        }
        Put("\n" + indent + "else: ");
        Range(g.begin, g.end, g.kids);
        break;
      }
      case Guard::kNone:
        break;
    }
    out_->spans.push_back({start, out_->text.size(), kWhole, gi});
  }

  const std::string& src_;
  Language lang_;
  const std::vector<Point>& pts_;
  const std::vector<std::size_t>& ids_;
  std::vector<Group>& groups_;
  Schema* out_;
};

// Whether a Python statement fills its line: only blanks before it, blanks or a comment
// after it.
bool AloneOnLine(const std::string& s, std::size_t b, std::size_t e) {
  for (std::size_t i = b; i > 0 && s[i - 1] != '\n'; --i)
    if (s[i - 1] != ' ' && s[i - 1] != '\t') return false;
  for (std::size_t i = e; i < s.size() && s[i] != '\n'; ++i) {
    if (s[i] == '#') return true;
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return false;
  }
  return true;
}

}  // namespace

Schema RenderSchema(const std::string& source, Language lang, const std::vector<Point>& points,
                    const std::vector<std::size_t>& ids, const std::vector<bool>& allowed) {
  Schema s;
  s.group_of.assign(points.size(), -1);
  std::vector<Group> groups;
  {
    std::vector<std::tuple<std::size_t, std::size_t, Guard, std::size_t>> keyed;
    for (std::size_t i = 0; i < points.size(); ++i) {
      const Point& p = points[i];
      if (!allowed[i] || p.guard == Guard::kNone || p.guard_begin > p.begin ||
          p.guard_end < p.end || p.guard_end > source.size())
        continue;
      if (lang == Language::kPython && (p.guard == Guard::kLine || p.guard == Guard::kJump) &&
          !AloneOnLine(source, p.guard_begin, p.guard_end))
        continue;
      keyed.emplace_back(p.guard_begin, p.guard_end, p.guard, i);
    }
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
      return std::make_tuple(std::get<0>(a), -static_cast<long long>(std::get<1>(a)),
                             Rank(std::get<2>(a)), std::get<3>(a)) <
             std::make_tuple(std::get<0>(b), -static_cast<long long>(std::get<1>(b)),
                             Rank(std::get<2>(b)), std::get<3>(b));
    });
    for (const auto& [b, e, kind, i] : keyed) {
      if (groups.empty() || groups.back().begin != b || groups.back().end != e ||
          groups.back().kind != kind)
        groups.push_back({b, e, kind, {}, {}});
      // A statement and a jump guard hold one mutant each.
      if (!groups.back().points.empty() &&
          (kind == Guard::kStatement || (kind == Guard::kJump && lang != Language::kPython)))
        continue;
      groups.back().points.push_back(i);
    }
  }
  // The forest of guards; a guard crossing an open one stays out.
  std::vector<std::size_t> top, stack;
  std::vector<bool> in(groups.size(), false);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    while (!stack.empty() && groups[stack.back()].end <= groups[g].begin) stack.pop_back();
    if (!stack.empty() && groups[g].end > groups[stack.back()].end) continue;  // crossing
    (stack.empty() ? top : groups[stack.back()].kids).push_back(g);
    in[g] = true;
    stack.push_back(g);
  }
  // A point must not cut into a nested guard (it may cover one whole).
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (!in[g]) continue;
    std::erase_if(groups[g].points, [&](std::size_t i) {
      for (std::size_t k : groups[g].kids) {
        const bool overlaps = points[i].begin < groups[k].end && groups[k].begin < points[i].end;
        const bool covers = points[i].begin <= groups[k].begin && groups[k].end <= points[i].end;
        if (overlaps && !covers) return true;
      }
      return false;
    });
    for (std::size_t i : groups[g].points) s.group_of[i] = static_cast<int>(g);
  }
  s.groups = groups.size();
  const std::size_t at = PreludeAt(source, lang);
  std::vector<std::size_t> before, after;  // groups (of top) before the prelude: none, normally
  for (std::size_t g : top) (groups[g].begin < at ? before : after).push_back(g);
  if (!before.empty()) {  // code before the prelude: keep it plain
    for (std::size_t i = 0; i < points.size(); ++i)
      if (s.group_of[i] >= 0 && groups[static_cast<std::size_t>(s.group_of[i])].begin < at)
        s.group_of[i] = -1;
  }
  // The observed points: those of a leaf expression or condition that can be evaluated
  // again (mutate/infection.h), numbered after the guards.
  s.infection_of.assign(points.size(), -1);
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (s.group_of[i] < 0) continue;
    const Group& g = groups[static_cast<std::size_t>(s.group_of[i])];
    if (!g.kids.empty() || (g.kind != Guard::kExpression && g.kind != Guard::kCondition)) continue;
    if (ObservablePoint(std::string_view(source).substr(g.begin, g.end - g.begin), points[i], lang))
      s.infection_of[i] = static_cast<int>(groups.size() + s.observed++);
  }
  Renderer r(source, lang, points, ids, groups, &s);
  s.text.append(source, 0, at);
  s.text += lang == Language::kPython ? PyPrelude() : CPrelude(groups.size() + s.observed, lang);
  r.Range(at, source.size(), after);
  return s;
}

std::size_t BlameSchemaErrors(const Schema& s, const std::vector<Point>& points,
                              const std::string& file_name, const std::string& build_output,
                              std::vector<bool>* allowed) {
  std::vector<std::size_t> line_start{0};
  for (std::size_t i = 0; i < s.text.size(); ++i)
    if (s.text[i] == '\n') line_start.push_back(i + 1);
  std::size_t taken = 0;
  auto take = [&](std::size_t i) {
    if ((*allowed)[i]) (*allowed)[i] = false, ++taken;
  };
  auto take_group = [&](int g) {
    for (std::size_t i = 0; i < points.size(); ++i)
      if (s.group_of[i] == g) take(i);
  };
  std::istringstream lines(build_output);
  std::string l;
  const std::string key = file_name + ":";
  while (std::getline(lines, l)) {
    // gcc/clang: PATH:LINE:COL: error: ...; Python: File "PATH", line N
    std::size_t line = 0, col = 0;
    std::size_t at = l.find(key);
    if (at != std::string::npos && l.find("error") != std::string::npos) {
      char* end = nullptr;
      line = std::strtoul(l.c_str() + at + key.size(), &end, 10);
      if (end && *end == ':') col = std::strtoul(end + 1, nullptr, 10);
    } else if (l.find("File \"") != std::string::npos &&
               l.find(file_name + "\", line ") != std::string::npos) {
      line = std::strtoul(l.c_str() + l.find("\", line ") + 8, nullptr, 10);
    } else {
      continue;
    }
    if (line == 0 || line > line_start.size()) continue;
    const std::size_t bol = line_start[line - 1];
    const std::size_t eol = line < line_start.size() ? line_start[line] : s.text.size();
    std::size_t off = kWhole;
    if (col > 0) {  // display columns (tabs to 8) back to a byte offset
      std::size_t c = 1;
      for (std::size_t i = bol; i < eol; ++i) {
        if (c >= col) {
          off = i;
          break;
        }
        const unsigned char ch = static_cast<unsigned char>(s.text[i]);
        if (ch == '\t')
          c = (c - 1) / 8 * 8 + 9;
        else if ((ch & 0xC0) != 0x80)
          ++c;
      }
    }
    const Schema::Span* best = nullptr;
    if (off != kWhole) {
      for (const Schema::Span& sp : s.spans)
        if (sp.begin <= off && off < sp.end &&
            (!best || sp.end - sp.begin < best->end - best->begin))
          best = &sp;
    }
    if (best) {
      if (best->point != kWhole)
        take(best->point);
      else
        take_group(best->group);
      continue;
    }
    for (const Schema::Span& sp : s.spans)  // every guard on the line
      if (sp.begin < eol && bol < sp.end && sp.point == kWhole) {
        bool inner = true;  // not one that merely contains the line
        if (sp.begin < bol && sp.end > eol) inner = false;
        if (inner) take_group(sp.group);
      }
  }
  return taken;
}

}  // namespace gc::mutate
