// mutate/run/warm.h — warm interpreters for Python schema programs (used by mutate/run/runner.cc
// and programs.cc; not part of the interface). A plain run of a Python solver costs an
// interpreter start (with its site imports, tens of ms) and the solver's imports, far more
// than the solver takes on most cases. So each schema program gets one server
// (mutate/run/warm.py, compiled in), started once with the program compiled and its
// standard-library imports loaded;
// each run is then `gamecheck-warm-run SOCKET NAME=VALUE... PYTHON PROGRAM`
// (mutate/run/warm_client.cc) in place of `env NAME=VALUE... PYTHON PROGRAM`: the runner starts
// the small client as it starts any program (its own process group, the time limit, the
// output cap, the case on standard input), and the client has the server fork a fresh
// copy of its pristine interpreter that joins the client's group, takes its streams,
// directory and environment, runs the program and is reported by the client as it ended
// (exit status or signal). A client that cannot reach its server starts the program
// itself. No server is started under a memory limit (--memory): the runner reads the
// memory of the process it started, which would be the client's.
// Status: properties/mutate_warm_test.cc.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace gc::mutate::internal {

/// The client's name, looked for beside gamecheck.
inline constexpr const char kWarmClientName[] = "gamecheck-warm-run";

class WarmServers {
 public:
  WarmServers() = default;
  WarmServers(const WarmServers&) = delete;
  WarmServers& operator=(const WarmServers&) = delete;
  ~WarmServers() { Stop(); }

  /// Starts a server for the program `words` ({PYTHON, PROGRAM}) with its socket in
  /// `dir`, the client found beside `gamecheck` (or beside this process when empty).
  /// "" when it serves, else why not (then runs start plainly).
  std::string Start(const std::vector<std::string>& words, const std::filesystem::path& dir,
                    const std::string& gamecheck);
  /// `argv` (env NAME=VALUE... PROGRAM...) through the warm client when its PROGRAM is
  /// served, else `argv` itself.
  std::vector<std::string> Launch(const std::vector<std::string>& argv) const;
  /// Ends every server (at the end of the run); later runs start plainly.
  void Stop();

 private:
  struct Server {
    std::vector<std::string> words;
    std::string socket;
    pid_t pid = -1;
    int pidfd = -1;    // pins the server: its pid may be reused once something reaped it
    int control = -1;  // our end of its standard input: closing it ends the server
  };
  std::vector<Server> servers_;
  std::string client_;
};

}  // namespace gc::mutate::internal
