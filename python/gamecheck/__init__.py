"""gamecheck in process: check a Python solver of a combinatorial game on a graph with the
command's schedule, judge (fast solver, oracles, certificate check), shrinker and report.

    import gamecheck
    r = gamecheck.check("outcome", solve)              # solve: str -> str, the spec's text
    assert r.passed, r.report
    r = gamecheck.check_script("outcome", "solver.py") # reads stdin, prints; forked per case
    gamecheck.judge("outcome", "3 3 0 1 0 1 1 2\\n", "LWL\\n").ok
    gamecheck.solve("outcome", "2 2 0 1 1 0\\n")       # "DD\\n"

Hypothesis strategies: gamecheck.strategies. The pytest plugin: gamecheck.pytest_plugin.
The problems and their formats: docs/formats.md (`gamecheck problems`); this module:
docs/python.md.
"""

import atexit
import dataclasses
import os
import signal
import sys
import threading
from typing import Callable, Iterable, Optional, Union

from . import _core, _run

__all__ = ["check", "check_script", "solve", "judge", "problems", "Result", "Verdict",
           "DEFAULT_SEED"]

DEFAULT_SEED = _core.DEFAULT_SEED
# From here on a check in a daemon thread never takes the GIL again (python/forked.h).
atexit.register(_core.interpreter_exiting)
_UNSET = object()


@dataclasses.dataclass(frozen=True)
class Verdict:
    """The judge's verdict on one output: ok, or the kind of failure ("wrong-answer",
    "malformed-output", "wrong-status", ...), its signature, the first difference, the
    sentence for people (detail) and why the expected output is right (why)."""
    ok: bool
    kind: str
    signature: str
    first_difference: str
    detail: str
    why: str
    expected: str
    expected_status: int
    judged_by: str
    input: str = ""
    output: str = ""
    status: int = 0

    def __bool__(self):
        return self.ok

    def __str__(self):
        """A report of the verdict as `gamecheck check` words one: the input, expected and
        actual output, the first difference (or what is wrong) and why."""
        if self.ok:
            return "agrees (%s)" % self.judged_by
        return (self.kind.replace("-", " ") + "\n" +
                "input:\n" + _indented(self.input) +
                "expected (%s), exit status %d:\n" % (self.judged_by, self.expected_status) +
                _indented(self.expected) +
                "actual, exit status %d:\n" % self.status + _indented(self.output) +
                ("first difference: " if self.kind == "wrong-answer" else "what: ") +
                self.detail + "\n" + ("why: " + self.why + "\n" if self.why else ""))


def _indented(text):
    lines = text.splitlines()
    return "".join("  " + line + "\n" for line in lines[:24]) if lines else "  (nothing)\n"


@dataclasses.dataclass(frozen=True)
class Result:
    """A check's result. report is the text `gamecheck check` prints. On a failure the
    minimal input (shrunk), the expected and actual output on it, the first difference
    and why; interrupted when Ctrl-C ended it (then passed is False, and a failure found
    before is kept); slow when a case too large to be a hang ran past its time limit.
    passed is False when no case ran (a budget too small for one)."""
    passed: bool
    report: str = dataclasses.field(repr=False)
    seed: int = 0
    cases_run: int = 0
    seconds: float = 0.0
    interrupted: bool = False
    slow: bool = False
    kind: Optional[str] = None
    signature: Optional[str] = None
    case_index: Optional[int] = None
    minimal_input: Optional[str] = None
    original_input: Optional[str] = None
    expected: Optional[str] = None
    expected_status: Optional[int] = None
    actual: Optional[str] = None
    actual_status: Optional[int] = None
    first_difference: Optional[str] = None
    detail: Optional[str] = None
    why: Optional[str] = None

    def __bool__(self):
        return self.passed


def _tiers(tiers):
    if tiers is None:
        return sum(_core.TIERS.values())
    names = tiers.split(",") if isinstance(tiers, str) else list(tiers)
    mask = 0
    for name in names:
        name = name.strip()
        if name not in _core.TIERS:
            raise ValueError("unknown tier %r (tiers: %s)" % (name, ", ".join(_core.TIERS)))
        mask |= _core.TIERS[name]
    return mask


def _replay_flags(seed, cases, max_n, tiers, bad_input, timeout, time_per_million):
    """The flags of `gamecheck check` that give the same schedule and time limit."""
    flags = ["--seed", str(seed), "--cases", str(cases)]
    if tiers is not None:
        flags += ["--tiers", tiers if isinstance(tiers, str) else ",".join(tiers)]
    if max_n:
        flags += ["--max-n", str(max_n)]
    if bad_input:
        flags.append("--bad-input")
    return flags + ["--timeout", "%g" % timeout, "--time-per-million", "%g" % time_per_million]


# The Python name of each flag whose range the command checks (cli/limit_flags.h).
_NAMES = {"--jobs": "jobs", "--seed": "seed", "--cases": "cases", "--budget": "budget",
          "--max-n": "max_n",
          "--timeout": "timeout", "--time-per-million": "time_per_million",
          "--shrink-time": "shrink_seconds"}


def _bad(flag, value):
    """The command's message for a value its flag parser rejects (a negative or not a
    number), as a ValueError naming the argument."""
    return ValueError("%s: bad value '%s' for %s" % (_NAMES[flag], value, flag))


def _whole(flag, value):
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2 ** 64:
        raise _bad(flag, value)
    return value


def _seconds(flag, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _bad(flag, value)
    value = float(value)
    if not value >= 0:  # negative, or NaN
        raise _bad(flag, "%g" % value)
    return value


def _with_wakeup_fd(a, run):
    """run() with, when the cases run on several threads and this is the main thread, a
    wakeup fd (signal.set_wakeup_fd) in a.signal_fd: Ctrl-C reaches the jobs there."""
    if a.jobs == 1 or threading.current_thread() is not threading.main_thread():
        return run()
    r, w = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        old = signal.set_wakeup_fd(w, warn_on_full_buffer=False)
        a.signal_fd = r
        try:
            return run()
        finally:
            signal.set_wakeup_fd(old)
    finally:
        os.close(r)
        os.close(w)


def _run_check(problem, solver, name, seed, cases, budget, max_n, tiers, bad_input,
               timeout, time_per_million, shrink_seconds, jobs, program=None):
    a = _core.CheckArgs()
    a.seed = _whole("--seed", seed)
    a.cases = _whole("--cases", cases)
    a.default_budget = budget is _UNSET
    a.budget = (_core.DEFAULT_BUDGET if budget is _UNSET else
                0.0 if budget is None else _seconds("--budget", budget))
    a.max_n = 0 if max_n is None else _whole("--max-n", max_n)
    a.timeout = _seconds("--timeout", timeout)
    a.time_per_million = _seconds("--time-per-million", time_per_million)
    a.shrink_seconds = _seconds("--shrink-time", shrink_seconds)
    a.tiers = _tiers(tiers)
    a.bad_input = bool(bad_input)
    a.jobs = _whole("--jobs", jobs)
    message = _core.flag_error(a)  # the command's ranges and words
    if message:
        raise ValueError("%s: %s" % (_NAMES[message.split(" ")[0]], message))
    if program:
        a.replay_flags = _replay_flags(seed, cases, max_n, tiers, bad_input, timeout,
                                       time_per_million)
        a.replay_program = program
    a.name = name
    d = _with_wakeup_fd(a, lambda: _core.check(problem, solver, a))
    failure = d.pop("failure")
    if failure:
        failure["actual"] = failure["actual"].decode("utf-8", "replace")
        d.update(failure)
    return Result(**d)


_COMMON_DOC = """
    The options are the command's (`gamecheck check --help`), with its defaults: seed,
    cases (5000), budget (seconds; by default 60, which first lets every family be met;
    0 or None for the whole schedule), max_n, tiers ("examples,exhaustive,random,shapes,
    scale" or a list of them; all by default), bad_input (every 8th case malformed: exit
    status 2 and no output due), timeout (2 s) and time_per_million (5 s) for the time
    limit of a case, in CPU time as the command's; shrink_seconds (10); jobs
    (1 here: cases forked at once; 0 for one per core, as the command's default). Each is
    checked as the command checks its flag (the same ranges and words: budget=inf is
    refused, as --budget inf is): ValueError.
"""


def check(problem: str, solve: Callable[[str], str], *, seed: int = DEFAULT_SEED,
          cases: int = 5000, budget=_UNSET, max_n: Optional[int] = None,
          tiers: Union[None, str, Iterable[str]] = None, bad_input: bool = False,
          timeout: float = 2.0, time_per_million: float = 5.0,
          shrink_seconds: float = 10.0, jobs: int = 1) -> Result:
    """Checks solve (the spec's input text -> output text) on the cases of problem, each
    call in a child forked from this interpreter (what solve does to its process stays
    there; one call does not see another's state). sys.exit(status) inside solve is an
    exit status (grundy's 1 on a cycle, 2 for a rejected input); an exception is a crash
    ("threw TYPE: message", with the traceback); running past the time limit on a small
    case is a hang; Ctrl-C ends the check with what it found (Result.interrupted)."""
    named = getattr(solve, "func", solve)  # a functools.partial: the function's name
    name = "Python function " + getattr(named, "__qualname__", type(solve).__name__)
    solver = _core.ForkedSolver(_run.function_child(solve), script=False)
    return _run_check(problem, solver, name, seed,
                      cases, budget, max_n, tiers, bad_input, timeout, time_per_million,
                      shrink_seconds, jobs)


def check_script(problem: str, path: Union[str, os.PathLike], *, argv=None,
                 seed: int = DEFAULT_SEED, cases: int = 5000, budget=_UNSET,
                 max_n: Optional[int] = None, tiers: Union[None, str, Iterable[str]] = None,
                 bad_input: bool = False, timeout: float = 2.0, time_per_million: float = 5.0,
                 shrink_seconds: float = 10.0, jobs: int = 1) -> Result:
    """Checks a script that reads standard input and prints as `python3 script.py` runs
    it: compiled once here, run per case in a child forked from this interpreter, with
    the case on fds 0, 1 and 2, as `__main__`, its own modules imported afresh, and ended
    as the interpreter ends (non-daemon threads joined, atexit functions run, streams
    flushed); its exit status is the run's (2: a rejected input, as the spec says; an
    uncaught exception: 1, its traceback on standard error). argv: its sys.argv
    (default [path])."""
    path = os.fspath(path)
    name = "Python script " + path + " (in process)"
    program = [sys.executable, path] + [str(w) for w in (argv or [path])[1:]]
    solver = _core.ForkedSolver(_run.Script(path, argv).child, script=True)
    return _run_check(problem, solver, name, seed,
                      cases, budget, max_n, tiers, bad_input, timeout, time_per_million,
                      shrink_seconds, jobs, program)


check.__doc__ += _COMMON_DOC
check_script.__doc__ += _COMMON_DOC


def solve(problem: str, text: str) -> str:
    """The fast solver's output on an input text, as `gamecheck solve` prints it (grundy's
    "graph has a cycle" included). ValueError with the reader's message (line, column,
    what) for a rejected input."""
    status, out, err = _core.solve(problem, text)
    if status == 2:
        raise ValueError(err.strip())
    return out


def judge(problem: str, input: str, output: str, status: int = 0) -> Verdict:
    """The judge's verdict on output (with exit status) as the answer to input: the same
    references as `gamecheck check`. ValueError for an input the reader rejects."""
    return Verdict(**_core.judge(problem, input, output, status), input=input, output=output,
                   status=status)


def problems():
    """The problems, in the spec's order: a list of dicts (name, summary, kind, ...)."""
    return _core.problems()
