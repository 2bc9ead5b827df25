#!/usr/bin/env python3
"""CTest's python.examples: examples/python/ against the INSTALLED package, as a user has
it. Installs the build's Python component (`cmake --install BUILD --component python`)
into a temporary prefix, then runs `pytest examples/python` under this interpreter (the
one CMake names) with PYTHONPATH at the prefix's site directory:
  1. as is: it passes, the plugin loaded by its entry point (the installed dist-info);
  2. with OUTCOME_BUG=multi-edge, the plugin loaded by `-p gamecheck.pytest_plugin` and
     the entry points off: the three tests fail, each with the 3-vertex minimal case.
Prints how long the second run took (finding and shrinking the planted bug).
Usage: run_examples.py BUILD_DIR SOURCE_DIR SITE_DIR (relative to the prefix)."""
import os
import re
import subprocess
import sys
import tempfile
import time


def pytest(env, *args):
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                       env=env, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr, time.monotonic() - t0


def main():
    build, source, site = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as prefix:
        subprocess.run(["cmake", "--install", build, "--component", "python", "--prefix", prefix],
                       check=True, stdout=subprocess.DEVNULL)
        env = dict(os.environ, PYTHONPATH=os.path.join(prefix, site), PYTHONDONTWRITEBYTECODE="1")
        env.pop("OUTCOME_BUG", None)
        examples = os.path.join(source, "examples", "python")
        status, out, _ = pytest(env, examples)
        assert status == 0 and "3 passed" in out, out
        assert os.path.join(prefix, site) in subprocess.run(
            [sys.executable, "-c", "import gamecheck; print(gamecheck.__file__)"], env=env,
            capture_output=True, text=True, check=True).stdout

        env = dict(env, OUTCOME_BUG="multi-edge", PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
        status, out, seconds = pytest(env, "-p", "gamecheck.pytest_plugin", examples)
        assert status == 1 and "3 failed" in out, out
        # Two reports of the plugin (function, script) and Hypothesis's shrunk example.
        assert len(re.findall(r"\ncase \(3 vertices|\nminimal case \(3 vertices", out)) == 2, out
        assert re.search(r"Falsifying example: test_agrees_with_gamecheck\(\s*(E\s+)?s='3 ", out), out
        assert "why: vertex " in out, out
        print("pytest examples/python found and shrank the planted multi-edge bug in %.1f s" % seconds)


if __name__ == "__main__":
    main()
