// harness/run/lifeline_main.h — the lifeline's own loop (harness/run/lifeline.h), in the
// small helper program (harness/run/exec_limited_main.cc), which links nothing of the
// harness: header-only.
#pragma once

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

namespace gc {

/// Reads "+g PGID", "-g PGID", "+d PATH", "-d PATH" lines from `fd` until its end (the
/// last writer gone), then kills (SIGKILL) each process group still listed and removes
/// each directory still listed, with what is in it (never following a link out of it).
/// Ignores the stop signals meanwhile. Returns 0.
inline int LifelineMain(int fd) {
  for (int s : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE}) ::signal(s, SIG_IGN);
  std::set<pid_t> groups;
  std::set<std::string> dirs;
  std::string pending;
  char buf[4096];
  while (true) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    pending.append(buf, static_cast<std::size_t>(got));
    for (std::size_t nl; (nl = pending.find('\n')) != std::string::npos; pending.erase(0, nl + 1)) {
      const std::string line = pending.substr(0, nl);
      if (line.size() < 4 || line[2] != ' ') continue;
      const std::string what = line.substr(3);
      if (line[1] == 'g') {
        const pid_t g = static_cast<pid_t>(std::strtol(what.c_str(), nullptr, 10));
        if (g <= 1) continue;
        if (line[0] == '+') groups.insert(g);
        else groups.erase(g);
      } else if (line[1] == 'd') {
        if (line[0] == '+') dirs.insert(what);
        else dirs.erase(what);
      }
    }
  }
  for (pid_t g : groups) ::kill(-g, SIGKILL);
  std::error_code ec;
  for (const std::string& d : dirs) std::filesystem::remove_all(d, ec);
  return 0;
}

}  // namespace gc
