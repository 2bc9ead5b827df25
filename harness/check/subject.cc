// harness/check/subject.cc — see subject.h.
#include "harness/check/subject.h"

#include "harness/judge/judge.h"
#include "harness/run/program_setup.h"

namespace gc {

Subject ProgramSubject(ProgramRunner runner, RunLimits limits) {
  return [runner = std::move(runner), limits](std::string_view input, const Deadline& d) {
    RunLimits l = limits;
    l.end = d.end();
    return runner.Run(input, l, d.stop());
  };
}

Subject ProgramSubject(ProgramRunner runner, RunLimits limits, TimeLimit time) {
  return [runner = std::move(runner), limits, time](std::string_view input, const Deadline& d) {
    RunLimits l = limits;
    l.timeout = time.For(PairsOf(input));
    l.end = d.end();
    return runner.Run(input, l, d.stop());
  };
}

Subject BuiltinSubject(const Problem& p, std::string_view name, std::string* err) {
  if (name == "solver") {
    const Problem* row = &p;
    return [row](std::string_view input, const Deadline&) {
      std::string message;
      RunResult r = RunInProcess([&] { return SolveText(*row, input, &message); });
      r.err += message;
      return r;
    };
  }
  if (name.rfind("mutant:", 0) == 0) {
    const std::string_view wanted = name.substr(7);
    const KnownMutant* m = nullptr;
    std::string known;
    for (const KnownMutant& candidate : p.mutants) {
      if (candidate.name == wanted) m = &candidate;
      known += (known.empty() ? "" : ", ") + std::string(candidate.name);
    }
    if (!m) {
      const KnownMutant* other = FindKnownMutant(wanted);
      *err = other ? "mutant '" + std::string(wanted) + "' is a wrong " +
                         std::string(other->problem) + " solver, not " + std::string(p.name)
                   : "unknown mutant '" + std::string(wanted) + "' (" + std::string(p.name) +
                         "'s: " + known + ")";
      return {};
    }
    const InputKind kind = p.input;
    return [m, kind](std::string_view input, const Deadline&) {
      std::string message;
      RunResult r = RunInProcess([&]() -> Output {
        Instance x;
        try {
          x = ReadInstance(kind, input);
        } catch (const TextError& e) {
          message = std::string("input ") + e.what();
          return {2, ""};
        }
        Output o;
        o.status = m->solve(x, &o.out);
        return o;
      });
      r.err += message;
      return r;
    };
  }
  *err = "unknown builtin '" + std::string(name) + "' (use 'solver' or 'mutant:NAME')";
  return {};
}

}  // namespace gc
