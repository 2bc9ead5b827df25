#!/usr/bin/env python3
"""Undirected edge geography: who wins from the start vertex, and its Grundy value.

Input (stdin): n m, then m undirected edges "u v" (vertices 0..n-1), then the start
vertex s. Every pair is its own edge: two equal pairs (or "u v" and "v u") are two edges,
a pair "u u" a self-loop, one move that leaves the token on u. A move slides the token
along an unused edge at its vertex to the edge's other end and uses that edge up in both
directions; a player with no unused edge at the token's vertex loses.
Output (stdout): "first" if the player to move wins, else "second"; then the Grundy value
of the start position. At most 64 edges (used edges are a 64-bit mask); more is refused.

Search: the value of (vertex, used edges) is the mex of the values after each unused edge
at the vertex, memoised on the pair. Each edge is listed at both its ends, a self-loop
once (listed twice it would be two moves).
Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
"""
import re
import sys

MAX_EDGES = 64


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
    ends = xs[2:2 + 2 * m]
    for i, v in enumerate(ends):
        if v >= n:
            raise BadInput(2 + i, "vertex %d is out of range (n = %d)" % (v, n))
    if len(xs) < 3 + 2 * m:
        raise BadInput(len(xs), "missing the start vertex")
    s = xs[2 + 2 * m]
    if s >= n:
        raise BadInput(2 + 2 * m, "start vertex %d is out of range (n = %d)" % (s, n))
    if len(xs) > 3 + 2 * m:
        raise BadInput(3 + 2 * m, "unexpected data after the start vertex")
    return n, m, ends, s


def main():
    data = sys.stdin.buffer.read()
    try:
        n, m, ends, s = read(parse_numbers(data))
    except BadInput as e:
        sys.stderr.write("line %d: %s\n" % (line_of(data, e.index), e))
        sys.exit(2)
    if m > MAX_EDGES:
        sys.stderr.write("m = %d is more than %d edges\n" % (m, MAX_EDGES))
        sys.exit(2)
    at = [[] for _ in range(n)]  # at[u]: (edge number, other end)
    for e in range(m):
        u, v = ends[2 * e], ends[2 * e + 1]
        at[u].append((e, v))
        if v != u:
            at[v].append((e, u))

    sys.setrecursionlimit(10000)
    memo = {}

    def value(v, used):
        key = (v, used)
        if key in memo:
            return memo[key]
        seen = set()
        for e, w in at[v]:
            if not used >> e & 1:
                seen.add(value(w, used | 1 << e))
        g = 0
        while g in seen:
            g += 1
        memo[key] = g
        return g

    g = value(s, 0)
    sys.stdout.write("%s\n%d\n" % ("first" if g else "second", g))


main()
