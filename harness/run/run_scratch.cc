// harness/run/run_scratch.cc — see run_scratch.h.
#include "harness/run/run_scratch.h"

#include "harness/run/lifeline.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace gc::run_internal {

namespace {

// An entry of `dir` that unlinkat could not remove, a directory: emptied, then removed.
// O_PATH needs no rights on it, and with O_NOFOLLOW it opens a link, not its target; its
// rights are then given back through /proc/self/fd (fchmod refuses an O_PATH).
bool RemoveSubdirectory(int dir, const std::string& name) {
  int sub = ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (sub < 0 && errno == EACCES) {
    const int at = ::openat(dir, name.c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    char via[48];
    std::snprintf(via, sizeof via, "/proc/self/fd/%d", at);
    if (at >= 0 && ::chmod(via, 0700) == 0)
      sub = ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (at >= 0) ::close(at);
  }
  if (sub < 0) return false;
  bool ok = EmptyDirectory(sub);
  ::close(sub);
  if (::unlinkat(dir, name.c_str(), AT_REMOVEDIR) != 0) ok = false;
  return ok;
}

}  // namespace

bool EmptyDirectory(int dir) {
  struct stat st {};
  if (::fstat(dir, &st) == 0 && (st.st_mode & 0700) != 0700) ::fchmod(dir, st.st_mode | 0700);
  // A fresh open of ".", not a dup: a dup would share the reading position.
  const int fd = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR* d = fd < 0 ? nullptr : ::fdopendir(fd);
  if (!d) {
    if (fd >= 0) ::close(fd);
    return false;
  }
  std::vector<std::string> names;
  while (const dirent* e = ::readdir(d))
    if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
      names.push_back(e->d_name);
  ::closedir(d);
  bool ok = true;
  for (const std::string& name : names) {
    if (::unlinkat(dir, name.c_str(), 0) == 0) continue;  // anything but a directory
    if (!RemoveSubdirectory(dir, name)) ok = false;
  }
  return ok;
}

bool Scratch::InPlace() const {
  struct stat open_one {};
  struct stat named {};
  return ::fstat(fd, &open_one) == 0 && open_one.st_nlink > 0 &&
         ::lstat(path.c_str(), &named) == 0 && named.st_dev == open_one.st_dev &&
         named.st_ino == open_one.st_ino;
}

void Scratch::Discard() {
  EmptyDirectory(fd);
  struct stat named {};
  if (InPlace())
    ::rmdir(path.c_str());
  else if (::lstat(path.c_str(), &named) == 0 && S_ISLNK(named.st_mode))
    ::unlink(path.c_str());
  if (fd >= 0) ::close(fd);
  fd = -1;
  lifeline::DirectoryRemoved(path);
}

Scratches::~Scratches() {
  for (Scratch& s : free) s.Discard();
}

Scratch Scratches::Take(std::string* error) {
  {
    std::lock_guard<std::mutex> lock(mu);
    if (!free.empty()) {
      Scratch s = std::move(free.back());
      free.pop_back();
      return s;
    }
  }
  const char* tmp = std::getenv("TMPDIR");
  Scratch s;
  s.path = std::string(tmp && *tmp ? tmp : "/tmp") + "/gamecheck-run-XXXXXX";
  if (!::mkdtemp(s.path.data())) {
    *error = "cannot make a scratch directory " + s.path + ": " + std::strerror(errno);
    return s;
  }
  lifeline::DirectoryMade(s.path);
  s.fd = ::open(s.path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (s.fd < 0) {
    *error = "cannot open the scratch directory " + s.path + ": " + std::strerror(errno);
    ::rmdir(s.path.c_str());
    lifeline::DirectoryRemoved(s.path);
  }
  return s;
}

void Scratches::Give(Scratch s) {
  if (EmptyDirectory(s.fd) && s.InPlace()) {
    std::lock_guard<std::mutex> lock(mu);
    free.push_back(std::move(s));
  } else {
    s.Discard();
  }
}

}  // namespace gc::run_internal
