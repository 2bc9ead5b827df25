// mutate/run/warm_client.cc — gamecheck-warm-run SOCKET [NAME=VALUE]... PROGRAM [ARGS...]:
// one run of a Python schema program through its warm interpreter (mutate/run/warm.py), as
// the runner starts it instead of `env NAME=VALUE... PROGRAM ARGS...`. A program of its
// own beside gamecheck, with no library beyond libc, so its exec is cheap.
// It sends the server its standard streams, its directory, its process group, RLIMIT_AS,
// the command and its environment (with the NAME=VALUE words set); the server forks the
// run, which joins this process's group (so the runner's kill of the group at a limit
// reaches it), and whose parent, the server, kills it should this process die first (the runner's
// kill of the group may come before the run joined it). This process then waits for the
// run's end and ends the same way: the same exit status, or the same signal raised. When the server
// cannot be reached, or does not serve PROGRAM, it execs PROGRAM itself (the plain start). Exit
// status 125 with a line on standard error when the server is lost in the middle of a run. Status:
// properties/mutate_warm_test.cc.
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>

#include "mutate/run/warm_client.h"

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

// The request's bytes (no C++ library: a cheap exec).
using Buffer = gc::mutate::internal::WarmBuffer;

// Sends the request (8 bytes of length, then the fields): the descriptors with its first
// bytes, the rest after them.
bool Send(int sock, const Buffer& body, const int fds[4]) {
  Buffer all;
  char head[8];
  for (int i = 0; i < 8; ++i) head[i] = static_cast<char>((body.size >> (8 * i)) & 0xff);
  all.Add(head, 8);
  all.Add(body.data, body.size);
  char control[CMSG_SPACE(4 * sizeof(int))] = {};
  iovec iov{all.data, all.size};
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
  for (size_t done = static_cast<size_t>(n); done < all.size;) {
    n = ::send(sock, all.data + done, all.size - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// Reads one byte (0 at the end).
char Byte(int sock) {
  char ch = 0;
  ssize_t n;
  while ((n = ::recv(sock, &ch, 1, 0)) < 0 && errno == EINTR) {
  }
  return n == 1 ? ch : 0;
}

long long Limit(rlim_t v) { return v == RLIM_INFINITY ? -1 : static_cast<long long>(v); }

}  // namespace

int main(int argc, char** argv) {
  const int at = gc::mutate::internal::TakeEnvironment(argc, argv);
  if (at < 0) return 127;
  char** program = argv + at;
  const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (sock < 0 || ::strlen(argv[1]) >= sizeof addr.sun_path) Plain(program);
  ::strcpy(addr.sun_path, argv[1]);
  if (::connect(sock, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) Plain(program);
  Buffer body;
  rlimit as{};
  ::getrlimit(RLIMIT_AS, &as);
  body.Number(::getpgrp());
  body.Number(Limit(as.rlim_cur));
  body.Number(Limit(as.rlim_max));
  body.Number(argc - at);
  for (int i = at; i < argc; ++i) body.Field(argv[i]);
  for (char** e = environ; *e; ++e) body.Field(*e);
  const int dir = ::open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  const int fds[4] = {0, 1, 2, dir};
  if (dir < 0 || !Send(sock, body, fds)) Plain(program);
  ::close(dir);
  // 'A': the run is forked (the server kills it should this process die first); 'N' or
  // the end before it: nothing ran.
  if (Byte(sock) != 'A') Plain(program);
  char end[32];
  size_t n = 0;
  for (char ch; n + 1 < sizeof end && (ch = Byte(sock)) != 0 && ch != '\n';) end[n++] = ch;
  end[n] = 0;
  // "X<status> <ms>" or "S<signal> <ms>": the run's CPU time, which the runner cannot see
  // (the run was the server's child), told to it as this process's name, "gc-cpu:<ms>",
  // which it reads before it reaps this process (harness/run/run_reap.cc).
  if (const char* space = ::strchr(end, ' ')) {
    char name[16];
    ::snprintf(name, sizeof name, "gc-cpu:%ld", ::atol(space + 1));
    ::prctl(PR_SET_NAME, name, 0, 0, 0);
  }
  if (n > 1 && end[0] == 'X') return ::atoi(end + 1);
  if (n > 1 && end[0] == 'S') {
    const int sig = ::atoi(end + 1);
    ::signal(sig, SIG_DFL);
    sigset_t one;
    ::sigemptyset(&one);
    ::sigaddset(&one, sig);
    ::sigprocmask(SIG_UNBLOCK, &one, nullptr);
    ::raise(sig);
    return 128 + sig;
  }
  const char lost[] = "gamecheck-warm-run: the warm interpreter was lost during the run\n";
  if (::write(2, lost, sizeof lost - 1) < 0) return 125;
  return 125;
}
