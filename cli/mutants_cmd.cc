// cli/mutants_cmd.cc — `gamecheck mutants`: the kill matrix of harness/kill_matrix.h.
//   gamecheck mutants [--json FILE] [--save DIR] [--layers a,b,...] [--mutants a,b,...]
//                     [--seed N] [--cases N] [--corpus DIR] [--no-shrink] [--repeat R]
// Prints the table mutant x layer and the shrunk counterexamples; exit 1 if a mutant
// survives every layer run or a layer kills a correct solver (the control rows), 2 on a
// usage error.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/kill_matrix.h"
#include "harness/report.h"

namespace gc::cli {

namespace {

constexpr const char* kMutantsUsage =
    "usage: gamecheck mutants [OPTIONS]\n"
    "Runs every check layer against every known mutant and prints the kill matrix.\n"
    "  --layers a,b,...   layers to run (default all: exhaustive,random,verifier,\n"
    "                     metamorphic,corpus); the survivors are then the mutants only\n"
    "                     the other layers kill\n"
    "  --mutants a,b,...  mutants to run (default all, and a control:<problem> per row)\n"
    "  --seed N           seed of the random layers (default 1)\n"
    "  --cases N          cases per random layer (default 2000)\n"
    "  --corpus DIR       corpus root holding fuzz_<problem>/{seed,regress}/ (default corpus)\n"
    "  --json FILE        also write the matrix as JSON\n"
    "  --save DIR         write the shrunk counterexamples to\n"
    "                     DIR/fuzz_<problem>/regress/mutant-<name>.txt\n"
    "  --no-shrink        report the first counterexample as found\n"
    "  --repeat R         run seeds N..N+R-1 and report the median time to first kill\n"
    "Each row's own solver also runs as a control, which no layer may kill.\n"
    "exit status: 0 every mutant run is killed and no control, 1 some mutant survives or\n"
    "a control is killed (a false alarm), 2 usage error\n";

std::vector<std::string> SplitList(std::string_view s) {
  std::vector<std::string> out;
  while (!s.empty()) {
    std::size_t c = s.find(',');
    out.emplace_back(s.substr(0, c));
    if (c == std::string_view::npos) break;
    s.remove_prefix(c + 1);
  }
  return out;
}

bool ParseCount(std::string_view s, std::uint64_t* v) {
  if (s.empty() || s.size() > 18) return false;
  std::uint64_t x = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return false;
    x = x * 10 + static_cast<std::uint64_t>(ch - '0');
  }
  *v = x;
  return true;
}

std::string FormatMs(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f ms", ms);
  return buf;
}

int Fail(const std::string& msg) {
  std::fprintf(stderr, "gamecheck mutants: %s\n%s", msg.c_str(), kMutantsUsage);
  return 2;
}

}  // namespace

int RunMutants(const std::vector<std::string_view>& args) {
  KillMatrixOptions o;
  std::string json, save;
  std::uint64_t repeat = 1;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kMutantsUsage, stdout);
      return 0;
    }
    if (a == "--no-shrink") {
      o.shrink = false;
      continue;
    }
    if (i + 1 >= args.size()) return Fail("missing value after " + std::string(a));
    const std::string_view v = args[++i];
    if (a == "--json")
      json = v;
    else if (a == "--save")
      save = v;
    else if (a == "--corpus")
      o.corpus_dir = v;
    else if (a == "--layers")
      o.layers = SplitList(v);
    else if (a == "--mutants")
      o.mutants = SplitList(v);
    else if (a == "--seed") {
      if (!ParseCount(v, &o.seed)) return Fail("bad --seed");
    } else if (a == "--cases") {
      if (!ParseCount(v, &o.cases)) return Fail("bad --cases");
    } else if (a == "--repeat") {
      if (!ParseCount(v, &repeat) || repeat == 0) return Fail("bad --repeat");
    } else
      return Fail("unknown option " + std::string(a));
  }
  KillMatrix km;
  try {
    km = RunKillMatrix(o);
  } catch (const std::invalid_argument& e) {
    return Fail(e.what());
  }
  std::fputs(FormatKillMatrix(km).c_str(), stdout);
  if (repeat > 1) {
    // Times only: the kills themselves are the same kind for every seed.
    std::vector<std::vector<double>> times(km.rows.size());
    for (std::size_t i = 0; i < km.rows.size(); ++i) times[i].push_back(km.rows[i].first_kill_ms());
    KillMatrixOptions ro = o;
    ro.shrink = false;
    for (std::uint64_t r = 1; r < repeat; ++r) {
      ro.seed = o.seed + r;
      KillMatrix k = RunKillMatrix(ro);
      for (std::size_t i = 0; i < k.rows.size(); ++i) times[i].push_back(k.rows[i].first_kill_ms());
    }
    std::printf("\nmedian time to first kill over seeds %llu..%llu:\n",
                static_cast<unsigned long long>(o.seed),
                static_cast<unsigned long long>(o.seed + repeat - 1));
    for (std::size_t i = 0; i < km.rows.size(); ++i) {
      std::vector<double>& t = times[i];
      std::sort(t.begin(), t.end());
      const bool any = std::any_of(t.begin(), t.end(), [](double x) { return x >= 0; });
      std::string what;
      if (!km.rows[i].problem)
        what = "not run (no row)";
      else if (km.rows[i].control)
        what = any ? "killed: FALSE ALARM" : "never killed (control)";
      else if (t[0] < 0)
        what = any ? "survived some seeds" : "never killed";
      else
        what = FormatMs(t[t.size() / 2]);
      std::printf("  %-20.*s %s\n", static_cast<int>(km.rows[i].mutant->name.size()),
                  km.rows[i].mutant->name.data(), what.c_str());
    }
  }
  if (!save.empty()) {
    try {
      for (const std::string& f : SaveCounterexamples(km, save))
        std::printf("saved %s\n", f.c_str());
    } catch (const std::runtime_error& e) {
      std::fprintf(stderr, "gamecheck mutants: %s\n", e.what());
      return 2;
    }
  }
  if (!json.empty()) {
    std::ofstream out(json, std::ios::binary);
    out << KillMatrixJson(km);
    if (!out) {
      std::fprintf(stderr, "gamecheck mutants: cannot write %s\n", json.c_str());
      return 2;
    }
  }
  return km.Survivors().empty() && km.FalseAlarms().empty() ? 0 : 1;
}

}  // namespace gc::cli
