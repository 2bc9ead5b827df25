#!/usr/bin/env python3
"""properties/github_commands_test.py — a solver's output never acts as a workflow command.

`gamecheck check --annotations github` echoes the program's standard output and error in
its text report, which goes to the step's log. A solver here prints what would act on
GitHub: `::stop-commands::` (which would silence gamecheck's own `::error`), an indented
`::add-mask::` and `::error` (the runner trims leading whitespace), a command after a lone
CR (the runner starts a line there), and one in the older `##[...]` syntax; on standard
output and standard error both, besides a wrong answer. The step's output, read as the
runner reads it (properties/github_workflow_test.py's commands_in, written from GitHub's
documented syntax), must hold gamecheck's one error annotation and nothing else, while
the report still shows every line the solver printed.

usage: github_commands_test.py --gamecheck PATH
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from github_workflow_test import commands_in, without_stopped  # noqa: E402

HOSTILE = [
    "::stop-commands::tok",
    "  ::add-mask::LWL",
    "::error file=src/forged.cpp,line=1,title=forged::forged by the solver",
    "x\r::warning::after a carriage return",
    "##[error]forged in the older syntax",
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gamecheck", required=True)
    a = ap.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="github_commands_") as d:
        solver = os.path.join(d, "solver.sh")
        with open(solver, "w") as f:
            f.write("#!/bin/sh\ncat > /dev/null\n")
            for line in HOSTILE:
                f.write("printf '%s\\n' '" + line + "'\n")
                f.write("printf '%s\\n' '" + line + "' >&2\n")
        os.chmod(solver, 0o755)
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("GTEST_", "TEST_", "GITHUB_")) and k != "XML_OUTPUT_FILE"}
        # Bytes, decoded without Python's newline translation: a lone CR stays one.
        r = subprocess.run([a.gamecheck, "check", "outcome", "--tiers", "examples", "--quiet",
                            "--annotations", "github", "--", solver],
                           capture_output=True, env=env)
        out = r.stdout.decode("utf-8", "replace")
        if r.returncode != 1:
            failures.append(f"exit {r.returncode}, not 1 (a failure): {r.stderr!r}")
        for line in HOSTILE:
            if line.split("\r")[-1] not in out:
                failures.append(f"the report does not show the solver's {line!r}")
        try:
            found = commands_in(out)
            names = [name for name, props, message in found]
            if names != ["error"]:
                failures.append(f"commands acted on: {found}")
            elif "forged" in found[0][1].get("file", "") + found[0][1].get("title", ""):
                failures.append(f"the one error is the solver's: {found[0]}")
            elif not found[0][2].startswith("FAIL: "):
                failures.append(f"the error is not gamecheck's report: {found[0][2][:200]!r}")
        except ValueError as e:
            failures.append(str(e))
        if "FAIL: " not in without_stopped(out):
            failures.append("no text report")
    for f in failures:
        print("FAILED:", f)
    if failures:
        print(out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
