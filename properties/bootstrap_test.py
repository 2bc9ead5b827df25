#!/usr/bin/env python3
"""properties/bootstrap_test.py — ci/bootstrap run twice installs nothing twice, and an
install it must redo starts from what is there.

ci/bootstrap is copied into a tree made here, where everything it installs is already
present: the Debian packages (a dpkg-query that says so), the npm packages (their
package.json and files at the versions the script pins) and online-judge-tools in
.deps/oj, whose pip answers `pip show` with the pinned version and, as `pip show -f` or a
long metadata does, more than a pipe holds after it. No network, no root: python3, npm,
apt-get and sudo are stand-ins that log their call and fail (but python3 answers the
check that tree-sitter is present: yes, unlogged, unless the test says it is missing).

- Present, three runs: each says so and calls neither pip install nor python3 (a check
  that reads pip's answer through `| grep -q` under pipefail fails when grep's early exit
  cuts pip off, and reinstalled oj on every run).
- tree-sitter missing: the script installs its pinned packages with pip into python3's
  user site.
- Another version present: the script installs the pinned one into the environment that
  is there, and deletes nothing first (a failed download must leave a working oj).

usage: bootstrap_test.py --source DIR
"""
import argparse
import os
import re
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
    a = ap.parse_args()
    script = open(os.path.join(a.source, "ci", "bootstrap")).read()
    pins = dict(re.findall(r"^(schema_version|elements_version|typescript_version|oj_version)=(\S+)$", script, re.M))
    failures = []
    with tempfile.TemporaryDirectory(prefix="bootstrap_test_") as root:
        tree, fake, log = os.path.join(root, "tree"), os.path.join(root, "bin"), os.path.join(root, "log")
        write(os.path.join(tree, "ci", "bootstrap"), script)
        modules = os.path.join(tree, ".deps", "npm", "node_modules")
        for name, pin, files in (
                ("mutation-testing-report-schema", pins["schema_version"],
                 ["dist/src/mutation-testing-report-schema.json"]),
                ("mutation-testing-elements", pins["elements_version"],
                 ["dist/mutation-test-elements.js"]),
                ("typescript", pins["typescript_version"], ["bin/tsc"])):
            write(os.path.join(modules, name, "package.json"), f'{{\n  "version": "{pin}"\n}}\n')
            for f in files:
                write(os.path.join(modules, name, f), "{}\n")
        oj = os.path.join(tree, ".deps", "oj")
        write(os.path.join(oj, "bin", "oj"), "#!/bin/sh\nexit 0\n", True)
        write(os.path.join(oj, "keep"), "a file of the environment\n")
        for tool in ("npm", "apt-get", "sudo"):
            write(os.path.join(fake, tool), f'#!/bin/sh\necho "{tool} $*" >> {log}\nexit 1\n', True)

        def python3(tree_sitter_present):
            # `python3 -c "import tree_sitter, ..."`: the script's check, answered unlogged.
            answer = 0 if tree_sitter_present else 1
            write(os.path.join(fake, "python3"),
                  "#!/bin/sh\n"
                  f'if [ "$1" = -c ]; then case "$2" in *tree_sitter*) exit {answer};; esac; fi\n'
                  f'echo "python3 $*" >> {log}\nexit 1\n', True)

        python3(True)
        write(os.path.join(fake, "dpkg-query"), "#!/bin/sh\nprintf 'install ok installed'\n", True)
        env = dict(os.environ, PATH=fake + os.pathsep + os.environ.get("PATH", ""))

        def pip(version):
            # `show`: the version, then 2 MB of file list, failing as pip does (Python's
            # BrokenPipeError) when its reader goes before the end; `install`: logged, fails.
            write(os.path.join(oj, "bin", "pip"),
                  "#!/bin/bash\n"
                  f'if [ "$1" = show ]; then\n'
                  f"  printf 'Name: online-judge-tools\\nVersion: {version}\\nFiles:\\n'\n"
                  "  yes '  onlinejudge/some/file.py' | head -c 2000000\n"
                  "  exit $?\nfi\n"
                  f'echo "pip $*" >> {log}\nexit 1\n', True)

        def run():
            open(log, "w").close()
            r = subprocess.run(["bash", os.path.join(tree, "ci", "bootstrap")], env=env,
                               capture_output=True, text=True, stdin=subprocess.DEVNULL)
            return r, open(log).read()

        pip(pins["oj_version"])
        for i in range(3):
            r, calls = run()
            if r.returncode != 0 or calls:
                failures.append(f"run {i + 1} with everything present: exit {r.returncode}, "
                                f"calls {calls!r}\n{r.stdout}{r.stderr}")
            if f"online-judge-tools {pins['oj_version']} present" not in r.stdout:
                failures.append(f"run {i + 1}: oj not said present:\n{r.stdout}{r.stderr}")
        python3(False)
        r, calls = run()
        if "-m pip install --user" not in calls or "tree-sitter-go==" not in calls:
            failures.append(f"tree-sitter missing: no pip install of it: {calls!r}")
        python3(True)
        pip("11.0.0")
        r, calls = run()
        if "pip install" not in calls or f"online-judge-tools=={pins['oj_version']}" not in calls:
            failures.append(f"another version: no install of the pinned one: {calls!r}")
        if "python3" in calls:
            failures.append(f"another version: a new environment made over the old: {calls!r}")
        if not os.path.exists(os.path.join(oj, "keep")):
            failures.append("another version: .deps/oj was deleted before the install")
        if r.returncode == 0:
            failures.append("another version: the failed install passed")
    for f in failures:
        print("FAILED:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
