// mutate/points/points_cxx_resource.cc — the resource constants of C and C++ sources (issue
// 43): the literals of a thread's stack size, of the soft RLIMIT_STACK and of a read
// buffer's bound, each marked with the limit's value before and after its mutation
// (Point::resource), which `gamecheck mutate` decides by the original's own use
// (mutate/decide/resource.h); see points_cxx.h.
#include <cstdint>
#include <functional>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_cxx.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate::internal::cxx {
namespace {

// The argument `i` of a call, among its children (by its extent: no two children share one).
const Node* Argument(const Node& call, int i) {
  if (i < 0 || i >= clang_Cursor_getNumArguments(call.cursor)) return nullptr;
  const CXSourceRange r =
      clang_getCursorExtent(clang_Cursor_getArgument(call.cursor, static_cast<unsigned>(i)));
  const std::size_t begin = Offset(clang_getRangeStart(r)), end = Offset(clang_getRangeEnd(r));
  for (const Node& c : call.children)
    if (c.begin == begin && c.end == end && clang_isExpression(c.kind)) return &c;
  return nullptr;
}

bool SameDeclaration(CXCursor a, CXCursor b) {
  return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

bool IsCharType(CXType t) {
  const CXTypeKind k = clang_getCanonicalType(t).kind;
  return k == CXType_Char_S || k == CXType_Char_U || k == CXType_SChar || k == CXType_UChar;
}

}  // namespace

std::int64_t Finder::ValueOf(const Node& e, std::size_t at, std::uint64_t value) const {
  std::int64_t v = -1;
  switch (e.kind) {
    case CXCursor_IntegerLiteral: {
      std::uint64_t x = value;
      std::string suffix;
      const std::size_t i = TokenFrom(e.begin);
      if (e.begin != at &&
          (i >= tokens_.size() || !ParseIntegerLiteral(tokens_[i].text, &x, &suffix)))
        return -1;
      if (x > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return -1;
      v = static_cast<std::int64_t>(x);
      break;
    }
    case CXCursor_ParenExpr:
    case CXCursor_UnexposedExpr:  // an implicit conversion
      return e.children.size() == 1 ? ValueOf(e.children[0], at, value) : -1;
    case CXCursor_CStyleCastExpr:
    case CXCursor_CXXFunctionalCastExpr:
    case CXCursor_CXXStaticCastExpr:
      if (e.children.empty()) return -1;
      v = ValueOf(e.children.back(), at, value);
      break;
    case CXCursor_UnaryOperator: {
      const std::size_t i = TokenFrom(e.begin);
      if (e.children.size() != 1 || i >= tokens_.size() || tokens_[i].text != "+") return -1;
      v = ValueOf(e.children[0], at, value);
      break;
    }
    case CXCursor_BinaryOperator: {
      if (e.children.size() != 2) return -1;
      const Token* op =
          OperatorBetween(e.children[0].end, e.children[1].begin, {"+", "-", "*", "<<"});
      const std::int64_t a = ValueOf(e.children[0], at, value);
      const std::int64_t b = ValueOf(e.children[1], at, value);
      if (op == nullptr || a < 0 || b < 0) return -1;
      if (op->text == "+" && __builtin_add_overflow(a, b, &v)) return -1;
      if (op->text == "-") v = a - b;
      if (op->text == "*" && __builtin_mul_overflow(a, b, &v)) return -1;
      if (op->text == "<<") {
        if (b >= 63 || a > (std::numeric_limits<std::int64_t>::max() >> b)) return -1;
        v = a << b;
      }
      break;
    }
    default:
      return -1;
  }
  if (v < 0) return -1;
  // A value its type does not hold (`1 << 31` in an int) is not the value the program has.
  const CXType t = clang_getCanonicalType(clang_getCursorType(e.cursor));
  const long long bytes = clang_Type_getSizeOf(t);
  if (bytes <= 0) return -1;
  const bool is_signed = t.kind == CXType_Char_S || t.kind == CXType_SChar ||
                         t.kind == CXType_Short || t.kind == CXType_Int ||
                         t.kind == CXType_Long || t.kind == CXType_LongLong;
  const long long bits = 8 * bytes - (is_signed ? 1 : 0);
  if (bits < 63 && (v >> bits) != 0) return -1;
  return v;
}

Finder::BufferUse Finder::ReadBufferUse(const Node& ref,
                                         const std::vector<const Node*>& path) const {
  // Through the array's decay and parentheses to what uses it.
  std::size_t i = path.size();
  const Node* used = &ref;
  while (i > 0 && (path[i - 1]->kind == CXCursor_UnexposedExpr ||
                   path[i - 1]->kind == CXCursor_ParenExpr))
    used = path[--i];
  if (i == 0) return BufferUse::kOther;
  const Node& user = *path[i - 1];
  if (user.kind == CXCursor_UnaryExpr) {  // sizeof
    const std::size_t t = TokenFrom(user.begin);
    return t < tokens_.size() && tokens_[t].text == "sizeof" ? BufferUse::kReadFrom
                                                             : BufferUse::kOther;
  }
  if (user.kind == CXCursor_CallExpr) {  // the buffer a read fills from its start
    const std::string name = Str(clang_getCursorSpelling(user.cursor));
    const int arguments = clang_Cursor_getNumArguments(user.cursor);
    const int buffer = name == "fread" || name == "fread_unlocked" || name == "fgets" ||
                               name == "fgets_unlocked"
                           ? 0
                       : name == "read" && arguments == 3 ? 1
                                                          : -1;
    return Argument(user, buffer) == used ? BufferUse::kReadInto : BufferUse::kOther;
  }
  // An element read: the subscript's value taken (an implicit conversion of it), never
  // an element assigned, stepped, or its address taken.
  return user.kind == CXCursor_ArraySubscriptExpr && !user.children.empty() &&
                 &user.children[0] == used && i >= 2 &&
                 path[i - 2]->kind == CXCursor_UnexposedExpr
             ? BufferUse::kReadFrom
             : BufferUse::kOther;
}

const Node* Finder::ResourceDeclaration(
    const Node& n, std::vector<std::pair<std::string, const Node*>>* soft_limits) const {
  const CXType type = clang_getCursorType(n.cursor);
  const std::string name = Str(clang_getCursorSpelling(n.cursor));
  const std::size_t at = Offset(clang_getCursorLocation(n.cursor));
  const std::string type_name = Str(clang_getTypeSpelling(clang_getCanonicalType(type)));
  if (type_name == "struct rlimit" || type_name == "rlimit") {
    // `v = {E, ...}` (not a designated `.rlim_max = E`): E is the soft limit.
    for (const Node& c : n.children) {
      const std::size_t open = TokenFrom(c.begin);
      if (c.kind == CXCursor_InitListExpr && !c.children.empty() &&
          open + 1 < tokens_.size() && tokens_[open].text == "{" &&
          tokens_[open + 1].begin == c.children[0].begin)
        soft_limits->push_back({name, &c.children[0]});
    }
  }
  const CXCursorKind scope = clang_getCursorKind(clang_getCursorSemanticParent(n.cursor));
  const bool is_static = clang_Cursor_getStorageClass(n.cursor) == CX_SC_Static ||
                         scope == CXCursor_TranslationUnit || scope == CXCursor_Namespace;
  if (type.kind != CXType_ConstantArray || !IsCharType(clang_getArrayElementType(type)) ||
      !is_static)
    return nullptr;
  const Node* bound = nullptr;
  int bounds = 0;
  for (const Node& c : n.children) {  // `name[bound]`
    const std::size_t t = TokenFrom(c.begin), after = TokenFrom(c.end);
    if (c.begin > at && clang_isExpression(c.kind) && t > 0 && after < tokens_.size() &&
        tokens_[t - 1].text == "[" && tokens_[after].text == "]")
      bound = &c, ++bounds;
  }
  return bounds == 1 ? bound : nullptr;
}

void Finder::FindResources() {
  struct Buffer {
    const Node* var;
    const Node* bound;
    bool only_read = true, read_into = false;
  };
  std::vector<Buffer> buffers;
  std::set<std::string> stack_limits;  // the variables v of setrlimit(RLIMIT_STACK, &v)
  std::vector<std::pair<std::string, const Node*>> soft_limits;  // v and the rlim_cur given
  std::vector<const Node*> path;
  const auto tokens_of = [&](const Node& n) {
    std::vector<std::string> out;
    for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].end <= n.end; ++i)
      out.push_back(tokens_[i].text);
    return out;
  };
  // First the calls, the soft limits and the candidate buffers; then every use of those.
  const std::function<void(const Node&)> find = [&](const Node& n) {
    if (n.kind == CXCursor_CallExpr) {
      const std::string name = Str(clang_getCursorSpelling(n.cursor));
      const Node* size = Argument(n, 1);
      if (name == "pthread_attr_setstacksize" && size != nullptr)
        resource_exprs_.push_back({size, Resource::kStackSize});
      const Node* which = Argument(n, 0);
      if (name == "setrlimit" && which != nullptr && size != nullptr) {
        const std::vector<std::string> w = tokens_of(*which), v = tokens_of(*size);
        if (w.size() == 1 && w[0] == "RLIMIT_STACK" && v.size() == 2 && v[0] == "&")
          stack_limits.insert(v[1]);
      }
    }
    if (n.kind == CXCursor_BinaryOperator && n.children.size() == 2 &&
        n.children[0].kind == CXCursor_MemberRefExpr &&
        OperatorBetween(n.children[0].end, n.children[1].begin, {"="}) != nullptr) {
      const std::vector<std::string> lhs = tokens_of(n.children[0]);
      if (lhs.size() == 3 && lhs[1] == "." && lhs[2] == "rlim_cur")
        soft_limits.push_back({lhs[0], &n.children[1]});
    }
    if (n.kind == CXCursor_VarDecl)
      if (const Node* bound = ResourceDeclaration(n, &soft_limits)) buffers.push_back({&n, bound});
    path.push_back(&n);
    for (const Node& c : n.children) find(c);
    path.pop_back();
  };
  const std::function<void(const Node&)> uses = [&](const Node& n) {
    if (n.kind == CXCursor_DeclRefExpr) {
      const CXCursor to = clang_getCursorReferenced(n.cursor);
      for (Buffer& b : buffers) {
        if (!SameDeclaration(to, b.var->cursor)) continue;
        const BufferUse use = ReadBufferUse(n, path);
        b.only_read = b.only_read && use != BufferUse::kOther;
        b.read_into = b.read_into || use == BufferUse::kReadInto;
      }
    }
    path.push_back(&n);
    for (const Node& c : n.children) uses(c);
    path.pop_back();
  };
  for (const Node& n : top_) find(n);
  if (!buffers.empty())
    for (const Node& n : top_) uses(n);
  for (const Buffer& b : buffers)
    if (b.only_read && b.read_into) resource_exprs_.push_back({b.bound, Resource::kBuffer});
  for (const auto& [name, e] : soft_limits)
    if (stack_limits.count(name)) resource_exprs_.push_back({e, Resource::kStackSize});
}

void Finder::MarkResource(Point* p, const Token& t, std::uint64_t value) const {
  for (const auto& [e, kind] : resource_exprs_) {
    if (t.begin < e->begin || e->end < t.end) continue;
    std::uint64_t original = 0;
    std::string suffix;
    if (!ParseIntegerLiteral(t.text, &original, &suffix)) return;
    const std::int64_t before = ValueOf(*e, t.begin, original), after = ValueOf(*e, t.begin, value);
    if (before < 0 || after < 0) return;
    p->resource = kind;
    p->resource_value = static_cast<std::uint64_t>(before);
    p->resource_mutated = static_cast<std::uint64_t>(after);
    return;
  }
}

}  // namespace gc::mutate::internal::cxx
