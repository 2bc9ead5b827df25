An install carries the docs, the formats page included, and the man page that points to
it (cmake/install.cmake; the install of the dev build takes about a second).

  $ . "$TESTDIR/setup.sh"
  $ cmake --install "$GAMECHECK_BUILD" --prefix inst > /dev/null
  $ ls inst/share/doc/gamecheck inst/share/doc/gamecheck/docs
  inst/share/doc/gamecheck:
  README.md
  docs
  
  inst/share/doc/gamecheck/docs:
  api.md
  bench.md
  check.md
  ci.md
  formats.md
  fuzzing.md
  geography-undirected.md
  grundy-loopy.md
  judge.md
  mutants.md
  mutate-internals.md
  mutate.md
  names.md
  python.md
  $ cmp inst/share/doc/gamecheck/docs/formats.md "$GAMECHECK_SOURCE/docs/formats.md"
  $ grep -c 'docs/formats.md' inst/share/man/man1/gamecheck.1
  3
