// mutate/run/warm_js_client.cc — gamecheck-warm-js SERVERS [NAME=VALUE]... PROGRAM
// [ARGS...]: one run of a JavaScript or Java schema program through a warm server (a warm
// node, mutate/run/warm_js.js, or a warm JVM, mutate/run/warm_java.java), as the runner
// starts it instead of `env NAME=VALUE... PROGRAM ARGS...` (PROGRAM node or java, a path).
// SERVERS is "ENTRY,..." (one server a job, each serving one run at a time), an ENTRY
// "SOCKET:PID" (a warm node: the run's thread is its main thread) or "SOCKET" (a warm JVM,
// which may be succeeded by another process: it tells "PID TID\n" of the run's thread
// first): it takes the first whose lock (SOCKET.lock) is free, sends it the command, the
// environment (with the NAME=VALUE words set) and its whole standard input, writes what
// the run wrote and exits with its status. The run's CPU time is the server's run
// thread's (/proc/PID/task/TID/schedstat), told to the runner as this process's name,
// "gc-cpu:<ms>", while it runs (so the runner's CPU limit stops it: the server then ends
// a run whose client is gone) and at its end. When every server is busy,
// none can be reached, or the server answers that it cannot run the program faithfully,
// it starts PROGRAM itself (the plain start) with the input on a pipe. No C++
// library beyond libc: a cheap exec. Status: properties/mutate_warm_js_test.cc
// (MutateWarmJs), properties/mutate_warm_java_test.cc (MutateWarmJava).
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

#include "mutate/run/warm_client.h"

extern char** environ;

namespace {

using Buffer = gc::mutate::internal::WarmBuffer;

bool WriteAll(int fd, const char* p, size_t n) {
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w, n -= static_cast<size_t>(w);
  }
  return true;
}

// The plain start: PROGRAM ARGS... with `input` on its standard input (a pipe, written by
// a child of this process, which is in the run's process group).
[[noreturn]] void Plain(char** program, const Buffer& input) {
  int p[2];
  if (::pipe(p) == 0) {
    const pid_t writer = ::fork();
    if (writer == 0) {
      ::close(p[0]);
      ::signal(SIGPIPE, SIG_DFL);
      WriteAll(p[1], input.data, input.size);
      ::_exit(0);
    }
    ::close(p[1]);
    ::dup2(p[0], 0);
    ::close(p[0]);
  }
  ::execv(program[0], program);
  const char* parts[] = {"gamecheck-warm-js: cannot run ", program[0], ": ", ::strerror(errno),
                         "\n"};
  for (const char* part : parts)
    if (::write(2, part, ::strlen(part)) < 0) break;
  ::_exit(127);
}

// The CPU time of thread `tid` of process `pid`, in ns; -1 unread.
long long ThreadNs(long pid, long tid) {
  char path[64];
  ::snprintf(path, sizeof path, "/proc/%ld/task/%ld/schedstat", pid, tid);
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char text[96] = {};
  const ssize_t n = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  return n > 0 ? ::atoll(text) : -1;
}

void TellCpu(long long ns) {
  char name[32];  // the kernel keeps 15 bytes: up to 8 digits, 27 hours
  ::snprintf(name, sizeof name, "gc-cpu:%lld", ns / 1000000 % 100000000);
  ::prctl(PR_SET_NAME, name, 0, 0, 0);
}

// The "PID TID\n" a warm JVM tells first; false when it did not.
bool Told(int sock, long* pid, long* tid) {
  char line[64];
  size_t n = 0;
  while (n + 1 < sizeof line) {
    const ssize_t r = ::read(sock, line + n, 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    if (line[n] == '\n') break;
    ++n;
  }
  line[n] = 0;
  char* end = nullptr;
  *pid = ::strtol(line, &end, 10);
  *tid = ::strtol(end, nullptr, 10);
  return *pid > 0 && *tid > 0;
}

// Connects to the first free server of SERVERS: its socket, *pid and *tid its run's
// thread.
int Connect(char* servers, long* pid, long* tid) {
  for (char* s = ::strtok(servers, ","); s != nullptr; s = ::strtok(nullptr, ",")) {
    char* colon = ::strrchr(s, ':');
    if (colon != nullptr) *colon = 0;
    char lock[200];
    ::snprintf(lock, sizeof lock, "%s.lock", s);
    const int l = ::open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (l < 0) continue;
    if (::flock(l, LOCK_EX | LOCK_NB) != 0) {  // busy: held till its client's end
      ::close(l);
      continue;
    }
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0 || ::strlen(s) >= sizeof addr.sun_path) return -1;
    ::strcpy(addr.sun_path, s);
    if (::connect(sock, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
      ::close(sock);
      ::close(l);
      continue;
    }
    if (colon != nullptr) {
      *pid = *tid = ::atol(colon + 1);
    } else if (!Told(sock, pid, tid)) {
      ::close(sock);
      ::close(l);
      continue;
    }
    return sock;  // the lock stays held (its descriptor open) until this process ends
  }
  return -1;
}

// Reads the answer to its end, telling the server's CPU time as it goes.
void Await(int sock, long pid, long tid, long long base, Buffer* answer) {
  char buf[1 << 16];
  for (;;) {
    pollfd p{sock, POLLIN, 0};
    if (::poll(&p, 1, 5) == 0) {
      const long long now = ThreadNs(pid, tid);
      if (now >= base) TellCpu(now - base);
      continue;
    }
    const ssize_t n = ::read(sock, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    answer->Add(buf, static_cast<size_t>(n));
  }
}

unsigned long long U64(const char* p) {
  unsigned long long v = 0;
  for (int i = 7; i >= 0; --i) v = v << 8 | static_cast<unsigned char>(p[i]);
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  const int at = gc::mutate::internal::TakeEnvironment(argc, argv);
  if (at < 0) return 127;
  char** program = argv + at;
  Buffer input;
  char chunk[1 << 16];
  for (ssize_t n; (n = ::read(0, chunk, sizeof chunk)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    input.Add(chunk, static_cast<size_t>(n));
  }
  long pid = 0, tid = 0;
  const int sock = Connect(argv[1], &pid, &tid);
  if (sock < 0) Plain(program, input);
  Buffer body;
  body.Number(::getpid());
  body.Number(argc - at);
  for (int i = at; i < argc; ++i) body.Field(argv[i]);
  long long envc = 0;
  for (char** e = environ; *e; ++e) ++envc;
  body.Number(envc);
  for (char** e = environ; *e; ++e) body.Field(*e);
  body.Add(input.data, input.size);
  char head[8];
  for (int i = 0; i < 8; ++i) head[i] = static_cast<char>((body.size >> (8 * i)) & 0xff);
  const long long base = ThreadNs(pid, tid);
  ::signal(SIGPIPE, SIG_IGN);
  if (base < 0 || !WriteAll(sock, head, 8) || !WriteAll(sock, body.data, body.size))
    Plain(program, input);
  Buffer answer;
  Await(sock, pid, tid, base, &answer);
  const long long end = ThreadNs(pid, tid);
  TellCpu(end >= base ? end - base : 0);
  const void* nl_at = answer.size > 0 ? ::memchr(answer.data, '\n', answer.size) : nullptr;
  const char* nl = static_cast<const char*>(nl_at);
  if (nl == nullptr || answer.data[0] != 'X') Plain(program, input);
  const size_t head_at = static_cast<size_t>(nl - answer.data) + 1;
  if (answer.size < head_at + 16) Plain(program, input);
  const unsigned long long out = U64(answer.data + head_at), err = U64(answer.data + head_at + 8);
  if (answer.size != head_at + 16 + out + err) Plain(program, input);
  ::signal(SIGPIPE, SIG_DFL);
  WriteAll(1, answer.data + head_at + 16, out);
  WriteAll(2, answer.data + head_at + 16 + out, err);
  return ::atoi(answer.data + 1);
}
