// mutate/build/fast.cc — see fast.h.
#include "mutate/build/fast.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <fstream>
#include <iterator>
#include <sstream>

#include "harness/report/report.h"
#include "harness/run/runner.h"
#include "mutate/run/runner.h"  // Replace
#include "mutate/build/schema.h"

namespace gc::mutate::internal {

SchemaPrograms BuildSchemas(const std::string& source, Language lang,
                            const std::vector<Point>& points, const std::vector<std::size_t>& ids,
                            const std::string& file_name, const std::filesystem::path& scratch,
                            const BuildFn& build, const std::atomic<bool>* stop,
                            std::size_t max_builds) {
  SchemaPrograms out;
  out.program_of.assign(points.size(), -1);
  out.group_of.assign(points.size(), -1);
  out.infection_of.assign(points.size(), -1);
  std::vector<bool> any(points.size(), false);
  for (std::size_t i = 0; i < points.size(); ++i) any[i] = points[i].guard != Guard::kNone;
  std::deque<std::vector<bool>> todo{any};
  while (!todo.empty() && out.builds < max_builds && !(stop && stop->load())) {
    std::vector<bool> allowed = std::move(todo.front());
    todo.pop_front();
    const Schema s = RenderSchema(source, lang, points, ids, allowed);
    const std::size_t held = static_cast<std::size_t>(
        std::count_if(s.group_of.begin(), s.group_of.end(), [](int g) { return g >= 0; }));
    if (held == 0 && !out.argv.empty()) continue;  // nothing left for another program
    const std::filesystem::path dir =
        scratch / ("schema" + std::to_string(out.argv.size() + todo.size()));
    std::vector<std::string> argv;
    ++out.builds;
    const std::string err = build(dir, s.text, &argv);
    if (err.empty()) {
      const int k = static_cast<int>(out.argv.size());
      out.argv.push_back(argv);
      out.texts.push_back(s.text);
      for (std::size_t i = 0; i < points.size(); ++i)
        if (s.group_of[i] >= 0)
          out.program_of[i] = k, out.group_of[i] = s.group_of[i],
          out.infection_of[i] = s.infection_of[i];
      continue;
    }
    if (held == 0) break;  // the original itself with the switch does not build
    for (std::size_t i = 0; i < points.size(); ++i)
      if (s.group_of[i] < 0) allowed[i] = false;  // those not in it go on their own
    const std::size_t taken = BlameSchemaErrors(s, points, file_name, err, &allowed);
    out.dropped += taken;
    if (taken > 0) {
      todo.push_front(std::move(allowed));
      continue;
    }
    // Nothing to blame: split the held points in halves (by source order).
    std::vector<bool> a(points.size(), false), b(points.size(), false);
    std::size_t seen = 0;
    for (std::size_t i = 0; i < points.size(); ++i)
      if (allowed[i]) (seen++ < held / 2 ? a : b)[i] = true;
    if (held == 1) continue;  // that one point goes on its own
    todo.push_back(std::move(a));
    todo.push_back(std::move(b));
  }
  return out;
}

std::set<int> ReadCoverage(const std::filesystem::path& file) {
  std::set<int> hit;
  std::ifstream f(file);
  int g;
  while (f >> g) hit.insert(g);
  return hit;
}

std::string CompilerWord(const std::string& build) {
  std::istringstream words(build);
  std::string first;
  words >> first;
  const std::string base = std::filesystem::path(first).filename().string();
  const bool compiler = base == "cc" || base == "c++" || base.find("gcc") != std::string::npos ||
                        base.find("g++") != std::string::npos ||
                        base.find("clang") != std::string::npos;
  return compiler ? first : "";
}

std::string ObjectCommand(const std::string& build) {
  const std::string first = CompilerWord(build);
  if (first.empty() || build.find("{src}") == std::string::npos ||
      build.find("{out}") == std::string::npos)
    return "";
  const std::size_t at = build.find(first) + first.size();
  const bool optimised = build.find(" -O") != std::string::npos;
  return build.substr(0, at) + " -c" + (optimised ? "" : " -O2") + build.substr(at);
}

std::string TmpdirPrefix(const std::filesystem::path& tmpdir) {
  std::error_code ec;
  std::filesystem::create_directories(tmpdir, ec);
  return "TMPDIR=" + ShellQuote(tmpdir.string()) + "; export TMPDIR; ";
}

std::string ObjectCode(const std::string& command, const std::filesystem::path& dir,
                       const std::string& file_name, const std::string& text, double timeout,
                       const std::string& tmpdir, const std::atomic<bool>* stop) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  {
    std::ofstream f(dir / file_name, std::ios::binary);
    f << text;
    if (!f) return "";
  }
  const std::string cmd =
      TmpdirPrefix(tmpdir) + "cd " + ShellQuote(dir.string()) + " && " +
      Replace(Replace(command, "{src}", ShellQuote(file_name)), "{out}", "gc-object.o");
  RunLimits l;
  l.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(timeout * 1000));
  l.scratch_dir = false;
  l.output_cap = std::size_t{1} << 16;
  const RunResult b = ProgramRunner({"/bin/sh", "-c", cmd}).Run("", l, stop);
  if (b.end != RunResult::End::kExited || b.status != 0) return "";
  std::ifstream f(dir / "gc-object.o", std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  return bytes;
}

}  // namespace gc::mutate::internal
