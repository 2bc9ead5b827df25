// cli/cases_cmd.cc — `gamecheck cases PROBLEM --out DIR` writes the inputs of check's case
// schedule (harness/cases/schedule.h, chosen by --seed, --tiers, --cases and --max-n) as
// numbered .in files, each with the reference answer (harness/judge/judge.h's ReferenceOf:
// the fast solver cross-checked by the oracles and the certificate check) as .ans: test
// data for a judge package, read back by `check --replay DIR` and `judge`. `--case K`
// prints one case to standard output, the generator of a stress loop. Flags:
// cli/cases_flags.def. Exit 0, or 2 on a usage or setup error. See docs/judge.md.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "cli/flags.h"
#include "cli/io.h"
#include "harness/cases/schedule.h"
#include "harness/judge/judge.h"
#include "harness/problems/problem.h"

namespace gc::cli {

namespace {

#define GC_FLAGS_STRUCT CasesFlags
#define GC_FLAGS_FILE "cli/cases_flags.def"
#include "cli/flags_struct.inc"

constexpr std::string_view kCases = "cases";

constexpr const char* kUsageLines =
    "gamecheck cases PROBLEM --out DIR [options]\n"
    "gamecheck cases PROBLEM --case K [--answer] [options]\n";

constexpr const char* kAbout =
    "Writes the inputs of check's case schedule as test data: DIR/K.in for K = 0 .. N-1,\n"
    "each with gamecheck's reference answer (the fast solver, cross-checked by the oracles\n"
    "and the certificate check) as DIR/K.ans. --seed, --tiers and --max-n choose the\n"
    "schedule as for check, so file K is check's case K; 'check --replay DIR' reruns them\n"
    "and 'judge' judges an output against them. A DIR that holds files is refused: give\n"
    "--force to delete the cases gamecheck wrote there first. With --case K, prints case\n"
    "K's input (or its answer) on standard output instead. Exit 0, or 2 on a usage or\n"
    "setup error.\n";

std::string HelpText() {
  return "usage: gamecheck cases PROBLEM --out DIR [options]\n"
         "       gamecheck cases PROBLEM --case K [--answer] [options]\n\n" +
         std::string(kAbout) + "\noptions:\n" + FlagsHelp<CasesFlags>();
}

// The text of case c as written: the layout the schedule drew, or the canonical one.
std::string InputText(const Problem& p, const Case& c, bool canonical) {
  return canonical ? WriteInstance(p.input, c.x) : c.text;
}

// The reference answer's text of case c; nullopt after saying why there is none.
std::optional<std::string> AnswerText(const Problem& p, const Case& c) {
  const Reference r = ReferenceOf(p, c.x);
  std::string why;
  if (!r.disagreement.ok())
    why = "gamecheck's references disagree (a bug of gamecheck): " + r.disagreement.detail;
  else if (r.out.status != 0 && r.out.status != 1)
    why = "beyond the fast solver's limits: " + p.Beyond(c.x);
  if (why.empty()) return r.out.out;
  std::fprintf(stderr, "gamecheck cases: case %llu (%s): %s\n",
               static_cast<unsigned long long>(c.index), c.about.c_str(), why.c_str());
  return std::nullopt;
}

// "007" for 7 of 100 cases: names of one width sort in the schedule's order.
std::string Numbered(std::uint64_t k, std::uint64_t count) {
  std::string s = std::to_string(k);
  const std::size_t width = std::max<std::size_t>(3, std::to_string(count - 1).size());
  return std::string(width - std::min(width, s.size()), '0') + s;
}

// Whether `name` is a file `cases --out` writes: a case number, then .in, .ans, .out or
// the --answer-ext given.
bool CaseFile(const std::string& name, const std::string& answer_ext) {
  const std::size_t dot = name.find('.');
  if (dot == 0 || dot == std::string::npos ||
      !std::all_of(name.begin(), name.begin() + static_cast<std::ptrdiff_t>(dot),
                   [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  const std::string ext = name.substr(dot + 1);
  return ext == "in" || ext == "ans" || ext == "out" || ext == answer_ext;
}

// Readies --out DIR: made with its parents when missing. A DIR that holds files is
// refused, since an earlier run's cases would stay beside the new ones (a higher-numbered
// K.in, a K.ans of another input), and check --replay DIR runs every .in there; --force
// deletes gamecheck's own files there first and leaves any other alone. False after
// saying why.
bool ReadyOut(const CasesFlags& f) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (std::string why = UnwritablePath(f.out, true); !why.empty() ||
                                                     (fs::create_directories(f.out, ec), ec)) {
    std::fprintf(stderr, "gamecheck cases: cannot write %s\n",
                 (why.empty() ? f.out + ": " + ec.message() : why).c_str());
    return false;
  }
  std::vector<fs::path> ours, others;
  for (fs::directory_iterator it(f.out, ec), end; !ec && it != end; it.increment(ec))
    (it->is_regular_file(ec) && CaseFile(it->path().filename().string(), f.answer_ext) ? ours
                                                                                      : others)
        .push_back(it->path());
  if (ec) {
    std::fprintf(stderr, "gamecheck cases: cannot read %s: %s\n", f.out.c_str(),
                 ec.message().c_str());
    return false;
  }
  if (ours.empty() && others.empty()) return true;
  if (!f.force) {
    std::fprintf(stderr,
                 "gamecheck cases: %s is not empty (%zu files, %zu of them cases gamecheck "
                 "wrote): the new cases would lie beside them, and check --replay %s runs "
                 "every .in there; give --force to delete gamecheck's cases there first, or "
                 "an empty or new DIR\n",
                 f.out.c_str(), ours.size() + others.size(), ours.size(), f.out.c_str());
    return false;
  }
  for (const fs::path& file : ours)
    if (!fs::remove(file, ec) && ec) {
      std::fprintf(stderr, "gamecheck cases: --force: cannot delete %s: %s\n", file.c_str(),
                   ec.message().c_str());
      return false;
    }
  std::string kept;
  for (std::size_t i = 0; i < others.size() && i < 3; ++i)
    kept += (i ? ", " : "") + others[i].filename().string();
  std::fprintf(stderr, "gamecheck cases: --force: deleted %zu files of earlier cases from %s%s\n",
               ours.size(), f.out.c_str(),
               others.empty() ? ""
                              : ("; left " + std::to_string(others.size()) +
                                 " files that are not gamecheck's (" + kept +
                                 (others.size() > 3 ? ", ..." : "") + ")")
                                    .c_str());
  return true;
}

int WriteAllCases(const Problem& p, const CasesFlags& f, const Schedule& s) {
  namespace fs = std::filesystem;
  if (!ReadyOut(f)) return 2;
  for (std::uint64_t k = 0; k < s.size(); ++k) {
    const Case c = s.At(k);
    const std::optional<std::string> answer = AnswerText(p, c);
    const fs::path base = fs::path(f.out) / Numbered(k, s.size());
    if (!answer || !WriteFile("cases", base.string() + ".in", InputText(p, c, f.canonical)) ||
        !WriteFile("cases", base.string() + "." + f.answer_ext, *answer)) {
      // Said with the count, so that a half-written DIR is not taken for the whole set.
      std::fprintf(stderr, "gamecheck cases: stopped after %llu of %llu cases in %s%s\n",
                   static_cast<unsigned long long>(k), static_cast<unsigned long long>(s.size()),
                   f.out.c_str(),
                   k ? (" (" + Numbered(0, s.size()) + " to " + Numbered(k - 1, s.size()) +
                        " are whole; case " + Numbered(k, s.size()) + " and those after are not)")
                           .c_str()
                     : "");
      return 2;
    }
  }
  std::fprintf(stderr, "gamecheck cases: wrote %llu cases of %s to %s (.in and .%s)\n",
               static_cast<unsigned long long>(s.size()), std::string(p.name).c_str(),
               f.out.c_str(), f.answer_ext.c_str());
  return 0;
}

}  // namespace

int CasesCommand(const std::vector<std::string_view>& args) {
  CasesFlags f;
  const bool problem_given = args.size() > 1 && !args[1].starts_with('-');
  if (std::string err = ParseFlags(args, problem_given ? 2 : 1, args.size(), &f); !err.empty())
    return UsageError(kCases, err);
  if (f.help) {
    std::fputs(HelpText().c_str(), stdout);
    return 0;
  }
  if (!problem_given) return UsageError(kCases, "cases takes PROBLEM first");
  const Problem* p = FindProblem(args[1]);
  if (!p)
    return UsageError(kCases,
                      "unknown problem '" + std::string(args[1]) + "' (try 'gamecheck problems')");
  if (f.out.empty() == (f.only_case < 0))
    return UsageError(kCases, "give either --out DIR or --case K");
  if (f.answer && f.only_case < 0) return UsageError(kCases, "--answer goes with --case K");
  if (f.force && f.out.empty()) return UsageError(kCases, "--force goes with --out DIR");
  if (f.answer_ext.empty() || f.answer_ext == "in" || f.answer_ext.find('/') != std::string::npos)
    return UsageError(kCases, "bad --answer-ext '" + f.answer_ext + "'");
  const std::optional<unsigned> tiers = ParseTiers(f.tiers);
  if (!tiers || *tiers == 0) return UsageError(kCases, "bad --tiers '" + f.tiers + "'");
  const std::uint64_t count =
      f.only_case >= 0 ? static_cast<std::uint64_t>(f.only_case) + 1 : f.cases;
  const Schedule s(*p, f.seed, count, *tiers, false, f.max_n);
  if (f.only_case < 0)
    return s.size() ? WriteAllCases(*p, f, s) : UsageError(kCases, "no case is planned");
  if (static_cast<std::uint64_t>(f.only_case) >= s.size())
    return UsageError(kCases, "--case " + std::to_string(f.only_case) + ": the schedule of these "
                              "tiers has " + std::to_string(s.size()) + " cases");
  const Case c = s.At(static_cast<std::uint64_t>(f.only_case));
  std::optional<std::string> text = f.answer ? AnswerText(*p, c) : InputText(*p, c, f.canonical);
  if (!text) return 2;
  return WriteAll(*text) ? 0 : 2;
}

CommandDoc CasesDoc() { return {"cases", kUsageLines, kAbout, FlagsMan<CasesFlags>()}; }

}  // namespace gc::cli
