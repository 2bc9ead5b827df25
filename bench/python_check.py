#!/usr/bin/env python3
"""The Python module against the command, in one run (docs/python.md, "Measured"): the same
correct pure-Python outcome solver (examples/python/outcome_solver.py) on the same seed
and schedule (the examples, exhaustive and random tiers: CASES cases), checked
  - in process by gamecheck.check_script (compiled once, run per case in this interpreter),
  - in process by gamecheck.check on its solve function,
  - by `gamecheck check outcome -- python3 outcome_solver.py`, an interpreter per case,
    with 1 job (as in process) and with 2;
and prints the cases per second of each and the ratios. Run once by hand, not by CTest:

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_check.py \\
        --gamecheck build/release/gamecheck [--cases 2000]
"""
import argparse
import os
import subprocess
import sys
import time

import gamecheck

HERE = os.path.dirname(os.path.abspath(__file__))
SOLVER = os.path.join(HERE, "..", "examples", "python", "outcome_solver.py")
TIERS = "examples,exhaustive,random"


def command(gc, cases, jobs):
    t0 = time.monotonic()
    p = subprocess.run([gc, "check", "outcome", "--tiers", TIERS, "--cases", str(cases), "--budget",
                        "0", "--jobs", str(jobs), "--quiet", "--", sys.executable, SOLVER],
                       capture_output=True, text=True)
    seconds = time.monotonic() - t0
    assert p.returncode == 0, p.stdout + p.stderr
    return cases / seconds


def in_process(check, cases):
    t0 = time.monotonic()
    r = check(cases)
    seconds = time.monotonic() - t0
    assert r.passed and r.cases_run == cases, r.report
    return cases / seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gamecheck", required=True, help="the built command")
    ap.add_argument("--cases", type=int, default=2000)
    a = ap.parse_args()
    sys.path.insert(0, os.path.dirname(SOLVER))
    import outcome_solver

    script = in_process(lambda n: gamecheck.check_script("outcome", SOLVER, tiers=TIERS, cases=n,
                                                         budget=None), a.cases)
    function = in_process(lambda n: gamecheck.check("outcome", outcome_solver.solve, tiers=TIERS,
                                                    cases=n, budget=None), a.cases)
    one = command(a.gamecheck, a.cases, 1)
    two = command(a.gamecheck, a.cases, 2)
    print("%d cases of outcome (%s), seed %d, %s" % (a.cases, TIERS, gamecheck.DEFAULT_SEED,
                                                     sys.executable))
    print("check_script, in process:         %8.0f cases/s" % script)
    print("check (the function), in process: %8.0f cases/s" % function)
    print("gamecheck check -- python3, 1 job: %7.0f cases/s" % one)
    print("gamecheck check -- python3, 2 jobs: %6.0f cases/s" % two)
    print("ratio check_script / command: %.0fx (1 job), %.0fx (2 jobs)" % (script / one, script / two))


if __name__ == "__main__":
    main()
