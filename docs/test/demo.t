After `bash ci/demo` a newcomer looks for the command it built: the README names the path
ci/demo builds it at, and ci/demo prints it at its end.

  $ . "$TESTDIR/setup.sh"
  $ gc=$(sed -n 's/^gc=//p' "$GAMECHECK_SOURCE/ci/demo")
  $ test -n "$gc" && echo "$gc"
  build/release/gamecheck
  $ sed -n '/^```sh/,/^```$/d; /ci\/demo/p' "$GAMECHECK_SOURCE/README.md" | grep -c "$gc"
  [1-9] (re)
  $ grep -c 'echo .*\$gc' "$GAMECHECK_SOURCE/ci/demo"
  [1-9] (re)
