// cli/io.cc — see io.h.
#include "cli/io.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <new>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "harness/cases/input_kind.h"

namespace gc::cli {

int OpenInput(const std::string& path, std::string* err) {
  if (path.empty() || path == "-") return 0;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) *err = "cannot open " + path + ": " + std::strerror(errno);
  return fd;
}

std::ptrdiff_t ReadSome(int fd, const std::string& path, char* buf, std::size_t size,
                        std::string* err) {
  while (true) {
    const ssize_t got = ::read(fd, buf, size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0)
      *err = "cannot read " + (path.empty() ? std::string("standard input") : path) + ": " +
             std::strerror(errno);
    return got;
  }
}

std::optional<std::string> ReadAll(const std::string& path, std::string* err) {
  const int fd = OpenInput(path, err);
  if (fd < 0) return std::nullopt;
  std::string buf;
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
    buf.reserve(static_cast<std::size_t>(st.st_size));
  std::size_t used = 0;
  while (true) {
    if (buf.size() - used < (1 << 16))
      buf.resize(std::max<std::size_t>(buf.capacity(), used + (1 << 20)));
    const std::ptrdiff_t got = ReadSome(fd, path, buf.data() + used, buf.size() - used, err);
    if (got < 0) {
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

std::optional<std::string> ReadCaseFile(const std::string& path, std::size_t max_bytes,
                                        std::string* err) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *err = "cannot open " + path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  struct stat st {};
  std::string buf;
  if (::fstat(fd, &st) != 0) {
    *err = "cannot read " + path + ": " + std::strerror(errno);
  } else if (!S_ISREG(st.st_mode)) {
    *err = path + ": not a regular file (a case is replayed from a file)";
  } else if (static_cast<std::uint64_t>(st.st_size) > max_bytes) {
    *err = path + ": larger than a case may be (" + std::to_string(max_bytes >> 20) + " MiB)";
  } else {
    buf.resize(static_cast<std::size_t>(st.st_size) + 1);  // one more: a file that grew
    std::size_t used = 0;
    while (err->empty()) {
      if (used == buf.size()) {
        if (used > max_bytes) {
          *err = path + ": larger than a case may be (" + std::to_string(max_bytes >> 20) + " MiB)";
          break;
        }
        buf.resize(std::min(max_bytes + 1, 2 * used));
      }
      const ssize_t got = ::read(fd, buf.data() + used, buf.size() - used);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) *err = "cannot read " + path + ": " + std::strerror(errno);
      if (got <= 0) break;
      used += static_cast<std::size_t>(got);
    }
    buf.resize(used);
  }
  ::close(fd);
  if (!err->empty()) return std::nullopt;
  return buf;
}

namespace {

// Peak memory of `gamecheck solve PROBLEM` is the row's footprint (harness/problems/problem.h).
constexpr std::uint64_t kBaseBytes = std::uint64_t{32} << 20;  // buffers, code, libraries
// Below this much the memory is not looked at: a small instance fits anywhere, and an
// allocation failure is still reported.
constexpr std::uint64_t kCheckFrom = std::uint64_t{64} << 20;

std::uint64_t PeakBytes(const Problem& p, const InstanceSize& s) {
  const Footprint& f = p.footprint;
  // At most 2^32 vertices and 2^63 pairs: saturate instead of overflowing.
  const long double bytes = static_cast<long double>(f.per_vertex) * s.n +
                            static_cast<long double>(f.per_pair) * (s.m + s.tokens) + kBaseBytes;
  return bytes >= 1.8e19L ? ~std::uint64_t{0} : static_cast<std::uint64_t>(bytes);
}

// The first number after `key` in the file at `path` (e.g. "MemAvailable:" in
// /proc/meminfo, or "" for a file that holds one number), times `unit`; nullopt when the
// file or the key is missing or holds no number ("max" in a cgroup file).
std::optional<std::uint64_t> NumberIn(const char* path, std::string_view key, std::uint64_t unit) {
  std::FILE* f = std::fopen(path, "r");
  if (!f) return std::nullopt;
  char buf[8192];
  const std::size_t got = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  const std::string_view text(buf, got);
  const std::size_t at = text.find(key);
  if (at == std::string_view::npos) return std::nullopt;
  const char* q = buf + at + key.size();
  while (q < buf + got && (*q == ' ' || *q == '\t')) ++q;
  std::uint64_t x = 0;
  auto [ptr, ec] = std::from_chars(q, buf + got, x);
  if (ptr == q || ec != std::errc()) return std::nullopt;
  return x > ~std::uint64_t{0} / unit ? ~std::uint64_t{0} : x * unit;
}

// Clamps x + y to 64 bits.
std::uint64_t Plus(std::uint64_t x, std::uint64_t y) {
  return x + y < x ? ~std::uint64_t{0} : x + y;
}

// The most memory this process can hold: what it holds now plus the least of the memory
// the kernel counts as available (with free swap) and the headroom in a memory cgroup
// (v2, or v1), and at most its address-space and data limits. ~0 when nothing is known.
std::uint64_t MemoryLimit() {
  const std::uint64_t page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
  std::uint64_t held = 0;  // /proc/self/statm: program size, then resident (pages)
  if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
    unsigned long long size = 0, resident = 0;
    if (std::fscanf(f, "%llu %llu", &size, &resident) == 2) held = resident * page;
    std::fclose(f);
  }
  std::uint64_t more = ~std::uint64_t{0};
  if (auto mem = NumberIn("/proc/meminfo", "MemAvailable:", 1024))
    more = Plus(*mem, NumberIn("/proc/meminfo", "SwapFree:", 1024).value_or(0));
  // A cgroup's usage counts the file cache, which the kernel reclaims before it kills:
  // the inactive part of it is left out, as container runtimes do.
  struct Cgroup {
    const char *limit, *usage, *stat;
  };
  for (const Cgroup& g : {Cgroup{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current",
                                 "/sys/fs/cgroup/memory.stat"},
                          Cgroup{"/sys/fs/cgroup/memory/memory.limit_in_bytes",
                                 "/sys/fs/cgroup/memory/memory.usage_in_bytes",
                                 "/sys/fs/cgroup/memory/memory.stat"}}) {
    const auto limit = NumberIn(g.limit, "", 1), usage = NumberIn(g.usage, "", 1);
    if (!limit || !usage) continue;
    const std::uint64_t cache = NumberIn(g.stat, "\ninactive_file ", 1).value_or(0);
    const std::uint64_t used = *usage > cache ? *usage - cache : 0;
    more = std::min(more, *limit > used ? *limit - used : 0);
  }
  std::uint64_t most = Plus(held, more);
  for (int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    struct rlimit r {};
    if (::getrlimit(resource, &r) == 0 && r.rlim_cur != RLIM_INFINITY)
      most = std::min(most, static_cast<std::uint64_t>(r.rlim_cur));
  }
  return most;
}

std::string Gigabytes(std::uint64_t bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f GB", static_cast<double>(bytes) / 1e9);
  return buf;
}

// The readers' size check for p: n within the solver's limit, and the solve's peak
// memory within what this process can still take.
std::string SizeProblem(const Problem& p, const InstanceSize& s) {
  if (s.n > p.max_n)
    return std::string(p.name) + ": n = " + std::to_string(s.n) +
           " is beyond this solver's limit of " + std::to_string(p.max_n) + " vertices";
  const std::uint64_t need = PeakBytes(p, s);
  if (need < kCheckFrom) return "";
  const std::uint64_t have = MemoryLimit();
  if (need <= have) return "";
  // "out of memory" is what `gamecheck check --memory` recognises as a memory limit.
  return std::string(p.name) + " would run out of memory: n = " + std::to_string(s.n) +
         " vertices and " + std::to_string(s.m) +
         " " + std::string(OpsOf(p.input).pairs) + " need about " +
         Gigabytes(need) + ", more than the " + Gigabytes(have) + " available";
}

}  // namespace

Output SolveFile(const Problem& p, const std::string& path, std::string* err) {
  const bool from_stdin = path.empty() || path == "-";
  std::FILE* in = from_stdin ? stdin : std::fopen(path.c_str(), "rb");
  if (!in) {
    *err = "cannot open " + path + ": " + std::strerror(errno);
    return {2, ""};
  }
  // Problems that never walk forward edges read only the predecessor half of the graph
  // (of the kinds with a reader of it), and the parts after it as they are.
  const InputKindOps& kind = OpsOf(p.input);
  const bool half = p.solve_predecessors != nullptr && kind.read_predecessors != nullptr;
  Instance x;  // the whole instance, or with the half the parts after the graph
  Predecessors preds;
  const SizeCheck check = [&p](const InstanceSize& s) { return SizeProblem(p, s); };
  try {
    if (half)
      preds = kind.read_predecessors(in, check, &x);
    else
      x = ReadInstance(p.input, in, check);
  } catch (const TextError& e) {
    *err = std::string("input ") + e.what();
  } catch (const std::runtime_error& e) {
    *err = e.what();
  } catch (const std::bad_alloc&) {
    *err = "not enough memory to hold this input's graph";
  }
  if (!from_stdin) std::fclose(in);
  if (!err->empty()) return {2, ""};
  const Vertex n = half ? preds.n() : x.g.n();  // within p.max_n: the size check saw to it
  try {
    return half ? p.solve_predecessors(preds, x) : p.Solve(x);
  } catch (const std::bad_alloc&) {
    *err = std::string(p.name) + ": not enough memory to solve an instance of n = " +
           std::to_string(n) + " vertices";
    return {2, ""};
  }
}

namespace {

// Writes all of s to fd; false on a write error.
bool WriteAllTo(int fd, const std::string& s) {
  const char* p = s.data();
  std::size_t left = s.size();
  while (left > 0) {
    ssize_t put = ::write(fd, p, left);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    p += put;
    left -= static_cast<std::size_t>(put);
  }
  return true;
}

// The mode a file made now gets: the one it replaces, else 0666 less the umask (read from
// /proc: umask(2) would set it, under other threads that make files).
mode_t NewFileMode(const struct stat* replaced) {
  if (replaced) return replaced->st_mode & 07777;
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("Umask:", 0) == 0)
      return 0666 & ~static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
  return 0644;
}

}  // namespace

bool WriteAll(const std::string& s) { return WriteAllTo(1, s); }

bool WriteFile(const char* command, const std::string& path, const std::string& text) {
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0, plain = !exists || S_ISREG(st.st_mode);
  int error = 0;  // the first failing call's errno: the reason said with the path
  if (!plain) {
    errno = 0;
    std::ofstream f(path, std::ios::binary);
    f << text;
    f.close();
    if (!f) error = errno ? errno : EIO;
  } else {
    // A new file in the same directory (so the rename stays within one file system),
    // renamed over PATH only once all of it is written and closed.
    std::string tmp = path + ".XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0) {
      error = errno;
    } else {
      errno = 0;
      if (::fchmod(fd, NewFileMode(exists ? &st : nullptr)) != 0 || !WriteAllTo(fd, text))
        error = errno ? errno : EIO;
      if (::close(fd) != 0 && !error) error = errno;
      if (!error && ::rename(tmp.c_str(), path.c_str()) != 0) error = errno;
      if (error) ::unlink(tmp.c_str());
    }
  }
  if (error)
    std::fprintf(stderr, "gamecheck %s: cannot write %s: %s\n", command, path.c_str(),
                 std::strerror(error));
  return !error;
}

std::string UnwritablePath(const std::string& path, bool dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path p = fs::absolute(path, ec);
  if (ec) return path + ": " + ec.message();
  const fs::file_status st = fs::status(p, ec);
  if (fs::exists(st)) {
    if (dir != fs::is_directory(st) && (dir || fs::is_directory(st)))
      return path + (dir ? " is not a directory" : " is a directory");
    if (::access(p.c_str(), W_OK | (dir ? X_OK : 0)) != 0) return path + ": permission denied";
    return "";
  }
  // Missing: a file needs its parent directory; a directory for --save is made with its
  // parents, so its nearest existing ancestor must be a writable directory.
  fs::path up = p.parent_path();
  while (dir && !up.empty() && !fs::exists(up, ec) && up != up.parent_path()) up = up.parent_path();
  if (!fs::exists(up, ec)) return path + ": no directory " + up.string();
  if (!fs::is_directory(up, ec)) return path + ": " + up.string() + " is not a directory";
  if (::access(up.c_str(), W_OK | X_OK) != 0)
    return path + ": cannot write in " + up.string() + " (permission denied)";
  return "";
}

bool OutputsWritable(const char* command, const std::vector<const std::string*>& files,
                     const std::string& dir) {
  std::string why;
  for (const std::string* f : files)
    if (why.empty() && !f->empty()) why = UnwritablePath(*f);
  if (why.empty() && !dir.empty()) why = UnwritablePath(dir, true);
  if (!why.empty()) std::fprintf(stderr, "gamecheck %s: cannot write %s\n", command, why.c_str());
  return why.empty();
}

}  // namespace gc::cli
