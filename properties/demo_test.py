#!/usr/bin/env python3
"""properties/demo_test.py — ci/demo as a newcomer sees it, with its build stood in for.

ci/demo is copied into a tree made here and run with stand-ins for what takes minutes:
ci/bootstrap (nothing to install) and cmake (it logs its call, prints a build's progress
lines and puts the gamecheck and the example solver under test where the build would).
Checked: the build's progress reaches the newcomer (not ten silent minutes); the build
makes the solver the README's first example runs; the demo runs that example as the
README shows it (`./outcome_solver multi-edge`, where the solver is) and finds the bug.

usage: demo_test.py --source DIR --gamecheck PATH --program PATH(outcome_solver)
"""
import argparse
import os
import stat
import subprocess
import sys
import tempfile


def write(path, text, executable=False):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    if executable:
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--gamecheck", required=True)
    ap.add_argument("--program", required=True)
    a = ap.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="demo_test_") as root:
        tree, fake, log = os.path.join(root, "tree"), os.path.join(root, "bin"), os.path.join(root, "log")
        write(os.path.join(tree, "ci", "demo"), open(os.path.join(a.source, "ci", "demo")).read())
        write(os.path.join(tree, "ci", "bootstrap"), "echo 'bootstrap: all present'\n")
        release = os.path.join(tree, "build", "release")
        # The build: logged, its progress printed, its products linked into place.
        write(os.path.join(fake, "cmake"),
              "#!/bin/bash\n"
              f'echo "cmake $*" >> {log}\n'
              'if [ "$1" = --build ]; then\n'
              '  echo "[1/2] Building CXX object cli/CMakeFiles/gamecheck.dir/main.cc.o"\n'
              '  echo "[2/2] Linking CXX executable gamecheck"\n'
              f'  mkdir -p {release}/properties/programs\n'
              f'  ln -sf {os.path.abspath(a.gamecheck)} {release}/gamecheck\n'
              f'  for t in "$@"; do [ "$t" = outcome_solver ] && '
              f'ln -sf {os.path.abspath(a.program)} {release}/properties/programs/outcome_solver; done\n'
              "fi\nexit 0\n", True)
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("GTEST_", "TEST_", "GITHUB_")) and k != "XML_OUTPUT_FILE"}
        env["PATH"] = fake + os.pathsep + env.get("PATH", "")
        r = subprocess.run(["bash", os.path.join(tree, "ci", "demo")], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, timeout=120)
        out = r.stdout + r.stderr
        calls = open(log).read() if os.path.exists(log) else ""
        if r.returncode != 0:
            failures.append(f"exit {r.returncode}")
        if "[1/2] Building" not in out:
            failures.append("the build's progress did not reach the newcomer")
        if "outcome_solver" not in "".join(l for l in calls.split("\n") if "--build" in l):
            failures.append(f"the build does not make the README's solver: {calls!r}")
        if "gamecheck check outcome: program ./outcome_solver multi-edge" not in out:
            failures.append("the README's first example was not run as it shows it")
        if "FAIL: wrong answer" not in out or "demo: the planted bug was found" not in out:
            failures.append("the planted bug was not found")
    for f in failures:
        print("FAILED:", f)
    if failures:
        print(out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
