// mutate/run/warm_js.js — the warm node of a JavaScript schema program (mutate/run/warm.h):
// run as `node -e SCRIPT -- SOCKET PROGRAM`, it compiles PROGRAM once (vm.Script, in
// node's CommonJS wrapper) and serves runs on SOCKET, one at a time, each in a fresh vm
// context: node cannot fork, so a run is in this process. The client
// (gamecheck-warm-js, mutate/run/warm_js_client.cc) sends the run's words, environment and
// whole standard input; the run gets them as a program's node gives them (the idioms
// solvers use: fs.readFileSync(0) and '/dev/stdin', fs.readSync(0, ...), process.stdin's
// 'data' and 'end' events, readline's 'line' and 'close' over it; process.stdout.write,
// console.log, fs.writeSync(1); process.exit(k), process.exitCode), and the answer is how
// it ended: "X<status>" with what it wrote, or "F" when it cannot be run faithfully here
// (anything not emulated, a timer, an error of this server, a stack overflow): the client
// then starts node itself. A program that could do anything asynchronous (async, await,
// a Promise, a timer, a worker) or catch what it throws is not served at all. Its CPU time is the client's to
// read (this thread's, /proc); a watchdog thread interrupts a run whose client is gone
// (the runner killed it at its CPU limit). Prints "ready" once it serves, or why not.
// Status: properties/mutate_warm_test.cc (MutateWarmJs).
"use strict";
const fs = require("fs");
const net = require("net");
const path = require("path");
const util = require("util");
const vm = require("vm");
const { StringDecoder } = require("string_decoder");
const { Worker } = require("worker_threads");

const [sockPath, program] = process.argv.slice(-2);
const say = (w) => fs.writeSync(1, w + "\n");

// What a solver may do that a vm context cannot give it as node would: anything
// asynchronous, and a catch or finally, which could see a stack overflow that a plain
// start would not have (a warm run has less stack: see deep) or the end of process.exit.
// The schema's prelude catches what a mutant's observed expression throws (no call in it).
const kUnsuitable = /\b(async|await|Promise|setTimeout|setInterval|setImmediate|nextTick|queueMicrotask|worker_threads|child_process|cluster|import|catch|finally)\b/;
// (Its try, laid out as written or as typescript's transpileModule prints it.)
const kPreludeTry = /try\s*\{\s*d = f\(\) !== o;\s*\}\s*catch \(e\) \{\s*\}/g;

function compile() {
  let source = fs.readFileSync(program, "utf8");
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  if (source.startsWith("#!")) source = "//" + source.slice(2);
  const m = kUnsuitable.exec(source.replace(kPreludeTry, ""));
  if (m) return "unsuitable: it has '" + m[1] + "'";
  const wrapped = "(function (exports, require, module, __filename, __dirname) { " + source + "\n})";
  return new vm.Script(wrapped, { filename: program });
}

class Unsupported {}  // thrown (and flagged: a program may catch it) where emulation ends
class Exit {}         // thrown by process.exit

function newRun(argv, env, input) {
  const st = { out: [], err: [], outBytes: 0, exit: null, exitCode: undefined, why: null,
               input, pos: 0, fds: [], listeners: { data: [], end: [], close: [] },
               encoding: null, lines: [], stack: false };
  st.unsupported = (why) => {
    if (!st.why) st.why = why;
    throw new Unsupported();
  };
  st.write = (to, chunk, enc) => {
    if (st.exit !== null) throw new Exit();
    const b = typeof chunk === "string" ? Buffer.from(chunk, enc || "utf8")
              : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
              : st.unsupported("a write of " + typeof chunk);
    st.outBytes += b.length;
    if (st.outBytes > (64 << 20)) st.unsupported("a flood of output");
    to.push(Buffer.from(b));
    return true;
  };
  st.argv = argv;
  st.env = env;
  return st;
}

function stdinOf(st) {
  const on = (ev, f) => {
    if (!st.listeners[ev]) st.unsupported("process.stdin.on('" + ev + "')");
    st.listeners[ev].push(f);
    return stdin;
  };
  const stdin = {
    fd: 0, on, once: on, addListener: on,
    setEncoding(e) { st.encoding = e || "utf8"; return stdin; },
    resume() { return stdin; }, pause() { return stdin; },
  };
  return guard(st, stdin, "process.stdin");
}

// An object whose other properties are not emulated: reading one ends the warm run.
function guard(st, o, name) {
  return new Proxy(o, {
    get(t, k) {
      if (k in t || typeof k === "symbol") return t[k];
      return st.unsupported(name + "." + String(k));
    },
  });
}

function streamOf(st, to, fd) {
  return guard(st, { fd, write: (c, e, cb) => {
    const r = st.write(to, c, typeof e === "string" ? e : undefined);
    if (typeof e === "function") e(); else if (typeof cb === "function") cb();
    return r;
  }, isTTY: undefined, writable: true, end() {} }, fd === 1 ? "process.stdout" : "process.stderr");
}

function processOf(st, stdout, stderr) {
  const p = {
    argv: st.argv, env: st.env, platform: process.platform, version: process.version,
    versions: process.versions, arch: process.arch, execArgv: [], release: process.release,
    stdout, stderr, stdin: stdinOf(st),
    exit(code) {
      if (st.exit === null) st.exit = code === undefined ? (st.exitCode ?? 0) : Number(code) | 0;
      throw new Exit();
    },
    get exitCode() { return st.exitCode; },
    set exitCode(v) { st.exitCode = v; },
    hrtime: process.hrtime, memoryUsage: process.memoryUsage, cwd: process.cwd,
    uptime: process.uptime, cpuUsage: process.cpuUsage,
    getBuiltinModule: (n) => requireOf(st, p)(n),
  };
  return guard(st, p, "process");
}

function stdinBytes(st, at, n) {
  const b = st.input.subarray(at, Math.min(st.input.length, at + n));
  return b;
}

function fsOf(st) {
  const isStdin = (f) => f === 0 || f === "/dev/stdin" || f === "/proc/self/fd/0";
  const own = {
    readFileSync(f, o) {
      if (!isStdin(f)) st.unsupported("fs.readFileSync of a file");
      const enc = typeof o === "string" ? o : o && o.encoding;
      const rest = st.input.subarray(st.pos);
      st.pos = st.input.length;
      return enc ? rest.toString(enc) : Buffer.from(rest);
    },
    readSync(fd, buf, a, b, c) {
      if (fd !== 0) st.unsupported("fs.readSync of a file");
      let off = 0, len = buf.byteLength, pos = null;
      if (a !== null && typeof a === "object") ({ offset: off = 0, length: len = buf.byteLength - off, position: pos = null } = a);
      else if (a !== undefined) [off, len, pos] = [a, b ?? buf.byteLength - a, c ?? null];
      if (pos !== null && pos !== undefined) st.unsupported("fs.readSync at a position");
      const got = stdinBytes(st, st.pos, len);
      new Uint8Array(buf.buffer, buf.byteOffset + off, got.length).set(got);
      st.pos += got.length;
      return got.length;
    },
    writeSync(fd, data, a, b) {
      if (fd === 1 || fd === 2) {
        const chunk = typeof data === "string" ? data
                      : Buffer.from(data.buffer, data.byteOffset + (a || 0), b ?? data.byteLength - (a || 0));
        st.write(fd === 1 ? st.out : st.err, chunk, typeof a === "string" ? b : undefined);
        return typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      }
      if (!st.fds.includes(fd)) st.unsupported("fs.writeSync of a file");
      return fs.writeSync(fd, data, a, b);
    },
    openSync(f, flags, mode) {  // the schema's coverage file (appended to)
      if (flags !== "a") st.unsupported("fs.openSync");
      const fd = fs.openSync(f, flags, mode);
      st.fds.push(fd);
      return fd;
    },
    closeSync(fd) {
      if (!st.fds.includes(fd)) st.unsupported("fs.closeSync");
      st.fds.splice(st.fds.indexOf(fd), 1);
      fs.closeSync(fd);
    },
  };
  return guard(st, own, "fs");
}

function readlineOf(st, stdin) {
  return guard(st, {
    createInterface(o) {
      const input = o && typeof o === "object" && "input" in o ? o.input : o;
      if (input !== stdin) st.unsupported("readline over another stream");
      const rl = { ls: { line: [], close: [] }, closed: false };
      const on = (ev, f) => {
        if (!rl.ls[ev]) st.unsupported("readline's '" + ev + "'");
        rl.ls[ev].push(f);
        return face;
      };
      const face = guard(st, {
        on, once: on, addListener: on,
        close() { if (!rl.closed) { rl.closed = true; for (const f of rl.ls.close) f(); } },
        [Symbol.asyncIterator]() { st.unsupported("readline's async iterator"); },
      }, "readline.Interface");
      st.lines.push({ rl, face });
      return face;
    },
  }, "readline");
}

const kPassThrough = new Set(["util", "path", "assert", "string_decoder", "buffer", "os"]);

function requireOf(st, proc) {
  const mods = {};
  return (name) => {
    const n = String(name).replace(/^node:/, "");
    if (mods[n]) return mods[n];
    if (n === "fs") return (mods[n] = fsOf(st));
    if (n === "readline") return (mods[n] = readlineOf(st, proc.stdin));
    if (n === "process") return proc;
    if (kPassThrough.has(n)) return require(n);
    return st.unsupported("require('" + n + "')");
  };
}

function consoleOf(st) {
  const to = (where) => (...a) => st.write(where, util.format(...a) + "\n");
  return guard(st, { log: to(st.out), info: to(st.out), debug: to(st.out),
                     error: to(st.err), warn: to(st.err), trace: to(st.err) }, "console");
}

// What node does with standard input once the program's own code has run: its 'data'
// (64 KiB chunks, as a pipe's reads come), its 'end', and readline's lines and 'close'.
function feed(st) {
  const l = st.listeners;
  if (l.data.length || l.end.length) {
    const dec = st.encoding ? new StringDecoder(st.encoding) : null;
    for (let at = 0; at < st.input.length && l.data.length; at += 65536) {
      const b = Buffer.from(st.input.subarray(at, at + 65536));
      const chunk = dec ? dec.write(b) : b;
      for (const f of l.data.slice()) f(chunk);
    }
    for (const f of l.end.slice()) f();
    for (const f of l.close.slice()) f();
  }
  for (const { rl, face } of st.lines) {
    const text = st.input.toString("utf8");
    const parts = text.split(/\r?\n|\r(?!\n)/);
    if (parts.length && parts[parts.length - 1] === "") parts.pop();
    for (const line of parts) {
      if (rl.closed) break;
      for (const f of rl.ls.line.slice()) f(line);
    }
    face.close();
  }
}

// Leaves this much of the stack unused below the run, so that a warm run overflows
// no later than a plain start of node would (a plain start's loader has fewer frames).
function deep(n, f) { return n > 0 ? deep(n - 1, f) + 0 : f(); }

function runCase(script, argv, env, input) {
  const st = newRun(argv, env, input);
  const stdout = streamOf(st, st.out, 1), stderr = streamOf(st, st.err, 2);
  const proc = processOf(st, stdout, stderr);
  const req = requireOf(st, proc);
  const module = { exports: {}, id: ".", filename: program, loaded: false, children: [], paths: [] };
  req.main = module;
  const sandbox = { process: proc, console: consoleOf(st), Buffer, require: req, module,
                    TextDecoder, TextEncoder, URL, URLSearchParams, atob, btoa,
                    structuredClone, performance: require("perf_hooks").performance };
  const ctx = vm.createContext(sandbox, { microtaskMode: "afterEvaluate" });
  const opts = { breakOnSigint: true };
  let thrown = null;
  try {
    const fn = script.runInContext(ctx, opts);
    sandbox.__gc_main = () => fn.call(module.exports, module.exports, req, module, program,
                                      path.dirname(program));
    sandbox.__gc_feed = () => feed(st);
    deep(kPad, () => {
      vm.runInContext("__gc_main()", ctx, opts);
      if (st.exit === null && !st.why) vm.runInContext("__gc_feed()", ctx, opts);
    });
  } catch (e) {
    thrown = e;
  }
  for (const fd of st.fds) fs.closeSync(fd);
  return finish(st, thrown);
}

function finish(st, e) {
  if (st.why) return { fallback: st.why };
  if (st.exit !== null) return { status: st.exit, st };
  if (e instanceof Exit) return { status: st.exit ?? 0, st };
  // An uncaught exception: node's report of it (the source line, a caret, its own
  // frames) is a plain start's to write.
  if (e !== null) return { fallback: "an uncaught exception" };
  const code = st.exitCode;
  return { status: code === undefined ? 0 : Number(code) | 0, st };
}

const kPad = 400;

// The watchdog: a thread that, while a run is on (state[0] = its client's pid), stops it
// with SIGINT once its client is gone (the runner killed it at its limit).
function watchdog() {
  const state = new Int32Array(new SharedArrayBuffer(8));
  const w = new Worker(`
    const { workerData } = require("worker_threads");
    const s = workerData;
    for (;;) {
      Atomics.wait(s, 0, 0);
      const pid = Atomics.load(s, 0);
      while (Atomics.load(s, 0) === pid) {
        Atomics.wait(s, 0, pid, 20);
        if (Atomics.load(s, 0) !== pid) break;
        try { process.kill(pid, 0); } catch (e) { process.kill(process.pid, "SIGINT"); Atomics.wait(s, 1, 0, 200); }
      }
    }`, { eval: true, workerData: state });
  w.unref();
  return state;
}

// Requests: u64 length, then NUL-ended fields (client pid, argc, argv..., envc, env...)
// and standard input's bytes.
function parse(buf) {
  let at = 0;
  const field = () => {
    const end = buf.indexOf(0, at);
    const s = buf.toString("utf8", at, end);
    at = end + 1;
    return s;
  };
  const pid = Number(field()), argc = Number(field()), argv = [];
  for (let i = 0; i < argc; i++) argv.push(field());
  const envc = Number(field()), env = {};
  for (let i = 0; i < envc; i++) {
    const e = field(), eq = e.indexOf("=");
    env[e.slice(0, eq)] = e.slice(eq + 1);
  }
  return { pid, argv, env, input: buf.subarray(at) };
}

function answer(sock, r) {
  if (r.fallback) return sock.end("F" + r.fallback + "\n");
  const out = Buffer.concat(r.st.out), err = Buffer.concat(r.st.err);
  const head = Buffer.alloc(16);
  head.writeBigUInt64LE(BigInt(out.length), 0);
  head.writeBigUInt64LE(BigInt(err.length), 8);
  sock.end(Buffer.concat([Buffer.from("X" + (r.status & 255) + "\n"), head, out, err]));
}

function serve(script) {
  const state = watchdog();
  process.on("SIGINT", () => {});  // one that comes between runs
  const server = net.createServer((sock) => {
    const parts = [];
    let need = -1, got = 0;
    sock.on("data", (d) => {
      parts.push(d);
      got += d.length;
      if (need < 0 && got >= 8) need = 8 + Number(Buffer.concat(parts).readBigUInt64LE(0));
      if (need < 0 || got < need) return;
      const req = parse(Buffer.concat(parts).subarray(8, need));
      let r;
      Atomics.store(state, 0, req.pid);
      Atomics.notify(state, 0);
      try {
        if (req.argv[1] !== program) r = { fallback: "another program" };
        else r = runCase(script, [process.execPath, program, ...req.argv.slice(2)], req.env, req.input);
      } catch (e) {
        r = { fallback: "the server: " + String(e) };
      }
      Atomics.store(state, 0, 0);
      Atomics.notify(state, 0);
      if (!sock.destroyed) answer(sock, r);
    });
    sock.on("error", () => {});
  });
  server.listen(sockPath, () => say("ready"));
  process.stdin.on("data", () => {});
  process.stdin.on("end", () => process.exit(0));  // gamecheck's end: ours
}

let script;
try {
  script = compile();
} catch (e) {
  script = "unsuitable: " + String(e).split("\n")[0];
}
if (typeof script === "string") say(script);
else serve(script);
