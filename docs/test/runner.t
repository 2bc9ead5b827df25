The docs test's own rules (run_docs_test.py): what matches loosely, and which blocks are
errors.

  $ . "$TESTDIR/setup.sh"
  $ cat > rules.py <<'PY'
  > import re, sys
  > sys.path.insert(0, sys.argv[1])
  > import run_docs_test as r
  > def matches(page, out):
  >     return bool(re.fullmatch(r.loosen(page)[:-5].encode(), out.encode()))
  > print(matches("found after 0.14 s and 68 cases", "found after 12.5 s and 1,068 cases"))
  > print(matches("found after 0.14 s and 68 cases", "found after 12.5 ms and 1,068 cases"))
  > print(matches("kill@1034 12.0ms kill@2", "kill@1247 134.8mskill@2"))
  > print(matches("saved /tmp/a/b.txt", "saved /var/tmp/x-1/c.txt"))
  > print(matches("3 3  0 1", "3 3  0 1 1 2"))
  > print(matches("expected L, got D", "expected L, got W"))
  > PY
  $ python3 rules.py "$GAMECHECK_SOURCE/docs/test"
  True
  False
  True
  True
  False
  False
  $ printf '%s\n' '```sh' 'gamecheck check x' '```' '```sh' '# not run by the docs test: slow' \
  >   'ci/fuzz' '```' '```' '$ gamecheck problems' '```' '' '    ci/bench' > page.md
  $ python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import run_docs_test as r
  > for e in r.parse_page("page.md", "page.md")[1]: print(e)' "$GAMECHECK_SOURCE/docs/test"
  page.md:1: a ```sh block the docs test does not run: make it ```console with its output, or begin it with '# not run by the docs test: WHY'
  page.md:8: a block with '$ ' commands must be ```console
  page.md:12: an indented block of commands: make it a ```console or ```sh block
