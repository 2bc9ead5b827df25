#!/usr/bin/env python3
"""Grundy values of a game on a directed acyclic graph and the winner of a sum of tokens.

Input (stdin): n m, then m moves "u v" (vertices 0..n-1), then k and k token vertices.
Output (stdout): line 1: the n Grundy values; line 2: "first" if the player to move wins
the sum of the tokens (XOR of their values is not 0), else "second".
A graph with a cycle (a self-loop too) prints "graph has a cycle" and exits with 1.

Vertices are taken in reverse topological order (sinks first, a vertex once all its moves
are done); the Grundy value is the mex of the successors' values.
Bad input: a message naming the line on stderr, exit status 2, nothing on stdout.
"""
import re
import sys
from collections import deque

LIMIT = 2**31 - 1


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
    if re.fullmatch(rb"[0-9\s]*", data) is None:
        for i, token in enumerate(tokens):
            if not token.isdigit():
                if re.fullmatch(rb"-[0-9]+", token):
                    raise BadInput(i, "negative number '%s'" % token.decode())
                raise BadInput(i, "expected a number, found '%s'" % token.decode(errors="replace")[:20])
    return list(map(int, tokens))


def count(xs, i, what):
    if i >= len(xs):
        raise BadInput(i, "missing " + what)
    if xs[i] > LIMIT:
        raise BadInput(i, what + " is too large")
    return xs[i]


def check_vertices(xs, start, stop, n):
    part = xs[start:stop]
    if part and max(part) >= n:
        i = next(i for i, v in enumerate(part) if v >= n)
        raise BadInput(start + i, "vertex %d is out of range (n = %d)" % (part[i], n))
    return part


def main():
    data = sys.stdin.buffer.read()
    try:
        xs = parse_numbers(data)
        n = count(xs, 0, "the vertex count n")
        m = count(xs, 1, "the edge count m")
        if len(xs) < 2 + 2 * m:
            raise BadInput(len(xs), "missing edges: expected %d of them" % m)
        ends = check_vertices(xs, 2, 2 + 2 * m, n)
        k = count(xs, 2 + 2 * m, "the token count k")
        if len(xs) < 3 + 2 * m + k:
            raise BadInput(len(xs), "missing tokens: expected %d of them" % k)
        tokens = check_vertices(xs, 3 + 2 * m, 3 + 2 * m + k, n)
        if len(xs) > 3 + 2 * m + k:
            raise BadInput(3 + 2 * m + k, "unexpected data after the last token")
    except BadInput as e:
        sys.stderr.write("line %d: %s\n" % (line_of(data, e.index), e))
        sys.exit(2)

    successors = [[] for _ in range(n)]
    predecessors = [[] for _ in range(n)]
    remaining = [0] * n
    it = iter(ends)
    for u, v in zip(it, it):
        successors[u].append(v)
        predecessors[v].append(u)
        remaining[u] += 1

    grundy = [0] * n
    todo = deque(v for v in range(n) if remaining[v] == 0)
    done = 0
    while todo:
        v = todo.popleft()
        done += 1
        values = {grundy[w] for w in successors[v]}
        mex = 0
        while mex in values:
            mex += 1
        grundy[v] = mex
        for u in predecessors[v]:
            remaining[u] -= 1
            if remaining[u] == 0:
                todo.append(u)
    if done < n:
        sys.stdout.write("graph has a cycle\n")
        sys.exit(1)

    total = 0
    for t in tokens:
        total ^= grundy[t]
    sys.stdout.write(" ".join(map(str, grundy)) + "\n" + ("first" if total else "second") + "\n")


main()
