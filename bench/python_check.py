#!/usr/bin/env python3
"""The Python module against the command, in one run (docs/python.md, "Measured"): the same
correct pure-Python outcome solver (examples/python/outcome_solver.py) on the same seed
and schedule (the examples, exhaustive and random tiers: CASES cases), checked
  - by gamecheck.check_script (compiled once in this interpreter, which forks a child
    per case that runs it as `python3 outcome_solver.py` would),
    with 1 job and with 2,
  - by gamecheck.check on its solve function (a child forked per call),
  - by `gamecheck check outcome -- python3 outcome_solver.py`, an interpreter per case,
    with 1 job (as in process) and with 2;
and prints the cases per second of each and the ratios (issue 44 asks check_script for at
least 20 times the command's). Run once by hand, not by CTest:

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_check.py \\
        --gamecheck build/release/gamecheck [--cases 2000]
"""
import argparse
import os
import resource
import subprocess
import sys
import time

import gamecheck

HERE = os.path.dirname(os.path.abspath(__file__))
SOLVER = os.path.join(HERE, "..", "examples", "python", "outcome_solver.py")
TIERS = "examples,exhaustive,random"


def _cpu():
    """CPU seconds (user + system) of this process and of the children it has reaped: a
    forked case's, and the command's with every interpreter it started."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _timed(run, cases):
    """(cases per second of wall clock, cases per CPU second) of run()."""
    t0, c0 = time.monotonic(), _cpu()
    run()
    return cases / (time.monotonic() - t0), cases / (_cpu() - c0)


def command(gc, cases, jobs):
    def run():
        p = subprocess.run([gc, "check", "outcome", "--tiers", TIERS, "--cases", str(cases),
                            "--budget", "0", "--jobs", str(jobs), "--quiet", "--",
                            sys.executable, SOLVER], capture_output=True, text=True)
        assert p.returncode == 0, p.stdout + p.stderr
    return _timed(run, cases)


def in_process(check, cases):
    def run():
        r = check(cases)
        assert r.passed and r.cases_run == cases, r.report
    return _timed(run, cases)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gamecheck", required=True, help="the built command")
    ap.add_argument("--cases", type=int, default=2000)
    a = ap.parse_args()
    sys.path.insert(0, os.path.dirname(SOLVER))
    import outcome_solver

    script = in_process(lambda n: gamecheck.check_script("outcome", SOLVER, tiers=TIERS, cases=n,
                                                         budget=None), a.cases)
    script2 = in_process(lambda n: gamecheck.check_script("outcome", SOLVER, tiers=TIERS, cases=n,
                                                          budget=None, jobs=2), a.cases)
    function = in_process(lambda n: gamecheck.check("outcome", outcome_solver.solve, tiers=TIERS,
                                                    cases=n, budget=None), a.cases)
    one = command(a.gamecheck, a.cases, 1)
    two = command(a.gamecheck, a.cases, 2)
    print("%d cases of outcome (%s), seed %d, %s" % (a.cases, TIERS, gamecheck.DEFAULT_SEED,
                                                     sys.executable))
    print("cases per second of wall clock, and per CPU second (user + system, children included:")
    print("the machine's load changes the first, hardly the second)")
    for name, (wall, cpu) in (("check_script, forked per case, 1 job", script),
                              ("check_script, forked per case, 2 jobs", script2),
                              ("check (the function), forked", function),
                              ("gamecheck check -- python3, 1 job", one),
                              ("gamecheck check -- python3, 2 jobs", two)):
        print("  %-36s %7.0f /s  %7.0f /CPU s" % (name, wall, cpu))
    print("ratio check_script / command, the same jobs: %.0fx (1 job), %.0fx (2 jobs); "
          "check_script's 1 job / the command's 2 (its default here): %.0fx; per CPU second: %.0fx"
          % (script[0] / one[0], script2[0] / two[0], script[0] / two[0], script[1] / two[1]))

if __name__ == "__main__":
    main()
