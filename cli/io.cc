// cli/io.cc — see io.h.
#include "cli/io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>
#include <stdexcept>

namespace gc::cli {

std::optional<std::string> ReadAll(const std::string& path, std::string* err) {
  int fd = 0;
  if (!path.empty() && path != "-") {
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      *err = "cannot open " + path + ": " + std::strerror(errno);
      return std::nullopt;
    }
  }
  std::string buf;
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
    buf.reserve(static_cast<std::size_t>(st.st_size));
  std::size_t used = 0;
  while (true) {
    if (buf.size() - used < (1 << 16))
      buf.resize(std::max<std::size_t>(buf.capacity(), used + (1 << 20)));
    ssize_t got = ::read(fd, buf.data() + used, buf.size() - used);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      *err = "cannot read " + (path.empty() ? std::string("standard input") : path) + ": " +
             std::strerror(errno);
      if (fd != 0) ::close(fd);
      return std::nullopt;
    }
    if (got == 0) break;
    used += static_cast<std::size_t>(got);
  }
  buf.resize(used);
  if (fd != 0) ::close(fd);
  return buf;
}

Output SolveFile(const Problem& p, const std::string& path, std::string* err) {
  const bool from_stdin = path.empty() || path == "-";
  std::FILE* in = from_stdin ? stdin : std::fopen(path.c_str(), "rb");
  if (!in) {
    *err = "cannot open " + path + ": " + std::strerror(errno);
    return {2, ""};
  }
  // Problems that never walk forward edges read only the predecessor half.
  const bool half = p.solve_predecessors != nullptr && p.input == InputKind::kGraph;
  Instance x;
  Predecessors preds;
  try {
    if (half)
      preds = ReadPredecessors(in);
    else
      x = ReadInstance(p.input, in);
  } catch (const TextError& e) {
    *err = std::string("input ") + e.what();
  } catch (const std::runtime_error& e) {
    *err = e.what();
  } catch (const std::bad_alloc&) {
    *err = "not enough memory to hold this input's graph";
  }
  if (!from_stdin) std::fclose(in);
  if (!err->empty()) return {2, ""};
  const Vertex n = half ? preds.n() : x.g.n();
  if (n > p.max_n) {
    *err = std::string(p.name) + ": n = " + std::to_string(n) +
           " is beyond this solver's limit of " + std::to_string(p.max_n) + " vertices";
    return {2, ""};
  }
  try {
    return half ? p.solve_predecessors(preds) : p.solve(x);
  } catch (const std::bad_alloc&) {
    *err = std::string(p.name) + ": not enough memory to solve an instance of n = " +
           std::to_string(n) + " vertices";
    return {2, ""};
  }
}

bool WriteAll(const std::string& s) {
  const char* p = s.data();
  std::size_t left = s.size();
  while (left > 0) {
    ssize_t put = ::write(1, p, left);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    p += put;
    left -= static_cast<std::size_t>(put);
  }
  return true;
}

}  // namespace gc::cli
