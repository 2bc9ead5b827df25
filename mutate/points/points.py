# mutate/points/points.py — mutation points of a Python source, found with Python's own ast and
# tokenize modules (stdlib only). Compiled into gamecheck (mutate/points/points_py.cc runs it as
# `python3 -I -c <this> <path> <fd> <all>`, the source bytes readable on file descriptor
# <fd>; <all> is 1 to keep the error paths too).
# Prints one JSON object per line: {"mutator", "begin", "end", "original", "replacement",
# "line", "column", "end_line", "end_column", "description"} and, for a literal of a
# resource constant (RESOURCE_CALLS), "resource", "resource_value", "resource_mutated";
# begin/end are byte offsets
# into the source, line/column 1-based (column in bytes, end exclusive); also each comment
# {"comment", "line", "begin", "end"} and each outermost function definition {"function",
# "begin", "end"}. On a source that
# does not parse: one line {"error": "<path>:<line>:<col>: SyntaxError: <msg>"}, exit 1.
# The rules are those of mutate/points/points.h; keep the two in step.
import ast
import bisect
import io
import json
import os
import sys
import tokenize

REL = {  # the relational boundary and negation table of the C++ side
    ast.Lt: ("<", ["<=", ">=", "!="]),
    ast.LtE: ("<=", ["<", ">"]),
    ast.Gt: (">", [">=", "<=", "!="]),
    ast.GtE: (">=", [">", "<"]),
    ast.Eq: ("==", ["!="]),
    ast.NotEq: ("!=", ["=="]),
}
EXIT_CALLS = {"exit", "quit", "sys.exit", "os._exit", "os.abort"}
# The calls that set a limit of the interpreter or the process, and the kind of limit
# their first argument is: an integer literal in it is a resource constant, whose mutant
# `gamecheck mutate` decides by the original's own use (mutate/decide/resource.h).
RESOURCE_CALLS = {"sys.setrecursionlimit": "recursion limit",
                  "threading.stack_size": "stack size",
                  "resource.setrlimit": "stack size"}


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return base + "." + node.attr if base else None
    return None


def is_stderr(node):
    return dotted(node) == "sys.stderr"


# The reader's error reporters of the file being read (find_error_functions): a call to
# one is an error statement too.
ERROR_FUNCTIONS = set()


def is_error_statement(stmt, must_end=False):
    """A statement that ends the program with an error or (unless must_end) reports one
    to stderr."""
    if isinstance(stmt, ast.Raise):
        return True
    if not isinstance(stmt, ast.Expr) or not isinstance(stmt.value, ast.Call):
        return False
    call = stmt.value
    name = dotted(call.func)
    if name in ERROR_FUNCTIONS:
        return True
    if name in EXIT_CALLS:
        if name in ("os.abort",):
            return True
        if not call.args:
            return False
        arg = call.args[0]
        if isinstance(arg, ast.Constant) and (arg.value is None or arg.value == 0):
            return False
        return True  # nonzero, a string, or not known to be zero
    if must_end:
        return False
    if name == "print":
        return any(k.arg == "file" and is_stderr(k.value) for k in call.keywords)
    if isinstance(call.func, ast.Attribute) and call.func.attr in ("write", "writelines"):
        return is_stderr(call.func.value)
    return False


def is_error_branch(body):
    return any(is_error_statement(s) for s in body)


def find_error_functions(tree):
    """Functions whose own statements end the program with an error (a write to stderr
    alone may be a debug line, so it does not count here), such as
    def fail(msg): print(msg, file=sys.stderr); sys.exit(2)
    and, to a fixpoint, those that call one so (their bodies are error paths too)."""
    funcs = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    grew = True
    while grew:
        grew = False
        for f in funcs:
            if f.name not in ERROR_FUNCTIONS and any(is_error_statement(b, must_end=True) for b in f.body):
                ERROR_FUNCTIONS.add(f.name)
                grew = True


def resource_argument(call):
    """The kind of limit a call sets and the expression of its value, or None:
    sys.setrecursionlimit(x), threading.stack_size(x), and the soft limit of
    resource.setrlimit(resource.RLIMIT_STACK, (x, hard))."""
    kind = RESOURCE_CALLS.get(dotted(call.func))
    if kind is None or not call.args or call.keywords:
        return None
    if dotted(call.func) != "resource.setrlimit":
        return kind, call.args[0]
    limits = call.args[1] if len(call.args) == 2 else None
    which = dotted(call.args[0]) or ""
    if which.split(".")[-1] != "RLIMIT_STACK" or not isinstance(limits, ast.Tuple) or not limits.elts:
        return None
    return kind, limits.elts[0]


def constant_value(node, literal=None, value=None):
    """The value of an integer expression of literals and + - * ** << (the literal node
    `literal` read as `value`), or None: a name, a float, a value past 2**63."""
    if node is literal:
        return value
    if isinstance(node, ast.Constant):
        v = node.value
        return v if isinstance(v, int) and not isinstance(v, bool) else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = constant_value(node.operand, literal, value)
        return None if v is None else -v if isinstance(node.op, ast.USub) else v
    if not isinstance(node, ast.BinOp):
        return None
    a = constant_value(node.left, literal, value)
    b = constant_value(node.right, literal, value)
    if a is None or b is None:
        return None
    if isinstance(node.op, ast.Add):
        return a + b
    if isinstance(node.op, ast.Sub):
        return a - b
    if isinstance(node.op, ast.Mult):
        return a * b
    if isinstance(node.op, ast.Pow) and 0 <= b <= 64 and abs(a) <= 2**16:
        return a ** b
    if isinstance(node.op, ast.LShift) and 0 <= b <= 64 and abs(a) < 2**63:
        return a << b
    return None


class Finder:
    def __init__(self, data, tree, tokens, all_paths):
        self.data = data
        self.all = all_paths
        self.points = []
        # Byte offset of the start of each line (1-based rows, lines split at b"\n" as
        # tokenize does); ast columns are UTF-8 byte offsets within the line.
        self.line_start = [0, 0]
        for i, b in enumerate(data):
            if b == 0x0A:
                self.line_start.append(i + 1)
        self.text_lines = data.decode("utf-8").split("\n")
        self.tokens = []  # (begin, end, type, string), in source order
        for t in tokens:
            if t.type in (tokenize.OP, tokenize.NAME):
                self.tokens.append((self.char_pos(t.start), self.char_pos(t.end), t.type, t.string))
        self.token_begins = [t[0] for t in self.tokens]
        self.tree = tree
        self.guard = ("none", 0, 0)
        # The argument of a resource call being visited: (kind, its expression).
        self.resource = None

    def char_pos(self, rc):  # tokenize gives (row, column in characters)
        row, col = rc
        line = self.text_lines[row - 1] if row - 1 < len(self.text_lines) else ""
        return self.line_start[row] + len(line[:col].encode("utf-8"))

    def begin(self, node):
        return self.line_start[node.lineno] + node.col_offset

    def end(self, node):
        return self.line_start[node.end_lineno] + node.end_col_offset

    def tokens_between(self, lo, hi):
        i = bisect.bisect_left(self.token_begins, lo)
        out = []
        while i < len(self.tokens) and self.tokens[i][1] <= hi:
            out.append(self.tokens[i])
            i += 1
        return out

    def add(self, mutator, b, e, replacement, description, resource=None):
        original = self.data[b:e].decode("utf-8")
        if original == replacement:
            return
        gk, gb, ge = self.guard
        if not (gb <= b and e <= ge):
            gk, gb, ge = "none", b, e
        self.points.append((mutator, b, e, original, replacement, description, gk, gb, ge,
                            resource))

    def guarded(self, kind, node_or_range):
        """The schema guard (mutate/points/points.h, Guard) of the points added next."""
        if isinstance(node_or_range, tuple):
            self.guard = (kind,) + node_or_range
        else:
            self.guard = (kind, self.begin(node_or_range), self.end(node_or_range))

    def run(self):
        self.visit_body(self.tree.body, in_loop=False)
        return self.points

    # Statements -----------------------------------------------------------------------
    def visit_body(self, body, in_loop):
        for s in body:
            self.visit_stmt(s, in_loop)

    def visit_stmt(self, s, in_loop):
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if s.name in ERROR_FUNCTIONS and not self.all:
                return  # an error reporter of the reader
            for d in s.decorator_list:
                self.visit_expr(d)
            self.visit_args(s.args)
            self.visit_body(s.body, in_loop=False)
            return
        if isinstance(s, ast.ClassDef):
            for d in s.decorator_list + s.bases:
                self.visit_expr(d)
            self.visit_body(s.body, in_loop=False)
            return
        if isinstance(s, ast.If):
            then_err = is_error_branch(s.body) and not self.all
            else_err = bool(s.orelse) and is_error_branch(s.orelse) and not self.all
            if not then_err and not else_err:
                self.condition(s.test)
                self.visit_expr(s.test)
            if not then_err:
                self.visit_body(s.body, in_loop)
            if not else_err:
                self.visit_body(s.orelse, in_loop)
            return
        if isinstance(s, ast.While):
            self.condition(s.test)
            self.visit_expr(s.test)
            self.visit_body(s.body, in_loop=True)
            self.visit_body(s.orelse, in_loop)
            return
        if isinstance(s, (ast.For, ast.AsyncFor)):
            self.visit_expr(s.iter)
            self.visit_body(s.body, in_loop=True)
            self.visit_body(s.orelse, in_loop)
            return
        if isinstance(s, (ast.Break, ast.Continue)):
            if in_loop:
                self.guarded("jump", s)
                old, new = ("break", "continue")
                if isinstance(s, ast.Continue):
                    old, new = new, old
                self.add("JumpStatement", self.begin(s), self.end(s), new,
                         "'%s' -> '%s'" % (old, new))
            return
        if isinstance(s, ast.Expr):
            if isinstance(s.value, ast.Constant):
                return  # a docstring or a bare constant
            self.delete(s)
            self.visit_expr(s.value)
            return
        if isinstance(s, ast.AugAssign):
            self.delete(s, "line")
            self.guarded("line", s)
            if isinstance(s.op, (ast.Add, ast.Sub)):
                old, new = ("+=", "-=") if isinstance(s.op, ast.Add) else ("-=", "+=")
                for t in self.tokens_between(self.end(s.target), self.begin(s.value)):
                    if t[3] == old:
                        self.add("AssignmentOperator", t[0], t[1], new, "'%s' -> '%s'" % (old, new))
                        break
            self.visit_expr(s.target)
            self.visit_expr(s.value)
            return
        for child in ast.iter_child_nodes(s):
            if isinstance(child, ast.stmt):
                self.visit_stmt(child, in_loop)
            elif isinstance(child, ast.expr):
                self.visit_expr(child)
            elif isinstance(child, ast.excepthandler):
                if is_error_branch(child.body) and not self.all:
                    continue  # an error exit: the reader's failures caught and reported
                if child.type is not None:
                    self.visit_expr(child.type)
                self.visit_body(child.body, in_loop)
            elif isinstance(child, ast.withitem):
                self.visit_expr(child.context_expr)
            elif hasattr(ast, "match_case") and isinstance(child, ast.match_case):
                if child.guard is not None:
                    self.visit_expr(child.guard)
                self.visit_body(child.body, in_loop)

    def visit_args(self, args):
        for d in args.defaults + [d for d in args.kw_defaults if d is not None]:
            self.visit_expr(d)

    def delete(self, s, guard="statement"):
        b, e = self.begin(s), self.end(s)
        self.guarded(guard, s)
        text = self.data[b:e].decode("utf-8")
        short = " ".join(text.split())
        if len(short) > 40:
            short = short[:37] + "..."
        self.add("StatementDeletion", b, e, "pass", "deleted '%s'" % short)

    def condition(self, test):
        if isinstance(test, ast.Constant):
            return  # while True, if 0: a constant condition
        b, e = self.begin(test), self.end(test)
        self.guarded("condition", test)
        for value in ("True", "False"):
            self.add("ConditionalExpression", b, e, value, "condition -> %s" % value)

    # Expressions ----------------------------------------------------------------------
    def visit_expr(self, node):
        if node is None or isinstance(node, ast.JoinedStr):
            return  # f-strings: positions inside them are not reliable before 3.12
        self.guarded("expression", node)
        if isinstance(node, ast.Compare):
            left = node.left
            for op, right in zip(node.ops, node.comparators):
                self.compare_op(op, self.end(left), self.begin(right))
                left = right
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            old, new = ("+", "-") if isinstance(node.op, ast.Add) else ("-", "+")
            for t in self.tokens_between(self.end(node.left), self.begin(node.right)):
                if t[3] == old:
                    self.add("ArithmeticOperator", t[0], t[1], new, "'%s' -> '%s'" % (old, new))
                    break
        elif isinstance(node, ast.BoolOp):
            old, new = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
            for left, right in zip(node.values, node.values[1:]):
                for t in self.tokens_between(self.end(left), self.begin(right)):
                    if t[3] == old:
                        self.add("LogicalOperator", t[0], t[1], new, "'%s' -> '%s'" % (old, new))
                        break
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            b = self.begin(node)
            toks = self.tokens_between(b, self.begin(node.operand))
            if toks and toks[0][3] == "not":
                self.add("BooleanNegation", toks[0][0], toks[0][1], "", "dropped 'not'")
        elif isinstance(node, ast.IfExp):
            self.condition(node.test)
        elif isinstance(node, ast.Constant):
            v = node.value
            if isinstance(v, int) and not isinstance(v, bool):
                b, e = self.begin(node), self.end(node)
                self.guarded("expression", node)
                for n in ([1] if v == 0 else [0] if v == 1 else [v + 1, v - 1]):
                    text = self.data[b:e].decode("utf-8")
                    self.add("IntegerLiteral", b, e, str(n), "'%s' -> '%d'" % (text, n),
                             self.resource_values(node, n))
            return
        if isinstance(node, ast.Call) and resource_argument(node) is not None:
            kind, argument = resource_argument(node)
            self.visit_expr(node.func)
            for a in node.args:
                self.resource = (kind, argument) if any(x is argument for x in ast.walk(a)) else None
                self.visit_expr(a)
                self.resource = None
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.visit_expr(child)
            elif isinstance(child, ast.comprehension):
                self.visit_expr(child.iter)
                for c in child.ifs:
                    self.visit_expr(c)
            elif isinstance(child, ast.arguments):
                self.visit_args(child)
            elif isinstance(child, ast.keyword):
                self.visit_expr(child.value)

    def resource_values(self, literal, value):
        """(kind, the limit's value, its value with `literal` read as `value`) when the
        literal is part of the limit a resource call sets, both in [0, 2**63); else None."""
        if self.resource is None:
            return None
        kind, argument = self.resource
        if not any(n is literal for n in ast.walk(argument)):
            return None
        before, after = constant_value(argument), constant_value(argument, literal, value)
        if before is None or after is None or not (0 <= before < 2**63 and 0 <= after < 2**63):
            return None
        return kind, before, after

    def compare_op(self, op, lo, hi):
        toks = self.tokens_between(lo, hi)
        if type(op) in REL:
            old, news = REL[type(op)]
            for t in toks:
                if t[3] == old:
                    for new in news:
                        self.add("EqualityOperator", t[0], t[1], new, "'%s' -> '%s'" % (old, new))
                    return
            return
        pair = {ast.Is: ("is", "is not"), ast.IsNot: ("is not", "is"),
                ast.In: ("in", "not in"), ast.NotIn: ("not in", "in")}.get(type(op))
        if pair is None:
            return
        words = [t for t in toks if t[2] == tokenize.NAME and t[3] in ("is", "in", "not")]
        if not words:
            return
        b = words[0][0]
        e = words[1][1] if len(pair[0].split()) == 2 and len(words) > 1 else words[0][1]
        self.add("EqualityOperator", b, e, pair[1], "'%s' -> '%s'" % (pair[0], pair[1]))


def main():
    path, fd, all_paths = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
    with os.fdopen(fd, "rb") as f:
        data = f.read()

    def fail(line, col, msg):
        print(json.dumps({"error": "%s:%d:%d: %s" % (path, line, col, msg)}))
        sys.exit(1)

    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as e:
        fail(1, 1, "SyntaxError: %s" % e)
    if encoding not in ("utf-8", "utf-8-sig"):
        fail(1, 1, "only UTF-8 sources are supported (declared %s)" % encoding)
    bom = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    if b"\r" in data.replace(b"\r\n", b""):
        fail(1, 1, "lone carriage returns as line ends are not supported")
    body = data[bom:]
    try:
        tree = ast.parse(body, filename=path)
        tokens = list(tokenize.tokenize(io.BytesIO(body).readline))
    except SyntaxError as e:
        fail(e.lineno or 1, e.offset or 1, "SyntaxError: %s" % e.msg)
    except (ValueError, tokenize.TokenError) as e:
        fail(1, 1, "SyntaxError: %s" % e)
    if not all_paths:
        find_error_functions(tree)
    finder = Finder(body, tree, tokens, all_paths=all_paths)
    out = []
    for mutator, b, e, original, replacement, description, gk, gb, ge, resource in finder.run():
        out.append((b + bom, mutator, replacement, e + bom, original, description, gk, gb + bom,
                    ge + bom, resource))
    out.sort(key=lambda point: point[:9])
    # The comments, for the marks of a person (mutate/points/points_marks.cc): tokenize's own, so
    # never a '#' inside a string.
    for t in tokens:
        if t.type == tokenize.COMMENT:
            print(json.dumps({"comment": t.string, "line": t.start[0],
                              "begin": finder.char_pos(t.start) + bom,
                              "end": finder.char_pos(t.end) + bom}, ensure_ascii=True))
    # The outermost function definitions, each from the start of its first line (its
    # decorators') to its end: what --since compares (mutate/select/since.h).
    for node in outermost_functions(tree):
        first = min([node.lineno] + [d.lineno for d in node.decorator_list])
        print(json.dumps({"function": 1, "begin": finder.line_start[first] + bom,
                          "end": finder.end(node) + bom}))
    for b, mutator, replacement, e, original, description, gk, gb, ge, resource in out:
        l1, c1 = position(data, b)
        l2, c2 = position(data, e)
        point = {"mutator": mutator, "begin": b, "end": e, "original": original,
                 "replacement": replacement, "line": l1, "column": c1,
                 "end_line": l2, "end_column": c2, "description": description,
                 "guard": gk, "guard_begin": gb, "guard_end": ge}
        if resource is not None:
            point["resource"], point["resource_value"], point["resource_mutated"] = resource
        print(json.dumps(point, ensure_ascii=True))


def outermost_functions(node):
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield child
        else:
            yield from outermost_functions(child)


def position(data, offset):
    line = data.count(b"\n", 0, offset) + 1
    column = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return line, column


if __name__ == "__main__":
    main()
