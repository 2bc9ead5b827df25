// mutate/run/warm.cc — starting and ending the warm interpreters; see warm.h.
#include "mutate/run/warm.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

#include "harness/run/runner.h"
#include "mutate/warm_java_script.h"
#include "mutate/warm_js_script.h"
#include "mutate/warm_py_script.h"

extern char** environ;

namespace gc::mutate::internal {

namespace {

using Clock = std::chrono::steady_clock;

// The first line the server prints, within `seconds` ("" when none came).
std::string FirstLine(int fd, double seconds) {
  std::string line;
  const Clock::time_point end =
      Clock::now() + std::chrono::milliseconds(static_cast<long>(seconds * 1000));
  while (line.find('\n') == std::string::npos) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (left <= 0) return "";
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(left)) < 0 && errno != EINTR) return "";
    char buf[256];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) return line;
    line.append(buf, static_cast<std::size_t>(n));
  }
  return line.substr(0, line.find('\n'));
}

// Waits up to `seconds` for the server to end, then kills it; reaps it either way. By its
// pidfd, opened at its start: the runner's reaping of orphans may have reaped it already
// (a dead child outside our group), and its pid may then be another process's.
void EndServer(int pidfd, pid_t pid, double seconds) {
  if (pidfd < 0) {  // a kernel without pidfds: by pid, as the runner does then
    ::kill(pid, SIGKILL);
    while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    return;
  }
  pollfd p{pidfd, POLLIN, 0};
  if (::poll(&p, 1, static_cast<int>(seconds * 1000)) <= 0)
    ::syscall(SYS_pidfd_send_signal, pidfd, SIGKILL, nullptr, 0);
  // P_PIDFD (Linux 5.4; glibc 2.36 has no name for it). An older kernel refuses it: the
  // zombie is then the runner's reaping of orphans' to reap.
  constexpr int kByPidfd = 3;
  siginfo_t info{};
  while (::waitid(static_cast<idtype_t>(kByPidfd), static_cast<id_t>(pidfd), &info, WEXITED) < 0 &&
         errno == EINTR) {
  }
  ::close(pidfd);
}

// posix_spawn of `args` with `in` on its standard input, `out` on its standard output and
// /dev/null on its standard error, in a process group of its own (away from the terminal's
// Ctrl-C), its signals as a fresh program has them, which every run inherits (as a
// runner's spawn gives them). With `files` (a warm JVM's): the files FILES.out and
// FILES.err on its standard output and error, `out` on descriptor 3. posix_spawn's error
// number, 0 when it started.
int Spawn(std::vector<std::string> args, int in, int out, pid_t* pid,
          const std::string& files = "") {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, in, 0);
  if (files.empty()) {
    posix_spawn_file_actions_adddup2(&fa, out, 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  } else {
    posix_spawn_file_actions_adddup2(&fa, out, 3);
    constexpr int kFlags = O_WRONLY | O_CREAT | O_TRUNC | O_APPEND;
    posix_spawn_file_actions_addopen(&fa, 1, (files + ".out").c_str(), kFlags, 0600);
    posix_spawn_file_actions_addopen(&fa, 2, (files + ".err").c_str(), kFlags, 0600);
  }
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setpgroup(&attr, 0);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) sigaddset(&defaults, sig);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const int rc = ::posix_spawn(pid, argv[0], &fa, &attr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&attr);
  return rc;
}

// Starts server `args` (its first word a path) with its control pipe, and waits for its
// "ready": "" then, with its pid, pidfd and our end of its control pipe set; else why not
// (it is ended).
struct Started {
  pid_t pid = -1;
  int pidfd = -1, control = -1;
};
std::string Serve(std::vector<std::string> args, Started* s, const std::string& files = "") {
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) return std::strerror(errno);
  if (::pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    return std::strerror(errno);
  }
  const std::string program = args[0];
  const int rc = Spawn(std::move(args), in[0], out[1], &s->pid, files);
  ::close(in[0]);
  ::close(out[1]);
  if (rc != 0) {
    ::close(in[1]), ::close(out[0]);
    return "cannot start " + program + ": " + std::strerror(rc);
  }
  s->control = in[1];
  s->pidfd = static_cast<int>(::syscall(SYS_pidfd_open, s->pid, 0));
  const std::string line = FirstLine(out[0], 60);
  ::close(out[0]);
  if (line == "ready") return "";
  ::close(s->control);
  EndServer(s->pidfd, s->pid, 1);
  return line.empty() ? "the server did not start" : line;
}

}  // namespace

std::string WarmServers::Start(const std::vector<std::string>& words,
                               const std::filesystem::path& dir, const std::string& gamecheck) {
  std::error_code ec;
  if (client_.empty()) {
    const std::filesystem::path self = gamecheck.empty()
                                           ? std::filesystem::read_symlink("/proc/self/exe", ec)
                                           : std::filesystem::path(gamecheck);
    const std::filesystem::path client = self.parent_path() / kWarmClientName;
    if (ec || ::access(client.c_str(), X_OK) != 0) return "no " + client.string();
    client_ = client.string();
  }
  if (words.size() != 2 || words[0].empty() || words[0][0] != '/') return "not a python3 run";
  std::filesystem::create_directories(dir, ec);
  Server s;
  s.words = words;
  s.socket = (dir / ("warm" + std::to_string(servers_.size()))).string();
  if (s.socket.size() >= 100) return "the socket's path is too long: " + s.socket;
  Started st;
  if (std::string why = Serve({words[0], "-c", kWarmPyScript, s.socket, words[1]}, &st);
      !why.empty())
    return why;
  s.pid = st.pid, s.pidfd = st.pidfd, s.control = st.control;
  servers_.push_back(std::move(s));
  return "";
}

std::string WarmServers::StartJs(const std::vector<std::string>& words, const std::string& node,
                                 const std::filesystem::path& dir, const std::string& gamecheck,
                                 unsigned count) {
  if (words.size() != 2 || node.empty() || node[0] != '/') return "not a node run";
  return StartPool(words, node, dir, gamecheck, count, "warmjs", false,
                   {node, "-e", kWarmJsScript, "--", "{socket}", words[1]});
}

std::string WarmServers::StartJava(const std::vector<std::string>& words, const std::string& java,
                                   const std::string& javac, const std::filesystem::path& dir,
                                   const std::string& gamecheck, unsigned count) {
  // {JAVA, FLAGS..., -cp, CLASSDIR, MAIN}: the server takes FLAGS, never CLASSDIR (each
  // run loads MAIN from it afresh).
  const std::size_t n = words.size();
  if (n < 4 || java.empty() || java[0] != '/' ||
      (words[n - 3] != "-cp" && words[n - 3] != "-classpath" && words[n - 3] != "--class-path"))
    return "not a java run";
  if (javac.empty() || javac[0] != '/') return "no javac to compile the warm JVM";
  std::error_code ec;
  const std::filesystem::path classes = dir / "warmjava";
  std::filesystem::create_directories(classes, ec);
  const std::filesystem::path src = classes / "GcWarm.java";
  {
    std::FILE* f = std::fopen(src.c_str(), "w");
    if (f == nullptr) return "cannot write " + src.string();
    const bool ok = std::fputs(kWarmJavaScript, f) >= 0;
    if (std::fclose(f) != 0 || !ok) return "cannot write " + src.string();
  }
  // javac with C1 alone, as the build's (its own JVM's start is most of it).
  const int null_in = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  const int null_out = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  pid_t pid = -1;
  const int rc = null_in < 0 || null_out < 0
                     ? errno
                     : Spawn({javac, "-J-XX:TieredStopAtLevel=1", "-J-XX:-UsePerfData", "-nowarn",
                              "-d", classes.string(), src.string()},
                             null_in, null_out, &pid);
  if (null_in >= 0) ::close(null_in);
  if (null_out >= 0) ::close(null_out);
  if (rc != 0) return "cannot start " + javac + ": " + std::strerror(rc);
  // The runner's reaping of orphans may reap it first (its own group): its class file is
  // the answer.
  while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
  }
  if (!std::filesystem::exists(classes / "GcWarm.class", ec))
    return "javac did not compile the warm JVM";
  std::vector<std::string> server = {java};
  server.insert(server.end(), words.begin() + 1, words.end() - 3);
  for (const std::string& w :
       {std::string("-Djava.security.manager=allow"), std::string("-cp"), classes.string(),
        std::string("GcWarm"), std::string("{socket}"), words[n - 2], words[n - 1]})
    server.push_back(w);
  std::string why = StartPool(words, java, dir, gamecheck, count, "warmjava", true, server);
  pool_any_dir_ = why.empty();
  return why;
}

std::string WarmServers::StartPool(const std::vector<std::string>& words,
                                   const std::string& program, const std::filesystem::path& dir,
                                   const std::string& gamecheck, unsigned count,
                                   const char* prefix, bool tells,
                                   const std::vector<std::string>& server) {
  std::error_code ec;
  const std::filesystem::path self = gamecheck.empty()
                                         ? std::filesystem::read_symlink("/proc/self/exe", ec)
                                         : std::filesystem::path(gamecheck);
  const std::filesystem::path client = self.parent_path() / kWarmJsClientName;
  if (ec || ::access(client.c_str(), X_OK) != 0) return "no " + client.string();
  std::filesystem::create_directories(dir, ec);
  std::string list;
  for (unsigned i = 0; i < count; ++i) {
    Server s;
    s.words = words;
    s.socket = (dir / (prefix + std::to_string(i))).string();
    if (s.socket.size() >= 100) return "the socket's path is too long: " + s.socket;
    std::vector<std::string> args = server;
    std::replace(args.begin(), args.end(), std::string("{socket}"), s.socket);
    Started st;
    if (std::string why = Serve(std::move(args), &st, tells ? s.socket : ""); !why.empty())
      return why;
    s.pid = st.pid, s.pidfd = st.pidfd, s.control = st.control;
    // A warm JVM tells its run thread's process (a successor may take its socket).
    list += (list.empty() ? "" : ",") + s.socket + (tells ? "" : ":" + std::to_string(s.pid));
    servers_.push_back(std::move(s));
  }
  pool_words_ = words;
  pool_program_ = program;
  pool_client_ = client.string();
  pool_servers_ = list;
  return "";
}

std::vector<std::string> WarmServers::Launch(const std::vector<std::string>& argv,
                                             bool trial) const {
  if (argv.empty()) return argv;
  std::size_t at = 1;
  // A Java run may come without its env (a copy's, of a mutant the schema does not hold).
  if (argv[0] != "env") {
    if (!pool_any_dir_) return argv;
    at = 0;
  }
  while (at > 0 && at < argv.size() && argv[at].find('=') != std::string::npos &&
         argv[at][0] != '/')
    ++at;
  const std::vector<std::string> words(argv.begin() + static_cast<std::ptrdiff_t>(at), argv.end());
  if (!pool_words_.empty()) {
    // Java's: the same words but for the class directory (a copy's is a program of its own,
    // served as the schema's: each run loads its classes afresh).
    const std::size_t n = words.size();
    const bool same = words == pool_words_ ||
                      (pool_any_dir_ && n == pool_words_.size() && n >= 2 &&
                       std::equal(words.begin(), words.end() - 2, pool_words_.begin()) &&
                       words[n - 1] == pool_words_[n - 1] && !words[n - 2].empty() &&
                       words[n - 2][0] == '/');
    if (!same || !(pool_on_ || trial)) return argv;
    std::vector<std::string> out = {pool_client_, pool_servers_};
    if (at > 0)
      out.insert(out.end(), argv.begin() + 1, argv.begin() + static_cast<std::ptrdiff_t>(at));
    out.push_back(pool_program_);  // the client's plain start execs it: a path
    out.insert(out.end(), words.begin() + 1, words.end());
    return out;
  }
  if (at == 0) return argv;
  for (const Server& s : servers_) {
    if (s.words != words) continue;
    std::vector<std::string> out = {client_, s.socket};
    out.insert(out.end(), argv.begin() + 1, argv.end());
    return out;
  }
  return argv;
}

void WarmServers::Stop() {
  for (Server& s : servers_) {
    ::close(s.control);
    EndServer(s.pidfd, s.pid, 2);
  }
  servers_.clear();
  pool_words_.clear();
  pool_on_ = pool_any_dir_ = false;
}

}  // namespace gc::mutate::internal
