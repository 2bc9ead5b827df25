"""gamecheck.strategies: every instance drawn is valid (gamecheck's reader and fast solver
take it, and the judge agrees with the fast solver on it), the shapes of the C++
generators are reached, and a Hypothesis property finds the planted multi-edge bug and
shrinks it to the 3-vertex case."""
import functools

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis.errors import NoSuchExample

import gamecheck
import outcome_solver
from gamecheck.strategies import instances

PROBLEMS = [p["name"] for p in gamecheck.problems()]
FAST = settings(max_examples=30, deadline=None, database=None, derandomize=True,
                suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_instance_is_valid(problem):
    dag_only = next(p for p in gamecheck.problems() if p["name"] == problem)["prefers_dag"]

    @FAST
    @given(instances(problem, max_n=5))
    def valid(text):
        out = gamecheck.solve(problem, text)  # ValueError if the reader rejects it
        assert gamecheck.judge(problem, text, out, 1 if "cycle" in out else 0).ok
        if dag_only:  # grundy: DAGs only, no self-loop
            assert not _has_cycle(*_graph(_numbers(text))[:2]), text

    valid()


def _numbers(text):
    return list(map(int, text.split()))


def _graph(xs):
    """(n, edges, rest) of a text that starts with a graph."""
    n, m = xs[0], xs[1]
    return n, [(xs[2 + 2 * i], xs[3 + 2 * i]) for i in range(m)], xs[2 + 2 * m:]


def _has_cycle(n, edges):
    succ = {v: [w for u, w in edges if u == v] for v in range(n)}
    state = {}

    def visit(v):
        state[v] = 1
        for w in succ[v]:
            if state.get(w) == 1 or (w not in state and visit(w)):
                return True
        state[v] = 2
        return False

    return any(v not in state and visit(v) for v in range(n))


GRAPH_SHAPES = {
    "empty": lambda n, e, r: n == 0,
    "sink": lambda n, e, r: n > 1 and any(all(u != v for u, _ in e) for v in range(n)),
    "self-loop": lambda n, e, r: any(u == v for u, v in e),
    "repeated edge": lambda n, e, r: len(e) != len(set(e)),
    "cycle of 2 or more": lambda n, e, r: _has_cycle(n, [(u, v) for u, v in e if u != v]),
}
KIND_SHAPES = {
    "graph + tokens": {"tokens": lambda n, e, r: r[0] >= 2, "repeated token":
                       lambda n, e, r: len(r[1:]) != len(set(r[1:]))},
    "graph + start": {"start vertex not 0": lambda n, e, r: r[0] > 0},
    "graph + agent + targets": {
        "owners of both": lambda n, e, r: 0 < len(set(r[1:1 + r[0]])) < n,
        "targets": lambda n, e, r: r[1 + r[0]] > 0},
}


def _find(problem, shape):
    return find(instances(problem, max_n=6), shape,
                settings=settings(max_examples=150, database=None, derandomize=True,
                                  phases=[Phase.generate], suppress_health_check=list(HealthCheck)))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_shapes_are_reached(problem):
    row = next(p for p in gamecheck.problems() if p["name"] == problem)
    if row["kind"] == "partizan":
        shapes = {"two move lists": lambda xs: _partizan_lists(xs)[0] != _partizan_lists(xs)[1],
                  "the same lists": lambda xs: xs[0] > 0 and xs[1] > 0 and
                  _partizan_lists(xs)[0] == _partizan_lists(xs)[1],
                  "left self-loop": lambda xs: any(u == v for u, v in _partizan_lists(xs)[0])}
    else:
        kind = dict(GRAPH_SHAPES, **KIND_SHAPES.get(row["kind"], {}))
        if row["kind"] == "graph + start":  # a start needs a vertex
            del kind["empty"]
        if row["prefers_dag"]:  # grundy: DAGs only (test_every_instance_is_valid), long ones
            del kind["self-loop"], kind["cycle of 2 or more"]
            kind["path of 3"] = lambda n, e, r: _longest_path(n, e) >= 2
        shapes = {name: (lambda xs, f=f: f(*_graph(xs))) for name, f in kind.items()}
    for name, shape in shapes.items():
        try:
            _find(problem, lambda s: shape(_numbers(s)))
        except NoSuchExample:
            pytest.fail("%s: no instance with a %s" % (problem, name))


def _partizan_lists(xs):
    a = xs[1]
    left = [(xs[2 + 2 * i], xs[3 + 2 * i]) for i in range(a)]
    b_at = 2 + 2 * a
    right = [(xs[b_at + 1 + 2 * i], xs[b_at + 2 + 2 * i]) for i in range(xs[b_at])]
    return left, right


def _longest_path(n, edges):
    memo = {}

    def longest(v):
        if v not in memo:
            memo[v] = max([1 + longest(w) for u, w in edges if u == v and w != v], default=0)
        return memo[v]

    return max([longest(v) for v in range(n)], default=0)


def test_property_finds_and_shrinks_the_multi_edge_bug():
    bug = functools.partial(outcome_solver.solve, bug="multi-edge")

    @settings(max_examples=500, deadline=None, database=None, derandomize=True)
    @given(instances("outcome", max_n=6))
    def judged(s):
        v = gamecheck.judge("outcome", s, bug(s))
        assert v.ok, str(v)

    with pytest.raises(AssertionError) as e:
        judged()
    report = str(e.value)
    assert "wrong answer" in report and "first difference: " in report, report
    case = report.split("input:\n", 1)[1].split("expected", 1)[0].split()
    assert case[0] == "3" and len(case[2:]) == 2 * int(case[1]), report
    pairs = list(zip(case[2::2], case[3::2]))
    assert len(pairs) != len(set(pairs)), report  # its repeated edge
