// mutate/points/points_cxx_ops.cc — the points of C and C++ operators, integer literals,
// statements, conditions and jumps, where a point may go (whole tokens, never part of a
// macro invocation), and the input reader's error exits, which get none; see points_cxx.h.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_cxx.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate::internal::cxx {

bool Finder::Replaceable(std::size_t begin, std::size_t end) const {
  if (begin >= end || end > source_.size()) return false;
  for (const auto& [mb, me] : macros_) {
    const bool overlaps = begin < me && mb < end;
    const bool covers = begin <= mb && me <= end;
    if (overlaps && !covers) return false;  // would cut into a macro invocation
  }
  return true;
}

void Finder::Add(const char* mutator, std::size_t begin, std::size_t end, std::string replacement,
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

const Token* Finder::OperatorBetween(std::size_t lo, std::size_t hi,
                                     std::initializer_list<std::string_view> ops) const {
  for (std::size_t i = TokenFrom(lo); i < tokens_.size() && tokens_[i].end <= hi; ++i) {
    for (std::string_view op : ops) {
      if (tokens_[i].text == op) return &tokens_[i];
    }
  }
  return nullptr;
}

void Finder::BinaryOperator(const Node& n) {
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

void Finder::AssignmentOperator(const Node& n) {
  if (n.children.size() != 2) return;
  Guarded(Guard::kExpression, n.begin, n.end);
  if (const Token* t = OperatorBetween(n.children[0].end, n.children[1].begin, {"+=", "-="})) {
    AddToken("AssignmentOperator", *t, t->text == "+=" ? "-=" : "+=");
  }
}

void Finder::UnaryOperator(const Node& n) {
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

void Finder::IntegerLiteral(const Node& n) {
  const std::size_t i = TokenFrom(n.begin);
  if (i >= tokens_.size()) return;
  const Token& t = tokens_[i];
  if (t.kind != CXToken_Literal || t.begin != n.begin || t.end != n.end) return;
  std::uint64_t v;
  std::string suffix;
  if (!ParseIntegerLiteral(t.text, &v, &suffix)) return;
  Guarded(Guard::kExpression, t.begin, t.end);
  auto add = [&](std::uint64_t w) {
    const std::size_t added = out_->size();
    AddToken("IntegerLiteral", t, std::to_string(w) + suffix);
    if (out_->size() > added) MarkResource(&out_->back(), t, w);
  };
  if (v == 0) {
    add(1);
  } else if (v == 1) {
    add(0);
  } else {
    if (v != UINT64_MAX) add(v + 1);
    add(v - 1);
  }
}

void Finder::JumpStatement(const Node& n) {
  const bool is_break = n.kind == CXCursor_BreakStmt;
  const std::size_t i = TokenFrom(n.begin);
  if (i < tokens_.size() && tokens_[i].text == (is_break ? "break" : "continue")) {
    Guarded(Guard::kJump, tokens_[i].begin, tokens_[i].end);
    AddToken("JumpStatement", tokens_[i], is_break ? "continue" : "break");
  }
}

void Finder::DeleteStatement(const Node& s) {
  if (!clang_isExpression(s.kind) || s.begin >= s.end) return;
  const std::size_t i = TokenFrom(s.end);
  if (i >= tokens_.size() || tokens_[i].text != ";") return;
  const std::string text = Text(s.begin, tokens_[i].end);
  Guarded(Guard::kStatement, s.begin, tokens_[i].end);
  Add("StatementDeletion", s.begin, tokens_[i].end, ";", "deleted '" + OneLine(text) + "'");
}

void Finder::Condition(const Node& c) {
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

void Finder::FindErrorFunctions(const std::vector<Node>& top) {
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

bool Finder::ErrorExit(const Node& branch, const Ctx& ctx, bool must_end) const {
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
    if (ErrorStatement(*s, ctx, must_end)) return true;
  }
  return false;
}

bool Finder::ErrorStatement(const Node& s, const Ctx& ctx, bool must_end) const {
  const std::size_t first = TokenFrom(s.begin);
  for (std::size_t i = first; i < tokens_.size() && tokens_[i].end <= s.end; ++i) {
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
  if (s.kind == CXCursor_ReturnStmt && ctx.in_main && first < tokens_.size()) {
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
  return false;
}

}  // namespace gc::mutate::internal::cxx
