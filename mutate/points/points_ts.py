# mutate/points/points_ts.py — mutation points of JavaScript and Go sources, found on the syntax
# tree of tree-sitter (the Python package `tree-sitter` with the grammar packages
# `tree-sitter-javascript` and `tree-sitter-go`); also of Java and Rust sources (the grammar
# packages `tree-sitter-java` and `tree-sitter-rust`: their tables JAVA and RUST, their own
# expressions in Finder.expression_java_rust); and of TypeScript sources (the grammar package
# `tree-sitter-typescript`, whose tree is JavaScript's with types: JavaScript's points, the
# types in TS_TYPES never visited). Compiled into gamecheck
# (mutate/points/points_py.cc runs it as `python3 -c <this> <language> <path> <fd> <all>`, the
# source bytes readable on file descriptor <fd>; <all> is 1 to keep the error paths too).
# Not run isolated (-I) as points.py is: the grammars live in site-packages; the current
# directory is taken off sys.path before any import, so that no file there shadows one.
# Prints the lines points.py prints (one JSON object a line: each point, without its line
# and column, each comment, each outermost function definition); on a source that does not parse, or without
# tree-sitter or the grammar, one line {"error": "..."} and exit 1.
# The rules are those of mutate/points/points.h; keep the two in step.
import sys

sys.path = [p for p in sys.path if p not in ("", ".")]

import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402

GRAMMARS = {"javascript": "tree_sitter_javascript", "go": "tree_sitter_go"}
PIP = {"javascript": "tree-sitter-javascript", "go": "tree-sitter-go"}
GRAMMARS.update({"java": "tree_sitter_java", "rust": "tree_sitter_rust"})
PIP.update({"java": "tree-sitter-java", "rust": "tree-sitter-rust"})
GRAMMARS["typescript"], PIP["typescript"] = "tree_sitter_typescript", "tree-sitter-typescript"
NAMES = {"javascript": "JavaScript", "go": "Go", "java": "Java", "rust": "Rust",
         "typescript": "TypeScript"}

REL = {"<": ["<=", ">=", "!="], "<=": ["<", ">"], ">": [">=", "<=", "!="], ">=": [">", "<"],
       "==": ["!="], "!=": ["=="], "===": ["!=="], "!==": ["==="]}
ARITH = {"+": "-", "-": "+"}
LOGIC = {"&&": "||", "||": "&&"}
ASSIGN = {"+=": "-=", "-=": "+="}

# Per language: the node types of the families, as the grammars name them.
JS = {
    "functions": {"function_declaration", "generator_function_declaration", "function_expression",
                  "function", "arrow_function", "method_definition", "generator_function"},
    "loops": {"for_statement", "for_in_statement", "while_statement", "do_statement"},
    "blocks": {"statement_block", "program", "else_clause", "switch_case", "switch_default"},
    "strings": {"string", "template_string", "regex", "comment"},
}
GO = {
    "functions": {"function_declaration", "method_declaration", "func_literal"},
    "loops": {"for_statement"},
    "blocks": {"statement_list", "block", "expression_case", "default_case", "type_case",
               "communication_case"},
    "strings": {"interpreted_string_literal", "raw_string_literal", "rune_literal", "comment"},
}
JAVA = {
    "functions": {"method_declaration", "constructor_declaration", "lambda_expression"},
    "loops": {"for_statement", "enhanced_for_statement", "while_statement", "do_statement"},
    "blocks": {"block", "switch_block_statement_group", "switch_rule"},
    "strings": {"string_literal", "character_literal", "text_block", "line_comment",
                "block_comment"},
}
RUST = {
    "functions": {"function_item", "closure_expression"},
    "loops": {"for_expression", "while_expression", "loop_expression"},
    "blocks": {"block"},
    # A macro's tokens (println!'s arguments, vec![0; n], an attribute) are no syntax tree.
    "strings": {"string_literal", "raw_string_literal", "char_literal", "line_comment",
                "block_comment", "token_tree"},
}
# TypeScript: what only types are (annotations, generics' arguments and parameters, type
# declarations, interfaces, enums, `declare`s, signatures without a body), never visited;
# of `x as T`, `x satisfies T` only x (ts_expression_only).
TS_TYPES = {"type_annotation", "type_arguments", "type_parameters", "type_alias_declaration",
            "interface_declaration", "enum_declaration", "ambient_declaration",
            "function_signature", "abstract_method_signature", "index_signature",
            "implements_clause", "type_predicate_annotation", "asserts_annotation",
            "opting_type_annotation", "omitting_type_annotation", "adding_type_annotation"}
TS = dict(JS, strings=JS["strings"] | TS_TYPES)
KINDS = {"java": JAVA, "rust": RUST, "typescript": TS}
COMMENTS = {"comment", "line_comment", "block_comment"}
INT_LITERALS = {"number", "int_literal", "integer_literal", "decimal_integer_literal",
                "hex_integer_literal", "octal_integer_literal", "binary_integer_literal"}
# Java: the error calls; Rust: the error calls and macros (a macro's name with its `!`).
EXITS = {"System.exit", "std::process::exit", "process::exit", "exit"}
ENDING = {"panic!", "unreachable!", "todo!", "unimplemented!"}
STDERR = {"System.err.println", "System.err.print", "System.err.printf", "System.err.format",
          "System.err.write", "eprintln!", "eprint!"}
# IntegerWidth: Java's declared counters and arrays, Rust's lets, Vec elements and casts.
JAVA_WIDTH = {"int": ["short", "char"], "long": ["int"]}
RUST_WIDTH = {"u32": ["u16"], "i32": ["i16"], "usize": ["u16"]}
RUST_SUFFIX = re.compile(r"(.*?)((?:[iu](?:8|16|32|64|128|size))?)")


def fail(path, line, col, msg):
    print(json.dumps({"error": "%s:%d:%d: %s" % (path, line, col, msg)}))
    sys.exit(1)


def text(node):
    return node.text.decode("utf-8", "replace")


def field(node, name):
    return node.child_by_field_name(name)


def int_value(t):
    t = t.replace("_", "")
    suffix = ""
    if t.endswith("n"):  # a JavaScript BigInt
        t, suffix = t[:-1], "n"
    try:
        if re.fullmatch(r"0[0-7]+", t):
            return int(t, 8), suffix
        if re.fullmatch(r"[0-9]+|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+", t):
            return int(t, 0), suffix
    except ValueError:
        pass
    return None, suffix


def int_value_suffixed(t):
    """A Java or Rust integer literal's value and its suffix (Java `L`, Rust `u32`)."""
    if t[-1:] in ("l", "L"):
        v, _ = int_value(t[:-1])
        return v, t[-1]
    if not t.lower().startswith("0x"):
        body, suffix = RUST_SUFFIX.fullmatch(t).groups()
        v, _ = int_value(body)
        return v, suffix
    return int_value(t)


class Finder:
    def __init__(self, lang, data, root, all_paths):
        self.lang = lang
        self.kind = JS if lang == "javascript" else GO
        self.kind = KINDS.get(lang, self.kind)
        self.js = lang in ("javascript", "typescript")  # one code path: TS is JS with types
        self.data = data
        self.root = root
        self.all = all_paths
        self.points = []
        self.guard = None  # (kind, begin, end): the schema's guard of the points added next
        self.error_functions = set()
        if not all_paths:
            self.find_error_functions()

    def add(self, mutator, b, e, replacement, description):
        original = self.data[b:e].decode("utf-8")
        if original != replacement:
            self.points.append((b, mutator, replacement, e, original, description,
                                self.guard or ("none", b, e)))

    # The schema's guards (mutate/build/schema.h): JavaScript's, Java's, Rust's, Go's ---
    def guarded(self, kind, node, b=None, e=None):
        """Sets the guard of the points added next: `kind` over node (or [b, e)), or none
        where the rewritten text could not stand (see schema_safe, java_guard)."""
        b = node.start_byte if b is None else b
        e = node.end_byte if e is None else e
        if self.lang == "java":
            kind = self.java_guard(kind, node)
            ok = kind is not None
        else:
            ok = self.js and (kind in ("statement", "jump") or self.schema_safe(node))
        ok = ok or (self.lang == "rust" and rust_schema_safe(node))
        ok = ok or (self.lang == "go" and kind is not None and go_schema_safe(node, kind))
        self.guard = (kind, b, e) if ok else None

    def schema_safe(self, node):
        """Whether an expression may be put in parentheses, `(id == k ? (a) : (b))`: not
        an object's or a class's key, and not the start of a statement that the one
        before it, without its semicolon, would run into (`x = y` then `(...)` calls y)."""
        p = node.parent
        if p is not None and node in (field(p, "key"), field(p, "name"), field(p, "property")):
            return False
        while p is not None and p.start_byte == node.start_byte and p.type != "expression_statement":
            p = p.parent
        if p is None or p.start_byte != node.start_byte or p.type != "expression_statement":
            return True
        if p.parent is None or p.parent.type not in ("statement_block", "program", "switch_case",
                                                     "switch_default"):
            return True  # a body of if, for, while or else: after `)` or `else`
        prev = p.prev_named_sibling
        while prev is not None and prev.type == "comment":
            prev = prev.prev_named_sibling
        if prev is None:
            return True
        end = text(prev).rstrip()
        return end.endswith(";") or (end.endswith("}") and prev.type in (
            "if_statement", "for_statement", "for_in_statement", "while_statement",
            "do_statement", "function_declaration", "generator_function_declaration",
            "class_declaration", "statement_block", "try_statement", "switch_statement"))

    def java_guard(self, kind, node):
        """Java: the guard javac accepts where `kind` stands, or None. A statement
        expression (`i++;`, `x += d;`) is no expression statement once in parentheses:
        `if (id == k) i--; else i++;` guards it, a jump's guard; a for's update takes no
        guard. Nor does a constant javac needs (a case label, an annotation), nor the
        deletion of an assignment that a variable needs to be definitely assigned."""
        a = node.parent
        while a is not None:
            if a.type in ("switch_label", "annotation", "marker_annotation"):
                return None
            a = a.parent
        p = node.parent
        if kind == "statement":
            return None if self.java_assigns_blank(node) else kind
        if kind not in ("expression", "condition") or p is None:
            return kind
        if p.type == "expression_statement":
            return "jump" if node.type in ("update_expression", "assignment_expression") else None
        if p.type == "for_statement" and node in p.children_by_field_name("update"):
            return None
        return kind

    def java_assigns_blank(self, stmt):
        """Java: whether an expression statement assigns (`x = ...`, `this.x = ...`) a
        local declared without a value or a final field without one, which javac's
        definite assignment needs to stay unconditional."""
        inner = stmt.named_children[0] if stmt.named_children else None
        if inner is None or inner.type != "assignment_expression":
            return False
        left = field(inner, "left")
        if left is not None and left.type == "field_access" and text(
                field(left, "object")) == "this":
            left = field(left, "field")
        if left is None or left.type != "identifier":
            return False
        name = text(left)
        for n in walk(self.root):
            if n.type != "variable_declarator" or field(n, "value") is not None:
                continue
            if field(n, "name") is None or text(field(n, "name")) != name:
                continue
            d = n.parent
            if d.type == "local_variable_declaration" or (
                    d.type == "field_declaration" and "final" in text(d).split("=")[0].split()):
                return True
        return False

    def add_node(self, mutator, node, replacement, description=None):
        old = text(node)
        self.add(mutator, node.start_byte, node.end_byte, replacement,
                 description or "'%s' -> '%s'" % (old, replacement))

    # The reader's error paths --------------------------------------------------------
    def call_name(self, stmt):
        """The dotted name of the call a statement is (`process.exit`, `os.Exit`), with
        the call, or (None, None)."""
        node = stmt
        if node.type == "expression_statement":
            node = node.named_children[0] if node.named_children else None
        if node is not None and node.type == "method_invocation":  # Java
            obj, name = field(node, "object"), field(node, "name")
            return (text(obj) + "." if obj is not None else "") + text(name), node
        if node is not None and node.type == "macro_invocation":  # Rust
            return text(field(node, "macro")) + "!", node
        if node is None or node.type != "call_expression":
            return None, None
        fn = field(node, "function")
        return (text(fn) if fn is not None else None), node

    def args(self, call):
        a = field(call, "arguments")
        return [c for c in a.named_children if c.type != "comment"] if a is not None else []

    def is_error_statement(self, stmt, must_end=False):
        if stmt.type == "throw_statement":
            return True
        name, call = self.call_name(stmt)
        if name is None:
            return False
        name = re.sub(r"\s+", "", name)
        if name in self.error_functions or name in ("panic", "log.Fatal", "log.Fatalf",
                                                   "log.Fatalln", "log.Panic", "log.Panicf"):
            return True
        if name in ("process.exit", "os.Exit"):
            a = self.args(call)
            return bool(a) and text(a[0]) not in ("0",)
        if self.lang in ("java", "rust"):
            if name in ENDING:
                return True
            if name in EXITS:
                a = self.args(call)
                return bool(a) and text(a[0]) not in ("0",)
            return not must_end and name in STDERR
        if must_end:
            return False
        if name in ("console.error", "console.warn", "process.stderr.write",
                    "os.Stderr.WriteString", "os.Stderr.Write"):
            return True
        if name in ("fmt.Fprintln", "fmt.Fprintf", "fmt.Fprint"):
            a = self.args(call)
            return bool(a) and text(a[0]) == "os.Stderr"
        return False

    def own_statements(self, node):
        """A branch's own statements: itself, or those directly in its block."""
        if node is None:
            return []
        if node.type == "else_clause":
            body = [c for c in node.named_children if c.type != "comment"]
            return self.own_statements(body[0]) if body else []
        if node.type in ("statement_block", "block"):
            out = []
            for c in node.named_children:
                out.extend(c.named_children if c.type == "statement_list" else [c])
            return out
        return [node]

    def is_error_branch(self, node, must_end=False):
        return any(self.is_error_statement(s, must_end) for s in self.own_statements(node))

    def function_bodies(self):
        """(name, body) of the named functions: declarations, and arrows or function
        expressions given to a name (`const fail = (msg) => {...}`)."""
        out, stack = [], [self.root]
        while stack:
            n = stack.pop()
            stack.extend(n.named_children)
            if n.type in ("function_declaration", "method_declaration", "function_item"):
                name, body = field(n, "name"), field(n, "body")
                if name is not None and body is not None:
                    out.append((text(name), body, n))
            elif n.type == "variable_declarator":
                name, value = field(n, "name"), field(n, "value")
                if name is not None and value is not None and value.type in (
                        "arrow_function", "function_expression", "function"):
                    body = field(value, "body")
                    if body is not None:
                        out.append((text(name), body, n))
        return out

    def find_error_functions(self):
        """Functions whose own statements end the program with an error (`fail(msg)`
        that prints and exits), and, to a fixpoint, those that call one so."""
        funcs = self.function_bodies()
        grew = True
        while grew:
            grew = False
            for name, body, _ in funcs:
                if name not in self.error_functions and self.is_error_branch(body, True):
                    self.error_functions.add(name)
                    grew = True

    # The walk ------------------------------------------------------------------------
    def run(self):
        self.visit(self.root, in_loop=False)
        return self.points

    def visit_children(self, node, in_loop):
        for c in node.children:
            self.visit(c, in_loop)

    def visit(self, node, in_loop):
        t = node.type
        if t in self.kind["strings"]:
            return  # nothing in comments, strings and template strings
        if t in self.kind["functions"]:
            name = field(node, "name")
            if name is not None and text(name) in self.error_functions and not self.all:
                return  # an error reporter of the reader
            self.visit_children(node, in_loop=False)
            return
        if t == "variable_declarator" and not self.all:
            name, value = field(node, "name"), field(node, "value")
            if (name is not None and value is not None and text(name) in self.error_functions
                    and value.type in self.kind["functions"]):
                return
        if t == "if_statement":
            self.visit_if(node, in_loop)
            return
        if t == "if_expression":  # Rust
            self.visit_if(node, in_loop)
            return
        if t in ("break_expression", "continue_expression"):  # Rust
            if in_loop:
                new = "continue" if t == "break_expression" else "break"
                self.guarded("jump", node)
                self.add_node("JumpStatement", node.children[0], new)
            self.visit_children(node, in_loop)
            return
        if t == "catch_clause" and not self.all and self.is_error_branch(field(node, "body")):
            return  # the reader's failures caught and reported
        if t in self.kind["loops"]:
            self.visit_loop(node)
            return
        if t in ("break_statement", "continue_statement"):
            if in_loop:
                old, new = ("break", "continue") if t == "break_statement" else ("continue", "break")
                last = node.children[-1]  # the jump with its label, not its semicolon
                self.guarded("jump", node, e=(last.start_byte if last.type == ";" and
                                              len(node.children) > 1 else node.end_byte))
                self.add_node("JumpStatement", node.children[0], new)
            return
        if t in ("as_expression", "satisfies_expression") and node.named_children:
            self.visit(node.named_children[0], in_loop)  # TypeScript: x of `x as T`
            return
        if t == "ternary_expression":
            self.condition(field(node, "condition"))
        self.statement(node)
        self.expression(node)
        self.visit_children(node, in_loop)

    def visit_if(self, node, in_loop):
        then, other = field(node, "consequence"), field(node, "alternative")
        then_err = not self.all and self.is_error_branch(then)
        else_err = not self.all and other is not None and self.is_error_branch(other)
        cond = field(node, "condition")
        for c in node.children:
            if c == cond or (c.type == "parenthesized_expression" and cond is None):
                if not then_err and not else_err:
                    self.condition(c)
                    self.visit(c, in_loop)
            elif c == then:
                if not then_err:
                    self.visit(c, in_loop)
            elif c == other:
                if not else_err:
                    self.visit(c, in_loop)
            else:
                self.visit(c, in_loop)  # Go's initializer statement

    def visit_loop(self, node):
        cond = field(node, "condition")
        if self.lang == "go":
            clause = next((c for c in node.named_children if c.type == "for_clause"), None)
            if clause is not None:
                cond = field(clause, "condition")
            elif cond is None:  # `for x < n {`: the bare expression
                cond = next((c for c in node.named_children
                             if c.type not in ("block", "range_clause", "comment")), None)
        if cond is not None:
            # Java: javac rejects the body of `while (false)` as unreachable, so that
            # mutant of a while or for could never build; nor `while (true)` without a
            # break when a statement follows it.
            values = ("true", "false")
            if self.lang == "java" and node.type != "do_statement":
                values = ("true",) if (self.breaks_out(node)
                                       or node.next_named_sibling is None) else ()
            self.condition(cond, values)
        self.visit_children(node, in_loop=True)

    def breaks_out(self, loop):
        """Java: whether a `break` in the loop's body leaves it (one not inside an inner
        loop or switch, or one with a label)."""
        stack = list(loop.named_children)
        while stack:
            n = stack.pop()
            if n.type == "break_statement":
                p = n.parent
                while p is not None and p != loop and p.type not in self.kind["loops"] | {
                        "switch_expression", "switch_block"}:
                    p = p.parent
                if p == loop or n.named_child_count > 0:
                    return True
            stack.extend(n.named_children)
        return False

    def condition(self, node, values=("true", "false")):
        if node is None:
            return
        if node.type == "parenthesized_expression":
            inner = [c for c in node.named_children if c.type != "comment"]
            if len(inner) != 1:
                return
            node = inner[0]
        if node.type == "expression_statement" and node.named_children:
            node = node.named_children[0]  # a for header's condition, in some grammars
        if node.type in (";", "empty_statement") or not node.is_named:
            return
        if node.type in {"let_condition", "let_chain", "boolean_literal"} | INT_LITERALS:
            return  # Rust's `if let`, `while true`
        if node.type in ("true", "false", "number", "int_literal"):
            return  # while (true), for true: a constant condition
        self.guarded("condition", node)
        for value in values:
            self.add_node("ConditionalExpression", node, value, "condition -> %s" % value)

    def statement(self, node):
        """StatementDeletion: an expression statement of a block or a body (Go: also
        x++, x--, and assignments), never a declaration or a return."""
        t = node.type
        parent = node.parent
        if parent is None:
            return
        in_block = parent.type in self.kind["blocks"] or (
            parent.type in self.kind["loops"] | {"if_statement"}
            and node in (field(parent, "body"), field(parent, "consequence")))
        if not in_block:
            return
        if self.lang == "java":
            if t != "expression_statement":
                return
            replacement = ";"
        elif self.lang == "rust":
            inner = node.named_children[0] if node.named_children else None
            if t != "expression_statement" or inner is None or inner.type not in (
                    "call_expression", "compound_assignment_expr", "assignment_expression",
                    "macro_invocation"):
                return
            replacement = ""
        elif self.js:
            if t != "expression_statement":
                return
            inner = node.named_children[0] if node.named_children else None
            if inner is None or inner.type in ("string", "number"):
                return  # "use strict" or a bare constant
            replacement = ";"
        else:
            if t not in ("expression_statement", "inc_statement", "dec_statement",
                         "assignment_statement"):
                return
            replacement = ""
        short = " ".join(text(node).split())
        if len(short) > 40:
            short = short[:37] + "..."
        self.guarded("statement", node)
        if self.lang == "go" and self.go_last_use(node):
            self.guard = None  # a copy: go build rejects it, as it would the schema's mutant
        self.add("StatementDeletion", node.start_byte, node.end_byte, replacement,
                 "deleted '%s'" % short)

    def expression(self, node):
        if self.lang in ("java", "rust"):
            self.expression_java_rust(node)
            return
        t = node.type
        self.guarded("expression" if self.lang != "go" else go_guard(node), node)
        op = field(node, "operator")
        if t == "binary_expression" and op is not None:
            o = op.type
            right = field(node, "right")
            if o in REL:
                for new in REL[o]:
                    if self.lang == "go" and new in ("===", "!=="):
                        continue
                    self.add_node("EqualityOperator", op, new)
            elif o in ARITH:
                self.add_node("ArithmeticOperator", op, ARITH[o])
            elif o in LOGIC:
                self.add_node("LogicalOperator", op, LOGIC[o])
            elif (o == "|" and self.js and right is not None
                  and text(right) == "0"):
                left = field(node, "left")
                self.add("IntegerWidth", left.end_byte, node.end_byte, "",
                         "deleted '| 0'")
        elif t == "unary_expression" and op is not None and op.type == "!":
            self.add_node("BooleanNegation", op, "", "dropped '!'")
        elif t == "update_expression" and op is not None:
            self.add_node("UpdateOperator", op, "--" if op.type == "++" else "++")
        elif t in ("inc_statement", "dec_statement"):
            tok = node.children[-1]
            self.add_node("UpdateOperator", tok, "--" if tok.type == "++" else "++")
        elif t in ("augmented_assignment_expression", "assignment_statement") and op is not None:
            if op.type in ASSIGN:
                self.add_node("AssignmentOperator", op, ASSIGN[op.type])
        elif t in ("number", "int_literal"):
            v, suffix = int_value(text(node))
            p = node.parent
            if (v is not None and p is not None and p.type == "binary_expression"
                    and field(p, "operator") is not None and field(p, "operator").type in REL):
                # The comparison's guard: observed there, `c > 57` -> `c > 58` infects only
                # where the comparison's value changes (c == 58), not wherever it is reached.
                self.guarded("expression" if self.lang != "go" else "condition", p)
            if v is not None:
                for n in ([1] if v == 0 else [0] if v == 1 else [v + 1, v - 1]):
                    self.add_node("IntegerLiteral", node, "%d%s" % (n, suffix),
                                  "'%s' -> '%d%s'" % (text(node), n, suffix))
        elif t == "call_expression" and self.js and self.trunc_argument(node) is not None:
            arg = self.trunc_argument(node)
            self.add("IntegerWidth", node.start_byte, node.end_byte, "(%s)" % text(arg),
                     "dropped 'Math.trunc'")
        elif t == "identifier" and text(node) == "Int32Array" and self.js:
            for new in ("Int16Array", "Uint16Array"):
                self.add_node("IntegerWidth", node, new)
        elif t == "type_identifier" and text(node) == "int" and self.width_place(node):
            for new in ("int32", "int16"):
                self.add_node("IntegerWidth", node, new)

    def go_last_use(self, stmt):
        """Go: whether deleting `stmt` leaves a local variable or an import with no use
        (go build: "declared and not used", "imported and not used"): a name of it whose
        scope (the block or for that declares it; the file for an import) uses it nowhere
        else. An assignment's target and an ++/--'s operand are no use."""
        imports = set()
        for n in walk(self.root):
            if n.type == "import_spec":
                name, path = field(n, "name"), field(n, "path")
                imports.add(text(name) if name is not None else
                            text(path).strip('"`').split("/")[-1])
        for n in walk(stmt):
            if n.type not in ("identifier", "package_identifier"):
                continue
            name = text(n)
            scope = self.go_scope(stmt, name) or (self.root if name in imports else None)
            if scope is not None and not any(
                    m.type in ("identifier", "package_identifier") and text(m) == name
                    and not stmt.start_byte <= m.start_byte < stmt.end_byte and go_is_use(m)
                    for m in walk(scope)):
                return True
        return False

    def go_scope(self, stmt, name):
        """The block or for statement whose own declarations before `stmt` declare
        `name` (`x := ...`, `var x`, a for clause's or a range's), or None."""
        a = stmt.parent
        while a is not None and a.type not in self.kind["functions"]:
            for c in a.named_children:
                if c.start_byte >= stmt.start_byte:
                    break
                decl = c.named_children[0] if c.type == "for_clause" and c.named_children else c
                left = field(decl, "left")
                if decl.type in ("short_var_declaration", "range_clause") and left is not None:
                    names = [text(x) for x in left.named_children] if left.type == \
                        "expression_list" else [text(left)]
                elif decl.type == "var_declaration":
                    names = [text(x) for spec in decl.named_children
                             for x in spec.children_by_field_name("name")]
                else:
                    continue
                if name in names:
                    return a
            a = a.parent
        return None

    def trunc_argument(self, call):
        """JavaScript: the one argument of `Math.trunc(x)`, else None."""
        fn = field(call, "function")
        if fn is None or re.sub(r"\s+", "", text(fn)) != "Math.trunc":
            return None
        a = self.args(call)
        return a[0] if len(a) == 1 and a[0].type != "spread_element" else None

    def expression_java_rust(self, node):
        t = node.type
        self.guarded("expression", node)  # Java's, Rust's; a width mutant's is none (below)
        op = field(node, "operator")
        if t == "binary_expression" and op is not None:
            o = op.type
            if o in REL:
                for new in REL[o]:
                    self.add_node("EqualityOperator", op, new)
            elif o in ARITH and not self.concatenation(node):
                self.add_node("ArithmeticOperator", op, ARITH[o])
            elif o in LOGIC:
                self.add_node("LogicalOperator", op, LOGIC[o])
        elif t == "unary_expression" and node.children and node.children[0].type == "!":
            self.add_node("BooleanNegation", node.children[0], "", "dropped '!'")
        elif t == "update_expression":  # Java's ++ and --, before or after
            tok = next((c for c in node.children if c.type in ("++", "--")), None)
            if tok is not None:
                self.add_node("UpdateOperator", tok, "--" if tok.type == "++" else "++")
        elif t in ("assignment_expression", "compound_assignment_expr") and op is not None:
            if op.type in ASSIGN:
                self.add_node("AssignmentOperator", op, ASSIGN[op.type])
        elif t in INT_LITERALS:
            v, suffix = int_value_suffixed(text(node))
            p = node.parent
            if (v is not None and p is not None and p.type == "binary_expression"
                    and field(p, "operator") is not None and field(p, "operator").type in REL):
                self.guarded("expression", p)  # observed in its comparison, as JavaScript's
            if v is not None:
                for n in ([1] if v == 0 else [0] if v == 1 else [v + 1, v - 1]):
                    self.add_node("IntegerLiteral", node, "%d%s" % (n, suffix))
        elif t == "integral_type" and self.lang == "java":
            self.guard = None  # a declaration's type: a copy of its own
            self.width_java(node)
        elif t == "primitive_type" and self.lang == "rust" and self.width_place_rust(node):
            self.guard = None  # a declaration's type: a copy of its own
            for new in RUST_WIDTH.get(text(node), []):
                self.add_node("IntegerWidth", node, new)

    def concatenation(self, node):
        """Java: a `+` joining strings (`"line " + line`), where `-` would not build."""
        if node.type in ("string_literal", "text_block"):
            return True
        if node.type != "binary_expression" or field(node, "operator").type != "+":
            return False
        return self.concatenation(field(node, "left")) or self.concatenation(field(node, "right"))

    def width_java(self, node):
        """Java: `int` -> `short`, `char`, `long` -> `int` as the type of a field or local
        declaration of a counter (every declarator's value a literal or none: `int top =
        0;`), or as the element type of an array declared with its `new` (`int[] a = new
        int[n]`, both changed in one mutant); never a for's own variable, a parameter, a
        return type or a cast."""
        old = text(node)
        if old not in JAVA_WIDTH:
            return
        p = node.parent
        decl = ("local_variable_declaration", "field_declaration")
        if p.type in decl and field(p, "type") == node:
            if p.parent is not None and p.parent.type == "for_statement":
                return
            values = [field(d, "value") for d in p.children_by_field_name("declarator")]
            if all(v is None or v.type in INT_LITERALS or (v.type == "unary_expression"
                                                           and v.named_children[-1].type
                                                           in INT_LITERALS) for v in values):
                for new in JAVA_WIDTH[old]:
                    self.add_node("IntegerWidth", node, new)
            return
        if p.type != "array_type" or field(p, "element") != node or text(
                field(p, "dimensions")) != "[]":
            return
        q = p.parent
        if q is None or q.type not in decl or field(q, "type") != p:
            return
        types = []
        for d in q.children_by_field_name("declarator"):
            v = field(d, "value")
            if (v is None or v.type != "array_creation_expression" or text(field(v, "type")) != old
                    or len(v.children_by_field_name("dimensions")) != 1):
                return
            types.append(field(v, "type"))
        if (not types or any(d.type != "dimensions_expr"
                             for v in types for d in [v.next_named_sibling])):
            return
        end = types[-1].end_byte
        for new in JAVA_WIDTH[old]:
            b = node.start_byte
            out = bytearray(self.data[b:end])
            for n in reversed([node] + types):
                out[n.start_byte - b:n.end_byte - b] = new.encode()
            self.add("IntegerWidth", b, end, out.decode("utf-8"),
                     "'%s' -> '%s' in '%s'" % (old, new, " ".join(text(q).split())[:50]))

    def width_place_rust(self, node):
        """Rust: the explicit type of a `let` (`let mut top: usize = 0`), a Vec's element
        type there (`let v: Vec<u32>`), or the type of an `as u32` / `as i32` cast."""
        p = node.parent
        if p.type == "let_declaration":
            return field(p, "type") == node
        if p.type == "type_cast_expression":
            return field(p, "type") == node and text(node) in ("u32", "i32")
        if p.type == "type_arguments" and len(p.named_children) == 1:
            g = p.parent
            return (g.type == "generic_type" and text(field(g, "type")) == "Vec"
                    and g.parent.type == "let_declaration" and field(g.parent, "type") == g)
        return False

    def width_place(self, node):
        """Go: `int` as the type of a var declaration (`var n int`, `var a []int`) or
        the element type of make's slice (`make([]int, n)`)."""
        p = node.parent
        if p is not None and p.type == "var_spec":
            return field(p, "type") == node
        if p is None or p.type != "slice_type":
            return False
        q = p.parent
        if q is not None and q.type == "var_spec":
            return field(q, "type") == p
        if q is not None and q.type == "argument_list" and q.parent is not None:
            fn = field(q.parent, "function")
            return fn is not None and text(fn) == "make" and q.named_children[0] == p
        return False


# Rust: where an expression cannot be an `if` calling the switch (a constant's value, a
# pattern, an array type's length, an attribute, a tuple's field number `t.0`).
RUST_NO_GUARD = {"const_item", "static_item", "array_type", "attribute_item",
                 "inner_attribute_item", "match_pattern", "tuple_pattern", "range_pattern",
                 "slice_pattern", "tuple_struct_pattern", "struct_pattern", "const_block",
                 "type_arguments", "const_parameter", "enum_variant"}


def rust_schema_safe(node):
    """Whether a Rust expression may be rewritten `(if at(G) == k { a } else { b })`: not
    in a constant context (RUST_NO_GUARD, a const fn's body) nor a field's number."""
    p = node.parent
    if p is not None and p.type == "field_expression" and field(p, "field") == node:
        return False
    while p is not None:
        if p.type in RUST_NO_GUARD:
            return False
        if p.type == "function_item":
            mods = next((c for c in p.children if c.type == "function_modifiers"), None)
            return mods is None or "const" not in text(mods).split()
        p = p.parent
    return True


# Go: the guard's kind of a point's node, by the type the node must have (Go has no
# ternary: a bool is guarded with && and ||, another value by a generic pick that
# evaluates both branches, a statement by an if). None: not guarded (a width mutant).
GO_PURE_CALLS = {"len", "cap", "int", "int8", "int16", "int32", "int64", "uint", "uint8",
                 "uint16", "uint32", "uint64", "byte", "rune", "uintptr", "float64"}


def go_guard(node):
    t = node.type
    op = field(node, "operator")
    if t == "binary_expression" and op is not None and (op.type in REL or op.type in LOGIC):
        return "condition"
    if t == "unary_expression" and op is not None and op.type == "!":
        return "condition"
    if t in ("inc_statement", "dec_statement", "assignment_statement"):
        return "line"
    if t in ("binary_expression", "int_literal"):
        return "expression"
    return None


def go_schema_safe(node, kind):
    """Whether a Go point's guard may stand: not in a constant's declaration or an array
    type's length; a statement's (`line`) in a block; a value picked (`expression`) only
    from a text whose second evaluation has no effect (no call but len, cap and
    conversions, no function literal, no receive)."""
    p = node.parent
    while p is not None:
        if p.type in ("const_declaration", "array_type"):
            return False
        p = p.parent
    if kind == "line":
        return node.parent is not None and node.parent.type in ("block", "statement_list")
    if kind != "expression":
        return True
    for n in walk(node):
        if n.type == "call_expression" and text(field(n, "function")) not in GO_PURE_CALLS:
            return False
        if n.type == "func_literal" or (n.type == "unary_expression" and text(n).startswith("<-")):
            return False
    return True


def go_is_use(n):
    """Go: whether an identifier reads its variable or package (not its declaration, an
    assignment's bare target or an ++/--'s operand)."""
    p = n.parent
    if p is None or p.type in ("import_spec", "inc_statement", "dec_statement"):
        return False
    if p.type == "var_spec" and n in p.children_by_field_name("name"):
        return False
    q = p.parent if p.type == "expression_list" else p
    return not (q is not None and q.type in ("short_var_declaration", "range_clause",
                                             "assignment_statement")
                and field(q, "left") in (n, p))


def walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n.children))


def outermost_functions(finder):
    stack = [finder.root]
    while stack:
        n = stack.pop()
        if n.type in finder.kind["functions"]:
            yield n
        else:
            stack.extend(reversed(n.children))


def first_error(root):
    for n in walk(root):
        if n.type == "ERROR" or n.is_missing:
            return n
    return root


def main():
    lang, path, fd, all_paths = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
    with os.fdopen(fd, "rb") as f:
        data = f.read()
    what = NAMES[lang]
    try:
        import tree_sitter
        grammar = __import__(GRAMMARS[lang])
        language = getattr(grammar, "language_" + lang, None) or grammar.language
        parser = tree_sitter.Parser(tree_sitter.Language(language()))
    except (ImportError, AttributeError, TypeError, ValueError) as e:
        print(json.dumps({"error": "mutation points of %s need the Python packages tree-sitter "
                                   "and %s (%s): python3 -m pip install tree-sitter %s"
                                   % (what, PIP[lang], e, PIP[lang])}))
        sys.exit(1)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        fail(path, 1, 1, "only UTF-8 sources are supported (%s)" % e)
    tree = parser.parse(data)
    root = tree.root_node
    if root.has_error:
        bad = first_error(root)
        fail(path, bad.start_point[0] + 1, bad.start_point[1] + 1,
             "SyntaxError: %s" % ("missing '%s'" % bad.type if bad.is_missing
                                  else "unexpected '%s'" % " ".join(text(bad).split())[:30]))
    finder = Finder(lang, data, root, all_paths)
    points = sorted(finder.run())
    for n in walk(root):
        if n.type in COMMENTS:
            print(json.dumps({"comment": text(n), "line": n.start_point[0] + 1,
                              "begin": n.start_byte, "end": n.end_byte}, ensure_ascii=True))
    for n in outermost_functions(finder):
        b = n.start_byte - n.start_point[1]  # from the start of its first line
        print(json.dumps({"function": 1, "begin": b, "end": n.end_byte}))
    # No line and column: gamecheck computes them from the offsets (FinishPoints).
    for b, mutator, replacement, e, original, description, guard in points:
        print(json.dumps({"mutator": mutator, "begin": b, "end": e, "original": original,
                          "replacement": replacement, "description": description,
                          "guard": guard[0], "guard_begin": guard[1], "guard_end": guard[2]},
                         ensure_ascii=True))


if __name__ == "__main__":
    main()
