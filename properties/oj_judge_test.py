#!/usr/bin/env python3
"""`gamecheck judge PROBLEM --oj` under the real online-judge-tools (`oj test --judge-command`).

online-judge-tools 11.5.1, which ci/bootstrap installs from the Python package index into a
virtual environment under .deps/, runs a solver on every case of a directory written by
`gamecheck cases --answer-ext out` and calls `gamecheck judge outcome --oj INPUT ACTUAL
EXPECTED` on each output: the built-in solver passes every case; a planted bug, a malformed
output, an expected file that disagrees with gamecheck's reference and an input that is not
valid each fail, with gamecheck's one-line verdict in oj's report. Skipped (exit 77, with a
message) only when oj is missing.

oj asks the package index for a newer version on every run; a fresh cache of that answer in
the test's own XDG_CACHE_HOME keeps the run off the network.
"""
import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import time


def run_oj(oj, env, solver, judge, directory):
    cmd = [oj, "test", "-c", solver, "--judge-command", judge, "-d", directory]
    p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, timeout=300)
    # oj shows the judge's output with each space as '_'
    return p.returncode, p.stdout.replace("_", " ")


def expect(ok, what, out):
    if not ok:
        print("FAILED: " + what + "\n--- oj's output:\n" + out)
        sys.exit(1)
    print("ok: " + what)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gamecheck", required=True)
    ap.add_argument("--oj", required=True)
    ap.add_argument("--program", required=True, help="properties/programs/outcome_solver")
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    if not os.access(a.oj, os.X_OK):
        print("oj_judge_test: skipped: online-judge-tools' oj is not at %s (ci/bootstrap installs it)"
              % a.oj)
        return 77
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(a.work, "cache"),
               XDG_DATA_HOME=os.path.join(a.work, "data"))
    cache = os.path.join(env["XDG_CACHE_HOME"], "online-judge-tools")
    os.makedirs(cache)
    fresh = {"time": int(time.time()), "version": "0.0.0"}  # "no newer version", for 8 hours
    with open(os.path.join(cache, "pypi.json"), "w") as f:
        json.dump({"online-judge-tools": fresh, "online-judge-api-client": fresh}, f)

    gamecheck = shlex.quote(a.gamecheck)
    judge = gamecheck + " judge outcome --oj"
    test = os.path.join(a.work, "test")
    subprocess.run([a.gamecheck, "cases", "outcome", "--out", test, "--cases", "8",
                    "--answer-ext", "out"], check=True)

    rc, out = run_oj(a.oj, env, gamecheck + " solve outcome", judge, test)
    expect(rc == 0 and "test success: 8 cases" in out, "gamecheck solve passes all 8 cases", out)

    rc, out = run_oj(a.oj, env, shlex.quote(a.program) + " multi-edge", judge, test)
    expect(rc == 1 and "WA" in out and "wrong answer first difference: vertex" in out
           and "why: vertex" in out, "seed 000's multi-edge bug is a wrong answer, explained", out)

    rc, out = run_oj(a.oj, env, "echo hello", judge, test)
    expect(rc == 1 and "wrong output format output line 1, column 1" in out,
           "a malformed output is said so", out)

    with open(os.path.join(test, "005.out"), "w") as f:
        f.write("W\n")  # not this case's answer
    rc, out = run_oj(a.oj, env, gamecheck + " solve outcome", judge, test)
    expect(rc == 1 and "7 AC / 8 cases" in out and
           "FAIL the answer file disagrees with gamecheck's reference (the test data is wrong)"
           in out, "a wrong expected file is the test data's fault", out)

    bad = os.path.join(a.work, "bad")
    os.makedirs(bad)
    with open(os.path.join(bad, "000.in"), "w") as f:
        f.write("3 3  0 1 5 1\n")
    with open(os.path.join(bad, "000.out"), "w") as f:
        f.write("LWL\n")
    rc, out = run_oj(a.oj, env, "cat " + shlex.quote(os.path.join(bad, "000.out")), judge, bad)
    expect(rc == 1 and "FAIL the test's input is not outcome input (the test data is wrong)"
           in out, "an invalid test input is the test data's fault", out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
