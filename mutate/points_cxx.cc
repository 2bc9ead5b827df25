// mutate/points_cxx.cc — mutation points of C and C++ sources through libclang's C API.
// The file is parsed from memory; its cursors give the structure (which `<` is a builtin
// comparison, which statement is an expression statement, which `if` is an error exit),
// the raw tokens of the main file give the exact text to replace. Points always cover
// whole tokens of the main file, so never a comment or the inside of a literal, and never
// only part of a macro invocation (nor anything a macro expands to).
#include <clang-c/Index.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mutate/points.h"
#include "mutate/points_internal.h"

namespace gc::mutate::internal {
namespace {

std::string Str(CXString s) {
  const char* c = clang_getCString(s);
  std::string out = c ? c : "";
  clang_disposeString(s);
  return out;
}

std::size_t Offset(CXSourceLocation loc) {
  unsigned offset = 0;
  clang_getExpansionLocation(loc, nullptr, nullptr, nullptr, &offset);
  return offset;
}

struct Token {
  CXTokenKind kind;
  std::size_t begin, end;
  std::string text;
};

struct Node {
  CXCursor cursor;
  CXCursorKind kind;
  std::size_t begin = 0, end = 0;  // in the main file (expansion locations)
  std::vector<Node> children;
};

// The cursor tree below `parent`, only what lies in the main file (by expansion location:
// an expression that starts with a macro invocation is still the main file's).
void BuildChildren(CXCursor parent, CXFile main_file, std::vector<Node>* out) {
  struct Data {
    CXFile main_file;
    std::vector<Node>* nodes;
  } data{main_file, out};
  clang_visitChildren(
      parent,
      [](CXCursor c, CXCursor, CXClientData p) {
        const Data& d = *static_cast<Data*>(p);
        const CXSourceLocation loc = clang_getCursorLocation(c);
        if (!clang_equalLocations(loc, clang_getNullLocation())) {
          CXFile file = nullptr;
          clang_getExpansionLocation(loc, &file, nullptr, nullptr, nullptr);
          if (file == nullptr || !clang_File_isEqual(file, d.main_file)) {
            return CXChildVisit_Continue;
          }
        }
        Node n;
        n.cursor = c;
        n.kind = clang_getCursorKind(c);
        const CXSourceRange r = clang_getCursorExtent(c);
        n.begin = Offset(clang_getRangeStart(r));
        n.end = Offset(clang_getRangeEnd(r));
        if (n.kind != CXCursor_MacroExpansion && n.kind != CXCursor_MacroDefinition &&
            n.kind != CXCursor_InclusionDirective) {
          BuildChildren(c, d.main_file, &n.children);
        }
        d.nodes->push_back(std::move(n));
        return CXChildVisit_Continue;
      },
      &data);
}

bool IsLoop(CXCursorKind k) {
  return k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
         k == CXCursor_CXXForRangeStmt;
}

bool IsFunction(CXCursorKind k) {
  return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
         k == CXCursor_Destructor || k == CXCursor_ConversionFunction ||
         k == CXCursor_FunctionTemplate || k == CXCursor_LambdaExpr;
}

// An integer literal's value and suffix (u, l, ll, z...), or false (too big, not one).
bool ParseIntegerLiteral(const std::string& text, std::uint64_t* value, std::string* suffix) {
  std::string digits;
  for (char c : text) {
    if (c != '\'') digits += c;
  }
  std::size_t end = digits.size();
  while (end > 0 && std::string_view("uUlLzZ").find(digits[end - 1]) != std::string_view::npos) {
    --end;
  }
  *suffix = digits.substr(end);
  digits.resize(end);
  unsigned base = 10;
  std::size_t i = 0;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    base = 16, i = 2;
  } else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B')) {
    base = 2, i = 2;
  } else if (digits.size() > 1 && digits[0] == '0') {
    base = 8, i = 1;
  }
  if (i >= digits.size()) return false;
  std::uint64_t v = 0;
  for (; i < digits.size(); ++i) {
    const char c = digits[i];
    unsigned d;
    if (c >= '0' && c <= '9') {
      d = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      d = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      d = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return false;
    }
    if (d >= base || v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  *value = v;
  return true;
}

class Finder {
 public:
  Finder(CXTranslationUnit tu, const std::string& source, Language lang,
         const PointOptions& options, std::vector<Point>* out)
      : tu_(tu), source_(source), lang_(lang), options_(options), out_(out) {}

  // The comments among the main file's tokens (libclang keeps them when tokenizing).
  void Comments(std::vector<Comment>* out) const {
    auto line_of = [&](std::size_t offset) {
      return static_cast<unsigned>(
          1 +
          std::count(source_.begin(), source_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
    };
    for (const Token& t : tokens_)
      if (t.kind == CXToken_Comment) out->push_back({line_of(t.begin), line_of(t.end), t.text});
  }

  void Run(const std::string& path) {
    CXFile file = clang_getFile(tu_, path.c_str());
    if (file == nullptr) return;
    {
      CXToken* toks = nullptr;
      unsigned n = 0;
      const CXSourceRange all = clang_getRange(
          clang_getLocationForOffset(tu_, file, 0),
          clang_getLocationForOffset(tu_, file, static_cast<unsigned>(source_.size())));
      clang_tokenize(tu_, all, &toks, &n);
      for (unsigned i = 0; i < n; ++i) {
        const CXSourceRange r = clang_getTokenExtent(tu_, toks[i]);
        tokens_.push_back({clang_getTokenKind(toks[i]), Offset(clang_getRangeStart(r)),
                           Offset(clang_getRangeEnd(r)),
                           Str(clang_getTokenSpelling(tu_, toks[i]))});
      }
      clang_disposeTokens(tu_, toks, n);
      std::sort(tokens_.begin(), tokens_.end(),
                [](const Token& a, const Token& b) { return a.begin < b.begin; });
    }
    std::vector<Node> top;
    BuildChildren(clang_getTranslationUnitCursor(tu_), file, &top);
    for (const Node& n : top) {
      if (n.kind == CXCursor_MacroExpansion) macros_.push_back({n.begin, n.end});
    }
    if (!options_.all) FindErrorFunctions(top);
    Ctx ctx;
    for (const Node& n : top) Walk(n, ctx);
  }

 private:
  struct Ctx {
    bool in_loop = false;  // a loop of the current function encloses this
    bool in_main = false;
    bool no_width = false;  // a for-loop header or range-for variable: no IntegerWidth
  };

  // The index of the first token beginning at or after `offset` (tokens_.size() if none).
  std::size_t TokenFrom(std::size_t offset) const {
    return static_cast<std::size_t>(
        std::lower_bound(tokens_.begin(), tokens_.end(), offset,
                         [](const Token& t, std::size_t o) { return t.begin < o; }) -
        tokens_.begin());
  }

  // Whether [begin, end) may be replaced: whole tokens of the file, never part of a macro
  // invocation.
  bool Replaceable(std::size_t begin, std::size_t end) const {
    if (begin >= end || end > source_.size()) return false;
    for (const auto& [mb, me] : macros_) {
      const bool overlaps = begin < me && mb < end;
      const bool covers = begin <= mb && me <= end;
      if (overlaps && !covers) return false;  // would cut into a macro invocation
    }
    return true;
  }

  void Add(const char* mutator, std::size_t begin, std::size_t end, std::string replacement,
           std::string description) {
    if (!Replaceable(begin, end)) return;
    Point p;
    p.mutator = mutator;
    p.begin = begin;
    p.end = end;
    p.replacement = std::move(replacement);
    p.description = std::move(description);
    p.guard = no_schema_ ? Guard::kNone : guard_;
    p.guard_begin = guard_ == Guard::kNone ? begin : guard_begin_;
    p.guard_end = guard_ == Guard::kNone ? end : guard_end_;
    out_->push_back(std::move(p));
  }

  void AddToken(const char* mutator, const Token& t, const std::string& replacement) {
    Add(mutator, t.begin, t.end, replacement, "'" + t.text + "' -> '" + replacement + "'");
  }

  // The first punctuation (or alternative-spelling keyword) token in [lo, hi) among `ops`.
  const Token* OperatorBetween(std::size_t lo, std::size_t hi,
                               std::initializer_list<std::string_view> ops) const {
    for (std::size_t i = TokenFrom(lo); i < tokens_.size() && tokens_[i].end <= hi; ++i) {
      for (std::string_view op : ops) {
        if (tokens_[i].text == op) return &tokens_[i];
      }
    }
    return nullptr;
  }

  std::string Text(std::size_t begin, std::size_t end) const {
    return source_.substr(begin, end - begin);
  }

  const char* True() const { return lang_ == Language::kC ? "1" : "true"; }
  const char* False() const { return lang_ == Language::kC ? "0" : "false"; }

  // The reader's error reporters: functions whose body (its own statements, as ErrorExit
  // reads a branch) ends the program with an error, such as
  //   [[noreturn]] void fail(const std::string& m) { std::cerr << m; std::exit(2); }
  // and, to a fixpoint, those that call one so. A call to one is an error exit too, and
  // their bodies are error paths themselves.
  void FindErrorFunctions(const std::vector<Node>& top) {
    std::vector<std::pair<std::string, const Node*>> bodies;
    std::vector<const Node*> todo;
    for (const Node& n : top) todo.push_back(&n);
    while (!todo.empty()) {
      const Node* n = todo.back();
      todo.pop_back();
      if (IsFunction(n->kind) && n->kind != CXCursor_LambdaExpr) {
        for (const Node& c : n->children)
          if (c.kind == CXCursor_CompoundStmt)
            bodies.push_back({Str(clang_getCursorSpelling(n->cursor)), &c});
        continue;
      }
      for (const Node& c : n->children) todo.push_back(&c);
    }
    for (bool grew = true; grew;) {
      grew = false;
      for (const auto& [name, body] : bodies)
        if (!name.empty() && name != "main" && !error_functions_.count(name) &&
            ErrorExit(*body, Ctx{}, /*must_end=*/true)) {
          error_functions_.insert(name);
          grew = true;
        }
    }
  }

  void Walk(const Node& n, Ctx ctx) {
    const bool constant = n.kind == CXCursor_EnumConstantDecl || n.kind == CXCursor_StaticAssert ||
                          n.kind == CXCursor_FieldDecl || n.kind == CXCursor_TemplateRef ||
                          n.kind == CXCursor_NonTypeTemplateParameter ||
                          (n.kind == CXCursor_VarDecl && ConstantVariable(n));
    NoSchema guard(no_schema_, constant);
    if (IsFunction(n.kind) && n.kind != CXCursor_LambdaExpr &&
        error_functions_.count(Str(clang_getCursorSpelling(n.cursor))))
      return;  // an error reporter of the reader (FindErrorFunctions)
    if (IsFunction(n.kind)) {
      ctx = Ctx{};
      ctx.in_main =
          n.kind == CXCursor_FunctionDecl && Str(clang_getCursorSpelling(n.cursor)) == "main";
    }
    switch (n.kind) {
      case CXCursor_BinaryOperator:
        BinaryOperator(n);
        break;
      case CXCursor_CompoundAssignOperator:
        if (n.children.size() == 2) {
          Guarded(Guard::kExpression, n.begin, n.end);
          if (const Token* t =
                  OperatorBetween(n.children[0].end, n.children[1].begin, {"+=", "-="})) {
            AddToken("AssignmentOperator", *t, t->text == "+=" ? "-=" : "+=");
          }
        }
        break;
      case CXCursor_UnaryOperator:
        UnaryOperator(n);
        break;
      case CXCursor_IntegerLiteral:
        IntegerLiteral(n);
        return;
      case CXCursor_CompoundStmt:
        for (const Node& c : n.children) DeleteStatement(c);
        break;
      case CXCursor_CaseStmt:
        if (n.children.size() >= 2) {
          DeleteStatement(n.children.back());
          {
            NoSchema label(no_schema_, true);
            for (std::size_t i = 0; i + 1 < n.children.size(); ++i) Walk(n.children[i], ctx);
          }
          Walk(n.children.back(), ctx);
          return;
        }
        break;
      case CXCursor_DefaultStmt:
      case CXCursor_LabelStmt:
        if (!n.children.empty()) DeleteStatement(n.children.back());
        break;
      case CXCursor_IfStmt:
      case CXCursor_WhileStmt:
      case CXCursor_ForStmt:
        Header(n, ctx);
        return;
      case CXCursor_DoStmt:
        if (n.children.size() == 2) {
          DeleteStatement(n.children[0]);
          Condition(n.children[1]);
          Ctx body = ctx;
          body.in_loop = true;
          Walk(n.children[0], body);
          Walk(n.children[1], ctx);
          return;
        }
        break;
      case CXCursor_CXXForRangeStmt: {
        // The loop variable, the range, the body.
        for (std::size_t i = 0; i < n.children.size(); ++i) {
          Ctx c = ctx;
          const bool body = i + 1 == n.children.size();
          if (body) {
            c.in_loop = true;
            DeleteStatement(n.children[i]);
          }
          if (n.children[i].kind == CXCursor_VarDecl) c.no_width = true;
          Walk(n.children[i], c);
        }
        return;
      }
      case CXCursor_ConditionalOperator:
        if (!n.children.empty()) Condition(n.children[0]);
        break;
      case CXCursor_BreakStmt:
      case CXCursor_ContinueStmt:
        if (ctx.in_loop) {
          const bool is_break = n.kind == CXCursor_BreakStmt;
          const std::size_t i = TokenFrom(n.begin);
          if (i < tokens_.size() && tokens_[i].text == (is_break ? "break" : "continue")) {
            Guarded(Guard::kJump, tokens_[i].begin, tokens_[i].end);
            AddToken("JumpStatement", tokens_[i], is_break ? "continue" : "break");
          }
        }
        return;
      case CXCursor_VarDecl:
      case CXCursor_FieldDecl:
        if (!ctx.no_width) IntegerWidth(n);
        break;
      default:
        break;
    }
    if (IsLoop(n.kind)) ctx.in_loop = true;
    // A variable's type (array bounds, template arguments) comes before its name.
    const std::size_t name = n.kind == CXCursor_VarDecl || n.kind == CXCursor_ParmDecl
                                 ? Offset(clang_getCursorLocation(n.cursor))
                                 : 0;
    for (const Node& c : n.children) {
      NoSchema type(no_schema_, c.begin < name || c.kind == CXCursor_TypeRef);
      Walk(c, ctx);
    }
  }

  // A variable whose value may be needed at compile time: constexpr, or const at
  // namespace scope (or a class's static const).
  bool ConstantVariable(const Node& n) const {
    const std::size_t name = Offset(clang_getCursorLocation(n.cursor));
    for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].begin < name; ++i)
      if (tokens_[i].text == "constexpr") return true;
    if (!clang_isConstQualifiedType(clang_getCursorType(n.cursor))) return false;
    const CXCursorKind parent = clang_getCursorKind(clang_getCursorSemanticParent(n.cursor));
    return parent == CXCursor_TranslationUnit || parent == CXCursor_Namespace ||
           parent == CXCursor_StructDecl || parent == CXCursor_ClassDecl;
  }

  void BinaryOperator(const Node& n) {
    if (n.children.size() != 2) return;
    const Token* t = OperatorBetween(
        n.children[0].end, n.children[1].begin,
        {"<", "<=", ">", ">=", "==", "!=", "+", "-", "&&", "||", "and", "or", "not_eq"});
    if (t == nullptr) return;
    Guarded(Guard::kExpression, n.begin, n.end);
    const std::string& op = t->text;
    auto rel = [&](const char* a, const char* b) {
      AddToken("EqualityOperator", *t, a);
      if (b != nullptr) AddToken("EqualityOperator", *t, b);
    };
    // A strict comparison also becomes '!=': equivalent on an index that steps by one up
    // to an exact bound, a wrong turn (or an endless loop) anywhere else.
    if (op == "<") rel("<=", ">="), rel("!=", nullptr);
    if (op == "<=") rel("<", ">");
    if (op == ">") rel(">=", "<="), rel("!=", nullptr);
    if (op == ">=") rel(">", "<");
    if (op == "==") rel("!=", nullptr);
    if (op == "!=") rel("==", nullptr);
    if (op == "not_eq") rel("==", nullptr);
    if (op == "+") AddToken("ArithmeticOperator", *t, "-");
    if (op == "-") AddToken("ArithmeticOperator", *t, "+");
    if (op == "&&") AddToken("LogicalOperator", *t, "||");
    if (op == "||") AddToken("LogicalOperator", *t, "&&");
    if (op == "and") AddToken("LogicalOperator", *t, "or");
    if (op == "or") AddToken("LogicalOperator", *t, "and");
  }

  void UnaryOperator(const Node& n) {
    if (n.children.size() != 1) return;
    const Node& arg = n.children[0];
    const Token* t = nullptr;
    if (n.begin < arg.begin) {  // prefix: the operator is the first token
      const std::size_t i = TokenFrom(n.begin);
      if (i < tokens_.size() && tokens_[i].begin == n.begin) t = &tokens_[i];
    } else if (arg.end < n.end) {  // postfix: the last token
      const std::size_t i = TokenFrom(n.end);
      if (i > 0 && tokens_[i - 1].end == n.end && tokens_[i - 1].begin >= arg.end) {
        t = &tokens_[i - 1];
      }
    }
    if (t == nullptr) return;
    Guarded(Guard::kExpression, n.begin, n.end);
    if (t->text == "++") AddToken("UpdateOperator", *t, "--");
    if (t->text == "--") AddToken("UpdateOperator", *t, "++");
    if ((t->text == "!" || t->text == "not") && n.begin < arg.begin) {
      Add("BooleanNegation", t->begin, t->end, "", "dropped '" + t->text + "'");
    }
  }

  void IntegerLiteral(const Node& n) {
    const std::size_t i = TokenFrom(n.begin);
    if (i >= tokens_.size()) return;
    const Token& t = tokens_[i];
    if (t.kind != CXToken_Literal || t.begin != n.begin || t.end != n.end) return;
    std::uint64_t v;
    std::string suffix;
    if (!ParseIntegerLiteral(t.text, &v, &suffix)) return;
    Guarded(Guard::kExpression, t.begin, t.end);
    auto add = [&](std::uint64_t w) { AddToken("IntegerLiteral", t, std::to_string(w) + suffix); };
    if (v == 0) {
      add(1);
    } else if (v == 1) {
      add(0);
    } else {
      if (v != UINT64_MAX) add(v + 1);
      add(v - 1);
    }
  }

  // An expression statement `expr;` -> `;`.
  void DeleteStatement(const Node& s) {
    if (!clang_isExpression(s.kind) || s.begin >= s.end) return;
    const std::size_t i = TokenFrom(s.end);
    if (i >= tokens_.size() || tokens_[i].text != ";") return;
    const std::string text = Text(s.begin, tokens_[i].end);
    Guarded(Guard::kStatement, s.begin, tokens_[i].end);
    Add("StatementDeletion", s.begin, tokens_[i].end, ";", "deleted '" + OneLine(text) + "'");
  }

  // A condition -> true and -> false, unless it is a constant already.
  void Condition(const Node& c) {
    if (!clang_isExpression(c.kind) || c.begin >= c.end) return;
    const std::size_t i = TokenFrom(c.begin);
    if (i + 1 < tokens_.size() && tokens_[i + 1].begin >= c.end) {  // a single token
      const Token& t = tokens_[i];
      if (t.kind == CXToken_Literal || t.text == "true" || t.text == "false") return;
    }
    Guarded(Guard::kCondition, c.begin, c.end);
    Add("ConditionalExpression", c.begin, c.end, True(), std::string("condition -> ") + True());
    Add("ConditionalExpression", c.begin, c.end, False(), std::string("condition -> ") + False());
  }

  // if, while and for: the parenthesized header, then the branches or the body.
  void Header(const Node& n, Ctx ctx) {
    std::size_t open = TokenFrom(n.begin);
    while (open < tokens_.size() && tokens_[open].text != "(") ++open;
    std::size_t close = open;
    for (int depth = 0; close < tokens_.size(); ++close) {
      if (tokens_[close].text == "(") ++depth;
      if (tokens_[close].text == ")" && --depth == 0) break;
    }
    if (close >= tokens_.size() || tokens_[close].end > n.end) {  // not understood
      for (const Node& c : n.children) Walk(c, ctx);
      return;
    }
    const std::size_t header_end = tokens_[close].begin;
    std::vector<const Node*> header, bodies;
    for (const Node& c : n.children) (c.begin < header_end ? header : bodies).push_back(&c);

    // The condition: in a for header, the part between the two `;` at depth 1; else the
    // last expression of the header, if nothing else (a condition variable) follows it.
    const Node* cond = nullptr;
    if (n.kind == CXCursor_ForStmt) {
      std::vector<std::size_t> semis;
      int depth = 0;
      for (std::size_t i = open; i <= close; ++i) {
        const std::string& x = tokens_[i].text;
        if (x == "(" || x == "[" || x == "{") ++depth;
        if (x == ")" || x == "]" || x == "}") --depth;
        if (x == ";" && depth == 1) semis.push_back(tokens_[i].begin);
      }
      for (const Node* c : header) {
        if (semis.size() == 2 && c->begin > semis[0] && c->end <= semis[1]) cond = c;
      }
    } else if (!header.empty() && clang_isExpression(header.back()->kind)) {
      cond = header.back();
      for (const Node* c : header) {
        if (c != cond && c->end > cond->begin) cond = nullptr;
      }
    }

    bool skipped[2] = {false, false};
    if (n.kind == CXCursor_IfStmt && !options_.all) {
      for (std::size_t b = 0; b < bodies.size() && b < 2; ++b)
        skipped[b] = ErrorExit(*bodies[b], ctx);
    }
    const bool error_if = skipped[0] || skipped[1];
    if (cond != nullptr && !error_if) Condition(*cond);
    Ctx head = ctx;
    head.no_width = true;
    for (const Node* c : header) {
      if (!error_if) Walk(*c, n.kind == CXCursor_ForStmt ? head : ctx);
    }
    Ctx body = ctx;
    if (n.kind != CXCursor_IfStmt) body.in_loop = true;
    for (std::size_t b = 0; b < bodies.size(); ++b) {
      if (b < 2 && skipped[b]) continue;
      DeleteStatement(*bodies[b]);
      Walk(*bodies[b], body);
    }
  }

  // Whether a branch of an `if` is an error exit of the input reader: among its statements
  // (the branch itself, or those of its block; not nested control statements), one that
  // throws, calls exit/_Exit/abort/quick_exit/perror or an error reporter of this file
  // (FindErrorFunctions), writes to std::cerr/std::clog/stderr, or (in main) returns a
  // nonzero integer literal or EXIT_FAILURE.
  // With must_end (deciding whether a whole function is an error reporter) only what ends
  // the program counts: a write to standard error alone may be a debug line.
  bool ErrorExit(const Node& branch, const Ctx& ctx, bool must_end = false) const {
    std::vector<const Node*> stmts;
    if (branch.kind == CXCursor_CompoundStmt) {
      for (const Node& c : branch.children) stmts.push_back(&c);
    } else {
      stmts.push_back(&branch);
    }
    for (const Node* s : stmts) {
      switch (s->kind) {
        case CXCursor_IfStmt:
        case CXCursor_ForStmt:
        case CXCursor_WhileStmt:
        case CXCursor_DoStmt:
        case CXCursor_SwitchStmt:
        case CXCursor_CompoundStmt:
        case CXCursor_CXXForRangeStmt:
        case CXCursor_CXXTryStmt:
          continue;
        default:
          break;
      }
      const std::size_t first = TokenFrom(s->begin);
      for (std::size_t i = first; i < tokens_.size() && tokens_[i].end <= s->end; ++i) {
        const std::string& x = tokens_[i].text;
        if (x == "exit" || x == "_Exit" || x == "quick_exit") {
          // exit(0) and exit(EXIT_SUCCESS) end the program well: no error.
          const bool success = i + 3 < tokens_.size() && tokens_[i + 1].text == "(" &&
                               (tokens_[i + 2].text == "0" || tokens_[i + 2].text == "EXIT_SUCCESS") &&
                               tokens_[i + 3].text == ")";
          if (!success) return true;
          continue;
        }
        if (x == "throw" || x == "abort" ||
            (tokens_[i].kind == CXToken_Identifier && error_functions_.count(x))) {
          return true;
        }
        if (!must_end && (x == "perror" || x == "cerr" || x == "clog" || x == "stderr")) return true;
      }
      if (s->kind == CXCursor_ReturnStmt && ctx.in_main && first < tokens_.size()) {
        std::size_t i = first + 1;  // after `return`
        if (i < tokens_.size() && tokens_[i].text == "-") ++i;
        if (i + 1 < tokens_.size() && tokens_[i + 1].text == ";") {
          std::uint64_t v;
          std::string suffix;
          if (tokens_[i].text == "EXIT_FAILURE") return true;
          if (tokens_[i].kind == CXToken_Literal &&
              ParseIntegerLiteral(tokens_[i].text, &v, &suffix) && v != 0) {
            return true;
          }
        }
      }
    }
    return false;
  }

  // A variable or field of an integer type of 32 bits or more: the type (keywords, or a
  // typedef name such as int64_t or ll, with its qualifier) narrowed one step. Only in the
  // declaration's own type (before its name, before any initializer).
  void IntegerWidth(const Node& n) {
    const std::size_t name = Offset(clang_getCursorLocation(n.cursor));
    if (name <= n.begin) return;
    // The type region ends at the name, or earlier at a depth-0 `=`, `,`, `(`, `{`, `[`.
    std::size_t region_end = name;
    int angle = 0;
    for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].begin < name; ++i) {
      const std::string& x = tokens_[i].text;
      if (x == "<") ++angle;
      if (x == ">") angle = std::max(0, angle - 1);
      if (x == ">>") angle = std::max(0, angle - 2);
      if (angle == 0 && (x == "=" || x == "," || x == "(" || x == "{" || x == "[" || x == ";")) {
        region_end = tokens_[i].begin;
        break;
      }
    }
    Guarded(Guard::kNone, 0, 0);  // a declaration's type: built on its own
    // Runs of the keywords of builtin integer types.
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
    // Typedef names (int64_t, size_t, a user's `ll`): by the type a type reference names;
    // names brought in by a using-declaration (std::int64_t from <cstdint>) have no type
    // reference in libclang 14, so the standard ones are also known by name.
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

  // The IntegerWidth point of the type named by tokens [first, last] of a declaration. In a
  // template argument (`std::vector<int>`), the innermost template-id around it is the type
  // narrowed: every place in the file that spells it (a parameter, a return type, an
  // expression, another declaration) is narrowed with it, as a function that takes a
  // std::vector<int>& cannot take a std::vector<short>. One point for all of them, at the
  // first place (a point per declaration would be stillborn wherever the type is passed):
  // each declaration of the type adds the same point, which FinishPoints keeps once.
  void AddWidth(std::size_t first, std::size_t last, const std::string& to) {
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
  void SameTemplateArgument(std::size_t first, std::size_t last, std::vector<std::size_t>* at,
                            std::string* spelling) const {
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

  // The narrower type for a wide integer type kind, or nullptr.
  static const char* WiderIntegerTo(CXTypeKind kind) {
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
  static const char* StandardIntegerTo(const std::string& name) {
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

  // The schema guard of the points added next (Guarded).
  void Guarded(Guard g, std::size_t begin, std::size_t end) {
    guard_ = g, guard_begin_ = begin, guard_end_ = end;
  }

  CXTranslationUnit tu_;
  Guard guard_ = Guard::kNone;
  // Inside a constant expression (a const or constexpr variable's initializer, a type, an
  // array bound, an enumerator, a case label, static_assert): the schema's run-time test
  // cannot stand there, so the points are built on their own.
  bool no_schema_ = false;
  struct NoSchema {
    bool& flag;
    bool saved;
    NoSchema(bool& f, bool on) : flag(f), saved(f) { flag = flag || on; }
    ~NoSchema() { flag = saved; }
  };
  std::size_t guard_begin_ = 0, guard_end_ = 0;
  const std::string& source_;
  Language lang_;
  const PointOptions& options_;
  std::vector<Point>* out_;
  std::vector<Token> tokens_;
  std::set<std::string> error_functions_;  // FindErrorFunctions
  std::vector<std::pair<std::size_t, std::size_t>> macros_;
};

}  // namespace

bool FindPointsCxx(const std::string& given_path, const std::string& source, Language lang,
                   const PointOptions& options, std::vector<Point>* out,
                   std::vector<Comment>* comments, std::string* err) {
  const std::string path = !given_path.empty()    ? given_path
                           : lang == Language::kC ? "input.c"
                                                  : "input.cc";
  std::vector<std::string> args;
  if (lang == Language::kC) {
    args = {"-x", "c", "-std=c11"};
  } else {
    args = {"-x", "c++", "-std=c++17"};
  }
  args.insert(args.end(), {"-resource-dir", GAMECHECK_CLANG_RESOURCE_DIR, "-w"});
  args.insert(args.end(), options.parser_args.begin(), options.parser_args.end());
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());

  std::unique_ptr<void, void (*)(CXIndex)> index(clang_createIndex(0, 0), clang_disposeIndex);
  CXUnsavedFile unsaved{path.c_str(), source.data(), static_cast<unsigned long>(source.size())};
  CXTranslationUnit tu = nullptr;
  const CXErrorCode rc = clang_parseTranslationUnit2(
      index.get(), path.c_str(), argv.data(), static_cast<int>(argv.size()), &unsaved, 1,
      CXTranslationUnit_DetailedPreprocessingRecord, &tu);
  if (rc != CXError_Success || tu == nullptr) {
    *err = path + ": libclang could not parse the file (error " + std::to_string(rc) + ")";
    return false;
  }
  std::unique_ptr<CXTranslationUnitImpl, void (*)(CXTranslationUnit)> guard(
      tu, clang_disposeTranslationUnit);
  for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; ++i) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      CXFile file = nullptr;
      unsigned line = 0, column = 0;
      clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, &line, &column, nullptr);
      std::string where = file ? Str(clang_getFileName(file)) : path;
      *err = where + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
             Str(clang_getDiagnosticSpelling(d));
      clang_disposeDiagnostic(d);
      return false;
    }
    clang_disposeDiagnostic(d);
  }
  Finder finder(tu, source, lang, options, out);
  finder.Run(path);
  finder.Comments(comments);
  return true;
}

}  // namespace gc::mutate::internal
