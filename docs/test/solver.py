#!/usr/bin/env python3
"""A grundy solver as a hurried user writes it, the fixture of the man page's examples
(docs/test/fixtures.sh): Grundy values by memoised recursion, but the winner of the sum
decided by OR instead of XOR of the tokens' values, so `gamecheck check grundy` fails it.
No cycle check and no input validation: a fixture, not an example to copy."""
import sys

sys.setrecursionlimit(100000)
xs = list(map(int, sys.stdin.read().split()))
n, m = xs[0], xs[1]
succ = [[] for _ in range(n)]
for i in range(m):
    succ[xs[2 + 2 * i]].append(xs[3 + 2 * i])
k = xs[2 + 2 * m]
tokens = xs[3 + 2 * m:3 + 2 * m + k]
memo = {}


def grundy(v):
    if v not in memo:
        seen = {grundy(w) for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        memo[v] = g
    return memo[v]


values = [grundy(v) for v in range(n)]
total = 0
for t in tokens:
    total |= values[t]
print(" ".join(map(str, values)))
print("first" if total else "second")
