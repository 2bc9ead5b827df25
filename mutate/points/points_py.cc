// mutate/points/points_py.cc — mutation points of Python, JavaScript, Go, Java and Rust
// sources: runs python3 on a helper compiled in as a string (mutate/points/points.py for
// Python, on its own ast module; mutate/points/points_ts.py for the others, on tree-sitter)
// and reads the points it prints.
// The child gets its argv directly (posix_spawnp, no shell), the source on file
// descriptor 3 and its stdout/stderr in anonymous memory files (memfd): nothing to
// deadlock on, no temporary files, no SIGPIPE. For Python, python3 runs isolated (-I): no
// PYTHON* variables, no user site, no module of the current directory shadowing the
// stdlib; points_ts.py needs site-packages (the grammars), so it is not isolated and takes
// the current directory off its path itself.
// Cost: one python3 start (~30 ms; ~80 ms with tree-sitter) and the parse.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "mutate/points/points.h"
#include "mutate/points/points_internal.h"
#include "mutate/points_py_script.h"
#include "mutate/points_ts_script.h"

extern char** environ;

namespace gc::mutate::internal {
namespace {

// An anonymous memory file at descriptor >= 10 (so dup2 onto 0..3 in the child is never
// a no-op that would keep close-on-exec), or -1.
int MemFile(const char* name) {
  const int fd = ::memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) return -1;
  const int high = ::fcntl(fd, F_DUPFD_CLOEXEC, 10);
  ::close(fd);
  return high;
}

bool WriteAll(int fd, const std::string& s) {
  std::size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return ::lseek(fd, 0, SEEK_SET) == 0;
}

std::string ReadAll(int fd) {
  std::string out;
  char buf[65536];
  for (off_t at = 0;;) {
    const ssize_t n = ::pread(fd, buf, sizeof buf, at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
    at += n;
  }
  return out;
}

void AppendUtf8(std::uint32_t cp, std::string* out) {
  if (cp < 0x80) {
    *out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    *out += static_cast<char>(0xC0 | (cp >> 6));
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *out += static_cast<char>(0xE0 | (cp >> 12));
    *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    *out += static_cast<char>(0xF0 | (cp >> 18));
    *out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// One flat JSON object of string and non-negative integer values, as points.py prints
// it: {"key": "text", "key": 12, ...}. Whether it is one.
class FlatJson {
 public:
  explicit FlatJson(const std::string& s) : s_(s) {}

  bool Parse(std::map<std::string, std::string>* strings,
             std::map<std::string, std::uint64_t>* numbers) {
    Space();
    if (!Eat('{')) return false;
    Space();
    if (Eat('}')) return End();
    while (true) {
      std::string key;
      Space();
      if (!String(&key)) return false;
      Space();
      if (!Eat(':')) return false;
      Space();
      if (i_ < s_.size() && s_[i_] == '"') {
        if (!String(&(*strings)[key])) return false;
      } else {
        std::uint64_t v = 0;
        const std::size_t start = i_;
        while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') {
          if (v > (UINT64_MAX - 9) / 10) return false;
          v = v * 10 + static_cast<std::uint64_t>(s_[i_++] - '0');
        }
        if (i_ == start) return false;
        (*numbers)[key] = v;
      }
      Space();
      if (Eat('}')) return End();
      if (!Eat(',')) return false;
    }
  }

 private:
  void Space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  bool Eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  bool End() {
    Space();
    return i_ == s_.size();
  }
  bool Hex4(std::uint32_t* v) {
    if (i_ + 4 > s_.size()) return false;
    *v = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = s_[i_++];
      std::uint32_t d;
      if (c >= '0' && c <= '9') {
        d = static_cast<std::uint32_t>(c - '0');
      } else if (c >= 'a' && c <= 'f') {
        d = static_cast<std::uint32_t>(c - 'a' + 10);
      } else if (c >= 'A' && c <= 'F') {
        d = static_cast<std::uint32_t>(c - 'A' + 10);
      } else {
        return false;
      }
      *v = *v * 16 + d;
    }
    return true;
  }
  bool String(std::string* out) {
    out->clear();
    if (!Eat('"')) return false;
    while (i_ < s_.size()) {
      const char c = s_[i_++];
      if (c == '"') return true;
      if (c != '\\') {
        *out += c;
        continue;
      }
      if (i_ >= s_.size()) return false;
      const char e = s_[i_++];
      switch (e) {
        case '"':
        case '\\':
        case '/':
          *out += e;
          break;
        case 'b':
          *out += '\b';
          break;
        case 'f':
          *out += '\f';
          break;
        case 'n':
          *out += '\n';
          break;
        case 'r':
          *out += '\r';
          break;
        case 't':
          *out += '\t';
          break;
        case 'u': {
          std::uint32_t cp;
          if (!Hex4(&cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && i_ + 1 < s_.size() && s_[i_] == '\\' &&
              s_[i_ + 1] == 'u') {
            i_ += 2;
            std::uint32_t low;
            if (!Hex4(&low) || low < 0xDC00 || low >= 0xE000) return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          AppendUtf8(cp, out);
          break;
        }
        default:
          return false;
      }
    }
    return false;
  }

  const std::string& s_;
  std::size_t i_ = 0;
};

std::string LastLine(const std::string& text) {
  const std::size_t end = text.find_last_not_of("\n\r ");
  if (end == std::string::npos) return "";
  const std::size_t nl = text.rfind('\n', end);
  const std::size_t start = nl == std::string::npos ? 0 : nl + 1;
  return text.substr(start, end + 1 - start);
}

// What python3 printed running points.py, and how it ended (a waitpid status).
struct ScriptRun {
  std::string out, errors;
  int status = 0;
};

// Starts python3 with `argv`, its standard input /dev/null, its standard output and error
// the memory files cout_fd and cerr_fd, the source on descriptor 3, no signal blocked and
// those a terminal or a pipe sends at their defaults: posix_spawnp's result.
int SpawnPython(const char* const argv[], int src, int cout_fd, int cerr_fd, pid_t* pid) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&fa, cout_fd, 1);
  posix_spawn_file_actions_adddup2(&fa, cerr_fd, 2);
  posix_spawn_file_actions_adddup2(&fa, src, 3);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) sigaddset(&defaults, s);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  const int rc =
      ::posix_spawnp(pid, "python3", &fa, &attr, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&attr);
  return rc;
}

// Runs python3 with `argv` (the script and its arguments, the source readable on
// descriptor 3) on `source` and waits for it; false, with the reason in *err, when python3
// could not be started (`needed`: what for, in that reason).
bool RunPointsScript(const char* const argv[], const std::string& source, const char* needed,
                     ScriptRun* run, std::string* err) {
  const int src = MemFile("gamecheck-source");
  const int cout_fd = MemFile("gamecheck-points");
  const int cerr_fd = MemFile("gamecheck-points-err");
  auto close_all = [&] {
    for (int fd : {src, cout_fd, cerr_fd}) {
      if (fd >= 0) ::close(fd);
    }
  };
  if (src < 0 || cout_fd < 0 || cerr_fd < 0 || !WriteAll(src, source)) {
    *err = std::string("cannot make memory files for python3: ") + std::strerror(errno);
    close_all();
    return false;
  }
  pid_t pid = -1;
  const int rc = SpawnPython(argv, src, cout_fd, cerr_fd, &pid);
  if (rc != 0) {
    *err = rc == ENOENT ? std::string("python3 not found on PATH: it is needed to find mutation "
                                      "points in ") + needed
                        : std::string("cannot start python3: ") + std::strerror(rc);
    close_all();
    return false;
  }
  while (::waitpid(pid, &run->status, 0) < 0 && errno == EINTR) {
  }
  run->out = ReadAll(cout_fd);
  run->errors = ReadAll(cerr_fd);
  close_all();
  return true;
}

Guard GuardNamed(const std::string& g) {
  return g == "expression"  ? Guard::kExpression
         : g == "condition" ? Guard::kCondition
         : g == "statement" ? Guard::kStatement
         : g == "line"      ? Guard::kLine
         : g == "jump"      ? Guard::kJump
                            : Guard::kNone;
}

// The point of one line of points.py's output (its string and number fields); false when
// its offsets do not give back the text Python saw: dropped rather than applied at the
// wrong place (FinishPoints recomputes original and positions).
bool PointOf(std::map<std::string, std::string>& strings,
             std::map<std::string, std::uint64_t>& numbers, const std::string& source, Point* p) {
  p->mutator = strings["mutator"];
  p->begin = static_cast<std::size_t>(numbers["begin"]);
  p->end = static_cast<std::size_t>(numbers["end"]);
  p->replacement = strings["replacement"];
  p->description = strings["description"];
  p->guard = GuardNamed(strings["guard"]);
  p->guard_begin = static_cast<std::size_t>(numbers["guard_begin"]);
  p->guard_end = static_cast<std::size_t>(numbers["guard_end"]);
  if (p->guard_begin > p->begin || p->guard_end < p->end || p->guard_end > source.size())
    p->guard = Guard::kNone, p->guard_begin = p->begin, p->guard_end = p->end;
  const std::string& resource = strings["resource"];
  p->resource = resource == "recursion limit" ? Resource::kRecursionLimit
                : resource == "stack size"    ? Resource::kStackSize
                                              : Resource::kNone;
  p->resource_value = numbers["resource_value"];
  p->resource_mutated = numbers["resource_mutated"];
  return !(p->mutator.empty() || p->end > source.size() || p->begin > p->end ||
           source.compare(p->begin, p->end - p->begin, strings["original"]) != 0);
}

// The points and comments points.py printed, one JSON object a line; "" or why its
// output is not what it should be (an unreadable line, the error it reports).
std::string ReadPoints(const std::string& text, const std::string& source,
                       std::vector<Point>* points, std::vector<Comment>* comments,
                       Ranges* functions) {
  for (std::size_t at = 0; at < text.size();) {
    std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    const std::string line = text.substr(at, nl - at);
    at = nl + 1;
    if (line.empty()) continue;
    std::map<std::string, std::string> strings;
    std::map<std::string, std::uint64_t> numbers;
    if (!FlatJson(line).Parse(&strings, &numbers))
      return "the mutation points script printed an unreadable line: " + OneLine(line, 80);
    if (strings.count("error")) return strings["error"];
    if (strings.count("comment")) {
      const unsigned row = static_cast<unsigned>(numbers["line"]);
      comments->push_back({row, row, strings["comment"], static_cast<std::size_t>(numbers["begin"]),
                           static_cast<std::size_t>(numbers["end"])});
      continue;
    }
    if (numbers.count("function")) {
      functions->emplace_back(numbers["begin"], numbers["end"]);
      continue;
    }
    Point p;
    if (PointOf(strings, numbers, source, &p)) points->push_back(std::move(p));
  }
  return "";
}

}  // namespace

namespace {

// The points of what the script printed, or false with the reason (its error line, how
// python3 ended) in *err.
bool PointsOfRun(const std::string& name, const ScriptRun& run, const std::string& source,
                 std::vector<Point>* out, std::vector<Comment>* comments, Ranges* functions,
                 std::string* err) {
  std::vector<Point> points;
  std::string reason = ReadPoints(run.out, source, &points, comments, functions);
  const int status = run.status;
  const bool exited_ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (reason.empty() && !exited_ok) {
    const std::string last = LastLine(run.errors);
    reason = "python3 failed on " + name + " (" +
             (WIFEXITED(status) ? "exit " + std::to_string(WEXITSTATUS(status))
                                : "signal " + std::to_string(WTERMSIG(status))) +
             ")" + (last.empty() ? "" : ": " + last);
  }
  if (!reason.empty()) {
    *err = reason;
    return false;
  }
  *out = std::move(points);
  return true;
}

}  // namespace

bool FindPointsPy(const std::string& path, const std::string& source, const PointOptions& options,
                  std::vector<Point>* out, std::vector<Comment>* comments, Ranges* functions,
                  std::string* err) {
  const std::string name = path.empty() ? "input.py" : path;
  const char* argv[] = {
      "python3", "-I", "-c", kPointsPyScript, name.c_str(), "3", options.all ? "1" : "0", nullptr};
  ScriptRun run;
  if (!RunPointsScript(argv, source, "Python sources", &run, err)) return false;
  return PointsOfRun(name, run, source, out, comments, functions, err);
}

bool FindPointsTs(const std::string& path, const std::string& source, Language lang,
                  const PointOptions& options, std::vector<Point>* out,
                  std::vector<Comment>* comments, Ranges* functions, std::string* err) {
  // The script's name of the language (its grammar: tree-sitter-NAME), its title, a name.
  struct Grammar { Language lang; const char *name, *title, *file; };
  static constexpr Grammar kGrammars[] = {
      {Language::kJavaScript, "javascript", "JavaScript", "input.js"},
      {Language::kGo, "go", "Go", "input.go"},
      {Language::kJava, "java", "Java", "Main.java"},
      {Language::kRust, "rust", "Rust", "input.rs"},
      {Language::kTypeScript, "typescript", "TypeScript", "input.ts"}};
  const Grammar* g = &kGrammars[0];
  for (const Grammar& each : kGrammars)
    if (each.lang == lang) g = &each;
  const std::string name = path.empty() ? g->file : path;
  const char* argv[] = {"python3",    "-c", kPointsTsScript, g->name,
                        name.c_str(), "3",  options.all ? "1" : "0", nullptr};
  const std::string needed = std::string(g->title) + " sources (with python3 -m pip install " +
                             "tree-sitter tree-sitter-" + g->name + ")";
  ScriptRun run;
  if (!RunPointsScript(argv, source, needed.c_str(), &run, err)) return false;
  return PointsOfRun(name, run, source, out, comments, functions, err);
}

}  // namespace gc::mutate::internal
