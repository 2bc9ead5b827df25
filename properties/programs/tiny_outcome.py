# tiny_outcome.py — a small, correct outcome solver in Python (win/lose/draw by
# retrograde analysis with a counter of unanswered moves per vertex), the Python fixture
# of properties/mutate_test.cc.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    if len(data) < 2:
        print("line 1: missing counts", file=sys.stderr)
        sys.exit(2)
    n, m = int(data[0]), int(data[1])
    if n < 0 or m < 0 or len(data) != 2 + 2 * m:
        print("line 1: bad counts", file=sys.stderr)
        sys.exit(2)
    pred = [[] for _ in range(n)]
    moves = [0] * n
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        if not (0 <= u < n and 0 <= v < n):
            print("bad move", i + 1, file=sys.stderr)
            sys.exit(2)
        pred[v].append(u)
        moves[u] += 1
    label = ["D"] * n
    q = deque()
    for v in range(n):
        if moves[v] == 0:
            label[v] = "L"
            q.append(v)
    while q:
        v = q.popleft()
        for u in pred[v]:
            if label[u] != "D":
                continue
            if label[v] == "L":
                label[u] = "W"
                q.append(u)
            else:
                moves[u] -= 1
                if moves[u] == 0:
                    label[u] = "L"
                    q.append(u)
    sys.stdout.write("".join(label) + "\n")


main()
