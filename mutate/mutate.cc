// mutate/mutate.cc — the mutation run; see mutate.h.
#include "mutate/mutate.h"

#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report/report.h"
#include "mutate/run/runner.h"
#include "mutate/select/since.h"

namespace gc::mutate {
namespace {

using internal::Clock;
using internal::Runner;
using internal::Since;

// The lines of `text` that [begin, end) touches, without the final newline.
std::string LinesOf(const std::string& text, std::size_t begin, std::size_t end) {
  const std::size_t first = text.rfind('\n', begin == 0 ? 0 : begin - 1);
  const std::size_t from = (first == std::string::npos || begin == 0) ? 0 : first + 1;
  std::size_t to = text.find('\n', std::max(end, begin));
  if (to == std::string::npos) to = text.size();
  return text.substr(from, to - from);
}

// The parser arguments a build command implies: its -I, -D, -U, -std= and -isystem.
std::vector<std::string> ParserArgs(const std::string& build) {
  std::istringstream words(build);
  std::vector<std::string> out;
  std::string w;
  bool next_too = false;
  while (words >> w) {
    if (next_too) {
      out.push_back(w);
      next_too = false;
    } else if (w.rfind("-I", 0) == 0 || w.rfind("-D", 0) == 0 || w.rfind("-U", 0) == 0 ||
               w.rfind("-std=", 0) == 0) {
      out.push_back(w);
      next_too = w == "-I" || w == "-D" || w == "-U";
    } else if (w == "-isystem") {
      out.push_back(w);
      next_too = true;
    }
  }
  return out;
}

// Every point as a mutant not run yet: what a stop before any is decided reports.
void AddMutants(std::vector<Point> points, Result* r) {
  for (Point& p : points) {
    MutantResult m;
    m.id = r->mutants.size() + 1;
    if (p.ignored) m.status = Status::kIgnored;
    m.original_line = LinesOf(r->source, p.begin, p.end);
    const std::string mutated = Apply(r->source, p);
    m.mutated_line = LinesOf(mutated, p.begin, p.begin + p.replacement.size());
    m.point = std::move(p);
    r->mutants.push_back(std::move(m));
  }
}

}  // namespace

const char* ToString(Status s) {
  switch (s) {
    case Status::kKilled:
      return "killed";
    case Status::kTimedOut:
      return "timed out";
    case Status::kSurvived:
      return "survived";
    case Status::kEquivalent:
      return "likely equivalent";
    case Status::kStillborn:
      return "stillborn";
    case Status::kNotRun:
      return "not run";
    case Status::kIgnored:
      return "ignored";
    case Status::kNoCoverage:
      return "no coverage";
    case Status::kSameCode:
      return "equivalent (same machine code)";
    case Status::kDuplicate:
      return "duplicate";
    case Status::kNotInfected:
      return "not infected";
  }
  return "?";
}

const char* SchemaStatus(Status s) {
  switch (s) {
    case Status::kKilled:
      return "Killed";
    case Status::kTimedOut:
      return "Timeout";
    case Status::kSurvived:
    case Status::kEquivalent:  // left for a person: a viewer must show it, and score it
      return "Survived";
    case Status::kIgnored:
      return "Ignored";
    case Status::kStillborn:
      return "CompileError";
    case Status::kNotRun:
      return "Pending";
    case Status::kNoCoverage:
      return "NoCoverage";
    case Status::kSameCode:
    case Status::kDuplicate:
    case Status::kNotInfected:
      return "Ignored";
  }
  return "Pending";
}

bool Detected(Status s) { return s == Status::kKilled || s == Status::kTimedOut; }

std::uint64_t MutantResult::cases() const {
  std::uint64_t n = 0;
  for (const Pass& p : passes) n += p.cases;
  return n;
}

std::size_t Result::Count(Status s) const {
  return static_cast<std::size_t>(std::count_if(
      mutants.begin(), mutants.end(), [&](const MutantResult& m) { return m.status == s; }));
}

double Result::MedianKillSeconds() const {
  std::vector<double> t;
  for (const MutantResult& m : mutants)
    if (Detected(m.status)) t.push_back(m.seconds);
  if (t.empty()) return 0;
  std::sort(t.begin(), t.end());
  return t.size() % 2 ? t[t.size() / 2] : (t[t.size() / 2 - 1] + t[t.size() / 2]) / 2;
}

double Result::Score() const {
  const double d = static_cast<double>(Count(Status::kKilled) + Count(Status::kTimedOut));
  const double all = d + static_cast<double>(Count(Status::kSurvived) +
                                             Count(Status::kEquivalent) + Count(Status::kNoCoverage));
  return all > 0 ? d / all : 1.0;
}

// Whether `compiler` has the static library `name`: -print-file-name prints a path to it,
// or the bare name when it has none.
bool HasStaticLibrary(const std::string& compiler, const std::string& name) {
  FILE* p = popen((compiler + " -print-file-name=" + name + " 2>/dev/null").c_str(), "r");
  if (!p) return false;
  std::string path;
  char buf[4096];
  for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, p)) > 0;) path.append(buf, got);
  const bool ok = pclose(p) == 0;
  while (!path.empty() && std::isspace(static_cast<unsigned char>(path.back()))) path.pop_back();
  std::error_code ec;
  return ok && path.find('/') != std::string::npos && std::filesystem::exists(path, ec);
}

std::string TypeScriptPackage() {
  // tsc is PACKAGE/bin/tsc (npm's bin/tsc links there), beside PACKAGE/lib/typescript.js.
  std::string err;
  const std::string tsc = ResolveProgram("tsc", &err);
  std::error_code ec;
  const std::filesystem::path bin = std::filesystem::canonical(tsc, ec).parent_path();
  const std::filesystem::path package = bin.parent_path();
  if (tsc.empty() || ec || !std::filesystem::exists(package / "lib" / "typescript.js", ec))
    return "";
  return package.string();
}

// TypeScript: the types erased by typescript's transpileModule, the program JavaScript in
// {out} run by node. Its syntax errors, in tsc's form PATH(LINE,COL): error TS...,
// fail the build (and are blamed to their guard in a schema); no type is checked, as node's
// type stripping checks none, so a mutant is never stillborn for a type alone. 0.3 s of CPU
// time for careful_outcome.ts where `tsc --noCheck --isolatedModules` takes 1.0 s (tsc
// parses its lib files; with --noLib it exits 2 on every file).
std::string TypeScriptBuild() {
  static const std::string package = TypeScriptPackage();
  return "node -e 'const [,t,s,o]=process.argv,ts=require(t),fs=require(\"fs\"),"
         "r=ts.transpileModule(fs.readFileSync(s,\"utf8\"),{fileName:s,reportDiagnostics:true,"
         "compilerOptions:{target:\"es2022\",module:\"commonjs\"}});"
         "fs.writeFileSync(o,r.outputText);"
         "if(r.diagnostics.length){process.stderr.write(ts.formatDiagnostics(r.diagnostics,"
         "{getCanonicalFileName:f=>f,getCurrentDirectory:()=>\"\",getNewLine:()=>\"\\n\"}));"
         "process.exit(1)}' " +
         ShellQuote(package.empty() ? "typescript" : package) + " {src} {out}";
}

std::string DefaultBuild(Language lang) {
  // Linked -static where the toolchain has the static libraries: a static solver starts
  // in a fraction of a dynamic one's time (no loader, no libstdc++ to map and relocate),
  // which is most of a small case's run, and mutate's runs are mostly small cases.
  switch (lang) {
    case Language::kC: {
      static const bool links = HasStaticLibrary("cc", "libc.a");
      return links ? "cc -O2 -static -o {out} {src}" : "cc -O2 -o {out} {src}";
    }
    case Language::kCxx: {
      static const bool links =
          HasStaticLibrary("c++", "libstdc++.a") && HasStaticLibrary("c++", "libc.a");
      return links ? "c++ -O2 -std=c++17 -static -o {out} {src}"
                   : "c++ -O2 -std=c++17 -o {out} {src}";
    }
    case Language::kPython:
      return "python3 -m py_compile {src}";
    case Language::kJavaScript:
      return "node --check {src}";  // no build: a syntax check, so that a bad mutant is stillborn
    case Language::kGo:
      // In the copy's own directory, a scratch one outside any module: `go build` of one
      // file needs no go.mod there, and no go.mod or go.work of the caller's directory
      // (its go version, its vendor mode) applies.
      return "cd \"$(dirname {src})\" && go build -o {out} {src}";
    case Language::kJava:
      // The classes into {out}, a directory. javac's own JVM with one compiler (C1): 0.6 s
      // of CPU time for careful_outcome.java where its defaults take 0.9 to 1.0 s.
      return "javac -J-XX:TieredStopAtLevel=1 -d {out} {src}";
    case Language::kRust:
      return "rustc -O --edition 2021 -o {out} {src}";
    case Language::kTypeScript:
      return TypeScriptBuild();
  }
  return "";
}

std::string BuildCommand(const Options& o) {
  return o.build.empty() ? DefaultBuild(o.lang) : o.build;
}

std::vector<std::string> DefaultRun(Language lang, const std::string& source_path) {
  if (lang == Language::kPython) return {"python3", "{src}"};
  if (lang == Language::kJavaScript) return {"node", "{src}"};
  if (lang == Language::kTypeScript) return {"node", "{out}"};
  if (lang == Language::kJava) {
    // The class holding main, from the source (a mutant never renames it). A short run is
    // mostly the JVM's start: with C1 alone and no perf data file in /tmp it took 32 to 36
    // ms of CPU time on careful_outcome.java's small and middle cases, 35 to 38 ms with the
    // defaults and 44 to 49 with the serial collector (whose heap cannot map the class data
    // archive's objects). A stack of 64 MB for recursive solvers (main runs in a thread of
    // -Xss; 1 MB by default overflows at a depth of about 10^4).
    std::ifstream f(source_path, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
    return {"java", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xss64m",
            "-cp",  "{out}",                   JavaMainClass(text, source_path)};
  }
  return {"{out}"};
}

PointOptions EffectivePointOptions(const Options& o) {
  PointOptions po = o.points;
  if (po.parser_args.empty() && IsC(o.lang))
    po.parser_args = ParserArgs(BuildCommand(o));
  return po;
}

Result Run(const Options& o) {
  Result r;
  const Clock::time_point t0 = Clock::now();
  {
    std::ifstream f(o.source_path, std::ios::binary);
    if (!f) {
      r.setup_error = "cannot read " + o.source_path;
      return r;
    }
    r.source.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  }
  if (o.lang == Language::kTypeScript && o.build.empty() && TypeScriptPackage().empty()) {
    r.setup_error = "TypeScript sources are built with the npm package typescript, and no tsc "
                    "is on PATH: npm install -g typescript@5.9.3 (or give --build)";
    return r;
  }
  std::vector<Point> points;
  std::string err;
  SourceLayout layout;
  if (!FindPoints(o.source_path, r.source, o.lang, EffectivePointOptions(o), &points, &err,
                  &layout)) {
    r.setup_error = err;
    return r;
  }
  if (!o.mutators.empty())
    std::erase_if(points, [&](const Point& p) {
      return std::find(o.mutators.begin(), o.mutators.end(), p.mutator) == o.mutators.end();
    });
  std::vector<std::size_t> keep;  // --diff and --shard; mutant numbers stay the full list's
  if (std::string e = SelectPoints(o.source_path, o.diff_ref, o.shard, points, &keep,
                                     &r.selection, &o.shard_times);
      !e.empty()) {
    r.setup_error = e;
    return r;
  }
  Runner runner(o, &r);
  std::vector<MutantResult> reused;  // --since: decided by an earlier report
  {
    std::jthread watcher([&](std::stop_token done) { runner.Watch(done); });
    AddMutants(std::move(points), &r);
    MutantKeys(r.source, layout, &r);
    r.since.gamecheck = GamecheckIdentity(o.version);
    const bool known = SelectMutants(o, &r);  // --mutant ids are those of the whole file
    std::erase_if(r.mutants, [&](const MutantResult& m) {
      return !std::binary_search(keep.begin(), keep.end(), m.id - 1);
    });
    const bool none_selected = r.mutants.empty() && r.selection.points > 0;
    if (known && !o.since.empty() && !TakeVerdicts(o, &r, &reused, &err)) {
      r.setup_error = err;
      return r;
    }
    runner.AlsoBoundsOf(&reused);
    // Every verdict reused: the original is checked again only when its source changed.
    const bool all_reused = r.mutants.empty() && !reused.empty() && !r.since.source_changed;
    if (known && !none_selected && !all_reused && runner.Setup()) runner.RunMutants();
    runner.Totals();
  }
  for (MutantResult& m : reused) r.mutants.push_back(std::move(m));
  std::sort(r.mutants.begin(), r.mutants.end(),
            [](const MutantResult& a, const MutantResult& b) { return a.id < b.id; });
  std::error_code ec;
  if (!o.keep && !r.scratch.empty()) std::filesystem::remove_all(r.scratch, ec);
  r.interrupted = o.stop && o.stop->load();
  r.seconds = Since(t0);
  return r;
}

}  // namespace gc::mutate
