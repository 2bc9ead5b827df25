// mutate/build/copies.cc — the mutants outside the schema in programs of copies; see copies.h.
#include "mutate/build/copies.h"

#include <algorithm>
#include <set>
#include <thread>

#include "mutate/build/batch.h"

namespace gc::mutate::internal {

namespace {

// The offset past a comment, string or character literal starting at `at`, or `at` itself
// when none starts there. A quote after a digit or letter is a digit separator (1'000).
std::size_t SkipLexeme(const std::string& t, std::size_t at) {
  if (t.compare(at, 2, "//") == 0) return std::min(t.find('\n', at), t.size());
  if (t.compare(at, 2, "/*") == 0) {
    const std::size_t end = t.find("*/", at + 2);
    return end == std::string::npos ? t.size() : end + 2;
  }
  const char q = t[at];
  if ((q != '"' && q != '\'') || (q == '\'' && at > 0 && IsWord(t[at - 1]))) return at;
  std::size_t i = at + 1;
  while (i < t.size() && t[i] != q && t[i] != '\n') i += t[i] == '\\' ? 2 : 1;
  return std::min(i + 1, t.size());
}

// The offset of the bracket closing the one at `open` ('(' or '{'), npos when unmatched.
std::size_t Matching(const std::string& t, std::size_t open) {
  const char o = t[open], c = o == '(' ? ')' : '}';
  int depth = 0;
  for (std::size_t i = open; i < t.size();) {
    if (const std::size_t past = SkipLexeme(t, i); past != i) {
      i = past;
      continue;
    }
    if (t[i] == o) ++depth;
    if (t[i] == c && --depth == 0) return i;
    ++i;
  }
  return std::string::npos;
}

// The dispatcher after the copies: copy k + 1 is mutant ids[k]; copy 0 and the last copy
// (ids.size() + 1) are the original, which runs for any other number: its static
// initialisers run after every mutant copy's, so that one which takes what a later one
// needs (standard input read at start) shows in the original's answers (mutate/run/programs.cc).
std::string Dispatcher(const std::vector<std::string>& macros,
                       const std::vector<std::size_t>& ids) {
  std::string t;
  for (const std::string& m : macros) t += "#undef " + m + "\n";
  t += "#include <cstdlib>\n#include <type_traits>\n"
       "template <class F> static int gc_copy_main_(F* f, int argc, char** argv) {\n"
       "  if constexpr (std::is_invocable_v<F*, int, char**>) return f(argc, argv);\n"
       "  else return f();\n}\n"
       "int main(int argc, char** argv) {\n"
       "  const char* v = std::getenv(\"GAMECHECK_MUTANT\");\n"
       "  switch (v ? std::atol(v) : 0) {\n";
  for (std::size_t k = 0; k < ids.size(); ++k)
    t += "    case " + std::to_string(ids[k]) + ": return gc_copy_main_(&" + CopyTag(k + 1) +
         "::main, argc, argv);\n";
  return t + "  }\n  return gc_copy_main_(&" + CopyTag(ids.size() + 1) +
         "::main, argc, argv);\n}\n";
}

// The body with `return 0;` before the closing brace of its main; "" when it has none.
std::string WithMainReturn(const std::string& body) {
  const std::size_t end = MainBodyEnd(body);
  if (end == std::string::npos) return "";
  return body.substr(0, end) + " return 0; " + body.substr(end);
}

}  // namespace

std::size_t MainBodyEnd(const std::string& t) {
  if (t.find("R\"") != std::string::npos) return std::string::npos;
  int depth = 0;
  for (std::size_t i = 0; i < t.size();) {
    if (const std::size_t past = SkipLexeme(t, i); past != i) {
      i = past;
      continue;
    }
    if (t[i] == '{') ++depth;
    if (t[i] == '}') --depth;
    const bool word = t.compare(i, 4, "main") == 0 && (i == 0 || !IsWord(t[i - 1])) &&
                      (i + 4 >= t.size() || !IsWord(t[i + 4]));
    if (!word || depth != 0) {
      ++i;
      continue;
    }
    std::size_t at = t.find_first_not_of(" \t\r\n", i + 4);
    if (at == std::string::npos || t[at] != '(') return std::string::npos;
    const std::size_t close = Matching(t, at);
    if (close == std::string::npos) return std::string::npos;
    at = t.find_first_not_of(" \t\r\n", close + 1);
    if (at != std::string::npos && t[at] == '{') return Matching(t, at);
    i = close + 1;  // a declaration (or a try block, a trailing type): look further
  }
  return std::string::npos;
}

std::vector<CopiesProgram> BuildCopies(const std::string& source,
                                       const std::vector<std::string>& texts,
                                       const std::vector<std::size_t>& ids,
                                       const std::string& file_name,
                                       const std::filesystem::path& scratch, const BuildFn& build,
                                       unsigned jobs, const std::atomic<bool>* stop) {
  const std::size_t body = BatchableBody(source);
  std::vector<std::string> macros;
  if (body == std::string::npos || !BodyMacros(source.substr(body), &macros)) return {};
  const std::string prefix = source.substr(0, body);
  const std::string original = WithMainReturn(source.substr(body));
  if (original.empty()) return {};
  std::vector<std::size_t> all;
  std::vector<std::string> bodies(texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    if (texts[i].empty() || texts[i].compare(0, body, prefix) != 0) continue;
    bodies[i] = WithMainReturn(texts[i].substr(body));
    if (!bodies[i].empty()) all.push_back(i);
  }
  if (all.size() < 2) return {};  // one is built as cheaply on its own
  const std::size_t n =
      std::max<std::size_t>(std::max(1u, jobs), (all.size() + kMostCopies - 1) / kMostCopies);
  std::vector<CopiesProgram> out(std::min(n, all.size()));
  for (std::size_t k = 0; k < all.size(); ++k)
    out[k * out.size() / all.size()].members.push_back(all[k]);
  auto make = [&](std::size_t p) {
    CopiesProgram& c = out[p];
    for (int attempt = 0; attempt < 3 && !c.members.empty() && !(stop && stop->load()); ++attempt) {
      std::vector<std::string> copies{original};
      std::vector<std::size_t> numbers;
      for (std::size_t i : c.members) copies.push_back(bodies[i]), numbers.push_back(ids[i]);
      copies.push_back(original);
      std::vector<std::size_t> starts;
      std::string text = RenderCopies(prefix, copies, macros, &starts);
      starts.push_back(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1);
      text += Dispatcher(macros, numbers);
      const std::filesystem::path dir = scratch / ("copies" + std::to_string(p));
      const std::string err = build(dir, text, &c.argv);
      if (err.empty()) return;
      c.argv.clear();
      const std::set<long> failed = ErrorCopies(err, (dir / file_name).string(), starts);
      // An original's copy, or the dispatcher after the last copy: none builds so.
      if (failed.count(-1) || failed.count(static_cast<long>(copies.size() - 1)) ||
          failed.count(static_cast<long>(copies.size())))
        break;
      std::vector<std::size_t> rest;
      for (std::size_t k = 0; k < c.members.size(); ++k)
        if (!failed.count(static_cast<long>(k + 1))) rest.push_back(c.members[k]);
      c.members = std::move(rest);
    }
    c.members.clear();
  };
  std::vector<std::thread> threads;
  for (std::size_t p = 0; p < out.size(); ++p) threads.emplace_back(make, p);
  for (std::thread& t : threads) t.join();
  std::erase_if(out, [](const CopiesProgram& c) { return c.members.empty() || c.argv.empty(); });
  return out;
}

}  // namespace gc::mutate::internal
