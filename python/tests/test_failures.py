"""A solver that raises, one that never returns and one interrupted by Ctrl-C: each gives
the report `gamecheck check` gives (the hang: the same verdict and minimal case as the
command on the same script out of process)."""
import os
import signal
import subprocess
import sys
import textwrap

import gamecheck

COMMAND = os.environ.get("GAMECHECK_COMMAND", "gamecheck")

# Right on every graph without a self-loop; on one with a self-loop: BODY.
SOLVER = """
import sys
import gamecheck

def solve(text):
    xs = list(map(int, text.split()))
    if any(xs[2 + 2 * i] == xs[3 + 2 * i] for i in range(xs[1])):
        BODY
    return gamecheck.solve("outcome", text)

if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
"""


def _script(tmp_path, body):
    path = tmp_path / "solver.py"
    path.write_text(SOLVER.replace("BODY", body))
    return path


def _load(path):
    g = {"__name__": "solver"}
    exec(compile(path.read_text(), str(path), "exec"), g)
    return g["solve"]


def test_exception_is_a_crash_with_type_and_message(tmp_path):
    solve = _load(_script(tmp_path, 'raise ValueError("a self-loop")'))
    r = gamecheck.check("outcome", solve, tiers="exhaustive", budget=None)
    assert r.kind == "crash" and r.signature == "crash:exception", r.report
    assert r.minimal_input.split() == ["1", "1", "0", "0"]
    assert "\nFAIL: crash on case " in r.report
    # As the C++ API reports an exception: "threw TYPE: what()", with the traceback.
    assert "\nactual, threw ValueError: a self-loop:\n" in r.report, r.report
    assert 'raise ValueError("a self-loop")' in r.report


def test_hang_is_stopped_and_reported_as_the_command_does(tmp_path):
    path = _script(tmp_path, "while True: pass")
    limits = ["--tiers", "exhaustive", "--budget", "0", "--timeout", "0.5"]
    r = gamecheck.check_script("outcome", path, tiers="exhaustive", budget=None, timeout=0.5)
    assert r.kind == "timeout", r.report
    out = subprocess.run([COMMAND, "check", "outcome", *limits, "--", sys.executable, str(path)],
                         capture_output=True, text=True).stdout
    for report in (r.report, out):
        assert "\nFAIL: timeout on case %d " % r.case_index in report, report
        assert "\ncase (1 vertex, 1 edge" in report and "\n  1 1\n  0 0\n" in report, report
        assert "\nactual, timed out" in report, report


CHILD = """
import os, signal, sys, time
import gamecheck
# As in a terminal: a shell that starts a job in the background (CI's) has it ignore
# SIGINT, and the interpreter then keeps SIGINT ignored.
signal.signal(signal.SIGINT, signal.default_int_handler)
sys.path.insert(0, {dir!r})
import outcome_solver

# Each case runs in a child of its own: the calls are counted in a file, one byte each,
# and a wrong answer leaves a second file.
calls = os.open({counter!r}, os.O_WRONLY | os.O_APPEND | os.O_CREAT)

def solve(text):
    os.write(calls, b"x")
    if os.fstat(calls).st_size == {block_at} or (os.path.exists({wrong!r}) and {block_after_wrong}):
        print("ready", flush=True)  # the parent sends SIGINT now
        time.sleep(3600)
    out = outcome_solver.solve(text, {bug!r})
    if out != gamecheck.solve("outcome", text):
        open({wrong!r}, "w").close()
    return out

r = gamecheck.check("outcome", solve, tiers="random", cases=500, budget=None, timeout=3600,
                    jobs={jobs})
print(r.report, end="")
sys.exit(130 if r.interrupted and r.kind is None else 0 if r.passed else 1)
"""


def _interrupted(tmp_path, block_at, bug, block_after_wrong, jobs=1):
    code = CHILD.format(dir=os.path.dirname(os.path.abspath(__file__)) + "/../../examples/python",
                        block_at=block_at, bug=bug, block_after_wrong=block_after_wrong,
                        counter=str(tmp_path / "calls"), wrong=str(tmp_path / "wrong"), jobs=jobs)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "ready\n"  # it is inside the solver, blocked
    child.send_signal(signal.SIGINT)
    out = child.stdout.read()
    return child.wait(timeout=120), out


def test_ctrl_c_with_nothing_found_reports_as_the_command(tmp_path):
    status, out = _interrupted(tmp_path, block_at=20, bug=None, block_after_wrong=False)
    assert status == 130, out
    assert "\nINTERRUPTED after 19 cases" in out and ": no failure so far; not reached: " in out, out
    assert "\ncovered: " in out


def test_ctrl_c_with_two_jobs(tmp_path):
    """With jobs=2 the cases run on threads where Python runs no signal handler: Ctrl-C
    still ends the check with the report (through Python's wakeup fd), and no
    KeyboardInterrupt escapes it."""
    status, out = _interrupted(tmp_path, block_at=20, bug=None, block_after_wrong=False, jobs=2)
    assert status == 130, out
    assert "\nINTERRUPTED after " in out and ": no failure so far; not reached: " in out, out
    assert ", 2 jobs" in out, out


def test_ctrl_c_keeps_the_finding(tmp_path):
    # The multi-edge bug is found; Ctrl-C comes in the shrink's first run after it.
    status, out = _interrupted(tmp_path, block_at=0, bug="multi-edge", block_after_wrong=True)
    assert status == 1, out
    assert "\nFAIL: wrong answer on case " in out, out
    assert "nothing smaller found before the shrink was interrupted" in out, out
    assert "\nnote: the run was interrupted; this is the first failure found\n" in out, out


RAISES = """
import sys

def solve(text):
    raise ValueError("not written yet")

sys.stdout.write(solve(sys.stdin.read()))
"""


def test_exception_on_every_example_says_what_happened(tmp_path):
    """A script that raises on every example: what the interpreter does (its traceback,
    the solver's frames only, and exit status 1), as the command reports it; a function:
    the exception. Never a signal that nobody sent."""
    path = tmp_path / "raises.py"
    path.write_text(RAISES)
    options = dict(tiers="examples,exhaustive", cases=20)
    r = gamecheck.check_script("outcome", path, **options)
    out = subprocess.run([COMMAND, "check", "outcome", "--tiers", "examples,exhaustive",
                          "--cases", "20", "--", sys.executable, str(path)],
                         capture_output=True, text=True).stdout
    what = [line for line in out.splitlines() if line.startswith("what: ")]
    assert len(what) == 1 and what[0] in r.report, (out, r.report)
    assert "exit status 1; standard error: ValueError: not written yet" in what[0], out
    assert '%s", line 5, in solve' % path in r.report and "_run.py" not in r.report, r.report
    assert r.actual_status == 1 and "SIGABRT" not in r.report, r.report

    def solve(text):
        raise ValueError("not written yet")

    r = gamecheck.check("outcome", solve, **options)
    assert ": threw ValueError: not written yet; standard error: " in r.report, r.report
    assert "SIGABRT" not in r.report, r.report
