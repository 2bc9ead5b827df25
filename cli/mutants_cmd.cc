// cli/mutants_cmd.cc — `gamecheck mutants`: the kill matrix of harness/check/kill_matrix.h.
//   gamecheck mutants [--json FILE] [--save DIR] [--layers a,b,...] [--mutants a,b,...]
//                     [--problem P]
//                     [--seed N] [--cases N] [--corpus DIR] [--no-shrink] [--repeat R]
// (the flags, their defaults and help are the table cli/mutants_flags.def).
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

#include "cli/commands.h"
#include "cli/flags.h"
#include "harness/check/kill_matrix.h"
#include "harness/report/report.h"

namespace gc::cli {

namespace {

#define GC_FLAGS_STRUCT MutantsFlags
#define GC_FLAGS_FILE "cli/mutants_flags.def"
#include "cli/flags_struct.inc"

constexpr std::string_view kMutants = "mutants";

// What mutants does: the --help text and the man page's paragraph on mutants.
constexpr const char* kAbout =
    "Runs every check layer against every known mutant and prints the kill matrix.\n"
    "Each row's own solver also runs as a control, which no layer may kill.\n"
    "Exit status: 0 every mutant run is killed and no control, 1 some mutant survives\n"
    "or a control is killed (a false alarm), 2 usage error.\n";

std::string HelpText() {
  return "usage: gamecheck mutants [options]\n\n" + std::string(kAbout) + "\noptions:\n" +
         FlagsHelp<MutantsFlags>();
}

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

// --problem P: the mutants of row P and its control, or of those the ones --mutants names
// (each must be P's). "" or what is wrong.
std::string RestrictToProblem(std::string_view name, std::vector<std::string>* mutants) {
  const Problem* p = FindProblem(name);
  if (!p)
    return "unknown problem '" + std::string(name) + "' for --problem (try 'gamecheck problems')";
  std::vector<std::string> own;
  for (const KnownMutant& m : p->mutants) own.emplace_back(m.name);
  own.push_back("control:" + std::string(p->name));
  if (mutants->empty()) {
    *mutants = own;
    return "";
  }
  for (const std::string& m : *mutants)
    if (std::find(own.begin(), own.end(), m) == own.end())
      return "mutant '" + m + "' is not one of problem " + std::string(p->name) + "'s";
  return "";
}

std::string FormatMs(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f ms", ms);
  return buf;
}

}  // namespace

CommandDoc MutantsDoc() {
  return {"mutants", "gamecheck mutants [options]\n", kAbout, FlagsMan<MutantsFlags>()};
}

int RunMutants(const std::vector<std::string_view>& args) {
  MutantsFlags f;
  if (std::string err = ParseFlags(args, 1, args.size(), &f); !err.empty())
    return UsageError(kMutants, err);
  if (f.help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  if (f.repeat == 0) return UsageError(kMutants, "bad value '0' for --repeat (at least 1)");
  KillMatrixOptions o;
  o.layers = SplitList(f.layers);
  o.mutants = SplitList(f.mutants);
  if (!f.problem.empty())
    if (std::string err = RestrictToProblem(f.problem, &o.mutants); !err.empty())
      return UsageError(kMutants, err);
  o.seed = f.seed;
  o.cases = f.cases;
  o.corpus_dir = f.corpus;
  o.shrink = !f.no_shrink;
  KillMatrix km;
  try {
    km = RunKillMatrix(o);
  } catch (const std::invalid_argument& e) {
    return UsageError(kMutants, e.what());
  }
  std::fputs(FormatKillMatrix(km).c_str(), stdout);
  if (f.repeat > 1) {
    // Times only: the kills themselves are the same kind for every seed.
    std::vector<std::vector<double>> times(km.rows.size());
    for (std::size_t i = 0; i < km.rows.size(); ++i) times[i].push_back(km.rows[i].first_kill_ms());
    KillMatrixOptions ro = o;
    ro.shrink = false;
    for (std::uint64_t r = 1; r < f.repeat; ++r) {
      ro.seed = o.seed + r;
      KillMatrix k = RunKillMatrix(ro);
      for (std::size_t i = 0; i < k.rows.size(); ++i) times[i].push_back(k.rows[i].first_kill_ms());
    }
    std::printf("\nmedian time to first kill over seeds %llu..%llu:\n",
                static_cast<unsigned long long>(o.seed),
                static_cast<unsigned long long>(o.seed + f.repeat - 1));
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
  if (!f.save.empty()) {
    try {
      for (const std::string& file : SaveCounterexamples(km, f.save))
        std::printf("saved %s\n", file.c_str());
    } catch (const std::runtime_error& e) {
      std::fprintf(stderr, "gamecheck mutants: %s\n", e.what());
      return 2;
    }
  }
  if (!f.json.empty()) {
    std::ofstream out(f.json, std::ios::binary);
    out << KillMatrixJson(km);
    if (!out) {
      std::fprintf(stderr, "gamecheck mutants: cannot write %s\n", f.json.c_str());
      return 2;
    }
  }
  return km.Survivors().empty() && km.FalseAlarms().empty() ? 0 : 1;
}

}  // namespace gc::cli
