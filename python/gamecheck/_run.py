"""What a child forked for one case does (gamecheck's C++ core forks it: python/forked.h).

This interpreter is warm: gamecheck imported, the script compiled. Per case the core
forks it, and the child, a process of its own in a process group of its own, does what
`python3 script.py` would do with the case on its standard input, then ends:

  - a script (script_child): fds 0, 1, 2 are the case's pipes and no other fd is open;
    sys.stdin, sys.stdout, sys.stderr are made anew over them as the interpreter makes
    them; sys.argv is argv and sys.path[0] the script's directory; a fresh `__main__`
    module runs the code; the script's own modules (those of its directory) are imported
    afresh; signal handlers, the signal mask and atexit are a new interpreter's. Then it
    ends as the interpreter ends: an uncaught exception's traceback and status 1 (a
    KeyboardInterrupt: killed by SIGINT), sys.exit's status, non-daemon threads joined,
    atexit functions run, sys.stdout and sys.stderr flushed (status 120 when that
    fails), and os._exit.
  - a function (function_child): solve(text) is called in the child; the answer goes to
    out_fd, an exception's traceback to err_fd and "TYPE: message" to exception_fd;
    sys.exit(status) is an exit status.

So os._exit, fork, signal.alarm, closed streams and threads touch only the child; the
time limit is kept from outside it, by the parent.
"""

import atexit
import builtins
import gc
import importlib.machinery
import io
import os
import signal
import sys
import threading
import traceback
import types

# What a child replaced of its parent's state (streams, modules): kept alive, so that no
# finalizer of the parent's objects (a buffered file's flush) runs in the child.
_KEPT = []

_FRESH_HANDLERS = {signal.SIGINT: signal.default_int_handler, signal.SIGPIPE: signal.SIG_IGN}
if hasattr(signal, "SIGXFSZ"):
    _FRESH_HANDLERS[signal.SIGXFSZ] = signal.SIG_IGN


def _changed_signals():
    """The signals whose disposition here is not a new interpreter's (SIGINT raises
    KeyboardInterrupt, SIGPIPE and SIGXFSZ ignored, the rest default), with the one to
    give them: found once per check, in the parent (a child inherits them at the fork)."""
    changed = []
    for s in signal.valid_signals():
        if s in (signal.SIGKILL, signal.SIGSTOP):
            continue
        want = _FRESH_HANDLERS.get(s, signal.SIG_DFL)
        if signal.getsignal(s) is not want:
            changed.append((s, want))
    return changed


def _python_main_thread():
    """A child forked by a thread Python did not start (a job of a check with jobs > 1)
    has a dummy thread for its main thread; a new interpreter's is a real one, which
    other threads may join and which ends at exit."""
    if threading.current_thread() is not threading.main_thread() or not isinstance(
            threading.main_thread(), threading._MainThread):
        threading._main_thread = threading._MainThread()


def _fresh_process(changed_signals):
    """What every child does first: the parent's garbage is never collected here (its
    finalizers are the parent's business), its atexit functions are not ours to run, the
    signals are a new interpreter's, none blocked."""
    gc.freeze()
    atexit._clear()
    _python_main_thread()
    for s, want in changed_signals:
        try:
            signal.signal(s, want)
        except (OSError, ValueError, RuntimeError):
            pass
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.set_wakeup_fd(-1)  # the parent's (a check with jobs > 1) is not the child's


def _stdio_config():
    """The encoding and errors of the interpreter's own standard streams (sys.__stdin__
    and sys.__stdout__ as it made them; pytest replaces sys.stdout, not those)."""
    def of(stream, default_errors):
        return (getattr(stream, "encoding", None) or "utf-8",
                getattr(stream, "errors", None) or default_errors)
    return of(sys.__stdin__, "strict"), of(sys.__stdout__, "strict")


def _exit_status(e, err):
    """A SystemExit's status as the interpreter gives it: None 0, an int itself, anything
    else printed to standard error with status 1."""
    if e.code is None:
        return 0
    if isinstance(e.code, int):
        return e.code
    try:
        err.write(str(e.code) + "\n")
    except Exception:  # noqa: BLE001 - a closed stderr, as the interpreter's own print
        pass
    return 1


def _exception_text(e):
    return type(e).__name__ + ": " + str(e)


def _solver_traceback(e):
    """The traceback from the solver's first frame on (this file's frames left out)."""
    tb = e.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    return tb


_FRESH = None


def _fresh_interpreter():
    """sys.path (after its first entry, the script's directory) and the modules loaded at
    start of a new `python3` as this one was started (its PYTHONPATH, site, .pth files),
    asked of one once per process: this one's may hold a test runner's additions."""
    global _FRESH
    if _FRESH is None:
        import ast
        import subprocess
        probe = "import sys; print(repr((sys.path[1:], sorted(sys.modules))))"
        try:
            out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                 stdin=subprocess.DEVNULL, timeout=60, check=True).stdout
            path, modules = ast.literal_eval(out.strip())
        except Exception:  # noqa: BLE001 - no interpreter to ask: this one's, as it is
            path, modules = sys.path[1:], sorted(sys.builtin_module_names)
        _FRESH = (list(path), frozenset(modules))
    return _FRESH


def _write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


class Script:
    """A script compiled once in this interpreter; child() runs it in a forked child."""

    def __init__(self, path, argv=None):
        self.path = os.path.abspath(path)  # __file__ and the traceback's, as python3 gives
        with open(path, "rb") as f:
            self.code = compile(f.read(), self.path, "exec", dont_inherit=True)
        self.argv = [str(w) for w in (argv or [os.fspath(path)])]
        self.directory = os.path.dirname(os.path.realpath(path))
        # The script's own modules: what `import NAME` finds first in its directory.
        # (A module a new interpreter has loaded before the script runs is not shadowed.)
        self.path_after, loaded_at_start = _fresh_interpreter()
        self.own = set()
        for entry in os.listdir(self.directory):
            name, dot, ext = entry.partition(".")
            module = not dot or ext in ("py", "pyc") or ext.endswith("so")
            if module and name not in loaded_at_start:
                self.own.add(name)
        self.stdio = _stdio_config()
        # Found once here, not per child: what a child resets and drops.
        self.signals = _changed_signals()
        self.loaded_own = [n for n in sys.modules if n.partition(".")[0] in self.own]
        self.loader = importlib.machinery.SourceFileLoader("__main__", self.path)

    def child(self):
        _fresh_process(self.signals)
        (in_enc, in_err), (out_enc, out_err) = self.stdio
        _KEPT.append((sys.stdin, sys.stdout, sys.stderr, sys.__stdin__, sys.__stdout__,
                      sys.__stderr__))
        # As the interpreter opens them (closefd=False: closing sys.stdout leaves fd 1).
        sys.stdin = sys.__stdin__ = io.open(0, "r", encoding=in_enc, errors=in_err,
                                            newline="\n", closefd=False)
        sys.stdout = sys.__stdout__ = io.open(1, "w", encoding=out_enc, errors=out_err,
                                              newline="\n", closefd=False)
        sys.stderr = sys.__stderr__ = io.open(2, "w", encoding=out_enc, errors="backslashreplace",
                                              newline="\n", buffering=1, closefd=False)
        sys.excepthook = sys.__excepthook__
        sys.argv = list(self.argv)
        sys.path[:] = [self.directory] + self.path_after
        for name in self.loaded_own:
            _KEPT.append(sys.modules.pop(name, None))
        main = types.ModuleType("__main__")
        main.__dict__.update(__file__=self.path, __cached__=None, __builtins__=builtins,
                             __loader__=self.loader)
        _KEPT.append(sys.modules.get("__main__"))
        sys.modules["__main__"] = main
        status = 0
        killed_by_sigint = False
        try:
            exec(self.code, main.__dict__)
        except SystemExit as e:
            status = _exit_status(e, sys.stderr)
        except BaseException as e:  # noqa: BLE001 - what the interpreter does with any
            # (The traceback printed is the exception's own: this file's frames cut off.)
            sys.excepthook(type(e), e.with_traceback(_solver_traceback(e)), e.__traceback__)
            status = 1
            killed_by_sigint = isinstance(e, KeyboardInterrupt)
        _interpreter_exit(status, killed_by_sigint)


def _interpreter_exit(status, killed_by_sigint=False):
    """The end of Py_FinalizeEx: non-daemon threads joined, atexit functions run, the
    standard streams flushed (stdout failing: status 120), then the process ends."""
    try:
        threading._shutdown()
    except BaseException:  # noqa: BLE001 - reported, as the interpreter does
        traceback.print_exc()
    atexit._run_exitfuncs()
    for name in ("stdout", "stderr"):
        f = getattr(sys, name, None)
        try:
            if f is not None and not f.closed:
                f.flush()
        except BaseException:  # noqa: BLE001
            if name == "stdout":
                status = 120
    if killed_by_sigint:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(status & 0xFF)


def function_child(solve):
    """A child(input_bytes, out_fd, err_fd, exception_fd) for a callable str -> str (the
    spec's text in and out): sys.exit(status) is an exit status with no answer."""

    signals = _changed_signals()

    def child(data, out_fd, err_fd, exception_fd):
        _fresh_process(signals)
        status, out, err, exception = 0, b"", "", ""
        try:
            answer = solve(data.decode("utf-8", "surrogateescape"))
            if not isinstance(answer, str):
                raise TypeError("the solver returned %s, not str" % type(answer).__name__)
            out = answer.encode("utf-8", "surrogateescape")
        except SystemExit as e:
            buf = io.StringIO()
            status = _exit_status(e, buf)
            err = buf.getvalue()
        except BaseException as e:  # noqa: BLE001 - every exception of the solver is a crash
            exception = _exception_text(e)
            err = "".join(traceback.format_exception(type(e), e, _solver_traceback(e)))
            status = 1
        for f in (sys.stdout, sys.stderr):  # what the solver printed, as it would appear
            try:
                f.flush()
            except BaseException:  # noqa: BLE001
                pass
        _write_all(out_fd, out)
        _write_all(err_fd, err.encode("utf-8", "backslashreplace"))
        _write_all(exception_fd, exception.encode("utf-8", "backslashreplace"))
        os._exit(status & 0xFF)

    return child
