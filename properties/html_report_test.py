"""properties/html_report_test.py — the --html reports of `gamecheck check` and `gamecheck
mutate`, opened from a file in a real headless Chromium (Debian's `chromium`) as a person
opens them, read back as shown (shadow DOM included) and compared with what is known of
the case and with the JSON report of the same run; a screenshot of each page goes to the
artefacts directory.

  html_report_test.py check|mutate --gamecheck BIN --source DIR --artefacts DIR
                       [--program properties/programs/outcome_solver]

Exit status 0 pass, 1 fail, 77 skip (only when no chromium is installed: ci/bootstrap
installs it). Every wait is for an event or a condition on the page, bounded by a deadline.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402

SKIP = 77
FAILURES = []


def expect(ok, what, got=None):
    print(("ok: " if ok else "FAILED: ") + what + ("" if ok or got is None else " -- got " + repr(got)))
    if not ok:
        FAILURES.append(what)


def run(cmd, env=None, timeout=240):
    print("$ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                          timeout=timeout)


# Page helpers: every element, shadow roots included; a condition waited for with a deadline.
HELPERS = r"""
function* walk(root) {
  for (const el of root.querySelectorAll('*')) { yield el; if (el.shadowRoot) yield* walk(el.shadowRoot); }
}
function all(sel) { return [...walk(document)].filter(e => e.matches(sel)); }
// The elements matching sel inside the shadow tree of a `host` element (at any depth).
function within(host, sel) {
  return all(sel).filter(e => {
    for (let r = e.getRootNode(); r.host; r = r.host.getRootNode()) if (r.host.matches(host)) return true;
    return false;
  });
}
function visible(el) {
  if (!el) return false;
  const r = el.getBoundingClientRect(), s = getComputedStyle(el);
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
}
function text(sel) { const e = document.querySelector(sel); return e && visible(e) ? e.innerText : null; }
function until(cond, ms) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    (function poll() {
      let v = null;
      try { v = cond(); } catch (e) {}
      if (v) resolve(v);
      else if (performance.now() - t0 > ms) reject(new Error('not shown within ' + ms + ' ms'));
      else setTimeout(poll, 50);
    })();
  });
}
"""

READ_CHECK_PAGE = HELPERS + r"""
(() => {
  const rows = sel => [...document.querySelectorAll(sel + ' tr')].slice(1).map(tr =>
      ({cells: [...tr.cells].map(td => td.innerText), differs: tr.classList.contains('differs')}));
  const svg = document.querySelector('#picture svg');
  return {
    charset: document.characterSet, title: document.title,
    verdict: text('#verdict'), verdict_class: document.querySelector('#verdict').className,
    subject: text('#subject'), difference: text('#difference'), why: text('#why'),
    replay: text('#replay'), by_hand: text('#by-hand'),
    no_picture: text('#no-picture'), schedule: text('#schedule'),
    svg_shown: visible(svg),
    nodes: svg ? [...svg.querySelectorAll('g.node')].map(g => ({
      id: g.querySelector('title').textContent,
      text: [...g.querySelectorAll('text')].map(t => t.textContent),
      red: [...g.querySelectorAll('ellipse')].some(e => e.getAttribute('stroke') === 'red')})) : [],
    edges: svg ? svg.querySelectorAll('g.edge').length : 0,
    vertices: rows('#vertices'), families: rows('#families'),
  };
})()
"""


def check_failure_page(b, html, j, program, with_picture):
    """The page of the failure of `outcome_solver multi-edge` (seed 000's bug) on the
    spec's example 3 3 / 0 1 / 0 1 / 1 2: vertex 2 is a sink (L), 1 moves to it (W), 0
    moves twice to 1 (L); the program keeps the repeated edge once among 1's predecessors
    and leaves 0 a draw."""
    b.open(html)
    p = b.evaluate(READ_CHECK_PAGE)
    f = j["failure"]
    expect(p["charset"] == "UTF-8", "the page declares UTF-8", p["charset"])
    expect(p["verdict"] is not None and p["verdict"].startswith("FAIL: wrong answer on case "),
           "the verdict is shown first", p["verdict"])
    expect("fail" in p["verdict_class"], "the verdict is marked as a failure", p["verdict_class"])
    expect(p["title"].startswith("gamecheck check outcome: FAIL"), "the title says FAIL", p["title"])
    expect(p["why"] == "why: " + f["why"] and f["why"].startswith("vertex 0 is L"),
           "the why sentence is shown", p["why"])
    expect(p["difference"] == "first difference: " + f["first_difference"]["what"],
           "the first difference is shown", p["difference"])
    expect(p["replay"] == f["replay"] and "--case " + str(f["case"]["index"]) in p["replay"],
           "the replay line is shown", p["replay"])
    expect(p["subject"] == "program " + program + " multi-edge", "the program checked is named",
           p["subject"])
    # The by-hand line as a person copies it from the page: it feeds the case to the
    # program, which prints the wrong answer shown.
    by_hand = p["by_hand"] or ""
    expect(by_hand.startswith("by hand: printf "), "the by-hand line is shown", by_hand)
    if by_hand.startswith("by hand: "):
        r = subprocess.run(["/bin/sh", "-c", by_hand[len("by hand: "):]], stdout=subprocess.PIPE,
                           text=True, timeout=60)
        expect(r.stdout == "DWL\n", "the by-hand line reproduces the actual answer", r.stdout)
    rows = [r["cells"][:3] for r in p["vertices"]]
    expect(rows == [["0", "L", "D"], ["1", "W", "W"], ["2", "L", "L"]],
           "the table has each vertex with its expected and actual answer", rows)
    expect([r["differs"] for r in p["vertices"]] == [True, False, False],
           "the differing vertex is marked in the table", p["vertices"])
    expect([r["cells"][3] for r in p["vertices"]] == ["1 1", "2", ""],
           "the table has each vertex's moves (the repeated edge twice)", p["vertices"])
    if with_picture:
        nodes = sorted((n["id"], n["text"], n["red"]) for n in p["nodes"])
        expect(p["svg_shown"], "the picture is shown")
        expect(nodes == [("0", ["0", "exp L", "got D"], True), ("1", ["1", "exp W", "got W"], False),
                         ("2", ["2", "exp L", "got L"], False)],
               "the picture has the vertices with expected and actual answers, vertex 0 in red", nodes)
        expect(p["edges"] == 3, "the picture has the 3 edges, the repeated one twice", p["edges"])
        expect(p["no_picture"] is None, "no 'no picture' note beside a picture", p["no_picture"])
    else:
        expect(not p["svg_shown"] and p["nodes"] == [], "no picture without Graphviz", p["nodes"])
        expect(p["no_picture"] is not None and "Graphviz" in p["no_picture"],
               "the page says why there is no picture", p["no_picture"])
    check_coverage(p, j)


def check_coverage(p, j):
    fams = [(r["cells"][0], int(r["cells"][1])) for r in p["families"]]
    expect(fams == [(k, v) for k, v in j["families"].items()] and fams,
           "the families the schedule covered, with their counts", fams)
    firsts = {r["cells"][0]: r["cells"][2] for r in p["families"]}
    expect(all(firsts.get(k) == str(v["case"]) for k, v in j["first_seen"].items()),
           "each family's first case", firsts)
    expect(p["schedule"] is not None and p["schedule"].startswith("seed %d; %d of %d cases planned run"
                                                                % (j["seed"], j["cases_run"], j["planned"])),
           "the seed and the cases run", p["schedule"])


def test_check(args, chromium):
    out = args.artefacts
    gc = args.gamecheck
    fail_html, fail_json = os.path.join(out, "check_fail.html"), os.path.join(out, "check_fail.json")
    failing = ["--", args.program, "multi-edge"]
    r = run([gc, "check", "outcome", "--quiet", "--html", fail_html, "--json", fail_json] + failing)
    expect(r.returncode == 1, "check finds the planted bug (exit 1)", r.returncode)
    j = json.load(open(fail_json))
    # The same run without Graphviz on PATH: the table alone.
    empty = tempfile.mkdtemp(prefix="gamecheck-nodot-")
    plain_html = os.path.join(out, "check_fail_no_dot.html")
    plain_json = os.path.join(out, "check_fail_no_dot.json")
    r2 = run([gc, "check", "outcome", "--quiet", "--html", plain_html, "--json", plain_json] + failing,
             env=dict(os.environ, PATH=empty))
    os.rmdir(empty)
    expect(r2.returncode == 1, "check without Graphviz on PATH still reports (exit 1)", r2.returncode)
    pass_html, pass_json = os.path.join(out, "check_pass.html"), os.path.join(out, "check_pass.json")
    r3 = run([gc, "check", "outcome", "--builtin", "solver", "--quiet", "--cases", "60", "--tiers",
              "examples,exhaustive,random", "--html", pass_html, "--json", pass_json])
    expect(r3.returncode == 0, "the solver passes (exit 0)", r3.returncode)
    jp = json.load(open(pass_json))
    with Browser(chromium) as b:
        check_failure_page(b, fail_html, j, args.program, with_picture=True)
        b.screenshot(os.path.join(out, "check_fail.png"), full_page=True)
        check_failure_page(b, plain_html, json.load(open(plain_json)), args.program, with_picture=False)
        b.open(pass_html)
        p = b.evaluate(READ_CHECK_PAGE)
        b.screenshot(os.path.join(out, "check_pass.png"), full_page=True)
        expect(p["verdict"] is not None and p["verdict"].startswith("PASS: 60 cases"), "a pass says PASS",
               p["verdict"])
        expect("pass" in p["verdict_class"], "the verdict is marked as a pass", p["verdict_class"])
        expect(p["why"] is None and p["replay"] is None and p["vertices"] == [],
               "a pass shows no counterexample", p)
        check_coverage(p, jp)
        urls = [u for u in b.requested_urls() if not u.startswith("data:")]
        expect(urls == ["file://" + os.path.abspath(h) for h in (fail_html, plain_html, pass_html)],
               "the pages load nothing but themselves", urls)
        expect(b.errors() == [], "no error in the pages", b.errors())


READ_OVERVIEW = HELPERS + r"""
until(() => {
  const table = within('mte-metrics-table', 'table')[0];
  if (!table || !visible(table) || table.tBodies[0].rows.length < 1) return null;
  const head = [...table.tHead.rows];
  // Column names from the two header rows: a cell spanning both rows names its columns,
  // one spanning columns of the second row is named with each cell below it.
  const names = [], below = [...head[1].cells];
  for (const th of head[0].cells) {
    const top = th.innerText.split('\n')[0].trim();
    if (th.rowSpan >= 2) { for (let k = 0; k < th.colSpan; k++) names.push(top); continue; }
    for (let left = th.colSpan; left > 0;) {
      const c = below.shift();
      for (let k = 0; k < c.colSpan; k++) names.push(top + ' / ' + c.innerText.trim());
      left -= c.colSpan;
    }
  }
  const row = [...table.tBodies[0].rows].find(tr => tr.innerText.includes('All files'));
  if (!row) return null;
  const cells = [...row.cells].map(td => td.innerText.trim());
  const shown = {};
  names.forEach((n, i) => { if (cells[i]) shown[n.replace(/\s+/g, ' ')] = cells[i]; });
  return {shown, title: document.title, charset: document.characterSet,
          embedded: JSON.parse(document.getElementById('gamecheck-report').textContent)};
}, 30000)
"""

OPEN_FILE = HELPERS + r"""
until(() => all('a').find(a => visible(a) && a.innerText.trim() === FILE), 30000).then(a => {
  a.click();
  return until(() => within('mte-file', 'pre code').length && within('mte-state-filter', 'input[type=checkbox]').length, 30000);
}).then(() => {
  // Every status filter on, as a person ticks them to see every mutant.
  for (const box of within('mte-state-filter', 'input[type=checkbox]')) if (!box.checked) box.click();
  const want = within('mte-state-filter', 'label').map(l => l.innerText.trim());
  return until(() => {
    const boxes = within('mte-state-filter', 'input[type=checkbox]');
    if (!boxes.every(b => b.checked)) return null;
    const dots = all('svg.mutant-dot[data-mutant-id]').filter(visible);
    const total = want.reduce((s, l) => s + Number((l.match(/\((\d+)\)/) || [0, 0])[1]), 0);
    if (dots.length !== total) return null;
    const by = {};
    for (const d of dots) {
      const st = [...d.classList].find(c => /^[A-Z]/.test(c));
      by[st] = (by[st] || 0) + 1;
    }
    return {filters: want, dots: by, ids: dots.map(d => d.dataset.mutantId).sort()};
  }, 30000);
})
"""


# Clicks the mark of mutant ID on the source, as a person does, and waits until the drawer
# shows a text that contains WANT (whitespace aside).
SHOW_MUTANT = HELPERS + r"""
(() => {
  const squash = t => t.replace(/\s+/g, ' ').trim();
  const dot = all('svg.mutant-dot[data-mutant-id="' + ID + '"]')[0];
  dot.dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true}));
  return until(() => {
    const shown = within('mte-drawer-mutant', '*').filter(visible).map(e => e.innerText).join(' ');
    return squash(shown).includes(squash(WANT)) ? squash(shown).slice(0, 300) : null;
  }, 30000);
})()
"""


def schema_score(statuses):
    """The mutation score by the schema's rules (mutation-testing-metrics): detected
    (Killed, Timeout) over valid (detected + Survived + NoCoverage), as a percentage."""
    detected = statuses["Killed"] + statuses["Timeout"]
    valid = detected + statuses["Survived"] + statuses["NoCoverage"]
    return 100.0 * detected / valid if valid else None


def test_mutate(args, chromium):
    out = args.artefacts
    src = os.path.join(args.source, "properties", "programs", "tiny_outcome.cpp")
    html, js = os.path.join(out, "mutate.html"), os.path.join(out, "mutate.json")
    # EqualityOperator and IntegerWidth on the fixture: kills, the one mutant that does not
    # build, and the two likely-equivalent loop bounds (properties/mutate_test.cc).
    r = run([args.gamecheck, "mutate", "outcome", "--quiet", "--jobs", "2", "--mutant-time", "2",
             "--survivor-time", "2", "--mutators", "EqualityOperator,IntegerWidth", "--json", js,
             "--html", html, src])
    expect(r.returncode == 0, "mutate finishes (exit 0)", r.returncode)
    print(r.stdout[-600:])
    m = re.search(r"^mutation score ([0-9.]+)%", r.stdout, re.M)
    expect(m is not None, "mutate prints its score", r.stdout[-300:])
    j = json.load(open(js))
    mutants = [x for f in j["files"].values() for x in f["mutants"]]
    statuses = collections.Counter(x["status"] for x in mutants)
    expect(statuses["Killed"] > 0 and statuses["CompileError"] == 1, "the run has kills and a stillborn",
           statuses)
    with Browser(chromium) as b:
        b.open(html)
        p = b.evaluate(READ_OVERVIEW)
        b.screenshot(os.path.join(out, "mutate_overview.png"))
        expect(p["charset"] == "UTF-8", "the page declares UTF-8", p["charset"])
        expect(p["embedded"] == j, "the page holds the JSON report of the run, unchanged")
        expect("tiny_outcome.cpp" in p["title"], "the viewer titles the page", p["title"])
        shown = p["shown"]
        print("the viewer shows: " + json.dumps(shown))
        for column, status in [("Killed", "Killed"), ("Survived", "Survived"), ("Timeout", "Timeout"),
                               ("No coverage", "NoCoverage"), ("Ignored", "Ignored"),
                               ("Compile errors", "CompileError"), ("Runtime errors", "RuntimeError")]:
            expect(shown.get(column) == str(statuses[status]),
                   "the viewer's %s column counts the report's %s mutants (%d)" % (column, status,
                                                                                   statuses[status]),
                   shown.get(column))
        score = float(shown["Mutation Score / Of total"])
        want = schema_score(statuses)
        expect(want is not None and abs(score - want) < 0.006, "the viewer's score is the report's", score)
        # Likely-equivalent mutants are Survived in the JSON (left for a person), so the
        # viewer shows them and scores them as gamecheck does.
        if m:
            expect(abs(score - float(m.group(1))) < 0.051,
                   "the viewer's score is gamecheck's (%s%%)" % m.group(1), score)
        v = b.evaluate("var FILE = 'tiny_outcome.cpp';" + OPEN_FILE)
        b.screenshot(os.path.join(out, "mutate_file.png"), full_page=True)
        dots = collections.Counter(v["dots"])
        expect(dots == collections.Counter({k: c for k, c in statuses.items() if c}),
               "the file view draws every mutant on the source, by status", v["dots"])
        expect(sorted(v["ids"]) == sorted(x["id"] for x in mutants), "one mark per mutant of the report",
               v["ids"])
        # One mutant of each status, clicked: the drawer shows its reason (a kill's check
        # report, the build error, why it is likely equivalent).
        for status in sorted(statuses):
            x = next(x for x in mutants if x["status"] == status)
            want = x["statusReason"].split("\n")[0][:60]
            shown = b.evaluate("var ID = %s, WANT = %s;" % (json.dumps(x["id"]), json.dumps(want)) +
                               SHOW_MUTANT)
            expect(shown is not None, "clicking a %s mutant (#%s) shows its reason" % (status, x["id"]),
                   want)
            if status in ("Ignored", "Survived"):
                b.screenshot(os.path.join(out, "mutate_%s.png" % status.lower()))
        # Inline data: URLs (the viewer's icons) are part of the page; anything else is not.
        urls = [u for u in b.requested_urls() if not u.startswith("data:")]
        expect(urls == ["file://" + os.path.abspath(html)], "the page loads nothing but itself", urls)
        expect(b.errors() == [], "no error in the page", b.errors())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("page", choices=["check", "mutate"])
    ap.add_argument("--gamecheck", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--artefacts", required=True)
    ap.add_argument("--program", help="outcome_solver of properties/programs (for check)")
    args = ap.parse_args()
    chromium = os.environ.get("GAMECHECK_CHROMIUM") or shutil.which("chromium") or shutil.which(
        "chromium-browser")
    if not chromium:
        print("SKIPPED: no chromium on PATH (Debian's package chromium; ci/bootstrap installs it)")
        return SKIP
    os.makedirs(args.artefacts, exist_ok=True)
    {"check": test_check, "mutate": test_mutate}[args.page](args, chromium)
    print("screenshots and pages in " + args.artefacts)
    if FAILURES:
        print("%d check(s) failed" % len(FAILURES))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
