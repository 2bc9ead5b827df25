// cli/stop.cc — see stop.h.
#include "cli/stop.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>

namespace gc::cli {

std::atomic<bool> g_stop{false};

namespace {

constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP};
std::atomic<int> g_interrupts{0};  // lock-free, so safe in a handler
// Where the handler tells of a third signal: the watcher's pipe, or -1 to end at once.
std::atomic<int> g_force_fd{-1};

void OnStopSignal(int) {
  const int saved = errno;
  g_stop.store(true);
  if (g_interrupts.fetch_add(1) + 1 == 3) {
    const int fd = g_force_fd.load();
    if (fd < 0) ::_exit(130);
    const char x = 'x';
    if (::write(fd, &x, 1) < 0) ::_exit(130);
  }
  errno = saved;
}

}  // namespace

StopSignals::StopSignals(std::function<int()> force) : force_(std::move(force)) {
  if (force_ && ::pipe2(pipe_, O_CLOEXEC) == 0) {
    watcher_ = std::thread([this] {
      char c = 0;
      while (true) {
        const ssize_t got = ::read(pipe_[0], &c, 1);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0 || c == 'q') return;
        const int status = force_();
        if (status >= 0) ::_exit(status);
      }
    });
    g_force_fd.store(pipe_[1]);
  }
  struct sigaction sa {};
  sa.sa_handler = OnStopSignal;
  // Restarted, so that a signal does not fail a report being written (an open or write
  // that was blocked would fail with EINTR, and the report would be lost).
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < 3; ++i) ::sigaction(kStopSignals[i], &sa, &old_[i]);
}

StopSignals::~StopSignals() {
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  for (int i = 0; i < 3; ++i)
    ::sigaction(kStopSignals[i], g_stop.load() ? &ignore : &old_[i], nullptr);
  g_force_fd.store(-1);
  if (watcher_.joinable()) {
    const char q = 'q';
    while (::write(pipe_[1], &q, 1) < 0 && errno == EINTR) {
    }
    watcher_.join();
  }
  for (int fd : pipe_)
    if (fd >= 0) ::close(fd);
}

std::chrono::milliseconds ForceGrace() {
  const char* v = std::getenv("GAMECHECK_FORCE_GRACE_MS");
  long long ms = 0;
  if (v && *v) {
    auto [end, ec] = std::from_chars(v, v + std::strlen(v), ms);
    if (ec == std::errc() && *end == '\0' && ms >= 0) return std::chrono::milliseconds(ms);
  }
  return kForceGrace;
}

void Reporting::Begin() {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [&] { return !forced_; });  // forced: the process ends meanwhile
  begun_ = true;
}

void Reporting::End() {
  std::lock_guard<std::mutex> lock(mu_);
  ended_ = true;
  cv_.notify_all();
}

int Reporting::Force(std::chrono::milliseconds grace, const std::function<int()>& write) {
  std::unique_lock<std::mutex> lock(mu_);
  if (!cv_.wait_for(lock, grace, [&] { return ended_; }) && begun_)
    cv_.wait(lock, [&] { return ended_; });
  if (ended_) return -1;
  forced_ = true;
  return write();
}

}  // namespace gc::cli
