"""check_script runs a script as `python3 script.py` runs it: for each idiom of issue 44
(os._exit, open(0), os.write(1, ...), atexit, a non-daemon thread, a sibling module that
reads stdin at import, sys.stdout.close(), a fork whose child calls sys.exit,
signal.alarm(0) before a hang), a correct script and one wrong on every self-loop are
each checked in process and by the command (`gamecheck check outcome -- python3
script.py`, every case run by a new interpreter): in process passes exactly when the
command passes, and the caller (a driver process of its own, with fd 0 at /dev/null)
goes on untouched: its fds 0 and 1, its atexit functions and its exit status. Then the
same scripts through the pytest plugin in one pytest session, a check in a daemon thread
at the interpreter's exit, and budget=inf."""
import os
import subprocess
import sys
import textwrap
import time

import pytest

COMMAND = os.environ.get("GAMECHECK_COMMAND", "gamecheck")
# A schedule the command runs in a few seconds: the spec's examples and the first
# exhaustive cases (each a new interpreter for the command). No shrinking: the wrong
# scripts fail on the first example already. A time limit of 5 s, not scaled by the
# machine's load (time_per_million 0): a hang costs that, a correct run takes far less.
FLAGS = ["--tiers", "examples,exhaustive", "--cases", "8", "--budget", "0", "--timeout", "5",
         "--time-per-million", "0", "--shrink-time", "0"]
OPTIONS = dict(tiers="examples,exhaustive", cases=8, budget=None, timeout=5, time_per_million=0,
               shrink_seconds=0)

# answer(text): the right answer, or (WRONG) "W" for every vertex of a graph with a
# self-loop. Each idiom's script prints it its own way.
HEAD = """\
import os, sys
import gamecheck

WRONG = {wrong}

def answer(text):
    xs = list(map(int, text.split()))
    if WRONG and any(xs[2 + 2 * i] == xs[3 + 2 * i] for i in range(xs[1])):
        return "W" * xs[0] + "\\n"
    return gamecheck.solve("outcome", text)
"""

IDIOMS = {
    # Ends the process, skipping every cleanup: the caller must go on.
    "os_exit": """
sys.stdout.write(answer(sys.stdin.read()))
sys.stdout.flush()
os._exit(0)
""",
    # The case is fd 0, whatever sys.stdin is.
    "open_0": """
print(answer(open(0).read()), end="")
""",
    # Straight to fd 1.
    "os_write_1": """
os.write(1, answer(sys.stdin.read()).encode())
""",
    # The answer is printed at exit, by an atexit function.
    "atexit": """
import atexit
text = sys.stdin.read()
atexit.register(lambda: sys.stdout.write(answer(text)))
""",
    # A non-daemon thread prints once the main thread has finished: the interpreter joins
    # it at exit.
    "thread": """
import threading
text = sys.stdin.read()
def late():
    threading.main_thread().join()
    sys.stdout.write(answer(text))
    sys.stdout.flush()
threading.Thread(target=late).start()
""",
    # A module of the script's own reads the input when imported: imported afresh per run.
    "sibling_module": """
import reader
sys.stdout.write(answer(reader.TEXT))
""",
    # The script closes its standard output when done.
    "stdout_close": """
sys.stdout.write(answer(sys.stdin.read()))
sys.stdout.close()
""",
    # A forked child ends by sys.exit(0); the parent waits for it and answers.
    "fork_sys_exit": """
text = sys.stdin.read()
pid = os.fork()
if pid == 0:
    sys.exit(0)
os.waitpid(pid, 0)
sys.stdout.write(answer(text))
""",
    # Cancels any alarm, then (WRONG) never returns on a self-loop: a hang, stopped.
    "alarm_0": """
import signal
signal.alarm(0)
text = sys.stdin.read()
if WRONG and answer(text) != gamecheck.solve("outcome", text):
    while True:
        pass
sys.stdout.write(answer(text))
""",
}
SIBLING = "import sys\nTEXT = sys.stdin.read()\n"

# Runs one check_script in a process of its own, whose fd 0 is /dev/null, and says what
# became of that process afterwards. Two jobs: children forked by threads Python did not
# start (the pytest session below forks from the calling thread).
DRIVER = """
import atexit, os, sys
import gamecheck
atexit.register(lambda: os.write(1, b"caller's atexit ran\\n"))
r = gamecheck.check_script("outcome", sys.argv[1], jobs=2, **{options!r})  # (the plugin: 1)
print("passed" if r.passed else "failed: " + (r.kind or "?"), flush=True)
os.fstat(0)  # fd 0 still open
print("caller alive", flush=True)
"""


def _write(directory, name, wrong):
    d = directory / ("%s_%s" % (name, "wrong" if wrong else "right"))
    d.mkdir()
    (d / "reader.py").write_text(SIBLING)
    script = d / "solver.py"
    script.write_text(HEAD.format(wrong=wrong) + IDIOMS[name])
    return script


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    """Every idiom's scripts, each with the command's status and report and the driver's
    (check_script in a process of its own): all run at once."""
    root = tmp_path_factory.mktemp("idioms")
    runs = {}
    with open(os.devnull) as devnull:
        for name in IDIOMS:
            for wrong in (False, True):
                script = _write(root, name, wrong)
                command = subprocess.Popen(
                    [COMMAND, "check", "outcome", *FLAGS, "--", sys.executable, str(script)],
                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                driver = subprocess.Popen(
                    [sys.executable, "-c", DRIVER.format(options=OPTIONS), str(script)],
                    stdin=devnull, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                runs[name, wrong] = (script, command, driver)
        return {key: (script, _finish(command), _finish(driver))
                for key, (script, command, driver) in runs.items()}


def _finish(p, seconds=600):
    try:
        out, _ = p.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:  # a hang (of the check: the case's limit is 5 s)
        p.kill()
        return None, p.communicate()[0] + "\n(did not end within %d s)" % seconds
    return p.returncode, out


@pytest.mark.parametrize("wrong", [False, True], ids=["right", "wrong"])
@pytest.mark.parametrize("name", list(IDIOMS))
def test_idiom_as_the_command(scripts, name, wrong):
    script, (command_status, command_out), (status, out) = scripts[name, wrong]
    # The command: the right script passes, the wrong one fails.
    assert command_status == (1 if wrong else 0), command_out
    # In process the same, and the caller goes on: fd 0 open, its own output and atexit
    # function, exit status 0.
    assert status == 0, out
    lines = out.splitlines()
    assert lines[1:] == ["caller alive", "caller's atexit ran"], out
    assert lines[0] == ("failed: " + lines[0][8:] if wrong else "passed"), out
    assert lines[0] != "failed: ?", out


PLUGIN_TESTS = """
import pytest

@pytest.mark.gamecheck("outcome", **{options!r})
@pytest.mark.parametrize("script", {scripts!r}, ids={ids!r})
def test_script(gamecheck_check, script):
    gamecheck_check(script)
"""


def test_idioms_through_the_pytest_plugin(scripts, tmp_path):
    """One pytest session over every idiom's scripts: each right one passes, each wrong
    one fails with the report, and the session reaches its summary."""
    paths = [str(scripts[name, wrong][0]) for name in IDIOMS for wrong in (False, True)]
    ids = ["script%d" % i for i in range(len(paths))]
    (tmp_path / "test_idioms.py").write_text(PLUGIN_TESTS.format(options=OPTIONS, scripts=paths,
                                                                 ids=ids))
    with open(os.devnull) as devnull:
        p = subprocess.run([sys.executable, "-m", "pytest", "-p", "gamecheck.pytest_plugin",
                            "-p", "no:cacheprovider", "-rA", str(tmp_path / "test_idioms.py")],
                           stdin=devnull, capture_output=True, text=True, timeout=600,
                           cwd=tmp_path)
    assert p.returncode == 1, p.stdout + p.stderr
    for i, path in enumerate(paths):
        outcome = "FAILED" if "_wrong" in path else "PASSED"
        assert "%s test_idioms.py::test_script[script%d]" % (outcome, i) in p.stdout, p.stdout
    assert "%d failed, %d passed" % (len(IDIOMS), len(IDIOMS)) in p.stdout, p.stdout


DAEMON = """
import os, sys, threading
import gamecheck
r, w = os.pipe()

def solve(text):
    os.write(w, b"%d\\n" % os.getpid())  # in the solver, which never returns
    while True:
        pass

print(os.getpid(), flush=True)
threading.Thread(target=gamecheck.check, args=("outcome", solve), daemon=True,
                 kwargs=dict(tiers="exhaustive", budget=None, timeout=1000)).start()
print(os.read(r, 64).decode().strip(), flush=True)  # the check is under way: exit now
"""


def test_hanging_check_in_a_daemon_thread_at_exit():
    """The interpreter exits cleanly while a daemon thread's check waits for a hanging
    solver, and the solver's process goes with it."""
    p = subprocess.run([sys.executable, "-c", DAEMON], capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0 and "Fatal" not in p.stderr and "FATAL" not in p.stderr, p.stderr
    caller, solver = map(int, p.stdout.split())
    assert solver != caller, "the solver ran in the caller's process"
    deadline = time.monotonic() + 60  # the kernel's SIGKILL at its parent's end: at once
    while os.path.exists("/proc/%d" % solver) and _state(solver) != "Z":
        assert time.monotonic() < deadline, "the hanging solver outlived the check"
        time.sleep(0.01)


def _state(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


def test_budget_inf_is_refused_as_the_command_refuses_it(tmp_path):
    import gamecheck
    script = _write(tmp_path, "open_0", True)
    p = subprocess.run([COMMAND, "check", "outcome", "--budget", "inf", "--", sys.executable,
                        str(script)], capture_output=True, text=True)
    assert p.returncode == 2, p.stdout + p.stderr
    for value, flag, name in ((float("inf"), "--budget", "budget"),
                              (1e20, "--budget", "budget"),
                              (float("inf"), "--shrink-time", "shrink_seconds"),
                              (0, "--timeout", "timeout"),
                              (0, "--cases", "cases")):
        q = subprocess.run([COMMAND, "check", "outcome", flag, "%g" % value, "--",
                            sys.executable, str(script)], capture_output=True, text=True)
        assert q.returncode == 2, q.stdout + q.stderr
        message = q.stderr.strip().splitlines()[0]
        with pytest.raises(ValueError) as e:
            gamecheck.check_script("outcome", script, **{name: value})
        # The command's sentence after its own prefix ("gamecheck check: "), word for word.
        said = str(e.value)
        assert said.startswith(name + ": "), said
        assert message.endswith(said[len(name) + 2:]), (said, message)
    with pytest.raises(ValueError, match="^budget: bad value '-1' for --budget$"):
        gamecheck.check_script("outcome", script, budget=-1)
    with pytest.raises(ValueError, match="^budget: bad value 'nan' for --budget$"):
        gamecheck.check_script("outcome", script, budget=float("nan"))


def test_a_wrong_solver_never_passes_on_any_budget(tmp_path):
    """Wrong on every input with a self-loop (the first example has one): no budget makes
    it pass, not even one too small to run a case."""
    import gamecheck
    script = _write(tmp_path, "open_0", True)
    for budget in (1e-9, 0.001, 1e6, None):
        r = gamecheck.check_script("outcome", script, tiers="examples", budget=budget)
        assert not r.passed, (budget, r.report)
