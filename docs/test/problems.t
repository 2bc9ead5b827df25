`gamecheck problems` lists every problem of the table with its input format, one for
each line of harness/problems/problems.def, and
  $ . "$TESTDIR/setup.sh"
`gamecheck problems PROBLEM` prints the section of docs/formats.md for it: its input and
output formats and at least one example that the docs test runs (docs_formats.md.t), and
the page's common rules that define "the graph" its input names (`n m`, then the pairs).

  $ rows=$(grep -c '^GAMECHECK_PROBLEM(' "$GAMECHECK_SOURCE/harness/problems/problems.def")
  $ test "$rows" -ge 7 && test "$(gamecheck problems | grep -c '^            input: .')" = "$rows"
  $ for p in $(gamecheck problems | grep -E '^[a-z]+ ' | cut -d' ' -f1); do
  >   out=$(gamecheck problems "$p") || echo "$p: exit $?"
  >   for want in "^$p — " '^Input: ' '^Output: ' "| gamecheck solve $p\$" \
  >       '^Common rules for every input:' '^- The graph part is `n m` followed by `m` pairs `u v`'; do
  >     grep -q -- "$want" <<< "$out" || echo "$p: no line matching '$want'"
  >   done
  > done
  $ gamecheck problems no-such-game
  gamecheck: unknown problem 'no-such-game' (try 'gamecheck problems')
  [2]

The table's first worked example of each problem (`gamecheck example`) is the page's: its
input is echoed there, and the answer's first line follows.

  $ for p in $(gamecheck problems | grep -E '^[a-z]+ ' | cut -d' ' -f1); do
  >   in=$(gamecheck example "$p")
  >   first=$(gamecheck example "$p" | gamecheck solve "$p" | head -1)
  >   page=$(gamecheck problems "$p")
  >   grep -qF "  \$ echo '$in' | gamecheck solve $p" <<< "$page" || echo "$p: input $in not shown"
  >   grep -qxF "  $first" <<< "$page" || echo "$p: answer $first not shown"
  > done
