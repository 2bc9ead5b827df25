// harness/run/lifeline.cc — see lifeline.h. The gamecheck side: one pipe, written under a
// lock, its write end close-on-exec so no run inherits it (a daemon that kept it would
// keep the lifeline waiting).
#include "harness/run/lifeline.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <mutex>

extern char** environ;

namespace gc {

namespace {

std::mutex mu;
int pipe_fd = -1;  // the write end; -1 without a lifeline

void Tell(const std::string& line) {
  std::lock_guard<std::mutex> lock(mu);
  if (pipe_fd < 0) return;
  // One write of a line under PIPE_BUF bytes: it is written whole or not at all.
  if (line.size() >= PIPE_BUF) return;
  while (::write(pipe_fd, line.data(), line.size()) < 0 && errno == EINTR) {
  }
}

}  // namespace

bool StartLifeline(const std::string& helper) {
  std::lock_guard<std::mutex> lock(mu);
  if (pipe_fd >= 0) return true;
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[0], 0);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSID);
  pid_t pid = -1;
  char* argv[] = {const_cast<char*>(helper.c_str()), const_cast<char*>("--lifeline"), nullptr};
  const int rc = ::posix_spawn(&pid, helper.c_str(), &fa, &attr, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&attr);
  ::close(fds[0]);
  if (rc != 0) {
    ::close(fds[1]);
    return false;
  }
  // A write after the lifeline is gone must not end gamecheck.
  ::signal(SIGPIPE, SIG_IGN);
  pipe_fd = fds[1];
  return true;
}

namespace lifeline {
void GroupStarted(pid_t group) { Tell("+g " + std::to_string(group) + "\n"); }
void GroupEnded(pid_t group) { Tell("-g " + std::to_string(group) + "\n"); }
void DirectoryMade(const std::string& path) { Tell("+d " + path + "\n"); }
void DirectoryRemoved(const std::string& path) { Tell("-d " + path + "\n"); }
}  // namespace lifeline

}  // namespace gc
