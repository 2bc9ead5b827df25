# mutate/run/warm.py — the warm interpreter of a Python schema program (mutate/run/warm.h): run
# once per schema program as `python3 -c SCRIPT SOCKET PROGRAM`, it compiles PROGRAM,
# imports the standard-library modules PROGRAM imports, and then serves runs: a few forks
# of it, made in advance, wait for a connection on SOCKET (from gamecheck-warm-run,
# mutate/run/warm_client.cc); the one that takes it becomes the run. Each run is a fresh fork of
# this pristine process, never re-used: a mutant that corrupts its interpreter's state is
# gone with its run. The run joins the client's process group (the runner kills it with
# the client; this process kills it should the client end first), takes the client's
# standard streams, directory and environment, and runs PROGRAM's code as `python3
# PROGRAM` would (the module __main__); whatever escapes it is handled by the interpreter
# itself, as for a plain start. This process is a child subreaper: what a run leaves
# behind comes to it and is killed before it tells the client how the run ended. One fork
# a run: a fork's Python code copies hundreds of pages as it goes, which a run that forked
# again (its parent waiting on it) had paid twice.
# It prints "ready" on standard output once it serves, or why it cannot (then gamecheck
# starts each run plainly). Standard input is gamecheck's: its end ends the server, which
# first kills every process it has (forks, runs, what they left). Should the server be
# killed, its forks and runs die with it (their parent-death signal, which a run can read
# with prctl: the one difference from a plain start it adds); a run's own children are in
# the client's group, which the runner kills.
import os
import resource
import select
import signal
import socket
import sys
from importlib.machinery import SourceFileLoader

try:
    import ctypes
    _gc_prctl = ctypes.CDLL(None, use_errno=True).prctl
except Exception:  # no ctypes: no subreaper (the runner still kills the group)
    _gc_prctl = None

_gc_sock_path, _gc_path = sys.argv[1], sys.argv[2]


def _gc_say(word):
    os.write(1, word.encode() + b"\n")


def _gc_prepare():
    """The compiled program, or None (said why) when it cannot be served warm."""
    import warnings
    if not hasattr(os, "pidfd_open") or not hasattr(signal, "pidfd_send_signal"):
        _gc_say("unsuitable: this Python has no os.pidfd_open (3.9 and later)")
        return None
    sys.path[0] = os.path.dirname(os.path.realpath(_gc_path))
    with open(_gc_path, "rb") as f:
        source = f.read()
    with warnings.catch_warnings(record=True) as caught:
        code = compile(source, _gc_path, "exec", dont_inherit=True)
    if caught:  # a plain start prints them on every run's standard error
        _gc_say("unsuitable: compiling it warns")
        return None
    _gc_preimport(source)
    return code


def _gc_preimport(source):
    """Imports the standard-library modules the program imports (absolute imports), so
    that a run finds them loaded. One that warns as it is imported is forgotten again
    (the run imports it itself and warns as a plain start does)."""
    import ast
    import warnings
    names = getattr(sys, "stdlib_module_names", ())
    wanted = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            wanted += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            wanted.append(node.module)
    for name in wanted:
        if name.split(".")[0] not in names or name == "__future__" or name in sys.modules:
            continue
        before = set(sys.modules)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                __import__(name)
            except BaseException:
                caught.append(None)
        if caught:
            for added in set(sys.modules) - before:
                del sys.modules[added]


def _gc_prctl_set(option, value):
    if _gc_prctl is not None:
        _gc_prctl(option, value, 0, 0, 0)


def _gc_stat(pid, field):
    """Field `field` (1-based, as proc(5) numbers them; 4 the parent, 22 the start) of
    /proc/PID/stat as a number, or None when pid is gone."""
    try:
        with open("/proc/%s/stat" % pid, "rb") as f:
            return int(f.read().rsplit(b")", 1)[1].split()[field - 3])
    except (OSError, ValueError, IndexError):
        return None


def _gc_children():
    me = os.getpid()
    try:
        with open("/proc/%d/task/%d/children" % (me, me)) as f:
            return [int(p) for p in f.read().split()]
    except OSError:  # a kernel without that file: every process's parent, from its stat
        return [int(n) for n in os.listdir("/proc") if n.isdigit() and _gc_stat(n, 4) == me]


def _gc_recv(conn):
    """The request: its descriptors (stdin, stdout, stderr, directory) and fields."""
    head, fds, _, _ = socket.recv_fds(conn, 65536, 8)
    if len(head) < 8:
        return None, fds
    size = int.from_bytes(head[:8], "little")
    body = head[8:]
    while len(body) < size:
        more = conn.recv(size - len(body))
        if not more:
            return None, fds
        body += more
    return body.split(b"\0"), fds


def _gc_take(listener, took, server):
    """In a fork waiting for a connection: once it has one, it tells the server (its pid,
    the client's group and the connection, for the report of its end) and becomes the run:
    returns the run's namespace. Never returns when the request is not for this program."""
    _gc_prctl_set(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG: nothing outlives the server
    if os.getppid() != server:
        os._exit(0)
    conn, _ = listener.accept()
    fields, fds = _gc_recv(conn)
    # pgid, soft and hard RLIMIT_AS (-1: none), argc, argv..., environment...
    if fields is None or len(fds) != 4:
        os._exit(0)
    pgid, as_soft, as_hard, argc = (int(x) for x in fields[:4])
    argv = [x.decode("utf-8", "surrogateescape") for x in fields[4:4 + argc]]
    env = [x for x in fields[4 + argc:] if x]
    try:
        if argv[:2] != [sys.executable, _gc_path]:
            raise OSError("not this program")
        os.setpgid(0, pgid)  # the client's group: killed with it
    except OSError:  # or a group gone, of another session: the client starts it plainly
        conn.sendall(b"N")
        os._exit(0)
    socket.send_fds(took, [b"%d %d" % (os.getpid(), pgid)], [conn.fileno()])
    conn.sendall(b"A")
    for s in (listener, took, conn):
        s.detach()  # closed with the rest as the run begins
    return _gc_become_run(fds, (as_soft, as_hard), argv, env)


def _gc_become_run(fds, limit, argv, env):
    for i in range(3):
        os.dup2(fds[i], i)
    os.fchdir(fds[3])
    os.closerange(3, 1 << 16)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if limit[0] >= 0 or limit[1] >= 0:
        inf = resource.RLIM_INFINITY
        resource.setrlimit(resource.RLIMIT_AS,
                           (inf if limit[0] < 0 else limit[0], inf if limit[1] < 0 else limit[1]))
    os.environ.clear()
    for entry in env:
        name, _, value = entry.partition(b"=")
        os.environb[name] = value
    sys.argv = [_gc_path] + argv[2:]
    import builtins
    main = type(sys)("__main__")
    main.__dict__.update(__file__=_gc_path, __cached__=None, __loader__=SourceFileLoader(
        "__main__", _gc_path), __builtins__=builtins, __annotations__={})
    sys.modules["__main__"] = main
    return main.__dict__


class _GcRun:
    """A fork of the server that took a connection and is a run."""
    __slots__ = ("pidfd", "conn", "pgid", "client_gone")

    def __init__(self, pidfd, conn, pgid):
        self.pidfd, self.conn, self.pgid, self.client_gone = pidfd, conn, pgid, False


def _gc_strays(known, runs, group):
    """The children of this process that are neither a fork nor a run: what runs left
    behind, orphaned to this subreaper. Those of `group` (the run that ended), and those
    of no group a running run has that no running run can have made: each running run
    started after it (a fork's start, before it took its connection, counts). The others
    may be a running run's (one that left its group) and are left to a later end."""
    found = []
    live = {r.pgid for r in runs.values()}
    starts = None
    for pid in _gc_children():
        if pid in known:
            continue
        try:
            pgid = os.getpgid(pid)
        except OSError:
            pgid = group
        if pgid == group:
            found.append(pid)
        elif pgid not in live:
            if starts is None:
                starts = [_gc_stat(p, 22) for p in runs]  # when each started
            t = _gc_stat(pid, 22)
            if t is None or all(u is not None and u > t for u in starts):
                found.append(pid)
    return found


def _gc_kill(strays):
    for child in strays:
        try:
            os.kill(child, signal.SIGKILL)
        except OSError:
            pass
    for child in strays:
        try:
            os.waitpid(child, 0)
        except ChildProcessError:
            pass


def _gc_report(pid, run, idle, runs):
    """The end of a run, told to its client once what it left behind is killed."""
    _, status, usage = os.wait4(pid, 0)
    os.close(run.pidfd)
    del runs[pid]
    known = set(idle) | set(runs)
    while True:
        strays = _gc_strays(known, runs, run.pgid)
        if not strays:
            break
        _gc_kill(strays)
    # With the CPU time it used, in ms: this fork is the server's child, not the client's,
    # so the runner's wait4 of the client cannot count it (harness/run/cpu_clock.h).
    cpu_ms = int((usage.ru_utime + usage.ru_stime) * 1000)
    if os.WIFSIGNALED(status):
        word = b"S%d %d\n" % (os.WTERMSIG(status), cpu_ms)
    else:
        word = b"X%d %d\n" % (os.WEXITSTATUS(status), cpu_ms)
    try:
        os.write(run.conn, word)
    except OSError:
        pass
    os.close(run.conn)


def _gc_serve(code):
    """Keeps a few forks waiting for a connection each (forked before it comes, so that a
    run waits for no fork), forks a new one for each that took a connection and became a
    run, and reports each run's end to its client: its exit status, once what it left
    behind (orphaned to this process, a child subreaper) is killed; a run whose client is
    gone first (killed at a limit, perhaps before the run joined its group) is killed:
    nothing outlives the client. Ends when gamecheck's end of standard input closes.
    Returns in a run's process only."""
    import gc
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(_gc_sock_path)
    listener.listen(64)
    took_r, took_w = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
    took_r.setblocking(False)
    _gc_prctl_set(36, 1)  # PR_SET_CHILD_SUBREAPER
    server = os.getpid()
    gc.collect()
    gc.freeze()  # the runs' forks do not copy what the collector would touch
    devnull = os.open(os.devnull, os.O_WRONLY)
    _gc_say("ready")
    os.dup2(devnull, 1)
    os.close(devnull)
    idle, runs = {}, {}  # pid -> pidfd of a waiting fork; pid -> _GcRun
    while True:
        while len(idle) < 3:
            try:  # a fork or a descriptor refused (a process or file limit): tried again soon
                pid = os.fork()
            except OSError:
                break
            if pid == 0:
                for fd in list(idle.values()) + [r.pidfd for r in runs.values()] + [
                        r.conn for r in runs.values()]:
                    os.close(fd)
                took_r.close()
                return _gc_take(listener, took_w, server)
            try:
                idle[pid] = os.pidfd_open(pid)
            except OSError:
                _gc_kill([pid])
                break
        watched = [0, took_r.fileno()] + list(idle.values())
        for r in runs.values():
            watched += [r.pidfd] if r.client_gone else [r.pidfd, r.conn]
        ready = set(select.select(watched, [], [], None if len(idle) == 3 else 0.1)[0])
        if 0 in ready and not os.read(0, 512):
            while True:  # everything, and what the killed leave behind, until none is left
                children = _gc_children()
                if not children:
                    os._exit(0)
                _gc_kill(children)
        while True:  # the forks that became runs (before the ends: a run may be over)
            try:
                word, fds, _, _ = socket.recv_fds(took_r, 64, 1)
            except BlockingIOError:
                break
            pid, pgid = (int(x) for x in word.split())
            if not fds:  # its connection lost on the way (a file limit): unreported, killed
                os.kill(pid, signal.SIGKILL)
                continue
            runs[pid] = _GcRun(idle.pop(pid), fds[0], pgid)
        for pid, run in list(runs.items()):
            if run.pidfd in ready:
                _gc_report(pid, run, idle, runs)
            elif run.conn in ready:  # the client is gone (its end of the connection)
                run.client_gone = True
                os.kill(pid, signal.SIGKILL)
        for pid, pidfd in list(idle.items()):
            if pidfd in ready:  # ended without a run (another program's request, ...)
                os.waitpid(pid, 0)
                os.close(pidfd)
                del idle[pid]


def _gc_quiet_end():
    """Whether tearing down what the run made can show nothing: no object of the run
    (those the collector tracks that were made since the fork) has a finalizer of Python
    code, is a file (flushed as it goes), a weak reference with a callback or a suspended
    generator (its finally clauses run)."""
    import gc
    import io
    import types
    import weakref
    kinds = {}
    gens = (types.GeneratorType, types.CoroutineType, types.AsyncGeneratorType)
    for o in gc.get_objects():  # not the frozen ones: those the server made
        t = type(o)
        kind = kinds.get(t)
        if kind is None:
            kind = kinds[t] = (1 if hasattr(t, "__del__") or issubclass(t, io.IOBase) else
                               2 if issubclass(t, weakref.ref) else 3 if t in gens else 0)
        if kind == 1 or (kind == 2 and o.__callback__ is not None):
            return False
        if kind == 3 and getattr(o, "gi_suspended", getattr(o, "cr_suspended", True)):
            return False
    return True


def _gc_end(status):
    """The end of a run whose program finished or called sys.exit with a number: what the
    interpreter's own end does that a program can see (its threads waited for, the atexit
    functions, the standard streams flushed) and then _exit, skipping the teardown of the
    modules this process had before the fork, which costs more than the run (every
    object's page copied). Returns (the interpreter then ends as usual, as for a plain
    start) when a flush fails, or when the teardown of what the run made could be seen."""
    if "threading" in sys.modules:
        sys.modules["threading"]._shutdown()
    import atexit
    atexit._run_exitfuncs()
    for f in (sys.stdout, sys.stderr):
        try:
            if f is not None and not f.closed:
                f.flush()
        except Exception:
            return
    if _gc_quiet_end():
        os._exit(status)


_gc_code = _gc_prepare()
if _gc_code is None:
    sys.exit(0)
_gc_globals = _gc_serve(_gc_code)
del _gc_say, _gc_prepare, _gc_preimport, _gc_prctl_set, _gc_children, _gc_recv, _gc_take
del _gc_become_run, _GcRun, _gc_stat, _gc_strays, _gc_kill, _gc_report, _gc_serve
del _gc_sock_path, _gc_path, _gc_prctl
_gc_status = None
try:
    exec(_gc_code, _gc_globals)
    _gc_status = 0
except SystemExit as _gc_e:
    if _gc_e.code is None:
        _gc_status = 0
    elif type(_gc_e.code) is int and -(1 << 31) <= _gc_e.code < (1 << 31):
        _gc_status = _gc_e.code
    else:  # a message to print: the interpreter's own end
        raise
except BaseException as _gc_e:
    # This frame is no part of the program's traceback (a plain start has none).
    if _gc_e.__traceback__ is not None and _gc_e.__traceback__.tb_next is not None:
        _gc_e.__traceback__ = _gc_e.__traceback__.tb_next
    del _gc_e
    raise
del _gc_globals, _gc_code
_gc_end(_gc_status)
sys.exit(_gc_status)
