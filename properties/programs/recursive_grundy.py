# recursive_grundy.py — a correct grundy solver (formats.md) written as an assistant writes
# one in Python: a memoized depth-first search, with the recursion limit and the thread
# stack raised far past what it needs, out of habit, and the search run in a thread of
# that stack. A fixture of issue 43: `gamecheck mutate` observes the original's deepest
# recursion on its largest cases (a chain of n vertices is n frames deep) and its peak
# memory, and calls the mutants of both constants "not infected", with the figures.
import sys
import threading


def fail(message):
    sys.stderr.write("error: %s\n" % message)
    sys.exit(2)


def read():
    tokens = sys.stdin.buffer.read().split()
    if any(not t.isdigit() for t in tokens) or len(tokens) < 2:
        fail("line 1: expected two counts")
    xs = list(map(int, tokens))
    m = xs[1]
    if len(xs) < 3 + 2 * m or len(xs) != 3 + 2 * m + xs[2 + 2 * m]:
        fail("line 1: wrong number of numbers")
    if any(v >= xs[0] for v in xs[2:2 + 2 * m] + xs[3 + 2 * m:]):
        fail("line 1: vertex out of range")
    return xs


def solve(xs, out):
    n, m = xs[0], xs[1]
    successors = [[] for _ in range(n)]
    for i in range(m):
        successors[xs[2 + 2 * i]].append(xs[3 + 2 * i])
    grundy = [-1] * n
    on_path = [False] * n

    def visit(v):
        on_path[v] = True
        seen = set()
        for w in successors[v]:
            if on_path[w]:
                return False
            if grundy[w] < 0 and not visit(w):
                return False
            seen.add(grundy[w])
        on_path[v] = False
        mex = 0
        while mex in seen:
            mex += 1
        grundy[v] = mex
        return True

    for v in range(n):
        if grundy[v] < 0 and not visit(v):
            out.append("graph has a cycle\n")
            return
    total = 0
    for t in xs[3 + 2 * m:]:
        total ^= grundy[t]
    out.append(" ".join(map(str, grundy)) + "\n" + ("first" if total else "second") + "\n")


sys.setrecursionlimit(10**6)
threading.stack_size(1 << 27)
numbers = read()
answer = []
worker = threading.Thread(target=solve, args=(numbers, answer))
worker.start()
worker.join()
sys.stdout.write(answer[0])
sys.exit(1 if answer[0].startswith("graph has a cycle") else 0)
