#!/usr/bin/env python3
"""The sum of directed vertex geography games: each token's Grundy value and the winner.

Input (stdin): n m, then m moves "u v" (vertices 0..n-1), then k and k token vertices.
Each token plays geography on its own copy of the graph: its start counts as visited for it
alone, and a move slides one token to a successor that this token has not visited.
Output (stdout): line 1: the k tokens' Grundy values in input order (empty when k = 0);
line 2: "first" if the player to move wins the sum (XOR of the values is not 0), else
"second". At most 64 vertices (as the problem's limit); more is refused.

A token's value: G(v, S) = mex of G(u, S + u) over moves v -> u with u not in S, memoised
on (v, S) with S a bitmask; each distinct start is solved once.
Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
"""
import re
import sys

MAX_VERTICES = 64


class BadInput(Exception):
    def __init__(self, index, message):
        super().__init__(message)
        self.index = index


def line_of(data, index):
    """The line of the index-th token, or of the end of the input if there is none."""
    for i, match in enumerate(re.finditer(rb"\S+", data)):
        if i == index:
            return data.count(b"\n", 0, match.start()) + 1
    return data.count(b"\n") + 1


def parse_numbers(data):
    tokens = data.split()
    for i, token in enumerate(tokens):
        if not token.isdigit():
            if re.fullmatch(rb"-[0-9]+", token):
                raise BadInput(i, "negative number '%s'" % token.decode())
            raise BadInput(i, "expected a number, found '%s'" % token.decode(errors="replace")[:20])
    return [int(t) for t in tokens]


def read(xs):
    if not xs:
        raise BadInput(0, "missing the vertex count n")
    n = xs[0]
    if n > 2**32 - 2:
        raise BadInput(0, "n is too large")
    if len(xs) < 2:
        raise BadInput(1, "missing the edge count m")
    m = xs[1]
    if len(xs) < 2 + 2 * m:
        raise BadInput(len(xs), "missing edges: expected %d of them" % m)
    if len(xs) < 3 + 2 * m:
        raise BadInput(len(xs), "missing the token count k")
    k = xs[2 + 2 * m]
    if len(xs) < 3 + 2 * m + k:
        raise BadInput(len(xs), "missing tokens: expected %d of them" % k)
    if len(xs) > 3 + 2 * m + k:
        raise BadInput(3 + 2 * m + k, "unexpected data after the last token")
    for i in list(range(2, 2 + 2 * m)) + list(range(3 + 2 * m, 3 + 2 * m + k)):
        if xs[i] >= n:
            raise BadInput(i, "vertex %d is out of range (n = %d)" % (xs[i], n))
    return n, xs[2:2 + 2 * m], xs[3 + 2 * m:]


def main():
    data = sys.stdin.buffer.read()
    try:
        n, ends, tokens = read(parse_numbers(data))
    except BadInput as e:
        sys.stderr.write("line %d: %s\n" % (line_of(data, e.index), e))
        sys.exit(2)
    if n > MAX_VERTICES:
        sys.stderr.write("n = %d is more than %d vertices\n" % (n, MAX_VERTICES))
        sys.exit(2)
    succ = [[] for _ in range(n)]
    for i in range(0, len(ends), 2):
        succ[ends[i]].append(ends[i + 1])

    sys.setrecursionlimit(10000)
    memo = {}

    def grundy(v, visited):
        key = (v, visited)
        if key in memo:
            return memo[key]
        seen = set()
        for u in succ[v]:
            if not visited >> u & 1:
                seen.add(grundy(u, visited | 1 << u))
        g = 0
        while g in seen:
            g += 1
        memo[key] = g
        return g

    value = {}
    total = 0
    for t in tokens:
        if t not in value:
            value[t] = grundy(t, 1 << t)
        total ^= value[t]
    sys.stdout.write(" ".join(str(value[t]) for t in tokens) + "\n")
    sys.stdout.write(("first" if total else "second") + "\n")


main()
