// mutate/build/batch.cc — the original and many mutants compiled in one translation unit; see
// batch.h.
#include "mutate/build/batch.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report/report.h"
#include "harness/run/runner.h"
#include "mutate/build/fast.h"
#include "mutate/run/runner.h"  // Replace

namespace gc::mutate::internal {

bool IsWord(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string CopyTag(std::size_t k) {
  char tag[32];
  std::snprintf(tag, sizeof tag, "%s%0*zu", kBatchTag, static_cast<int>(kBatchDigits), k);
  return tag;
}

namespace {

// The first place `word` stands as a whole identifier in `text` at or after `from`.
std::size_t FindWord(const std::string& text, const std::string& word, std::size_t from = 0) {
  for (std::size_t at = text.find(word, from); at != std::string::npos;
       at = text.find(word, at + 1)) {
    const bool left = at == 0 || !IsWord(text[at - 1]);
    const bool right = at + word.size() >= text.size() || !IsWord(text[at + word.size()]);
    if (left && right) return at;
  }
  return std::string::npos;
}

}  // namespace

bool BodyMacros(const std::string& body, std::vector<std::string>* names) {
  static const std::set<std::string> kAllowed = {"define", "undef", "if",   "ifdef",
                                                 "ifndef", "elif",  "else", "endif"};
  std::istringstream in(body);
  std::size_t at = 0;
  for (std::string line; std::getline(in, line); at += line.size() + 1) {
    const std::size_t h = line.find_first_not_of(" \t");
    if (h == std::string::npos || line[h] != '#') continue;
    std::size_t b = line.find_first_not_of(" \t", h + 1), e = b;
    while (e < line.size() && IsWord(line[e])) ++e;
    const std::string what = b == std::string::npos ? "" : line.substr(b, e - b);
    if (!kAllowed.count(what)) return false;
    if (what != "define") continue;
    b = line.find_first_not_of(" \t", e), e = b;
    while (e < line.size() && IsWord(line[e])) ++e;
    if (b == std::string::npos || b == e) return false;
    const std::string name = line.substr(b, e - b);
    // Used before its #define (an earlier copy's would stand there): not batchable.
    if (FindWord(body, name) < at + b) return false;
    names->push_back(name);
  }
  return true;
}

std::string RenderCopies(const std::string& prefix, const std::vector<std::string>& bodies,
                         const std::vector<std::string>& macros, std::vector<std::size_t>* starts) {
  std::string t = prefix;
  std::size_t line = static_cast<std::size_t>(std::count(prefix.begin(), prefix.end(), '\n'));
  starts->clear();
  for (std::size_t k = 0; k < bodies.size(); ++k) {
    for (const std::string& m : macros) t += "#undef " + m + "\n", ++line;
    t += "namespace " + CopyTag(k) + " {\n";
    ++line;
    starts->push_back(line + 1);  // its first line, 1-based
    t += bodies[k];
    if (!bodies[k].empty() && bodies[k].back() != '\n') t += "\n";
    line += static_cast<std::size_t>(std::count(bodies[k].begin(), bodies[k].end(), '\n')) +
            (!bodies[k].empty() && bodies[k].back() != '\n');
    t += "}\n";
    ++line;
  }
  return t;
}

std::set<long> ErrorCopies(const std::string& out, const std::string& file,
                           const std::vector<std::size_t>& starts) {
  std::set<long> copies;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) {
    const bool blames = l.find("error") != std::string::npos ||
                        l.find("required from") != std::string::npos;  // a template's error
    if (!blames || l.rfind(file + ":", 0) != 0) continue;
    const std::size_t line = std::strtoul(l.c_str() + file.size() + 1, nullptr, 10);
    const auto it = std::upper_bound(starts.begin(), starts.end(), line);
    const long k = static_cast<long>(it - starts.begin()) - 1;
    copies.insert(k <= 0 ? -1 : k);
  }
  if (copies.empty()) copies.insert(-1);
  return copies;
}

namespace {

struct Batch {
  std::vector<std::size_t> members;  // mutant indices; copy k + 1 is members[k]
};

// Compiles one batch; keys per copy, empty when it did not compile at all.
std::vector<std::string> CompileBatch(const BatchJob& job, const std::string& prefix,
                                      const std::vector<std::string>& bodies,
                                      const std::vector<std::string>& macros,
                                      const std::filesystem::path& dir, std::set<long>* failed) {
  std::vector<std::size_t> starts;
  const std::string file = "gc-batch" + job.extension;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  {
    std::ofstream f(dir / file, std::ios::binary);
    f << RenderCopies(prefix, bodies, macros, &starts);
    if (!f) return {};
  }
  std::string cmd = Replace(Replace(job.command, "{src}", ShellQuote(file)), "{out}", "gc-batch.o");
  cmd = TmpdirPrefix(job.tmpdir) + "cd " + ShellQuote(dir.string()) + " && " + cmd;
  RunLimits l;
  l.timeout = std::chrono::milliseconds(
      static_cast<std::int64_t>(job.timeout * 1000 * (1 + bodies.size() / 4.0)));
  l.scratch_dir = false;
  l.output_cap = std::size_t{1} << 20;
  const RunResult b = ProgramRunner({"/bin/sh", "-c", cmd}).Run("", l, job.stop);
  if (b.end != RunResult::End::kExited) return {};
  if (b.status != 0) {
    *failed = ErrorCopies(b.err + b.out, file, starts);
    return {};
  }
  std::ifstream f(dir / "gc-batch.o", std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<std::string> keys;
  if (!CopyKeys(bytes, &keys)) return {};
  keys.resize(bodies.size());
  return keys;
}

// One batch's claims into *claim (its members' entries).
void ClaimBatch(const BatchJob& job, const std::string& prefix,
                const std::vector<std::string>& macros, const std::vector<std::string>& texts,
                std::vector<std::size_t> members, const std::filesystem::path& dir,
                std::atomic<std::size_t>* compiles, std::vector<long>* claim) {
  for (int attempt = 0; attempt < 3 && !members.empty(); ++attempt) {
    if (job.stop && job.stop->load()) return;
    std::vector<std::string> bodies{job.source.substr(prefix.size())};
    for (std::size_t i : members) bodies.push_back(texts[i].substr(prefix.size()));
    std::set<long> failed;
    ++*compiles;
    const std::vector<std::string> keys = CompileBatch(job, prefix, bodies, macros, dir, &failed);
    if (keys.empty()) {
      if (failed.empty() || failed.count(-1)) return;  // the batch cannot tell
      std::vector<std::size_t> rest;  // the copies that broke it need their own compile
      for (std::size_t k = 0; k < members.size(); ++k)
        if (!failed.count(static_cast<long>(k + 1))) rest.push_back(members[k]);
      members = std::move(rest);
      continue;
    }
    if (keys[0].empty()) return;  // the original has no code of its own here
    std::unordered_map<std::string, long> first{{keys[0], kSameAsOriginal}};
    for (std::size_t k = 0; k < members.size(); ++k) {
      const std::string& key = keys[k + 1];
      if (key.empty()) continue;  // nothing of its own: unknown
      const auto [it, fresh] = first.emplace(key, static_cast<long>(members[k]));
      (*claim)[members[k]] = fresh ? kRunIt : it->second;
    }
    return;
  }
}

}  // namespace

std::size_t BatchableBody(const std::string& source) {
  if (source.find(kBatchTag) != std::string::npos) return std::string::npos;
  std::size_t at = 0, body = std::string::npos;
  bool any = false;
  while (at < source.size()) {
    const std::size_t end = std::min(source.find('\n', at), source.size());
    const std::string line = source.substr(at, end - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    const bool skip = first == std::string::npos || line.compare(first, 2, "//") == 0;
    const bool include = !skip && line.compare(first, 8, "#include") == 0 &&
                         line.find('<') != std::string::npos && line.back() != '\\';
    if (!skip && !include) {
      body = at;
      break;
    }
    any |= include;
    at = end + 1;
  }
  if (!any || body == std::string::npos) return std::string::npos;
  const std::string rest = source.substr(body);
  std::vector<std::string> macros;
  if (!BodyMacros(rest, &macros) || rest.find("extern \"C") != std::string::npos)
    return std::string::npos;
  for (std::size_t n = FindWord(rest, "namespace"); n != std::string::npos;
       n = FindWord(rest, "namespace", n + 1)) {
    // `namespace std {` or `namespace std::x {` (not `using namespace std;`).
    const std::size_t w = rest.find_first_not_of(" \t\r\n", n + 9);
    if (w == std::string::npos || rest.compare(w, 3, "std") != 0) continue;
    const std::size_t after = rest.find_first_not_of(" \t\r\n", w + 3);
    if (after != std::string::npos && (rest[after] == '{' || rest[after] == ':'))
      return std::string::npos;
  }
  return body;
}

std::vector<long> BatchClaims(const BatchJob& job, const std::vector<std::string>& texts,
                              std::atomic<std::size_t>* compiles) {
  std::vector<long> claim(texts.size(), kBatchUnknown);
  const std::size_t body = BatchableBody(job.source);
  if (body == std::string::npos) return claim;
  const std::string prefix = job.source.substr(0, body);
  std::vector<std::string> macros;
  BodyMacros(job.source.substr(body), &macros);
  std::vector<std::size_t> all;  // the mutants to compare, in source order of their index
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (!texts[i].empty() && texts[i].compare(0, body, prefix) == 0) all.push_back(i);
  if (all.empty()) return claim;
  // Contiguous runs of mutants (twins are mostly at the same point), as many batches as
  // jobs and at most kMost copies each.
  constexpr std::size_t kMost = 48;
  const std::size_t jobs = std::max(1u, job.jobs);
  const std::size_t count = jobs * ((all.size() + jobs * kMost - 1) / (jobs * kMost));
  std::vector<Batch> batches(std::min(count, all.size()));
  for (std::size_t k = 0; k < all.size(); ++k)
    batches[k * batches.size() / all.size()].members.push_back(all[k]);
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t b = next++; b < batches.size(); b = next++) {
      const std::filesystem::path dir = job.scratch / ("batch" + std::to_string(b));
      ClaimBatch(job, prefix, macros, texts, batches[b].members, dir, compiles, &claim);
      std::error_code ec;
      if (!job.keep) std::filesystem::remove_all(dir, ec);
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < std::min(jobs, batches.size()); ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  return claim;
}

}  // namespace gc::mutate::internal
