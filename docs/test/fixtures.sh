# docs/test/fixtures.sh — sourced by every docs test in its fresh directory (cram's): the
# programs and files that the commands of the pages and the man page name.
#   ./outcome_solver MODE   properties/programs/outcome_solver.cc (a planted bug by MODE)
#   ./my_solver             that solver with seed 000's multi-edge bug
#   solver.py               docs/test/solver.py, a Python grundy solver with a bug
#   my_solver.cpp           properties/programs/plain_outcome.cpp, a correct C++ solver
#   corpus/, harness/       the source tree's, read-only, as from the top of the tree
#   outcome_solver.py       examples/python/'s solver (docs/python.md), and python3 is the
#                           interpreter the module is built for (GAMECHECK_PYTHON), with
#                           the build's package on PYTHONPATH
ln -s "$GAMECHECK_PROGRAMS/outcome_solver" outcome_solver
printf '#!/bin/sh\nexec "%s/outcome_solver" multi-edge\n' "$GAMECHECK_PROGRAMS" > my_solver
chmod +x my_solver
cp "$GAMECHECK_SOURCE/docs/test/solver.py" solver.py
cp "$GAMECHECK_SOURCE/properties/programs/plain_outcome.cpp" my_solver.cpp
ln -s "$GAMECHECK_SOURCE/corpus" corpus
ln -s "$GAMECHECK_SOURCE/harness" harness
cp "$GAMECHECK_SOURCE/examples/python/outcome_solver.py" outcome_solver.py
python3() { "$GAMECHECK_PYTHON" "$@"; }
# On a terminal gamecheck's progress is one line rewritten in place and gone at the end;
# on a pipe (here) it is a line "progress: ..." on standard error every 5 s and when
# shrinking starts, so its place among the lines depends on the machine's speed. The
# pages show what a terminal keeps: these lines are dropped, nothing else.
gamecheck() {
  command gamecheck "$@" 2>&1 | grep -v '^progress: '
  return "${PIPESTATUS[0]}"
}
