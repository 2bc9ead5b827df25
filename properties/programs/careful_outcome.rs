// careful_outcome.rs — a correct outcome solver (formats.md) with a complete strict reader,
// in Rust as an assistant writes one: the behaviour and messages of careful_outcome.py.
// Every bad input (a non-numeric token, a number of 2**31 or more, a vertex out of range,
// an odd number of move numbers or not m moves, trailing garbage) is rejected with
// "line L: what" on stderr and exit status 2, nothing on stdout. Retrograde analysis with
// a counter of unanswered moves per vertex. The line of an error is computed only when
// there is one. The fixture of the Rust rows of docs/mutate.md's measured runs (gamecheck
// mutate outcome THIS); built by mutate itself (rustc), never by the project.
// properties/mutate_ts_test.cc plants a bug in a copy (a self-loop taken as no move) and
// shows that `gamecheck check outcome` finds it.
use std::io::{self, Read, Write};
use std::process;

const LIMIT: u64 = 1 << 31;

fn fail(data: &[u8], at: usize, what: &str) -> ! {
    let line = data[..at.min(data.len())].iter().filter(|&&c| c == b'\n').count() + 1;
    eprintln!("line {}: {}", line, what);
    process::exit(2);
}

// Python's bytes whitespace: space, \t, \n, \v, \f, \r.
fn is_space(c: u8) -> bool {
    c == b' ' || (c >= b'\t' && c <= b'\r')
}

// Every whitespace-separated token as a number below 2**31, with the offset it starts at.
fn read_numbers(data: &[u8]) -> (Vec<u32>, Vec<usize>) {
    let mut numbers: Vec<u32> = Vec::new();
    let mut starts = Vec::new();
    let mut i = 0;
    loop {
        while i < data.len() && is_space(data[i]) {
            i += 1;
        }
        if i >= data.len() {
            break;
        }
        let start = i;
        let mut value: u64 = 0;
        let mut ok = true;
        while i < data.len() && !is_space(data[i]) {
            let c = data[i];
            if c < b'0' || c > b'9' {
                ok = false;
            } else if ok {
                value = value * 10 + (c - b'0') as u64;
                if value >= LIMIT {
                    ok = false;
                }
            }
            i += 1;
        }
        if !ok {
            fail(data, start, "not a number below 2**31");
        }
        numbers.push(value as u32);
        starts.push(start);
    }
    (numbers, starts)
}

fn main() {
    let mut data = Vec::new();
    if io::stdin().read_to_end(&mut data).is_err() {
        fail(&data, 0, "cannot read the input");
    }
    let (numbers, starts) = read_numbers(&data);
    if numbers.len() < 2 {
        fail(&data, data.len(), "missing n or m");
    }
    let n = numbers[0] as usize;
    let m = numbers[1] as usize;
    if numbers.len() - 2 != 2 * m {
        fail(&data, data.len(), &format!("expected {} moves", m));
    }
    for i in 2..numbers.len() {
        if numbers[i] as usize >= n {
            fail(&data, starts[i], "vertex out of range");
        }
    }
    // The predecessors of each vertex as linked lists in flat arrays.
    let mut head: Vec<i32> = vec![-1; n];
    let mut next: Vec<i32> = vec![-1; m];
    let mut from: Vec<u32> = vec![0; m];
    let mut unanswered: Vec<u32> = vec![0; n];
    for e in 0..m {
        let u = numbers[2 + 2 * e] as usize;
        let v = numbers[3 + 2 * e] as usize;
        from[e] = u as u32;
        next[e] = head[v];
        head[v] = e as i32;
        unanswered[u] += 1;
    }
    let mut label = vec![b'D'; n];
    let mut decided: Vec<usize> = Vec::with_capacity(n);
    for v in 0..n {
        if unanswered[v] == 0 {
            label[v] = b'L';
            decided.push(v);
        }
    }
    while let Some(w) = decided.pop() {
        let mut e = head[w];
        while e != -1 {
            let u = from[e as usize] as usize;
            e = next[e as usize];
            if label[u] != b'D' {
                continue; // decided already
            }
            if label[w] == b'L' {
                label[u] = b'W';
                decided.push(u);
            } else {
                unanswered[u] -= 1;
                if unanswered[u] == 0 {
                    label[u] = b'L';
                    decided.push(u);
                }
            }
        }
    }
    label.push(b'\n');
    let out = io::stdout();
    let mut out = out.lock();
    out.write_all(&label).unwrap();
    out.flush().unwrap();
}
