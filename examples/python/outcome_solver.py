#!/usr/bin/env python3
"""Win / lose / draw for every position of a game on a directed graph (gamecheck's
`outcome` problem), as someone writes it: a function solve(text) -> text, and a script
that reads standard input and prints.

Retrograde analysis: a vertex with no move is L; a vertex with a move to an L vertex is
W; a vertex all of whose moves lead to W vertices is L (a counter of the moves left, one
per edge); vertices never labelled are draws.

`python3 outcome_solver.py multi-edge` (or solve(text, bug="multi-edge")) plants a
classic mistake: the counter counts every edge, but a vertex is told once per distinct
predecessor, so a vertex with two edges to the same W vertex is never labelled L.
"""
import sys
from collections import deque


def solve(text, bug=None):
    numbers = list(map(int, text.split()))
    n, m = numbers[0], numbers[1]
    edges = [(numbers[2 + 2 * i], numbers[3 + 2 * i]) for i in range(m)]
    moves_left = [0] * n
    preds = [[] for _ in range(n)]
    for u, v in edges:
        moves_left[u] += 1
        preds[v].append(u)
    if bug == "multi-edge":
        preds = [sorted(set(p)) for p in preds]
    label = ["D"] * n
    queue = deque()
    for v in range(n):
        if moves_left[v] == 0:
            label[v] = "L"
            queue.append(v)
    while queue:
        v = queue.popleft()
        for u in preds[v]:
            if label[u] != "D":
                continue
            if label[v] == "L":
                label[u] = "W"
                queue.append(u)
            else:
                moves_left[u] -= 1
                if moves_left[u] == 0:
                    label[u] = "L"
                    queue.append(u)
    return "".join(label) + "\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read(), sys.argv[1] if len(sys.argv) > 1 else None))
