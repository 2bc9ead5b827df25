#!/usr/bin/env python3
"""An outcome solver in Python, for properties/check_test.cc: retrograde analysis as in
seed 000. With the argument `multi-edge` it has seed 000's bug (each predecessor kept
once while the counter counts every edge), so `gamecheck check` must catch it."""
import sys
from collections import deque


def main():
    buggy = len(sys.argv) > 1 and sys.argv[1] == "multi-edge"
    try:
        xs = [int(t) for t in sys.stdin.read().split()]
        n, m = xs[0], xs[1]
        if n < 0 or m < 0 or len(xs) != 2 + 2 * m:
            raise ValueError("counts")
        edges = [(xs[2 + 2 * i], xs[3 + 2 * i]) for i in range(m)]
        if any(not (0 <= u < n and 0 <= v < n) for u, v in edges):
            raise ValueError("vertex out of range")
    except (ValueError, IndexError) as e:
        print("bad input: %s" % e, file=sys.stderr)
        sys.exit(2)
    cnt = [0] * n
    rev = [[] for _ in range(n)]
    for u, v in edges:
        cnt[u] += 1
        if not buggy or not rev[v] or rev[v][-1] != u:
            rev[v].append(u)
    label = ["D"] * n
    q = deque(v for v in range(n) if cnt[v] == 0)
    for v in q:
        label[v] = "L"
    while q:
        u = q.popleft()
        for p in rev[u]:
            if label[p] != "D":
                continue
            if label[u] == "L":
                label[p] = "W"
                q.append(p)
            else:
                cnt[p] -= 1
                if cnt[p] == 0:
                    label[p] = "L"
                    q.append(p)
    sys.stdout.write("".join(label) + "\n")


main()
