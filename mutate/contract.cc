// mutate/contract.cc — the bad-input contract as the original keeps it; see contract.h.
#include "mutate/contract.h"

#include <algorithm>
#include <cctype>

#include "harness/report/report.h"
#include "impl/text_io.h"

namespace gc::mutate {

namespace {

bool Required(const ContractProbe& pr) { return pr.exit2 || pr.no_output || pr.names_line; }

// What the original does with a malformed input, for the sentence of a breach.
std::string OriginalDoes(const ContractProbe& pr) {
  std::vector<std::string> parts;
  if (pr.exit2) parts.push_back("exits with status 2");
  if (pr.no_output) parts.push_back("prints no answer");
  if (pr.names_line) parts.push_back("names line " + std::to_string(pr.line));
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i)
    s += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return s;
}

// The first part the mutant's run breaks of those the original met: its cause ("" when
// none is broken). The run exited.
std::string BrokenPart(const ContractProbe& pr, const RunResult& run) {
  if (pr.exit2 && run.status != 2) return "exit status " + std::to_string(run.status);
  if (pr.no_output && !run.out.empty()) return "printed an answer";
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

std::size_t Contract::Met(bool ContractProbe::*part) const {
  return static_cast<std::size_t>(std::count_if(probes.begin(), probes.end(),
                                                [&](const ContractProbe& pr) { return pr.*part; }));
}

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

Contract ProbeContract(const Problem& p, const Subject& original, const std::vector<Case>& cases,
                       const std::atomic<bool>* stop) {
  Contract k;
  for (const Case& c : cases) {
    if (stop && stop->load()) {
      k.interrupted = true;
      break;
    }
    ContractProbe pr;
    pr.c = c;
    try {
      ReadInstance(p.input, c.text);
    } catch (const TextError& e) {
      pr.line = e.line();
    }
    const RunResult run = original(c.text, Deadline(stop));
    if (run.end == RunResult::End::kCancelled) {
      k.interrupted = true;
      break;
    }
    if (run.end == RunResult::End::kExited) {
      pr.exit2 = run.status == 2;
      pr.no_output = run.out.empty();
      pr.names_line = pr.line > 0 && LineNamed(run.err) == pr.line;
    }
    k.probes.push_back(std::move(pr));
  }
  return k;
}

std::optional<CheckResult> BreachOf(const Problem& p, const Contract& contract,
                                    const Subject& mutant, const std::atomic<bool>* stop) {
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
    const std::string broken = BrokenPart(pr, run);
    if (broken.empty()) continue;
    Verdict v;
    v.kind = FailureKind::kBadInputAccepted;
    v.cause = broken;
    v.expected = {2, ""};
    v.judged_by = "the original's bad-input contract";
    v.detail = "malformed input (" + about + "): the mutant " + broken + "; the original " +
               OriginalDoes(pr);
    return Breach(pr, std::move(v), run, ran);
  }
  return std::nullopt;
}

std::string ContractText(const Contract& k, std::size_t asked, bool no_mutants) {
  if (asked == 0) return "contract: not probed (--contract-cases 0)";
  if (k.probes.empty() && no_mutants) return "contract: not probed (no mutant to hold to it)";
  if (k.probes.empty()) return "contract: not probed (the run was stopped)";
  const std::size_t n = k.probes.size();
  const std::size_t exit2 = k.Met(&ContractProbe::exit2), none = k.Met(&ContractProbe::no_output),
                    line = k.Met(&ContractProbe::names_line);
  auto of = [&](std::size_t met) { return std::to_string(met) + (met == n ? " (all)" : ""); };
  std::string s = "contract: on " + std::to_string(n) +
                  " malformed inputs the original exits with status 2 on " + of(exit2) +
                  ", prints no answer on " + of(none) + ", names the line of the first error on " +
                  of(line);
  if (exit2 + none + line == 0) return s + "; nothing is required of the mutants";
  return s + "; each part is required of every mutant where the original met it";
}

std::string ContractJson(const Contract& k, std::size_t asked) {
  if (asked == 0 || k.probes.empty()) return "null";
  std::string required;
  auto add = [&](const char* name, std::size_t met) {
    if (met) required += std::string(required.empty() ? "" : ", ") + "\"" + name + "\"";
  };
  const std::size_t exit2 = k.Met(&ContractProbe::exit2), none = k.Met(&ContractProbe::no_output),
                    line = k.Met(&ContractProbe::names_line);
  add("exitStatus2", exit2);
  add("noOutput", none);
  add("namesLine", line);
  return "{\"cases\": " + std::to_string(k.probes.size()) +
         ", \"exitStatus2\": " + std::to_string(exit2) + ", \"noOutput\": " + std::to_string(none) +
         ", \"namesLine\": " + std::to_string(line) + ", \"required\": [" + required +
         "], \"what\": " + JsonQuote(ContractText(k, asked)) + "}";
}

}  // namespace gc::mutate
