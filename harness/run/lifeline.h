// harness/run/lifeline.h — what a gamecheck killed outright (SIGKILL, the OOM killer)
// leaves behind is put down all the same: a small process of its own, the lifeline
// (gamecheck-exec-limited --lifeline, harness/run/exec_limited_main.cc), is told over a
// pipe the process group of every run as it starts and ends, and every scratch directory
// as it is made and removed. When the pipe's last writer goes (gamecheck's end, however
// it came), it kills the groups still listed and removes the directories still listed.
// A normal end lists nothing: then it only exits. It is in a session of its own and
// ignores the stop signals, so a kill of gamecheck's process group or a Ctrl-C does not
// take it first. Cost: a write of a few bytes to the pipe at each start and end of a run.
// A kill in the microseconds between a run's spawn and the line that tells its group is
// the one window left (the group is told before its input is written).
// Off unless StartLifeline was called (the command does; a library user's process is
// theirs to look after).
// Status: properties/stop_test.cc (a SIGKILLed check leaves no solver and no scratch
// directory).
#pragma once

#include <sys/types.h>

#include <string>

namespace gc {

/// Starts the lifeline `helper` (a gamecheck-exec-limited program); false (and nothing
/// is told to anyone) when it cannot be started. Call once, before any run.
bool StartLifeline(const std::string& helper);

namespace lifeline {
/// Tell the lifeline (when started) that a run's process group began or ended, and that a
/// scratch directory was made or removed. Thread-safe.
void GroupStarted(pid_t group);
void GroupEnded(pid_t group);
void DirectoryMade(const std::string& path);
void DirectoryRemoved(const std::string& path);
}  // namespace lifeline

}  // namespace gc
