"""Hypothesis strategies of the spec's inputs (docs/formats.md), built from Hypothesis's own
primitives, so that its shrinking and its example database work on them:

    from hypothesis import given
    from gamecheck.strategies import instances

    @given(instances("outcome", max_n=6))
    def test_outcome(s):
        assert gamecheck.judge("outcome", s, solve(s)).ok

They reach the shapes gamecheck's own generators reach: the empty graph, sinks,
self-loops, repeated edges, cycles (and for a problem whose answer needs a DAG, grundy,
only DAGs in a random vertex order, unless cycles=True), tokens with repeats, start
vertices, partizan's two move lists (sometimes the same), reach's owners and targets.
One drawing function per input kind (the row's `kind`, gamecheck.problems()): a problem
is drawn as its kind is, within its row's limits (max_n, generate_max_m).
"""

from hypothesis import strategies as st

from . import _core

__all__ = ["instances", "graphs"]


def _row(problem):
    for row in _core.problems():
        if row["name"] == problem:
            return row
    names = ", ".join(r["name"] for r in _core.problems())
    raise ValueError("unknown problem %r (problems: %s)" % (problem, names))


@st.composite
def graphs(draw, min_n=0, max_n=6, max_m=12, dag=False, self_loops=True, repeats=True):
    """(n, edges): n in min_n..max_n, edges a list of pairs (u, v). A DAG's edges go
    forward in a random order of the vertices (no self-loop); otherwise any pairs, some
    self-loops, and up to 3 edges repeated (multi-edges). Shrinks towards fewer vertices,
    fewer edges and smaller vertex numbers."""
    n = draw(st.integers(min_n, max_n))
    if n == 0:
        return 0, []
    vertex = st.integers(0, n - 1)
    if dag:
        order = draw(st.permutations(range(n)))
        # A pair of positions i < j in the order: an edge from order[i] to order[j].
        forward = vertex.flatmap(lambda i: st.tuples(st.just(i), st.integers(i, n - 1)))
        positions = draw(st.lists(forward.filter(lambda p: p[0] < p[1]), max_size=max_m))
        edges = [(order[i], order[j]) for i, j in positions]
    else:
        edges = draw(st.lists(st.tuples(vertex, vertex), max_size=max_m))
        if self_loops:
            edges += [(v, v) for v in draw(st.lists(vertex, max_size=2))]
    if repeats and edges:
        copies = draw(st.lists(st.integers(0, len(edges) - 1), max_size=3))
        edges += [edges[i] for i in copies]
    return n, edges[:max_m]


def _pairs_text(pairs):
    return "".join("%d %d\n" % p for p in pairs)


def _graph_text(n, edges):
    return "%d %d\n" % (n, len(edges)) + _pairs_text(edges)


def _list_text(items):
    return " ".join(str(x) for x in [len(items)] + list(items)) + "\n"


def _vertices(n, max_size):
    return st.lists(st.integers(0, n - 1), max_size=max_size) if n else st.just([])


# One drawing function per input kind: draw(g, graph strategy, n-capable limits) -> text.
@st.composite
def _graph(draw, g, tokens):
    n, edges = draw(g)
    return _graph_text(n, edges)


@st.composite
def _graph_tokens(draw, g, tokens):
    n, edges = draw(g)
    return _graph_text(n, edges) + _list_text(draw(_vertices(n, tokens)))


@st.composite
def _graph_start(draw, g, tokens):
    n, edges = draw(g)
    return _graph_text(n, edges) + "%d\n" % draw(st.integers(0, n - 1))


@st.composite
def _partizan(draw, g, tokens):
    # Left's moves are the graph's edges; Right's the same ones (then both lines are
    # outcome's answer) or a list of their own on the same vertices.
    n, left = draw(g)
    right = left
    if n and not draw(st.booleans()):
        vertex = st.integers(0, n - 1)
        right = draw(st.lists(st.tuples(vertex, vertex), max_size=len(left) + 2))
    return "%d\n" % n + _list_pairs(left) + _list_pairs(right)


def _list_pairs(pairs):
    return "%d\n" % len(pairs) + _pairs_text(pairs)


@st.composite
def _graph_agent_targets(draw, g, tokens):
    n, edges = draw(g)
    agent = draw(_vertices(n, n + 1))
    targets = draw(_vertices(n, 3))
    return _graph_text(n, edges) + _list_text(agent) + _list_text(targets)


_KINDS = {
    "graph": _graph,
    "graph + tokens": _graph_tokens,
    "graph + start": _graph_start,
    "partizan": _partizan,
    "graph + agent + targets": _graph_agent_targets,
}


def instances(problem, max_n=6, max_m=None, cycles=None, tokens=4):
    """Input texts of `problem` (the spec's format, one pair a line), valid for gamecheck's
    strict reader. max_n: most vertices (at most the row's own limit; a start vertex needs
    one, so then at least 1); max_m: most pairs (default 2 max_n, at most the row's
    generate_max_m); cycles: whether a problem that prefers DAGs (grundy) gets graphs
    with cycles too (default: only DAGs); tokens: most tokens, agent's vertices or
    targets drawn."""
    row = _row(problem)
    kind = _KINDS.get(row["kind"])
    if kind is None:
        raise NotImplementedError("no strategy for the input kind %r of %s" % (row["kind"], problem))
    max_n = min(max_n, row["max_n"])
    max_m = min(2 * max_n + 2 if max_m is None else max_m, row["generate_max_m"])
    dag = row["prefers_dag"] and not cycles
    min_n = 1 if row["kind"] == "graph + start" else 0
    g = graphs(min_n=min_n, max_n=max(max_n, min_n), max_m=max_m, dag=dag, self_loops=not dag)
    return kind(g, tokens)
