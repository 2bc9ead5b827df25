// bench/bench_util.cc — see bench_util.h.
#include "bench/bench_util.h"

#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <utility>

extern char** environ;

namespace gc::bench {

std::vector<Edge> RandomEdges(Vertex n, std::uint64_t m, std::uint64_t seed) {
  SplitMix rng{seed};
  std::vector<Edge> edges(m);
  for (Edge& e : edges) e = {rng.Below(n), rng.Below(n)};
  return edges;
}

std::vector<Edge> RandomDagEdges(Vertex n, std::uint64_t m, std::uint64_t seed) {
  SplitMix rng{seed};
  std::vector<Vertex> rank(n);
  for (Vertex v = 0; v < n; ++v) rank[v] = v;
  for (Vertex v = n; v > 1; --v) std::swap(rank[v - 1], rank[rng.Below(v)]);
  std::vector<Edge> edges(m);
  for (Edge& e : edges) {
    Vertex a = rng.Below(n), b = rng.Below(n);
    while (a == b) b = rng.Below(n);
    e = rank[a] > rank[b] ? Edge{a, b} : Edge{b, a};
  }
  return edges;
}

namespace {
// Appends "n m\n" or the next `count` edges to out.
void AppendNumber(std::string& out, std::uint64_t x) {
  char buf[24];
  auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, ptr);
}
void AppendEdges(std::string& out, SplitMix& rng, Vertex n, std::uint64_t count) {
  for (std::uint64_t i = 0; i < count; ++i) {
    Vertex u = rng.Below(n), v = rng.Below(n);
    AppendNumber(out, u);
    out += ' ';
    AppendNumber(out, v);
    out += '\n';
  }
}
}  // namespace

std::string RandomGraphText(Vertex n, std::uint64_t m, std::uint64_t seed) {
  SplitMix rng{seed};
  std::string out;
  out.reserve(16 * m + 32);
  AppendNumber(out, n);
  out += ' ';
  AppendNumber(out, m);
  out += '\n';
  AppendEdges(out, rng, n, m);
  return out;
}

std::uint64_t WriteRandomGraphFile(const std::string& path, Vertex n, std::uint64_t m,
                                   std::uint64_t seed) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return 0;
  SplitMix rng{seed};
  std::string chunk;
  AppendNumber(chunk, n);
  chunk += ' ';
  AppendNumber(chunk, m);
  chunk += '\n';
  std::uint64_t written = 0;
  bool ok = true;
  for (std::uint64_t done = 0; done < m || !chunk.empty();) {
    std::uint64_t step = std::min<std::uint64_t>(m - done, 1 << 16);
    AppendEdges(chunk, rng, n, step);
    done += step;
    ok = ok && std::fwrite(chunk.data(), 1, chunk.size(), f) == chunk.size();
    written += chunk.size();
    chunk.clear();
  }
  ok = (std::fclose(f) == 0) && ok;
  return ok ? written : 0;
}

int EndToEndRuns() {
  const char* r = std::getenv("GAMECHECK_E2E_RUNS");
  return r ? std::max(1, std::atoi(r)) : 3;
}

ChildRun RunChild(const std::vector<std::string>& argv, const std::string& stdin_path,
                  const std::string& stdout_path) {
  ChildRun r;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, stdin_path.empty() ? "/dev/null" : stdin_path.c_str(),
                                   O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, stdout_path.empty() ? "/dev/null" : stdout_path.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  auto t0 = std::chrono::steady_clock::now();
  pid_t pid = -1;
  int rc = posix_spawn(&pid, args[0], &fa, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) return r;
  int wstatus = 0;
  struct rusage ru {};
  if (wait4(pid, &wstatus, 0, &ru) != pid) return r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
  r.cpu_seconds = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                  static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
  r.max_rss_mb = static_cast<double>(ru.ru_maxrss) / 1024.0;  // Linux: KiB
  return r;
}

double SelfMaxRssMb() {
  struct rusage ru {};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

}  // namespace gc::bench
