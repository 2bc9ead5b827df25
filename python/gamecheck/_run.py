"""How one case runs in this interpreter, for gamecheck's C++ core (python/module.cc).

A runner is called as run(input_bytes, limit_seconds) and returns
(end, status, out_bytes, err_text, exception): end is "exited" (with the exit status),
"raised" (an exception escaped the solver: a crash, "TYPE: message"), "timeout" (the alarm
of the per-case time limit went off inside the solver) or "interrupted" (Ctrl-C: the
check ends and still reports what it found).

The time limit is an alarm (signal.setitimer, ITIMER_REAL) whose handler raises inside
the solver; Python runs handlers in the main thread only, so a check from another thread
runs without a time limit. A solver stuck inside one C call that does not return to the
interpreter (a huge regular expression, a blocking read of a real file) is stopped when
that call returns, not before.
"""

import builtins
import io
import signal
import sys
import threading
import traceback


class _Hang(BaseException):
    """Raised by the alarm inside the solver: it ran past the case's time limit."""


def _on_alarm(signum, frame):
    raise _Hang()


class Alarm:
    """The SIGALRM handler for the length of one check (restored after)."""

    def __init__(self):
        self.armed = threading.current_thread() is threading.main_thread()
        self.old = None

    def __enter__(self):
        if self.armed:
            self.old = signal.signal(signal.SIGALRM, _on_alarm)
        return self

    def __exit__(self, *exc):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.old)

    def start(self, seconds):
        if self.armed:
            # 0 would disarm it: a run cut to nothing by the budget's end still gets 1 ms.
            signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.001))

    def stop(self):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)


def _exit_status(e, err):
    """A SystemExit's status as the interpreter gives it: None 0, an int itself, anything
    else printed to standard error with status 1."""
    if e.code is None:
        return 0
    if isinstance(e.code, int):
        return e.code
    err.write(str(e.code) + "\n")
    return 1


def _exception_text(e):
    return type(e).__name__ + ": " + str(e)


def _traceback_text(e):
    """The traceback from the solver's first frame on (this file's own frames left out)."""
    tb = e.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    return "".join(traceback.format_exception(type(e), e, tb))


def _guarded(alarm, body, limit):
    """Runs body() -> (status, out, err) under the alarm; the runner's tuple."""
    try:
        try:
            alarm.start(limit)
            status, out, err = body()
        finally:
            alarm.stop()
    except _Hang:
        return ("timeout", 0, b"", "", "")
    except KeyboardInterrupt:
        return ("interrupted", 0, b"", "", "")
    return ("exited", status, out, err, "")


def function_runner(solve, alarm):
    """A runner for a callable str -> str (the spec's text in and out). SystemExit(status)
    is an exit status (grundy's 1, a rejected input's 2) with what it returned so far:
    nothing."""

    def body(text):
        try:
            out = solve(text)
        except SystemExit as e:
            err = io.StringIO()
            return _exit_status(e, err), b"", err.getvalue()
        if not isinstance(out, str):
            raise TypeError("the solver returned %s, not str" % type(out).__name__)
        return 0, out.encode(), ""

    def run(data, limit):
        text = data.decode("utf-8", "surrogateescape")
        try:
            return _guarded(alarm, lambda: body(text), limit)
        except Exception as e:  # noqa: BLE001 - every exception of the solver is a crash
            return ("raised", 0, b"", _traceback_text(e), _exception_text(e))

    return run


class _Streams:
    """sys.stdin, sys.stdout, sys.stderr and sys.argv of one run of a script, in memory."""

    def __init__(self, data, argv):
        self.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline=None)
        self.out = io.BytesIO()
        self.stdout = io.TextIOWrapper(self.out, encoding="utf-8", write_through=True)
        self.stderr = io.StringIO()
        self.argv = argv

    def __enter__(self):
        self.saved = (sys.stdin, sys.stdout, sys.stderr, sys.argv)
        sys.stdin, sys.stdout, sys.stderr, sys.argv = self.stdin, self.stdout, self.stderr, self.argv
        return self

    def __exit__(self, *exc):
        try:
            self.stdout.flush()
        except ValueError:  # the script closed it
            pass
        sys.stdin, sys.stdout, sys.stderr, sys.argv = self.saved

    def output(self):
        return self.out.getvalue()


def script_runner(path, alarm, argv=None):
    """A runner for a script that reads standard input and prints: compiled once, executed
    per case with its own globals (as `python3 path` would: __name__ == "__main__"),
    sys.stdin / sys.stdout / sys.stderr in memory; sys.exit(status) is its exit status.
    An exception is a crash with its traceback as standard error (a program would exit
    with status 1 after printing it; in process it is reported as what it is)."""
    with open(path, "rb") as f:
        code = compile(f.read(), path, "exec")
    argv = list(argv or [path])

    def body(data):
        g = {"__name__": "__main__", "__file__": path, "__builtins__": builtins}
        with _Streams(data, argv) as s:
            try:
                exec(code, g)
                status = 0
            except SystemExit as e:
                status = _exit_status(e, s.stderr)
        return status, s.output(), s.stderr.getvalue()

    def run(data, limit):
        try:
            return _guarded(alarm, lambda: body(data), limit)
        except Exception as e:  # noqa: BLE001 - every exception of the script is a crash
            return ("raised", 0, b"", _traceback_text(e), _exception_text(e))

    return run
