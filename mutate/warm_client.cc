// mutate/warm_client.cc — gamecheck-warm-run SOCKET [NAME=VALUE]... PROGRAM [ARGS...]:
// one run of a Python schema program through its warm interpreter (mutate/warm.py), as
// the runner starts it instead of `env NAME=VALUE... PROGRAM ARGS...`. A program of its
// own beside gamecheck, with no library beyond libc, so its exec is cheap.
// It sends the server its standard streams, its directory, its process group, RLIMIT_AS,
// the command and its environment (with the NAME=VALUE words set); the server forks the
// run, which joins this process's group (so the runner's kill of the group at a limit
// reaches it) and starts only once this process, alive after the join, says so. This
// process then waits for the run's end and ends the same way: the same exit status, or
// the same signal raised. When the server cannot be reached, or does not serve PROGRAM,
// it execs PROGRAM itself (the plain start). Exit status 125 with a line on standard
// error when the server is lost in the middle of a run.
// Status: properties/mutate_warm_test.cc.
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <string>

extern char** environ;

namespace {

// The plain start: PROGRAM ARGS... with the environment as it now is.
[[noreturn]] void Plain(char** program) {
  ::execv(program[0], program);
  const char* why = ::strerror(errno);
  const char* parts[] = {"gamecheck-warm-run: cannot run ", program[0], ": ", why, "\n"};
  for (const char* part : parts)
    if (::write(2, part, ::strlen(part)) < 0) break;
  ::_exit(127);
}

void Field(std::string* out, const std::string& s) {
  out->append(s);
  out->push_back('\0');
}

// Sends the request: the descriptors with its first bytes, the rest after them.
bool Send(int sock, const std::string& body, const int fds[4]) {
  std::string all(8, '\0');
  for (int i = 0; i < 8; ++i) all[i] = static_cast<char>((body.size() >> (8 * i)) & 0xff);
  all += body;
  char control[CMSG_SPACE(4 * sizeof(int))] = {};
  iovec iov{all.data(), all.size()};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(4 * sizeof(int));
  ::memcpy(CMSG_DATA(c), fds, 4 * sizeof(int));
  ssize_t n = ::sendmsg(sock, &msg, MSG_NOSIGNAL);
  if (n <= 0) return false;
  for (std::size_t done = static_cast<std::size_t>(n); done < all.size();) {
    n = ::send(sock, all.data() + done, all.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// Reads up to a newline (or one byte for the one-letter replies); "" at the end.
std::string Reply(int sock, bool line) {
  std::string s;
  char ch;
  while (true) {
    const ssize_t n = ::recv(sock, &ch, 1, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return s;
    if (line && ch == '\n') return s;
    s.push_back(ch);
    if (!line) return s;
  }
}

long long Limit(rlim_t v) { return v == RLIM_INFINITY ? -1 : static_cast<long long>(v); }

}  // namespace

int main(int argc, char** argv) {
  int at = 2;
  for (; at < argc && ::strchr(argv[at], '=') != nullptr && argv[at][0] != '/'; ++at)
    ::putenv(argv[at]);
  if (argc < 3 || at >= argc) return 127;
  char** program = argv + at;
  const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (sock < 0 || ::strlen(argv[1]) >= sizeof addr.sun_path) Plain(program);
  ::strcpy(addr.sun_path, argv[1]);
  if (::connect(sock, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) Plain(program);
  std::string body;
  rlimit as{};
  ::getrlimit(RLIMIT_AS, &as);
  Field(&body, std::to_string(::getpgrp()));
  Field(&body, std::to_string(Limit(as.rlim_cur)));
  Field(&body, std::to_string(Limit(as.rlim_max)));
  Field(&body, std::to_string(argc - at));
  for (int i = at; i < argc; ++i) Field(&body, argv[i]);
  for (char** e = environ; *e; ++e) Field(&body, *e);
  const int dir = ::open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  const int fds[4] = {0, 1, 2, dir};
  if (dir < 0 || !Send(sock, body, fds)) Plain(program);
  const std::string first = Reply(sock, false);
  if (first != "J") Plain(program);  // not served, or no run started: nothing has run
  // The run holds the streams now: ours would only keep its pipes open.
  const int err = ::fcntl(2, F_DUPFD_CLOEXEC, 3);
  ::close(0), ::close(1), ::close(2), ::close(dir);
  if (::send(sock, "G", 1, MSG_NOSIGNAL) != 1) return 125;
  const std::string end = Reply(sock, true);
  if (end.size() > 1 && end[0] == 'X') return std::atoi(end.c_str() + 1);
  if (end.size() > 1 && end[0] == 'S') {
    const int sig = std::atoi(end.c_str() + 1);
    ::signal(sig, SIG_DFL);
    sigset_t one;
    ::sigemptyset(&one);
    ::sigaddset(&one, sig);
    ::sigprocmask(SIG_UNBLOCK, &one, nullptr);
    ::raise(sig);
    return 128 + sig;
  }
  const char lost[] = "gamecheck-warm-run: the warm interpreter was lost during the run\n";
  if (err >= 0 && ::write(err, lost, sizeof lost - 1) < 0) return 125;
  return 125;
}
