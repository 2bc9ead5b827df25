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
// JavaScript's warm nodes (mutate/run/warm_js.js) cannot fork: each runs a case in a fresh
// vm context of its own process, one at a time, a server per job; their client
// (mutate/run/warm_js_client.cc) sends the case's input and writes what the run wrote.
// Java's warm JVMs (mutate/run/warm_java.java, compiled with javac once a mutate run) are a
// pool the same way, served by the same client: each runs a case on a thread of its own
// with the program's classes loaded afresh.
// Status: properties/mutate_warm_test.cc, mutate_warm_js_test.cc, mutate_warm_java_test.cc.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace gc::mutate::internal {

/// The client's name, looked for beside gamecheck.
inline constexpr const char kWarmClientName[] = "gamecheck-warm-run";
/// JavaScript's and Java's client (mutate/run/warm_js_client.cc), beside gamecheck too.
inline constexpr const char kWarmJsClientName[] = "gamecheck-warm-js";

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
  /// JavaScript: starts `count` warm nodes (mutate/run/warm_js.js: one run at a time
  /// each) for the program `words` ({NODE, PROGRAM}) with `node` (NODE's path), their
  /// sockets in `dir`. "" when they serve, else why not. Their runs are used only once
  /// UsePool(true).
  std::string StartJs(const std::vector<std::string>& words, const std::string& node,
                      const std::filesystem::path& dir,
                      const std::string& gamecheck, unsigned count);
  /// Java: compiles the warm JVM (mutate/run/warm_java.java) with `javac` into `dir` and
  /// starts `count` of them for the program `words` ({JAVA, FLAGS..., -cp, CLASSDIR,
  /// MAIN}) with `java` (JAVA's path) and the run's FLAGS. As StartJs otherwise.
  std::string StartJava(const std::vector<std::string>& words, const std::string& java,
                        const std::string& javac, const std::filesystem::path& dir,
                        const std::string& gamecheck, unsigned count);
  /// Whether the pool's runs (JavaScript's, Java's) go through its warm servers: not
  /// until the original's warm runs were found to answer as its plain ones
  /// (mutate/run/warm_js_trust.cc).
  void UsePool(bool on) { pool_on_ = on; }
  bool HasPool() const { return !pool_words_.empty(); }
  /// `argv` (env NAME=VALUE... PROGRAM...) through the warm client when its PROGRAM is
  /// served (the pool's: when UsePool, or `trial`; Java's: also `[env NAME=VALUE...] JAVA
  /// FLAGS... -cp DIR MAIN` of another class directory DIR, a copy's), else `argv` itself.
  std::vector<std::string> Launch(const std::vector<std::string>& argv, bool trial = false) const;
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
  // The pool (JavaScript's, Java's): the program's words, its path, the client's path and
  // its SERVERS word ("SOCKET:PID,..." or "SOCKET,...": the servers_ of those words).
  std::string StartPool(const std::vector<std::string>& words, const std::string& program,
                        const std::filesystem::path& dir, const std::string& gamecheck,
                        unsigned count, const char* prefix, bool tells,
                        const std::vector<std::string>& server);
  std::vector<std::string> pool_words_;
  std::string pool_program_, pool_client_, pool_servers_;
  bool pool_on_ = false;
  bool pool_any_dir_ = false;  // Java's: a copy's class directory is served too
};

}  // namespace gc::mutate::internal
