#!/usr/bin/env python3
"""The docs test: every command a page shows runs, and its output is compared with the page.

A page marks the commands it shows as a fenced ```console block: lines `$ COMMAND` (and
`> ` continuation lines), each followed by the output the page promises; a line `[N]`
is the command's exit status N when it is not 0. This script turns each page (README.md,
docs/*.md) into a cram test (Debian's python3-cram, `cram3`) with loose matching, adds
the examples of the man page (`gamecheck help --man`, which must run and exit 0 or 1)
and the hand-written tests docs/test/*.t, runs them all and prints every drift as a diff.

Loose matching: every number (counts, times, seeds, sizes: `0.14`, `2,976`, `20261129`)
matches any number, every absolute path any word, and every run of spaces any run of
spaces or none (a table's padding vanishes when a column overflows), so a page stays green when a time or a seed changes but not when a line, a word
or the layout of the output changes.

A block of commands that a page shows but the test does not run (an install, a package,
a campaign of minutes) is a ```sh block whose first line is a comment starting with
`# not run`, so the reader sees it too; any other ```sh, ```bash or ```shell block, or a
block with `$ ` lines that is not ```console, is an error.

Run by CTest as `docs_test` (docs/test/CMakeLists.txt). After a change of output, the one
command

    docs/test/run_docs_test.py --build build/dev [--update]

shows every drift at once; --update writes the actual output into the pages' blocks
(lines that matched loosely are kept as written), to be reviewed with `git diff`.
"""
import argparse
import codecs
import glob
import os
import re
import shutil
import subprocess
import sys

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
LOOSE = re.compile(r"(?P<path>(?<![\w./~-])/[\w.~-][^\s:,)'\"]*)|(?P<num>\d+(?:[.,]\d+)*)|(?P<sp> +)")
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
# The first line of an indented code block that is a command (a block the test cannot see).
INDENTED_COMMAND = re.compile(r"^    (\$ |[A-Z_]+=\S* |gamecheck |ci/|cmake |ctest |bash |python3 |\./|build/)")


def cram_escaped(line):
    """The line as cram prints an output line with bytes outside printable ASCII."""
    out = []
    for byte in line.encode("utf-8"):
        c = chr(byte)
        out.append("\\\\" if c == "\\" else c if 0x20 <= byte < 0x7f else "\\x%02x" % byte)
    return "".join(out)


def loosen(line):
    """A cram (re) line matching `line` with numbers, absolute paths and spaces loose."""
    if re.search(r"[^\x20-\x7e]", line):  # cram matches such a line in its escaped form
        return loosen(cram_escaped(line))[:-5] + r" \(esc\) (re)"
    out, pos = [], 0
    for m in LOOSE.finditer(line):
        out.append(re.escape(line[pos:m.start()]))
        if m.group("path"):
            out.append(r"\S+")
        elif m.group("num"):
            out.append(r"\d+(?:[.,]\d+)*")
        else:  # a table's padding shrinks to nothing when a column overflows
            out.append(" *")
        pos = m.end()
    out.append(re.escape(line[pos:]))
    return "".join(out) + " (re)"


class Command:
    def __init__(self, page_line):
        self.page_line = page_line  # 1-based line of the `$ ` line
        self.lines = []  # the command: first line, then continuations
        self.expected = []  # what the page shows after it
        self.first, self.last = 0, 0  # 0-based page lines of `expected`: [first, last)


def parse_page(path, rel):
    """The console commands of a page, and the errors of its blocks."""
    text = open(path, encoding="utf-8").read().split("\n")
    commands, errors, i = [], [], 0
    while i < len(text):
        m = FENCE.match(text[i])
        if not m:
            if INDENTED_COMMAND.match(text[i]) and i > 0 and text[i - 1] == "" and (
                    i < 2 or not re.match(r"\s*([-*]|\d+\.) ", text[i - 2])):
                errors.append("%s:%d: an indented block of commands: make it a ```console"
                              " or ```sh block" % (rel, i + 1))
            i += 1
            continue
        indent, info, start = m.group(1), m.group(2), i
        i += 1
        body = []
        while i < len(text) and not FENCE.match(text[i]):
            body.append(text[i][len(indent):] if text[i].startswith(indent) else text[i])
            i += 1
        i += 1  # the closing fence
        where = "%s:%d" % (rel, start + 1)
        if info == "console":
            cmd = None
            for k, line in enumerate(body):
                at = start + 1 + k
                if line.startswith("$ "):
                    cmd = Command(at + 1)
                    cmd.lines.append(line[2:])
                    cmd.first = cmd.last = at + 1
                    commands.append(cmd)
                elif cmd is None:
                    errors.append("%s: a console block must begin with a '$ ' line" % where)
                    break
                elif line.startswith("> ") and not cmd.expected:
                    cmd.lines.append(line[2:])
                    cmd.first = cmd.last = at + 1
                else:
                    cmd.expected.append(line)
                    cmd.last = at + 1
        elif info in ("sh", "bash", "shell"):
            if not body or not body[0].startswith("# not run"):
                errors.append("%s: a ```%s block the docs test does not run: make it ```console"
                              " with its output, or begin it with '# not run by the docs test:"
                              " WHY'" % (where, info))
        elif any(line.startswith("$ ") for line in body):
            errors.append("%s: a block with '$ ' commands must be ```console" % where)
    return commands, errors


def cram_lines(commands, rel):
    out = ["Docs test of %s, written by docs/test/run_docs_test.py from the page." % rel,
           '  $ . "$TESTDIR/setup.sh"']
    for c in commands:
        out.append("%s:%d" % (rel, c.page_line))
        out.append("  $ " + c.lines[0])
        out += ["  > " + line for line in c.lines[1:]]
        for line in c.expected:
            if re.fullmatch(r"\[\d+\]", line):
                out.append("  " + line)
            elif line == "":
                out.append("  ")
            else:
                out.append("  " + loosen(line))
    return out


def man_examples(gamecheck):
    """The commands of the EXAMPLES section of the man page, unescaped from roff."""
    roff = subprocess.run([gamecheck, "help", "--man"], check=True, capture_output=True,
                          text=True).stdout
    section = roff.split(".SH EXAMPLES\n", 1)[1].split("\n.SH ", 1)[0]
    commands = []
    for block in re.findall(r"\.nf\n(.*?)\n\.fi", section, re.S):
        for line in block.split("\n"):
            commands.append(line.replace("\\-", "-").replace("\\(aq", "'").replace("\\e", "\\")
                            .replace("\\\\", "\\"))
    return commands


def unescape(line):
    """An output line as cram prints it, back to its text."""
    if not line.endswith(" (esc)"):
        return line
    return codecs.escape_decode(line[:-6].encode("ascii"))[0].decode("utf-8", "replace")


def update_page(path, commands, err_path):
    """Writes the actual output of cram's .t.err into the page's blocks."""
    err = open(err_path, encoding="utf-8").read().split("\n")
    k = err.index('  $ . "$TESTDIR/setup.sh"') + 1
    got = []  # per command, the lines cram printed after it
    for line in err[k:]:
        if line.startswith("  $ "):
            got.append([])
        elif line.startswith("  > ") and got and not got[-1]:
            continue
        elif line.startswith("  ") and got:
            got[-1].append(line[2:])
    text = open(path, encoding="utf-8").read().split("\n")
    for c, lines in reversed(list(zip(commands, got))):
        keep = {loosen(e): e for e in c.expected if e}
        new = [keep.get(line, unescape(line)) for line in lines]
        indent = re.match(r"\s*", text[c.page_line - 1]).group(0)
        text[c.first:c.last] = [indent + line if line else "" for line in new]
    open(path, "w", encoding="utf-8").write("\n".join(text))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", required=True, help="the build directory (build/dev)")
    ap.add_argument("--source", default=os.path.dirname(os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))), help="the source tree")
    ap.add_argument("--cram", default=shutil.which("cram3") or shutil.which("cram"))
    ap.add_argument("--update", action="store_true", help="write the actual output into the pages")
    ap.add_argument("--python", default=sys.executable,
                    help="the interpreter of the Python module (CMake's GAMECHECK_PYTHON)")
    ap.add_argument("pages", nargs="*", help="pages relative to the source (default: all)")
    a = ap.parse_args()
    src, build = os.path.abspath(a.source), os.path.abspath(a.build)
    if not a.cram:
        sys.exit("docs test: cram3 not found (Debian package python3-cram; ci/bootstrap)")
    gamecheck = os.path.join(build, "gamecheck")
    pages = a.pages or ["README.md"] + sorted(
        os.path.relpath(p, src) for p in glob.glob(os.path.join(src, "docs", "*.md")))
    work = os.path.join(build, "docs_test")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    with open(os.path.join(work, "setup.sh"), "w") as f:
        f.write('export PATH=%s:"$PATH" GAMECHECK_BUILD=%s GAMECHECK_SOURCE=%s GAMECHECK_PROGRAMS=%s\n'
                'export GAMECHECK_PYTHON=%s PYTHONPATH=%s PYTHONDONTWRITEBYTECODE=1\n'
                '. "$GAMECHECK_SOURCE/docs/test/fixtures.sh"\n'
                % (build, build, src, os.path.join(build, "properties", "programs"),
                   os.path.abspath(a.python), os.path.join(build, "python")))
    errors, parsed = [], {}
    for rel in pages:
        commands, errs = parse_page(os.path.join(src, rel), rel)
        errors += errs
        parsed[rel] = commands
        if commands:
            name = rel.replace("/", "_") + ".t"
            open(os.path.join(work, name), "w", encoding="utf-8").write("\n".join(cram_lines(commands, rel)) + "\n")
    if not a.pages:
        man = ["The examples of the man page (cli/man.cc) run and exit 0 or 1.",
               '  $ . "$TESTDIR/setup.sh"']
        for cmd in man_examples(gamecheck):
            man += ["  $ " + cmd + ' > /dev/null 2>&1; echo "exit $?"', "  exit [01] (re)"]
        open(os.path.join(work, "man_page.t"), "w", encoding="utf-8").write("\n".join(man) + "\n")
        for t in glob.glob(os.path.join(src, "docs", "test", "*.t")):
            shutil.copy(t, work)
    for e in errors:
        print("docs test: " + e)
    tests = sorted(glob.glob(os.path.join(work, "*.t")))
    rc = subprocess.run([a.cram, "--shell=/bin/bash", "-v"] + tests).returncode
    drifted = [t for t in tests if os.path.exists(t + ".err")]
    if a.update:
        for rel, commands in parsed.items():
            err = os.path.join(work, rel.replace("/", "_") + ".t.err")
            if os.path.exists(err):
                update_page(os.path.join(src, rel), commands, err)
                print("docs test: updated %s (review with git diff)" % rel)
    if drifted:
        print("docs test: %d of %d pages drifted: %s" % (
            len(drifted), len(tests), " ".join(os.path.basename(t)[:-2] for t in drifted)))
        print("docs test: see them all: %s --build %s; accept: add --update, then git diff"
              % (os.path.relpath(__file__, src), os.path.relpath(build, src)))
    return 1 if errors or rc or drifted else 0


if __name__ == "__main__":
    sys.exit(main())
