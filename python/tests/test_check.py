"""gamecheck.check and check_script on a correct solver and on a planted multi-edge bug,
found in process and shrunk to the 3-vertex case; solve, judge and problems against the
command (`gamecheck solve`, the spec's examples)."""
import functools
import os
import shlex
import subprocess
import sys

import pytest

import gamecheck
import outcome_solver
from conftest import EXAMPLE, RANDOM, SMALL, vertices

# The command, built with the module (CTest gives its path).
COMMAND = os.environ.get("GAMECHECK_COMMAND", "gamecheck")


def test_correct_function_passes():
    r = gamecheck.check("outcome", outcome_solver.solve, **SMALL)
    assert r.passed, r.report
    assert r.cases_run == 300 and r.kind is None
    assert r.report.startswith("gamecheck check outcome: Python function solve\n")
    assert "\nPASS: 300 cases" in r.report


def _assert_multi_edge_found(r):
    assert not r.passed and not r.interrupted
    assert r.kind == "wrong-answer", r.report
    assert vertices(r.minimal_input) == 3, r.report
    # The minimal case has a repeated edge, and the bug's answer on it is D for an L.
    pairs = r.minimal_input.split()[2:]
    edges = list(zip(pairs[0::2], pairs[1::2]))
    assert len(edges) != len(set(edges)), r.report
    assert r.signature == "wrong-answer:label:L>D"
    assert r.actual == outcome_solver.solve(r.minimal_input, "multi-edge")
    assert r.expected == gamecheck.solve("outcome", r.minimal_input)
    assert r.why.startswith("vertex ") and "every move leads to W" in r.why
    assert vertices(r.original_input) > 3
    for line in ("FAIL: wrong answer on case ", "minimal case (3 vertices", "; shrunk from ",
                 "first difference: ",
                 "why: " + r.why, "seed: %d" % gamecheck.DEFAULT_SEED):
        assert line in r.report, r.report


def test_multi_edge_bug_found_by_check():
    bug = functools.partial(outcome_solver.solve, bug="multi-edge")
    _assert_multi_edge_found(gamecheck.check("outcome", bug, **RANDOM))


def test_multi_edge_bug_found_by_check_script():
    r = gamecheck.check_script("outcome", EXAMPLE, argv=[str(EXAMPLE), "multi-edge"], **RANDOM)
    _assert_multi_edge_found(r)
    assert r.report.startswith("gamecheck check outcome: Python script %s (in process)\n" % EXAMPLE)


def test_correct_script_passes_and_exit_status_is_honoured(tmp_path):
    assert gamecheck.check_script("outcome", EXAMPLE, **SMALL).passed
    # sys.exit(2) on a valid input (here: one with a self-loop) is a valid input rejected,
    # as the spec's status 2 says, shrunk to the smallest such input.
    rejecting = tmp_path / "rejecting.py"
    rejecting.write_text(
        "import sys, gamecheck\n"
        "text = sys.stdin.read()\n"
        "xs = list(map(int, text.split()))\n"
        "if any(xs[2 + 2 * i] == xs[3 + 2 * i] for i in range(xs[1])):\n"
        "    sys.exit(2)\n"
        "sys.stdout.write(gamecheck.solve('outcome', text))\n")
    r = gamecheck.check_script("outcome", rejecting, **SMALL)
    assert r.kind == "rejects-valid-input" and r.actual_status == 2, r.report
    assert r.minimal_input.split() == ["1", "1", "0", "0"], r.report


def test_the_same_case_as_the_command():
    """The schedule, judge and shrinker are the command's: the report's replay line runs
    the failing case with `gamecheck check` on the script out of process, which finds the
    same case and shrinks it to the same minimal input."""
    r = gamecheck.check_script("outcome", EXAMPLE, argv=[str(EXAMPLE), "multi-edge"], **RANDOM)
    replay = [line for line in r.report.splitlines() if line.startswith("replay: ")]
    assert len(replay) == 1, r.report
    words = shlex.split(replay[0][len("replay: "):])
    assert words[:3] == ["gamecheck", "check", "outcome"] and "--case" in words
    assert words[words.index("--") + 1:] == [sys.executable, str(EXAMPLE), "multi-edge"]
    out = subprocess.run([COMMAND] + words[1:], capture_output=True, text=True).stdout
    found = "FAIL: wrong answer on case %d " % r.case_index
    assert found in out and found in r.report, out
    assert "\n" + _indent(r.minimal_input) in out, out


def _python():
    return sys.executable


def _indent(text):
    return "".join("  " + line + "\n" for line in text.splitlines())


def test_solve_judge_problems():
    names = [p["name"] for p in gamecheck.problems()]
    assert names[:3] == ["outcome", "lengths", "grundy"] and "reach" in names
    assert gamecheck.solve("outcome", "3 3  0 1 0 1 1 2") == "LWL\n"
    with pytest.raises(ValueError, match=r"^input line 1, column \d+: edge source 5 is out of range 0..2$"):
        gamecheck.solve("outcome", "3 3  0 1 5 1")
    ok = gamecheck.judge("outcome", "3 3  0 1 0 1 1 2", "LWL\n")
    assert ok.ok and ok.kind == "none" and "outcome_fixpoint" in ok.judged_by
    v = gamecheck.judge("outcome", "3 3\n1 0\n2 1\n2 1\n", "LWD\n")
    assert not v.ok and v.kind == "wrong-answer" and v.signature == "wrong-answer:label:L>D"
    assert v.first_difference and v.why.startswith("vertex 2 is L")
    assert "first difference: " in str(v) and "why: vertex 2 is L" in str(v)
    assert gamecheck.judge("outcome", "1 0\n", "X\n").kind == "malformed-output"
    with pytest.raises(ValueError, match="unknown problem 'outcom'"):
        gamecheck.solve("outcom", "1 0")


def test_the_unit_test_settings_of_the_docs_end_within_10_s():
    """docs/python.md's unit-test settings, as written there, on a correct solver: every
    case passes, within 10 s (the settings bound the run: the test does not depend on the
    machine's speed)."""
    import ast
    import re
    doc = (EXAMPLE.parents[2] / "docs" / "python.md").read_text()
    said = re.search(r"the unit-test settings,\s*`([^`]*)`", doc)
    assert said, "docs/python.md no longer states its unit-test settings"
    settings = {k.arg: ast.literal_eval(k.value)
                for k in ast.parse("f(%s)" % said.group(1)).body[0].value.keywords}
    r = gamecheck.check("outcome", outcome_solver.solve, **settings)
    assert r.passed and r.seconds < 10, r.report
