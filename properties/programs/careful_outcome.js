// careful_outcome.js — a correct outcome solver (formats.md) with a complete strict reader,
// in JavaScript (node) as an assistant writes one: the behaviour and messages of
// careful_outcome.py. Every bad input (a non-numeric token, a number of 2**31 or more, a
// vertex out of range, an odd number of move numbers or not m moves, trailing garbage) is
// rejected with "line L: what" on stderr and exit status 2, nothing on stdout. Retrograde
// analysis with a counter of unanswered moves per vertex. The line of an error is computed
// only when there is one. The fixture of the JavaScript rows of docs/mutate.md's measured
// runs (gamecheck mutate outcome THIS); run by node, never built by the project.
"use strict";

const data = require("fs").readFileSync(0);
const LIMIT = 2 ** 31;

function fail(at, what) {
  let line = 1;
  for (let i = 0; i < at && i < data.length; i++) {
    if (data[i] === 10) line++;
  }
  process.stderr.write(`line ${line}: ${what}\n`);
  process.exit(2);
}

// Python's bytes whitespace: space, \t, \n, \v, \f, \r.
function isSpace(c) {
  return c === 32 || (c >= 9 && c <= 13);
}

// Every whitespace-separated token as a number below 2**31, with the offset it starts at.
function readNumbers() {
  const numbers = [];
  const starts = [];
  let i = 0;
  while (true) {
    while (i < data.length && isSpace(data[i])) i++;
    if (i >= data.length) break;
    const start = i;
    let value = 0;
    let ok = true;
    while (i < data.length && !isSpace(data[i])) {
      const c = data[i];
      if (c < 48 || c > 57) ok = false;
      else if (ok) value = value * 10 + (c - 48);
      if (value >= LIMIT) ok = false;
      i++;
    }
    if (!ok) fail(start, "not a number below 2**31");
    numbers.push(value);
    starts.push(start);
  }
  return [numbers, starts];
}

function main() {
  const [numbers, starts] = readNumbers();
  if (numbers.length < 2) fail(data.length, "missing n or m");
  const n = numbers[0];
  const m = numbers[1];
  if (numbers.length - 2 !== 2 * m) fail(data.length, `expected ${m} moves`);
  for (let i = 2; i < numbers.length; i++) {
    if (numbers[i] >= n) fail(starts[i], "vertex out of range");
  }
  // The predecessors of each vertex as linked lists in flat arrays.
  const head = new Int32Array(n).fill(-1);
  const next = new Int32Array(m);
  const from = new Int32Array(m);
  const unanswered = new Int32Array(n);
  for (let e = 0; e < m; e++) {
    const u = numbers[2 + 2 * e];
    const v = numbers[3 + 2 * e];
    from[e] = u;
    next[e] = head[v];
    head[v] = e;
    unanswered[u]++;
  }
  const label = Buffer.alloc(n, "D");
  const decided = [];
  for (let v = 0; v < n; v++) {
    if (unanswered[v] === 0) {
      label[v] = 76; // 'L'
      decided.push(v);
    }
  }
  while (decided.length > 0) {
    const w = decided.pop();
    for (let e = head[w]; e !== -1; e = next[e]) {
      const u = from[e];
      if (label[u] !== 68) continue; // decided already: not 'D'
      if (label[w] === 76) {
        label[u] = 87; // 'W'
        decided.push(u);
      } else {
        unanswered[u]--;
        if (unanswered[u] === 0) {
          label[u] = 76;
          decided.push(u);
        }
      }
    }
  }
  process.stdout.write(label.toString("latin1") + "\n");
}

main();
