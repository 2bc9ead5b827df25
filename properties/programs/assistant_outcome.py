# assistant_outcome.py — a correct outcome solver (formats.md) written as an assistant
# writes one in Python: a reader class that keeps the line of every token, messages that
# quote the token at fault (characters outside printable ASCII shown as '?', a long token
# cut short), a range check on every number, a minus sign rejected with a message of its
# own, trailing data refused. Retrograde analysis with a counter of unanswered moves per
# vertex. A fixture of docs/mutate.md's measured runs; run by mutate itself.
import sys
from collections import deque


class Reader:
    def __init__(self, data):
        self.tokens = []
        line = 1
        for raw in data.split(b"\n"):
            for token in raw.split():
                self.tokens.append((token, line))
            line += 1
        self.at = 0
        self.last_line = line - 1

    def fail(self, line, message):
        sys.stderr.write("error: line %d: %s\n" % (line, message))
        sys.exit(2)

    @staticmethod
    def show(token):
        text = "".join(chr(b) if 32 <= b < 127 else "?" for b in token[:20])
        return "'" + text + ("..." if len(token) > 20 else "") + "'"

    def number(self, what, limit):
        if self.at == len(self.tokens):
            self.fail(self.last_line, "unexpected end of input, expected " + what)
        token, line = self.tokens[self.at]
        self.at += 1
        if token.startswith(b"-"):
            self.fail(line, what + " must not be negative, got " + self.show(token))
        if not token.isdigit():
            self.fail(line, "expected " + what + ", got " + self.show(token))
        value = int(token)
        if value > limit:
            self.fail(line, what + " out of range: " + self.show(token))
        return value

    def expect_end(self):
        if self.at < len(self.tokens):
            token, line = self.tokens[self.at]
            self.fail(line, "trailing data after the last move: " + self.show(token))


def main():
    reader = Reader(sys.stdin.buffer.read())
    n = reader.number("the vertex count n", 100000000)
    m = reader.number("the move count m", 1000000000)
    unanswered = [0] * n
    predecessors = [[] for _ in range(n)]
    for _ in range(m):
        u = reader.number("a vertex", n - 1)
        v = reader.number("a vertex", n - 1)
        predecessors[v].append(u)
        unanswered[u] += 1
    reader.expect_end()

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
