What the man page says of the formats and the exit statuses (cli/man.cc), checked against
  $ . "$TESTDIR/setup.sh"
the command. It points to docs/formats.md and to `gamecheck problems PROBLEM`:

  $ gamecheck help --man | grep -c 'docs/formats.md'
  3
  $ gamecheck help --man | grep -A1 '^\\fBproblems\\fR'
  \fBproblems\fR [\fIPROBLEM\fR]
  List the problems and their input formats; with PROBLEM, print its input and

Exit status 130 is not check's alone: mutate exits 130 when interrupted too
(cli/mutate_cmd.cc), so the page must not say "check only".

  $ gamecheck help --man | grep -A1 '^\\fB130'
  \fB130\fR
  Interrupted (Ctrl-C, SIGTERM, SIGHUP): check with nothing found, mutate.
  $ gamecheck mutate --help | grep -c '130 interrupted'
  1
