#!/usr/bin/env python3
"""A reachability game with owners: from which vertices can the agent force the token onto
a target, whatever the environment does, and in how many moves?

Input (stdin): n m, then m moves "u v" (vertices 0..n-1), then a and the a vertices the
agent owns (the others are the environment's), then t and the t targets.
Output (stdout): line 1: n letters W / L; line 2: n numbers, the moves until a target when
the agent hurries and the environment stalls (-1 for L).

Backwards from the targets with a FIFO queue: an agent's vertex is won by its first won
successor, an environment's vertex when every one of its moves (every edge counted) leads
to a won vertex; one with no move is never won.
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


def read_list(xs, i, n, what):
    """The count at xs[i] and that many vertices after it; the index after them."""
    k = count(xs, i, what + " count")
    if len(xs) < i + 1 + k:
        raise BadInput(len(xs), "missing %s vertices: expected %d of them" % (what, k))
    vs = xs[i + 1:i + 1 + k]
    for j, v in enumerate(vs):
        if v >= n:
            raise BadInput(i + 1 + j, "vertex %d is out of range (n = %d)" % (v, n))
    return vs, i + 1 + k


def main():
    data = sys.stdin.buffer.read()
    try:
        xs = parse_numbers(data)
        n, m, ends = read_graph(xs)
        agent, i = read_list(xs, 2 + 2 * m, n, "the agent's vertex")
        targets, i = read_list(xs, i, n, "the target")
        if len(xs) > i:
            raise BadInput(i, "unexpected data after the last target")
    except BadInput as e:
        sys.stderr.write("line %d: %s\n" % (line_of(data, e.index), e))
        sys.exit(2)

    predecessors = [[] for _ in range(n)]
    remaining = [0] * n
    it = iter(ends)
    for u, v in zip(it, it):
        predecessors[v].append(u)
        remaining[u] += 1
    owned = [False] * n
    for v in agent:
        owned[v] = True

    result = ["L"] * n
    rank = [-1] * n
    todo = deque()
    for v in set(targets):
        result[v] = "W"
        rank[v] = 0
        todo.append(v)
    while todo:
        v = todo.popleft()
        for u in predecessors[v]:
            if result[u] == "W":
                continue
            if not owned[u]:
                remaining[u] -= 1
                if remaining[u] > 0:
                    continue
            result[u] = "W"
            rank[u] = rank[v] + 1
            todo.append(u)
    sys.stdout.write("".join(result) + "\n" + " ".join(map(str, rank)) + "\n")


main()
