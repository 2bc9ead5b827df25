// harness/run/run_scratch.h — the scratch directories a program runs in (RunLimits::
// scratch_dir): one empty directory per run, under $TMPDIR (else /tmp), entered by
// descriptor, emptied after the run however it ended without ever following a link out
// of it, and kept for the runner's next run. Cost: making and removing a directory is
// about 0.5 ms on a journalled file system, more than a small program's whole run, so a
// directory is made once per run in progress at a time and reused; emptying one is a
// readdir and an unlink per entry the program left. Internal to harness/run/.
// Status: properties/runner_test.cc (RunnerScratch: no litter, an empty directory for
// every run, a link put in its place cannot aim the cleanup, gone after a timeout,
// directories without rights, a directory that cannot be made is a spawn failure).
#pragma once

#include <mutex>
#include <string>
#include <vector>

namespace gc::run_internal {

/// Removes everything in the directory open as `dir`, not the directory itself, through
/// *at() calls that never follow a symbolic link out of it; false when something could
/// not be removed. A directory the program left without its owner's rights gets them
/// back first (root needs none). O(entries).
bool EmptyDirectory(int dir);

/// A scratch directory: open (O_CLOEXEC), so that it is entered, emptied and removed as
/// the directory that was made, whatever the program did to the name `path` meanwhile.
struct Scratch {
  int fd = -1;
  std::string path;

  /// Whether `path` still names it (the program may have removed it, or put something
  /// else in its place).
  bool InPlace() const;
  /// Empties it, removes it if `path` still names it (or a symbolic link put there in its
  /// place: removing a link leaves what it points to alone), and closes it.
  void Discard();
};

/// The scratch directories of one runner and its copies (thread-safe). A run takes an
/// empty one (made if none is free) and gives it back after the run, when it is emptied
/// and kept for the next run. They go with the runner.
struct Scratches {
  std::mutex mu;
  std::vector<Scratch> free;

  ~Scratches();
  /// An empty scratch directory; fd -1 and *error set when none could be made.
  Scratch Take(std::string* error);
  /// Back from a run (whose processes are all gone): kept for the next one if it could be
  /// emptied and is still where it was, else discarded.
  void Give(Scratch s);
};

}  // namespace gc::run_internal
