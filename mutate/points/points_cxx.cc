// mutate/points/points_cxx.cc — mutation points of C and C++ sources through libclang's C API;
// see points_cxx.h. Here the parse and the walk: the file is parsed from memory; its
// cursors give the structure (which `<` is a builtin comparison, which statement is an
// expression statement, which `if` is an error exit), the raw tokens of the main file give
// the exact text to replace. Points always cover whole tokens of the main file, so never a
// comment or the inside of a literal, and never only part of a macro invocation (nor
// anything a macro expands to).
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_cxx.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate::internal {
namespace cxx {
namespace {

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

}  // namespace

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

bool IsFunction(CXCursorKind k) {
  return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
         k == CXCursor_Destructor || k == CXCursor_ConversionFunction ||
         k == CXCursor_FunctionTemplate || k == CXCursor_LambdaExpr;
}

void Finder::Comments(std::vector<Comment>* out) const {
  auto line_of = [&](std::size_t offset) {
    return static_cast<unsigned>(
        1 +
        std::count(source_.begin(), source_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
  };
  for (const Token& t : tokens_)
    if (t.kind == CXToken_Comment)
      out->push_back({line_of(t.begin), line_of(t.end), t.text, t.begin, t.end});
}

void Finder::Functions(Ranges* out) const {
  // A definition's own extent, not a declaration's (a prototype holds no point); a
  // namespace, class or linkage block is walked into, a function is not (its lambdas and
  // local classes are its own text).
  const std::function<void(const std::vector<Node>&)> walk = [&](const std::vector<Node>& nodes) {
    for (const Node& n : nodes) {
      if (IsFunction(n.kind) && n.kind != CXCursor_LambdaExpr) {
        if (clang_isCursorDefinition(n.cursor) && n.end > n.begin) out->emplace_back(n.begin, n.end);
      } else {
        walk(n.children);
      }
    }
  };
  walk(top_);
}

void Finder::Run(const std::string& path) {
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
  std::vector<Node>& top = top_;
  BuildChildren(clang_getTranslationUnitCursor(tu_), file, &top);
  for (const Node& n : top) {
    if (n.kind == CXCursor_MacroExpansion) macros_.push_back({n.begin, n.end});
  }
  if (!options_.all) FindErrorFunctions(top);
  FindResources();
  Ctx ctx;
  for (const Node& n : top) Walk(n, ctx);
}

void Finder::Walk(const Node& n, Ctx ctx) {
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
  if (PointsOf(n, ctx)) return;
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

bool Finder::PointsOf(const Node& n, const Ctx& ctx) {
  switch (n.kind) {
    case CXCursor_BinaryOperator:
      BinaryOperator(n);
      break;
    case CXCursor_CompoundAssignOperator:
      AssignmentOperator(n);
      break;
    case CXCursor_UnaryOperator:
      UnaryOperator(n);
      break;
    case CXCursor_IntegerLiteral:
      IntegerLiteral(n);
      return true;
    case CXCursor_CompoundStmt:
      for (const Node& c : n.children) DeleteStatement(c);
      break;
    case CXCursor_CaseStmt:
      return CaseStatement(n, ctx);
    case CXCursor_DefaultStmt:
    case CXCursor_LabelStmt:
      if (!n.children.empty()) DeleteStatement(n.children.back());
      break;
    case CXCursor_IfStmt:
    case CXCursor_WhileStmt:
    case CXCursor_ForStmt:
      Header(n, ctx);
      return true;
    case CXCursor_DoStmt:
      return DoStatement(n, ctx);
    case CXCursor_CXXForRangeStmt:
      RangeFor(n, ctx);
      return true;
    case CXCursor_ConditionalOperator:
      if (!n.children.empty()) Condition(n.children[0]);
      break;
    case CXCursor_BreakStmt:
    case CXCursor_ContinueStmt:
      if (ctx.in_loop) JumpStatement(n);
      return true;
    case CXCursor_VarDecl:
    case CXCursor_FieldDecl:
      if (!ctx.no_width) IntegerWidth(n);
      break;
    default:
      break;
  }
  return false;
}

bool Finder::CaseStatement(const Node& n, const Ctx& ctx) {
  if (n.children.size() < 2) return false;
  DeleteStatement(n.children.back());
  {
    NoSchema label(no_schema_, true);
    for (std::size_t i = 0; i + 1 < n.children.size(); ++i) Walk(n.children[i], ctx);
  }
  Walk(n.children.back(), ctx);
  return true;
}

bool Finder::DoStatement(const Node& n, const Ctx& ctx) {
  if (n.children.size() != 2) return false;
  DeleteStatement(n.children[0]);
  Condition(n.children[1]);
  Ctx body = ctx;
  body.in_loop = true;
  Walk(n.children[0], body);
  Walk(n.children[1], ctx);
  return true;
}

void Finder::RangeFor(const Node& n, const Ctx& ctx) {
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
}

void Finder::Header(const Node& n, Ctx ctx) {
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
      if (c != cond && c->end > cond->begin) {  // something after it: no condition
        cond = nullptr;
        break;
      }
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

bool Finder::ConstantVariable(const Node& n) const {
  const std::size_t name = Offset(clang_getCursorLocation(n.cursor));
  for (std::size_t i = TokenFrom(n.begin); i < tokens_.size() && tokens_[i].begin < name; ++i)
    if (tokens_[i].text == "constexpr") return true;
  if (!clang_isConstQualifiedType(clang_getCursorType(n.cursor))) return false;
  const CXCursorKind parent = clang_getCursorKind(clang_getCursorSemanticParent(n.cursor));
  return parent == CXCursor_TranslationUnit || parent == CXCursor_Namespace ||
         parent == CXCursor_StructDecl || parent == CXCursor_ClassDecl;
}

}  // namespace cxx

bool FindPointsCxx(const std::string& given_path, const std::string& source, Language lang,
                   const PointOptions& options, std::vector<Point>* out,
                   std::vector<Comment>* comments, Ranges* functions, std::string* err) {
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
      std::string where = file ? cxx::Str(clang_getFileName(file)) : path;
      *err = where + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
             cxx::Str(clang_getDiagnosticSpelling(d));
      clang_disposeDiagnostic(d);
      return false;
    }
    clang_disposeDiagnostic(d);
  }
  cxx::Finder finder(tu, source, lang, options, out);
  finder.Run(path);
  finder.Comments(comments);
  finder.Functions(functions);
  return true;
}

}  // namespace gc::mutate::internal
