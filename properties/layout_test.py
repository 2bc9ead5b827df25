#!/usr/bin/env python3
"""properties/layout_test.py — harness/ and mutate/ stay in rooms of readable size (issue:
"no source file over about 400 lines, no function over about 60"). Counts every .h and .cc
under harness/ and mutate/: the lines of each file, and the lines of each function defined at namespace
level (a definition starts at column 0 and its body's closing brace is at column 0; a
lambda or a member function defined inside a class counts with its enclosing item, so the
bound errs on the strict side). Prints every item over the bounds and exits 1 if any.

usage: layout_test.py SOURCE_DIR [--max-file N] [--max-function N]
"""
import argparse
import os
import re
import sys

# Items that are not functions: their bodies are tables or type definitions.
NOT_FUNCTION = re.compile(r"^(namespace|class|struct|enum|union|extern|template\s*<[^>]*>\s*(class|struct))\b|=\s*\{?$|^(inline\s+)?(constexpr|const|static)\s.*=")


def functions(lines):
    """(name, first line, length) of each namespace-level definition with a body."""
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line and not line[0].isspace() and not line.startswith(("//", "#", "}")) and not NOT_FUNCTION.search(line.strip()):
            # the head may span lines until the '{' that opens the body
            j = i
            while j < len(lines) and "{" not in lines[j] and not lines[j].rstrip().endswith(";"):
                j += 1
            if j < len(lines) and "{" in lines[j] and not lines[j].rstrip().endswith(";"):
                if lines[j].rstrip().endswith("}"):  # one line
                    i = j + 1
                    continue
                k = j + 1
                while k < len(lines) and not lines[k].startswith("}"):
                    k += 1
                name = re.split(r"\(", line)[0].split()[-1] if "(" in line else line.strip()
                out.append((name, i + 1, k - i + 1))
                i = k + 1
                continue
        i += 1
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source_dir")
    ap.add_argument("--max-file", type=int, default=420)
    ap.add_argument("--max-function", type=int, default=70)
    a = ap.parse_args()
    bad = []
    biggest_file = biggest_fn = (0, "")
    walks = [os.walk(os.path.join(a.source_dir, room)) for room in ("harness", "mutate")]
    for d, _, names in (entry for walk in walks for entry in walk):
        for n in sorted(names):
            if not n.endswith((".h", ".cc")):
                continue
            path = os.path.join(d, n)
            rel = os.path.relpath(path, a.source_dir)
            lines = open(path, encoding="utf-8").read().split("\n")
            biggest_file = max(biggest_file, (len(lines), rel))
            if len(lines) > a.max_file:
                bad.append(f"{rel}: {len(lines)} lines (at most {a.max_file})")
            if n.endswith(".cc"):
                for name, first, length in functions(lines):
                    biggest_fn = max(biggest_fn, (length, f"{rel}:{first} {name}"))
                    if length > a.max_function:
                        bad.append(f"{rel}:{first}: {name} is {length} lines (at most {a.max_function})")
    print(f"largest file: {biggest_file[1]} ({biggest_file[0]} lines); "
          f"longest function: {biggest_fn[1]} ({biggest_fn[0]} lines)")
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
