#!/usr/bin/env python3
"""The same verdicts on a busy machine: gamecheck run idle and beside busy loops.

Every decision of `check` and `mutate` that rests on time reads CPU time
(harness/run/cpu_clock.h), so the machine's load must not change a verdict. This test runs
each command twice, once as the machine is and once beside BUSY loops (`sh -c 'while :; do
:; done'`, more of them than the machine has CPUs), and compares:

- `gamecheck mutate` on two solvers written as an assistant writes them, with careful
  readers (properties/programs/careful_outcome.py and .cpp): the status of every mutant
  (and of every one the contract decided) is the same in both runs;
- `gamecheck check` on three planted bugs (properties/programs: outcome_solver multi-edge
  and hang, narrow_solver outcome-counter8: a wrong answer, a hang told by its CPU time, a
  width witness shrunk): the same verdict and the same minimal case.

The mutants are a fixed sample of each file's (--mutant: every eighth of the Python
file's, every sixteenth of the C++ file's), spread over the file, with shorter passes than the
defaults, so the test stays within a minute or two on two cores (its busy loops slow
every test beside it in CI's run).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

BUSY = 4


class BusyLoops:
    """BUSY shell loops that spin until the block ends."""

    def __enter__(self):
        self.procs = [subprocess.Popen(["sh", "-c", "while :; do :; done"]) for _ in range(BUSY)]
        return self

    def __exit__(self, *exc):
        for p in self.procs:
            p.kill()
        for p in self.procs:
            p.wait()


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def mutate_statuses(a, problem, source, mutants, work, tag):
    out = os.path.join(work, tag + ".json")
    # Shorter passes than the defaults (CPU time, so as many cases idle as loaded).
    r = run([a.gamecheck, "mutate", problem, source, "--jobs", "2", "--quiet", "--mutant", mutants,
             "--mutant-time", "1", "--survivor-time", "2", "--json", out])
    if r.returncode not in (0, 1):
        sys.exit("load test: mutate %s (%s) exited %d:\n%s%s" % (source, tag, r.returncode,
                                                                   r.stdout, r.stderr))
    report = json.load(open(out))
    statuses = {}
    for f in report["files"].values():
        for m in f["mutants"]:
            statuses[m["id"]] = (m["status"], m.get("statusReason", ""))
    header = r.stdout.split("\n")[1] if "\n" in r.stdout else ""
    return statuses, header


def check_finding(a, args, tag):
    r = run([a.gamecheck, "check"] + args)
    lines = r.stdout.split("\n")
    verdict = next((l for l in lines if l.startswith(("FAIL", "PASS"))), "")
    # The verdict's kind and the case shrunk to: "FAIL: wrong answer on case 56 (...)".
    kind = verdict.split(" on case")[0]
    headings = ("minimal case (", "smallest case found (", "case (")
    start = next((i for i, l in enumerate(lines) if l.startswith(headings)), None)
    case = []
    if start is not None:
        for l in lines[start + 1:]:
            if not l.startswith("  "):
                break
            case.append(l)
    # The heading without its time ("in 48 attempts, 0.11 s"): the wall clock's, which the
    # load may change; the attempts and sizes may not.
    heading = re.sub(r", \d+(\.\d+)? s\b", "", lines[start]) if start is not None else ""
    return r.returncode, kind, heading, case


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gamecheck", required=True)
    ap.add_argument("--programs", required=True, help="the build's properties/programs")
    ap.add_argument("--source", required=True)
    a = ap.parse_args()
    src = os.path.join(a.source, "properties", "programs")
    failures = []
    with tempfile.TemporaryDirectory() as work:
        # mutate: every sampled mutant's status, idle and loaded.
        solvers = [(os.path.join(src, "careful_outcome.py"), 8),
                   (os.path.join(src, "careful_outcome.cpp"), 16)]
        for source, every in solvers:
            listed = run([a.gamecheck, "mutate", "outcome", source, "--list"]).stdout
            ids = [l.split()[0].lstrip("#") for l in listed.split("\n") if l.startswith("#")]
            ids = [i for i in ids if i.isdigit()]
            picked = ",".join(ids[::every])
            idle, _ = mutate_statuses(a, "outcome", source, picked, work, "idle")
            with BusyLoops():
                busy, header = mutate_statuses(a, "outcome", source, picked, work, "busy")
            print("mutate %s: %d mutants; loaded run: %s" % (os.path.basename(source), len(idle),
                                                            header), flush=True)
            if not idle:
                failures.append("mutate %s: no mutant run" % source)
            for k in sorted(set(idle) | set(busy), key=int):
                was, now = idle.get(k, (None, "")), busy.get(k, (None, ""))
                if was[0] != now[0]:
                    failures.append("mutate %s: mutant %s is %s idle, %s beside %d busy loops" %
                                    (os.path.basename(source), k, was[0], now[0], BUSY))
                    print("FAIL: " + failures[-1], flush=True)
                    # Why, in each run: the report's reason for its status.
                    for tag, (status, why) in (("idle", was), ("loaded", now)):
                        print("  %s, %s:\n    %s" % (tag, status,
                                                     why.strip().replace("\n", "\n    ")))
        # check: the verdict and the minimal case of three planted bugs.
        planted = [["outcome", "--", os.path.join(a.programs, "outcome_solver"), "multi-edge"],
                   ["outcome", "--", os.path.join(a.programs, "narrow_solver"), "outcome-counter8"],
                   ["outcome", "--", os.path.join(a.programs, "outcome_solver"), "hang"]]
        for p in planted:
            # A hang costs its --timeout of CPU time at each shrink step: short ones here.
            args = [p[0], "--budget", "120", "--jobs", "2", "--timeout", "0.5",
                    "--shrink-time", "4"] + p[1:]
            idle = check_finding(a, args, "idle")
            with BusyLoops():
                busy = check_finding(a, args, "busy")
            print("check %s: %s, %s" % (" ".join(p[-2:]), idle[1], idle[2]), flush=True)
            if idle[0] != 1:
                failures.append("check %s: the planted bug was not found idle (exit %d)" %
                                (" ".join(p[-2:]), idle[0]))
                print("FAIL: " + failures[-1], flush=True)
            if idle != busy:
                failures.append("check %s: idle %r, beside %d busy loops %r" %
                                (" ".join(p[-2:]), idle, BUSY, busy))
                print("FAIL: " + failures[-1], flush=True)
    print("%d difference%s" % (len(failures), "" if len(failures) == 1 else "s"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
