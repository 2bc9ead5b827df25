// mutate/build/schema.cc — mutant schemata: which points go in which guards, and the text
// that rewrites each guard; see schema.h (the prelude: schema_prelude.cc; blaming a failed
// build: schema_blame.cc).
#include "mutate/build/schema.h"

#include "mutate/decide/infection.h"

#include <algorithm>
#include <tuple>

namespace gc::mutate {
namespace {

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
      if (lang_ == Language::kRust)
        RenderRust(g);
      else if (lang_ == Language::kGo)
        RenderGo(g);
      else
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
    if (lang_ == Language::kJava) return "GcMut.at(" + std::to_string(g) + ")";
    return lang_ == Language::kPython ? "(_GC if _gc_nc else _gc_hit(" + std::to_string(g) + "))"
                                      : "gc_mut_at_(" + std::to_string(g) + ")";
  }
  // The mutant's number, read already (C's and JavaScript's variable, Java's field).
  std::string V() const { return lang_ == Language::kJava ? "GcMut.v" : "gc_mut_v_"; }
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
  // The observation of a leaf guard's observed points (mutate/decide/infection.h), between the
  // mutants' branches and the original's: in a recording run only, each mutant's value
  // beside the original's (C, C++: `gc_mut_fd_ >= 0 ? (NE(o, a) ? gc_mut_hit_(I) : (void)0,
  // ..., o) : `; Python: ` if _gc_nc else _gc_obs((o), ((I, lambda: (a)), ...))`;
  // JavaScript: `gc_mut_fd_ >= 0 ? gc_mut_obs_((o), [[I, () => (a)], ...]) : `, a mutant
  // that throws counted infected as in Python; Java: `GcMut.on ? GcMut.obs(GcMut.obs((o),
  // I1, (a1)), I2, (a2)) : `, Go, a condition: `gcMutF_ != nil && gcMutObs(...) ||
  // gcMutF_ == nil && (`, whose `)` the caller closes, no lambda: it could not read a
  // local that changes; each value computed once, in order). False: none observed.
  bool Observe(const Group& g, int gi) {
    std::vector<std::size_t> seen;
    for (std::size_t i : g.points)
      if (out_->infection_of[i] >= 0) seen.push_back(i);
    if (seen.empty()) return false;
    const std::string o = src_.substr(g.begin, g.end - g.begin);
    if (lang_ == Language::kPython) {
      Put(" if _gc_nc else _gc_obs((" + o + "), (");
      for (std::size_t i : seen) {
        Put("(" + std::to_string(out_->infection_of[i]) + ", lambda: (");
        PutAlt(g, i, gi);
        Put(")), ");
      }
      Put(g.kind == Guard::kCondition ? "), True)" : "))");
    } else if (lang_ == Language::kJava || lang_ == Language::kGo) {
      const bool go = lang_ == Language::kGo;
      const std::string open = go ? "(" : Wrap(g);
      Put(go ? "gcMutF_ != nil && " : "GcMut.on ? ");
      for (std::size_t k = 0; k < seen.size(); ++k) Put(go ? "gcMutObs(" : "GcMut.obs(");
      Put(open + o + ")");
      for (std::size_t i : seen) {
        Put(", " + std::to_string(out_->infection_of[i]) + ", " + open);
        PutAlt(g, i, gi);
        Put("))");
      }
      Put(go ? " || gcMutF_ == nil && (" : " : ");
    } else if (IsJs(lang_)) {
      Put("gc_mut_fd_ >= 0 ? gc_mut_obs_(" + Wrap(g) + o + "), [");
      for (std::size_t i : seen) {
        Put("[" + std::to_string(out_->infection_of[i]) + ", () => " + Wrap(g));
        PutAlt(g, i, gi);
        Put(")], ");
      }
      Put("]) : ");
    } else {
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
    return true;
  }
  std::string Indent(std::size_t at) const {
    const std::size_t bol = src_.rfind('\n', at == 0 ? 0 : at - 1);
    const std::size_t from = (bol == std::string::npos || at == 0) ? 0 : bol + 1;
    return src_.substr(from, at - from);
  }

  // Rust: an expression, a condition or a jump as an if-expression (its branches of one
  // type, `!` for a jump), a deleted statement as an `if` in a block of its own.
  void RenderRust(std::size_t gi_) {
    const Group& g = groups_[gi_];
    const int gi = static_cast<int>(gi_);
    const std::size_t start = out_->text.size();
    const std::string at = "crate::gc_mut::at(" + std::to_string(gi) + ")";
    if (g.kind == Guard::kStatement) {
      Put("{ if " + at + " != " + Id(g.points[0]) + " { ");
      Range(g.begin, g.end, g.kids);
      Put(" } }");
    } else {
      Put("(");
      for (std::size_t k = 0; k < g.points.size(); ++k) {
        Put(std::string(k == 0 ? "if " + at : " else if crate::gc_mut::v()") + " == " +
            Id(g.points[k]) + " { ");
        PutAlt(g, g.points[k], gi);
        Put(" }");
      }
      Put(" else { ");
      Range(g.begin, g.end, g.kids);
      Put(" })");
    }
    out_->spans.push_back({start, out_->text.size(), Schema::Span::kWholeGuard, gi});
  }

  // Go: a bool (kCondition) chosen with && and ||, each branch evaluated only when chosen;
  // another value (kExpression) by gcMutPick, which evaluates all; a statement's operator
  // (kLine) or a jump by an if-else statement; a deleted statement by an if.
  void RenderGo(std::size_t gi_) {
    const Group& g = groups_[gi_];
    const int gi = static_cast<int>(gi_);
    const std::size_t start = out_->text.size();
    const std::vector<std::size_t>& ps = g.points;
    auto is = [&](std::size_t k, const char* op) {
      return (k == 0 ? "gcMutAt(" + std::to_string(gi) + ")" : std::string("gcMutV()")) + op +
             Id(ps[k]);
    };
    if (g.kind == Guard::kStatement) {
      Put("if " + is(0, " != ") + " { ");
      Range(g.begin, g.end, g.kids);
      Put(" }");
    } else if (g.kind == Guard::kCondition || g.kind == Guard::kExpression) {
      const bool pick = g.kind == Guard::kExpression;
      Put(pick ? "" : "(");
      for (std::size_t k = 0; k < ps.size(); ++k) {
        Put(pick ? "gcMutPick(" + is(k, " == ") + ", (" : is(k, " == ") + " && (");
        PutAlt(g, ps[k], gi);
        Put(pick ? "), " : ") || ");
      }
      for (std::size_t k = 0; k < ps.size() && !pick; ++k) Put("gcMutV() != " + Id(ps[k]) + " && ");
      Put("(");
      const bool observed = !pick && Observe(g, gi);
      Range(g.begin, g.end, g.kids);
      Put(pick ? ")" + std::string(ps.size(), ')') : observed ? ")))" : "))");
    } else {  // kLine, kJump
      for (std::size_t k = 0; k < ps.size(); ++k) {
        Put((k == 0 ? "if " : " else if ") + is(k, " == ") + " { ");
        PutAlt(g, ps[k], gi);
        Put(" }");
      }
      Put(" else { ");
      Range(g.begin, g.end, g.kids);
      Put(" }");
    }
    out_->spans.push_back({start, out_->text.size(), Schema::Span::kWholeGuard, gi});
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
            Put((k == 0 ? At(gi) : V()) + " == " + Id(ps[k]) + " ? (");
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
    out_->spans.push_back({start, out_->text.size(), Schema::Span::kWholeGuard, gi});
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

// The guards of the allowed points, each a group of the points with the same guard range
// and kind (Python's line and jump guards only on statements alone on their line), in
// source order, the outer of two on the same range first.
std::vector<Group> GroupsOf(const std::string& source, Language lang,
                            const std::vector<Point>& points, const std::vector<bool>& allowed) {
  std::vector<Group> groups;
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
  return groups;
}

// The forest of guards (each group's kids; the roots returned); a guard crossing an open
// one stays out, and so does a point that cuts into a nested guard (it may cover one
// whole). Sets group_of of the points that stay.
std::vector<std::size_t> Nest(std::vector<Group>& groups, const std::vector<Point>& points,
                              std::vector<int>* group_of) {
  std::vector<std::size_t> top, stack;
  std::vector<bool> in(groups.size(), false);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    while (!stack.empty() && groups[stack.back()].end <= groups[g].begin) stack.pop_back();
    if (!stack.empty() && groups[g].end > groups[stack.back()].end) continue;  // crossing
    (stack.empty() ? top : groups[stack.back()].kids).push_back(g);
    in[g] = true;
    stack.push_back(g);
  }
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
    for (std::size_t i : groups[g].points) (*group_of)[i] = static_cast<int>(g);
  }
  return top;
}

// The observed points: those of a leaf expression or condition that can be evaluated
// again (mutate/decide/infection.h), numbered after the guards.
void NumberObserved(const std::string& source, Language lang, const std::vector<Point>& points,
                    const std::vector<Group>& groups, Schema* s) {
  s->infection_of.assign(points.size(), -1);
  // Rust: a mutant's value computed again may move or panic. Go: a condition only (its
  // guard is a bool; gcMutPick's values are of any type).
  if (lang == Language::kRust) return;
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (s->group_of[i] < 0) continue;
    const Group& g = groups[static_cast<std::size_t>(s->group_of[i])];
    if (!g.kids.empty() || (g.kind != Guard::kExpression && g.kind != Guard::kCondition)) continue;
    if (lang == Language::kGo && g.kind != Guard::kCondition) continue;
    if (ObservablePoint(std::string_view(source).substr(g.begin, g.end - g.begin), points[i], lang))
      s->infection_of[i] = static_cast<int>(groups.size() + s->observed++);
  }
}

}  // namespace

Schema RenderSchema(const std::string& source, Language lang, const std::vector<Point>& points,
                    const std::vector<std::size_t>& ids, const std::vector<bool>& allowed) {
  Schema s;
  s.group_of.assign(points.size(), -1);
  std::vector<Group> groups = GroupsOf(source, lang, points, allowed);
  const std::vector<std::size_t> top = Nest(groups, points, &s.group_of);
  s.groups = groups.size();
  const std::size_t at = internal::PreludeAt(source, lang);
  std::vector<std::size_t> before, after;  // groups (of top) before the prelude: none, normally
  for (std::size_t g : top) (groups[g].begin < at ? before : after).push_back(g);
  if (!before.empty()) {  // code before the prelude: keep it plain
    for (std::size_t i = 0; i < points.size(); ++i)
      if (s.group_of[i] >= 0 && groups[static_cast<std::size_t>(s.group_of[i])].begin < at)
        s.group_of[i] = -1;
  }
  NumberObserved(source, lang, points, groups, &s);
  Renderer r(source, lang, points, ids, groups, &s);
  s.text.append(source, 0, at);
  s.text += internal::Prelude(lang, groups.size() + s.observed);
  r.Range(at, source.size(), after);
  return s;
}

}  // namespace gc::mutate
