# overflow_outcome.py — a correct outcome solver (formats.md) written as an assistant
# writes one in Python, with the overflow checks of a careful reader: a number of more than
# 10 digits, or past a 32-bit int either way, is refused as "overflows" before the range of
# what it counts is checked (a negative number has a message of its own, as has a number
# out of range and the end of the input). A fixture of issue 43: `gamecheck mutate` kills
# the mutants of each overflow check on the contract's integer bands (10-digit values in
# range, 2^31 - 1, -2^31), where the schedule's bad inputs leave them "likely equivalent".
import sys
from collections import deque


def fail(message):
    sys.stderr.write("error: %s\n" % message)
    sys.exit(2)


def main():
    tokens = sys.stdin.buffer.read().split()
    at = 0

    def number(what, limit):
        nonlocal at
        if at == len(tokens):
            fail("unexpected end of input, expected " + what)
        token = tokens[at]
        at += 1
        digits = token[1:] if token.startswith(b"-") else token
        if not digits.isdigit():
            fail("expected " + what)
        if len(digits) > 10:
            fail(what + ": number overflows")
        value = int(token)
        if value > 2**31 - 1:
            fail(what + ": number overflows")
        if value < -2**31:
            fail(what + ": number overflows")
        if value < 0:
            fail(what + " must not be negative")
        if value > limit:
            fail(what + " out of range")
        return value

    n = number("the vertex count n", 100000000)
    m = number("the move count m", 1000000000)
    unanswered = [0] * n
    predecessors = [[] for _ in range(n)]
    for _ in range(m):
        u = number("a vertex", n - 1)
        v = number("a vertex", n - 1)
        predecessors[v].append(u)
        unanswered[u] += 1
    if at < len(tokens):
        fail("trailing data after the last move")

    label = ["D"] * n
    queue = deque(v for v in range(n) if unanswered[v] == 0)
    for v in queue:
        label[v] = "L"
    while queue:
        v = queue.popleft()
        for u in predecessors[v]:
            if label[u] != "D":
                continue
            if label[v] == "L":
                label[u] = "W"
                queue.append(u)
            else:
                unanswered[u] -= 1
                if unanswered[u] == 0:
                    label[u] = "L"
                    queue.append(u)
    sys.stdout.write("".join(label) + "\n")


main()
