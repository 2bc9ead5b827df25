#!/usr/bin/env python3
"""properties/github_workflow_test.py — examples/github/gamecheck.yml run on this machine.

No GitHub here, so this runs the workflow's jobs as a runner would: a pull request on a
repository made for the test (properties/programs/tiny_outcome.cpp as the user's
src/outcome.cpp, one line changed by the pull request), every job of the matrix spelled
out, in the order of `needs`, each in a fresh clone (shallow unless `fetch-depth: 0`),
its `run:` steps in bash as GitHub runs them (-eo pipefail), `${{ }}` expressions and
`if:` evaluated (the subset the workflow uses), the actions it uses done locally
(checkout, upload and download of artifacts, cache restore and save), GITHUB_PATH,
GITHUB_STEP_SUMMARY and GITHUB_WORKSPACE as GitHub gives them. The one step not run is
the one with `id: install-gamecheck`: the gamecheck under test is put on PATH instead.

Then it checks what a pull request would show: every workflow command printed parses by
GitHub's documented syntax ("Workflow commands for GitHub Actions": `::name
key=value,...::message`, in the message % CR LF written %25 %0D %0A, in a value also : ,
as %3A %2C) with a parser written here from that syntax; the mutants annotated are on the
lines the pull request changed; the summaries say the score; the HTML reports are in the
artifact. And a check that fails gives one error whose message, unescaped, is the text
report it printed, with the minimal case and the why.

usage: github_workflow_test.py --gamecheck PATH --source DIR [--keep DIR]
"""
import argparse
import glob
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

# ---- GitHub's workflow command syntax, written from its documentation ----

COMMAND = re.compile(r"^::([a-z-]+)(?: ([^:]*))?::(.*)$")
DATA_ESCAPES = {"%25": "%", "%0D": "\r", "%0A": "\n"}
PROPERTY_ESCAPES = dict(DATA_ESCAPES, **{"%3A": ":", "%2C": ","})


def unescape(text, escapes, what):
    """The text with its escapes undone; an error for a '%' that starts none, or a raw
    character that should have been escaped."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "%":
            code = text[i:i + 3].upper()
            if code not in escapes:
                raise ValueError(f"{what}: '%' not part of an escape at {i}: {text!r}")
            out.append(escapes[code])
            i += 3
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def parse_command(line):
    """(name, {key: value}, message) of one workflow command line, unescaped."""
    m = COMMAND.match(line)
    if not m:
        raise ValueError(f"not a workflow command: {line!r}")
    name, props_text, message = m.group(1), m.group(2) or "", m.group(3)
    props = {}
    for item in props_text.split(",") if props_text else []:
        key, eq, value = item.partition("=")
        if not eq or not re.fullmatch(r"[A-Za-z]+", key):
            raise ValueError(f"bad property {item!r} in {line!r}")
        props[key] = unescape(value, PROPERTY_ESCAPES, f"property {key}")
    return name, props, unescape(message, DATA_ESCAPES, "message")


LEGACY = re.compile(r"##\[([A-Za-z-]+)(?:[^\]]*)\]")


def log_lines(stdout):
    """The lines of a step's output as the runner reads them (.NET's ReadLine: a line ends
    at LF, CR LF or a lone CR)."""
    return re.split(r"\r\n|\r|\n", stdout)


def commands_in(stdout):
    """The workflow commands a runner would act on in a step's output: a line that starts
    with `::` once its leading whitespace is trimmed, or (the older syntax) holds `##[NAME]`
    anywhere; while `::stop-commands::TOKEN` is in force, none until `::TOKEN::`. The
    stop and resume lines themselves are not returned; each command is parsed strictly."""
    found, token = [], None
    for line in log_lines(stdout):
        text = line.lstrip()
        name = text[2:].split("::")[0].split(" ")[0] if text.startswith("::") else None
        legacy = LEGACY.search(line)
        if token is not None:
            if name == token and text == f"::{token}::":
                token = None
            continue
        if name == "stop-commands":
            token = text[len("::stop-commands::"):]
            if not token:
                raise ValueError(f"stop-commands without a token: {line!r}")
            continue
        if name is not None:
            found.append(parse_command(text))
        elif legacy:
            raise ValueError(f"a command in the older syntax: {line!r}")
    if token is not None:
        raise ValueError(f"commands stopped at the end of the step (::stop-commands::{token})")
    return found


def without_stopped(stdout):
    """The step's output less the lines of its stop-commands blocks' markers (what a person
    reads in the log)."""
    out, token = [], None
    for line in stdout.split("\n"):
        if token is None and line.startswith("::stop-commands::"):
            token = line[len("::stop-commands::"):]
        elif token is not None and line == f"::{token}::":
            token = None
        else:
            out.append(line)
    return "\n".join(out)


# ---- the runner ----

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
TOKEN = re.compile(r"\s*(?:(&&|\|\||==|!=|!|\(|\))|'([^']*)'|([A-Za-z_][\w.-]*)(\(\))?)")


def lookup(ctx, path):
    value = ctx
    for part in path.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def evaluate(expr, ctx, ok=True):
    """The value of an expression of the subset the workflow uses: context paths,
    'strings', == != ! && || ( ), always() success() failure()."""
    python, at = [], 0
    while at < len(expr.rstrip()):
        m = TOKEN.match(expr, at)
        if not m or m.end() == at:
            raise ValueError(f"expression beyond the subset: {expr!r}")
        at = m.end()
        op, string, name, call = m.groups()
        if op:
            python.append({"&&": " and ", "||": " or ", "!": " not "}.get(op, op))
        elif string is not None:
            python.append(repr(string))
        elif call:
            python.append({"always": "True", "success": repr(ok), "failure": repr(not ok)}[name])
        else:
            python.append(repr(lookup(ctx, name)))
    return eval("".join(python), {"__builtins__": {}})  # our own tokens only


def substitute(text, ctx):
    def one(m):
        v = evaluate(m.group(1), ctx)
        return "" if v is None else str(v)
    return EXPRESSION.sub(one, str(text))


class Runner:
    def __init__(self, root, repo, gamecheck, ctx, env_overrides):
        self.root, self.repo, self.gamecheck = root, repo, gamecheck
        self.ctx, self.env_overrides = ctx, env_overrides
        self.artifacts = os.path.join(root, "artifacts")
        self.cache = os.path.join(root, "cache")
        self.steps = []     # (job, matrix, step name, status, stdout, summary)
        self.installs = 0

    def base_env(self, workflow_env, ctx):
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("GTEST_", "TEST_", "GITHUB_", "RUNNER_"))
               and k != "XML_OUTPUT_FILE"}
        env.update({k: substitute(v, ctx) for k, v in (workflow_env or {}).items()})
        env.update(self.env_overrides)
        env.update(CI="true", GITHUB_ACTIONS="true",
                   GITHUB_EVENT_NAME=ctx["github"]["event_name"])
        return env

    def checkout(self, ws, with_):
        depth = int(with_.get("fetch-depth", 1))
        cmd = ["git", "clone", "-q"] + (["--depth", str(depth)] if depth else []) + \
            ["file://" + self.repo, ws]
        subprocess.run(cmd, check=True)
        subprocess.run(["git", "-C", ws, "checkout", "-q", self.ctx["github"]["sha"]], check=True)

    def upload(self, ws, with_):
        dest = os.path.join(self.artifacts, with_["name"])
        for pattern in str(with_["path"]).split("\n"):
            pattern = pattern.strip().rstrip("/")
            if not pattern:
                continue
            for p in glob_in(ws, pattern):
                rel = os.path.relpath(p, ws)
                target = os.path.join(dest, rel)
                if os.path.isdir(p):
                    shutil.copytree(p, target, dirs_exist_ok=True)
                else:
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy(p, target)

    def download(self, ws, with_):
        names = sorted(os.listdir(self.artifacts)) if os.path.isdir(self.artifacts) else []
        pattern = with_.get("pattern", "*")
        for name in names:
            if not glob_match(name, pattern):
                continue
            into = ws if with_.get("merge-multiple") else os.path.join(ws, name)
            shutil.copytree(os.path.join(self.artifacts, name), into, dirs_exist_ok=True)

    def cache_restore(self, ws, with_):
        keys = sorted(os.listdir(self.cache)) if os.path.isdir(self.cache) else []
        hit = [k for k in keys if k == with_["key"]] or \
            [k for k in keys if k.startswith(str(with_.get("restore-keys", "\0")))]
        if hit:
            shutil.copytree(os.path.join(self.cache, hit[-1]), ws, dirs_exist_ok=True)

    def cache_save(self, ws, with_):
        dest = os.path.join(self.cache, with_["key"])
        os.makedirs(dest, exist_ok=True)
        shutil.copy(os.path.join(ws, with_["path"]), dest)

    def uses(self, action, ws, with_):
        table = {"actions/checkout": self.checkout, "actions/upload-artifact": self.upload,
                 "actions/download-artifact": self.download,
                 "actions/cache/restore": self.cache_restore,
                 "actions/cache/save": self.cache_save}
        name = action.split("@")[0]
        if name not in table:
            raise ValueError(f"an action this runner does not know: {action}")
        table[name](ws, with_)

    def run_job(self, name, job, workflow_env, matrix, needs_ok):
        ctx = dict(self.ctx, matrix=matrix)
        if not evaluate(job.get("if", "success()"), ctx, needs_ok):
            return None
        home = tempfile.mkdtemp(prefix=name + "-", dir=self.root)
        ws, temp = os.path.join(home, "ws"), os.path.join(home, "tmp")
        os.makedirs(temp)
        env = self.base_env(workflow_env, ctx)
        env.update(GITHUB_WORKSPACE=ws, RUNNER_TEMP=temp)
        path_file = os.path.join(home, "github_path")
        open(path_file, "w").close()
        ok = True
        for i, step in enumerate(job["steps"]):
            if not evaluate(step.get("if", "success()"), ctx, ok):
                continue
            with_ = {k: substitute(v, ctx) for k, v in (step.get("with") or {}).items()}
            title = substitute(step.get("name", step.get("uses", step.get("run", ""))), ctx)
            if step.get("id") == "install-gamecheck":  # the gamecheck under test instead
                with open(path_file, "a") as f:
                    f.write(os.path.dirname(os.path.abspath(self.gamecheck)) + "\n")
                self.installs += 1
                continue
            if "uses" in step:
                self.uses(step["uses"], ws, with_)
                continue
            summary = os.path.join(home, f"summary-{i}")
            open(summary, "w").close()
            step_env = dict(env, GITHUB_STEP_SUMMARY=summary, GITHUB_PATH=path_file)
            step_env.update({k: substitute(v, ctx) for k, v in (step.get("env") or {}).items()})
            with open(path_file) as f:
                extra = [l.strip() for l in f if l.strip()]
            step_env["PATH"] = os.pathsep.join(list(reversed(extra)) + [env["PATH"]])
            script = os.path.join(home, f"step-{i}.sh")
            with open(script, "w") as f:
                f.write(substitute(step["run"], ctx))
            r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                               cwd=ws, env=step_env, capture_output=True, text=True)
            with open(summary) as f:
                self.steps.append((name, matrix, title, r.returncode, r.stdout, f.read()))
            sys.stdout.write(f"--- {name} {matrix} {title}: exit {r.returncode}\n{r.stdout}"
                             f"{r.stderr[-3000:]}")
            ok = ok and r.returncode == 0
        return ok

    def run(self, workflow):
        jobs, done = workflow["jobs"], {}
        while len(done) < len(jobs):
            for name, job in jobs.items():
                needs = job.get("needs", [])
                needs = [needs] if isinstance(needs, str) else needs
                if name in done or any(n not in done for n in needs):
                    continue
                matrix = (job.get("strategy") or {}).get("matrix") or {}
                assert all(isinstance(v, list) for v in matrix.values()), "include/exclude"
                keys = list(matrix)
                results = [self.run_job(name, job, workflow.get("env"), dict(zip(keys, combo)),
                                        all(done[n] for n in needs))
                           for combo in itertools.product(*(matrix[k] for k in keys))]
                done[name] = all(r is not False for r in results)
        return done


def glob_match(name, pattern):
    return re.fullmatch(re.escape(pattern).replace(r"\*", ".*"), name) is not None


def glob_in(ws, pattern):
    return sorted(glob.glob(os.path.join(ws, pattern)))


# ---- the test ----

def git(repo, *args):
    return subprocess.run(["git", "-C", repo] + list(args), check=True, capture_output=True,
                          text=True).stdout.strip()


def make_repo(root, source, workflow_file):
    """A user's repository: its solver on main, then a pull request that changes one line.
    Returns (repo, base sha, head sha, the changed line's number)."""
    repo = os.path.join(root, "repo")
    os.makedirs(os.path.join(repo, "src"))
    os.makedirs(os.path.join(repo, ".github", "workflows"))
    shutil.copy(os.path.join(source, "properties", "programs", "tiny_outcome.cpp"),
                os.path.join(repo, "src", "outcome.cpp"))
    shutil.copy(workflow_file, os.path.join(repo, ".github", "workflows", "gamecheck.yml"))
    git(root, "init", "-q", "-b", "main", repo)
    for k, v in (("user.name", "test"), ("user.email", "test@example.invalid")):
        git(repo, "config", k, v)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    base = git(repo, "rev-parse", "HEAD")
    # The pull request: a line whose mutant `n + 1` -> `n + 0` no output can tell from it
    # (the answer's room, reserved), which the run leaves for a person to judge.
    path = os.path.join(repo, "src", "outcome.cpp")
    lines = open(path).read().split("\n")
    changed = lines.index("  std::vector<char> label(n, 'D');") + 2
    lines.insert(changed - 1, "  label.reserve(n + 1);")
    open(path, "w").write("\n".join(lines))
    git(repo, "checkout", "-q", "-b", "pr")
    git(repo, "commit", "-q", "-am", "reserve the answer's room")
    return repo, base, git(repo, "rev-parse", "HEAD"), changed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gamecheck", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--keep")
    a = ap.parse_args()
    root = a.keep or tempfile.mkdtemp(prefix="github_workflow_")
    if a.keep:
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
    workflow_file = os.path.join(a.source, "examples", "github", "gamecheck.yml")
    workflow = yaml.safe_load(open(workflow_file))
    repo, base, head, changed = make_repo(root, a.source, workflow_file)
    ctx = {"github": {"event_name": "pull_request", "sha": head, "base_ref": "main",
                      "event": {"pull_request": {"base": {"sha": base}}}}}
    # Small runs for a test: the same flags a user gives, fewer cases.
    overrides = {"CHECK_ARGS": "--cases 200 --max-n 100 --budget 60 --jobs 1",
                 "MUTATE_ARGS": "--jobs 1 --cases 200 --max-n 100 --survivor-cases 100 "
                                "--contract-cases 8 --mutant-time 60 --survivor-time 60 "
                                "--timeout 10"}
    runner = Runner(root, repo, os.path.abspath(a.gamecheck), ctx, overrides)
    done = runner.run(workflow)
    failures = []

    def expect(cond, what):
        if not cond:
            failures.append(what)

    expect(done == {"check": True, "mutate": True, "report": True}, f"jobs: {done}")
    expect(runner.installs == 9, f"{runner.installs} install steps replaced, not 9")
    annotations = {}
    for job, matrix, title, status, stdout, summary in runner.steps:
        try:
            annotations[(job, title)] = commands_in(stdout)
        except ValueError as e:
            failures.append(f"{job} {title}: {e}")
    checks = [s for s in runner.steps if s[2].startswith("gamecheck check")]
    expect(len(checks) == 4, f"{len(checks)} check shards ran")
    for job, matrix, title, status, stdout, summary in checks:
        expect(annotations.get((job, title)) == [], f"{title}: a pass annotates nothing")
        expect(summary.startswith("### gamecheck check outcome (shard ") and "PASS" in summary,
               f"{title}: summary {summary!r}")
    merge = [s for s in runner.steps if s[2] == "gamecheck mutate --merge"]
    expect(len(merge) == 1, "the merge ran once")
    if merge:
        stdout, summary = merge[0][4], merge[0][5]
        found = annotations.get(("report", "gamecheck mutate --merge"), [])
        expect(found, "the merge annotates the mutants left for a person on the changed line")
        for name, props, message in found:
            expect(name in ("error", "warning"), f"level {name}")
            expect(props.get("file") == "src/outcome.cpp", f"file {props}")
            expect(props.get("line") == str(changed), f"line {props} (changed: {changed})")
            expect(re.search(r": mutant #\d+ ", props.get("title", "")), f"title {props}")
        score = [l for l in stdout.split("\n") if l.startswith("mutation score")]
        expect(score and score[0] in summary, f"the summary has the score: {summary!r}")
    reports = os.path.join(root, "artifacts", "gamecheck-reports")
    for f in ["mutants.html", "mutants.json"] + [f"check-{k}.html" for k in range(4)]:
        expect(os.path.isfile(os.path.join(reports, f)), f"artifact gamecheck-reports/{f}")

    # A check that fails: one error, its message the text report it printed.
    summary = os.path.join(root, "failing-summary.md")
    env = dict(os.environ, GITHUB_STEP_SUMMARY=summary)
    for k in [k for k in env if k.startswith(("GTEST_", "TEST_"))]:
        del env[k]
    r = subprocess.run([a.gamecheck, "check", "outcome", "--builtin", "mutant:multi-edge",
                        "--tiers", "random", "--shrink-time", "1", "--quiet", "--annotations",
                        "github"], capture_output=True, text=True, env=env)
    expect(r.returncode == 1, f"failing check: exit {r.returncode}")
    text, _, last = without_stopped(r.stdout).rstrip("\n").rpartition("\n")
    try:
        name, props, message = parse_command(last)
        expect(name == "error", f"failing check: {name}")
        expect(": wrong answer on case " in props.get("title", ""), f"title {props}")
        expect(message.startswith("FAIL: ") and (text + "\n").endswith(message),
               "the message is the text report, unescaped")
        expect("minimal case" in message and "\nwhy: " in message, "minimal case and why")
    except ValueError as e:
        failures.append(f"failing check: {e}")
    md = open(summary).read() if os.path.exists(summary) else ""
    expect("FAIL (wrong answer)" in md and "```text\n" in md, f"failing summary: {md!r}")

    for f in failures:
        print("FAILED:", f)
    if not a.keep:
        shutil.rmtree(root, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
