// mutate/run/warm_java.java — the warm JVM of a Java schema program (mutate/run/warm.h):
// compiled once a mutate run (javac, into the scratch directory) and run as `java FLAGS
// -Djava.security.manager=allow -cp DIR GcWarm SOCKET CLASSDIR MAIN`, FLAGS the run's own
// JVM flags, its standard output and error the files SOCKET.out and SOCKET.err, "ready" (or
// why not) written to descriptor 3. It serves runs on SOCKET one at a time, each on one
// long-lived thread named "main" with the stack of the run's -Xss, MAIN loaded afresh by a
// class loader of its own from the run's class directory (the schema's CLASSDIR or a
// copy's: never on this JVM's class path), so that every static field (the schema's
// GcMut's too) starts as in a plain start. The client (gamecheck-warm-js,
// mutate/run/warm_js_client.cc, as for JavaScript's warm nodes) is first told "PID TID\n"
// (the run thread's CPU time is what it reads, /proc), then sends the run's words,
// environment and whole standard input. The run gets System.in as a buffered stream over
// its input, and writes as a plain start writes: System.out and System.err as
// java.lang.System makes them (autoflushing print streams over buffers of 128 bytes) and
// FileDescriptor.out and .err, all into this JVM's own descriptors 1 and 2, the files
// emptied before each run and read after it (what a plain start loses at its end is lost
// here too; what it writes after its System.exit is not taken). The active mutant is the
// system property gamecheck.mutant (GcMut reads it before the environment). The answer is
// "X<status>" with what it wrote, or "F" when the run cannot be faithful here: anything
// that would touch this JVM's state beyond the run (a thread, System.setIn/setOut/setErr,
// a system property or the default locale set, a shutdown hook, the environment, standard
// input by its descriptor or file, a file written, a process), an uncaught exception (a
// plain start's trace has no frames of this server), a flood of output; the client then
// starts java itself. System.exit and Runtime.halt end the run through a SecurityManager
// (a JVM that refuses one says why instead of "ready": runs then start plainly). A run
// whose client is gone (the runner killed it at its CPU limit) or that floods its output
// cannot be stopped from outside its thread: this JVM starts its successor on the same
// socket (its own command line and a 4th word) and halts. Ends when its standard input
// (gamecheck's control pipe) does. Status: properties/mutate_warm_java_test.cc
// (MutateWarmJava).
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilePermission;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.StandardProtocolFamily;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.security.Permission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PropertyPermission;
import java.util.concurrent.SynchronousQueue;

final class GcWarm {
  // Thrown where a run ends: System.exit (Exit) or what is not emulated (Unsupported, a
  // SecurityException as a refused permission is; the run's answer is F however the
  // program took it).
  static final class Exit extends Error {
    Exit() { super(null, null, false, false); }
  }

  static final class Unsupported extends SecurityException {
    Unsupported(String why) { super(why); }
  }

  static Path socket, outPath, errPath;
  static String mainName;
  static Thread worker;
  static long tid;
  static final SynchronousQueue<Runnable> tasks = new SynchronousQueue<>();

  // The run in progress (on the worker): these are read by the SecurityManager.
  static volatile boolean inRun;
  static volatile Integer exitStatus;
  static volatile String why;
  static volatile String coverage;
  static volatile long outAt, errAt;  // the standard output's and error's sizes at an exit
  // This JVM's standard output and error: files (warm.cc), emptied before each run, which
  // the run writes as a plain start writes its own, System.out's and System.err's chains
  // as java.lang.System makes them, and FileDescriptor.out and .err.
  static FileChannel out, err;
  static final long kFlood = 64L << 20;

  static boolean running() { return inRun && Thread.currentThread() == worker; }

  static Unsupported refuse(String w) {
    if (why == null) why = w;
    return new Unsupported(w);
  }

  static final class Guard extends SecurityManager {
    @Override public void checkPermission(Permission p) { check(p); }

    @Override public void checkPermission(Permission p, Object context) { check(p); }

    @Override public void checkExit(int status) {
      if (!running()) return;  // this server's own halt
      if (exitStatus == null) {
        // What it wrote after (having caught the Exit) a plain start would not have.
        try {
          outAt = out.size();
          errAt = err.size();
        } catch (IOException e) {
          outAt = errAt = -1;
        }
        exitStatus = status;
      }
      throw new Exit();
    }

    @Override public void checkAccess(ThreadGroup g) {
      if (running()) throw refuse("a thread");
    }

    @Override public void checkAccess(Thread t) {}  // the run's own thread: reset each run

    private static final String[] kStreams = {"/dev/stdin", "/dev/stdout", "/dev/stderr",
        "/dev/tty", "/dev/fd/0", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/0",
        "/proc/self/fd/1", "/proc/self/fd/2"};

    static void check(Permission p) {
      if (!running()) return;
      final String name = p.getName();
      if (p instanceof RuntimePermission) {
        if (name.equals("setIO") || name.equals("setSecurityManager")
            || name.equals("shutdownHooks") || name.equals("readFileDescriptor")
            || name.startsWith("getenv.")
            || name.equals("setDefaultUncaughtExceptionHandler")
            || name.equals("modifyThreadGroup") || name.equals("stopThread")
            || name.equals("setFactory") || name.startsWith("loadLibrary."))
          throw refuse("RuntimePermission " + name);
      } else if (p instanceof PropertyPermission) {
        if (p.getActions().contains("write")) throw refuse("a system property set: " + name);
      } else if (p instanceof FilePermission) {
        final String a = p.getActions();
        for (String s : kStreams)
          if (name.equals(s)) throw refuse("the file " + name);
        if (a.contains("execute")) throw refuse("a process");
        if ((a.contains("write") || a.contains("delete"))
            && !(coverage != null && name.equals(coverage) && !a.contains("delete")))
          throw refuse("a file written: " + name);
      }
    }
  }

  static final class Result {
    String fallback;
    int status;
    byte[] out, err;
  }

  static Result run(Path classDir, List<String> args, Map<String, String> env, byte[] input)
      throws IOException {
    final Result r = new Result();
    exitStatus = null;
    why = null;
    coverage = env.get("GAMECHECK_MUTANT_COVERAGE");
    System.setProperty("gamecheck.mutant", env.getOrDefault("GAMECHECK_MUTANT", ""));
    System.setProperty("gamecheck.mutant.coverage", coverage == null ? "" : coverage);
    final PrintStream stdout = System.out, stderr = System.err;
    final InputStream stdin = System.in;
    out.truncate(0);
    err.truncate(0);
    outAt = errAt = 0;
    // As java.lang.System makes them for a plain start.
    System.setIn(new BufferedInputStream(new ByteArrayInputStream(input)));
    System.setOut(new PrintStream(
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 128), true));
    System.setErr(new PrintStream(
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.err), 128), true));
    Throwable thrown = null;
    URLClassLoader loader = null;
    final Thread self = Thread.currentThread();
    self.setName("main");
    self.setPriority(Thread.NORM_PRIORITY);
    Thread.interrupted();
    try {
      loader = new URLClassLoader(new URL[] {classDir.toUri().toURL()},
                                  ClassLoader.getPlatformClassLoader());
      self.setContextClassLoader(loader);
      final Class<?> c = Class.forName(mainName, false, loader);
      final Method m = c.getMethod("main", String[].class);
      if (!Modifier.isStatic(m.getModifiers()) || m.getReturnType() != void.class) {
        r.fallback = "no static void main";
        return r;
      }
      m.setAccessible(true);  // a class that is not public (javac's default)
      inRun = true;
      try {
        m.invoke(null, (Object) args.toArray(new String[0]));
      } finally {
        inRun = false;
      }
    } catch (InvocationTargetException e) {
      thrown = e.getCause();
    } catch (Throwable e) {
      thrown = e;
    } finally {
      inRun = false;
      self.setContextClassLoader(null);
      System.setIn(stdin);
      System.setOut(stdout);
      System.setErr(stderr);
      if (loader != null) {
        try {
          loader.close();
        } catch (IOException e) {
          // its jar-less directory holds nothing open
        }
      }
    }
    final long outEnd = exitStatus != null ? outAt : out.size();
    final long errEnd = exitStatus != null ? errAt : err.size();
    if (why != null) {
      r.fallback = why;
    } else if (outEnd < 0 || errEnd < 0) {
      r.fallback = "the output's size unread";
    } else if (outEnd > kFlood || errEnd > kFlood) {
      r.fallback = "a flood of output";
    } else if (exitStatus != null) {
      r.status = exitStatus;
    } else if (thrown != null) {
      r.fallback = "an uncaught " + thrown.getClass().getName();
    } else {
      r.status = 0;
    }
    if (r.fallback == null) {
      r.out = read(out, outEnd);
      r.err = read(err, errEnd);
    }
    return r;
  }

  static byte[] read(FileChannel f, long n) throws IOException {
    final ByteBuffer b = ByteBuffer.allocate((int) n);
    while (b.hasRemaining())
      if (f.read(b, b.position()) < 0) break;
    return java.util.Arrays.copyOf(b.array(), b.position());
  }

  // Requests: u64 length, then NUL-ended fields (client pid, argc, argv..., envc, env...)
  // and standard input's bytes.
  static final class Request {
    List<String> argv = new ArrayList<>();
    Map<String, String> env = new HashMap<>();
    byte[] input;
  }

  static Request parse(byte[] b) {
    final Request q = new Request();
    final int[] at = {0};
    final java.util.function.Supplier<String> field = () -> {
      int end = at[0];
      while (b[end] != 0) ++end;
      final String s = new String(b, at[0], end - at[0], StandardCharsets.UTF_8);
      at[0] = end + 1;
      return s;
    };
    field.get();  // the client's pid: its socket's end tells when it is gone
    final int argc = Integer.parseInt(field.get());
    for (int i = 0; i < argc; ++i) q.argv.add(field.get());
    final int envc = Integer.parseInt(field.get());
    for (int i = 0; i < envc; ++i) {
      final String e = field.get();
      final int eq = e.indexOf('=');
      if (eq > 0) q.env.put(e.substring(0, eq), e.substring(eq + 1));
    }
    q.input = java.util.Arrays.copyOfRange(b, at[0], b.length);
    return q;
  }

  static void readFully(SocketChannel ch, ByteBuffer b) throws IOException {
    while (b.hasRemaining())
      if (ch.read(b) < 0) throw new IOException("the client is gone");
  }

  static void writeFully(SocketChannel ch, ByteBuffer b) throws IOException {
    while (b.hasRemaining()) ch.write(b);
  }

  // The index of MAIN in a run's words `-cp DIR MAIN ARGS...` (DIR: the schema's, or a
  // copy's of a mutant the schema does not hold), else -1.
  static int mainAt(List<String> argv) {
    for (int i = 2; i < argv.size(); ++i) {
      if (argv.get(i).equals(mainName) && argv.get(i - 1).startsWith("/")
          && (argv.get(i - 2).equals("-cp") || argv.get(i - 2).equals("-classpath")
              || argv.get(i - 2).equals("--class-path")))
        return i;
    }
    return -1;
  }

  static Selector selector;
  static volatile boolean done;
  static volatile Result result;

  static void serve(SocketChannel ch) throws IOException {
    writeFully(ch, ByteBuffer.wrap((ProcessHandle.current().pid() + " " + tid + "\n")
                                       .getBytes(StandardCharsets.US_ASCII)));
    final ByteBuffer head = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
    readFully(ch, head);
    final long n = head.flip().getLong();
    if (n < 0 || n > Integer.MAX_VALUE - 16) throw new IOException("a request too long");
    final ByteBuffer body = ByteBuffer.allocate((int) n);
    readFully(ch, body);
    final Request q = parse(body.array());
    final int at = mainAt(q.argv);
    Result r;
    if (at < 0) {
      r = new Result();
      r.fallback = "another program";
    } else {
      done = false;
      result = null;
      final Runnable task = () -> {
        Result x;
        try {
          x = run(Paths.get(q.argv.get(at - 1)), q.argv.subList(at + 1, q.argv.size()), q.env,
                  q.input);
        } catch (Throwable e) {
          x = new Result();
          x.fallback = "the server: " + e;
        }
        result = x;
        done = true;
        selector.wakeup();
      };
      try {
        tasks.put(task);
      } catch (InterruptedException e) {
        throw new IOException(e);
      }
      // Until the run ends: its client gone (its socket readable: the end), or a flood of
      // output (a runaway loop that prints fills the disk faster than its CPU limit comes),
      // end this JVM, which cannot stop the run otherwise.
      ch.configureBlocking(false);
      final SelectionKey key = ch.register(selector, SelectionKey.OP_READ);
      final ByteBuffer one = ByteBuffer.allocate(1);
      while (!done) {
        final int ready = selector.select(20);
        if (done) break;
        if (ready > 0) {
          selector.selectedKeys().clear();
          int got;
          try {
            got = ch.read(one);
          } catch (IOException e) {
            got = -1;
          }
          if (done) break;
          if (got < 0) succeed();
          one.clear();
        }
        if (out.size() > kFlood || err.size() > kFlood) {
          key.cancel();
          ch.configureBlocking(true);
          writeFully(ch, ByteBuffer.wrap("Fa flood of output\n".getBytes(StandardCharsets.US_ASCII)));
          succeed();
        }
      }
      key.cancel();
      selector.selectNow();
      ch.configureBlocking(true);
      r = result;
    }
    final byte[] answer;
    if (r.fallback != null) {
      answer = ("F" + r.fallback.replace('\n', ' ') + "\n").getBytes(StandardCharsets.UTF_8);
    } else {
      final byte[] x = ("X" + (r.status & 255) + "\n").getBytes(StandardCharsets.US_ASCII);
      final ByteBuffer b = ByteBuffer.allocate(x.length + 16 + r.out.length + r.err.length)
                               .order(ByteOrder.LITTLE_ENDIAN);
      b.put(x).putLong(r.out.length).putLong(r.err.length).put(r.out).put(r.err);
      answer = b.array();
    }
    writeFully(ch, ByteBuffer.wrap(answer));
  }

  // A run whose client is gone: its successor (this JVM's own command line, the same
  // control pipe) takes the socket, and this JVM ends.
  static void succeed() {
    try {
      final byte[] cl = Files.readAllBytes(Paths.get("/proc/self/cmdline"));
      final List<String> cmd = new ArrayList<>();
      int from = 0;
      for (int i = 0; i < cl.length; ++i) {
        if (cl[i] != 0) continue;
        cmd.add(new String(cl, from, i - from, StandardCharsets.UTF_8));
        from = i + 1;
      }
      if (!cmd.get(cmd.size() - 1).equals("succeeding")) cmd.add("succeeding");
      new ProcessBuilder(cmd)
          .redirectInput(ProcessBuilder.Redirect.INHERIT)
          .redirectOutput(ProcessBuilder.Redirect.appendTo(outPath.toFile()))
          .redirectError(ProcessBuilder.Redirect.appendTo(errPath.toFile()))
          .start();
    } catch (Throwable e) {
      // none: the clients start java themselves
    }
    Runtime.getRuntime().halt(0);
  }

  public static void main(String[] a) throws Exception {
    socket = Paths.get(a[0]);
    mainName = a[2];
    // "ready" or why not: on descriptor 3, warm.cc's pipe. A successor (a 4th word) has
    // none: its descriptor 3 may be any file this JVM opened, never to be written.
    PrintStream said = new PrintStream(OutputStream.nullOutputStream());
    final Path three = Paths.get("/proc/self/fd/3");
    if (a.length == 3 && Files.readSymbolicLink(three).toString().startsWith("pipe:"))
      said = new PrintStream(new FileOutputStream(three.toFile(), true), true);
    final PrintStream say = said;
    // The standard output and error: SOCKET.out and SOCKET.err (warm.cc), emptied each run:
    // never any other file.
    outPath = Paths.get(a[0] + ".out");
    errPath = Paths.get(a[0] + ".err");
    if (!Files.isSameFile(Files.readSymbolicLink(Paths.get("/proc/self/fd/1")), outPath)
        || !Files.isSameFile(Files.readSymbolicLink(Paths.get("/proc/self/fd/2")), errPath)) {
      say.println("the standard output and error are not SOCKET.out and SOCKET.err");
      Runtime.getRuntime().halt(0);
    }
    out = FileChannel.open(outPath, StandardOpenOption.READ, StandardOpenOption.WRITE);
    err = FileChannel.open(errPath, StandardOpenOption.READ, StandardOpenOption.WRITE);
    selector = Selector.open();
    // gamecheck's end (our standard input's): ours.
    final InputStream control = new FileInputStream(FileDescriptor.in);
    final Thread watch = new Thread(() -> {
      try {
        while (control.read() >= 0) {}
      } catch (IOException e) {
        // as its end
      }
      Runtime.getRuntime().halt(0);
    }, "gc-control");
    watch.setDaemon(true);
    watch.start();
    try {
      System.setSecurityManager(new Guard());
    } catch (Throwable e) {
      say.println("this JVM cannot end a run's System.exit (" + e + ")");
      say.flush();
      Runtime.getRuntime().halt(0);
    }
    final long[] id = {0};
    final Object ready = new Object();
    // The stack of the run's -Xss (0: the JVM's default for a thread, which -Xss sets).
    worker = new Thread(null, () -> {
      try {
        final String self = Files.readSymbolicLink(Paths.get("/proc/thread-self")).toString();
        synchronized (ready) {
          id[0] = Long.parseLong(self.substring(self.lastIndexOf('/') + 1));
          ready.notifyAll();
        }
      } catch (Throwable e) {
        synchronized (ready) {
          id[0] = -1;
          ready.notifyAll();
        }
      }
      for (;;) {
        try {
          tasks.take().run();
        } catch (Throwable e) {
          // the task reports its own
        }
      }
    }, "main", 0);
    worker.setDaemon(true);
    worker.start();
    synchronized (ready) {
      while (id[0] == 0) ready.wait();
    }
    if (id[0] < 0) {
      say.println("no /proc/thread-self: a run's CPU time cannot be read");
      say.flush();
      Runtime.getRuntime().halt(0);
    }
    tid = id[0];
    final ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    Files.deleteIfExists(socket);  // a predecessor's
    server.bind(UnixDomainSocketAddress.of(socket));
    say.println("ready");
    say.flush();
    for (;;) {
      try (SocketChannel ch = server.accept()) {
        serve(ch);
      } catch (IOException e) {
        // a client gone between runs: the next
      }
    }
  }
}
