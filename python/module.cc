// python/module.cc — gamecheck._core, the C++ half of the Python module (python/gamecheck/):
// the command's schedule, judge, shrinker and report (gamecheck/detail/subject.h) over a
// solver written in Python, and the problem table's solve and judge. The GIL is released
// while gamecheck's own C++ work runs (generating, judging, shrinking). Each case runs in
// a child forked from this interpreter (python/forked.h), which does what
// python/gamecheck/_run.py says (a script as `__main__` on fds 0, 1, 2, or a function);
// the options are checked against the command's ranges and messages (cli/limit_flags.h).
// Status: python/tests/ (pytest, CTest's python.* tests).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <string>
#include <string_view>
#include <thread>

#include "gamecheck/check.h"
#include "gamecheck/detail/subject.h"
#include "harness/cases/input_kind.h"
#include "harness/check/check.h"
#include "harness/judge/judge.h"
#include "harness/problems/problem.h"
#include "harness/run/program_setup.h"
#include "cli/limit_flags.h"
#include "impl/text_io.h"
#include "python/forked.h"

namespace py = pybind11;

namespace {

const gc::Problem& Row(const std::string& problem) {
  const gc::Problem* p = gc::FindProblem(problem);
  if (p) return *p;
  std::string names;
  for (const gc::Problem& row : gc::Problems()) names += (names.empty() ? "" : ", ") + std::string(row.name);
  throw py::value_error("unknown problem '" + problem + "' (problems: " + names + ")");
}

struct CheckArgs {
  std::string name;
  std::uint64_t seed, cases, max_n;
  double budget;
  bool default_budget;
  unsigned tiers;
  bool bad_input;
  double shrink_seconds, timeout, time_per_million;
  std::uint64_t jobs = 1;  // 0: one per core
  int signal_fd = -1;      // with jobs > 1: the read end of Python's wakeup fd, or -1
  std::vector<std::string> replay_flags, replay_program;  // a script's replay line
};

py::dict FailureDict(const gamecheck::Failure& f) {
  py::dict d;
  d["case_index"] = f.case_index;
  d["kind"] = gc::Slug(f.verdict.kind);
  d["signature"] = f.verdict.Signature();
  d["minimal_input"] = f.minimal_input;
  d["original_input"] = f.original_input;
  d["expected"] = f.expected.out;
  d["expected_status"] = f.expected.status;
  d["actual"] = py::bytes(f.got.out);
  d["actual_status"] = f.got.status;
  d["first_difference"] = f.verdict.diff.differs ? f.verdict.diff.Sentence() : "";
  d["detail"] = f.verdict.detail;
  d["why"] = f.why;
  return d;
}

// The command's message for the first flag out of its range (cli/limit_flags.h), or "".
std::string FlagError(const CheckArgs& a) {
  for (std::string m : {gc::cli::CheckRunFlags(a.timeout, 0, a.jobs, a.cases, a.shrink_seconds),
                        gc::cli::CheckSeconds("budget", a.budget, false),
                        gc::cli::CheckSeconds("time-per-million", a.time_per_million, false)})
    if (!m.empty()) return m;
  return "";
}

// The GIL released for the length of a scope, and taken back through Gil's gate (a
// daemon thread's check at the interpreter's exit blocks instead: python/forked.h).
class Released {
 public:
  Released() : state_(PyEval_SaveThread()) {}
  ~Released() {
    gcpy::EnterGate();  // blocks forever once the interpreter is exiting
    PyEval_RestoreThread(state_);
    gcpy::LeaveGate();
  }
  Released(const Released&) = delete;
  Released& operator=(const Released&) = delete;

 private:
  PyThreadState* state_;
};

// gamecheck.check / check_script: the run, and the Result's fields as a dict.
py::dict Check(const std::string& problem, gcpy::ForkedSolver solver, const CheckArgs& a) {
  if (std::string m = FlagError(a); !m.empty()) throw py::value_error(m);
  std::atomic<bool> stop{false};
  gc::TimeLimit time;
  time.base = std::chrono::milliseconds(static_cast<std::int64_t>(a.timeout * 1000));
  time.per_million = std::chrono::milliseconds(static_cast<std::int64_t>(a.time_per_million * 1000));
  gamecheck::Options o;
  o.seed = a.seed;
  o.cases = a.cases;
  o.budget_seconds = a.budget;
  // Each job a thread that forks its children (this one with one job).
  o.jobs = static_cast<unsigned>(a.jobs ? a.jobs
                                         : std::max(1u, std::thread::hardware_concurrency()));
  std::atomic<bool> sigint{false};
  const int signal_fd = o.jobs > 1 ? a.signal_fd : -1;
  o.max_n = a.max_n;
  o.tiers = a.tiers;
  o.bad_input = a.bad_input;
  o.shrink_seconds = a.shrink_seconds;
  gamecheck::Result r;
  {
    Released released;
    gamecheck::detail::SubjectCheck s;
    s.name = a.name;
    s.time_limit = time.Text();
    s.stop = &stop;
    s.default_budget = a.default_budget;
    s.replay_flags = a.replay_flags;
    s.replay_program = a.replay_program;
    s.subject = [&](std::string_view input, const gc::Deadline& deadline) {
      if (deadline.Stopped()) {
        gc::RunResult cancelled;
        cancelled.end = gc::RunResult::End::kCancelled;
        return cancelled;
      }
      // CPU time, and the deadline's end by the wall (as the command's runs).
      const auto limit = time.For(gc::PairsOf(input));
      return gcpy::RunForked(solver, input, limit.count() / 1000.0, deadline.end(), &stop, signal_fd,
                             signal_fd >= 0 ? &sigint : nullptr);
    };
    r = gamecheck::detail::CheckSubject(problem, std::move(s), o);
  }
  // The Ctrl-C the jobs ended on is handled: its KeyboardInterrupt, pending in the main
  // thread, is not raised again past the report.
  if (sigint.load() && PyErr_CheckSignals() != 0) {
    if (!PyErr_ExceptionMatches(PyExc_KeyboardInterrupt)) throw py::error_already_set();
    PyErr_Clear();
  }
  py::dict d;
  // No case run is no pass: a budget too small for one (the command's exit status is 0
  // then, "PASS (time budget reached): 0 cases") says nothing about the solver.
  d["passed"] = r.passed() && !r.interrupted && r.cases_run > 0;
  d["report"] = r.report;
  d["seed"] = r.seed;
  d["cases_run"] = r.cases_run;
  d["seconds"] = r.seconds;
  d["interrupted"] = r.interrupted;
  d["slow"] = r.slow;
  d["failure"] = r.failure ? py::object(FailureDict(*r.failure)) : py::object(py::none());
  return d;
}

// gamecheck.judge: the verdict on an output of an input.
py::dict Judge(const std::string& problem, const std::string& input, const std::string& output,
               int status) {
  const gc::Problem& p = Row(problem);
  gc::Instance x;
  gc::Verdict v;
  std::string why;
  {
    py::gil_scoped_release release;
    try {
      x = gc::ReadInstance(p.input, input);
    } catch (const gc::TextError& e) {
      py::gil_scoped_acquire gil;
      throw py::value_error(std::string("input ") + e.what());
    }
    gc::RunResult run;
    run.status = status;
    run.out = output;
    gc::JudgeOptions jo;
    jo.input = input;
    v = gc::Judge(p, x, run, jo);
    if (p.explain && v.diff.differs) why = p.explain(x, v.expected, v.diff.line, v.diff.vertex);
  }
  py::dict d;
  d["ok"] = v.ok();
  d["kind"] = gc::Slug(v.kind);
  d["signature"] = v.ok() ? "" : v.Signature();
  d["first_difference"] = v.diff.differs ? v.diff.Sentence() : "";
  d["detail"] = v.detail;
  d["why"] = why;
  d["expected"] = v.expected.out;
  d["expected_status"] = v.expected.status;
  d["judged_by"] = v.judged_by;
  return d;
}

// gamecheck.solve: the fast solver's (status, output); a message for a rejected input.
py::tuple Solve(const std::string& problem, const std::string& text) {
  const gc::Problem& p = Row(problem);
  gc::Output o;
  std::string err;
  {
    py::gil_scoped_release release;
    o = gc::SolveText(p, text, &err);
  }
  return py::make_tuple(o.status, o.out, err);
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "gamecheck's C++ core: check, judge, solve over the problem table";
  py::class_<CheckArgs>(m, "CheckArgs")
      .def(py::init<>())
      .def_readwrite("name", &CheckArgs::name)
      .def_readwrite("seed", &CheckArgs::seed)
      .def_readwrite("cases", &CheckArgs::cases)
      .def_readwrite("max_n", &CheckArgs::max_n)
      .def_readwrite("budget", &CheckArgs::budget)
      .def_readwrite("default_budget", &CheckArgs::default_budget)
      .def_readwrite("tiers", &CheckArgs::tiers)
      .def_readwrite("bad_input", &CheckArgs::bad_input)
      .def_readwrite("shrink_seconds", &CheckArgs::shrink_seconds)
      .def_readwrite("timeout", &CheckArgs::timeout)
      .def_readwrite("time_per_million", &CheckArgs::time_per_million)
      .def_readwrite("jobs", &CheckArgs::jobs)
      .def_readwrite("signal_fd", &CheckArgs::signal_fd)
      .def_readwrite("replay_flags", &CheckArgs::replay_flags)
      .def_readwrite("replay_program", &CheckArgs::replay_program);
  py::class_<gcpy::ForkedSolver>(m, "ForkedSolver")
      .def(py::init([](py::object child, bool script) {
             return gcpy::ForkedSolver{std::move(child), script};
           }),
           py::arg("child"), py::arg("script"));
  m.def("check", &Check, py::arg("problem"), py::arg("solver"), py::arg("args"));
  m.def("flag_error", &FlagError, py::arg("args"));
  m.def("interpreter_exiting", &gcpy::InterpreterExiting);
  m.def("judge", &Judge, py::arg("problem"), py::arg("input"), py::arg("output"), py::arg("status"));
  m.def("solve", &Solve, py::arg("problem"), py::arg("text"));
  m.def("problems", [] {
    // What the strategies (python/gamecheck/strategies.py) draw from: the row's fields.
    py::list rows;
    for (const gc::Problem& row : gc::Problems()) {
      py::dict d;
      d["name"] = std::string(row.name);
      d["summary"] = std::string(row.summary);
      d["kind"] = std::string(gc::OpsOf(row.input).name);
      d["prefers_dag"] = row.prefers_dag;
      d["undirected"] = row.undirected;
      d["max_n"] = row.max_n;
      d["generate_max_m"] = row.GenerateMaxM();
      d["repeats_keep_answer"] = row.repeats_keep_answer;
      rows.append(d);
    }
    return rows;
  });
  py::dict tiers;
  tiers["examples"] = gamecheck::kExamples;
  tiers["exhaustive"] = gamecheck::kExhaustive;
  tiers["random"] = gamecheck::kRandom;
  tiers["shapes"] = gamecheck::kShapes;
  tiers["scale"] = gamecheck::kScale;
  m.attr("TIERS") = tiers;
  m.attr("DEFAULT_SEED") = gamecheck::Options{}.seed;
  m.attr("DEFAULT_BUDGET") = gc::kDefaultCheckBudget;
}
