"""careful_outcome.py — a correct outcome solver (formats.md) with a complete strict reader.

Every bad input (a non-numeric token, a number of 2**31 or more, a vertex out of range,
an odd number of move numbers or not m moves, trailing garbage) is rejected with
"line L: what" on stderr and exit status 2, nothing on stdout. Retrograde analysis with
a counter of unanswered moves per vertex. The line of an error is computed only when
there is one. The fixture of docs/mutate.md's measured runs (gamecheck mutate outcome
THIS).
"""
import re
import sys


def fail(data, at, what):
    line = data.count(b"\n", 0, at) + 1
    sys.stderr.write("line %d: %s\n" % (line, what))
    sys.exit(2)


def read_numbers(data):
    numbers, starts = [], []
    for match in re.finditer(rb"\S+", data):
        token = match.group()
        if not token.isdigit() or int(token) >= 1 << 31:
            fail(data, match.start(), "not a number below 2**31: %r" % token[:20])
        numbers.append(int(token))
        starts.append(match.start())
    return numbers, starts


def main():
    data = sys.stdin.buffer.read()
    numbers, starts = read_numbers(data)
    if len(numbers) < 2:
        fail(data, len(data), "missing n or m")
    n, m, *flat = numbers
    if len(flat) != 2 * m:
        fail(data, len(data), "expected %d moves" % m)
    if any(x >= n for x in flat):
        first = next(i for i, x in enumerate(flat) if x >= n)
        fail(data, starts[2 + first], "vertex out of range")
    pred = [[] for _ in range(n)]
    unanswered = [0] * n
    pairs = iter(flat)
    for u, v in zip(pairs, pairs):
        pred[v].append(u)
        unanswered[u] += 1
    label = ["D"] * n
    decided = [v for v in range(n) if unanswered[v] == 0]
    for v in decided:
        label[v] = "L"
    while decided:
        w = decided.pop()
        for u in pred[w]:
            if label[u] != "D":
                continue
            if label[w] == "L":
                label[u] = "W"
                decided.append(u)
            else:
                unanswered[u] -= 1
                if unanswered[u] == 0:
                    label[u] = "L"
                    decided.append(u)
    sys.stdout.write("".join(label) + "\n")


main()
