"""gamecheck's pytest plugin: loaded by its entry point (pytest11) when the package is
installed by pip or `cmake --install`, or by hand with `pytest -p gamecheck.pytest_plugin`.

    @pytest.mark.gamecheck("outcome", cases=1000)
    def test_solver(gamecheck_check):
        gamecheck_check(solve)                   # or a script: gamecheck_check("solver.py")

    def test_one(gamecheck_judge):
        gamecheck_judge("outcome", "3 3 0 1 0 1 1 2\\n", solve("3 3 0 1 0 1 1 2\\n"))

On a failure the test fails with gamecheck's report as its message: the minimal case,
expected and actual output, the first difference and why. Ctrl-C during a check ends the
session with the report of what was found (the command's exit status 130 when nothing
was).
"""

import os

import pytest

import gamecheck


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "gamecheck(problem, **options): the problem and the options of gamecheck.check "
        "(seed, cases, budget, max_n, tiers, ...) for the gamecheck_check fixture")


def _checked(result):
    if result.interrupted:
        pytest.exit(result.report, returncode=1 if result.kind else 130)
    if not result.passed:
        pytest.fail(result.report, pytrace=False)
    return result


@pytest.fixture
def gamecheck_check(request):
    """check(solver, problem=None, **options): gamecheck.check for a callable, or
    gamecheck.check_script for a path (str or os.PathLike); the problem and options of
    the test's gamecheck marker, overridden by those given. Fails the test with the
    report; returns the Result when it passed."""
    marker = request.node.get_closest_marker("gamecheck")
    marked_problem = marker.args[0] if marker and marker.args else None
    marked = dict(marker.kwargs) if marker else {}

    def check(solver, problem=None, **options):
        problem = problem or marked_problem
        if problem is None:
            raise pytest.UsageError("gamecheck_check: no problem: give one, or mark the test "
                                    "@pytest.mark.gamecheck(PROBLEM)")
        o = dict(marked, **options)
        if isinstance(solver, (str, os.PathLike)):
            return _checked(gamecheck.check_script(problem, solver, **o))
        return _checked(gamecheck.check(problem, solver, **o))

    return check


@pytest.fixture
def gamecheck_judge():
    """judge(problem, input, output, status=0): fails the test with the verdict's report
    (input, expected, actual, first difference, why) unless the output is right."""

    def judge(problem, input, output, status=0):
        v = gamecheck.judge(problem, input, output, status)
        if not v.ok:
            pytest.fail(str(v), pytrace=False)
        return v

    return judge
