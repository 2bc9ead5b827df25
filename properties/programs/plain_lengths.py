#!/usr/bin/env python3
"""Win / lose / draw and the length of optimal play for every position of a game on a
directed graph.

Input (stdin): n m, then m moves "u v" (vertices 0..n-1).
Output (stdout): line 1: n letters W / L / D; line 2: n numbers, the moves until the game
ends when the winner hurries and the loser stalls (-1 for a draw).

Retrograde analysis with a FIFO queue, so vertices come out in order of length: a W vertex
gets 1 + the length of the first L successor reached (the shortest), an L vertex gets 1 +
the length of its last W successor (the longest), sinks are L with length 0.
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


def read_graph(xs):
    n = count(xs, 0, "the vertex count n")
    m = count(xs, 1, "the edge count m")
    if len(xs) < 2 + 2 * m:
        raise BadInput(len(xs), "missing edges: expected %d of them" % m)
    ends = xs[2:2 + 2 * m]
    if ends and max(ends) >= n:
        i = next(i for i, v in enumerate(ends) if v >= n)
        raise BadInput(2 + i, "vertex %d is out of range (n = %d)" % (ends[i], n))
    return n, m, ends


def main():
    data = sys.stdin.buffer.read()
    try:
        xs = parse_numbers(data)
        n, m, ends = read_graph(xs)
        if len(xs) > 2 + 2 * m:
            raise BadInput(2 + 2 * m, "unexpected data after the last edge")
    except BadInput as e:
        sys.stderr.write("line %d: %s\n" % (line_of(data, e.index), e))
        sys.exit(2)

    predecessors = [[] for _ in range(n)]
    remaining = [0] * n
    it = iter(ends)
    for u, v in zip(it, it):
        predecessors[v].append(u)
        remaining[u] += 1

    result = ["D"] * n
    length = [-1] * n
    todo = deque()
    for v in range(n):
        if remaining[v] == 0:
            result[v] = "L"
            length[v] = 0
            todo.append(v)
    while todo:
        v = todo.popleft()
        lost = result[v] == "L"
        for u in predecessors[v]:
            if result[u] != "D":
                continue
            if lost:
                result[u] = "W"
                length[u] = length[v] + 1
                todo.append(u)
            else:
                remaining[u] -= 1
                if remaining[u] == 0:
                    result[u] = "L"
                    length[u] = length[v] + 1
                    todo.append(u)
    sys.stdout.write("".join(result) + "\n" + " ".join(map(str, length)) + "\n")


main()
