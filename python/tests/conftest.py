"""Shared by the Python module's tests: the example solver (examples/python/), the
repository's root, and the interpreter that runs them (the one CMake names)."""
import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "python" / "outcome_solver.py"
sys.path.insert(0, str(EXAMPLE.parent))

# Small schedules: the examples, exhaustive and random tiers (n <= 64), few cases, every
# case run (the tests' time is CI's; the shaped families reach 10^5 vertices).
SMALL = dict(cases=300, tiers="examples,exhaustive,random", budget=None)
# The planted multi-edge bug, met on a random case of 9 vertices and shrunk (in the
# examples tier it is met on a worked example of 3 vertices already).
RANDOM = dict(cases=300, tiers="random", budget=None)


def vertices(text):
    """The vertex count of an input text: its first number."""
    return int(text.split()[0])
