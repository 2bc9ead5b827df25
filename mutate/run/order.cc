// mutate/run/order.cc — coverage per case and the kill-first order; see order.h.
#include "mutate/run/order.h"

#include <algorithm>
#include <fstream>

namespace gc::mutate::internal {

namespace {
std::uint64_t TextHash(std::string_view text) { return std::hash<std::string_view>{}(text); }
}  // namespace

std::vector<BaseCase> UnchangedUnder(const Schedule& capped, std::vector<BaseCase> cases) {
  std::erase_if(cases, [&](const BaseCase& c) {
    return c.index >= capped.size() || TextHash(capped.At(c.index).text) != c.text_hash;
  });
  return cases;
}

std::uint64_t LargestN(const std::vector<BaseCase>& cases, int pass) {
  std::unordered_map<std::uint64_t, std::uint64_t> n_of;  // case index -> vertices
  for (const BaseCase& c : cases) n_of.emplace(c.index, c.n);
  std::uint64_t n = 0;
  for (std::uint64_t i : KillFirstOrder(cases, -1, {}, pass, 0, 0)) n = std::max(n, n_of.at(i));
  return n;
}

Subject CaseCoverage::Recording(const std::vector<std::string>& argv, const RunLimits& limits,
                                const std::string& limit_shim, const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::vector<std::string> a = argv;
  std::string err;
  if (std::string path = ResolveProgram(a[0], &err); !path.empty()) a[0] = path;
  return [this, a, limits, limit_shim, dir](std::string_view input, const Deadline& d) {
    const std::filesystem::path file = dir / std::to_string(runs_++);
    std::vector<std::string> words = a;
    // env GAMECHECK_MUTANT=0 GAMECHECK_MUTANT_COVERAGE=FILE PROGRAM ...
    words.insert(
        words.begin() + std::min<std::ptrdiff_t>(2, static_cast<std::ptrdiff_t>(words.size())),
        "GAMECHECK_MUTANT_COVERAGE=" + file.string());
    RunResult r = ProgramSubject(ProgramRunner(words, limit_shim), limits)(input, d);
    std::vector<int> hit;
    {
      std::ifstream f(file);
      for (int g; f >> g;) hit.push_back(g);
    }
    std::error_code ec2;
    std::filesystem::remove(file, ec2);
    std::sort(hit.begin(), hit.end());
    hit.erase(std::unique(hit.begin(), hit.end()), hit.end());
    std::lock_guard<std::mutex> lock(mu_);
    hits_[TextHash(input)] = std::move(hit);
    return r;
  };
}

bool CaseCoverage::Recorded(std::string_view text) const {
  std::lock_guard<std::mutex> lock(mu_);
  return hits_.count(TextHash(text)) > 0;
}

bool CaseCoverage::Get(std::string_view text, std::vector<int>* guards) const {
  std::lock_guard<std::mutex> lock(mu_);
  const auto it = hits_.find(TextHash(text));
  if (it == hits_.end()) return false;
  *guards = it->second;
  return true;
}

bool CaseCoverage::Reaches(std::string_view text, int g) const {
  std::lock_guard<std::mutex> lock(mu_);
  const auto it = hits_.find(TextHash(text));
  return it == hits_.end() || std::binary_search(it->second.begin(), it->second.end(), g);
}

bool BaseCase::Reaches(int g) const {
  return !covered || std::binary_search(guards.begin(), guards.end(), g);
}

std::chrono::milliseconds HangLimit(std::chrono::milliseconds timeout, double slowest_small) {
  const auto scaled = std::chrono::milliseconds(static_cast<std::int64_t>(30000 * slowest_small));
  return std::min(timeout, std::max(kLeastHangLimit, scaled));
}

std::vector<std::uint64_t> KillFirstOrder(const std::vector<BaseCase>& cases, int g,
                                          const std::vector<Kill>& kills, int pass, unsigned line,
                                          std::size_t begin) {
  std::unordered_map<std::uint64_t, double> score;  // case index -> kills near this point
  for (const Kill& k : kills) {
    if (k.pass != pass) continue;
    const unsigned d = k.line > line ? k.line - line : line - k.line;
    score[k.index] += k.begin == begin ? 100 : d <= 3 ? 10 : 1;
  }
  std::vector<const BaseCase*> keep;
  std::unordered_map<std::string, const BaseCase*> large;  // family -> its one large case
  for (const BaseCase& c : cases) {
    if (g >= 0 && !c.Reaches(g)) continue;
    keep.push_back(&c);
    if (c.size <= kLargeCase || c.family.empty()) continue;
    auto [it, fresh] = large.emplace(c.family, &c);
    if (!fresh && c.size < it->second->size) it->second = &c;
  }
  auto of = [&](const BaseCase* c) {
    const auto it = score.find(c->index);
    return it == score.end() ? 0.0 : it->second;
  };
  // Of those, at most kMostLarge: the ones that killed nearby first, then the smallest.
  std::vector<const BaseCase*> chosen;
  for (const auto& [family, c] : large) chosen.push_back(c);
  std::sort(chosen.begin(), chosen.end(), [&](const BaseCase* a, const BaseCase* b) {
    if (of(a) != of(b)) return of(a) > of(b);
    return a->size != b->size ? a->size < b->size : a->index < b->index;
  });
  if (chosen.size() > kMostLarge) chosen.resize(kMostLarge);
  std::erase_if(keep, [&](const BaseCase* c) {
    return c->size > kLargeCase && !c->family.empty() &&
           std::find(chosen.begin(), chosen.end(), c) == chosen.end();
  });
  // Cheap cases first, and a case that killed mutants nearby as if it were that many
  // times cheaper: a small case that kills comes at once, a large one only before the
  // cases nearly as large (a 10^6-vertex case first would spend the budget, and the
  // shrinker's time, on one run).
  std::stable_sort(keep.begin(), keep.end(), [&](const BaseCase* a, const BaseCase* b) {
    return a->seconds / (1 + of(a)) < b->seconds / (1 + of(b));
  });
  std::vector<std::uint64_t> out;
  out.reserve(keep.size());
  for (const BaseCase* c : keep) out.push_back(c->index);
  return out;
}

}  // namespace gc::mutate::internal
