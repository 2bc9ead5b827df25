// careful_outcome.ts — a correct outcome solver (formats.md) with a complete strict reader,
// in TypeScript as an assistant writes one: the behaviour and messages of
// careful_outcome.py and careful_outcome.js. Every bad input (a non-numeric token, a number
// of 2**31 or more, a vertex out of range, an odd number of move numbers or not m moves,
// trailing garbage) is rejected with "line L: what" on stderr and exit status 2, nothing on
// stdout. Retrograde analysis with a counter of unanswered moves per vertex. The line of an
// error is computed only when there is one. The fixture of the TypeScript row of
// docs/mutate.md's measured runs (gamecheck mutate outcome THIS); compiled to JavaScript by
// typescript and run by node, never built by the project.
import { readFileSync } from "fs";

const data: Buffer = readFileSync(0);
const LIMIT: number = 2 ** 31;

enum Label {
  Lose = 76, // 'L'
  Win = 87, // 'W'
  Draw = 68, // 'D'
}

interface Tokens {
  numbers: number[];
  starts: number[]; // the offset each token starts at
}

function fail(at: number, what: string): never {
  let line = 1;
  for (let i = 0; i < at && i < data.length; i++) {
    if (data[i] === 10) line++;
  }
  process.stderr.write(`line ${line}: ${what}\n`);
  process.exit(2);
}

// Python's bytes whitespace: space, \t, \n, \v, \f, \r.
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

// Every whitespace-separated token as a number below 2**31, with the offset it starts at.
function readTokens(): Tokens {
  const tokens: Tokens = { numbers: [], starts: [] };
  let i = 0;
  while (true) {
    while (i < data.length && isSpace(data[i])) i++;
    if (i >= data.length) break;
    const start: number = i;
    let value = 0;
    let ok = true;
    while (i < data.length && !isSpace(data[i])) {
      const c = data[i] as number;
      if (c < 48 || c > 57) ok = false;
      else if (ok) value = value * 10 + (c - 48);
      if (value >= LIMIT) ok = false;
      i++;
    }
    if (!ok) fail(start, "not a number below 2**31");
    tokens.numbers.push(value);
    tokens.starts.push(start);
  }
  return tokens;
}

function solve(n: number, m: number, numbers: readonly number[]): Buffer {
  // The predecessors of each vertex as linked lists in flat arrays.
  const head: Int32Array = new Int32Array(n).fill(-1);
  const next = new Int32Array(m);
  const from = new Int32Array(m);
  const unanswered = new Int32Array(n);
  for (let e = 0; e < m; e++) {
    const u: number = numbers[2 + 2 * e];
    const v: number = numbers[3 + 2 * e];
    from[e] = u;
    next[e] = head[v];
    head[v] = e;
    unanswered[u]++;
  }
  const label: Buffer = Buffer.alloc(n, Label.Draw);
  const decided: number[] = [];
  for (let v = 0; v < n; v++) {
    if (unanswered[v] === 0) {
      label[v] = Label.Lose;
      decided.push(v);
    }
  }
  while (decided.length > 0) {
    const w = decided.pop()!;
    for (let e = head[w]; e !== -1; e = next[e]) {
      const u = from[e];
      if (label[u] !== Label.Draw) continue; // decided already
      if (label[w] === Label.Lose) {
        label[u] = Label.Win;
        decided.push(u);
      } else {
        unanswered[u]--;
        if (unanswered[u] === 0) {
          label[u] = Label.Lose;
          decided.push(u);
        }
      }
    }
  }
  return label;
}

function main(): void {
  const { numbers, starts } = readTokens();
  if (numbers.length < 2) fail(data.length, "missing n or m");
  const n = numbers[0];
  const m = numbers[1];
  if (numbers.length - 2 !== 2 * m) fail(data.length, `expected ${m} moves`);
  for (let i = 2; i < numbers.length; i++) {
    if (numbers[i] >= n) fail(starts[i], "vertex out of range");
  }
  process.stdout.write(solve(n, m, numbers).toString("latin1") + "\n");
}

main();
