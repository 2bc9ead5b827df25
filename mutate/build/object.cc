// mutate/build/object.cc — trivial compiler equivalence before any run; see fast.h.
#include <algorithm>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <unordered_map>

#include "harness/report/report.h"
#include "mutate/build/batch.h"
#include "mutate/build/fast.h"
#include "mutate/mutate.h"

namespace gc::mutate::internal {

namespace {

// The #include <...> lines the source starts with (after blank and // comment lines):
// the headers a precompiled header can hold, so that each mutant's compile parses them
// once for all. "" when the source does not start that way.
std::string LeadingIncludes(const std::string& s) {
  std::istringstream in(s);
  std::string line, out;
  while (std::getline(in, line)) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line.compare(first, 2, "//") == 0) continue;
    std::string t = line.substr(first);
    if (t.rfind("#include", 0) != 0 || t.find('<') == std::string::npos || t.back() == '\\') break;
    out += t + "\n";
  }
  return out;
}

// The batches' claims (mutate/build/batch.h) on the mutants' whole texts: C++ under
// --object-batches; otherwise none (every mutant kBatchUnknown).
std::vector<long> BatchClaimsOf(const Options& o, const Result& r,
                                const std::vector<std::string>& texts, const std::string& object,
                                const std::filesystem::path& scratch, const std::string& base_name,
                                const std::string& tmp, const std::atomic<bool>* stop,
                                std::atomic<std::size_t>* batches) {
  if (o.lang != Language::kCxx || !o.object_batches)
    return std::vector<long>(r.mutants.size(), kBatchUnknown);
  BatchJob job;
  job.command = AfterCompiler(object, kBatchFlags);
  job.source = r.source;
  job.extension = std::filesystem::path(base_name).extension().string();
  job.scratch = scratch;
  job.tmpdir = tmp;
  job.timeout = o.build_timeout;
  job.jobs = o.jobs;
  job.keep = o.keep;
  job.stop = stop;
  return BatchClaims(job, texts, batches);
}

// Per mutant, from the object code of the original and of each mutant ("": not compiled,
// run it): kSameAsOriginal, the index of the first mutant before it with the same code,
// or kRunIt.
void TwinsByCode(std::vector<std::string> code, const std::string& original,
                 std::vector<long>* verdict) {
  std::unordered_map<std::string, long> first;  // object code -> the first mutant with it
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (code[i].empty()) continue;  // not compiled (ignored, stopped, or an error): run it
    if (code[i] == original) {
      (*verdict)[i] = kSameAsOriginal;
      continue;
    }
    const auto [it, fresh] = first.emplace(std::move(code[i]), static_cast<long>(i));
    if (!fresh) (*verdict)[i] = it->second;
  }
}

}  // namespace

std::string AfterCompiler(const std::string& command, const std::string& words) {
  const std::size_t start = command.find_first_not_of(" \t");
  const std::size_t end = command.find_first_of(" \t", start);
  if (end == std::string::npos) return command + " " + words;
  return command.substr(0, end) + " " + words + command.substr(end);
}

std::string PrecompiledInclude(const std::string& command, Language lang, const std::string& source,
                               const std::filesystem::path& dir, double timeout,
                               const std::string& tmpdir, const std::atomic<bool>* stop) {
  const std::string headers = LeadingIncludes(source);
  if (headers.empty() || command.find("{src}") == std::string::npos) return "";
  const char* kind = lang == Language::kC ? "-x c-header " : "-x c++-header ";
  std::string header_cmd = command;
  header_cmd.replace(header_cmd.find("{src}"), 5, std::string(kind) + "{src}");
  const std::string pch = ObjectCode(header_cmd, dir, "gc-pre.h", headers, timeout, tmpdir, stop);
  std::error_code ec;
  if (pch.empty()) return "";
  std::filesystem::rename(dir / "gc-object.o", dir / "gc-pre.h.gch", ec);
  if (ec) return "";
  // Without the .gch (a compiler that cannot read it) the header is read as text: the
  // same declarations the source includes anyway, for the original and every mutant.
  return "-include " + ShellQuote((dir / "gc-pre.h").string());
}

std::vector<long> CompareObjectCode(const Options& o, const Result& r,
                                    const std::filesystem::path& scratch,
                                    const std::string& base_name, const std::string& pch,
                                    const std::atomic<bool>* stop,
                                    std::atomic<std::size_t>* compiles,
                                    std::atomic<std::size_t>* batches, std::vector<bool>* batched,
                                    std::vector<bool>* compared) {
  std::vector<long> verdict(r.mutants.size(), kRunIt);
  batched->assign(r.mutants.size(), false);
  compared->assign(r.mutants.size(), false);
  if (!o.object_equivalence || !o.object_first || !IsC(o.lang)) return verdict;
  const std::string object = ObjectCommand(BuildCommand(o));
  if (object.empty()) return verdict;
  const std::string tmp = (scratch / "tmp").string();
  // First the batches (C++): a mutant they find different needs no compile of its own.
  std::vector<std::string> texts(r.mutants.size());
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (r.mutants[i].status != Status::kIgnored) texts[i] = Apply(r.source, r.mutants[i].point);
  const std::vector<long> claim =
      BatchClaimsOf(o, r, texts, object, scratch, base_name, tmp, stop, batches);
  // Then each mutant the batches claim has the original's code, and each they could not
  // compare, on its own: its whole object file alone decides. One claimed to share its
  // code with another mutant runs (most such pairs are killed sooner than they compile)
  // and, if it passes its first pass, is compiled on its own then (mutate/decide/decide.cc).
  std::vector<bool> own(r.mutants.size(), false);
  for (std::size_t i = 0; i < claim.size(); ++i) {
    (*batched)[i] = claim[i] == kRunIt || claim[i] >= 0;
    (*compared)[i] = claim[i] != kBatchUnknown;
    own[i] = !texts[i].empty() && !(*batched)[i];
  }
  if (std::find(own.begin(), own.end(), true) == own.end()) return verdict;
  const std::string cmd = pch.empty() ? object : AfterCompiler(object, pch);
  auto compile = [&](const std::string& text, const std::string& dir) {
    ++*compiles;
    std::string bytes = ObjectCode(cmd, scratch / dir, base_name, text, o.build_timeout, tmp, stop);
    std::error_code ec;
    if (!o.keep) std::filesystem::remove_all(scratch / dir, ec);
    return bytes;
  };
  const std::string original = compile(r.source, "object0");
  if (original.empty()) return verdict;
  std::vector<std::string> code(r.mutants.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < r.mutants.size() && !(stop && stop->load()); i = next++)
      if (own[i]) code[i] = compile(texts[i], "object" + std::to_string(r.mutants[i].id));
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, o.jobs); ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  TwinsByCode(std::move(code), original, &verdict);
  return verdict;
}

}  // namespace gc::mutate::internal
