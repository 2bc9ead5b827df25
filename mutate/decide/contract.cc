// mutate/decide/contract.cc — the bad-input contract as the original keeps it; see contract.h.
#include "mutate/decide/contract.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <string_view>
#include <utility>

#include "harness/cases/malformed.h"
#include "harness/report/report.h"
#include "impl/text_io.h"
#include "mutate/points/points_internal.h"

namespace gc::mutate {

namespace {

bool Required(const ContractProbe& pr) {
  return pr.exit2 || pr.no_output || pr.names_line || pr.status || pr.out || pr.err;
}

// A line of a message as a report shows it: quoted, bytes outside printable ASCII as
// \xNN, at most about 60 characters.
std::string Shown(const std::string& line) {
  std::string s = "'";
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (s.size() > 60) return s + "...'";
    const auto c = static_cast<unsigned char>(line[i]);
    if (c >= 0x20 && c < 0x7f && c != '\\')
      s += static_cast<char>(c);
    else
      s += internal::EscapedByte(c);
  }
  return s + "'";
}

// Where two texts first differ, the line around it from each (its newline shown too):
// {mine, theirs}, each as Shown.
std::pair<std::string, std::string> FirstDifference(const std::string& mine,
                                                    const std::string& theirs) {
  std::size_t d = 0;
  while (d < mine.size() && d < theirs.size() && mine[d] == theirs[d]) ++d;
  std::size_t start = d == 0 ? 0 : mine.rfind('\n', d - 1) + 1;  // npos + 1 == 0
  const bool cut = d - start > 40;  // a long line: from a little before the difference
  if (cut) start = d - 30;
  auto around = [&](const std::string& s) {
    const std::size_t end = s.find('\n', d);
    return Shown((cut ? "..." : "") +
                 s.substr(start, end == std::string::npos ? std::string::npos : end + 1 - start));
  };
  return {around(mine), around(theirs)};
}

// What the original does with a malformed input, for the sentence of a breach.
std::string OriginalDoes(const ContractProbe& pr) {
  std::vector<std::string> parts;
  if (pr.status) parts.push_back("exits with status " + std::to_string(*pr.status));
  if (pr.out && pr.out->empty()) parts.push_back("prints no answer");
  if (pr.out && !pr.out->empty()) parts.push_back("prints the same " + std::to_string(pr.out->size()) + " bytes each time");
  if (pr.err) parts.push_back("writes " + Shown(pr.err->substr(0, pr.err->find('\n'))) + " on standard error");
  if (!pr.err && pr.names_line) parts.push_back("names line " + std::to_string(pr.line));
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i)
    s += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return s;
}

// The first part the mutant's run breaks of those the original kept: its cause ("" when
// none is broken). The run exited.
std::string BrokenPart(const ContractProbe& pr, const RunResult& run,
                       const std::vector<std::string>& words) {
  if (pr.status && run.status != *pr.status)
    return "exit status " + std::to_string(run.status) + ", not " + std::to_string(*pr.status);
  if (pr.out && run.out != *pr.out) {
    if (pr.out->empty()) return "printed an answer";
    const auto [mine, theirs] = FirstDifference(run.out, *pr.out);
    return "printed " + mine + " where the original printed " + theirs;
  }
  if (pr.err) {
    const std::string err = Normalised(run.err, words);
    if (err == *pr.err) return "";
    const auto [mine, theirs] = FirstDifference(err, *pr.err);
    return "wrote " + mine + " on standard error where the original wrote " + theirs;
  }
  if (pr.names_line) {
    const int named = LineNamed(run.err);
    if (named != pr.line)
      return (named ? "named line " + std::to_string(named) : std::string("named no line")) +
             ", not " + std::to_string(pr.line);
  }
  return "";
}

CheckResult Breach(const ContractProbe& pr, Verdict v, const RunResult& run,
                   std::uint64_t cases_run) {
  CheckResult res;
  res.seed = 0;
  res.cases_run = cases_run;
  res.seconds = run.seconds;
  Failure f;
  f.original = pr.c;
  f.original_verdict = v;
  f.minimal = pr.c;
  f.verdict = std::move(v);
  f.run = run;
  f.not_shrunk = "a malformed input is reported as it is";
  res.failure = std::move(f);
  return res;
}

}  // namespace

std::vector<Case> BadInputCases(const Problem& p, std::uint64_t seed, std::size_t count,
                                std::uint64_t max_n) {
  std::vector<Case> out;
  if (count == 0) return out;
  // Every 8th case after the examples is malformed; the cases in between are generated
  // only when small (their planned size says so), and skipped.
  const Schedule s(p, seed, 16 * count + p.examples.size() + 16, kAllTiers, true, max_n);
  for (std::uint64_t i = 0; i < s.size() && out.size() < count; ++i) {
    if (s.PlannedN(i) > 64) continue;
    Case c = s.At(i);
    if (c.bad_input) out.push_back(std::move(c));
  }
  return out;
}

std::vector<Case> ContractCases(const Problem& p, std::uint64_t seed, std::size_t count,
                                std::uint64_t max_n, const std::vector<std::uint64_t>& numbers) {
  // Up to half of them reader probes (the first ones: they come most telling first).
  std::vector<Case> reader = ReaderProbes(p, seed, 0);
  reader.resize(std::min(reader.size(), (count + 1) / 2));
  std::vector<Case> out = BadInputCases(p, seed, count - reader.size(), max_n);
  std::uint64_t next = 0;  // numbered after the schedule's
  for (const Case& c : out) next = std::max(next, c.index + 1);
  for (Case& c : reader) {
    c.index += next;
    next = std::max(next, c.index + 1);
    out.push_back(std::move(c));
  }
  // The integer bands of every number (issue 43), up to 2 * `count` of them (about 80 for
  // a text of four numbers: all of them at the default), for a contract of
  // 16 cases or more (a smaller one keeps to the reader probes and the schedule's).
  std::vector<Case> bands = count >= 16 ? BandProbes(p, seed, next) : std::vector<Case>{};
  bands.resize(std::min(bands.size(), 2 * count));
  for (Case& c : bands) {
    next = std::max(next, c.index + 1);
    out.push_back(std::move(c));
  }
  for (Case& c : BoundProbes(p, seed, numbers, count, next)) out.push_back(std::move(c));
  return out;
}

std::vector<std::uint64_t> BoundNumbers(const std::vector<Point>& points) {
  std::vector<std::uint64_t> out;
  for (const Point& pt : points) {
    std::uint64_t value = 0;
    std::string suffix;
    if (pt.mutator == "IntegerLiteral" &&
        internal::ParseIntegerLiteral(pt.original, &value, &suffix) && value >= 2 &&
        value <= (std::uint64_t{1} << 62))
      out.push_back(value);
  }
  std::sort(out.begin(), out.end(), std::greater<>());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

int LineNamed(std::string_view err) {
  err = err.substr(0, err.find('\n'));
  auto lower = [](char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  };
  for (std::size_t at = 0; at + 4 <= err.size(); ++at) {
    if (lower(err[at]) != 'l' || lower(err[at + 1]) != 'i' || lower(err[at + 2]) != 'n' ||
        lower(err[at + 3]) != 'e')
      continue;
    if (at > 0 && std::isalpha(static_cast<unsigned char>(err[at - 1]))) continue;
    std::size_t k = at + 4;
    while (k < err.size() &&
           (err[k] == ' ' || err[k] == '\t' || err[k] == ':' || err[k] == '=' || err[k] == '#'))
      ++k;
    long value = 0;
    const std::size_t digits = k;
    while (k < err.size() && std::isdigit(static_cast<unsigned char>(err[k])) && value < 100000000)
      value = value * 10 + (err[k++] - '0');
    if (k > digits) return static_cast<int>(value);
  }
  return 0;
}

std::string Normalised(std::string err, const std::vector<std::string>& words) {
  std::vector<std::pair<std::string, std::string>> paths;
  for (const std::string& w : words) {
    if (w.find('/') == std::string::npos || w.find('=') != std::string::npos) continue;
    paths.emplace_back(w, "{program}");
    const std::string dir = std::filesystem::path(w).parent_path().string();
    if (dir.size() > 1) paths.emplace_back(dir, "{dir}");
  }
  std::stable_sort(paths.begin(), paths.end(),
                   [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  for (const auto& [path, by] : paths)
    for (std::size_t at = err.find(path); at != std::string::npos; at = err.find(path, at + by.size()))
      err.replace(at, path.size(), by);
  return err;
}

Contract ProbeContract(const Problem& p, const Subject& original,
                       const std::vector<std::string>& words, const std::vector<Case>& cases,
                       const std::atomic<bool>* stop) {
  Contract k;
  for (const Case& c : cases) {
    ContractProbe pr;
    pr.c = c;
    try {
      ReadInstance(p.input, c.text);
    } catch (const TextError& e) {
      pr.line = static_cast<int>(e.line());
    }
    // A second run only after an exit: a crash or a hang asks nothing of the mutants, and
    // a hang would cost the whole --timeout again.
    RunResult runs[2];
    for (RunResult& run : runs) {
      if (stop && stop->load()) run.end = RunResult::End::kCancelled;
      else run = original(c.text, Deadline(stop));
      if (run.end != RunResult::End::kExited) break;
    }
    if (runs[0].end == RunResult::End::kCancelled ||
        (runs[0].end == RunResult::End::kExited && runs[1].end == RunResult::End::kCancelled)) {
      k.interrupted = true;
      break;
    }
    const RunResult &a = runs[0], &b = runs[1];
    if (a.end == RunResult::End::kExited && b.end == RunResult::End::kExited) {
      pr.exit2 = a.status == 2 && b.status == 2;
      pr.no_output = a.out.empty() && b.out.empty();
      pr.names_line = pr.line > 0 && LineNamed(a.err) == pr.line && LineNamed(b.err) == pr.line;
      if (a.status == b.status) pr.status = a.status;
      if (a.out == b.out) pr.out = a.out;
      const std::string err = Normalised(a.err, words);
      if (pr.exit2 && err == Normalised(b.err, words)) pr.err = err;
    }
    k.probes.push_back(std::move(pr));
  }
  return k;
}

std::pair<Contract, Contract> SplitByRejection(const Contract& contract) {
  std::pair<Contract, Contract> out{contract, contract};
  out.first.probes.clear();
  out.second.probes.clear();
  for (const ContractProbe& pr : contract.probes)
    (pr.status && *pr.status != 2 ? out.second : out.first).probes.push_back(pr);
  return out;
}

std::size_t RequiredProbes(const Contract& contract) {
  return static_cast<std::size_t>(
      std::count_if(contract.probes.begin(), contract.probes.end(), Required));
}

std::optional<CheckResult> BreachOf(const Problem& p, const Contract& contract,
                                    const Subject& mutant, const std::vector<std::string>& words,
                                    const std::atomic<bool>* stop) {
  std::uint64_t ran = 0;
  for (const ContractProbe& pr : contract.probes) {
    if (!Required(pr)) continue;
    const RunResult run = mutant(pr.c.text, Deadline(stop));
    ++ran;
    if (run.end == RunResult::End::kCancelled || (stop && stop->load())) {
      CheckResult res;
      res.interrupted = true;
      return res;
    }
    const std::string about = pr.c.about;
    if (run.end != RunResult::End::kExited) {
      // A crash, a hang, a flood: the judge names it as check would.
      JudgeOptions jo;
      jo.bad_input = true;
      jo.about = about;
      return Breach(pr, Judge(p, pr.c.x, run, jo), run, ran);
    }
    const std::string broken = BrokenPart(pr, run, words);
    if (broken.empty()) continue;
    Verdict v;
    v.kind = FailureKind::kBadInputAccepted;
    v.cause = broken;
    v.expected = {pr.status.value_or(2), pr.out.value_or("")};
    v.judged_by = "the original's bad-input contract";
    v.detail = "malformed input (" + about + "): the mutant " + broken + "; the original " +
               OriginalDoes(pr);
    return Breach(pr, std::move(v), run, ran);
  }
  return std::nullopt;
}

namespace {

// How many probes keep each part, byte for byte or by the line named.
struct Counts {
  std::size_t n = 0, exit2 = 0, none = 0, line = 0, status = 0, out = 0, err = 0, line_only = 0;
  explicit Counts(const Contract& k) : n(k.probes.size()) {
    for (const ContractProbe& pr : k.probes) {
      exit2 += pr.exit2, none += pr.no_output, line += pr.names_line;
      status += pr.status.has_value(), out += pr.out.has_value(), err += pr.err.has_value();
      line_only += pr.names_line && !pr.err;
    }
  }
};

}  // namespace

std::string ContractText(const Contract& k, std::size_t asked, bool no_mutants) {
  if (asked == 0) return "contract: not probed (--contract-cases 0)";
  if (k.probes.empty() && no_mutants) return "contract: not probed (no mutant to hold to it)";
  if (k.probes.empty()) return "contract: not probed (the run was stopped)";
  const Counts c(k);
  auto of = [&](std::size_t met) { return std::to_string(met) + (met == c.n ? " (all)" : ""); };
  std::string s = "contract: on " + std::to_string(c.n) +
                  " malformed inputs the original exits with status 2 on " + of(c.exit2) +
                  ", prints no answer on " + of(c.none) + ", names the line of the first error on " +
                  of(c.line);
  if (c.status + c.out + c.err + c.line_only == 0) return s + "; nothing is required of the mutants";
  s += "; required of every mutant, byte for byte where the original's two runs agree: the "
       "exit status on " + of(c.status) + ", the standard output on " + of(c.out) +
       ", the message after status 2 on " + of(c.err);
  if (c.line_only) s += ", and the line named on " + std::to_string(c.line_only) + " more";
  return s;
}

std::string ContractJson(const Contract& k, std::size_t asked) {
  if (asked == 0 || k.probes.empty()) return "null";
  const Counts c(k);
  std::string required;
  auto add = [&](const char* name, std::size_t met) {
    if (met) required += std::string(required.empty() ? "" : ", ") + "\"" + name + "\"";
  };
  add("exitStatus", c.status);
  add("output", c.out);
  add("error", c.err);
  add("namesLine", c.line_only);
  return "{\"cases\": " + std::to_string(c.n) + ", \"exitStatus2\": " + std::to_string(c.exit2) +
         ", \"noOutput\": " + std::to_string(c.none) + ", \"namesLine\": " +
         std::to_string(c.line) + ", \"sameStatus\": " + std::to_string(c.status) +
         ", \"sameOutput\": " + std::to_string(c.out) + ", \"sameError\": " +
         std::to_string(c.err) + ", \"required\": [" + required +
         "], \"what\": " + JsonQuote(ContractText(k, asked)) + "}";
}

}  // namespace gc::mutate
