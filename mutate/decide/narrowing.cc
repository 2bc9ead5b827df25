// mutate/decide/narrowing.cc — a narrowed integer observed by clang's trapping integer
// checks; see narrowing.h.
#include "mutate/decide/narrowing.h"

#include <fstream>

#include "harness/report/report.h"
#include "harness/run/runner.h"
#include "mutate/build/fast.h"
#include "mutate/decide/contract.h"
#include "mutate/run/runner.h"

namespace gc::mutate {

std::string CheckedIntegerBuild(const std::string& build, Language lang,
                                const std::filesystem::path& ignore_list) {
  const std::string first = internal::CompilerWord(build);
  if (!IsC(lang) || first.empty()) return "";
  std::string err;
  const std::string clang = ResolveProgram(lang == Language::kC ? "clang" : "clang++", &err);
  if (clang.empty()) return "";
  {
    std::ofstream f(ignore_list);
    f << "src:/usr/*\n";
    if (!f) return "";
  }
  const std::size_t at = build.find(first) + first.size();
  return build.substr(0, build.find(first)) + clang +
         " -fsanitize=implicit-conversion,integer -fsanitize-trap=all -fsanitize-ignorelist=" +
         ShellQuote(ignore_list.string()) + build.substr(at);
}

namespace internal {

bool Runner::NeverLostAValue(const Trial& t) {
  std::call_once(checked_build_once_, [&] {
    checked_build_ = CheckedIntegerBuild(BuildCommand(o_), o_.lang, scratch_ / "integer-checks.txt");
  });
  if (checked_build_.empty() || Stopped()) return false;
  MutantResult* m = t.m;
  std::vector<std::string> argv;
  const std::filesystem::path dir = scratch_ / ("checked" + std::to_string(m->id));
  if (!Build(dir, Apply(r_->source, m->point), &argv, false, checked_build_).empty()) return false;
  const Subject checked = MutantSubject(argv);
  // The malformed inputs held to the contract: a trap is a crash where the original exited.
  if (BreachOf(*o_.problem, r_->contract, checked, argv, &halt_)) return false;
  std::uint64_t cases = 0;
  for (const int pass : {1, 2}) {
    const std::vector<BaseCase>& recorded = pass == 1 ? cases1_ : cases2_;
    std::vector<std::uint64_t> order = OrderFor(recorded, t.selector, pass, m->point);
    if (order.empty() && !recorded.empty()) continue;
    Pass ran;
    const CheckResult res = RunPass(checked, pass, &ran, std::move(order));
    if (res.failure || res.interrupted || Stopped()) return false;
    cases += ran.cases;
  }
  std::error_code ec;
  if (!o_.keep) std::filesystem::remove_all(dir, ec);
  m->note = "built with clang's integer checks as traps (a value lost or its sign changed by "
            "an implicit conversion, an overflow), it ran the " + std::to_string(cases) +
            " cases of both passes and the " + std::to_string(RequiredProbes(r_->contract)) +
            " malformed inputs the contract holds it to without a trap: its narrower type "
            "never held another value than the original's";
  return true;
}

}  // namespace internal

}  // namespace gc::mutate
