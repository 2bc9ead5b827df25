// careful_outcome.java — a correct outcome solver (formats.md) with a complete strict reader,
// in Java as an assistant writes one: the behaviour and messages of careful_outcome.py.
// Every bad input (a non-numeric token, a number of 2**31 or more, a vertex out of range,
// an odd number of move numbers or not m moves, trailing garbage) is rejected with
// "line L: what" on stderr and exit status 2, nothing on stdout. Retrograde analysis with
// a counter of unanswered moves per vertex. The line of an error is computed only when
// there is one. The fixture of the Java rows of docs/mutate.md's measured runs (gamecheck
// mutate outcome THIS); built by mutate itself (javac), never by the project.
// properties/mutate_ts_test.cc plants a bug in a copy (a self-loop taken as no move) and
// shows that `gamecheck check outcome` finds it.
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Arrays;

class Main {
  static final long LIMIT = 1L << 31;
  static byte[] data;
  static int[] numbers;
  static int[] starts;
  static int count;

  static void fail(int at, String what) {
    int line = 1;
    for (int i = 0; i < at && i < data.length; i++) {
      if (data[i] == '\n') line++;
    }
    System.err.println("line " + line + ": " + what);
    System.exit(2);
  }

  // Python's bytes whitespace: space, \t, \n, \v, \f, \r.
  static boolean isSpace(byte c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
  }

  // Every whitespace-separated token as a number below 2**31, with the offset it starts at
  // (no more tokens than bytes).
  static void readNumbers() {
    numbers = new int[data.length];
    starts = new int[data.length];
    int i = 0;
    while (true) {
      while (i < data.length && isSpace(data[i])) i++;
      if (i >= data.length) break;
      int start = i;
      long value = 0;
      while (i < data.length && !isSpace(data[i])) {
        byte c = data[i];
        if (c < '0' || c > '9') fail(start, "not a number below 2**31");
        value = value * 10 + (c - '0');
        if (value >= LIMIT) fail(start, "not a number below 2**31");
        i++;
      }
      numbers[count] = (int) value;
      starts[count] = start;
      count++;
    }
  }

  public static void main(String[] args) throws IOException {
    data = System.in.readAllBytes();
    readNumbers();
    if (count < 2) fail(data.length, "missing n or m");
    int n = numbers[0];
    int m = numbers[1];
    if (count - 2 != 2L * m) fail(data.length, "expected " + m + " moves");
    for (int i = 2; i < count; i++) {
      if (numbers[i] >= n) fail(starts[i], "vertex out of range");
    }
    // The predecessors of each vertex as linked lists in flat arrays.
    int[] head = new int[n];
    Arrays.fill(head, -1);
    int[] next = new int[m];
    int[] from = new int[m];
    int[] unanswered = new int[n];
    for (int e = 0; e < m; e++) {
      int u = numbers[2 + 2 * e];
      int v = numbers[3 + 2 * e];
      from[e] = u;
      next[e] = head[v];
      head[v] = e;
      unanswered[u]++;
    }
    byte[] label = new byte[n + 1];
    Arrays.fill(label, (byte) 'D');
    ArrayDeque<Integer> decided = new ArrayDeque<>();
    for (int v = 0; v < n; v++) {
      if (unanswered[v] == 0) {
        label[v] = 'L';
        decided.push(v);
      }
    }
    while (!decided.isEmpty()) {
      int w = decided.pop();
      for (int e = head[w]; e != -1; e = next[e]) {
        int u = from[e];
        if (label[u] != 'D') continue; // decided already
        if (label[w] == 'L') {
          label[u] = 'W';
          decided.push(u);
        } else {
          unanswered[u]--;
          if (unanswered[u] == 0) {
            label[u] = 'L';
            decided.push(u);
          }
        }
      }
    }
    label[n] = '\n';
    BufferedOutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
    out.write(label, 0, n + 1);
    out.flush();
  }
}
