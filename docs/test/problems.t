`gamecheck problems` lists every problem of the table with its input format, and
  $ . "$TESTDIR/setup.sh"
`gamecheck problems PROBLEM` prints the section of docs/formats.md for it: its input and
output formats and at least one example that the docs test runs (docs_formats.md.t).

  $ gamecheck problems | grep -c '^            input: .'
  7
  $ for p in $(gamecheck problems | grep -E '^[a-z]+ ' | cut -d' ' -f1); do
  >   out=$(gamecheck problems "$p") || echo "$p: exit $?"
  >   for want in "^$p — " '^Input: ' '^Output: ' "| gamecheck solve $p\$"; do
  >     grep -q -- "$want" <<< "$out" || echo "$p: no line matching '$want'"
  >   done
  > done
  $ gamecheck problems edgegeo
  gamecheck: unknown problem 'edgegeo' (try 'gamecheck problems')
  [2]
